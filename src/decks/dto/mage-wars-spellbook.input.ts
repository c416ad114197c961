// Mage Wars spellbook inputs (rules/mage-wars.md RD-9, RD-10). Shape only; legality is the rules' job (422).
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, Length } from 'class-validator';
import { OptionalNestedList } from '../../common/dto/nested.decorators';
import { IdField, MageWarsCommandInput } from '../../encounters/dto/mage-wars-shared.input';

@InputType('MageWarsAssignInput', { description: 'RD-10: a planned spell for one familiar or spawnpoint' })
export class AssignInput {
  @IdField('The familiar or spawnpoint (object id)') objectId!: string;
  @IdField('The planned spell (card instance id)') instanceId!: string;
}

@InputType('MageWarsPlanSpellsInput')
export class PlanSpellsInput extends MageWarsCommandInput {
  @Field(() => [String])
  @ApiProperty({ type: [String], maxItems: 2, description: 'RD-9: up to two card instances of your spellbook, secretly' })
  @IsArray()
  @ArrayMaxSize(2)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  instanceIds!: string[];

  @OptionalNestedList(() => AssignInput, 4, 'RD-10: at most one spell per familiar and spawnpoint you control')
  assign?: AssignInput[];
}
