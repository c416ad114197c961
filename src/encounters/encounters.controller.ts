import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCommand, ApiProblems } from '../common/api-problems.decorator';
import { AccessService } from '../common/auth/access.service';
import { CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import type { CommandResult } from './command-result';
import { CreateEncounterInput } from './dto/create-encounter.input';
import { EndEncounterInput } from './dto/end-encounter.input';
import { EventsQuery, StateQuery } from './dto/events.args';
import { EncountersService, type CreatedEncounter } from './encounters.service';
import { CommandResultModel } from './models/command-result.model';
import { CreatedEncounterModel } from './models/created-encounter.model';
import { EventPageModel, StateAtVersionModel } from './models/event-page.model';

@ApiTags('encounters')
@ApiHeader({ name: 'If-Match', required: false, description: 'Expected stream version, instead of expectedVersion in the body' })
@ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeating a key returns the first answer and appends nothing' })
@Controller('encounters')
export class EncountersController {
  constructor(
    private readonly encounters: EncountersService,
    private readonly access: AccessService,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create an encounter: one stream, one secret token per seat and one for the organiser' })
  @ApiCreatedResponse({ type: CreatedEncounterModel })
  @ApiProblems(400, 422)
  create(@Body() input: CreateEncounterInput, @CommandHeadersOf() h: CommandHeaders): Promise<CreatedEncounter> {
    return this.encounters.create(input, idempotencyKeyFrom(h.idempotencyKey));
  }

  @Get(':id')
  @ApiOperation({ summary: "The caller's view of the encounter" })
  @ApiOkResponse({ type: StateAtVersionModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404)
  async get(@Param('id', ParseUUIDPipe) id: string, @CommandHeadersOf() h: CommandHeaders): Promise<{ version: number; state: unknown }> {
    return this.encounters.view(await this.access.resolve(id, h.authorization));
  }

  @Get(':id/events')
  @ApiOperation({ summary: 'Page through the event log as the caller may see it' })
  @ApiOkResponse({ type: EventPageModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404)
  async events(@Param('id', ParseUUIDPipe) id: string, @Query() q: EventsQuery, @CommandHeadersOf() h: CommandHeaders): Promise<EventPageModel> {
    return (await this.encounters.events(await this.access.resolve(id, h.authorization), q.after, q.limit)) as EventPageModel;
  }

  @Get(':id/state')
  @ApiOperation({ summary: "Time travel: the caller's view as of a stream version" })
  @ApiOkResponse({ type: StateAtVersionModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404)
  async state(@Param('id', ParseUUIDPipe) id: string, @Query() q: StateQuery, @CommandHeadersOf() h: CommandHeaders): Promise<{ version: number; state: unknown }> {
    return this.encounters.stateAt(await this.access.resolve(id, h.authorization), q.version);
  }

  @Post(':id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the encounter (organiser): the seed and every hidden card are revealed for audit' })
  @ApiOkResponse({ type: CommandResultModel })
  @ApiCommand()
  async end(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() input: EndEncounterInput,
    @CommandHeadersOf() h: CommandHeaders,
  ): Promise<CommandResult> {
    const access = await this.access.resolve(id, h.authorization);
    return this.encounters.end(access, input.reason, { expectedVersion: expectedVersionFrom(input.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) });
  }
}
