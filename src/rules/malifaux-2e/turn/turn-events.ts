// malifaux-2e §6-§19 Turn events (rules/malifaux-2e.md §22 "Suggested aggregates and events"): past tense, plain data
import type { SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { ModelDef } from './crew';
import type { DeclaredFacts, Marker } from './table-state';

type E<T extends string, D> = { readonly type: T; readonly data: D };

export type TurnEvent =
  | E<'CrewHired', { readonly seat: SeatId; readonly models: readonly ModelDef[] }>
  | E<'ActivationPhaseBegun', { readonly turn: number; readonly firstPlayer: SeatId; readonly next: SeatId | null }>
  | E<
      'ActivationStarted',
      {
        readonly turn: number;
        readonly modelId: string;
        readonly seat: SeatId;
        readonly chain: { readonly ability: string; readonly afterModelId: string } | null;
        readonly reactivation: boolean;
        /** AP-1..AP-4: general AP and restricted AP, with each source counted once. */
        readonly ap: number;
        readonly restricted: { readonly CASTING: number; readonly MELEE: number };
        readonly sources: readonly string[];
      }
    >
  | E<
      'ActionTaken',
      {
        readonly actionId: string;
        readonly modelId: string;
        readonly seat: SeatId;
        readonly action: string;
        readonly category: 'ATTACK' | 'TACTICAL';
        readonly printedAp: number;
        /** What was paid: general AP, restricted AP, and why an Action was free (AA-1 Charge, TR-6 Trigger). */
        readonly paid: number;
        readonly paidRestricted: number;
        readonly free: 'CHARGE' | 'TRIGGER' | null;
        readonly zeroAp: boolean;
        readonly targets: readonly string[];
        readonly facts: DeclaredFacts;
        /** Focused +N removed to gain `+` ×N on this Action's duel and damage flip. */
        readonly focus: number;
        readonly duelId: string | null;
        /** Charge: Close Attacks now paid for (AA-1). */
        readonly grants: number;
        readonly note: string | null;
      }
    >
  | E<'DisengageDeclared', { readonly actionId: string; readonly modelId: string; readonly strikers: readonly string[] }>
  | E<'DisengagingStrikeStarted', { readonly actionId: string; readonly strikerId: string; readonly action: string; readonly duelId: string; readonly distance: number }>
  | E<'DisengagingStrikeDeclined', { readonly actionId: string; readonly strikerId: string }>
  | E<'WalkResolved', { readonly actionId: string; readonly modelId: string; readonly blocked: boolean; readonly moved: number }>
  | E<'TargetRandomized', { readonly actionId: string; readonly from: string; readonly to: string }>
  | E<'AvatarManifestFailed', { readonly modelId: string; readonly turn: number; readonly manifestation: string }>
  | E<'AvatarManifested', { readonly modelId: string; readonly avatar: string; readonly manifestation: string; readonly baseMm: 30 | 40 | 50; readonly manifestEvent: string | null }>
  /** A declared effect of card text, recorded (and disputable by the other seat) like the facts of an Action. */
  | E<'EffectDeclared', { readonly effectId: string; readonly seat: SeatId | null; readonly kind: string; readonly modelId: string | null; readonly detail: Readonly<Record<string, unknown>> }>
  | E<'ConditionGained', { readonly modelId: string; readonly name: string; readonly value: number | null; readonly total: number | null }>
  | E<'ConditionRemoved', { readonly modelId: string; readonly name: string; readonly reason: string }>
  | E<'ConditionChanged', { readonly modelId: string; readonly name: string; readonly value: number; readonly reason: string }>
  | E<'ModelDamaged', { readonly modelId: string; readonly amount: number; readonly source: string; readonly woundsAfter: number }>
  | E<'ModelHealed', { readonly modelId: string; readonly amount: number; readonly woundsAfter: number }>
  | E<
      'ModelKilled',
      { readonly modelId: string; readonly seat: SeatId; readonly byModelId: string | null; readonly bySeat: SeatId | null; readonly turn: number; readonly marker: string | null; readonly buried: boolean }
    >
  | E<'ModelSacrificed', { readonly modelId: string; readonly seat: SeatId; readonly turn: number }>
  | E<'ModelBuried', { readonly modelId: string; readonly seat: SeatId }>
  | E<'ModelUnburied', { readonly modelId: string; readonly seat: SeatId; readonly inOwnDeploymentZone: boolean }>
  | E<'ModelSummoned', { readonly seat: SeatId; readonly byModelId: string; readonly model: ModelDef; readonly turn: number }>
  | E<
      'ModelPushed',
      {
        readonly modelId: string;
        readonly inches: number;
        readonly stoppedBy: string | null;
        /** PU-3: "directly towards / away from" a model or marker (absent on older events and pushes without one). */
        readonly direction?: { readonly kind: 'TOWARDS' | 'AWAY'; readonly of: string };
      }
    >
  /** MV-7: a placement, which is not a move (no Walk, no disengaging strike, no terrain cost, no AP). */
  | E<'ModelPlaced', { readonly modelId: string; readonly inches: number | null }>
  | E<'MarkerPlaced', Marker>
  | E<'MarkerRemoved', { readonly markerId: string; readonly byModelId: string | null }>
  | E<'ActivationEnded', { readonly modelId: string; readonly seat: SeatId; readonly reason: 'DONE' | 'PARALYZED' | 'BURIED' | 'KILLED' | 'SACRIFICED'; readonly apLost: number; readonly next: SeatId | null }>
  | E<'ActivationPhaseEnded', { readonly turn: number }>
  | E<'UpkeepResolved', { readonly turn: number; readonly order: readonly string[] }>
  | E<'VictoryPointsStep', { readonly turn: number; readonly awards: readonly { readonly seat: SeatId; readonly source: string; readonly vp: number }[] }>
  | E<'EncounterEndFlipped', { readonly turn: number; readonly seat: SeatId; readonly card: CardId | null; readonly threshold: number; readonly continues: boolean }>
  | E<'TurnEnded', { readonly turn: number }>
  | E<'FactDisputed', { readonly actionId: string; readonly fact: string; readonly by: SeatId; readonly reason: string }>
  | E<'DisputeResolved', { readonly actionId: string; readonly fact: string; readonly ruling: 'UPHELD' | 'OVERTURNED'; readonly resolvedBy: 'ORGANISER' | 'AGREEMENT' }>;

export const TURN_EVENT_TYPES: ReadonlySet<string> = new Set([
  'CrewHired', 'ActivationPhaseBegun', 'ActivationStarted', 'ActionTaken', 'DisengageDeclared', 'DisengagingStrikeStarted', 'DisengagingStrikeDeclined', 'WalkResolved', 'TargetRandomized', 'AvatarManifestFailed', 'AvatarManifested', 'EffectDeclared', 'ConditionGained', 'ConditionRemoved', 'ConditionChanged',
  'ModelDamaged', 'ModelHealed', 'ModelKilled', 'ModelSacrificed', 'ModelBuried', 'ModelUnburied', 'ModelSummoned', 'ModelPushed', 'ModelPlaced',
  'MarkerPlaced', 'MarkerRemoved', 'ActivationEnded', 'ActivationPhaseEnded', 'UpkeepResolved', 'VictoryPointsStep',
  'EncounterEndFlipped', 'TurnEnded', 'FactDisputed', 'DisputeResolved',
]);

export function isTurnEvent(e: { readonly type: string }): e is TurnEvent {
  return TURN_EVENT_TYPES.has(e.type);
}
