// malifaux-1e §14 Encounters: the encounter slice of the 1E state (rules/malifaux-1e.md §14.1-§14.12; seed 000_8cac2ea3b25a10d7.txt lines 4014-4974)
import type { StrategyDefinition1e, VpAward1e } from './objectives';
import type { SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { CrewList1e, HiringResult1e } from './crew';
import { DEFAULT_ENCOUNTER_POLICY_1E, type EncounterPolicy1e } from './encounter-policy';
import { DEFAULT_MAGIC_POLICY_1E, type MagicPolicy1e } from '../magic/magic-policy';
import { DEFAULT_TERRAIN_POLICY_1E, type TerrainPolicy1e } from '../terrain/terrain-policy';
import type { SchemeType } from './objectives';
import type { Deployment1e, EncounterSize1e, ExtendedKind, Faction1e } from './tables';
import type { VpLine } from './game-length';

/** §14.1 the setup sequence (terrain after the location, lines 4281-4314), then play, scoring and the end. */
export const SETUP_STEPS_1E = [
  'BEGIN',
  'CHOOSE_SIZE',
  'CHOOSE_FACTIONS',
  'DETERMINE_LOCATION',
  'SPECIAL_LOCATION',
  'RECORD_TERRAIN',
  'DETERMINE_DEPLOYMENT',
  'CHOOSE_ENCOUNTER_TYPE',
  'DETERMINE_STRATEGIES',
  'REFLIP_STRATEGIES',
  'HIRE_CREWS',
  'CHOOSE_SCHEMES',
  'DEPLOYMENT_ORDER',
  'DEPLOY',
  'ANNOUNCE_SCHEMES',
  'PLAYING',
  'SCORING',
  'ENDED',
] as const;
export type SetupStep1e = (typeof SETUP_STEPS_1E)[number];

/** A decision a table gave to a seat (a Joker on a setup flip). */
export interface PendingChoice {
  readonly what: 'INDOOR_OUTDOOR' | 'LOCATION' | 'SPECIAL' | 'DEPLOYMENT' | 'EXTENDED_KIND' | 'STRATEGY';
  readonly seat: SeatId;
  /** STRATEGY: whose strategy is chosen (a BJ on the individual table: the opponent chooses it). */
  readonly forSeat?: SeatId;
  readonly where?: 'OUTDOOR' | 'INDOOR';
  /** INDOOR_OUTDOOR: the seat that flipped the first card flips the second (§14.4). */
  readonly flipper?: SeatId;
}

/** SC-2: a scheme as data (the texts are MISSING; a league registers them at setup). */
export interface SchemeDefinition {
  readonly id: string;
  readonly fr: string;
  readonly en: string;
  readonly type: SchemeType;
  readonly faction?: Faction1e;
  readonly master?: string;
  readonly selects: number;
  readonly announce: 'MAY' | 'MUST' | 'NEVER';
  /** SC-2: its VP as data (objectives.ts); absent: the text is MISSING and its VP are declared. */
  readonly awards?: readonly VpAward1e[];
}

export interface ChosenScheme {
  readonly id: string;
  /** SC-4: the models or terrain pieces it selects. */
  readonly selects: readonly string[];
  readonly announced: boolean;
}

export interface StrategyHeld {
  readonly id: string;
  /** §14.7: the shared version (both flipped the same, or a shared strategy). */
  readonly shared: boolean;
}

export interface EndFlipRecord {
  readonly turn: number;
  readonly seat: SeatId;
  readonly card: CardId | null;
  readonly threshold: number;
  readonly continues: boolean;
}

export interface Malifaux1eEncounterSlice {
  readonly seats: readonly SeatId[];
  readonly step: SetupStep1e;
  readonly policy: EncounterPolicy1e;
  /** §20.2 #16, #30 and #17: the magic and terrain readings this encounter plays (set with the setup). */
  readonly magicPolicy: MagicPolicy1e;
  readonly terrainPolicy: TerrainPolicy1e;
  readonly size: EncounterSize1e | null;
  readonly soulstones: number | null;
  readonly factions: Readonly<Partial<Record<SeatId, Faction1e>>>;
  readonly where: 'OUTDOOR' | 'INDOOR' | null;
  readonly location: string | null;
  /** LO-1: the special terrain / events applied (French names). */
  readonly specials: readonly string[];
  readonly deployment: Deployment1e | null;
  readonly encounterType: 'GENERAL' | 'EXTENDED' | null;
  readonly extendedKind: ExtendedKind | null;
  readonly strategies: Readonly<Partial<Record<SeatId, StrategyHeld>>>;
  /** W37, HI-13: seats that paid 1 SS to reflip. */
  readonly reflipped: readonly SeatId[];
  readonly reflipDecided: readonly SeatId[];
  readonly pending: PendingChoice | null;
  /** Secret until CrewsRevealed (PO-3). */
  readonly crews: Readonly<Partial<Record<SeatId, { readonly list: CrewList1e; readonly hiring: HiringResult1e }>>>;
  readonly crewsRevealed: boolean;
  readonly schemeDefinitions: readonly SchemeDefinition[];
  /** §14.7: the strategies whose texts the league supplied (absent in streams before them). */
  readonly strategyDefinitions?: readonly StrategyDefinition1e[];
  /** Secret until announced (SC-5) or the end (GL-2). */
  readonly schemes: Readonly<Partial<Record<SeatId, readonly ChosenScheme[]>>>;
  readonly schemesRevealed: boolean;
  readonly pools: Readonly<Partial<Record<SeatId, number>>>;
  /** §14.11: the seat that deploys first, then the other. */
  readonly deployOrder: readonly SeatId[];
  readonly orderWinner: SeatId | null;
  readonly deployed: readonly SeatId[];
  readonly announcedBy: readonly SeatId[];
  readonly turn: number;
  readonly endFlips: readonly EndFlipRecord[];
  readonly vp: Readonly<Partial<Record<SeatId, { readonly lines: readonly VpLine[]; readonly raw: number; readonly capped: number }>>>;
  readonly winner: SeatId | null;
}

export function initialEncounterSlice(seats: readonly SeatId[] = ['A', 'B']): Malifaux1eEncounterSlice {
  return {
    seats,
    step: 'BEGIN',
    policy: DEFAULT_ENCOUNTER_POLICY_1E,
    magicPolicy: DEFAULT_MAGIC_POLICY_1E,
    terrainPolicy: DEFAULT_TERRAIN_POLICY_1E,
    size: null,
    soulstones: null,
    factions: {},
    where: null,
    location: null,
    specials: [],
    deployment: null,
    encounterType: null,
    extendedKind: null,
    strategies: {},
    reflipped: [],
    reflipDecided: [],
    pending: null,
    crews: {},
    crewsRevealed: false,
    schemeDefinitions: [],
    schemes: {},
    schemesRevealed: false,
    pools: {},
    deployOrder: [],
    orderWinner: null,
    deployed: [],
    announcedBy: [],
    turn: 0,
    endFlips: [],
    vp: {},
    winner: null,
  };
}
