// malifaux-1e §14 Encounters: events of the encounter slice (rules/malifaux-1e.md §14.1-§14.12, Appendix A "encounters")
import type { StrategyDefinition1e } from './objectives';
import type { DomainEvent, SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { TerrainPiece1e } from '../terrain/terrain';
import type { CrewList1e, HiringResult1e } from './crew';
import type { EncounterPolicy1e } from './encounter-policy';
import type { MagicPolicy1e } from '../magic/magic-policy';
import type { TerrainPolicy1e } from '../terrain/terrain-policy';
import type { ChosenScheme, EndFlipRecord, PendingChoice, SchemeDefinition, StrategyHeld } from './encounter-state';
import type { VpLine } from './game-length';
import type { Deployment1e, EncounterSize1e, ExtendedKind, Faction1e } from './tables';

export type EncounterSliceEvent1e =
  | DomainEvent<'EncounterSetupBegun1e', { readonly policy: EncounterPolicy1e; readonly magicPolicy?: MagicPolicy1e; readonly terrainPolicy?: TerrainPolicy1e; readonly schemes: readonly SchemeDefinition[]; readonly strategies?: readonly StrategyDefinition1e[] }>
  | DomainEvent<'EncounterSizeChosen1e', { readonly size: EncounterSize1e; readonly soulstones: number; readonly maxHand: number; readonly withinSuggestedRange: boolean }>
  | DomainEvent<'FactionChosen1e', { readonly seat: SeatId; readonly faction: Faction1e }>
  /** A setup flip and what the table made of it (the cards are public). */
  | DomainEvent<'SetupFlipped1e', { readonly table: 'INDOOR_OUTDOOR' | 'LOCATION' | 'SPECIAL' | 'DEPLOYMENT' | 'EXTENDED_KIND' | 'STRATEGY'; readonly seat: SeatId; readonly cards: readonly (CardId | null)[]; readonly result: string }>
  | DomainEvent<'SetupChoicePending1e', PendingChoice>
  | DomainEvent<'SetupChoiceMade1e', PendingChoice & { readonly value: string }>
  | DomainEvent<'LocationDetermined1e', { readonly where: 'OUTDOOR' | 'INDOOR'; readonly location: string; readonly agreed: boolean }>
  | DomainEvent<'SpecialLocationApplied1e', { readonly specials: readonly string[] }>
  | DomainEvent<'EncounterTerrainRecorded1e', { readonly pieces: readonly TerrainPiece1e[] }>
  | DomainEvent<'DeploymentDetermined1e', { readonly deployment: Deployment1e; readonly agreed: boolean }>
  | DomainEvent<'EncounterTypeChosen1e', { readonly type: 'GENERAL' | 'EXTENDED' }>
  | DomainEvent<'ExtendedKindDetermined1e', { readonly kind: ExtendedKind }>
  | DomainEvent<'StrategyDetermined1e', { readonly seat: SeatId | null; readonly strategy: string }>
  | DomainEvent<'StrategiesSettled1e', { readonly strategies: Readonly<Partial<Record<SeatId, StrategyHeld>>> }>
  | DomainEvent<'StrategyReflipDecided1e', { readonly seat: SeatId; readonly reflip: boolean }>
  /** Secret: the list and its accounting are seen by their seat only until CrewsRevealed1e (PO-3). */
  | DomainEvent<'CrewSubmitted1e', { readonly seat: SeatId; readonly list: CrewList1e; readonly hiring: HiringResult1e }>
  | DomainEvent<'CrewsRevealed1e', { readonly crews: Readonly<Partial<Record<SeatId, CrewList1e>>>; readonly hiring: Readonly<Partial<Record<SeatId, HiringResult1e>>> }>
  /** Secret: the schemes are seen by their seat only until announced (SC-5) or revealed at the end (GL-2). */
  | DomainEvent<'SchemesChosen1e', { readonly seat: SeatId; readonly schemes: readonly ChosenScheme[] }>
  | DomainEvent<'StartingPoolsSet1e', { readonly pools: Readonly<Partial<Record<SeatId, number>>>; readonly schemesNotTaken: Readonly<Partial<Record<SeatId, number>>> }>
  | DomainEvent<'DeploymentOrderFlipped1e', { readonly rounds: readonly Readonly<Partial<Record<SeatId, CardId | null>>>[]; readonly winner: SeatId }>
  | DomainEvent<'CrewDeployed1e', { readonly seat: SeatId }>
  | DomainEvent<'SchemesAnnounced1e', { readonly seat: SeatId; readonly schemes: readonly ChosenScheme[] }>
  | DomainEvent<'EncounterBegun1e', { readonly turn: 1 }>
  | DomainEvent<'EndFlipped1e', EndFlipRecord>
  | DomainEvent<'TurnCompleted1e', { readonly turn: number; readonly gameOver: boolean }>
  | DomainEvent<'SchemesRevealed1e', { readonly schemes: Readonly<Partial<Record<SeatId, readonly ChosenScheme[]>>> }>
  | DomainEvent<'VictoryPointsScored1e', { readonly seat: SeatId; readonly lines: readonly VpLine[]; readonly raw: number; readonly capped: number }>
  | DomainEvent<'EncounterDecided1e', { readonly totals: Readonly<Partial<Record<SeatId, number>>>; readonly winner: SeatId | null }>;

export type EncounterSliceEventType1e = EncounterSliceEvent1e['type'];
