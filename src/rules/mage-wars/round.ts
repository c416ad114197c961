// mage-wars §5 the round (rules/mage-wars.md; seed 450-648, 2437-2466): Initiative → Reset → Channeling → Upkeep → Planning
// → Deployment, then First Quickcast, alternating creature action phases, Final Quickcast (RD-1..RD-18). Each phase that
// needs no decision runs at once; the state then waits for the seat(s) named by `roundStep`.
import type { SeatId } from '../core/decider';
import { dealDamage, heal } from './damage';
import type { Emitter } from './emitter';
import { canActivateWard, expireWards } from './mage-abilities';
import { liveObjects, nextSeat, seatsFrom, type GameObject, type GameState } from './state';
import { channelingOf, count, highestOf, isCreature, traitsOf } from './traits';
import { mageDestroyed } from './victory';

export function readyCreatures(state: GameState, seat: SeatId): GameObject[] {
  return liveObjects(state).filter((o) => o.controller === seat && isCreature(o) && o.actionReady === true);
}

/** RD-1..RD-4: initiative (passed on after round 1), reset, channeling; then the Upkeep Phase. */
export function beginRound(em: Emitter, round: number, initiative: SeatId): void {
  em.emit({ type: 'RoundBegun', data: { round, initiative } });
  const gains = channelingGains(em.state);
  if (gains.length > 0) em.emit({ type: 'ManaChanneled', data: { gains } });
  beginUpkeep(em);
}

/** RD-4: Mages channel into their supply; other objects with a Channeling value gain it as markers. */
export function channelingGains(s: GameState): { objectId: string; seat: SeatId | null; amount: number }[] {
  return liveObjects(s)
    .map((o) => ({ objectId: o.id, seat: o.kind === 'mage' ? o.controller : null, amount: channelingOf(s, o) }))
    .filter((g) => g.amount > 0);
}

/** RD-6: the upkeep cost on a card; MD-3: a card the state does not know has none. */
function upkeepOf(state: GameState, cardId: string): number {
  return state.cards[cardId]?.upkeep ?? 0;
}

/** RD-6: objects (or revealed enchantments) with an upkeep cost that their controller must pay or lose. */
export function upkeepItems(state: GameState, seat: SeatId): { id: string; cost: number }[] {
  const objects = liveObjects(state)
    .filter((o) => o.controller === seat && upkeepOf(state, o.cardId) > 0)
    .map((o) => ({ id: o.id, cost: upkeepOf(state, o.cardId) }));
  const enchantments = state.enchantments
    .filter((e) => !e.hidden && e.controller === seat && upkeepOf(state, e.cardId) > 0)
    .map((e) => ({ id: e.id, cost: upkeepOf(state, e.cardId) }));
  return [...objects, ...enchantments];
}

function beginUpkeep(em: Emitter): void {
  const s = em.state;
  // RD-6, and MG-WZ-1: a Mage whose ward could be activated also decides in Upkeep.
  const queue = seatsFrom(s, s.round.initiative).filter((seat) => upkeepItems(s, seat).length > 0 || canActivateWard(s, seat));
  em.emit({ type: 'PhaseBegun', data: { phase: 'upkeep', queue, turn: s.round.initiative } });
  if (queue.length === 0) resolveUpkeepEffects(em);
}

/** RD-7 / RD-8: Regenerate, Burn and Rot, each seat's objects in initiative order; a seat may put Burn before Regenerate. */
export function resolveUpkeepEffects(em: Emitter): void {
  for (const seat of seatsFrom(em.state, em.state.round.initiative)) {
    const burnFirst = em.state.round.burnFirst.includes(seat);
    for (const id of liveObjects(em.state).filter((o) => o.controller === seat).map((o) => o.id)) {
      const steps = burnFirst ? [burn, regenerate, rot] : [regenerate, burn, rot];
      for (const stepFn of steps) {
        const o = em.state.objects[id];
        if (o && !o.destroyed) stepFn(em, o);
      }
    }
  }
  if (mageDestroyed(em.state)) return; // the match ends with this command (§16)
  em.emit({ type: 'PhaseBegun', data: { phase: 'planning', queue: seatsFrom(em.state, em.state.round.initiative), turn: em.state.round.initiative } });
}

/** CB-44: remove the highest Regenerate X in damage (Living, not Finite Life: CB-46); heal removes nothing at X 0 or without damage (CB-45). */
function regenerate(em: Emitter, o: GameObject): void {
  heal(em, o, highestOf(traitsOf(em.state, o), 'Regenerate'));
}

/** §11.1 Burn: one attack die per marker as direct damage; a blank removes that marker (TV-53). */
function burn(em: Emitter, o: GameObject): void {
  const n = count(o, 'Burn');
  if (n === 0) return;
  const faces = em.attackDice(n, 'burn', o.id);
  const blanks = faces.filter((f) => f.kind === 'blank').length;
  if (blanks > 0) em.emit({ type: 'ConditionsRemoved', data: { objectId: o.id, condition: 'Burn', count: blanks, reason: 'blank on the Burn die' } });
  dealDamage(em, o.id, faces.reduce((a, f) => a + f.value, 0), true, 'Burn');
}

/** §11.1 Rot: one direct damage per marker in every Upkeep (TV-54). */
function rot(em: Emitter, o: GameObject): void {
  // No marker, no damage: dealDamage deals nothing for 0.
  dealDamage(em, o.id, count(o, 'Rot'), true, 'Rot');
}

/** Seats holding a spell assigned to one of their spawnpoints (RD-13), in initiative order. */
function deployingSeats(s: GameState): SeatId[] {
  return seatsFrom(s, s.round.initiative).filter((seat) => (s.seats[seat]?.assigned ?? []).some((a) => s.objects[a.objectId]?.kind === 'conjuration'));
}

/** RD-13: the Deployment Phase when a spawnpoint holds a spell; then RD-14 the First Quickcast Phase. */
export function afterPlanning(em: Emitter): void {
  if (mageDestroyed(em.state)) return;
  const queue = deployingSeats(em.state);
  if (queue.length > 0) {
    em.emit({ type: 'PhaseBegun', data: { phase: 'deployment', queue, turn: em.state.round.initiative } });
    return;
  }
  beginFirstQuickcast(em);
}

/** After a deployment decision: a seat with nothing left to deploy is done; when every seat is, the quickcast phase. */
export function afterDeploymentDecision(em: Emitter): void {
  const s = em.state;
  if (s.round.phase !== 'deployment' || s.status === 'ended' || mageDestroyed(s)) return;
  const head = s.round.queue[0];
  if (head !== undefined && !deployingSeats(s).includes(head)) em.emit({ type: 'DeploymentPassed', data: { seat: head } });
  if (em.state.round.queue.length === 0) beginFirstQuickcast(em);
}

function beginFirstQuickcast(em: Emitter): void {
  const s = em.state;
  const queue = seatsFrom(s, s.round.initiative).filter((seat) => s.seats[seat]?.quickcastReady);
  em.emit({ type: 'PhaseBegun', data: { phase: 'firstQuickcast', queue, turn: s.round.initiative } });
  if (queue.length === 0) beginActions(em);
}

export function afterQuickcastDecision(em: Emitter): void {
  const r = em.state.round;
  if (r.queue.length > 0 || em.state.status === 'ended' || mageDestroyed(em.state)) return;
  if (r.phase === 'firstQuickcast') beginActions(em);
  else if (r.phase === 'finalQuickcast') endRound(em);
}

function beginActions(em: Emitter): void {
  em.emit({ type: 'PhaseBegun', data: { phase: 'actions', queue: [], turn: em.state.round.initiative } });
  nextActionPhase(em);
}

/** RD-15 / RD-16: the seat due acts; a seat with no ready creature passes at once; when none is left, RD-17. */
export function nextActionPhase(em: Emitter): void {
  // §16: once a Mage is destroyed the match ends with this command; nothing else starts.
  if (mageDestroyed(em.state)) return;
  // Stryker disable next-line EqualityOperator,UpdateOperator: the loop always ends by return or break: each pass moves the turn to the next seat in play, and a seat out of play controls no live creature (§14), so the seat with a ready creature comes within seatOrder.length - 1 passes; the bound only guards against a hang
  for (let i = 0; i <= em.state.seatOrder.length; i++) {
    const s = em.state;
    if (s.status === 'ended' || s.round.phase !== 'actions' || s.round.activation || s.attack) return;
    if (!s.seatOrder.some((seat) => readyCreatures(s, seat).length > 0)) break;
    if (readyCreatures(s, s.round.turn).length > 0) return;
    em.emit({ type: 'ActionPhasePassed', data: { seat: s.round.turn } });
  }
  // Still the action stage of a running match: the loop checked it, and a pass (ActionPhasePassed) moves only the turn.
  const s = em.state;
  const queue = seatsFrom(s, s.round.initiative).filter((seat) => s.seats[seat]?.quickcastReady);
  em.emit({ type: 'PhaseBegun', data: { phase: 'finalQuickcast', queue, turn: s.round.initiative } });
  if (queue.length === 0) endRound(em);
}

/** RD-18 then RD-1: the next round, initiative passed to the next seat (to the left in multiplayer, MP-1). */
function endRound(em: Emitter): void {
  const s = em.state;
  const initiative = nextSeat(s, s.round.initiative);
  expireWards(em);
  em.emit({ type: 'InitiativeDetermined', data: { round: s.round.round + 1, initiative, rollOff: [] } });
  beginRound(em, s.round.round + 1, initiative);
}

