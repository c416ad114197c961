import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/api-problems.decorator';
import { ResultsArgs } from './dto/results.args';
import { EncounterResultModel, ResultPageModel } from './models/encounter-result.model';
import { ResultsService } from './results.service';

@ApiTags('results')
@Controller('results')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get()
  @ApiOperation({ summary: 'Results of ended encounters, newest first (public; filters combine with AND; cursor paging)' })
  @ApiOkResponse({ type: ResultPageModel })
  @ApiProblems(400)
  list(@Query() q: ResultsArgs): Promise<ResultPageModel> {
    return this.results.list(q);
  }

  @Get(':encounterId')
  @ApiOperation({ summary: 'The result of one ended encounter: VP per seat per source per Turn, each entry with the event versions that earned it' })
  @ApiOkResponse({ type: EncounterResultModel })
  @ApiProblems(400, 404)
  get(@Param('encounterId', ParseUUIDPipe) encounterId: string): Promise<EncounterResultModel> {
    return this.results.get(encounterId);
  }
}
