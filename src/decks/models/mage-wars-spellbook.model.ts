// A saved Mage Wars spellbook as its owner sees it (§13.1): the book, its version and the points it costs its Mage.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MwCardDefinitionModel } from '../../encounters/models/mage-wars-card.model';

@ObjectType('MageWarsSpellbook')
export class MageWarsSpellbookModel {
  @Field(() => ID) @ApiProperty({ format: 'uuid' }) spellbookId!: string;
  @Field(() => Int) @ApiProperty({ minimum: 1 }) version!: number;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty({ enum: ['Beastmaster', 'Priestess', 'Warlock', 'Wizard'] }) mageClass!: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['Earth', 'Air', 'Water', 'Fire'] }) element?: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) cards!: string[];
  @Field(() => [MwCardDefinitionModel], { description: 'The definitions of its cards (as validated when saved)' })
  @ApiProperty({ type: [MwCardDefinitionModel], description: 'The definitions of its cards (as validated when saved)' })
  definitions!: Record<string, unknown>[];
  @Field(() => Int) @ApiProperty({ description: 'SB-1: the spellbook points the book costs its Mage' }) total!: number;
}

@ObjectType('MageWarsSavedSpellbook')
export class MageWarsSavedSpellbookModel extends MageWarsSpellbookModel {
  @Field() @ApiProperty({ description: 'The owner’s secret token (shown once): Bearer token to read or change the book' }) ownerToken!: string;
}
