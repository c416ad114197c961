// Input of StartDuel (rules/malifaux-2e.md §4.3-4.4; duel/duel-commands.ts StartDuelData). The server adds the duelId.
// Nested fields carry @IsObject as well: @ValidateNested alone lets a missing object or an array of arrays through.
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsObject, IsOptional, ValidateNested } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { DuelActionInput, DuelParticipantInput } from './duel-parts.input';
import { MatchesKind } from './matches-kind.validator';
import { DuelPolicyInput } from './modifiers.input';
import { DUEL_KINDS } from './vocabulary';

@InputType()
export class StartDuelInput extends CommandInput {
  @Field()
  @ApiProperty({ enum: DUEL_KINDS, description: 'SIMPLE: `actor` vs the Action’s TN; OPPOSED: `attacker` vs `defender`' })
  @IsIn(DUEL_KINDS)
  @MatchesKind({
    SIMPLE: { needs: ['actor'], forbids: ['attacker', 'defender', 'defenderFriendly'] },
    OPPOSED: { needs: ['attacker', 'defender'], forbids: ['actor'] },
  })
  kind!: string;

  @Field(() => DuelParticipantInput, { nullable: true })
  @ApiPropertyOptional({ type: () => DuelParticipantInput, description: 'SIMPLE only; its seat must be the caller’s (DU-S2)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DuelParticipantInput)
  actor?: DuelParticipantInput;

  @Field(() => DuelParticipantInput, { nullable: true })
  @ApiPropertyOptional({ type: () => DuelParticipantInput, description: 'OPPOSED only; its seat must be the caller’s (DU-S2)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DuelParticipantInput)
  attacker?: DuelParticipantInput;

  @Field(() => DuelParticipantInput, { nullable: true })
  @ApiPropertyOptional({ type: () => DuelParticipantInput, description: 'OPPOSED only' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DuelParticipantInput)
  defender?: DuelParticipantInput;

  @Field(() => DuelActionInput)
  @ApiProperty({ type: () => DuelActionInput })
  @IsObject()
  @ValidateNested()
  @Type(() => DuelActionInput)
  action!: DuelActionInput;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'OPPOSED only. DU-O8: the Defender is friendly to the Attacker and so may relent; default false' })
  @IsOptional()
  @IsBoolean()
  defenderFriendly?: boolean;

  @Field(() => DuelPolicyInput, { nullable: true })
  @ApiPropertyOptional({ type: () => DuelPolicyInput })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => DuelPolicyInput)
  policy?: DuelPolicyInput;
}
