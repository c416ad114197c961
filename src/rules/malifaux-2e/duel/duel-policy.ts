// malifaux-2e §25.2 Ambiguities (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 283, 408, 514-543, 758-764, 1374): as policy flags

/** Every [AMBIGUOUS] default of the duel rules, as a named flag. Defaults are the spec's recommendations. */
export interface DuelPolicy {
  /** A-5(a), CF-2: a Black Joker held in hand may be cheated in (value 0, no suit; only useful to lose on purpose). */
  readonly blackJokerMayBeCheatedFromHand: boolean;
  /** A-5(b), CF-2: an opponent who flipped the Red Joker blocks cheating even when it also flipped (and was forced to use) the Black Joker. */
  readonly opponentRedJokerBlocksEvenWithBlackJoker: boolean;
  /** A-4, SS-D2: at most one Soulstone of each use (Fate Modifier, Suit) per model per duel. */
  readonly oneSoulstoneOfEachKindPerDuel: boolean;
  /** A-8, §4.1: a stat's printed suit still counts when the Black Joker is the active card. */
  readonly statSuitCountsWithBlackJoker: boolean;
  /** A-9, DU-O8: a relenting Master/Henchman may still spend a Soulstone to put `−` on the damage flip. */
  readonly relentingDefenderMaySpendSoulstone: boolean;
}

export const DEFAULT_DUEL_POLICY: DuelPolicy = {
  blackJokerMayBeCheatedFromHand: true,
  opponentRedJokerBlocksEvenWithBlackJoker: true,
  oneSoulstoneOfEachKindPerDuel: true,
  statSuitCountsWithBlackJoker: true,
  relentingDefenderMaySpendSoulstone: false,
};

export function duelPolicy(overrides?: Partial<DuelPolicy>): DuelPolicy {
  return { ...DEFAULT_DUEL_POLICY, ...(overrides ?? {}) };
}
