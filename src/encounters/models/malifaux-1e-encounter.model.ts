// The Malifaux 1E encounter slice of the view (rules/malifaux-1e/encounter/encounter-view.ts) typed for both contracts:
// the setup decision due, factions, strategies, crews (redacted per viewer), pools, end flips and VP are typed; the
// schemes stay JSON (per seat a list, or an object when hidden: see the field).
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JSONScalar } from '../../common/json.scalar';
import { EncounterPolicy1e, EndFlip1e, MagicPolicy1e, PendingChoiceModel1e, SchemeDefinition1e, SeatCrewViews1e, SeatFactions1e, SeatInts1e, SeatStrategies1e, SeatVp1e, StrategyDefinition1e, TerrainPolicy1e } from './malifaux-1e-shapes.model';
import { ApiEnumProperty, Seat } from '../../common/contract/shared-enums';
import { SETUP_STEPS_1E } from '../../rules/malifaux-1e/encounter/encounter-state';

const nullable = { nullable: true } as const;

@ObjectType('Malifaux1eSetupStep', { description: '§14.1: the setup decision due, from which seats, and which Joker choice if one is pending' })
export class Malifaux1eSetupStepModel {
  @Field() @ApiProperty({ enum: [...SETUP_STEPS_1E] }) step!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) seats!: string[];
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['INDOOR_OUTDOOR', 'LOCATION', 'SPECIAL', 'DEPLOYMENT', 'EXTENDED_KIND', 'STRATEGY'] }) choice!: string | null;
}

@ObjectType('Malifaux1eEncounterSetup', { description: '§14: the encounter setup, strategies, pools, the end flips and the VP; secrets redacted for the caller (PO-3, SC-5)' })
export class Malifaux1eEncounterSetupModel {
  @Field(() => [Seat]) @ApiEnumProperty('Seat', { isArray: true }) seats!: string[];
  @Field() @ApiProperty({ enum: [...SETUP_STEPS_1E] }) step!: string;
  @Field(() => EncounterPolicy1e) @ApiProperty({ type: EncounterPolicy1e, description: '§20.2: the encounter readings this game plays' }) policy!: unknown;
  @Field(() => MagicPolicy1e) @ApiProperty({ type: MagicPolicy1e, description: '§20.2 #16, #30' }) magicPolicy!: unknown;
  @Field(() => TerrainPolicy1e) @ApiProperty({ type: TerrainPolicy1e, description: '§20.2 #17' }) terrainPolicy!: unknown;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['GENERAL', 'EXTENDED'] }) encounterType!: string | null;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: '§14.7: the extended encounter’s kind' }) extendedKind!: string | null;
  @Field(() => [Seat]) @ApiEnumProperty('Seat', { isArray: true, description: 'W37, HI-13: seats that paid 1 SS to reflip their strategy' }) reflipped!: string[];
  @Field(() => [Seat]) @ApiEnumProperty('Seat', { isArray: true, description: 'Seats that decided on the reflip' }) reflipDecided!: string[];
  @Field(() => PendingChoiceModel1e, nullable) @ApiProperty({ type: PendingChoiceModel1e, nullable: true, description: 'A Joker’s choice waiting for its seat' }) pending!: unknown;
  @Field() @ApiProperty({ description: 'PO-3: every crew is hired and shown' }) crewsRevealed!: boolean;
  @Field(() => [SchemeDefinition1e]) @ApiProperty({ type: [SchemeDefinition1e], description: 'SC-2: the schemes as data (texts a league supplied)' }) schemeDefinitions!: unknown[];
  @Field(() => [StrategyDefinition1e], nullable) @ApiPropertyOptional({ type: [StrategyDefinition1e], description: '§14.7: the strategies whose texts the league supplied' }) strategyDefinitions?: unknown[];
  @Field() @ApiProperty({ description: 'SC-5 / GL-2: every scheme is shown' }) schemesRevealed!: boolean;
  @Field(() => Seat, nullable) @ApiEnumProperty('Seat', { nullable: true, description: '§14.11: the seat that won the deployment flip' }) orderWinner!: string | null;
  @Field(() => [Seat]) @ApiEnumProperty('Seat', { isArray: true }) deployed!: string[];
  @Field(() => [Seat]) @ApiEnumProperty('Seat', { isArray: true, description: 'SC-5: seats that have announced' }) announcedBy!: string[];
  @Field(() => Malifaux1eSetupStepModel) @ApiProperty({ type: Malifaux1eSetupStepModel }) setupStep!: Malifaux1eSetupStepModel;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['SCRAP', 'BRAWL'] }) size!: string | null;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true }) soulstones!: number | null;
  @Field(() => SeatFactions1e) @ApiProperty({ type: SeatFactions1e }) factions!: unknown;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['OUTDOOR', 'INDOOR'] }) where!: string | null;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'LO-1: special terrain / events (French names)' }) specials!: string[];
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['DIAGONAL', 'STANDARD', 'CORNER'] }) deployment!: string | null;
  @Field(() => SeatStrategies1e) @ApiProperty({ type: SeatStrategies1e, description: 'Public (§14.7)' }) strategies!: unknown;
  @Field(() => SeatCrewViews1e) @ApiProperty({ type: SeatCrewViews1e, description: '{ list, hiring }, or { hidden: true } until PO-3' }) crews!: unknown;
  // Per seat a list of schemes, or an object when they are hidden: a list-or-object union no GraphQL type holds.
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'seat → schemes, or { hidden, count, announced } (SC-5)' }) schemes!: unknown;
  @Field(() => SeatInts1e) @ApiProperty({ type: SeatInts1e, description: 'The starting pools (PO-1, PO-2)' }) pools!: unknown;
  @Field(() => [String]) @ApiProperty({ type: [String] }) deployOrder!: string[];
  @Field(() => Int) @ApiProperty({ description: 'The turn being played (0 before turn 1)' }) turn!: number;
  @Field(() => [EndFlip1e]) @ApiProperty({ type: [EndFlip1e] }) endFlips!: unknown[];
  @Field(() => SeatVp1e) @ApiProperty({ type: SeatVp1e }) vp!: unknown;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: 'GL-2: null on a draw or before the end' }) winner!: string | null;
}
