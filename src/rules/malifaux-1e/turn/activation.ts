// malifaux-1e §7.4 alternating activations, §8.1 AP, §8.5 action modifiers (rules/malifaux-1e.md; seed
// 000_8cac2ea3b25a10d7.txt lines 2106-2199, 2141-2183, 2314-2345): TU-A1..TU-A4, AP-1, AP-5, AM-2, D27, D28.
import type { SeatId } from '../../core/decider';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import { MALIFAUX_1E } from '../edition';
import { check } from '../rule-names';
import type { GameState1e } from '../state';
import type { ModelState } from './model';

const S74 = '§7.4 (seed 2106-2131)';
type C<T extends EncounterCommand1e['type']> = Extract<EncounterCommand1e, { type: T }>;

/** TU-A4: once per turn, unless Reactivate (once per turn, §8.5). */
export function mayActivate(m: ModelState): boolean {
  if (m.status !== 'IN_PLAY') return false;
  return m.activations === 0 || (m.activations === 1 && m.modifiers.reactivate);
}

export function activatable(state: GameState1e, seat: SeatId): ModelState[] {
  return Object.values(state.models).filter((m) => m.seat === seat && mayActivate(m));
}

/** TU-A1..TU-A3: the next seat in activation order after `after` that has a model left to activate; null when none has. */
export function nextDue(state: GameState1e, after: SeatId | null): SeatId | null {
  const order = state.turn.activationOrder ?? state.seatOrder;
  const start = after === null ? 0 : (order.indexOf(after) + 1) % order.length;
  // Stryker disable next-line EqualityOperator: k = order.length wraps round to the seat of k = 0, already found with nothing to activate
  for (let k = 0; k < order.length; k++) {
    const s = order[(start + k) % order.length];
    if (activatable(state, s).length > 0) return s;
  }
  return null;
}

/** AP-1, AM-2 (D27): 2 general AP, +1 Fast, −1 Slow (they cancel, AM-1), never below 0. */
export function generalApAtStart(m: ModelState): number {
  // The edition table has an entry for every 1E station (CT-2 refuses any other at hiring): no fallback is needed.
  const base = MALIFAUX_1E.generalAp[m.station];
  return Math.max(0, base + (m.modifiers.fast ? 1 : 0) - (m.modifiers.slow ? 1 : 0));
}

export function activateModel(state: GameState1e, c: C<'ActivateModel'>): EncounterEvent1e[] {
  check(state.turn.phase === 'ACTIVATION' && state.turn.activationOrder !== null, 'TU-A1', S74, 'activations come after the initiative (Activation Phase step C)');
  check(state.turn.activation === null, 'TU-A5', S74, `model ${state.turn.activation?.modelId} is still activating`);
  const m = state.models[c.data.modelId];
  check(m !== undefined, 'TU-A1', S74, `no model ${c.data.modelId}`);
  check(c.actor.role === 'seat' && c.actor.seat === m.seat, 'CT-1', '§3.5 (seed 800-850)', 'a model is activated by its controller');
  const immediate = state.turn.immediate;
  check(!immediate || immediate.modelId === m.id, 'TU-A6', S74, `${immediate?.modelId} must activate immediately`);
  check(state.turn.due === m.seat, 'TU-A1', S74, `seat ${state.turn.due} activates now`);
  // TU-A1: the Activation Phase activates the models in play; a killed, sacrificed or replaced one is not "activated".
  check(m.status === 'IN_PLAY', 'TU-A1', S74, `${m.id} is no longer in play`);
  check(mayActivate(m), 'TU-A4', S74, `${m.id} has activated this turn`);
  // §8.5, TI-6: Fast / Slow apply to this activation and are then removed (§18 "Fast / Slow timing").
  const events: EncounterEvent1e[] = [];
  const fastSlowUsed = m.modifiers.fast || m.modifiers.slow;
  if (m.modifiers.fast) events.push({ type: 'ModifierChanged', data: { modelId: m.id, modifier: 'fast', value: false, reason: 'used by this activation (§8.5)' } });
  if (m.modifiers.slow) events.push({ type: 'ModifierChanged', data: { modelId: m.id, modifier: 'slow', value: false, reason: 'used by this activation (§8.5)' } });
  if (m.activations === 1) events.push({ type: 'ModifierChanged', data: { modelId: m.id, modifier: 'reactivate', value: false, reason: 'its second activation (§8.5)' } });
  // §8.5 Paralyzed outside its activation: it loses its next activation (D28), which still uses the player's turn (TU-A2).
  const lost = m.modifiers.paralyzed;
  const ap = lost ? 0 : generalApAtStart(m);
  events.unshift({ type: 'ModelActivated', data: { modelId: m.id, seat: m.seat, ap, meleeAp: lost ? 0 : m.meleeAp, fastSlowUsed, lostToParalysis: lost } });
  if (lost) {
    events.push({ type: 'ModifierChanged', data: { modelId: m.id, modifier: 'paralyzed', value: false, reason: 'the activation it lost (§8.5)' } });
    events.push({ type: 'ActivationEnded', data: { modelId: m.id, apLost: 0 } });
  }
  return events;
}

/** AP-5: AP left at the end of an activation are spent on Pass. */
export function endActivation(state: GameState1e, c: C<'EndActivation'>): EncounterEvent1e[] {
  const a = state.turn.activation;
  check(a !== null && a.modelId === c.data.modelId, 'AP-5', '§8.1 (seed 2141-2183)', `${c.data.modelId} is not activating`);
  check(c.actor.role === 'seat' && c.actor.seat === a.seat, 'CT-1', '§3.5 (seed 800-850)', 'only the controller ends the activation');
  check(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'AP-5', '§8.1', 'a duel or damage flip of this activation is still unresolved');
  check(!state.turn.disengage, 'DE-1', '§10.12 (seed 3175-3191)', 'the enemies whose melee zone the model left answer first (disengaging strikes)');
  return [{ type: 'ActivationEnded', data: { modelId: a.modelId, apLost: a.ap } }];
}
