import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { DuelState2e } from '../../encounters/models/malifaux-2e-shapes.model';
import { DuelStepModel } from './duel-step.model';

/** The duel part of the caller's view: public (flipped and cheated cards are face up), hands never included. */
@ObjectType('CurrentDuel', { description: 'The duel or damage / healing flip in progress (or last resolved) and the decision it waits for.' })
export class CurrentDuelModel {
  @Field(() => Int) @ApiProperty({ description: 'Stream version this view was taken at' }) version!: number;
  @Field(() => DuelState2e, { description: 'The duel or flip: its status and what that status carries' })
  @ApiProperty({ type: DuelState2e, description: 'The duel or flip: its status and what that status carries' })
  duel!: unknown;
  @Field(() => DuelStepModel, { description: 'The decision due next' })
  @ApiProperty({ type: DuelStepModel, description: 'The decision due next' })
  duelStep!: DuelStepModel;
}
