// Malifaux fate modifiers, shared by the editions (rules/malifaux-2e.md §3.1-3.2 FM-1..FM-7; rules/malifaux-1e.md §5.7
// FM-1..FM-4: "same" in §18): netting, the cards to flip (at most 3 extra), the cards that may be kept.
import { type CardId, isBlackJoker, isRedJoker, parseCard } from './cards';

/** Counts of uncancelled-yet Fate Modifiers on one flip: `+` (bonus) and `−` (penalty). */
export interface FateModifiers {
  readonly bonus: number;
  readonly penalty: number;
}
export type FateModifierSign = '+' | '-';
export const NO_FATE_MODIFIERS: FateModifiers = { bonus: 0, penalty: 0 };

/** All Fate Modifiers stack, so a flip's modifiers are the sum of every source. */
export function addFateModifiers(...all: readonly FateModifiers[]): FateModifiers {
  return all.reduce((acc, m) => ({ bonus: acc.bonus + m.bonus, penalty: acc.penalty + m.penalty }), NO_FATE_MODIFIERS);
}

/** Bonus and penalty cancel one for one; net > 0 all-bonus, net < 0 all-penalty. */
export function netFateModifiers(mods: FateModifiers | readonly FateModifierSign[]): number {
  if (isSignList(mods)) return mods.reduce((n, s) => n + (s === '+' ? 1 : -1), 0);
  return mods.bonus - mods.penalty;
}

function isSignList(mods: FateModifiers | readonly FateModifierSign[]): mods is readonly FateModifierSign[] {
  return Array.isArray(mods);
}

/** One card plus one per uncancelled modifier, never more than four (clamped after netting). */
export function cardsToFlip(net: number): number {
  return 1 + Math.min(Math.abs(net), 3);
}

/**
 * The flipped cards the player may keep. BJ flipped -> only the BJ. net > 0 -> any card. net < 0 -> the lowest value
 * (ties choosable) plus the RJ. net = 0 -> the one card flipped (more are treated like a penalty flip).
 */
export function legalActiveCards(cards: readonly CardId[], net: number): CardId[] {
  if (cards.some(isBlackJoker)) return cards.filter(isBlackJoker);
  if (net > 0 || cards.length <= 1) return [...cards];
  const min = Math.min(...cards.map((c) => parseCard(c).value));
  return cards.filter((c) => parseCard(c).value === min || isRedJoker(c));
}
