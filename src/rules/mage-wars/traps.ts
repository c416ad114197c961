// mage-wars §9.6 traps and §9.4 reveal priority (rules/mage-wars.md; seed 1132-1144, 2246, 676-678, 1106-1108): a face-down enchantment on a zone without
// enemies (EN-22), sprung when an enemy creature enters by moving, being pushed or teleported (EN-23, AC-14, AC-19); the
// server detects it and its controller must pay or decline each one, in the order it chooses (EN-19, EN-25). A trap that
// stops the creature from acting ends its action phase (EN-24). One revealed without a trigger is destroyed (EN-26, EN-20).
// EN-16: several players' traps sprung at once are answered in reveal priority (initiative first, then clockwise).
// Reading: a trap sprung by a push or a teleport is decided right after the effect that moved the creature has resolved.
import { require_ } from '../core/rule-violation';
import { sameZone } from './arena';
import type { CardDefinition } from './cards/card-definition';
import type { RespondToTrap } from './commands';
import type { Emitter } from './emitter';
import { endActionPhase } from './end-of-phase';
import { revealEnchantmentNow } from './enchantments';
import { applyEffects } from './spell-resolution';
import { sameSide, seatsFrom, trapsOfDecider, type Enchantment, type GameState } from './state';
import { isIncapacitated, isRestrained } from './traits';

export const isTrap = (state: GameState, e: Enchantment): boolean => state.cards[e.cardId]?.trigger === 'enemyEntersZone';

/** EN-23: after `objectId` entered its zone, spring the enemy's hidden traps there; true when a decision is now due. */
export function springTraps(em: Emitter, objectId: string, resumeMove: boolean): boolean {
  const o = em.state.objects[objectId];
  if (!o || !o.zone || o.destroyed || em.state.trap) return false;
  const zone = o.zone;
  const traps = em.state.enchantments.filter((e) => e.hidden && !sameSide(em.state, e.controller, o.controller) && e.target.kind === 'zone' && sameZone(e.target.zone, zone) && isTrap(em.state, e));
  if (traps.length === 0) return false;
  // EN-16: traps of several players (multiplayer) are revealed in priority order, the initiative player first, then
  // clockwise; each player answers all of its own, one at a time, before the next player (evolve hands the decision on).
  const priority = seatsFrom(em.state, em.state.round.initiative);
  const rank = (e: Enchantment): number => priority.indexOf(e.controller);
  const ordered = traps.sort((a, b) => rank(a) - rank(b)); // `filter` made `traps` a fresh array: sorting it in place is safe
  em.emit({ type: 'TrapTriggered', data: { objectId, seat: ordered[0].controller, enchantmentIds: ordered.map((t) => t.id), resumeMove } });
  return true;
}


export function respondToTrap(em: Emitter, c: RespondToTrap, afterMove: (em: Emitter, objectId: string) => void): void {
  const t = em.state.trap;
  require_(t !== null && t !== undefined && t.seat === c.data.seat, 'mage-wars/EN-23', '§9.6', 'no trap of yours is waiting');
  require_(t.pending.includes(c.data.enchantmentId), 'mage-wars/EN-25', '§9.6', 'that trap was not sprung');
  require_(trapsOfDecider(em.state).includes(c.data.enchantmentId), 'mage-wars/EN-16', '§9.4', 'another player reveals first (initiative, then clockwise)');
  const id = c.data.enchantmentId;
  revealEnchantmentNow(em, id, c.data.pay);
  const e = em.state.enchantments.find((x) => x.id === id);
  const victim = em.state.objects[t.objectId];
  if (e && !e.hidden && victim && !victim.destroyed) {
    // MD-3: an enchantment whose card the state does not know has no effect; it is spent all the same.
    const card: CardDefinition | undefined = em.state.cards[e.cardId];
    if (card) applyEffects(em, card.effects, { kind: 'object', id: victim.id }, victim, {}, card.name);
    // Stryker disable next-line ConditionalExpression: a trap is a zone enchantment (EN-22) and its effects touch only its victim object, so it is still there
    if (em.state.enchantments.some((x) => x.id === id)) em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: id, cardId: e.cardId, reason: 'a sprung trap is spent' } });
  }
  em.emit({ type: 'TrapAnswered', data: { enchantmentId: id } });
  if ((em.state.trap?.pending.length ?? 0) > 0) return;
  em.emit({ type: 'TrapsResolved', data: { objectId: t.objectId } });
  const after = em.state.objects[t.objectId];
  const act = em.state.round.activation;
  const acting = act !== null && act.objectId === t.objectId;
  // EN-24: a trap that leaves the creature unable to act ends its action phase at once.
  if (acting && (!after || after.destroyed || isIncapacitated(after))) return endActionPhase(em);
  if (acting && t.resumeMove && after && !isRestrained(em.state, after)) afterMove(em, t.objectId);
}
