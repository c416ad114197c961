// malifaux-2e §6 The Turn as one state machine (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 832-915): the decision due and from which seat
import type { SeatId } from '../../core/decider';
import { dueStep } from '../duel/duel-steps';
import type { GameState } from '../state';
import { damageOwed } from './activation';
import { hasAbility } from './crew';
import { activatable } from './table-state';

export type TurnStepName =
  | 'HIRE_CREWS'
  | 'BEGIN_DRAW_PHASE'
  | 'CUT_DECK'
  | 'REFILL_HAND'
  | 'FLIP_INITIATIVE'
  | 'INITIATIVE_REFLIP'
  | 'CHOOSE_FIRST_PLAYER'
  | 'ACTIVATE'
  | 'ACTION'
  | 'DUEL'
  | 'DAMAGE_FLIP'
  | 'DISENGAGING_STRIKE'
  | 'PICK_RANDOM_MODEL'
  | 'END_PHASE'
  | 'ENCOUNTER_ENDED';

export interface TurnStep {
  readonly turn: number;
  readonly phase: 'SETUP' | 'DRAW' | 'INITIATIVE' | 'ACTIVATION' | 'END' | 'ENDED';
  readonly step: TurnStepName;
  /** Who decides (empty: anybody at the table, or nobody once ended). */
  readonly seats: readonly SeatId[];
  /** ACTION / DAMAGE_FLIP: the model activating. */
  readonly modelId: string | null;
  /** ACTIVATE: the models the seat may activate (AC-1, AC-2); chain candidates (AC-4) are listed in `chain`. */
  readonly models: readonly string[];
  readonly chain: readonly string[];
  /** ACTION: AP left, and restricted AP (AP-2). */
  readonly ap: number | null;
  readonly restrictedAp: { readonly CASTING: number; readonly MELEE: number } | null;
}

const base = { modelId: null, models: [], chain: [], ap: null, restrictedAp: null } as const;

export function turnStep(state: GameState): TurnStep {
  const t = state.table;
  const turn = state.turn;
  if (state.status === 'ended') return { ...base, turn, phase: 'ENDED', step: 'ENCOUNTER_ENDED', seats: [] };
  const cutter = state.seatOrder.map((s) => state.seats[s]?.pendingCutBy).find((x) => x);
  const phase = state.drawPhase !== null ? 'DRAW' : state.initiative !== null ? 'INITIATIVE' : (t?.phase ?? 'SETUP');
  if (cutter) return { ...base, turn, phase, step: 'CUT_DECK', seats: [cutter] };
  if (state.drawPhase !== null) return { ...base, turn, phase: 'DRAW', step: 'REFILL_HAND', seats: state.drawPhase.order.filter((s) => !state.drawPhase!.refilled.includes(s)) };
  const ini = state.initiative;
  if (ini !== null) {
    if (ini.window.length > 0) return { ...base, turn, phase: 'INITIATIVE', step: 'INITIATIVE_REFLIP', seats: [ini.window[0]] };
    if (ini.winner !== null) return { ...base, turn, phase: 'INITIATIVE', step: 'CHOOSE_FIRST_PLAYER', seats: [ini.winner] };
  }
  if (state.randomPick !== null) return { ...base, turn, phase, step: 'PICK_RANDOM_MODEL', seats: [state.randomPick.seat], models: state.randomPick.tied };
  const duel = dueStep(state.duel);
  if (state.duel.status === 'DUELING' || state.duel.status === 'FLIPPING') return { ...base, turn, phase, step: 'DUEL', seats: duel.seats };
  if (t === null || t.crews.length < state.seatOrder.length) {
    if (turn === 0) return { ...base, turn, phase: 'SETUP', step: 'HIRE_CREWS', seats: state.seatOrder.filter((s) => !(t?.crews ?? []).includes(s)) };
    return { ...base, turn, phase: 'SETUP', step: 'BEGIN_DRAW_PHASE', seats: [] };
  }
  switch (t.phase) {
    case 'SETUP':
      return { ...base, turn, phase: 'SETUP', step: 'BEGIN_DRAW_PHASE', seats: [] };
    case 'DRAW':
    case 'INITIATIVE':
      return { ...base, turn, phase: 'INITIATIVE', step: 'FLIP_INITIATIVE', seats: [] };
    case 'END':
      return { ...base, turn, phase: 'END', step: 'END_PHASE', seats: state.firstPlayer ? [state.firstPlayer] : [] };
    case 'ACTIVATION': {
      const a = t.activation;
      const cur = a?.current ?? null;
      if (cur && t.walk) {
        const strikers = t.walk.strikers;
        const seat = strikers.length > 0 ? t.models[strikers[0]].seat : cur.seat;
        return { ...base, turn, phase, step: 'DISENGAGING_STRIKE', seats: [seat], modelId: cur.modelId, models: strikers, ap: cur.ap, restrictedAp: cur.restricted };
      }
      if (cur) {
        // The step asks for the flip the guards will accept: only a won opposed duel owes damage (DU-O7).
        const owed = damageOwed(state, t);
        return { ...base, turn, phase, step: owed ? 'DAMAGE_FLIP' : 'ACTION', seats: [cur.seat], modelId: cur.modelId, ap: cur.ap, restrictedAp: cur.restricted };
      }
      const next = a?.next ?? null;
      const chain = a && a.lastSeat !== null && a.run < 2 ? activatable(t, a.lastSeat).filter((id) => hasAbility(t.models[id].def, 'COMPANION')) : [];
      return { ...base, turn, phase, step: 'ACTIVATE', seats: next ? [next] : [], models: next ? activatable(t, next) : [], chain };
    }
  }
}
