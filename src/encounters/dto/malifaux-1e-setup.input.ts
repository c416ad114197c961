// The Malifaux 1E section of the creation input (rules/malifaux-1e.md §14.2 encounter size; §20.2 policy flags).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { OptionalNestedInput } from '../../common/dto/nested.decorators';

@InputType('Malifaux1eOptionsInput', { description: 'Named policies for the readings the French rulebook leaves open (rules/malifaux-1e.md §20.2); omitted: the default' })
export class Malifaux1eOptionsInput {
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'FD-12: skip the cut offered after each shuffle; default false' }) @IsOptional() @IsBoolean() autoDeclineCuts?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: '§5.7, DMG-7: any `−` (true) or a net `−` (false) bans cheating; default false' }) @IsOptional() @IsBoolean() cheatBanOnAnyNegative?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['ALL', 'EXTRA_FLIP'], description: '§5.2: the Red Joker heals / prevents ALL or gives an EXTRA_FLIP; default ALL' }) @IsOptional() @IsIn(['ALL', 'EXTRA_FLIP']) rjHealPreventMode?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: '§10.8: the Red Joker’s second damage flip may be cheated; default true' }) @IsOptional() @IsBoolean() rjSecondFlipCheatable?: boolean;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ minimum: 36, maximum: 72, description: 'GEN-1: side of the square table in inches (36" × 36" minimum); no declared distance exceeds its diagonal; default 36' }) @IsOptional() @IsInt() @Min(36) @Max(72) tableInches?: number;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['MANDATORY_FIRST', 'LITERAL'], description: 'GEN-6: rank « ne peut pas » > mandatory > optional (MANDATORY_FIRST), or only the printed pairs « peut » > « peut choisir », « ne peut pas » > « peut » (LITERAL); default MANDATORY_FIRST' }) @IsOptional() @IsIn(['MANDATORY_FIRST', 'LITERAL']) ruleConflictRanking?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['PLAYER_CHOICE', 'MODEL_ACTIVATION_ORDER'], description: 'TI-5: among one player’s simultaneous effects, the player’s chosen (declared) order (PLAYER_CHOICE) or the order their models activated this turn (MODEL_ACTIVATION_ORDER); default PLAYER_CHOICE' }) @IsOptional() @IsIn(['PLAYER_CHOICE', 'MODEL_ACTIVATION_ORDER']) simultaneousEffectOrder?: string;
}

@InputType('Malifaux1eSetupInput')
export class Malifaux1eSetupInput {
  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: ['SCRAP', 'BRAWL'], description: '§14.2 Escarmouche (Scrap, hand 6) or Rixe (Brawl, hand 7); default SCRAP' })
  @IsOptional()
  @IsIn(['SCRAP', 'BRAWL'])
  size?: string;

  @OptionalNestedInput(() => Malifaux1eOptionsInput, 'Policy flags')
  options?: Malifaux1eOptionsInput;
}
