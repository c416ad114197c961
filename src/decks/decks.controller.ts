import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiCommand } from '../common/api-problems.decorator';
import { CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { AccessService, type Access } from '../common/auth/access.service';
import { ParseSeatPipe } from '../common/parse-seat.pipe';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import type { CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import { CommandResultModel } from '../encounters/models/command-result.model';
import type { SeatId } from '../rules/core/decider';
import { DecksService } from './decks.service';
import {
  BeginDrawPhaseInput,
  CutDeckInput,
  PickRandomModelInput,
  RandomModelInput,
  DiscardCardsInput,
  DrawCardsInput,
  FlipCardsInput,
  RefillHandInput,
  ShuffleDeckInput,
  VersionInput,
} from './dto/deck-commands.input';

interface Call {
  readonly access: Access;
  readonly opts: CommandOptions;
}

@ApiTags('decks')
@ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeating a key returns the first answer and appends nothing' })
@ApiHeader({ name: 'If-Match', required: false, description: 'Expected stream version, instead of expectedVersion in the body' })
@ApiParam({ name: 'seat', enum: ['A', 'B', 'C', 'D'], required: false })
@Controller('encounters/:id')
export class DecksController {
  constructor(
    private readonly decks: DecksService,
    private readonly accessService: AccessService,
  ) {}

  private async call(id: string, h: CommandHeaders, body: { expectedVersion?: number }): Promise<Call> {
    const opts = { expectedVersion: expectedVersionFrom(body.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) };
    return { access: await this.accessService.resolve(id, h.authorization), opts };
  }

  @Post('decks/:seat/shuffle')
  @HttpCode(200)
  @ApiOperation({ summary: 'Shuffle the discard pile into the deck (or a fresh 54-card deck); the opponent is offered a cut (FD-12, FD-13)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async shuffle(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: ShuffleDeckInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.shuffle(c.access, seat, b.fresh ?? false, c.opts);
  }

  @Post('decks/:seat/cut')
  @HttpCode(200)
  @ApiOperation({ summary: "Cut the opponent's freshly shuffled deck (FD-13); only the seat offered the cut" })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async cut(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: CutDeckInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.cut(c.access, seat, b.index, c.opts);
  }

  @Post('decks/:seat/decline-cut')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline the cut offered after a shuffle (FD-13)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async declineCut(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.declineCut(c.access, seat, c.opts);
  }

  @Post('decks/:seat/draw')
  @HttpCode(200)
  @ApiOperation({ summary: 'Draw cards into the hand by an effect; may exceed the hand size (FD-8); reshuffles when the deck runs out (FD-11)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async draw(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: DrawCardsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.draw(c.access, seat, b.count, c.opts);
  }

  @Post('decks/:seat/discard')
  @HttpCode(200)
  @ApiOperation({ summary: 'Discard cards from the hand, in order, the last on top (FD-9, FD-10); in the Draw Phase, down to the hand size (DP-5)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async discard(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: DiscardCardsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.discard(c.access, seat, b.cards, c.opts);
  }

  @Post('decks/:seat/flip')
  @HttpCode(200)
  @ApiOperation({ summary: 'Flip cards from the top of the deck face up onto the discard pile (FD-9, FD-11)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async flip(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: FlipCardsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.flip(c.access, seat, b.count ?? 1, c.opts);
  }

  @Post('draw-phase')
  @HttpCode(200)
  @ApiOperation({ summary: 'Begin the Draw Phase: every discard pile is shuffled into its deck (DP-1)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async beginDrawPhase(@Param('id', ParseUUIDPipe) id: string, @Body() b: BeginDrawPhaseInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.beginDrawPhase(c.access, b.firstPlayer as SeatId | undefined, c.opts);
  }

  @Post('decks/:seat/refill')
  @HttpCode(200)
  @ApiOperation({ summary: 'Draw Phase for one seat: discard any cards, draw to the hand size, optionally a Soulstone for two more (DP-2..DP-4)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async refill(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: RefillHandInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.refill(c.access, seat, b.discard ?? [], b.useSoulstone ?? false, c.opts);
  }

  @Post('random/player')
  @HttpCode(200)
  @ApiOperation({ summary: 'RD-2: both players flip; the highest value is the randomly determined player; ties reflip' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async randomPlayer(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.randomPlayer(c.access, c.opts);
  }

  @Post('decks/:seat/random-model')
  @HttpCode(200)
  @ApiOperation({ summary: 'RD-1: flip one card per candidate model; the lowest is picked (a tie waits for random/pick)' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async randomModel(@Param('id', ParseUUIDPipe) id: string, @Param('seat', ParseSeatPipe) seat: SeatId, @Body() b: RandomModelInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.randomModel(c.access, seat, b.candidates, c.opts);
  }

  @Post('random/pick')
  @HttpCode(200)
  @ApiOperation({ summary: 'RD-1: the flipping seat picks among the models tied for lowest' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async pickRandomModel(@Param('id', ParseUUIDPipe) id: string, @Body() b: PickRandomModelInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.decks.pickRandomModel(c.access, b.modelId, c.opts);
  }
}
