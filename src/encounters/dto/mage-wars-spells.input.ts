// Mage Wars casting and reveal inputs (rules/mage-wars.md §8 spells, §9 enchantments, EN-19 traps). Shape only: 422 for legality.
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { NestedInput, OptionalNestedInput } from '../../common/dto/nested.decorators';
import { DIRECTIONS, IdField, MageWarsCommandInput, OptionalIdField, TargetInput, ZoneInput } from './mage-wars-shared.input';

@InputType('MageWarsExtendInput', { description: 'ST-32: a second copy of the wall onto a border continuing the first' })
export class ExtendInput {
  @IdField('The second copy (card instance id)') instanceId!: string;
  @NestedInput(() => ZoneInput) a!: ZoneInput;
  @NestedInput(() => ZoneInput) b!: ZoneInput;
}

@InputType('MageWarsCastInput')
export class CastInput extends MageWarsCommandInput {
  @IdField('The caster (Mage, familiar, spawnpoint)') casterId!: string;
  @IdField('The prepared spell (card instance id)') instanceId!: string;
  @NestedInput(() => TargetInput) target!: TargetInput;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'RD-19: cast with the quickcast action' }) @IsOptional() @IsBoolean() quickcast?: boolean;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'SP-3: the value of X' }) @IsOptional() @IsInt() @Min(0) @Max(100) x?: number;
  @OptionalIdField('EQ-3: the equipment location chosen') slot?: string;
  @OptionalNestedInput(() => ZoneInput, 'AC-15: where a teleport sends its target') to?: ZoneInput;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: DIRECTIONS, description: '§11.3: the push direction' }) @IsOptional() @IsIn(DIRECTIONS) direction?: string;
  @OptionalIdField('EQ-8: the spellbook card to bind (Spellbind)') bind?: string;
  @OptionalNestedInput(() => ExtendInput) extend?: ExtendInput;
}

@InputType('MageWarsUseAbilityInput')
export class UseAbilityInput extends MageWarsCommandInput {
  @IdField('The acting creature') objectId!: string;
  @Field(() => Int) @ApiProperty({ minimum: 0, maximum: 20, description: 'AC-20: ability index on its card' }) @IsInt() @Min(0) @Max(20) ability!: number;
  @NestedInput(() => TargetInput) target!: TargetInput;
  @OptionalNestedInput(() => ZoneInput) to?: ZoneInput;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: DIRECTIONS }) @IsOptional() @IsIn(DIRECTIONS) direction?: string;
}

@InputType('MageWarsRespondToSpellInput')
export class RespondToSpellInput extends MageWarsCommandInput {
  @Field() @ApiProperty({ description: 'SP-4: reveal and pay the counter enchantment (true) or decline' }) @IsBoolean() pay!: boolean;
}

@InputType('MageWarsEnchantmentDecisionInput')
export class EnchantmentDecisionInput extends MageWarsCommandInput {
  @IdField('The hidden enchantment') enchantmentId!: string;
  @Field() @ApiProperty({ description: 'Pay its reveal cost (true) or not (EN-8: a declined reveal destroys it)' }) @IsBoolean() pay!: boolean;
}
