import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessService, type Access } from '../common/auth/access.service';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import type { CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import { VersionInput } from '../decks/dto/deck-commands.input';
import type { SeatId } from '../rules/core/decider';
import { FirstPlayerInput, InitiativeReflipInput } from './dto/initiative.input';
import { TurnsService } from './turns.service';

@ApiTags('turns')
@Controller('encounters/:id/initiative')
export class TurnsController {
  constructor(
    private readonly turns: TurnsService,
    private readonly accessService: AccessService,
  ) {}

  private async call(id: string, h: CommandHeaders, body: { expectedVersion?: number }): Promise<{ access: Access; opts: CommandOptions }> {
    const opts = { expectedVersion: expectedVersionFrom(body.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) };
    return { access: await this.accessService.resolve(id, h.authorization), opts };
  }

  @Post()
  @ApiCommandRoute('Initiative Phase: both players flip; ties reflip before any Soulstone (IN-1, IN-2)')
  async flip(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.flipInitiative(c.access, c.opts);
  }

  @Post('reflip')
  @ApiCommandRoute('Soulstone window, the lower card first: reflip for one Soulstone, once per phase, or keep the card (IN-3, IN-4)')
  async reflip(@Param('id', ParseUUIDPipe) id: string, @Body() b: InitiativeReflipInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.reflip(c.access, b.reflip, c.opts);
  }

  @Post('first-player')
  @ApiCommandRoute('The higher card chooses the First Player of this Turn (IN-5)')
  async firstPlayer(@Param('id', ParseUUIDPipe) id: string, @Body() b: FirstPlayerInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.chooseFirstPlayer(c.access, b.firstPlayer as SeatId, c.opts);
  }
}
