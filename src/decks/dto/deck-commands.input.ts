// Inputs of the fate deck commands (rules/malifaux-2e.md §1, §6.2). Shape only; legality is the rules' job (422).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { SEAT_IDS } from '../../rules/core/decider';
import { FATE_DECK } from '../../rules/malifaux/cards';

const CARD_IDS = FATE_DECK as string[];
const CARD_DOC = 'Card ids: RAM-01..RAM-13, TOME-.., CROW-.., MASK-.., RJ (Red Joker), BJ (Black Joker)';

@InputType()
export class VersionInput extends CommandInput {}

@InputType()
export class ShuffleDeckInput extends CommandInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'true: gather all 54 cards, hand included, for a fresh deck (FD-12.3/4); default: shuffle the discard pile into the deck' })
  @IsOptional()
  @IsBoolean()
  fresh?: boolean;
}

@InputType()
export class CutDeckInput extends CommandInput {
  @Field(() => Int)
  @ApiProperty({ description: 'FD-13: the card at this position (0 = top) becomes the top card', minimum: 1, maximum: 53 })
  @IsInt()
  @Min(1)
  @Max(53)
  index!: number;
}

@InputType()
export class DrawCardsInput extends CommandInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 1, maximum: 54 })
  @IsInt()
  @Min(1)
  @Max(54)
  count!: number;
}

@InputType()
export class DiscardCardsInput extends CommandInput {
  @Field(() => [String])
  @ApiProperty({ type: [String], description: `${CARD_DOC}. Discarded in this order, the last on top (FD-10)`, example: ['RAM-07'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(54)
  @IsIn(CARD_IDS, { each: true })
  cards!: string[];
}

@InputType()
export class FlipCardsInput extends CommandInput {
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 1, maximum: 4, default: 1, description: 'A plain flip: the cards go face up to the discard pile' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(4)
  count?: number;
}

@InputType()
export class BeginDrawPhaseInput extends CommandInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: SEAT_IDS, description: 'DP-4: who declares the Soulstone draw first (the previous First Player); default A' })
  @IsOptional()
  @IsIn(SEAT_IDS)
  firstPlayer?: string;
}

@InputType()
export class RefillHandInput extends CommandInput {
  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], description: `DP-2: cards to discard before drawing. ${CARD_DOC}` })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(54)
  @IsIn(CARD_IDS, { each: true })
  discard?: string[];

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'DP-4: spend one Soulstone to draw two more cards' })
  @IsOptional()
  @IsBoolean()
  useSoulstone?: boolean;
}

@InputType()
export class RandomModelInput extends CommandInput {
  @Field(() => [String])
  @ApiProperty({ type: [String], description: 'RD-1: the candidate models, one card flipped for each in this order', example: ['silurid', 'terror-tot'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  candidates!: string[];
}

@InputType()
export class PickRandomModelInput extends CommandInput {
  @Field()
  @ApiProperty({ description: 'RD-1: one of the models tied for lowest' })
  @IsString()
  @Length(1, 64)
  modelId!: string;
}
