// malifaux-2e §3.6-3.7, §4.1-4.2 Math, stat modifiers, duel total and TN (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 283, 571-593, 631-633, 657-661): MA-1..MA-3, SM-1, SM-2, DU-1
import { CardId, Suit, isBlackJoker, isRedJoker, parseCard } from '../../malifaux/cards';
import { DuelPolicy } from './duel-policy';

/** MA-1: any division rounds up (half of 7 is 4). */
export function divideRoundUp(dividend: number, divisor: number): number {
  return Math.ceil(dividend / divisor);
}

export type MathOp = 'MULTIPLY' | 'DIVIDE' | 'ADD' | 'SUBTRACT';
export interface StatModifier {
  readonly op: MathOp;
  readonly amount: number;
}

const ORDER: readonly MathOp[] = ['MULTIPLY', 'DIVIDE', 'ADD', 'SUBTRACT'];

/** A negative ADD is a subtraction and a negative SUBTRACT an addition, so MA-2 sorts them by their effect. */
function normalise(m: StatModifier): StatModifier {
  if (m.op === 'ADD' && m.amount < 0) return { op: 'SUBTRACT', amount: -m.amount };
  if (m.op === 'SUBTRACT' && m.amount < 0) return { op: 'ADD', amount: -m.amount };
  return m;
}

/** MA-2: multiply, then divide (each rounded up, MA-1), then add, then subtract. */
export function applyMath(base: number, modifiers: readonly StatModifier[]): number {
  const mods = modifiers.map(normalise);
  let v = base;
  for (const op of ORDER)
    for (const m of mods.filter((x) => x.op === op)) {
      if (op === 'MULTIPLY') v *= m.amount;
      else if (op === 'DIVIDE') v = divideRoundUp(v, m.amount);
      else if (op === 'ADD') v += m.amount;
      else v -= m.amount;
    }
  return v;
}

/**
 * SM-1, MA-3: a stat modifier changes the stat for this duel only; every stat except Wounds has a minimum of 1
 * after modifiers. A stat printed "—" (null) does not exist and cannot be modified: the result stays null.
 */
export function effectiveStat(base: number | null, modifiers: readonly StatModifier[] = [], opts: { wounds?: boolean } = {}): number | null {
  if (base === null) return null;
  const v = applyMath(base, modifiers);
  return opts.wounds ? v : Math.max(1, v);
}

export interface DuelTotal {
  readonly value: number;
  /** Multiset of suits in the total (order: card, Soulstone, stat, other effects). */
  readonly suits: readonly Suit[];
}

export interface DuelTotalInput {
  /** The effective stat (effectiveStat), already at least 1. */
  readonly stat: number;
  /** The active card; null when the flip yielded no card (A-6: value 0, no suit). */
  readonly card: CardId | null;
  /** FD-4: the suit declared for a Red Joker. */
  readonly redJokerSuit?: Suit | null;
  /** Suits printed on the stat (seed 283). */
  readonly statSuits?: readonly Suit[];
  /** SS-D2: the suit(s) added with Soulstones. */
  readonly soulstoneSuits?: readonly Suit[];
  /** Suits added by other effects. */
  readonly extraSuits?: readonly Suit[];
  /** SM-2: a bonus to the total (not the stat, so MA-3 doesn't touch it). */
  readonly totalBonus?: number;
}

/** The suit a card adds to a total: its printed suit, the declared one for the RJ (FD-4), none for the BJ (FD-6). */
export function cardSuit(card: CardId | null, redJokerSuit?: Suit | null): Suit | null {
  if (card === null) return null;
  if (isRedJoker(card)) return redJokerSuit ?? null;
  return parseCard(card).suit;
}

/** §4.1: total = effective stat + card value (RJ 14, BJ 0) + total bonuses; suits as a multiset. */
export function duelTotal(input: DuelTotalInput, policy: Pick<DuelPolicy, 'statSuitCountsWithBlackJoker'>): DuelTotal {
  const value = input.stat + (input.card === null ? 0 : parseCard(input.card).value) + (input.totalBonus ?? 0);
  const suit = cardSuit(input.card, input.redJokerSuit);
  const bj = input.card === null || isBlackJoker(input.card);
  const statSuits = bj && !policy.statSuitCountsWithBlackJoker ? [] : (input.statSuits ?? []);
  const suits = [...(suit ? [suit] : []), ...(input.soulstoneSuits ?? []), ...statSuits, ...(input.extraSuits ?? [])];
  return { value, suits };
}

/** Multiset inclusion: `have` holds every suit of `need`, counting repeats (TOME TOME needs two Tomes). */
export function containsSuits(have: readonly Suit[], need: readonly Suit[]): boolean {
  const left = [...have];
  for (const s of need) {
    const i = left.indexOf(s);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
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

/** DU-1: a TN is met when value ≥ TN and the suits include every required suit. No TN means only the suits count. */
export function meetsTn(total: DuelTotal, tn: number | null | undefined, requiredSuits: readonly Suit[] = []): boolean {
  return (tn === null || tn === undefined || total.value >= tn) && containsSuits(total.suits, requiredSuits);
}
