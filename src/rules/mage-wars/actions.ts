// mage-wars §5.7-§5.9 action phases and §6 actions (rules/mage-wars.md; seed 612-775, 2004-2014, 2160, 2202, 2264):
// activation (RD-15, RD-16, RD-23, RD-25), movement (AC-1, AC-2, AC-7..AC-13), guard (GD-1), attacks (CB-3, CB-6, AC-4).
import { require_ } from '../core/rule-violation';
import type { SeatId } from '../core/decider';
import { adjacent, inArena, inRange, lineOfSight, sameZone, type Zone } from './arena';
import { hasTrait, type AttackBar } from './cards/card-definition';
import type { ActivateCreature, Attack, EndActionPhase, Guard, MoveCreature, PassActionPhase, UseAbility } from './commands';
import { targetIsLegal } from './casting';
import { applyEffects } from './spell-resolution';
import { springTraps } from './traps';
import { assertNoObligation, bloodthirstyTargets } from './obligations';
import { wallBetween } from './damage';
import type { Emitter } from './emitter';
import { endActionPhase } from './end-of-phase';
import { attackOptions, declareAttack, forcedGuards, runAttack } from './attack';
import { nextActionPhase, readyCreatures } from './round';
import { liveObjects, sameSide, type Activation, type GameObject, type GameState } from './state';
import { isCreature, isFlying, isIncapacitated, isRestrained, traitsOf, zoneOf } from './traits';

const S5 = '§5.7';
const S6 = '§6';

function assertActionsPhase(state: GameState): void {
  require_(state.round.phase === 'actions', 'mage-wars/RD-15', S5, 'creature action phases happen in the Action stage');
  require_(state.attack === null && state.spell === null, 'mage-wars/EN-12', S5, 'an attack or a spell is still resolving');
}

/** AC-11: creatures that hinder `mover` in `zone`: enemy creatures, not incapacitated, restrained or Insignificant, same Flying-ness. */
export function hinderers(state: GameState, mover: GameObject, zone: Zone): GameObject[] {
  if (hasTrait(traitsOf(state, mover), 'Elusive')) return [];
  const flying = isFlying(state, mover);
  return liveObjects(state).filter(
    (o) =>
      isCreature(o) && !sameSide(state, o.controller, mover.controller) && o.zone !== null && sameZone(o.zone, zone) && !isIncapacitated(o) && !isRestrained(state, o) &&
      !hasTrait(traitsOf(state, o), 'Insignificant') && isFlying(state, o) === flying,
  );
}

export function activateCreature(em: Emitter, c: ActivateCreature): void {
  const s = em.state;
  assertActionsPhase(s);
  require_(s.round.activation === null, 'mage-wars/RD-15', S5, 'another creature is acting');
  require_(s.round.turn === c.data.seat, 'mage-wars/RD-15', S5, `it is seat ${s.round.turn}'s action phase`);
  const o = s.objects[c.data.objectId];
  require_(o !== undefined && !o.destroyed && o.controller === c.data.seat && isCreature(o), 'mage-wars/RD-15', S5, 'activate one of your own creatures');
  require_(o.actionReady === true, 'mage-wars/RD-15', S5, 'that creature has already acted this round (its action marker is flipped)');
  const startedHindered = o.zone !== null && hinderers(s, o, o.zone).length > 0;
  em.emit({ type: 'CreatureActivated', data: { objectId: o.id, seat: c.data.seat, seq: s.round.activations + 1, startedHindered } });
  // RD-23: activation removes the guard marker.
  if (o.guard) em.emit({ type: 'GuardRemoved', data: { objectId: o.id } });
  // RD-25: an incapacitated creature's marker is flipped and it does nothing.
  if (isIncapacitated(o)) endActionPhase(em);
}

/** RD-16: pass only while an opponent has more ready creatures (MP-2: any other seat). */
export function passActionPhase(em: Emitter, c: PassActionPhase): void {
  const s = em.state;
  assertActionsPhase(s);
  require_(s.round.activation === null && s.round.turn === c.data.seat, 'mage-wars/RD-15', S5, `it is seat ${s.round.turn}'s action phase`);
  const mine = readyCreatures(s, c.data.seat).length;
  // The passing seat's own count is `mine`, never more than itself: no need to skip it.
  const more = s.seatOrder.some((seat) => readyCreatures(s, seat).length > mine);
  require_(more, 'mage-wars/RD-16', S5, 'you may pass only while an opponent has more ready creatures than you');
  em.emit({ type: 'ActionPhasePassed', data: { seat: c.data.seat } });
  nextActionPhase(em);
}

function activeFor(state: GameState, seat: SeatId, objectId: string): Activation {
  const a = state.round.activation;
  require_(a !== null && a.seat === seat && a.objectId === objectId, 'mage-wars/RD-23', S5, 'that creature is not acting now');
  require_(state.attack === null && state.spell === null, 'mage-wars/EN-12', S5, 'an attack or a spell is still resolving');
  return a;
}

/** AC-8 / AC-9 / AC-11: how many moves this phase allows (Fast 2 move actions; hindered at the start: 1). */
function moveAllowance(state: GameState, o: GameObject, a: Activation): number {
  // AC-8 / AC-9: two moves at most, Fast or not (Fast only keeps the quick action after them).
  const t = traitsOf(state, o);
  const slow = hasTrait(t, 'Slow') && !hasTrait(t, 'Fast');
  return a.startedHindered || slow ? 1 : 2;
}

export function moveCreature(em: Emitter, c: MoveCreature): void {
  const s = em.state;
  const a = activeFor(s, c.data.seat, c.data.objectId);
  const o = s.objects[c.data.objectId]!;
  require_(!a.quickDone && !a.fullDone, 'mage-wars/AC-2', S6, 'a move must come before any other action');
  assertNoObligation(s, o, 'moving away');
  require_(!isRestrained(s, o), 'mage-wars/AC-7', '§11.2', 'a Restrained creature makes no move actions');
  require_(!a.stopped, 'mage-wars/AC-11', S6, 'it entered a zone with a hindering enemy and must stop');
  require_(a.moves < moveAllowance(s, o, a), a.startedHindered ? 'mage-wars/AC-11' : 'mage-wars/AC-8', S6, 'no more moves this action phase');
  const from = o.zone!;
  const to = c.data.to;
  require_(inArena(s.arena, to) && adjacent(from, to), 'mage-wars/AC-7', S6, 'a move goes to an adjacent zone (orthogonal), inside the arena (AR-6)');
  const wall = wallBetween(em, from, to);
  const flying = isFlying(s, o);
  let climb = false;
  if (wall && !flying) {
    const wt = traitsOf(s, wall);
    // §15 Climbing (seed 2136): as its full action (it has not moved), a climber crosses a corporeal wall that would
    // block it; a Passage Attack wall still attacks it first.
    climb = hasTrait(wt, 'PassageBlocked') && hasTrait(traitsOf(s, o), 'Climbing') && !hasTrait(wt, 'Incorporeal');
    if (climb) require_(a.moves === 0, 'mage-wars/AC-4', S6, 'climbing a wall is a full action: only a creature that has not moved');
    require_(!hasTrait(wt, 'PassageBlocked') || climb, 'mage-wars/AC-12', S6, 'a Passage Blocked wall stops the move (Flying creatures ignore walls; a Climbing creature climbs it as its full action)');
    if (hasTrait(wt, 'PassageAttack')) {
      // AC-13: attacked before the move completes; unavoidable, no barrier, no counterstrike; stays if it is stopped.
      const bar = attackOptions(s, wall)[0];
      if (bar) {
        declareAttack(em, { attacker: wall, bar, kind: 'special', targets: [o.id], isCounterstrike: false, spellCastId: null, endsActionPhase: false });
        runAttack(em);
      }
      const after = em.state.objects[o.id];
      if (!after || after.destroyed) return endActionPhase(em);
      if (isIncapacitated(after) || isRestrained(em.state, after)) return;
    }
  }
  const stopped = hinderers(em.state, o, to).length > 0;
  em.emit({ type: 'CreatureMoved', data: { objectId: o.id, from, to, stopped } });
  if (climb) {
    // The climb was the creature's full action: nothing follows it but a sprung trap's decision.
    em.emit({ type: 'ActionUsed', data: { objectId: o.id, action: 'full' } });
    if (springTraps(em, o.id, false)) return;
    return endActionPhase(em);
  }
  // AC-14 / EN-24: entering a zone with an enemy trap interrupts the creature until the trap is decided.
  if (springTraps(em, o.id, true)) return;
  afterMove(em, o.id);
}

/** What follows a completed move: AC-10 Slow and AC-3(4) a second move end the phase. */
export function afterMove(em: Emitter, objectId: string): void {
  const o = em.state.objects[objectId]!;
  const t = traitsOf(em.state, o);
  const fast = hasTrait(t, 'Fast') && !hasTrait(t, 'Slow');
  const slow = hasTrait(t, 'Slow') && !hasTrait(t, 'Fast');
  const moves = em.state.round.activation!.moves;
  // AC-10: Slow ends the phase after its move; AC-3(4): a second (non-Fast) move is the quick action and ends the phase.
  if (slow || (moves >= 2 && !fast)) endActionPhase(em);
}

export function guard(em: Emitter, c: Guard): void {
  const s = em.state;
  const a = activeFor(s, c.data.seat, c.data.objectId);
  require_(!a.quickDone && !a.fullDone, 'mage-wars/GD-1', '§10.9', 'guarding is the quick action of the phase');
  assertNoObligation(s, s.objects[c.data.objectId]!, 'guarding');
  em.emit({ type: 'GuardPlaced', data: { objectId: c.data.objectId } }, { type: 'ActionUsed', data: { objectId: c.data.objectId, action: 'quick' } });
  endActionPhase(em);
}

export function endOwnActionPhase(em: Emitter, c: EndActionPhase): void {
  const a = em.state.round.activation;
  require_(a !== null && a.seat === c.data.seat, 'mage-wars/RD-25', S5, 'you have no creature acting');
  require_(em.state.attack === null && em.state.spell === null, 'mage-wars/EN-12', S5, 'an attack or a spell is still resolving');
  const o = em.state.objects[a.objectId];
  if (o && !o.destroyed) assertNoObligation(em.state, o, 'doing nothing');
  endActionPhase(em);
}

/** AC-1 / AC-4: a quick action after at most a move; a full action only without moving. */
export function assertActionAvailable(a: Activation, speed: 'quick' | 'full', rule: string): void {
  require_(!a.quickDone && !a.fullDone, rule, S6, 'this creature has already taken its action');
  require_(speed === 'quick' || a.moves === 0, 'mage-wars/AC-4', S6, 'a full action is only possible without moving');
}

/** CB-6 / ST-7 / AR-9: who `bar` may target, declared by the attacker, checked by the server. */
export function attackTargets(s: GameState, attacker: GameObject, bar: AttackBar, target: Attack['data']['target']): string[] {
  const from = attacker.zone!;
  if (bar.zone) {
    require_(target.kind === 'zone', 'mage-wars/CB-50', '§10.7', 'a zone attack targets a zone');
    require_(inRange(from, target.zone, bar.range ?? { min: 0, max: 0 }), 'mage-wars/AR-4', '§3', 'the zone is out of range');
    require_(lineOfSight(from, target.zone, (x, y) => blocksLoS(s, x, y)), 'mage-wars/AR-9', '§3.3', 'no line of sight to that zone');
    return liveObjects(s)
      // CB-52 / ST-33: walls are never hit; they sit on borders, never in a zone (AR-5), so zoneOf leaves them out.
      .filter((o) => zoneOf(s, o) !== null && sameZone(zoneOf(s, o)!, target.zone))
      .filter((o) => s.options.zoneAttackHitsAttacker || o.id !== attacker.id)
      .map((o) => o.id);
  }
  require_(target.kind === 'object', 'mage-wars/CB-6', '§10.2', 'this attack targets an object');
  const t = s.objects[target.id];
  require_(t !== undefined && !t.destroyed && t.id !== attacker.id, 'mage-wars/CB-1', '§10.1', 'no such object to attack');
  require_(s.cards[t.cardId]?.life !== undefined, 'mage-wars/CB-1', '§10.1', 'only objects with Life can be attacked');
  const tz = t.border ? null : zoneOf(s, t);
  if (bar.kind === 'melee') {
    const near = t.border ? t.border.some((z) => sameZone(z, from)) : tz !== null && sameZone(tz, from);
    require_(near, 'mage-wars/CB-6', '§10.2', 'a melee attack targets an object in the same zone (or a wall on its border, ST-33)');
    require_(!isFlying(s, t) || isFlying(s, attacker) || hasTrait(bar.traits, 'Reach'), 'mage-wars/ST-7', '§8.3', 'a non-Flying attacker needs Reach to melee a Flying creature');
    const guards = forcedGuards(s, attacker, t);
    require_(guards.length === 0 || guards.some((g) => g.id === t.id), 'mage-wars/GD-2', '§10.9', 'an enemy guard in this zone must be attacked first');
    return [t.id];
  }
  const range = bar.range ?? { min: 0, max: 0 };
  const zones = t.border ? [...t.border] : [tz!];
  // ST-7: a Flying target in the attacker's zone, or (policy, Codex 2044) closer than the minimum range.
  // Stryker disable next-line MethodExpression: only a wall has two zones, and a wall is never Flying (no Flying trait)
  const flyingClose = isFlying(s, t) && zones.some((z) => sameZone(z, from) || (s.options.flyingInsideMinimumRange &&
    // Stryker disable next-line EqualityOperator: at exactly the minimum, `<=` adds only targets already in range (AR-4, min ≤ max)
    Math.abs(z.row - from.row) + Math.abs(z.col - from.col) < range.min));
  require_(flyingClose || zones.some((z) => inRange(from, z, range)), 'mage-wars/AR-4', '§3', 'the target is out of range');
  const seen = isFlying(s, t) || isFlying(s, attacker) || zones.some((z) => lineOfSight(from, z, (x, y) => blocksLoS(s, x, y)));
  require_(seen, 'mage-wars/AR-9', '§3.3', 'no line of sight to the target');
  return [t.id];
}

export function blocksLoS(s: GameState, a: Zone, b: Zone): boolean {
  return liveObjects(s).some(
    // AR-5: only walls sit on a border, so a border is what makes an object a wall here.
    (o) => o.border !== null && ((sameZone(o.border[0], a) && sameZone(o.border[1], b)) || (sameZone(o.border[0], b) && sameZone(o.border[1], a))) &&
      hasTrait(traitsOf(s, o), 'BlocksLoS'),
  );
}

export function attack(em: Emitter, c: Attack): void {
  const s = em.state;
  const a = activeFor(s, c.data.seat, c.data.attackerId);
  const attacker = s.objects[c.data.attackerId]!;
  const bar = attackOptions(s, attacker)[c.data.attack];
  require_(bar !== undefined && bar.kind !== 'barrier', 'mage-wars/CB-3', '§10.1', 'choose one of the attacker’s attack bars');
  assertActionAvailable(a, bar.action, 'mage-wars/CB-3');
  const targets = attackTargets(s, attacker, bar, c.data.target);
  const bound = bloodthirstyTargets(s, attacker);
  // GD-7(4) / GD-8: a Bloodthirsty creature attacks one of the wounded Living enemies it can reach.
  require_(bound.length === 0 || (bar.kind === 'melee' && bound.some((t) => t.id === targets[0])), 'mage-wars/GD-8', '§10.9', 'a Bloodthirsty creature must melee a wounded Living enemy in its zone');
  if (c.data.sweep !== undefined) {
    // CB-34 / seed 1617: Sweeping makes a second attack, at step 1, on another creature of the zone (guards first).
    require_(hasTrait(bar.traits, 'Sweeping') && bar.kind === 'melee', 'mage-wars/CB-34', '§10.2', 'only a melee attack with Sweeping makes a second attack');
    const second = s.objects[c.data.sweep];
    require_(second !== undefined && !second.destroyed && second.id !== targets[0] && second.id !== attacker.id && second.zone !== null && attacker.zone !== null && sameZone(second.zone, attacker.zone), 'mage-wars/CB-34', '§10.2', 'the second target is another object in the zone');
    const guards = forcedGuards(s, attacker, second).filter((g) => g.id !== targets[0]);
    require_(guards.length === 0 || guards.some((g) => g.id === second.id), 'mage-wars/GD-2', '§10.9', 'Sweeping attacks the enemy guards before other creatures');
    targets.push(second.id);
  }
  if (bar.cost) {
    // CB-7: an extra cost is paid now, or the attack cannot be made.
    require_(s.seats[c.data.seat]!.mana >= bar.cost, 'mage-wars/CB-7', '§10.2', `this attack costs ${bar.cost} mana`);
    em.emit({ type: 'ManaSpent', data: { seat: c.data.seat, amount: bar.cost, fromObject: null, reason: bar.name } });
  }
  em.emit({ type: 'ActionUsed', data: { objectId: attacker.id, action: bar.action } });
  declareAttack(em, { attacker, bar, kind: bar.kind === 'ranged' ? 'ranged' : 'melee', targets, isCounterstrike: false, spellCastId: null, endsActionPhase: true });
  runAttack(em);
}

/** AC-20 / AC-5 / CB-47: a special action: its action type, range and target, its mana cost paid first; then the phase ends. */
export function useAbility(em: Emitter, c: UseAbility): void {
  const s = em.state;
  const a = activeFor(s, c.data.seat, c.data.objectId);
  const o = s.objects[c.data.objectId]!;
  assertNoObligation(s, o, 'a special action');
  const ability = s.cards[o.cardId]?.abilities?.[c.data.ability];
  require_(ability !== undefined, 'mage-wars/AC-20', S6, 'this creature has no such special action');
  assertActionAvailable(a, ability.action, 'mage-wars/AC-20');
  const why = targetIsLegal(s, o, ability, c.data.target);
  require_(
    why === null, 'mage-wars/AC-20', S6,
    // Stryker disable next-line StringLiteral: the '' fallback is read only when why is null, and then the check passes and shows no message
    why ?? '',
  );
  const cost = ability.cost ?? 0;
  require_(s.seats[c.data.seat]!.mana >= cost, 'mage-wars/AC-5', S6, `this special action costs ${cost} mana`);
  if (cost > 0) em.emit({ type: 'ManaSpent', data: { seat: c.data.seat, amount: cost, fromObject: null, reason: ability.name } });
  em.emit({ type: 'ActionUsed', data: { objectId: o.id, action: ability.action } });
  applyEffects(em, ability.effects, c.data.target, o, { ...(c.data.to ? { to: c.data.to } : {}), ...(c.data.direction ? { direction: c.data.direction } : {}) }, ability.name);
  // Stryker disable next-line ConditionalExpression: an activation that is not this creature's is null here (an effect ended the phase or the match), and endActionPhase then does nothing
  if (em.state.round.activation?.objectId === o.id) endActionPhase(em);
}
