// malifaux-2e §14 Horror Duels (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1415-1437): HO-1..HO-4, AA-2, AP-8
import { require_ } from '../../core/rule-violation';
import { DuelParticipant, StartDuel } from './duel-commands';
import { DuelPolicy } from './duel-policy';

export const HORROR_SECTION = '§14 (seed 1415-1437)';

/** HO-4: per Turn, the source models each model has passed a Horror Duel against (modelId -> source model ids). */
export type HorrorImmunity = Readonly<Record<string, readonly string[]>>;
export const NO_HORROR_IMMUNITY: HorrorImmunity = {};

/** HO-1: a Horror Duel is a Simple Duel on the model's Wp against the TN given by the effect. */
export function startHorrorDuel(a: { duelId: string; model: DuelParticipant; tn: number; sourceName: string; policy?: Partial<DuelPolicy> }): StartDuel {
  require_(a.model.stat.name === 'Wp', 'malifaux-2e/HO-1', HORROR_SECTION, `a Horror Duel uses Wp, not ${a.model.stat.name}`);
  return { type: 'StartDuel', data: { duelId: a.duelId, kind: 'SIMPLE', actor: a.model, action: { name: `Horror Duel (${a.sourceName})`, tn: a.tn }, policy: a.policy } };
}

/**
 * AA-2: a model immune to Horror Duels makes none. HO-4: after passing one, a model is immune to Horror Duels from
 * that same source model until the End Phase. HO-3: immunity to Paralyzed does NOT excuse the duel.
 */
export function mustMakeHorrorDuel(a: { modelId: string; sourceModelId: string; immunity: HorrorImmunity; immuneToHorrorDuels?: boolean }): boolean {
  if (a.immuneToHorrorDuels) return false;
  return !(a.immunity[a.modelId] ?? []).includes(a.sourceModelId);
}

export function assertMustMakeHorrorDuel(a: { modelId: string; sourceModelId: string; immunity: HorrorImmunity; immuneToHorrorDuels?: boolean }): void {
  require_(
    mustMakeHorrorDuel(a),
    a.immuneToHorrorDuels ? 'malifaux-2e/AA-2' : 'malifaux-2e/HO-4',
    HORROR_SECTION,
    a.immuneToHorrorDuels ? 'this model is immune to Horror Duels' : 'this model already passed a Horror Duel from that source this Turn',
  );
}

export interface HorrorOutcome {
  /** HO-2: gains Paralyzed at once (unless immune to it, HO-3). */
  readonly gainsParalyzed: boolean;
  /** HO-2, AP-8: Paralyzed during its own Activation: the Activation (and the current Action) ends. */
  readonly activationEnds: boolean;
  readonly immunity: HorrorImmunity;
}

/** HO-2..HO-4: the consequences of a Horror Duel's result (`passed` = the Simple Duel's success). */
export function horrorOutcome(a: {
  passed: boolean;
  modelId: string;
  sourceModelId: string;
  immunity: HorrorImmunity;
  immuneToParalyzed?: boolean;
  duringOwnActivation?: boolean;
}): HorrorOutcome {
  if (!a.passed) {
    const gainsParalyzed = !a.immuneToParalyzed;
    return { gainsParalyzed, activationEnds: gainsParalyzed && (a.duringOwnActivation ?? false), immunity: a.immunity };
  }
  const sources = a.immunity[a.modelId] ?? [];
  const immunity = sources.includes(a.sourceModelId) ? a.immunity : { ...a.immunity, [a.modelId]: [...sources, a.sourceModelId] };
  return { gainsParalyzed: false, activationEnds: false, immunity };
}

/** HO-4: the immunity lasts until the End Phase of this Turn. */
export function clearHorrorImmunityAtEndPhase(): HorrorImmunity {
  return NO_HORROR_IMMUNITY;
}
