// Mage Wars saved spellbook inputs (rules/mage-wars.md §13.1, §17.3). Shape here; card definitions go through the rules
// core's card validator (a 400 naming `definitions[i].<field>`), the book's legality is the rules' job (422 SB-n).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Length, Min } from 'class-validator';
import { JSONScalar } from '../../common/json.scalar';
import { MAGE_CLASSES } from '../../rules/mage-wars/cards/apprentice-spellbooks';
import { ELEMENTAL_SCHOOLS } from '../../rules/mage-wars/cards/mages';

@InputType('MageWarsSaveSpellbookInput')
export class SaveSpellbookInput {
  @Field()
  @ApiProperty({ minLength: 1, maxLength: 64, example: 'Fire and claws' })
  @IsString()
  @Length(1, 64)
  name!: string;

  @Field()
  @ApiProperty({ enum: MAGE_CLASSES, description: '§12: the Mage the book is built for' })
  @IsIn(MAGE_CLASSES)
  mageClass!: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: ELEMENTAL_SCHOOLS, description: 'Wizard only (SB-2): the elemental school trained besides Arcane' })
  @IsOptional()
  @IsIn(ELEMENTAL_SCHOOLS)
  element?: string;

  @Field(() => [String])
  @ApiProperty({ type: [String], minItems: 1, maxItems: 200, description: 'One card id per physical card' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(200)
  @IsString({ each: true })
  @Length(1, 100, { each: true })
  cards!: string[];

  // JSON on input on purpose (issue 12): the card validator checks each definition and names the bad field in a 400
  // (a typed input would refuse it earlier, without the rule); the served definitions are typed (MageWarsCardDefinition).
  @Field(() => [JSONScalar], { description: 'The definition of every card of the book (§17.3), each checked by the card validator' })
  @ApiProperty({ type: 'array', maxItems: 200, items: { type: 'object', additionalProperties: true }, description: 'The definition of every card of the book (§17.3), each checked by the card validator (400 naming definitions[i].<field>)' })
  @IsArray()
  @ArrayMaxSize(200)
  @IsObject({ each: true })
  definitions!: Record<string, unknown>[];
}

@InputType('MageWarsChangeSpellbookInput')
export class ChangeSpellbookInput extends SaveSpellbookInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 1, description: 'The version the change is made on (409 when the book moved on)' })
  @IsInt()
  @Min(1)
  expectedVersion!: number;
}
