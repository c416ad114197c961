// Modifiers and policy flags as inputs (rules/malifaux-2e.md §3.2, §3.6-3.7, §25.2; duel/fate-modifiers.ts,
// duel/duel-total.ts, duel/duel-policy.ts). Shape only.
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MATH_OPS } from './vocabulary';

@InputType()
export class FateModifiersInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 10, description: 'FM-1: bonus (`+`) Fate Modifiers' })
  @IsInt()
  @Min(0)
  @Max(10)
  bonus!: number;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 10, description: 'FM-1: penalty (`−`) Fate Modifiers' })
  @IsInt()
  @Min(0)
  @Max(10)
  penalty!: number;
}

@InputType()
export class StatModifierInput {
  @Field()
  @ApiProperty({ enum: MATH_OPS, description: 'MA-2 order: multiply, divide (rounded up), add, subtract' })
  @IsIn(MATH_OPS)
  op!: string;

  // Positive only: SUBTRACT lowers a stat, and a zero divisor can never reach the rules.
  @Field(() => Int)
  @ApiProperty({ minimum: 1, maximum: 100 })
  @IsInt()
  @Min(1)
  @Max(100)
  amount!: number;
}

/** duel/duel-policy.ts: every [AMBIGUOUS] default as a flag; absent flags keep the spec's recommendation. */
@InputType()
export class DuelPolicyInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'A-5(a), default true' })
  @IsOptional()
  @IsBoolean()
  blackJokerMayBeCheatedFromHand?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'A-5(b), default true' })
  @IsOptional()
  @IsBoolean()
  opponentRedJokerBlocksEvenWithBlackJoker?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'A-4, default true' })
  @IsOptional()
  @IsBoolean()
  oneSoulstoneOfEachKindPerDuel?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'A-8, default true' })
  @IsOptional()
  @IsBoolean()
  statSuitCountsWithBlackJoker?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'A-9, default false' })
  @IsOptional()
  @IsBoolean()
  relentingDefenderMaySpendSoulstone?: boolean;
}
