// Inputs of the damage and healing flips (rules/malifaux-2e.md §12; duel/duel-commands.ts StartDamageFromDuel,
// StartDamage, StartHealing). Shape only.
// Nested fields carry @IsObject as well: @ValidateNested alone lets a missing object or an array of arrays through.
import { NestedInput, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { Field, InputType } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';

import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { DamageDealerInput, DamageModifiersInput, FlipAmountInput, FlipTargetInput } from './damage-parts.input';
import { DuelPolicyInput, FateModifiersInput } from './modifiers.input';

const FLIP_TYPES = ['DAMAGE', 'HAZARDOUS_TERRAIN_DAMAGE'];

@InputType()
export class StartDamageFromDuelInput extends CommandInput {
  @OptionalNestedList(() => FateModifiersInput, 10, 'DF-2: other effects on the damage flip (hard cover, Focused...); accuracy and the Defender’s Soulstone are added by the rules')
  fate?: FateModifiersInput[];

  @OptionalNestedInput(() => DamageModifiersInput)
  modifiers?: DamageModifiersInput;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'Refused (BL-4): models under a blast take one step less than the same flip; use POST duels/blast after it' })
  @IsOptional()
  @IsBoolean()
  steppedDown?: boolean;
}

@InputType()
export class StartDamageInput extends StartDamageFromDuelInput {
  @NestedInput(() => DamageDealerInput, 'DF-1: its seat flips; it must be the caller’s')
  dealer!: DamageDealerInput;

  @NestedInput(() => FlipTargetInput)
  target!: FlipTargetInput;

  @NestedInput(() => FlipAmountInput)
  amount!: FlipAmountInput;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: FLIP_TYPES, description: 'FL-1: a hazardous-terrain damage flip may not be cheated; default DAMAGE' })
  @IsOptional()
  @IsIn(FLIP_TYPES)
  flipType?: string;

  @OptionalNestedInput(() => DuelPolicyInput)
  policy?: DuelPolicyInput;
}

@InputType()
export class StartHealingInput extends CommandInput {
  @NestedInput(() => FlipTargetInput, 'HL-2: the healed model; its seat flips and must be the caller’s')
  healed!: FlipTargetInput;

  @NestedInput(() => FlipAmountInput)
  amount!: FlipAmountInput;

  @OptionalNestedList(() => FateModifiersInput, 10)
  fate?: FateModifiersInput[];

  @OptionalNestedInput(() => DuelPolicyInput)
  policy?: DuelPolicyInput;
}
