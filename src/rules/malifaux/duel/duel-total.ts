// Malifaux duel totals, shared by the editions (rules/malifaux-2e.md §4.1-4.2 DU-1, FD-4, FD-6, TR-1; rules/malifaux-1e.md
// §6.2 FD-4, TG-6, DU-O1: "same" in §18 but for the soulstone): card value (RJ 14, BJ 0) + stat + bonuses, and the
// suits as a multiset. §18 "Soulstone in a duel" enters only as data: 2E's declared suits (`soulstoneSuits`), 1E's extra
// card whose value AND suit are added (`soulstoneCard`).
import { type CardId, type Suit, isBlackJoker, isRedJoker, parseCard } from '../cards';

export interface DuelTotal {
  readonly value: number;
  /** Multiset of suits in the total (order: card, Soulstone suits, stat, other effects, Soulstone card). */
  readonly suits: readonly Suit[];
}

/** A card and, for the Red Joker, the suit named for it (FD-4). */
export interface NamedCard {
  readonly card: CardId | null;
  readonly redJokerSuit: Suit | null;
}

export interface DuelTotalInput {
  /** The effective stat (the edition's floor already applied). */
  readonly stat: number;
  /** The active card; null when the flip yielded no card (2E A-6: value 0, no suit). */
  readonly card: CardId | null;
  /** FD-4: the suit declared for a Red Joker. */
  readonly redJokerSuit?: Suit | null;
  /** Suits printed on the stat. */
  readonly statSuits?: readonly Suit[];
  /** 2E SS-D2: the suit(s) added with Soulstones declared before the flip. */
  readonly soulstoneSuits?: readonly Suit[];
  /** Suits added by other effects. */
  readonly extraSuits?: readonly Suit[];
  /** 2E SM-2 / 1E SM-1: a bonus to the total (not the stat, so the stat floor doesn't touch it). */
  readonly totalBonus?: number;
  /** 1E §6.3 step 2 (SS-4): the extra card flipped with a Soulstone after cheating; its value and suit are added. */
  readonly soulstoneCard?: NamedCard | null;
}

/** The suit a card adds to a total: its printed suit, the declared one for the RJ (FD-4), none for the BJ (FD-6). */
export function cardSuit(card: CardId | null, redJokerSuit?: Suit | null): Suit | null {
  if (card === null) return null;
  if (isRedJoker(card)) return redJokerSuit ?? null;
  return parseCard(card).suit;
}

const valueOf = (card: CardId | null): number => (card === null ? 0 : parseCard(card).value);

/**
 * The total: effective stat + card value (RJ 14, BJ 0) + total bonuses (+ the 1E soulstone card); suits as a multiset.
 * `statSuitCountsWithBlackJoker` (2E A-8; 1E counts them, §6.2): whether a stat's printed suits count under the BJ.
 */
export function duelTotal(input: DuelTotalInput, policy: { readonly statSuitCountsWithBlackJoker: boolean }): DuelTotal {
  const stone = input.soulstoneCard ?? null;
  const value = input.stat + valueOf(input.card) + (input.totalBonus ?? 0) + valueOf(stone?.card ?? null);
  const suit = cardSuit(input.card, input.redJokerSuit);
  const stoneSuit = stone ? cardSuit(stone.card, stone.redJokerSuit) : null;
  const bj = input.card === null || isBlackJoker(input.card);
  const statSuits = bj && !policy.statSuitCountsWithBlackJoker ? [] : (input.statSuits ?? []);
  const suits = [...(suit ? [suit] : []), ...(input.soulstoneSuits ?? []), ...statSuits, ...(input.extraSuits ?? []), ...(stoneSuit ? [stoneSuit] : [])];
  return { value, suits };
}

/** Multiset inclusion: `have` holds every suit of `need`, counting repeats (TOME TOME needs two Tomes; 1E TG-6 default). */
export function containsSuits(have: readonly Suit[], need: readonly Suit[]): boolean {
  return missingSuits(have, need).length === 0;
}

/** The suits of `need` still missing from `have` (multiset difference). */
export function missingSuits(have: readonly Suit[], need: readonly Suit[]): Suit[] {
  const left = [...have];
  const missing: Suit[] = [];
  for (const s of need) {
    const i = left.indexOf(s);
    if (i < 0) missing.push(s);
    else left.splice(i, 1);
  }
  return missing;
}

/** 2E DU-1, 1E §6.3 step 5: a TN is met when value ≥ TN and the suits include every required suit. No TN: only the suits. */
export function meetsTn(total: DuelTotal, tn: number | null | undefined, requiredSuits: readonly Suit[] = []): boolean {
  return (tn === null || tn === undefined || total.value >= tn) && containsSuits(total.suits, requiredSuits);
}
