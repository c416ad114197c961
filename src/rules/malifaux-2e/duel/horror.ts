// malifaux-2e §14 Horror Duels (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1415-1437): HO-1..HO-5, AA-2, AP-8
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
  // Stryker disable next-line ArrayDeclaration: a default list holding any other name is as good as an empty one (no source model is called "Stryker was here")
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

/** HO-5: an ability like `Terrifying (Living) 10` on a source model. `characteristic` null: every enemy model. */
export interface TerrifyingAbility {
  readonly sourceModelId: string;
  readonly sourceSeat: string;
  readonly characteristic: string | null;
  readonly tn: number;
}

/** What a model just did near the source (declared by the client: distances are table facts, §23.2). */
export type TerrifyingOccasion =
  | { readonly kind: 'TARGETED_SOURCE_WITH_ACTION' }
  | { readonly kind: 'ENDED_WALK'; readonly withinSourceEngagementRange: boolean };

/**
 * HO-5 (seed 1427-1437): enemy models with the named characteristic must pass a Horror Duel against the ability's TN
 * when they target the source with an Action (resolved in Action step 1, after AP is spent) or end a Walk Action
 * within its engagement range. Returns the TN of the Horror Duel due, or null when none is (friendly model, wrong
 * characteristic, a Walk ending out of range, or immunity by HO-4 / AA-2).
 */
export function terrifyingHorrorDuel(a: {
  ability: TerrifyingAbility;
  model: { readonly modelId: string; readonly seat: string; readonly characteristics: readonly string[]; readonly immuneToHorrorDuels?: boolean };
  occasion: TerrifyingOccasion;
  immunity: HorrorImmunity;
}): number | null {
  if (a.model.seat === a.ability.sourceSeat) return null;
  if (a.ability.characteristic !== null && !a.model.characteristics.includes(a.ability.characteristic)) return null;
  if (a.occasion.kind === 'ENDED_WALK' && !a.occasion.withinSourceEngagementRange) return null;
  const must = mustMakeHorrorDuel({ modelId: a.model.modelId, sourceModelId: a.ability.sourceModelId, immunity: a.immunity, immuneToHorrorDuels: a.model.immuneToHorrorDuels });
  return must ? a.ability.tn : null;
}
