// Mage Wars round inputs (rules/mage-wars.md §5-§6: upkeep, activations, moves, guard). Shape only; legality: 422.
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Length } from 'class-validator';
import { NestedInput } from '../../common/dto/nested.decorators';
import { IdField, MageWarsCommandInput, ZoneInput } from '../../encounters/dto/mage-wars-shared.input';

@InputType('MageWarsPayUpkeepInput')
export class PayUpkeepInput extends MageWarsCommandInput {
  @Field(() => [String])
  @ApiProperty({ type: [String], maxItems: 100, description: 'RD-6: the objects and enchantments whose upkeep you pay; every other one with upkeep is destroyed' })
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  pay!: string[];

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'RD-8: resolve Burn before Regenerate this Upkeep' })
  @IsOptional()
  @IsBoolean()
  burnBeforeRegenerate?: boolean;
}

@InputType('MageWarsMoveInput')
export class MoveInput extends MageWarsCommandInput {
  @IdField('The acting creature (object id)') objectId!: string;
  @NestedInput(() => ZoneInput, 'AC-7: an adjacent zone') to!: ZoneInput;
}
