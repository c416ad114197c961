// GraphQL / OpenAPI shape of a Malifaux 2E Standard Encounter as a viewer may see it (rules/malifaux-2e/encounter/standard-view.ts).
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JSONScalar } from '../../common/json.scalar';

const SETUP_STEPS = ['RECORD_TERRAIN', 'SET_ENCOUNTER_SIZE', 'ANNOUNCE_FACTIONS', 'DETERMINE_DEPLOYMENT', 'DETERMINE_STRATEGY', 'GENERATE_SCHEME_POOL', 'HIRE_CREWS', 'CHOOSE_SCHEMES', 'FLIP_DEPLOYMENT_ORDER', 'CHOOSE_DEPLOYMENT_ORDER', 'CHOOSE_DEPLOYMENT_ZONE', 'COMPLETE'];

@ObjectType('SetupStep', { description: '§20.1: the setup decision that is due, and from which seats' })
export class SetupStepModel {
  @Field() @ApiProperty({ enum: SETUP_STEPS }) step!: string;
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
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) vp!: unknown;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) winner!: string | null;
}

@ObjectType('StandardEncounter', { description: '§20: setup, the secret choices the caller may see, Schemes, declarations and the VP ledger' })
export class StandardEncounterModel {
  @Field() @ApiProperty({ enum: SETUP_STEPS }) step!: string;
  @Field() @ApiProperty({ description: 'RD-2: places the first terrain piece and flips the setup tables' }) placer!: string;
  @Field(() => [TerrainPieceModel]) @ApiProperty({ type: [TerrainPieceModel] }) terrain!: TerrainPieceModel[];
  @Field(() => EncounterSizeModel, { nullable: true }) @ApiProperty({ type: EncounterSizeModel, nullable: true }) size!: EncounterSizeModel | null;
  @Field(() => SeatStringsModel) @ApiProperty({ type: SeatStringsModel, description: 'Secret until both seats have announced' }) factions!: SeatStringsModel;
  @Field() @ApiProperty() factionsRevealed!: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) deployment!: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) strategy!: string | null;
  @Field(() => [String]) @ApiProperty({ type: [String] }) schemePool!: string[];
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'Per seat: { list, summary } once both crews are revealed (the caller’s own at once)' }) crews!: unknown;
  @Field() @ApiProperty() crewsRevealed!: boolean;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'Per seat: its Scheme cards { scheme, notes, revealed, vp, used }; the opponent’s only once revealed' }) schemes!: unknown;
  @Field() @ApiProperty() schemesRevealed!: boolean;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) orderWinner!: string | null;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) deployFirst!: string | null;
  @Field(() => SeatStringsModel) @ApiProperty({ type: SeatStringsModel }) zones!: SeatStringsModel;
  @Field(() => JSONScalar) @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Declared scoring facts and their answers (facts of unrevealed Schemes hidden)' }) declarations!: unknown;
  @Field(() => [LedgerEntryModel]) @ApiProperty({ type: [LedgerEntryModel] }) ledger!: LedgerEntryModel[];
  @Field(() => EncounterResultModel, { nullable: true }) @ApiProperty({ type: EncounterResultModel, nullable: true }) result!: EncounterResultModel | null;
}
