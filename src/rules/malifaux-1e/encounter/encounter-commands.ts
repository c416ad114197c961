// malifaux-1e §14 Encounters: commands of the encounter slice (rules/malifaux-1e.md §14.1-§14.12, Appendix A "encounters")
// Every setup step takes either a flip or an agreed value (§14 intro: `mode: FLIP | AGREED`).
import type { Actor, SeatId } from '../../core/decider';
import type { TerrainPieceInput1e } from '../terrain/terrain';
import type { CrewList1e } from './crew';
import type { EncounterPolicy1e } from './encounter-policy';
import type { MagicPolicy1e } from '../magic/magic-policy';
import type { TerrainPolicy1e } from '../terrain/terrain-policy';
import type { SchemeDefinition } from './encounter-state';
import type { ObjectiveFacts, StrategyDefinition1e } from './objectives';
import type { Deployment1e, EncounterSize1e, Faction1e } from './tables';

type Cmd<T extends string, D> = { readonly type: T; readonly actor: Actor; readonly data: D };
export type SetupMode = 'FLIP' | 'AGREED';

export type EncounterSliceCommand1e =
  | Cmd<'BeginEncounterSetup1e', { readonly policy?: Partial<EncounterPolicy1e>; readonly magicPolicy?: Partial<MagicPolicy1e>; readonly terrainPolicy?: Partial<TerrainPolicy1e>; readonly schemes?: readonly SchemeDefinition[]; readonly strategies?: readonly StrategyDefinition1e[] }>
  | Cmd<'ChooseEncounterSize1e', { readonly size: EncounterSize1e; readonly soulstones: number }>
  | Cmd<'ChooseFaction1e', { readonly seat: SeatId; readonly faction: Faction1e }>
  | Cmd<'DetermineLocation1e', { readonly mode: SetupMode; readonly seat: SeatId; readonly location?: string }>
  | Cmd<'MakeSetupChoice1e', { readonly seat: SeatId; readonly value: string }>
  | Cmd<'FlipSpecialLocation1e', { readonly seat: SeatId }>
  | Cmd<'RecordEncounterTerrain1e', { readonly pieces: readonly TerrainPieceInput1e[] }>
  | Cmd<'DetermineDeployment1e', { readonly mode: SetupMode; readonly seat: SeatId; readonly deployment?: Deployment1e }>
  | Cmd<'ChooseEncounterType1e', { readonly type: 'GENERAL' | 'EXTENDED'; readonly seat: SeatId }>
  | Cmd<'FlipStrategy1e', { readonly seat: SeatId }>
  | Cmd<'DecideStrategyReflip1e', { readonly seat: SeatId; readonly reflip: boolean }>
  | Cmd<'SubmitCrew1e', { readonly seat: SeatId; readonly list: CrewList1e }>
  | Cmd<'ChooseSchemes1e', { readonly seat: SeatId; readonly schemes: readonly { readonly id: string; readonly selects?: readonly string[] }[] }>
  | Cmd<'FlipDeploymentOrder1e', Record<string, never>>
  | Cmd<'DeployCrew1e', { readonly seat: SeatId }>
  | Cmd<'AnnounceSchemes1e', { readonly seat: SeatId; readonly schemes: readonly string[] }>
  | Cmd<'EndTurn1e', { readonly turn: number; readonly lastActivator: SeatId }>
  | Cmd<'ScoreVictoryPoints1e', { readonly seat: SeatId; readonly lines: readonly { readonly source: 'STRATEGY' | 'SCHEME'; readonly id: string; readonly vp?: number; readonly facts?: ObjectiveFacts; readonly met?: readonly string[] }[] }>;

export type EncounterSliceCommandType1e = EncounterSliceCommand1e['type'];
export const ENCOUNTER_COMMAND_TYPES_1E: readonly EncounterSliceCommandType1e[] = [
  'BeginEncounterSetup1e',
  'ChooseEncounterSize1e',
  'ChooseFaction1e',
  'DetermineLocation1e',
  'MakeSetupChoice1e',
  'FlipSpecialLocation1e',
  'RecordEncounterTerrain1e',
  'DetermineDeployment1e',
  'ChooseEncounterType1e',
  'FlipStrategy1e',
  'DecideStrategyReflip1e',
  'SubmitCrew1e',
  'ChooseSchemes1e',
  'FlipDeploymentOrder1e',
  'DeployCrew1e',
  'AnnounceSchemes1e',
  'EndTurn1e',
  'ScoreVictoryPoints1e',
];
