// Input of a Horror Duel (rules/malifaux-2e.md §14): the model (its Wp), the TN and the source model of the effect.
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { NestedInput } from '../../common/dto/nested.decorators';
import { DuelParticipantInput } from './duel-parts.input';

@InputType()
export class StartHorrorDuelInput extends CommandInput {
  @NestedInput(() => DuelParticipantInput, 'HO-1: the model making the duel, with its Wp as `stat` (name "Wp"); its seat must be the caller’s')
  model!: DuelParticipantInput;

  @Field(() => Int)
  @ApiProperty({ minimum: 1, maximum: 30, description: 'HO-1: the TN the effect gives (e.g. Terrifying 13)' })
  @IsInt()
  @Min(1)
  @Max(30)
  tn!: number;

  @Field()
  @ApiProperty({ maxLength: 64, description: 'HO-4: the model whose effect calls for the duel (immunity is per source)' })
  @IsString()
  @Length(1, 64)
  sourceModelId!: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64, example: 'Terrifying (Living) 13' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  sourceName?: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'HO-3: the model is immune to Paralyzed (it still makes the duel)' })
  @IsOptional()
  @IsBoolean()
  immuneToParalyzed?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'AA-2: the model is immune to Horror Duels (it makes none)' })
  @IsOptional()
  @IsBoolean()
  immuneToHorrorDuels?: boolean;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'HO-2: the duel happens during the model’s own Activation (a failure ends it)' })
  @IsOptional()
  @IsBoolean()
  duringOwnActivation?: boolean;
}
