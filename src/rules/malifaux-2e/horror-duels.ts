// Malifaux 2E Horror Duels inside an encounter (rules/malifaux-2e.md §14; seed 002_0afdbbe5c7b94945.txt lines 1415-1437):
// HO-1 a Simple Duel on Wp vs the effect's TN (played by the duel machine), HO-2 failure gives Paralyzed, HO-3 a model
// immune to Paralyzed still duels, HO-4 passing gives immunity to that source until the End Phase, AA-2 a model immune
// to Horror Duels makes none. The turn bookkeeping (who is immune to whom) lives in the encounter.
import type { SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import type { StartHorrorDuel } from './commands';
import type { DuelEvent } from './duel/duel-events';
import { assertMustMakeHorrorDuel, horrorOutcome, startHorrorDuel, type HorrorImmunity } from './duel/horror';
import { duelDecision } from './duels';
import type { EncounterEvent } from './events';
import type { GameState } from './state';

/** The horror duel in progress: what its result will mean once the duel machine resolves it. */
export interface PendingHorror {
  readonly duelId: string;
  readonly modelId: string;
  readonly seat: SeatId;
  readonly sourceModelId: string;
  readonly immuneToParalyzed: boolean;
  readonly duringOwnActivation: boolean;
}

export interface HorrorState {
  /** HO-4: model -> source models it passed a Horror Duel against this Turn. */
  readonly immunity: HorrorImmunity;
  readonly pending: PendingHorror | null;
}

export const NO_HORROR: HorrorState = { immunity: {}, pending: null };

export function startHorror(state: GameState, c: StartHorrorDuel): EncounterEvent[] {
  const d = c.data;
  assertMustMakeHorrorDuel({ modelId: d.model.modelId, sourceModelId: d.sourceModelId, immunity: state.horror.immunity, immuneToHorrorDuels: d.immuneToHorrorDuels });
  require_(state.horror.pending === null, 'malifaux-2e/DU-S1', '§4.3', 'a Horror Duel is already in progress');
  const start = startHorrorDuel({ duelId: d.duelId, model: d.model, tn: d.tn, sourceName: d.sourceName ?? d.sourceModelId });
  const pending: PendingHorror & { readonly tn: number } = {
    duelId: d.duelId,
    modelId: d.model.modelId,
    seat: d.model.seat,
    sourceModelId: d.sourceModelId,
    tn: d.tn,
    immuneToParalyzed: d.immuneToParalyzed ?? false,
    duringOwnActivation: d.duringOwnActivation ?? false,
  };
  const events = duelDecision(state, { type: 'DuelDecision', actor: c.actor, data: { command: start } });
  return [{ type: 'HorrorDuelBegun', data: pending }, ...events, ...horrorConsequences(state, pending, events)];
}

/** Appended after the duel machine's events: when they resolve the pending Horror Duel, its consequences (HO-2, HO-4). */
export function horrorConsequences(state: GameState, pending: PendingHorror | null, events: readonly EncounterEvent[]): EncounterEvent[] {
  if (!pending) return [];
  const resolved = events.find((e): e is Extract<DuelEvent, { type: 'DuelResolved' }> => e.type === 'DuelResolved' && e.data.duelId === pending.duelId);
  if (!resolved) return [];
  const outcome = horrorOutcome({
    passed: resolved.data.success,
    modelId: pending.modelId,
    sourceModelId: pending.sourceModelId,
    immunity: state.horror.immunity,
    immuneToParalyzed: pending.immuneToParalyzed,
    duringOwnActivation: pending.duringOwnActivation,
  });
  return [
    {
      type: 'HorrorDuelResolved',
      data: {
        duelId: pending.duelId,
        modelId: pending.modelId,
        sourceModelId: pending.sourceModelId,
        passed: resolved.data.success,
        gainsParalyzed: outcome.gainsParalyzed,
        activationEnds: outcome.activationEnds,
      },
    },
  ];
}

export function evolveHorror(h: HorrorState, e: EncounterEvent): HorrorState {
  switch (e.type) {
    case 'HorrorDuelBegun':
      return { ...h, pending: { ...e.data } };
    case 'HorrorDuelResolved': {
      if (!e.data.passed) return { ...h, pending: null };
      const sources = h.immunity[e.data.modelId] ?? [];
      return { pending: null, immunity: sources.includes(e.data.sourceModelId) ? h.immunity : { ...h.immunity, [e.data.modelId]: [...sources, e.data.sourceModelId] } };
    }
    case 'DrawPhaseBegun':
      // HO-4: the immunity lasts until the End Phase; the next Turn's Draw Phase is past it.
      return { ...h, immunity: {} };
    default:
      return h;
  }
}
