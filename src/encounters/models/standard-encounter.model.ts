// GraphQL / OpenAPI shape of a Malifaux 2E Standard Encounter as a viewer may see it (rules/malifaux-2e/encounter/standard-view.ts).
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { mapEntries } from '../../common/contract/map-entries';
import { ApiEnumProperty, Faction } from '../../common/contract/shared-enums';
import { JSONScalar } from '../../common/json.scalar';
import { CrewListModel } from './malifaux-2e-card.model';
import { SeatVp2e } from './malifaux-2e-shapes.model';

const SETUP_STEPS = ['RECORD_TERRAIN', 'SET_ENCOUNTER_SIZE', 'ANNOUNCE_FACTIONS', 'DETERMINE_DEPLOYMENT', 'DETERMINE_STRATEGY', 'GENERATE_SCHEME_POOL', 'HIRE_CREWS', 'CHOOSE_SCHEMES', 'FLIP_DEPLOYMENT_ORDER', 'CHOOSE_DEPLOYMENT_ORDER', 'CHOOSE_DEPLOYMENT_ZONE', 'COMPLETE'];

@ObjectType('SetupStep', { description: '§20.1: the setup decision that is due, and from which seats' })
export class SetupStepModel {
  @Field() @ApiProperty({ enum: [...SETUP_STEPS, 'CHOOSE_SPOILS', 'CHOOSE_STORY_ROLE'], description: 'A step, or a §21.8 decision inserted into it' }) step!: string;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'Who decides (empty: any seat or the organiser)' }) seats!: string[];
}

@ObjectType('SeatStrings', { description: 'One value per seat (absent: not visible to the caller, or not yet given)' })
export class SeatStringsModel {
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() A?: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() B?: string;
}

@ObjectType('TerrainPiece')
export class TerrainPieceModel {
  @Field() @ApiProperty() id!: string;
  @Field() @ApiProperty() kind!: string;
  @Field(() => Float) @ApiProperty() heightInches!: number;
  @Field(() => Int) @ApiProperty({ description: 'TE-1: the height rounded down' }) ht!: number;
  @Field() @ApiProperty() base!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) traits!: string[];
  @Field() @ApiProperty() placedBy!: string;
}

@ObjectType('EncounterSize')
export class EncounterSizeModel {
  @Field(() => Int) @ApiProperty() soulstones!: number;
  @Field() @ApiProperty({ enum: ['SHOOT_OUT', 'DUSTUP', 'SCRAP'] }) sizeClass!: string;
}

@ObjectType('LedgerEntry', { description: 'One VP award and its evidence: the stream versions and declarations that earned it' })
export class LedgerEntryModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty({ description: 'STRATEGY or a Scheme id' }) source!: string;
  @Field(() => Int) @ApiProperty() vp!: number;
  @Field(() => Int) @ApiProperty({ description: 'The Turn scored; 0 for the end of the game' }) turn!: number;
  @Field() @ApiProperty() reason!: string;
  @Field(() => [Int]) @ApiProperty({ type: [Number] }) events!: number[];
  @Field(() => [String]) @ApiProperty({ type: [String] }) declarations!: string[];
}

@ObjectType('EncounterResult', { description: 'VP-3: the most VP wins; null winner is a tie' })
export class EncounterResultModel {
  @Field(() => SeatVp2e) @ApiProperty({ type: SeatVp2e }) vp!: unknown;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) winner!: string | null;
}

@ObjectType('SchemeNotes', { description: 'SC-0d: the notes made when the Scheme was chosen' })
export class SchemeNotesModel {
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() friendlyModelId?: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() enemyModelId?: string;
}

@ObjectType('SchemeCard')
export class SchemeCardModel {
  @Field() @ApiProperty() scheme!: string;
  @Field(() => SchemeNotesModel) @ApiProperty({ type: SchemeNotesModel }) notes!: SchemeNotesModel;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ['START', 'OWN', 'SHOWN'], description: 'SC-0b: START and OWN count for reveal bonuses' }) revealed!: string | null;
  @Field(() => Int) @ApiProperty() vp!: number;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'Once-per-game uses spent' }) used!: string[];
}

@ObjectType('SeatSchemes', { description: 'Per seat: its Scheme cards (the opponent’s only once revealed)' })
export class SeatSchemesModel {
  @Field(() => [SchemeCardModel], { nullable: true }) @ApiPropertyOptional({ type: [SchemeCardModel] }) A?: SchemeCardModel[];
  @Field(() => [SchemeCardModel], { nullable: true }) @ApiPropertyOptional({ type: [SchemeCardModel] }) B?: SchemeCardModel[];
}

@ObjectType('HireSummary')
export class HireSummaryModel {
  @Field(() => Int) @ApiProperty() spent!: number;
  @Field(() => Int) @ApiProperty() pool!: number;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'Out-of-faction Mercenaries that paid +1 SS' }) surcharged!: string[];
}

@ObjectType('HiredCrew')
export class HiredCrewModel {
  @Field(() => CrewListModel) @ApiProperty({ type: CrewListModel }) list!: unknown;
  @Field(() => HireSummaryModel) @ApiProperty({ type: HireSummaryModel }) summary!: HireSummaryModel;
}

@ObjectType('SeatCrews', { description: 'Per seat: the hired crew (the opponent’s once both are revealed)' })
export class SeatCrewsModel {
  @Field(() => HiredCrewModel, { nullable: true }) @ApiPropertyOptional({ type: HiredCrewModel }) A?: HiredCrewModel;
  @Field(() => HiredCrewModel, { nullable: true }) @ApiPropertyOptional({ type: HiredCrewModel }) B?: HiredCrewModel;
}

@ObjectType('ScoringDeclaration', { description: 'Declared scoring facts, the opponent’s answer and the organiser’s ruling (facts of unrevealed Schemes hidden)' })
export class ScoringDeclarationModel {
  @Field() @ApiProperty() declarationId!: string;
  @Field() @ApiProperty() seat!: string;
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field() @ApiProperty({ enum: ['TURN', 'END'] }) moment!: string;
  @Field(() => JSONScalar, { nullable: true }) @ApiPropertyOptional({ type: 'object', additionalProperties: true }) strategy?: unknown;
  @Field(() => JSONScalar, { nullable: true }) @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Scheme id → facts' }) schemes?: unknown;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() firstScheme?: string;
  @Field() @ApiProperty({ enum: ['PENDING', 'CONFIRMED', 'DISPUTED'] }) answer!: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) answerReason!: string | null;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['UPHELD', 'OVERTURNED'] }) ruling?: string | null;
}

@ObjectType('StoryStrategy', { description: '§21.4: the Attacker’s Strategy and the Defender’s objective; a Joker started a Shindig' })
export class StoryStateModel {
  @Field() @ApiProperty() attacker!: string;
  @Field() @ApiProperty() defender!: string;
  @Field() @ApiProperty() attackerStrategy!: string;
  @Field() @ApiProperty() defenderObjective!: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, enum: ['RJ', 'BJ'] }) shindig!: string | null;
}

@ObjectType('LinkedGameRecord', { description: '§21.8: what a series of Linked Games holds a player to, and her VP so far' })
export class LinkedGameRecordModel {
  @Field(() => Faction) @ApiEnumProperty('Faction') faction!: string;
  @Field() @ApiProperty({ description: 'The Leader she hired in the first game' }) leaderName!: string;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'A-47: Schemes already picked in the series (none twice)' }) schemesUsed!: string[];
  @Field(() => Int) @ApiProperty({ type: 'integer' }) totalVp!: number;
}

@ObjectType('LinkedGamePlayer', { description: 'One player of a series of Linked Games (an entry of the REST map by name)' })
export class LinkedGamePlayerModel {
  @Field() name!: string;
  @Field(() => LinkedGameRecordModel) player!: LinkedGameRecordModel;
}

@ApiExtraModels(LinkedGameRecordModel)
@ObjectType('LinkedGame', { description: '§21.8: this game’s place in a series of Linked Games, carried on by the server from the previous game' })
export class LinkedGameModel {
  @Field(() => Int) @ApiProperty({ minimum: 2, maximum: 5 }) game!: number;
  @Field() @ApiProperty({ format: 'uuid' }) previousEncounterId!: string;
  @Field(() => Int) @ApiProperty() encounterSize!: number;
  @Field(() => [LinkedGamePlayerModel], { description: 'By player name: what the series holds each player to (GraphQL: the entries of the REST map)', middleware: [mapEntries('name', 'player')] })
  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(LinkedGameRecordModel) }, description: 'Player name → what the series holds her to, and her VP so far' })
  players!: unknown;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, description: 'The previous game’s winner; null after a tie' }) previousWinner!: string | null;
  @Field() @ApiProperty({ description: 'A-48: the same announced Faction in every game' }) sameFaction!: boolean;
}

@ObjectType('LinkedGameSpoils', { description: '§21.8: the option the previous winner chose before terrain' })
export class SpoilsModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty({ enum: ['ROLE_AFTER_FLIP', 'UNCONVENTIONAL_TERRAIN', 'ATTACKER_STRATEGY', 'DEFENDER_OBJECTIVE'] }) option!: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() attackerStrategy?: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() defenderSuit?: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional() terrain?: string;
  @Field(() => Boolean, { nullable: true }) @ApiPropertyOptional() roleChosen?: boolean;
}

@ObjectType('StandardEncounter', { description: '§20: setup, the secret choices the caller may see, Schemes, declarations and the VP ledger' })
export class StandardEncounterModel {
  @Field() @ApiProperty({ enum: SETUP_STEPS }) step!: string;
  @Field(() => String, { nullable: true }) @ApiPropertyOptional({ enum: ['STANDARD', 'STORY'] }) mode?: string;
  @Field(() => StoryStateModel, { nullable: true }) @ApiPropertyOptional({ type: StoryStateModel, nullable: true, description: '§21: a Story Encounter’s Strategies (their scoring is a later slice)' }) story?: StoryStateModel | null;
  @Field(() => LinkedGameModel, { nullable: true }) @ApiPropertyOptional({ type: LinkedGameModel, nullable: true }) linked?: LinkedGameModel | null;
  @Field(() => SpoilsModel, { nullable: true }) @ApiPropertyOptional({ type: SpoilsModel, nullable: true }) spoils?: SpoilsModel | null;
  @Field() @ApiProperty({ description: 'RD-2: places the first terrain piece and flips the setup tables' }) placer!: string;
  @Field(() => [TerrainPieceModel]) @ApiProperty({ type: [TerrainPieceModel] }) terrain!: TerrainPieceModel[];
  @Field(() => EncounterSizeModel, { nullable: true }) @ApiProperty({ type: EncounterSizeModel, nullable: true }) size!: EncounterSizeModel | null;
  @Field(() => SeatStringsModel) @ApiProperty({ type: SeatStringsModel, description: 'Secret until both seats have announced' }) factions!: SeatStringsModel;
  @Field() @ApiProperty() factionsRevealed!: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) deployment!: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) strategy!: string | null;
  @Field(() => [String]) @ApiProperty({ type: [String] }) schemePool!: string[];
  @Field(() => SeatCrewsModel) @ApiProperty({ type: SeatCrewsModel }) crews!: SeatCrewsModel;
  @Field() @ApiProperty() crewsRevealed!: boolean;
  @Field(() => SeatSchemesModel) @ApiProperty({ type: SeatSchemesModel }) schemes!: SeatSchemesModel;
  @Field() @ApiProperty() schemesRevealed!: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) orderWinner!: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) deployFirst!: string | null;
  @Field(() => SeatStringsModel) @ApiProperty({ type: SeatStringsModel }) zones!: SeatStringsModel;
  @Field(() => [ScoringDeclarationModel]) @ApiProperty({ type: [ScoringDeclarationModel] }) declarations!: ScoringDeclarationModel[];
  @Field(() => [LedgerEntryModel]) @ApiProperty({ type: [LedgerEntryModel] }) ledger!: LedgerEntryModel[];
  @Field(() => EncounterResultModel, { nullable: true }) @ApiProperty({ type: EncounterResultModel, nullable: true }) result!: EncounterResultModel | null;
}
