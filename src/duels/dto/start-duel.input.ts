// Input of StartDuel (rules/malifaux-2e.md §4.3-4.4; duel/duel-commands.ts StartDuelData). The server adds the duelId.
// Nested fields carry @IsObject as well: @ValidateNested alone lets a missing object or an array of arrays through.
import { NestedInput, OptionalNestedInput } from '../../common/dto/nested.decorators';
import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { IsBoolean, IsIn, IsOptional } from 'class-validator';
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

  @OptionalNestedInput(() => DuelParticipantInput, 'SIMPLE only; its seat must be the caller’s (DU-S2)')
  actor?: DuelParticipantInput;

  @OptionalNestedInput(() => DuelParticipantInput, 'OPPOSED only; its seat must be the caller’s (DU-S2)')
  attacker?: DuelParticipantInput;

  @OptionalNestedInput(() => DuelParticipantInput, 'OPPOSED only')
  defender?: DuelParticipantInput;

  @NestedInput(() => DuelActionInput)
  action!: DuelActionInput;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'OPPOSED only. DU-O8: the Defender is friendly to the Attacker and so may relent; default false' })
  @IsOptional()
  @IsBoolean()
  defenderFriendly?: boolean;

  @OptionalNestedInput(() => DuelPolicyInput)
  policy?: DuelPolicyInput;
}
