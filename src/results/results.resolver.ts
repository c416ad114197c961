import { ParseUUIDPipe } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { ResultsArgs } from './dto/results.args';
import { EncounterResultModel, ResultPageModel } from './models/encounter-result.model';
import { ResultsService } from './results.service';

@Resolver()
export class ResultsResolver {
  constructor(private readonly service: ResultsService) {}

  @Query(() => ResultPageModel, { description: 'Results of ended encounters, newest first (public; cursor paging)' })
  results(@Args() q: ResultsArgs): Promise<ResultPageModel> {
    return this.service.list(q);
  }

  @Query(() => EncounterResultModel, { description: 'The result of one ended encounter, every VP entry traceable to its events' })
  result(@Args('encounterId', { type: () => ID }, ParseUUIDPipe) encounterId: string): Promise<EncounterResultModel> {
    return this.service.get(encounterId);
  }
}
