// The parts of a damage or healing flip as inputs (rules/malifaux-2e.md §12; duel/damage.ts, duel/duel-commands.ts):
// the Weak/Moderate/Severe track, static modifiers, the target, the dealer and the amount. Shape only.
// Nested fields carry @IsObject as well: @ValidateNested alone lets a missing object or an array of arrays through.
import { OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { MatchesKind } from './matches-kind.validator';
import { SEATS, STATIONS } from './vocabulary';
import { Seat, Station } from '../../common/contract/shared-enums';

@InputType()
export class DamageTrackInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 50 })
  @IsInt()
  @Min(0)
  @Max(50)
  weak!: number;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 50 })
  @IsInt()
  @Min(0)
  @Max(50)
  moderate!: number;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 50 })
  @IsInt()
  @Min(0)
  @Max(50)
  severe!: number;
}

@InputType()
export class DamageReductionInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 50, description: 'e.g. Armor +1' })
  @IsInt()
  @Min(0)
  @Max(50)
  amount!: number;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: 'A reduction never takes the damage below this (Armor: 1)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(50)
  minimum?: number;
}

/** DM-3: static modifiers of the final damage, applied in MA-2 order. */
@InputType()
export class DamageModifiersInput {
  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], description: 'Multipliers (1..10)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(10, { each: true })
  multiply?: number[];

  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], description: 'Divisors (1..10), rounded up (MA-1)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(10, { each: true })
  divide?: number[];

  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], description: 'Additions (−50..50), e.g. Critical Strike' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsInt({ each: true })
  @Min(-50, { each: true })
  @Max(50, { each: true })
  add?: number[];

  @OptionalNestedList(() => DamageReductionInput, 10)
  reduce?: DamageReductionInput[];

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'PV-2: damage that may not be reduced or negated (Poison)' })
  @IsOptional()
  @IsBoolean()
  irreducible?: boolean;
}

/** The model a damage or healing flip lands on. */
@InputType()
export class FlipTargetInput {
  @Field()
  @ApiProperty({ maxLength: 64 })
  @IsString()
  @Length(1, 64)
  modelId!: string;

  @Field(() => Seat)
  @ApiProperty({ enum: SEATS, description: 'The seat controlling the target (it decides on prevention, PV-1)' })
  @IsIn(SEATS)
  seat!: string;

  @Field(() => Station)
  @ApiProperty({ enum: STATIONS })
  @IsIn(STATIONS)
  station!: string;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 100 })
  @IsInt()
  @Min(0)
  @Max(100)
  wounds!: number;

  @Field(() => Int)
  @ApiProperty({ minimum: 1, maximum: 100 })
  @IsInt()
  @Min(1)
  @Max(100)
  maxWounds!: number;
}

/** DF-1: the player of the damaging model flips; the model may be absent (terrain, an effect). */
@InputType()
export class DamageDealerInput {
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 64 })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  modelId?: string | null;

  @Field(() => Seat)
  @ApiProperty({ enum: SEATS, description: 'The seat that flips (and may cheat)' })
  @IsIn(SEATS)
  seat!: string;
}

/** DM-2: a flip on a Weak/Moderate/Severe track, or a fixed amount. */
@InputType()
export class FlipAmountInput {
  @Field()
  @ApiProperty({ enum: ['FLIP', 'FIXED'] })
  @IsIn(['FLIP', 'FIXED'])
  @MatchesKind({ FLIP: { needs: ['track'], forbids: ['amount'] }, FIXED: { needs: ['amount'], forbids: ['track'] } })
  kind!: string;

  @OptionalNestedInput(() => DamageTrackInput, 'kind FLIP')
  track?: DamageTrackInput;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'kind FIXED' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  amount?: number;
}
