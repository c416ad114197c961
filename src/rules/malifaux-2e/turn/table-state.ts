// malifaux-2e §6-§19 The table as encounter state (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 832-1808): models, conditions, AP, markers, disputes
import type { SeatId } from '../../core/decider';
import type { ActionDef, ModelDef } from './crew';

export type ModelStatus = 'IN_PLAY' | 'BURIED' | 'KILLED' | 'SACRIFICED';
export type TurnPhase = 'SETUP' | 'DRAW' | 'INITIATIVE' | 'ACTIVATION' | 'END';

export interface ModelState {
  readonly def: ModelDef;
  readonly seat: SeatId;
  readonly wounds: number;
  /** §17: condition name → value (null: a Condition without a value). */
  readonly conditions: Readonly<Record<string, number | null>>;
  readonly status: ModelStatus;
  /** AC-2: Activations taken this Turn. */
  readonly activations: number;
  /** Reactivate: at most one benefit per Turn. */
  readonly reactivatedThisTurn: boolean;
  /** AA-3: once-per-Turn Actions taken this Turn. */
  readonly oncePerTurnUsed: readonly string[];
  /** §19: the Avatar Upgrade's side (null without one); AV-4: the Turn a failed manifest bars further attempts. */
  readonly avatar: 'PRE_MANIFEST' | 'MANIFESTED' | null;
  readonly manifestBarredTurn: number | null;
  /** AV-2: the Manifestation card has been revealed. */
  readonly manifestationRevealed: boolean;
  /** SU-4: the Turn it was summoned (no Interact that Turn); null for hired models. */
  readonly summonedTurn: number | null;
}

export interface Marker {
  readonly id: string;
  readonly kind: 'CORPSE' | 'SCRAP' | 'SCHEME' | 'BLAST' | 'OTHER';
  /** The crew it belongs to (SM-P: the placing model's crew); null for corpse / scrap. */
  readonly seat: SeatId | null;
  readonly droppedBy: string | null;
}

export interface CurrentActivation {
  readonly modelId: string;
  readonly seat: SeatId;
  readonly ap: number;
  /** AP-2: restricted AP, usable only for Ca Actions (CASTING) or Close Attacks (MELEE). */
  readonly restricted: { readonly CASTING: number; readonly MELEE: number };
  /** AP-6: the one zero-AP Action of this Activation is taken. */
  readonly zeroApUsed: boolean;
  /** AA-1 (Charge): the Close Attacks the Charge pays for, against its target. */
  readonly granted: { readonly by: 'CHARGE' | 'TRIGGER'; readonly targetId: string | null; readonly remaining: number } | null;
}

/** An Attack or duel Action waiting for its duel (§8.2 step 2-3): what the server applies when it resolves. */
export interface PendingAction {
  readonly actionId: string;
  readonly duelId: string;
  readonly modelId: string;
  readonly seat: SeatId;
  readonly action: ActionDef;
  readonly targetIds: readonly string[];
  /** Focused +N spent on this Action: `+` ×N on its damage flip too. */
  readonly focus: number;
  readonly hardCover: boolean;
  readonly hit: boolean | null;
}

/** DE-1..DE-3: a Walk out of engagement waiting for the engaged enemies' strikes. */
export interface PendingWalk {
  readonly actionId: string;
  readonly modelId: string;
  /** Engaged enemies that have not yet struck or declined. */
  readonly strikers: readonly string[];
  /** The strike duel in progress. */
  readonly duelId: string | null;
  readonly blocked: boolean;
}

export interface Dispute {
  readonly actionId: string;
  readonly fact: string;
  readonly by: SeatId;
  readonly reason: string;
  readonly ruling: 'OPEN' | 'UPHELD' | 'OVERTURNED';
  readonly resolvedBy: 'ORGANISER' | 'AGREEMENT' | null;
}

export interface ActivationPhaseState {
  /** AC-1: whose Activation is due next (null: the phase is over). */
  readonly next: SeatId | null;
  /** AC-4: the seat that activated last and how many of its Activations ran in a row. */
  readonly lastSeat: SeatId | null;
  readonly run: number;
  readonly lastModelId: string | null;
  readonly current: CurrentActivation | null;
}

export interface TableState {
  readonly phase: TurnPhase;
  readonly crews: readonly SeatId[];
  /** Model ids in hiring order (the order of EP-1 within a crew). */
  readonly order: readonly string[];
  readonly models: Readonly<Record<string, ModelState>>;
  readonly markers: readonly Marker[];
  readonly activation: ActivationPhaseState | null;
  readonly pending: PendingAction | null;
  readonly walk: PendingWalk | null;
  /** Declared facts per Action, as recorded (disputable). */
  readonly facts: Readonly<Record<string, { readonly seat: SeatId; readonly facts: DeclaredFacts }>>;
  readonly disputes: readonly Dispute[];
  /** EP-2: VP awards by a later issue's scoring hook. */
  readonly vp: Readonly<Record<string, number>>;
}

/** §2, §9, §10, §16, §23.2: what only the table knows, declared by the acting seat. */
export interface DeclaredFacts {
  /** ME-1/ME-3: distance from the acting model to each target, base to base. */
  readonly distances?: Readonly<Record<string, number>>;
  /** §9.2: LoS to each target. */
  readonly los?: Readonly<Record<string, 'CLEAR' | 'NONE'>>;
  /** §9.3: cover of each target. */
  readonly cover?: Readonly<Record<string, 'NONE' | 'SOFT' | 'HARD'>>;
  /** EN-2: the enemy models the acting model is engaged with when it declares. */
  readonly engagedWith?: readonly string[];
  /** MV-1, MV-2: the length moved and how much of it in severe terrain (counted twice). */
  readonly moved?: number;
  readonly severeInches?: number;
  /** MV-4: the path passes through other models' bases. */
  readonly passesThroughBases?: boolean;
  /** MV-3: the move ends inside Enclosed terrain it started outside of, using an ability that ignores terrain. */
  readonly entersEnclosedIgnoringTerrain?: boolean;
  /** §8.4 Charge: the target ends inside this model's engagement range. */
  readonly endsInEngagementRange?: boolean;
  /** DE-1: the enemies whose engagement range a Walk leaves (declared before moving). */
  readonly leavesEngagementOf?: readonly string[];
  /** BL-3, PL-1, AU-3: the other models under a blast or in a pulse / aura. */
  readonly blastHits?: readonly string[];
  /** SM-P: no other friendly Scheme Marker within 4". */
  readonly friendlySchemeMarkerWithin4?: boolean;
  /** §8.5 SM-R: the enemy Scheme Markers in base contact. */
  readonly markersInBaseContact?: readonly string[];
  /** EL-1: per target, the elevation difference between the two models and the lower model's Ht. */
  readonly elevation?: Readonly<Record<string, { readonly difference: number; readonly lowerModelHt: number }>>;
  /** SE-1, SE-5: the models engaged with the target that stand within 2" of it. */
  readonly targetEngagedWithin2?: readonly string[];
  /** SE-2: every model within 2" of the target, friendly or enemy. */
  readonly within2OfTarget?: readonly string[];
  /** A declared effect (DeclareEffect), as recorded for a dispute. */
  readonly effect?: Readonly<Record<string, unknown>>;
  /** AC-4 Companion: distance to the friendly model whose Activation just ended. */
  readonly withinInchesOfLastActivated?: number;
}

export const EMPTY_TABLE: TableState = {
  phase: 'SETUP',
  crews: [],
  order: [],
  models: {},
  markers: [],
  activation: null,
  pending: null,
  walk: null,
  facts: {},
  disputes: [],
  vp: {},
};

export function modelOf(table: TableState, id: string): ModelState | undefined {
  return table.models[id];
}

export const isInPlay = (m: ModelState): boolean => m.status === 'IN_PLAY';

/** AC-2, Reactivate: may this model Activate now? (not yet this Turn, or an unused Reactivate). */
export function mayActivate(m: ModelState): boolean {
  if (!isInPlay(m)) return false;
  if (m.activations === 0) return true;
  return m.conditions.REACTIVATE !== undefined && !m.reactivatedThisTurn && m.activations === 1;
}

export function activatable(table: TableState, seat: SeatId): string[] {
  return table.order.filter((id) => table.models[id].seat === seat && mayActivate(table.models[id]));
}
