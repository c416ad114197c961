import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { RULESET_IDS } from '../../rulesets/rulesets';
import { OptionalNestedInput } from '../../common/dto/nested.decorators';
import { MageWarsSetupInput } from './mage-wars-setup.input';
import { Malifaux1eSetupInput } from './malifaux-1e-setup.input';

@InputType()
export class PlayerInput {
  @Field()
  @ApiProperty({ example: 'Ann', minLength: 1, maxLength: 64 })
  @IsString()
  @Length(1, 64)
  name!: string;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ description: 'Starting Soulstone Pool (0..7, §20.8); default 0', minimum: 0, maximum: 100 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  soulstones?: number;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ description: 'Maximum hand size (FD-7); default 6', minimum: 1, maximum: 20 })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(20)
  handSize?: number;
}

@InputType()
export class EncounterOptionsInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'FD-13: skip the cut offered after each shuffle; default false' })
  @IsOptional()
  @IsBoolean()
  autoDeclineCuts?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'IN-4 [AMBIGUOUS]: after a forced reflip of a tie, a player who kept her Soulstone reflip may use it; default false' })
  @IsOptional()
  @IsBoolean()
  initiativeReopenSoulstoneWindowAfterTie?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'MK-5: killed Living / Undead / Construct models drop Corpse / Scrap Markers; default true (players may agree to skip them)' })
  @IsOptional()
  @IsBoolean()
  dropCorpseScrap?: boolean;
}

@InputType()
export class CreateEncounterInput {
  @Field()
  @ApiProperty({ enum: RULESET_IDS, example: 'malifaux-2e' })
  @IsIn(RULESET_IDS)
  ruleset!: string;

  @Field(() => [PlayerInput])
  @ApiProperty({ type: [PlayerInput] })
  @ArrayMinSize(1)
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  @Type(() => PlayerInput)
  players!: PlayerInput[];

  @Field(() => [[String]], { nullable: true })
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description:
      'Practice only: each player’s starting deck order, top first, a permutation of the 54 card ids. The encounter is marked `options.stackedDecks` in every view, so that no league takes it for a fair game.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsArray({ each: true })
  @ArrayMaxSize(54, { each: true })
  stackedDecks?: string[][];

  @Field(() => EncounterOptionsInput, { nullable: true })
  @ApiPropertyOptional({ type: EncounterOptionsInput })
  @IsOptional()
  @ValidateNested()
  @Type(() => EncounterOptionsInput)
  options?: EncounterOptionsInput;

  @OptionalNestedInput(() => MageWarsSetupInput, 'Ruleset mage-wars only (required there): each player’s apprentice Mage and book, card definitions, policies')
  mageWars?: MageWarsSetupInput;

  @OptionalNestedInput(() => Malifaux1eSetupInput, 'Ruleset malifaux-1e only: the encounter size (Scrap / Brawl) and the policy flags')
  malifaux1e?: Malifaux1eSetupInput;
}
