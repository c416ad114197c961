// When fate may not be cheated, shared by the editions (rules/malifaux-2e.md §3.4 CF-2, FM-5, FL-1, A-5; rules/malifaux-1e.md
// §5.7, FD-6, FD-7, DMG-7, DMG-8). §18 "Cheat bans" is edition data: EditionProfile.opponentRedJokerBansCheat (2E only).
// Each edition names the clause with its own rule id and, where both apply, reports the first of its own precedence.
import { type CardId, isBlackJoker, isRedJoker } from '../cards';
import type { EditionProfile } from '../edition';

/** One clause that forbids a cheat (A-6 in 2E: a flip that yielded no card). */
export type CheatBlock = 'FLIP_NOT_CHEATABLE' | 'NET_NEGATIVE' | 'NO_CARD_FLIPPED' | 'OWN_BLACK_JOKER' | 'OPPONENT_RED_JOKER' | 'EMPTY_HAND';

export interface CheatCheck {
  /** 2E FL-1 / 1E DMG-7: the kind of flip allows cheating at all. */
  readonly cheatable: boolean;
  /** Net Fate Modifiers of this flip after cancelling (FM-1). */
  readonly net: number;
  /** The uncancelled `−` count, for 1E's [AMBIGUOUS] cheatBanOnAnyNegative. */
  readonly penalty?: number;
  /** The cards this side flipped (all of them, not only the active card). */
  readonly flipped: readonly CardId[];
  /** Opposed duels: every card the opponent flipped; null or absent otherwise (or when it relented). */
  readonly opponentFlipped?: readonly CardId[] | null;
  readonly handSize: number;
}

export interface CheatBanPolicy {
  /** 1E §5.7 [AMBIGUOUS] cheatBanOnAnyNegative: any `−` bans cheating, even one cancelled by a `+`. */
  readonly banOnAnyPenalty?: boolean;
  /** 2E A-5(b): an opponent's Red Joker bans cheating even when it also flipped (and had to use) the Black Joker. */
  readonly opponentRedJokerBlocksEvenWithBlackJoker?: boolean;
}

/** Every clause that forbids this cheat, in the order of 2E CF-2; empty when cheating is allowed. */
export function cheatBlocks(profile: Pick<EditionProfile, 'opponentRedJokerBansCheat'>, s: CheatCheck, policy: CheatBanPolicy = {}): CheatBlock[] {
  const blocks: CheatBlock[] = [];
  if (!s.cheatable) blocks.push('FLIP_NOT_CHEATABLE');
  if (policy.banOnAnyPenalty ? (s.penalty ?? 0) > 0 : s.net < 0) blocks.push('NET_NEGATIVE');
  if (s.flipped.length === 0) blocks.push('NO_CARD_FLIPPED');
  if (s.flipped.some(isBlackJoker)) blocks.push('OWN_BLACK_JOKER');
  const opp = s.opponentFlipped;
  if (profile.opponentRedJokerBansCheat && opp?.some(isRedJoker) === true && (policy.opponentRedJokerBlocksEvenWithBlackJoker !== false || !opp.some(isBlackJoker)))
    blocks.push('OPPONENT_RED_JOKER');
  if (s.handSize === 0) blocks.push('EMPTY_HAND');
  return blocks;
}

/** The first clause of an edition's `precedence` that forbids the cheat, with that edition's name for it; null: allowed. */
export function firstBan<R extends string>(blocks: readonly CheatBlock[], precedence: readonly (readonly [CheatBlock, R])[]): R | null {
  const hit = precedence.find(([clause]) => blocks.includes(clause));
  return hit ? hit[1] : null;
}
