// mage-wars §9.1-§9.5 enchantments (rules/mage-wars.md; seed 1048-1150): cast face down, revealed by paying the reveal
// cost (+ Magebind on a Mage), checked against their target, never two of a name on one target (EN-1..EN-21).
import { require_ } from '../core/rule-violation';
import type { SeatId } from '../core/decider';
import { sameZone } from './arena';
import type { Trigger } from './cards/card-definition';
import type { RevealEnchantment } from './commands';
import { dealDamage, placeConditions } from './damage';
import type { Emitter } from './emitter';
import { rewardForSpell } from './mage-abilities';
import { seatOf, type Enchantment, type GameState } from './state';
import { sumOf } from './traits';

const S = '§9';

/** EN-9: the reveal cost, raised by Magebind +X when the enchantment sits on a Mage. */
export function revealCostOf(state: GameState, e: Enchantment): number {
  const card = state.cards[e.cardId];
  // A card with no definition has no reveal cost and no Magebind (EN-13 destroys it once revealed).
  if (!card) return 0;
  const onMage = e.target.kind === 'object' && state.objects[e.target.id]?.kind === 'mage';
  return (card.revealCost ?? 0) + (onMage ? sumOf(card.traits, 'Magebind') : 0);
}

/** A hidden mandatory enchantment whose trigger is `trigger` (EN-19). */
export function isRevealable(state: GameState, e: Enchantment, trigger: Trigger): boolean {
  const card = state.cards[e.cardId];
  return card?.mandatory === true && card.trigger === trigger;
}

/** EN-13: the printed target must match what the enchantment is attached to. */
function targetMatches(state: GameState, e: Enchantment): boolean {
  const card = state.cards[e.cardId];
  if (!card) return false;
  if (e.target.kind === 'zone') return card.targets.includes('zone');
  const o = state.objects[e.target.id];
  if (!o) return false;
  return card.targets.some(
    (t) =>
      t === 'object' ||
      (t === 'creature' && (o.kind === 'creature' || o.kind === 'mage')) ||
      (t === 'mage' && o.kind === 'mage') ||
      (t === 'conjuration' && (o.kind === 'conjuration' || o.kind === 'wall')),
  );
}

const sameTarget = (a: Enchantment, b: Enchantment): boolean =>
  a.target.kind === 'object' && b.target.kind === 'object' ? a.target.id === b.target.id : a.target.kind === 'zone' && b.target.kind === 'zone' && sameZone(a.target.zone, b.target.zone);

/** Reveal now (the caller checked the window): pay or be destroyed (EN-8), check the target (EN-13) and names (EN-4). */
export function revealEnchantmentNow(em: Emitter, enchantmentId: string, pay: boolean): void {
  const e = em.state.enchantments.find((x) => x.id === enchantmentId);
  if (!e || !e.hidden) return;
  const destroy = (reason: string): void => em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason } });
  if (!pay) {
    // EN-8 / TV-14: declining the reveal cost destroys it without effect; it is shown as it goes to the discard pile.
    em.emit({ type: 'EnchantmentRevealed', data: { enchantmentId: e.id, cardId: e.cardId, paid: 0 } });
    destroy('reveal cost not paid (EN-8)');
    return;
  }
  const cost = revealCostOf(em.state, e);
  require_(seatOf(em.state, e.controller).mana >= cost, 'mage-wars/EN-8', S, `the reveal cost is ${cost} mana; decline to destroy it instead`);
  if (cost > 0) em.emit({ type: 'ManaSpent', data: { seat: e.controller, amount: cost, fromObject: null, reason: `reveal ${e.id}` } });
  em.emit({ type: 'EnchantmentRevealed', data: { enchantmentId: e.id, cardId: e.cardId, paid: cost } });
  // MG-PR-1: revealing an enchantment of the reward's school.
  rewardForSpell(em, e.controller, e.cardId, null);
  if (!targetMatches(em.state, e)) return destroy('its printed target does not match (EN-13)');
  const twin = em.state.enchantments.find((x) => x.id !== e.id && !x.hidden && x.cardId === e.cardId && sameTarget(x, e));
  if (twin) return destroy('an enchantment of the same name is already attached (EN-4)');
  // Instant effects of a revealed enchantment on its object (EN-14: never retroactive; they start now).
  // The card is known here (targetMatches refused a card-less one) and a validated card always lists its effects.
  const card = em.state.cards[e.cardId];
  if (e.target.kind !== 'object') return;
  const objectId = e.target.id;
  for (const f of card.effects) {
    if (f.kind === 'condition') placeConditions(em, objectId, { condition: f.condition, source: 'spell', duringActivation: null }, f.count);
    if (f.kind === 'directDamage') dealDamage(em, objectId, f.amount, true, e.cardId);
  }
}

/** EN-12 (free action at any window; every command boundary is one) and EN-20 (a mandatory one outside its trigger dies). */
export function revealEnchantment(em: Emitter, c: RevealEnchantment): void {
  const e = em.state.enchantments.find((x) => x.id === c.data.enchantmentId);
  require_(e !== undefined && e.hidden, 'mage-wars/EN-12', S, `no hidden enchantment ${c.data.enchantmentId}`);
  require_(e.controller === c.data.seat, 'mage-wars/EN-6', S, 'only its controller may reveal an enchantment');
  if (em.state.cards[e.cardId]?.mandatory) {
    em.emit({ type: 'EnchantmentRevealed', data: { enchantmentId: e.id, cardId: e.cardId, paid: 0 } });
    em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason: 'a mandatory enchantment revealed outside its trigger (EN-20)' } });
    return;
  }
  revealEnchantmentNow(em, e.id, c.data.pay);
}

export function hiddenEnchantmentsOf(state: GameState, seat: SeatId): Enchantment[] {
  return state.enchantments.filter((e) => e.hidden && e.controller === seat);
}
