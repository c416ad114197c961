// The Malifaux 1E encounter slice of the view (rules/malifaux-1e/encounter/encounter-view.ts) typed for both contracts:
// the setup decision due is typed; crew lists and schemes (already redacted per viewer) and the §11-§13 slices stay JSON.
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../../common/json.scalar';
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
  @Field() @ApiProperty({ enum: [...SETUP_STEPS_1E] }) step!: string;
  @Field(() => Malifaux1eSetupStepModel) @ApiProperty({ type: Malifaux1eSetupStepModel }) setupStep!: Malifaux1eSetupStepModel;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['SCRAP', 'BRAWL'] }) size!: string | null;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true }) soulstones!: number | null;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'seat → faction' }) factions!: unknown;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['OUTDOOR', 'INDOOR'] }) where!: string | null;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'LO-1: special terrain / events (French names)' }) specials!: string[];
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['DIAGONAL', 'STANDARD', 'CORNER'] }) deployment!: string | null;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'seat → { id, shared } (public, §14.7)' }) strategies!: unknown;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'seat → { list, hiring } or { hidden: true } until PO-3' }) crews!: unknown;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'seat → schemes, or { hidden, count, announced } (SC-5)' }) schemes!: unknown;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'seat → starting pool (PO-1, PO-2)' }) pools!: unknown;
  @Field(() => [String]) @ApiProperty({ type: [String] }) deployOrder!: string[];
  @Field(() => Int) @ApiProperty({ description: 'The turn being played (0 before turn 1)' }) turn!: number;
  @Field(() => JSONScalar) @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'GL-1: { turn, seat, card, threshold, continues }' }) endFlips!: unknown;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true, description: 'GL-2: seat → { lines, raw, capped }' }) vp!: unknown;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: 'GL-2: null on a draw or before the end' }) winner!: string | null;
}
