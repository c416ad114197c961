// malifaux-2e §6.4 Activation Phase and §7 Activations (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 887-962, 1594-1638): AC-1..AC-5, AP-1..AP-8
import type { SeatId } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import { opponentOf, type GameState } from '../state';
import { hasAbility, stationAp } from './crew';
import { endOfActivationRemovals, startOfActivationRemovals } from './conditions';
import type { ActivateModel, EndActivation } from './turn-commands';
import type { TurnEvent } from './turn-events';
import { activatable, mayActivate, type ModelState, type TableState } from './table-state';

export const S64 = '§6.4 (seed 887-897, 932-938)';
export const S7 = '§7 (seed 919-962)';

export function tableOf(state: GameState): TableState {
  require_(state.table !== null && state.table.crews.length > 0, 'malifaux-2e/AC-1', S64, 'no crews have been hired into this encounter');
  return state.table;
}

export function modelIn(table: TableState, id: string, ruleId = 'malifaux-2e/AC-1', section = S64): ModelState {
  const m = table.models[id];
  require_(m !== undefined, ruleId, section, `there is no model ${id} in this encounter`);
  return m;
}

/** §8.2 step 3, DU-O7: a won Attack's damage flip is part of the Action; nothing else happens until it is made. */
/** DU-O7: a won Attack (an opposed duel of the pending Action) whose damage has not been flipped yet. */
export function damageOwed(state: GameState, t: TableState): boolean {
  const p = t.pending;
  return p !== null && p.hit === true && p.action.damage !== undefined && state.duel.status === 'DUEL_RESOLVED' && state.duel.duel.duelId === p.duelId && state.duel.duel.kind === 'OPPOSED';
}

export function assertNoDamageOwed(state: GameState, t: TableState): void {
  const owed = damageOwed(state, t);
  require_(!owed, 'malifaux-2e/DU-O7', '§4.4, §8.2 (seed 748-756, 974-1006)', 'the won Attack’s damage flip comes first (its result is part of the Action)');
}

/** AP-1..AP-4: general AP from the station, Fast / Slow / abilities each counted once, restricted AP, Paralyzed 0. */
export function generateAp(m: ModelState): { ap: number; restricted: { CASTING: number; MELEE: number }; sources: string[] } {
  if (m.conditions.PARALYZED !== undefined) return { ap: 0, restricted: { CASTING: 0, MELEE: 0 }, sources: ['PARALYZED'] };
  const sources = [`STATION:${m.def.station}`];
  let ap = stationAp(m.def.station);
  // AP-3: one source counts once, whatever its number of copies; different sources stack.
  if (m.conditions.FAST !== undefined) (ap += 1), sources.push('FAST');
  if (hasAbility(m.def, 'FAST_ACTIVATION')) (ap += 1), sources.push('FAST_ACTIVATION');
  if (m.conditions.SLOW !== undefined) (ap -= 1), sources.push('SLOW');
  const restricted = { CASTING: hasAbility(m.def, 'CASTING_EXPERT') ? 1 : 0, MELEE: hasAbility(m.def, 'MELEE_EXPERT') ? 1 : 0 };
  if (restricted.CASTING) sources.push('CASTING_EXPERT');
  if (restricted.MELEE) sources.push('MELEE_EXPERT');
  return { ap: Math.max(0, ap), restricted, sources }; // AP-4
}

/** AC-1, AC-3: who activates after `seat`: the opponent if she can, else `seat` again, else nobody (the phase ends). */
export function nextSeat(table: TableState, state: GameState, seat: SeatId): SeatId | null {
  const opp = opponentOf(state, seat);
  if (activatable(table, opp).length > 0) return opp;
  if (activatable(table, seat).length > 0) return seat;
  return null;
}

/** AC-1, AC-2, AC-4, §7 steps 1-2: start an Activation (Defensive ends, AP generated, Reactivate consumed, A-12). */
export function activateModel(state: GameState, c: ActivateModel): TurnEvent[] {
  const t = tableOf(state);
  require_(t.phase === 'ACTIVATION' && t.activation !== null, 'malifaux-2e/AC-1', S64, 'models activate only in the Activation Phase');
  const act = t.activation;
  require_(act.current === null, 'malifaux-2e/AC-1', S64, `model ${act.current?.modelId} is still activating`);
  require_(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'malifaux-2e/DU-S1', '§4.3', 'finish the duel in progress first');
  const m = modelIn(t, c.data.modelId);
  require_(m.status === 'IN_PLAY', 'malifaux-2e/BU-1', '§13 (seed 1391-1411)', `${m.def.name} is not in play and can't Activate`);
  require_(mayActivate(m), 'malifaux-2e/AC-2', S64, `${m.def.name} has already Activated this Turn`);
  const chain = c.data.chain;
  if (chain) {
    // AC-4: one chain ability between two of the opponent's Activations, so never more than 2 in a row.
    require_(hasAbility(m.def, chain.ability), 'malifaux-2e/AC-4', S64, `${m.def.name} has no ${chain.ability} ability`);
    require_(act.lastSeat === m.seat && act.lastModelId !== null, 'malifaux-2e/AC-4', S64, 'a chain Activation follows a friendly model’s Activation');
    require_(act.run < 2, 'malifaux-2e/AC-4', S64, 'never more than 2 Activations in a row');
    const d = chain.withinInches;
    require_(typeof d === 'number' && d >= 0 && d <= 6, 'malifaux-2e/AC-4', S64, 'Companion: the friendly model ended its Activation within 6" (declare withinInches)');
  } else {
    require_(act.next === m.seat, 'malifaux-2e/AC-1', S64, `it is seat ${act.next}'s Activation`);
  }
  const reactivation = m.activations > 0;
  const ap = generateAp(m);
  const events: TurnEvent[] = [...startOfActivationRemovals(m)];
  if (reactivation) events.push({ type: 'ConditionRemoved', data: { modelId: m.def.id, name: 'REACTIVATE', reason: 'its extra Activation started (A-12)' } });
  events.push({
    type: 'ActivationStarted',
    data: {
      turn: state.turn,
      modelId: m.def.id,
      seat: m.seat,
      // Stryker disable next-line StringLiteral: AC-4 above refuses a chain while lastModelId is null, so the fallback is never read
      chain: chain ? { ability: chain.ability, afterModelId: act.lastModelId ?? '' } : null,
      reactivation,
      ...ap,
    },
  });
  return events;
}

/** §7 step 4, AP-7, AP-8, CO-8: end the Activation; unspent AP are lost; Fast, Slow, Paralyzed removed; who is next. */
export function endActivationEvents(state: GameState, t: TableState, reason: 'DONE' | 'PARALYZED' | 'BURIED' | 'KILLED' | 'SACRIFICED'): TurnEvent[] {
  const cur = t.activation?.current;
  if (!cur) return [];
  const m = t.models[cur.modelId];
  const removals = endOfActivationRemovals(m);
  // The next seat is judged on the table once this model's Activation is counted (it was at ActivationStarted).
  const next = nextSeat(t, state, cur.seat);
  const events: TurnEvent[] = [...removals, { type: 'ActivationEnded', data: { modelId: cur.modelId, seat: cur.seat, reason, apLost: cur.ap + cur.restricted.CASTING + cur.restricted.MELEE, next } }];
  if (next === null) events.push({ type: 'ActivationPhaseEnded', data: { turn: state.turn } });
  return events;
}

/** AP-7: a model ends its Activation when it chooses; AC-5: there is no passing without a model activating. */
export function endActivation(state: GameState, c: EndActivation): TurnEvent[] {
  const t = tableOf(state);
  const cur = t.activation?.current ?? null;
  require_(cur !== null, 'malifaux-2e/AC-5', S64, 'no passing: activate a model that has not yet Activated this Turn');
  require_(cur.modelId === c.data.modelId, 'malifaux-2e/AC-1', S64, `${c.data.modelId} is not the model activating`);
  require_(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'malifaux-2e/DU-S1', '§4.3', 'finish the duel in progress first');
  assertNoDamageOwed(state, t);
  require_(t.walk === null, 'malifaux-2e/DE-2', '§10.4 (seed 1266-1280)', 'the Walk waits for the disengaging strikes of the engaged enemies');
  require_(state.randomPick === null, 'malifaux-2e/SE-3', '§10.5 (seed 1290-1304)', 'the attacker first picks the target among the models tied for lowest');
  return endActivationEvents(state, t, 'DONE');
}

/** AC-1: the Activation Phase starts with the First Player (AC-3: a seat with nothing to activate is skipped). */
export function beginActivationPhase(state: GameState, firstPlayer: SeatId): TurnEvent[] {
  const t = state.table;
  if (t === null || t.crews.length < state.seatOrder.length) return [];
  const next = activatable(t, firstPlayer).length > 0 ? firstPlayer : activatable(t, opponentOf(state, firstPlayer)).length > 0 ? opponentOf(state, firstPlayer) : null;
  const events: TurnEvent[] = [{ type: 'ActivationPhaseBegun', data: { turn: state.turn, firstPlayer, next } }];
  if (next === null) events.push({ type: 'ActivationPhaseEnded', data: { turn: state.turn } });
  return events;
}
