// Input of the duel calculator (duel/duel-calculator.ts): the duel as the caller describes it. What the caller knows
// about the cards (its hand, the discard piles) is filled in by the server from its own state, never from here.
// Nested fields carry @IsObject as well: @ValidateNested alone lets a missing object or an array of arrays through.
import { NestedInput, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MatchesKind } from './matches-kind.validator';
import { DuelPolicyInput, FateModifiersInput, StatModifierInput } from './modifiers.input';
import { DUEL_KINDS, SUIT_IDS } from './vocabulary';
import { Suit } from '../../common/contract/shared-enums';

/** One side of the duel: its stat (SM-1, MA-3 applied by the server), Fate Modifiers and fixed suits. */
@InputType()
export class OddsSideInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 30, description: 'The printed stat' })
  @IsInt()
  @Min(0)
  @Max(30)
  stat!: number;

  @OptionalNestedList(() => StatModifierInput, 10)
  statModifiers?: StatModifierInput[];

  @OptionalNestedInput(() => FateModifiersInput, 'Every Fate Modifier on the flip, Soulstones included')
  fate?: FateModifiersInput;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: -30, maximum: 30, description: 'SM-2: a bonus to the total' })
  @IsOptional()
  @IsInt()
  @Min(-30)
  @Max(30)
  totalBonus?: number;

  @Field(() => [Suit], { nullable: true })
  @ApiPropertyOptional({ enum: SUIT_IDS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  printedSuits?: string[];

  @Field(() => [Suit], { nullable: true })
  @ApiPropertyOptional({ enum: SUIT_IDS, isArray: true, description: 'SS-D2: suits bought with Soulstones' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  soulstoneSuits?: string[];
}

@InputType()
export class DuelOddsInput {
  @Field()
  @ApiProperty({ enum: DUEL_KINDS })
  @IsIn(DUEL_KINDS)
  @MatchesKind({ SIMPLE: { needs: ['tn'], forbids: ['role', 'opponent'] }, OPPOSED: { needs: ['role', 'opponent'], forbids: [] } })
  kind!: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: ['ATTACKER', 'DEFENDER'], description: 'OPPOSED: the caller’s side' })
  @IsOptional()
  @IsIn(['ATTACKER', 'DEFENDER'])
  role?: string;

  @NestedInput(() => OddsSideInput, 'The caller’s model')
  me!: OddsSideInput;

  @OptionalNestedInput(() => OddsSideInput, 'OPPOSED: the other model (assumed not to cheat: its hand is unknown)')
  opponent?: OddsSideInput;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: 'DU-1: required for SIMPLE; binds the Attacker in OPPOSED' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(50)
  tn?: number;

  @Field(() => [Suit], { nullable: true })
  @ApiPropertyOptional({ enum: SUIT_IDS, isArray: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  requiredSuits?: string[];

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'CF-2: the caller cheats with its best hand card where allowed; default false' })
  @IsOptional()
  @IsBoolean()
  considerCheating?: boolean;

  @OptionalNestedInput(() => DuelPolicyInput)
  policy?: DuelPolicyInput;
}
