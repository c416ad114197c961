// malifaux-3e-gg3 events (rules/malifaux-3e-gg3.md §7 event catalogue): past tense, plain data. Members named
// `secret` hold what view.ts withholds from every other viewer until it is revealed or the encounter has ended.
import type { DomainEvent } from '../core/decider';
import type { Polygon, Half } from './geometry';
import type { Gg3Policies } from './policies';
import type { CovertPlacement, Generation, Gg3Marker, Gg3Model, Seat, SchemeSecret, Terrain } from './state';
import type { Deployment, Gg3Strategy, SchemeNo } from './tables';

type E<T extends string, D> = DomainEvent<T, D>;

export type Gg3Event =
  | E<'EncounterCreated', { encounterId: string; players: { seat: Seat; name: string }[]; seedCommitment: string; seed: string; createdAt: string; policies: Gg3Policies }>
  | E<'EncounterGenerated', { deployment: Deployment; strategy: Gg3Strategy; schemePool: SchemeNo[]; generation: Generation }>
  | E<'TerrainRegistered', { terrain: Terrain[] }>
  | E<'CrewDeclared', { seat: Seat; models: Gg3Model[] }>
  | E<'CrewsRevealed', Record<string, never>>
  | E<'SchemesCommitted', { seat: Seat; commitments: string[]; valid: true; secret: { payloads: SchemeSecret[]; salts: string[] } }>
  | E<'FateFlipped', { purpose: 'attacker' | 'initiative'; turn: number; nonces: Record<Seat, number>; rounds: { A: string; B: string }[]; winner: Seat }>
  | E<'AttackerDefenderDetermined', { attacker: Seat; defender: Seat; chosenBy?: Seat }>
  | E<'DeploymentZonesChosen', { halves: Record<Seat, Half>; zones: Record<Seat, Polygon>; centerlineOrientation: 'x-axis' }>
  | E<'StrategyMarkerDropped', { marker: Gg3Marker }>
  | E<'MarkerDropped', { marker: Gg3Marker; by: Seat }>
  | E<'MarkerRemoved', { markerId: string; reason: string }>
  | E<'CrewsDeployed', Record<string, never>>
  | E<'PregameInitiativeDeclared', { seat: Seat }>
  | E<'CurseTokenPlaced', { placerCrew: Seat; model: string; phase: 'setup' | 'summon' }>
  | E<'CurseSetupEnded', { skipped: Seat[] }>
  | E<'ClaimTokensGranted', { lineageIds: string[] }>
  | E<'TurnStarted', { turn: number; initiative: Seat; chosenBy?: Seat }>
  | E<'CovertSelectionCommitted', { seat: Seat; turn: number; commitment: string; secret: { lineageIds: string[]; salt: string } }>
  | E<'ActivationPhaseStarted', { turn: number }>
  | E<'DamageApplied', { factId: string; by: Seat; source: string; target: string; amount: number; activationId: string }>
  | E<'Healed', { factId: string; by: Seat; target: string; amount: number }>
  | E<'ModelKilled', { factId: string; by: Seat; victim: string; killer: string | null; killerController: Seat | null; leadersWithin3: string[]; wasBuried: boolean }>
  | E<'CurseDiscardDeclined', { byCrew: Seat; fromModel: string }>
  | E<'CurseTokenDiscarded', { byCrew: Seat; fromModel: string; turn: number }>
  | E<'CurseTokensRedistributed', { fromModel: string; to: string[]; removed: number }>
  | E<'ModelSummoned', { factId: string; by: Seat; model: Gg3Model }>
  | E<'ModelReplaced', { factId: string; by: Seat; lineageId: string; modelId: string; name: string; station: Gg3Model['station']; cost: number | null; maxHealth: number; higherCost: boolean }>
  | E<'ModelBuried', { factId: string; by: Seat; lineageId: string }>
  | E<'ModelUnburied', { factId: string; by: Seat; lineageId: string }>
  | E<'StrategyMarkerPushed', { factId: string; by: Seat; model: string; markerId: string; x: number; y: number; distance: number; removedMarkers: string[] }>
  | E<'CurseTokenMoved', { factId: string; by: Seat; from: string; to: string }>
  | E<'ActivationEnded', { lineageId: string; activationId: string }>
  | E<'EndPhaseStarted', { turn: number }>
  | E<'CovertSelectionRevealed', { seat: Seat; turn: number; lineageIds: string[]; salt: string; placement: CovertPlacement | null; factId: string | null }>
  | E<'CovertPlacementsApplied', { turn: number }>
  | E<'ClaimTokenPlaced', { seat: Seat; model: string; marker: string; factId: string }>
  | E<'StrategyFactsDeclared', { seat: Seat; factId: string; near: Record<string, string[]> }>
  | E<'StrategyVpAwarded', { awardId: string; seat: Seat; turn: number; vp: number; reason: string; factIds: string[] }>
  | E<'StrategyScored', { turn: number; counts: Record<Seat, number> }>
  | E<'SchemeRevealed', { seat: Seat; slot: 0 | 1; payload: SchemeSecret; salt: string }>
  | E<'SchemeVpAwarded', { awardId: string; seat: Seat; slot: 0 | 1; no: SchemeNo; part: 'reveal' | 'end'; turn: number; reason: string; factIds: string[]; removedMarkers: string[] }>
  | E<'ClaimsFinished', { seat: Seat; stage: 'turn' | 'game' }>
  | E<'TurnEnded', { turn: number }>
  | E<'FactAsserted', { factId: string; seat: Seat; kind: string; fact: Record<string, unknown>; turn: number }>
  | E<'FactConfirmed', { factId: string; by: Seat }>
  | E<'FactDisputed', { factId: string; by: Seat; reason: string }>
  | E<'DisputeResolved', { factId: string; ruling: 'upheld' | 'overruled' }>
  | E<'VpRevoked', { awardId: string; reason: string }>
  | E<'DamageReverted', { factId: string; target: string; amount: number }>
  | E<'HealingReverted', { factId: string; target: string; amount: number }>
  | E<'ModelRestored', { factId: string; lineageId: string; status: 'in-play' | 'buried'; health: number; curse: number }>
  | E<'GameEnded', { endedAt: string; reason: string; vp: Record<Seat, number>; winner: Seat | null; seed: string }>;

export type Gg3EventType = Gg3Event['type'];
export type EventOf<T extends Gg3EventType> = Extract<Gg3Event, { type: T }>;
