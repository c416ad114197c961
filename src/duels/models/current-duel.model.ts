import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../../common/json.scalar';
import { DuelStepModel } from './duel-step.model';

/** The duel part of the caller's view: public (flipped and cheated cards are face up), hands never included. */
@ObjectType('CurrentDuel', { description: 'The duel or damage / healing flip in progress (or last resolved) and the decision it waits for.' })
export class CurrentDuelModel {
  @Field(() => Int) @ApiProperty({ description: 'Stream version this view was taken at' }) version!: number;
  @Field(() => JSONScalar, { description: 'duel/duel-state.ts DuelState' })
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'duel/duel-state.ts DuelState: { status: IDLE | DUELING | DUEL_RESOLVED | FLIPPING | FLIP_RESOLVED, ... }' })
  duel!: unknown;
  @Field(() => DuelStepModel, { description: 'The decision due next' })
  @ApiProperty({ type: DuelStepModel, description: 'The decision due next' })
  duelStep!: DuelStepModel;
}
