// Inputs of the damage and healing flips (rules/malifaux-2e.md §12; duel/duel-commands.ts StartDamageFromDuel,
// StartDamage, StartHealing). Shape only.
// Nested fields carry @IsObject as well: @ValidateNested alone lets a missing object or an array of arrays through.
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { DamageDealerInput, DamageModifiersInput, FlipAmountInput, FlipTargetInput } from './damage-parts.input';
import { DuelPolicyInput, FateModifiersInput } from './modifiers.input';

const FLIP_TYPES = ['DAMAGE', 'HAZARDOUS_TERRAIN_DAMAGE'];

@InputType()
export class StartDamageFromDuelInput extends CommandInput {
  @Field(() => [FateModifiersInput], { nullable: true })
  @ApiPropertyOptional({ type: [FateModifiersInput], description: 'DF-2: other effects on the damage flip (hard cover, Focused...); accuracy and the Defender’s Soulstone are added by the rules' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => FateModifiersInput)
  fate?: FateModifiersInput[];

  @Field(() => DamageModifiersInput, { nullable: true })
  @ApiPropertyOptional({ type: () => DamageModifiersInput })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DamageModifiersInput)
  modifiers?: DamageModifiersInput;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'DJ-2, §16.3: one severity step lower (a blast’s other models)' })
  @IsOptional()
  @IsBoolean()
  steppedDown?: boolean;
}

@InputType()
export class StartDamageInput extends StartDamageFromDuelInput {
  @Field(() => DamageDealerInput)
  @ApiProperty({ type: () => DamageDealerInput, description: 'DF-1: its seat flips; it must be the caller’s' })
  @IsObject()
  @ValidateNested()
  @Type(() => DamageDealerInput)
  dealer!: DamageDealerInput;

  @Field(() => FlipTargetInput)
  @ApiProperty({ type: () => FlipTargetInput })
  @IsObject()
  @ValidateNested()
  @Type(() => FlipTargetInput)
  target!: FlipTargetInput;

  @Field(() => FlipAmountInput)
  @ApiProperty({ type: () => FlipAmountInput })
  @IsObject()
  @ValidateNested()
  @Type(() => FlipAmountInput)
  amount!: FlipAmountInput;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: FLIP_TYPES, description: 'FL-1: a hazardous-terrain damage flip may not be cheated; default DAMAGE' })
  @IsOptional()
  @IsIn(FLIP_TYPES)
  flipType?: string;

  @Field(() => DuelPolicyInput, { nullable: true })
  @ApiPropertyOptional({ type: () => DuelPolicyInput })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DuelPolicyInput)
  policy?: DuelPolicyInput;
}

@InputType()
export class StartHealingInput extends CommandInput {
  @Field(() => FlipTargetInput)
  @ApiProperty({ type: () => FlipTargetInput, description: 'HL-2: the healed model; its seat flips and must be the caller’s' })
  @IsObject()
  @ValidateNested()
  @Type(() => FlipTargetInput)
  healed!: FlipTargetInput;

  @Field(() => FlipAmountInput)
  @ApiProperty({ type: () => FlipAmountInput })
  @IsObject()
  @ValidateNested()
  @Type(() => FlipAmountInput)
  amount!: FlipAmountInput;

  @Field(() => [FateModifiersInput], { nullable: true })
  @ApiPropertyOptional({ type: [FateModifiersInput] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => FateModifiersInput)
  fate?: FateModifiersInput[];

  @Field(() => DuelPolicyInput, { nullable: true })
  @ApiPropertyOptional({ type: () => DuelPolicyInput })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DuelPolicyInput)
  policy?: DuelPolicyInput;
}
