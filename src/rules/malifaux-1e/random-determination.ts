// malifaux-1e §1 GEN-5 Random determination (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 388-394;
// seed 003_709459c7b0988b93.txt lines 23-29): each player flips the top card of their deck; the highest chooses first,
// then the others in descending order; tied players flip again. Not cheatable (no rule allows it).
import type { SeatId } from '../core/decider';
import { parseCard } from '../malifaux/cards';
import type { EncounterCommand1e } from './commands';
import { Desk } from './desk';
import type { EncounterEvent1e } from './events';
import type { GameState1e } from './state';

export function flipForRandomPlayer(state: GameState1e, c: Extract<EncounterCommand1e, { type: 'FlipForRandomPlayer' }>): EncounterEvent1e[] {
  const desk = new Desk(state);
  const rounds: Record<string, string | null>[] = [];
  let tied: SeatId[] = [...state.seatOrder];
  const order: SeatId[] = [];
  // Each round flips for the players still tied; a group settled by value takes its place in descending order.
  for (let guard = 0; tied.length > 0 && guard < 54; guard++) {
    const round: Record<string, string | null> = {};
    for (const s of tied) {
      const [card] = desk.flip(s, 1, `${c.data.flipId}:${guard}`);
      round[s] = card ?? null;
      desk.discardFromPlay(s, card ? [card] : []);
    }
    rounds.push(round);
    const value = (s: SeatId): number => (round[s] ? parseCard(round[s] as string).value : 0);
    const values = [...new Set(tied.map(value))].sort((a, b) => b - a);
    const next: SeatId[] = [];
    for (const v of values) {
      const group = tied.filter((s) => value(s) === v);
      if (group.length === 1 && next.length === 0) order.push(group[0]);
      else next.push(...group);
    }
    tied = next;
  }
  return [...desk.events, { type: 'RandomPlayerDetermined', data: { flipId: c.data.flipId, rounds, order } }];
}
