// malifaux-2e §20 Standard Encounters: state, commands and events of setup, schemes and scoring (rules/malifaux-2e.md; seed 1811-2454)
import type { Actor, SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { CrewList, HireSummary } from './hiring';
import type { Deployment, DeploymentZone, Faction, SchemeId, SizeClass, Strategy } from './tables';
import type { StoryDeployment, StoryStrategy } from './story-tables';
import type { Suit } from '../../malifaux/cards';

/** TE-3 trait flags. */
export const TERRAIN_TRAITS = ['blocking', 'climbable', 'dense', 'enclosed', 'hardCover', 'hazardous', 'impassable', 'severe', 'softCover', 'vantagePoint'] as const;
export type TerrainTrait = (typeof TERRAIN_TRAITS)[number];
export const TERRAIN_KINDS = ['FORMATION', 'WALL', 'UNEVEN_GROUND', 'GROVE', 'HILL', 'CLIFF', 'STRUCTURE', 'OTHER'] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

export interface TerrainPieceInput {
  readonly id: string;
  readonly kind: TerrainKind;
  /** TE-1: real height in inches; Ht is derived (rounded down). */
  readonly heightInches: number;
  /** TE-2: the base, the physical one or an agreed outline (free text or a polygon description). */
  readonly base: string;
  /** TE-3; absent: the typical traits of its kind (TE-4). */
  readonly traits?: readonly TerrainTrait[];
}
export interface TerrainPiece extends TerrainPieceInput {
  readonly ht: number;
  readonly traits: readonly TerrainTrait[];
  readonly placedBy: SeatId;
}

export interface SchemeNotes {
  /** Bodyguard, Entourage, Frame for Murder (sucker), Vendetta (friendly): one own model. */
  readonly friendlyModelId?: string;
  /** Vendetta, Take Prisoner, Murder Protégé: one enemy model. */
  readonly enemyModelId?: string;
}
export interface SchemeChoice {
  readonly scheme: SchemeId;
  readonly notes: SchemeNotes;
}
/** SC-0b: how a scheme was revealed; START and OWN count for reveal bonuses, SHOWN (end step 3) does not. */
export type RevealedHow = 'START' | 'OWN' | 'SHOWN' | null;
export interface SchemeCard extends SchemeChoice {
  readonly revealed: RevealedHow;
  /** VP earned so far (SC-0a cap 3). */
  readonly vp: number;
  /** Once-per-game schemes (Plant Explosives, Spring the Trap, Deliver a Message, Vendetta's first attack) used. */
  readonly used: readonly string[];
}

export type StrategyFacts = {
  /** Turf War: own non-Peon models within 6" of the Turf Marker. */
  readonly nonPeonWithin6?: number;
  /** Reconnoiter: own eligible non-Peon models per Quarter (entirely inside, not within 6" of the Center). */
  readonly quarters?: readonly [number, number, number, number];
  /** Squatter's Rights: Squat Markers this crew holds claims on. */
  readonly claimsHeld?: number;
  /** Stake a Claim: Claim Markers on the Enemy Half and on the own half (on the Centerline: neither, A-16). */
  readonly claimMarkers?: { readonly enemyHalf: number; readonly ownHalf: number };
  /** §21.5 Story Strategies: the declared fact of each VP source of the seat's side (a count, or 1: it holds). */
  readonly story?: Readonly<Record<string, number>>;
};

export interface SchemeFacts {
  /** Scheme Markers used (A Line in the Sand: on the Centerline; Breakthrough: within 6" of the enemy DZ;
   * Protect Territory: qualifying; Spring the Trap: within 4" of the enemy Leader). SC-0e: each counts once. */
  readonly markers?: readonly string[];
  /** Plant Explosives: enemy models within 3" of own markers; and own markers within 3" of an enemy. */
  readonly enemiesWithin3?: readonly string[];
  /** Plant Explosives / Spring the Trap: score now (once per game). */
  readonly detonate?: boolean;
  /** Bodyguard: the noted model is ≥ 8" from its own DZ. */
  readonly beyond8FromOwnDz?: boolean;
  /** Cursed Object: the enemy model whose Cursed Object ends for 1 VP. */
  readonly endCursedObjectOn?: string;
  /** Deliver a Message: which of the recorded (2) Interacts on the engaged enemy Leader this Turn counts (optional). */
  readonly deliveredBy?: string;
  /** Outflank: a non-Peon unengaged model on the Centerline within 3" of end A / of end B; any unengaged within 3" of an end. */
  readonly endA?: string;
  readonly endB?: string;
  readonly unengagedNearEnd?: boolean;
  /** Plant Evidence: terrain pieces touched by an own marker on the Enemy Half. */
  readonly terrain?: readonly { readonly pieceId: string; readonly markerId: string }[];
  /** Entourage: where the noted model stands. */
  readonly position?: 'ENEMY_DZ' | 'ENEMY_HALF' | 'OTHER';
  /** Take Prisoner: an own non-Peon model engages the noted enemy; no other enemy within 3" of it. */
  readonly engaged?: boolean;
  readonly noOtherEnemyWithin3?: boolean;
  /** Power Ritual: per Table Corner an own marker within 6", and whether that corner is inside the own DZ. */
  readonly corners?: readonly { readonly corner: 1 | 2 | 3 | 4; readonly markerId: string; readonly inOwnDz: boolean }[];
  /** §21.7 Spread of Decay: friendly Undead models and Corpse Markers completely inside each Quarter. */
  readonly decayPerQuarter?: readonly [number, number, number, number];
  /** §21.7 Watchful Eyes: own Scheme Markers within 6" of the own DZ and of the enemy DZ. */
  readonly nearOwnDz?: readonly string[];
  readonly nearEnemyDz?: readonly string[];
}

export interface ScoringDeclaration {
  readonly declarationId: string;
  readonly seat: SeatId;
  readonly turn: number;
  /** TURN: the Earn-VP step of this Turn; END: the end of the game (used only if the encounter ends). */
  readonly moment: 'TURN' | 'END';
  readonly strategy?: StrategyFacts;
  readonly schemes?: Partial<Record<SchemeId, SchemeFacts>>;
  /** End step 4 (VP-2): the scheme the seat scores first. */
  readonly firstScheme?: SchemeId;
  readonly answer: 'PENDING' | 'CONFIRMED' | 'DISPUTED';
  readonly answerReason: string | null;
  /** The organiser's ruling on a disputed declaration; an OVERTURNED one is not used for scoring from then on. */
  readonly ruling?: 'UPHELD' | 'OVERTURNED' | null;
}

export interface LedgerEntry {
  readonly seat: SeatId;
  /** SHINDIG: §21.6, the first Crew damaged by an enemy Attack Action. */
  readonly source: 'STRATEGY' | 'SHINDIG' | SchemeId;
  readonly vp: number;
  /** The Turn scored, or 0 for the end of the game. */
  readonly turn: number;
  readonly reason: string;
  /** The stream versions of the events that earned it, and the declarations it relied on. */
  readonly events: readonly number[];
  readonly declarations: readonly string[];
}

export interface KillRecord {
  readonly modelId: string;
  readonly seat: SeatId;
  readonly byModelId: string | null;
  readonly bySeat: SeatId | null;
  readonly turn: number;
  readonly how: 'KILLED' | 'SACRIFICED' | 'BURIED_AT_END';
  readonly version: number;
}

export type SetupStepName =
  | 'RECORD_TERRAIN'
  | 'SET_ENCOUNTER_SIZE'
  | 'ANNOUNCE_FACTIONS'
  | 'DETERMINE_DEPLOYMENT'
  | 'DETERMINE_STRATEGY'
  | 'GENERATE_SCHEME_POOL'
  | 'HIRE_CREWS'
  | 'CHOOSE_SCHEMES'
  | 'FLIP_DEPLOYMENT_ORDER'
  | 'CHOOSE_DEPLOYMENT_ORDER'
  | 'CHOOSE_DEPLOYMENT_ZONE'
  | 'COMPLETE';

export interface SetupPreset {
  readonly deployment?: Deployment;
  readonly strategy?: Strategy;
  readonly schemePool?: readonly SchemeId[];
}

/** §21.4: a Story Encounter's Strategy: the Attacker's by value, the Defender's objective by suit; a Joker starts a Shindig. */
export interface StoryState {
  readonly attacker: SeatId;
  readonly defender: SeatId;
  readonly attackerStrategy: StoryStrategy;
  readonly defenderObjective: string;
  readonly shindig: 'RJ' | 'BJ' | null;
}

/** §21.8: game k (2..5) of a series of Linked Games, derived by the server from game k-1 (linked-games.ts). */
export interface LinkedContext {
  readonly game: number;
  readonly previousEncounterId: string;
  readonly encounterSize: number;
  /** By player name: what the series holds each player to, and her VP so far. */
  readonly players: Readonly<Record<string, { readonly faction: Faction; readonly leaderName: string; readonly schemesUsed: readonly SchemeId[]; readonly totalVp: number }>>;
  /** The winner of the previous game (spoils); null after a tie (no spoils). */
  readonly previousWinner: string | null;
  /** the same announced Faction in every game (default on). */
  readonly sameFaction: boolean;
}

/** §21.8 spoils: what the previous game's winner chose before terrain. */
export type SpoilsOption = 'ROLE_AFTER_FLIP' | 'UNCONVENTIONAL_TERRAIN' | 'ATTACKER_STRATEGY' | 'DEFENDER_OBJECTIVE';
export interface Spoils {
  readonly seat: SeatId;
  readonly option: SpoilsOption;
  readonly attackerStrategy?: StoryStrategy;
  readonly defenderSuit?: Suit;
  readonly terrain?: string;
  /** ROLE_AFTER_FLIP: set once she has chosen her side after the flip. */
  readonly roleChosen?: boolean;
}

export interface StandardEncounter {
  readonly step: SetupStepName;
  /** §21.8: the previous winner's spoils in a linked game. */
  readonly spoils?: Spoils | null;
  /** §21.8: this game's place in a series of Linked Games (absent: a single game). */
  readonly linked?: LinkedContext | null;
  /** §20 Standard or §21 Story Encounter (absent: Standard). */
  readonly mode?: 'STANDARD' | 'STORY';
  readonly story?: StoryState | null;
  /** RD-2 at the start of setup: places the first terrain piece and flips the setup tables from her deck. */
  readonly placer: SeatId;
  readonly preset: SetupPreset;
  readonly terrain: readonly TerrainPiece[];
  readonly size: { readonly soulstones: number; readonly sizeClass: SizeClass } | null;
  /** Secret until both committed. */
  readonly factions: Readonly<Partial<Record<SeatId, Faction>>>;
  readonly factionsRevealed: boolean;
  readonly deployment: StoryDeployment | null;
  readonly strategy: Strategy | null;
  readonly schemePool: readonly SchemeId[];
  readonly crews: Readonly<Partial<Record<SeatId, { readonly list: CrewList; readonly summary: HireSummary }>>>;
  readonly crewsRevealed: boolean;
  readonly schemes: Readonly<Partial<Record<SeatId, readonly SchemeCard[]>>>;
  readonly schemesRevealed: boolean;
  /** §20.9: the Schemes each seat will reveal at the start, secret until both have chosen (simultaneous reveal). */
  readonly startReveals?: Readonly<Partial<Record<SeatId, readonly SchemeId[]>>>;
  readonly orderWinner: SeatId | null;
  readonly deployFirst: SeatId | null;
  readonly zones: Readonly<Partial<Record<SeatId, DeploymentZone>>>;
  readonly declarations: readonly ScoringDeclaration[];
  readonly ledger: readonly LedgerEntry[];
  readonly kills: readonly KillRecord[];
  /** Vendetta: each model's first Attack Action of the game. */
  readonly firstAttacks: Readonly<Record<string, { readonly targets: readonly string[]; readonly version: number; readonly turn: number }>>;
  /** Interact Actions taken (Deliver a Message reads them): who, when, at whom, for how many AP, engaged with whom. */
  readonly interacts?: readonly { readonly modelId: string; readonly turn: number; readonly targets: readonly string[]; readonly ap: number; readonly engagedWith: readonly string[]; readonly version: number }[];
  /** `${modelId}:${CONDITION}` → stream version of the event that gave it. */
  readonly conditionSince: Readonly<Record<string, number>>;
  readonly result: { readonly vp: Readonly<Record<string, number>>; readonly winner: SeatId | null } | null;
}

type C<T extends string, D> = { readonly type: T; readonly actor: Actor; readonly data: D };
export type StandardCommand =
  | C<'BeginStandardSetup', { readonly flipId: string; readonly preset?: SetupPreset; readonly mode?: 'STANDARD' | 'STORY'; readonly linked?: LinkedContext }>
  | C<'RecordTerrain', { readonly pieces: readonly TerrainPieceInput[] }>
  | C<'SetEncounterSize', { readonly soulstones: number }>
  | C<'AnnounceFaction', { readonly seat: SeatId; readonly faction: Faction }>
  | C<'DetermineDeployment', { readonly flipId: string }>
  | C<'DetermineStrategy', { readonly flipId: string }>
  | C<'GenerateSchemePool', { readonly flipId: string }>
  | C<'SubmitCrew', { readonly seat: SeatId; readonly list: CrewList }>
  | C<'ChooseSchemes', { readonly seat: SeatId; readonly schemes: readonly SchemeChoice[]; readonly reveal: readonly SchemeId[] }>
  | C<'FlipDeploymentOrder', { readonly flipId: string }>
  | C<'ChooseDeploymentOrder', { readonly deployFirst: boolean }>
  | C<'ChooseDeploymentZone', { readonly zone: DeploymentZone }>
  | C<'RevealScheme', { readonly seat: SeatId; readonly scheme: SchemeId }>
  | C<
      'DeclareScoringFacts',
      {
        readonly declarationId: string;
        readonly seat: SeatId;
        readonly moment: 'TURN' | 'END';
        readonly strategy?: StrategyFacts;
        readonly schemes?: Partial<Record<SchemeId, SchemeFacts>>;
        readonly firstScheme?: SchemeId;
      }
    >
  | C<'AnswerScoringFacts', { readonly declarationId: string; readonly answer: 'CONFIRMED' | 'DISPUTED'; readonly reason?: string }>
  | C<'RuleOnScoringFacts', { readonly declarationId: string; readonly ruling: 'UPHELD' | 'OVERTURNED' }>
  | C<'ChooseSpoils', Omit<Spoils, 'roleChosen'>>
  | C<'ChooseStoryRole', { readonly seat: SeatId; readonly attacker: boolean }>;

type E<T extends string, D> = { readonly type: T; readonly data: D };
export type StandardEvent =
  | E<'StandardSetupBegun', { readonly placer: SeatId; readonly rounds: readonly Readonly<Record<string, CardId | null>>[]; readonly preset: SetupPreset; readonly mode?: 'STANDARD' | 'STORY'; readonly linked?: LinkedContext }>
  | E<'TerrainRecorded', { readonly pieces: readonly TerrainPiece[] }>
  | E<'EncounterSizeSet', { readonly soulstones: number; readonly sizeClass: SizeClass }>
  | E<'FactionCommitted', { readonly seat: SeatId; readonly faction: Faction | null }>
  | E<'FactionsRevealed', { readonly factions: Readonly<Record<string, Faction>> }>
  | E<'DeploymentDetermined', { readonly seat: SeatId | null; readonly card: CardId | null; readonly deployment: StoryDeployment }>
  | E<'StoryStrategyDetermined', StoryState & { readonly seat: SeatId; readonly flipped: readonly CardId[]; readonly card: CardId; readonly pool: readonly SchemeId[] }>
  | E<'StrategyDetermined', { readonly seat: SeatId | null; readonly card: CardId | null; readonly strategy: Strategy }>
  | E<'SchemePoolGenerated', { readonly seat: SeatId | null; readonly flipped: readonly CardId[]; readonly cards: readonly CardId[]; readonly pool: readonly SchemeId[] }>
  | E<'CrewSubmitted', { readonly seat: SeatId; readonly list: CrewList | null; readonly summary: HireSummary | null }>
  | E<'CrewsRevealed', { readonly crews: Readonly<Record<string, { readonly list: CrewList; readonly summary: HireSummary }>> }>
  | E<'SchemesChosen', { readonly seat: SeatId; readonly schemes: readonly SchemeChoice[] | null; readonly reveal: readonly SchemeId[] | null }>
  | E<'SchemesRevealed', { readonly revealed: Readonly<Record<string, readonly SchemeChoice[]>> }>
  | E<'DeploymentOrderFlipped', { readonly rounds: readonly Readonly<Record<string, CardId | null>>[]; readonly winner: SeatId }>
  | E<'DeploymentOrderChosen', { readonly chosenBy: SeatId; readonly deployFirst: SeatId }>
  | E<'CrewsDeployed', { readonly deployFirst: SeatId; readonly zones: Readonly<Record<string, DeploymentZone>>; readonly deployment: StoryDeployment }>
  | E<'StandardSetupCompleted', { readonly deployedFirst: SeatId }>
  | E<'SchemeRevealed', { readonly seat: SeatId; readonly scheme: SchemeId; readonly notes: SchemeNotes; readonly how: 'OWN' | 'SHOWN'; readonly reason: string }>
  | E<'ScoringFactsDeclared', Omit<ScoringDeclaration, 'answer' | 'answerReason'> & { readonly hiddenSchemes?: number }>
  | E<'ScoringFactsAnswered', { readonly declarationId: string; readonly by: SeatId; readonly answer: 'CONFIRMED' | 'DISPUTED'; readonly reason: string | null }>
  | E<'ScoringFactsRuled', { readonly declarationId: string; readonly ruling: 'UPHELD' | 'OVERTURNED' }>
  | E<'VictoryPointsAwarded', { readonly entries: readonly LedgerEntry[]; readonly uses: readonly { readonly seat: SeatId; readonly scheme: SchemeId; readonly use: string }[] }>
  | E<'EncounterResultDetermined', { readonly vp: Readonly<Record<string, number>>; readonly winner: SeatId | null }>
  | E<'SpoilsChosen', Omit<Spoils, 'roleChosen'>>
  | E<'StoryRoleChosen', { readonly seat: SeatId; readonly attacker: SeatId; readonly defender: SeatId }>;

export const STANDARD_EVENT_TYPES: ReadonlySet<string> = new Set([
  'StandardSetupBegun', 'TerrainRecorded', 'EncounterSizeSet', 'FactionCommitted', 'FactionsRevealed', 'DeploymentDetermined', 'StrategyDetermined', 'StoryStrategyDetermined',
  'SchemePoolGenerated', 'CrewSubmitted', 'CrewsRevealed', 'SchemesChosen', 'SchemesRevealed', 'DeploymentOrderFlipped', 'DeploymentOrderChosen',
  'CrewsDeployed', 'StandardSetupCompleted', 'SchemeRevealed', 'ScoringFactsDeclared', 'ScoringFactsAnswered', 'ScoringFactsRuled', 'VictoryPointsAwarded', 'EncounterResultDetermined',
  'SpoilsChosen', 'StoryRoleChosen',
]);
export const STANDARD_COMMAND_TYPES: ReadonlySet<string> = new Set([
  'BeginStandardSetup', 'RecordTerrain', 'SetEncounterSize', 'AnnounceFaction', 'DetermineDeployment', 'DetermineStrategy', 'GenerateSchemePool', 'SubmitCrew',
  'ChooseSchemes', 'FlipDeploymentOrder', 'ChooseDeploymentOrder', 'ChooseDeploymentZone', 'RevealScheme', 'DeclareScoringFacts', 'AnswerScoringFacts', 'RuleOnScoringFacts',
  'ChooseSpoils', 'ChooseStoryRole',
]);
export const isStandardEvent = (e: { readonly type: string }): e is StandardEvent => STANDARD_EVENT_TYPES.has(e.type);
export const isStandardCommand = (c: { readonly type: string }): c is StandardCommand => STANDARD_COMMAND_TYPES.has(c.type);
