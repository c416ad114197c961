// How a Malifaux duel ends, shared by the editions (rules/malifaux-2e.md §4.3-4.4 FM-4, TR-1, DU-1, DU-O6, DU-O7;
// rules/malifaux-1e.md §5.7 FM-3, §6.1 TG-1, §6.3 step 5, §6.4 step 5, DU-O1; §18 "Fate modifiers", "Triggers": same):
// the card kept when there is no choice, the triggers a final total allows, who wins and by how much.
import type { CardId, Suit } from '../cards';
import { legalActiveCards } from '../fate-modifiers';
import { containsSuits, type DuelTotal, meetsTn } from './duel-total';

/** The card kept without asking: the one legal card, or none when the flip yielded no card; null: the player chooses. */
export function onlyChoice(flipped: readonly CardId[], net: number): { readonly card: CardId | null } | null {
  const legal = legalActiveCards(flipped, net);
  return legal.length > 1 ? null : { card: legal[0] ?? null };
}

/** 2E TR-1, 1E TG-1 / TG-6: the triggers whose suits (a multiset) the final total holds. */
export function eligibleTriggers<T extends { readonly suits: readonly Suit[] }>(available: readonly T[], finalSuits: readonly Suit[]): T[] {
  return available.filter((t) => containsSuits(finalSuits, t.suits));
}

/**
 * 2E DU-O6 / DU-O7, 1E §6.4 step 5 and DU-O1: ties go to the attacker, who must also meet the TN (if any) and the
 * required suits; the margin (2E) / combat total (1E) is attacker − defender.
 */
export function opposedOutcome(attacker: DuelTotal, defender: DuelTotal, tn: number | null | undefined, requiredSuits: readonly Suit[] = []): { winner: 'ATTACKER' | 'DEFENDER'; margin: number } {
  const won = attacker.value >= defender.value && meetsTn(attacker, tn, requiredSuits);
  return { winner: won ? 'ATTACKER' : 'DEFENDER', margin: attacker.value - defender.value };
}
