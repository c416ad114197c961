// mage-wars §8.1 ST-2, §10.5, §11.1 Sleep, §11.3 Push/Slam, §6.3 Teleport (rules/mage-wars.md; seed 885-895, 1410-1431,
// 2098-2102, 2124, 2254, 2270, 688-696): damage, destruction, healing and forced movement, shared by every rule file.
import { awayFrom, borderKey, inArena, step, type Direction, type Zone } from './arena';
import { hasTrait } from './cards/card-definition';
import type { Emitter } from './emitter';
import { absorbByWard, curseToReturn } from './mage-abilities';
import { springTraps } from './traps';
import { liveObjects, nextSeat, type ConditionMarker, type GameObject } from './state';
import { strikeDamage } from './combat-math';
import { resultOf } from './victory';
import { armorOf, count, isIncapacitated, isLiving, lifeOf, traitsOf } from './traits';

/** ST-2 / VC-1: destroyed when damage ≥ Life; everything attached goes with it (EN-3, ST-26). */
export function destroyIfDead(em: Emitter, objectId: string, reason: string): void {
  const o = em.state.objects[objectId];
  if (!o || o.destroyed) return;
  if (o.damage < lifeOf(em.state, o)) return;
  destroyObject(em, o.id, reason);
}

export function destroyObject(em: Emitter, objectId: string, reason: string): void {
  const o = em.state.objects[objectId];
  if (!o || o.destroyed) return;
  // MG-WL-1: a Mage with Curse veil takes one of its curses on a destroyed creature back into its spellbook.
  const veiled = o.kind === 'creature' || o.kind === 'mage' ? curseToReturn(em.state, o.id) : undefined;
  if (veiled) em.emit({ type: 'CurseReturned', data: veiled });
  for (const e of em.state.enchantments.filter((x) => x.target.kind === 'object' && x.target.id === o.id)) {
    em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason: 'its object was destroyed (EN-3)' } });
  }
  for (const c of liveObjects(em.state).filter((x) => x.attachedTo === o.id)) destroyObject(em, c.id, 'its object was destroyed (ST-26)');
  em.emit({ type: 'ObjectDestroyed', data: { objectId: o.id, reason } });
  // §14 [AMBIGUOUS] default: in multiplayer, when a Mage falls and the match goes on, everything it controls goes too.
  if (o.kind === 'mage' && resultOf(em.state) === null) {
    for (const e of em.state.enchantments.filter((x) => x.controller === o.controller)) {
      em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason: 'its Mage was destroyed (§14)' } });
    }
    // Its Mage, destroyed above, is no longer live, and no seat controls another Mage (controller = owner, one per seat).
    for (const x of liveObjects(em.state).filter((y) => y.controller === o.controller)) destroyObject(em, x.id, 'its Mage was destroyed (§14)');
    // MP-1: a fallen Mage's initiative passes on to the left at once.
    const r = em.state.round;
    if (r.initiative === o.controller) em.emit({ type: 'InitiativeDetermined', data: { round: r.round, initiative: nextSeat(em.state, o.controller), rollOff: [] } });
  }
}

/** Places condition markers; §11.2 / GD-6: an incapacitated guard loses its guard marker at once. */
export function placeConditions(em: Emitter, objectId: string, marker: ConditionMarker, count: number): void {
  if (count <= 0) return;
  em.emit({ type: 'ConditionsAdded', data: { objectId, marker, count } });
  const o = em.state.objects[objectId];
  if (o && o.guard && isIncapacitated(o)) em.emit({ type: 'GuardRemoved', data: { objectId } });
}

/** Places damage (an attack's, or direct damage, CB-42), wakes a sleeper (Sleep → Daze, seed 2124), checks destruction. */
export function dealDamage(em: Emitter, objectId: string, amount: number, direct: boolean, source: string): void {
  const o = em.state.objects[objectId];
  if (!o || o.destroyed || amount <= 0) return;
  em.emit({ type: 'DamageDealt', data: { objectId, amount, direct, source } });
  const sleeping = count(o, 'Sleep');
  if (sleeping > 0) {
    em.emit(
      { type: 'ConditionsRemoved', data: { objectId, condition: 'Sleep', count: sleeping, reason: 'took damage (Sleep → Daze)' } },
      { type: 'ConditionsAdded', data: { objectId, marker: { condition: 'Daze', source: 'other', duringActivation: null }, count: sleeping } },
    );
  }
  destroyIfDead(em, objectId, `damage from ${source}`);
}

/** CB-43/CB-45/CB-46: only Living objects without Finite Life heal; never more than the damage there is. */
export function heal(em: Emitter, o: GameObject, amount: number): number {
  const traits = traitsOf(em.state, o);
  if (!isLiving(em.state, o) || hasTrait(traits, 'FiniteLife')) return 0;
  const healed = Math.min(o.damage, Math.max(0, amount));
  if (healed > 0) em.emit({ type: 'DamageHealed', data: { objectId: o.id, amount: healed } });
  return healed;
}

/** A wall on the border between two adjacent zones, if any. */
export function wallBetween(em: Emitter, a: Zone, b: Zone): GameObject | undefined {
  const key = borderKey(a, b);
  // ST-30: only a wall sits on a border (a conjuration cast on a border enters as kind 'wall', spell-resolution.ts).
  return liveObjects(em.state).find((o) => o.border !== null && borderKey(o.border[0], o.border[1]) === key);
}

export type PushOutcome = 'moved' | 'slam' | 'unmovable';

/**
 * §11.3 Push one zone in `dir` (or away from the source). Unmovable objects ignore it; the arena edge or a Passage
 * Blocked wall means a Slam (G13: also for Flying creatures at the edge), which the caller resolves as an attack.
 */
export function push(em: Emitter, o: GameObject, dir: Direction): PushOutcome {
  if (!o.zone || hasTrait(traitsOf(em.state, o), 'Unmovable')) return 'unmovable';
  const to = step(o.zone, dir);
  const wall = inArena(em.state.arena, to) ? wallBetween(em, o.zone, to) : undefined;
  const flying = hasTrait(traitsOf(em.state, o), 'Flying');
  if (!inArena(em.state.arena, to) || (wall && !flying && hasTrait(traitsOf(em.state, wall), 'PassageBlocked'))) {
    slam(em, o);
    return 'slam';
  }
  em.emit({ type: 'CreaturePushed', data: { objectId: o.id, from: o.zone, to } });
  springTraps(em, o.id, false);
  return 'moved';
}

/**
 * §11.3 Slam: an unavoidable 3-die attack, neither melee nor ranged, armor applies (TV-49, CB-5); needs no decision. It
 * is not Ethereal, so against an Incorporeal creature only the 1s count (ST-15; it has no armor, ST-17).
 */
export function slam(em: Emitter, o: GameObject): void {
  const faces = em.attackDice(3, 'attack', o.id);
  const incorporeal = hasTrait(traitsOf(em.state, o), 'Incorporeal');
  const damage = strikeDamage(faces, { armor: armorOf(em.state, o), piercing: 0, incorporeal, ethereal: false });
  // MG-WZ-1: a Slam is an attack (§11.3), so a ward absorbs it like any other.
  dealDamage(em, o.id, absorbByWard(em, o, damage, 'Slam'), false, 'Slam');
}

export function pushDirection(source: Zone, target: Zone): Direction | null {
  return awayFrom(source, target);
}

/** AC-15..AC-17: teleport ignores what lies between; attached conjurations are destroyed (even a 0-zone teleport). */
export function teleport(em: Emitter, o: GameObject, to: Zone): void {
  if (!o.zone) return;
  for (const c of liveObjects(em.state).filter((x) => x.attachedTo === o.id)) destroyObject(em, c.id, 'its creature teleported (AC-16)');
  em.emit({ type: 'CreatureTeleported', data: { objectId: o.id, from: o.zone, to } });
  // AC-19: teleporting into a zone counts as entering it.
  springTraps(em, o.id, false);
}

