// mage-wars §5.4 Upkeep, §5.5 Planning and §5.7 quickcast passing (rules/mage-wars.md; seed 546-590, 648): RD-6, RD-8,
// RD-9, RD-11, RD-12, RD-14, RD-17.
import { require_ } from '../core/rule-violation';
import type { PassDeployment, PassQuickcast, PayUpkeep, PlanSpells } from './commands';
import { destroyObject } from './damage';
import type { Emitter } from './emitter';
import { activateWard } from './mage-abilities';
import { afterDeploymentDecision, afterPlanning, afterQuickcastDecision, resolveUpkeepEffects, upkeepItems } from './round';
import { seatOf, type GameObject, type GameState } from './state';

/** ST-18 / ST-29: familiars (creatures) and spawnpoints (conjurations) cast the spells assigned to them. */
export function isCaster(s: GameState, o: GameObject): boolean {
  // Stryker disable next-line ArrayDeclaration: any default list without 'Familiar' or 'Spawnpoint' gives the same answer
  const subtypes = s.cards[o.cardId]?.subtypes ?? [];
  return (o.kind === 'creature' && subtypes.includes('Familiar')) || (o.kind === 'conjuration' && subtypes.includes('Spawnpoint'));
}

/** RD-9: up to two spells a round for the Mage. */
export const SPELLS_PER_PLANNING = 2;

export function payUpkeep(em: Emitter, c: PayUpkeep): void {
  const s = em.state;
  require_(s.round.phase === 'upkeep' && s.round.queue.includes(c.data.seat), 'mage-wars/RD-6', '§5.4', 'no upkeep decision is due from this seat');
  const items = upkeepItems(s, c.data.seat);
  for (const id of c.data.pay) require_(items.some((i) => i.id === id), 'mage-wars/RD-6', '§5.4', `${id} has no upkeep to pay`);
  const amount = items.filter((i) => c.data.pay.includes(i.id)).reduce((a, i) => a + i.cost, 0);
  require_(seatOf(s, c.data.seat).mana >= amount, 'mage-wars/RD-6', '§5.4', `the upkeep costs ${amount} mana; choose what to keep`);
  if (amount > 0) em.emit({ type: 'ManaSpent', data: { seat: c.data.seat, amount, fromObject: null, reason: 'upkeep' } });
  if (c.data.activateWard) activateWard(em, c.data.seat);
  // RD-6: paying is optional; what is not paid for is destroyed.
  for (const i of items.filter((x) => !c.data.pay.includes(x.id))) {
    const e = em.state.enchantments.find((x) => x.id === i.id);
    if (e) em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason: 'upkeep not paid (RD-6)' } });
    else destroyObject(em, i.id, 'upkeep not paid (RD-6)');
  }
  // RD-8: each seat orders its own upkeep events; the choice is recorded and applied once every seat has decided.
  em.emit({ type: 'UpkeepPaid', data: { seat: c.data.seat, paid: c.data.pay, amount, burnBeforeRegenerate: c.data.burnBeforeRegenerate ?? false } });
  if (em.state.round.queue.length === 0) resolveUpkeepEffects(em);
}

export function planSpells(em: Emitter, c: PlanSpells): void {
  const s = em.state;
  require_(s.round.phase === 'planning', 'mage-wars/RD-9', '§5.5', 'spells are prepared in the Planning Phase');
  require_(s.round.queue.includes(c.data.seat), 'mage-wars/RD-9', '§5.5', 'this seat has already prepared its spells this round');
  const ids = c.data.instanceIds;
  require_(ids.length <= SPELLS_PER_PLANNING && new Set(ids).size === ids.length, 'mage-wars/RD-9', '§5.5', `prepare at most ${SPELLS_PER_PLANNING} different spells`);
  const seat = seatOf(s, c.data.seat);
  // RD-11: last round's uncast spells are back in the book first, so they may be chosen again.
  const available = [...seat.spellbook, ...seat.prepared];
  for (const id of ids) require_(available.some((x) => x.instanceId === id), 'mage-wars/RD-9', '§5.5', 'prepare spells from your own spellbook');
  const assign = c.data.assign ?? [];
  const all = [...available, ...(seat.assigned ?? []).map((a) => a.card)];
  for (const a of assign) {
    const o = s.objects[a.objectId];
    // RD-10: one spell for each familiar and spawnpoint the seat controls; RD-12: any spell, even one it cannot cast.
    require_(o !== undefined && !o.destroyed && o.controller === c.data.seat && isCaster(s, o), 'mage-wars/RD-10', '§5.5', `${a.objectId} is not a familiar or spawnpoint of yours`);
    require_(all.some((x) => x.instanceId === a.instanceId), 'mage-wars/RD-10', '§5.5', 'assign spells from your own spellbook');
  }
  const objects = assign.map((a) => a.objectId);
  const spells = [...ids, ...assign.map((a) => a.instanceId)];
  require_(new Set(objects).size === objects.length, 'mage-wars/RD-10', '§5.5', 'at most one spell for each familiar or spawnpoint');
  require_(new Set(spells).size === spells.length, 'mage-wars/RD-10', '§5.5', 'a spell is prepared or assigned once');
  em.emit({ type: 'SpellsPlanned', data: { seat: c.data.seat, instanceIds: ids, ...(assign.length > 0 ? { assigned: assign } : {}) } });
  if (em.state.round.queue.length === 0) afterPlanning(em);
}

/** RD-13: a seat is done casting from its spawnpoints this Deployment Phase. */
export function passDeployment(em: Emitter, c: PassDeployment): void {
  const r = em.state.round;
  require_(r.phase === 'deployment' && r.queue[0] === c.data.seat, 'mage-wars/RD-13', '§5.6', `seat ${r.queue[0] ?? '-'} deploys now (RD-2: initiative order)`);
  em.emit({ type: 'DeploymentPassed', data: { seat: c.data.seat } });
  afterDeploymentDecision(em);
}

export function passQuickcast(em: Emitter, c: PassQuickcast): void {
  const r = em.state.round;
  require_(r.phase === 'firstQuickcast' || r.phase === 'finalQuickcast', 'mage-wars/RD-14', '§5.8', 'no quickcast phase is under way');
  require_(r.queue[0] === c.data.seat, 'mage-wars/RD-14', '§5.8', `seat ${r.queue[0]} decides first (RD-2: initiative order)`);
  em.emit({ type: 'QuickcastPassed', data: { seat: c.data.seat } });
  afterQuickcastDecision(em);
}
