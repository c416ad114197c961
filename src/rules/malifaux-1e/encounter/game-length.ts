// malifaux-1e §14.12 Game length and the winner (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4950-4974): GL-1, GL-2
import { parseCard, type CardId } from '../../malifaux/cards';
import { SIZE_TABLE, type EncounterSize1e } from './tables';

/** GL-1: at least six turns; the first end flip is after turn 6. (2E flips from turn 5: §18 "Game length".) */
export const FIRST_END_FLIP_TURN = 6;

/** GL-1, W7, W8, D22: after turn t ≥ 6 the game continues iff the card's value ≥ 10 + (t − 6); RJ 14, BJ 0, no card 0. */
export function endFlip(turn: number, card: CardId | null): { readonly threshold: number; readonly continues: boolean } {
  const threshold = 10 + (turn - FIRST_END_FLIP_TURN);
  const value = card === null ? 0 : parseCard(card).value;
  return { threshold, continues: value >= threshold };
}

export interface VpLine {
  readonly source: 'STRATEGY' | 'SCHEME';
  readonly id: string;
  readonly vp: number;
}

/** GL-2, W20, D29: every VP line adds up, then the size's cap (8 Scrap, 10 Brawl) cuts the surplus. */
export function cappedVp(size: EncounterSize1e, lines: readonly VpLine[]): { readonly raw: number; readonly capped: number } {
  const raw = lines.reduce((s, l) => s + l.vp, 0);
  return { raw, capped: Math.min(raw, SIZE_TABLE[size].vpCap) };
}

/** GL-2: most VP wins; equal VP is a draw (null). */
export function winnerOf<S extends string>(totals: Readonly<Record<S, number>>): S | null {
  const entries = Object.entries(totals) as [S, number][];
  const best = Math.max(...entries.map(([, v]) => v));
  const top = entries.filter(([, v]) => v === best);
  return top.length === 1 ? top[0][0] : null;
}
