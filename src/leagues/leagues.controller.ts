import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/api-problems.decorator';
import { CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { idempotencyKeyFrom } from '../common/request-headers';
import { CreateLeagueInput, EnrolEncounterInput } from './dto/league.input';
import { LeaguesService } from './leagues.service';
import { CreatedLeagueModel, LeagueModel, StandingsModel } from './models/league.model';

@ApiTags('leagues')
@Controller('leagues')
export class LeaguesController {
  constructor(private readonly leagues: LeaguesService) {}

  @Post()
  @ApiOperation({ summary: 'Create a league (name, ruleset, scoring policy); the answer holds its secret organiser token' })
  @ApiCreatedResponse({ type: CreatedLeagueModel })
  @ApiProblems(400, 422)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeating a key returns the first answer (its token included) and creates nothing' })
  create(@Body() input: CreateLeagueInput, @CommandHeadersOf() h: CommandHeaders): Promise<CreatedLeagueModel> {
    return this.leagues.create(input, idempotencyKeyFrom(h.idempotencyKey));
  }

  @Get(':leagueId')
  @ApiOperation({ summary: 'A league: its policy and enrolled encounters (public)' })
  @ApiOkResponse({ type: LeagueModel })
  @ApiProblems(400, 404)
  get(@Param('leagueId', ParseUUIDPipe) id: string): Promise<LeagueModel> {
    return this.leagues.get(id);
  }

  @Post(':leagueId/encounters')
  @HttpCode(200)
  @ApiOperation({ summary: "Enrol an encounter (the league organiser's token, and the encounter organiser's token in the body)" })
  @ApiOkResponse({ type: LeagueModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404, 422)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeating a key returns the first answer and appends nothing' })
  enrol(@Param('leagueId', ParseUUIDPipe) id: string, @Body() input: EnrolEncounterInput, @CommandHeadersOf() h: CommandHeaders): Promise<LeagueModel> {
    return this.leagues.enrol(id, h.authorization, input, idempotencyKeyFrom(h.idempotencyKey));
  }

  @Get(':leagueId/standings')
  @ApiOperation({ summary: 'Standings from the results of the enrolled encounters (public): points, tie-breakers, and the games behind each line' })
  @ApiOkResponse({ type: StandingsModel })
  @ApiProblems(400, 404)
  standings(@Param('leagueId', ParseUUIDPipe) id: string): Promise<StandingsModel> {
    return this.leagues.standings(id);
  }
}
