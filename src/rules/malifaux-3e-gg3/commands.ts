// malifaux-3e-gg3 commands (rules/malifaux-3e-gg3.md §3-§6; README "Commands"): plain data, imperative names.
// Table facts (D/G) travel inside the command that needs them and are recorded as declared facts (FACT-1).
import type { Actor } from '../core/decider';
import type { Polygon } from './geometry';
import type { Gg3Policies } from './policies';
import type { Seat } from './state';
import type { Deployment, Gg3Strategy, Station } from './tables';

export interface ModelInput {
  readonly lineageId: string;
  readonly modelId?: string;
  readonly name: string;
  readonly station: Station;
  readonly cost: number | null;
  readonly isLeader?: boolean;
  readonly isTotem?: boolean;
  readonly insignificant?: boolean;
  readonly maxHealth: number;
}

export interface GenerationInput {
  readonly method: 'server-rng' | 'physical-flip' | 'to-assigned';
  readonly deployment?: Deployment;
  readonly strategy?: Gg3Strategy;
  readonly schemePool?: readonly number[];
  /** physical-flip: the cards flipped at the table, in order (e.g. "RAM-7", "RJ"). */
  readonly flips?: readonly string[];
}

/** A scheme claim's declared table facts (D/G), by scheme; only what that scheme's line needs (FACT-2 (b)). */
export interface ClaimFacts {
  readonly model?: string;
  readonly modelInEnemyDz?: boolean;
  readonly enemiesWithin4LoS?: readonly string[];
  readonly enemiesNearMarkers?: Readonly<Record<string, readonly string[]>>;
  readonly engagedBy?: Readonly<Record<string, readonly string[]>>;
  readonly near?: Readonly<Record<string, string>>;
  readonly onEnemyHalf?: boolean;
  readonly engaged?: boolean;
  readonly leader?: string;
  readonly markersNearLeader?: readonly string[];
  readonly pairwiseWithin3?: boolean;
  readonly enemy?: string;
  /** Load 'Em Up Reveal: the six (or more) markers named. */
  readonly markers?: readonly string[];
}

type C<T extends string, D> = { readonly type: T; readonly actor: Actor; readonly data: D };

export type Gg3Command =
  | C<'CreateEncounter', { encounterId: string; players: readonly { name: string }[]; seed: string; seedCommitment: string; now: string; generation: GenerationInput; policies?: Partial<Gg3Policies> }>
  | C<'RegisterTerrain', { terrain: readonly { terrainId: string; label: string; footprint: Polygon }[] }>
  | C<'DeclareCrew', { seat: Seat; models: readonly ModelInput[] }>
  | C<'ChooseSchemes', { seat: Seat; schemes: readonly Record<string, unknown>[]; salts: readonly string[] }>
  | C<'DetermineAttacker', { attacker?: Seat }>
  | C<'ChooseAfterFlip', { seat: Seat; pick: Seat }>
  | C<'ChooseDeploymentZones', { seat: Seat; half: 'low' | 'high'; zones?: Partial<Record<Seat, Polygon>> }>
  | C<'PlaceStrategyMarker', { seat: Seat; x: number; y: number }>
  | C<'DeployCrews', Record<string, never>>
  | C<'DeclarePregameInitiative', { seat: Seat }>
  | C<'PlaceCurseToken', { seat: Seat; model: string }>
  | C<'StartTurn', { initiative?: Seat }>
  | C<'CommitCovertSelection', { seat: Seat; lineageIds: readonly string[]; salt: string }>
  | C<'StartActivations', Record<string, never>>
  | C<'RecordDamage', { seat: Seat; factId: string; source: string; target: string; amount: number; activationId: string }>
  | C<'RecordHealing', { seat: Seat; factId: string; target: string; amount: number }>
  | C<'RecordKill', { seat: Seat; factId: string; victim: string; killer: string | null; leadersWithin3: readonly string[] }>
  | C<'DiscardCurseToken', { seat: Seat; discard: boolean }>
  | C<'RedistributeCurseTokens', { seat: Seat; recipients: readonly string[] }>
  | C<'RecordSummon', { seat: Seat; factId: string; model: ModelInput; hasSummonUpgrade: boolean }>
  | C<'RecordReplace', { seat: Seat; factId: string; lineageId: string; modelId: string; name: string; station: Station; cost: number | null; maxHealth: number }>
  | C<'RecordBury', { seat: Seat; factId: string; lineageId: string; buried: boolean }>
  | C<'DropMarker', { seat: Seat; markerId: string; type: string; owner: Seat | null; x: number; y: number }>
  | C<'RemoveMarker', { seat: Seat; markerId: string; reason: string }>
  | C<'PushStrategyMarker', { seat: Seat; factId: string; by: string; markerId: string; x: number; y: number; within1: boolean; removedMarkers: readonly string[] }>
  | C<'PassCurseToken', { seat: Seat; factId: string; from: string; to: string; within1: boolean; engagedByOthers?: boolean }>
  | C<'EndActivation', { seat: Seat; lineageId: string; activationId: string }>
  | C<'EndTurn', Record<string, never>>
  | C<'RevealCovertSelection', { seat: Seat; placement?: { model: string; marker: string; notEngaged: boolean; within2: boolean }; factId?: string }>
  | C<'DeclareStrategyFacts', { seat: Seat; factId: string; near: Readonly<Record<string, readonly string[]>> }>
  | C<'ClaimScheme', { seat: Seat; slot: 0 | 1; part: 'reveal' | 'end'; factId: string; facts: ClaimFacts; removeMarkers: readonly string[] }>
  | C<'FinishClaims', { seat: Seat }>
  | C<'ConfirmFact', { seat: Seat; factId: string }>
  | C<'DisputeFact', { seat: Seat; factId: string; reason: string }>
  | C<'ResolveDispute', { factId: string; ruling: 'upheld' | 'overruled' }>
  | C<'WithdrawFact', { seat: Seat; factId: string }>
  | C<'EndEncounter', { reason: string; now: string }>;

export type Gg3CommandType = Gg3Command['type'];
