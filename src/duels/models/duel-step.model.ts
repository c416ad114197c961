import { Field, ObjectType } from '@nestjs/graphql';
import { ApiEnumProperty, DuelRoleName, DuelStage, DuelStepName, Seat } from '../../common/contract/shared-enums';
import type { SeatId } from '../../rules/core/decider';
import type { FlowStage } from '../../rules/malifaux-2e/duel/duel-events';
import type { DuelRole } from '../../rules/malifaux-2e/duel/duel-roles';
import type { StepName } from '../../rules/malifaux-2e/duel/duel-steps';

@ObjectType('DuelStep', { description: 'The one decision a duel or damage / healing flip waits for, and the seat(s) that may take it' })
export class DuelStepModel {
  @Field(() => DuelStepName) @ApiEnumProperty('DuelStepName') step!: StepName;
  @Field(() => DuelStage, { nullable: true }) @ApiEnumProperty('DuelStage', { nullable: true, description: 'null when no duel or flip is under way' }) stage!: FlowStage | null;
  @Field(() => DuelRoleName, { nullable: true }) @ApiEnumProperty('DuelRole', { nullable: true, description: 'The side that decides, when one does' }) role!: DuelRole | null;
  @Field(() => [Seat]) @ApiEnumProperty('Seat', { isArray: true, description: 'Who may decide (empty: nobody, or any seat to START)' }) seats!: SeatId[];
}
