// Inputs of the decisions inside a duel or flip (rules/malifaux-2e.md §3.3-3.5, §4.3-4.4, §12.6). The deciding seat
// (`by`) is never in a body: it is the caller's token. Shape only; order and legality are the rules' job (422).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { CARD_DOC, CARD_IDS, SUIT_IDS } from './vocabulary';
import { Suit } from '../../common/contract/shared-enums';

/** A decision with nothing to say but "now": flip, decline to cheat, pass the trigger. */
@InputType()
export class DuelDecisionInput extends CommandInput {}

@InputType()
export class DeclareSoulstonesInput extends CommandInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 2, description: 'SS-D2: Soulstones spent for a `+` Fate Modifier (policy A-4: at most 1)' })
  @IsInt()
  @Min(0)
  @Max(2)
  fateModifiers!: number;

  @Field(() => [Suit])
  @ApiProperty({ enum: SUIT_IDS, isArray: true, description: 'SS-D2: one Soulstone per suit added to the final total (policy A-4: at most 1)' })
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  suits!: string[];
}

@InputType()
export class RelentInput extends CommandInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'DU-O8, A-9: spend 1 Soulstone for `−` on the damage flip (only under policy relentingDefenderMaySpendSoulstone)' })
  @IsOptional()
  @IsBoolean()
  damageFlipSoulstone?: boolean;
}

@InputType()
export class ChooseActiveCardInput extends CommandInput {
  @Field()
  @ApiProperty({ enum: CARD_IDS, description: `FM-4..FM-7: one of the flipped cards. ${CARD_DOC}` })
  @IsIn(CARD_IDS)
  card!: string;
}

@InputType()
export class NameRedJokerSuitInput extends CommandInput {
  @Field(() => Suit)
  @ApiProperty({ enum: SUIT_IDS, description: 'FD-4: the suit of the Red Joker taken as the active card' })
  @IsIn(SUIT_IDS)
  suit!: string;
}

@InputType()
export class CheatFateInput extends CommandInput {
  @Field()
  @ApiProperty({ enum: CARD_IDS, description: `CF-1: a card from your Control Hand. ${CARD_DOC}` })
  @IsIn(CARD_IDS)
  card!: string;

  @Field(() => Suit, { nullable: true })
  @ApiPropertyOptional({ enum: SUIT_IDS, description: 'FD-4: required when cheating the Red Joker, refused otherwise' })
  @IsOptional()
  @IsIn(SUIT_IDS)
  redJokerSuit?: string;
}

@InputType()
export class DeclareTriggerInput extends CommandInput {
  @Field()
  @ApiProperty({ example: 'Make it Beautiful', maxLength: 64, description: 'TR-1..TR-3: the name of a Trigger of the Action or of the stat used' })
  @IsString()
  @Length(1, 64)
  trigger!: string;
}

@InputType()
export class PreventionInput extends CommandInput {
  @Field()
  @ApiProperty({ description: 'PV-1: true spends 1 Soulstone for a prevention flip; false declines it' })
  @IsBoolean()
  use!: boolean;
}
