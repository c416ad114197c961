import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/api-problems.decorator';
import { CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { ParseSeatPipe } from '../common/parse-seat.pipe';
import { idempotencyKeyFrom } from '../common/request-headers';
import type { SeatId } from '../rules/core/decider';
import { JoinSeatInput } from './dto/join-seat.input';
import { JoinedSeatModel } from './models/joined-seat.model';
import { SeatsService } from './seats.service';

@ApiTags('encounters')
@Controller('encounters')
export class SeatsController {
  constructor(private readonly seats: SeatsService) {}

  @Post(':id/seats/:seat/join')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'joinSeat',
    summary: 'Take an open seat: the answer holds its secret token, once (a repeat with the same Idempotency-Key answers the same)',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeating a key returns the first answer (the same token) and appends nothing' })
  @ApiOkResponse({ type: JoinedSeatModel })
  @ApiProblems(400, 404)
  @ApiResponse({ status: 409, description: 'SEAT_TAKEN: the seat was taken already, or the encounter has ended', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } })
  join(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('seat', ParseSeatPipe) seat: SeatId,
    @Body() input: JoinSeatInput,
    @CommandHeadersOf() h: CommandHeaders,
  ): Promise<JoinedSeatModel> {
    return this.seats.join(id, seat, input.name, idempotencyKeyFrom(h.idempotencyKey)) as Promise<JoinedSeatModel>;
  }
}
