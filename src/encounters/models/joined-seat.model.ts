import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ApiEnumProperty, Seat } from '../../common/contract/shared-enums';
import type { SeatId } from '../../rules/core/decider';
import { EncounterStateField, type EncounterStateModel } from './encounter-state.union';

@ObjectType('JoinedSeat', { description: 'An open seat taken: its secret token (shown once) and the new seat holder’s view.' })
export class JoinedSeatModel {
  @Field() @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field(() => Seat) @ApiEnumProperty('Seat') seat!: SeatId;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty({ description: 'Secret bearer token of this seat; shown once (a repeat with the same Idempotency-Key shows it again)' }) token!: string;
  @Field(() => Int) @ApiProperty({ type: 'integer', description: 'Stream version after the SeatJoined event' }) version!: number;
  @EncounterStateField('The view of the seat just taken') state!: EncounterStateModel;
}
