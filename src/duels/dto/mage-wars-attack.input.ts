// Mage Wars attack inputs (rules/mage-wars.md §10: attack, avoid step, counterstrike). Shape only; legality: 422.
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { NestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { IdField, MageWarsCommandInput, OptionalIdField, TargetInput } from '../../encounters/dto/mage-wars-shared.input';

@InputType('MageWarsAttackInput')
export class AttackInput extends MageWarsCommandInput {
  @IdField('The attacking creature (object id)') attackerId!: string;
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 20, description: 'EQ-7: index into the attacker’s attack options (card bars, then equipment bars)' })
  @IsInt()
  @Min(0)
  @Max(20)
  attack!: number;
  @NestedInput(() => TargetInput, 'An object {kind: object, id} or a zone {kind: zone, zone}') target!: TargetInput;
  @OptionalIdField('CB-34: with Sweeping, the second object of the zone') sweep?: string;
}

@InputType('MageWarsRevealDecisionInput', { description: 'EN-19: a triggered mandatory enchantment, revealed and paid or not' })
export class RevealDecisionInput {
  @IdField('The hidden enchantment') enchantmentId!: string;
  @Field() @ApiProperty() @IsBoolean() pay!: boolean;
}

@InputType('MageWarsDefenseInput')
export class DefenseInput extends MageWarsCommandInput {
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ type: String, nullable: true, description: 'CB-12 / DF-2: the defense key (`<sourceId>#<index>`), or null / absent for none' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  defense?: string | null;
  @OptionalNestedList(() => RevealDecisionInput, 20, 'EN-19: every triggered mandatory enchantment decided') reveals?: RevealDecisionInput[];
}

@InputType('MageWarsCounterstrikeInput')
export class CounterstrikeInput extends MageWarsCommandInput {
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: 20, description: 'CB-29: the quick melee attack option, or null / absent to decline' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(20)
  attack?: number | null;
}
