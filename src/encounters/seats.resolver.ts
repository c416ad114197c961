import { ParseUUIDPipe } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ParseSeatPipe } from '../common/parse-seat.pipe';
import { idempotencyKeyFrom } from '../common/request-headers';
import type { SeatId } from '../rules/core/decider';
import { JoinSeatInput } from './dto/join-seat.input';
import { JoinedSeatModel } from './models/joined-seat.model';
import { SeatsService } from './seats.service';
import { Seat } from '../common/contract/shared-enums';

@Resolver()
export class SeatsResolver {
  constructor(private readonly seats: SeatsService) {}

  @Mutation(() => JoinedSeatModel, { description: 'Take an open seat; the answer holds its secret token, once (repeat with the same idempotencyKey for the same answer)' })
  async joinSeat(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId,
    @Args('input') input: JoinSeatInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key?: string,
  ): Promise<JoinedSeatModel> {
    return (await this.seats.join(id, seat, input.name, idempotencyKeyFrom(key))) as JoinedSeatModel;
  }
}
