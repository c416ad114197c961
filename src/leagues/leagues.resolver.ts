import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import { idempotencyKeyFrom } from '../common/request-headers';
import { CreateLeagueInput, EnrolEncounterInput } from './dto/league.input';
import { LeaguesService } from './leagues.service';
import { CreatedLeagueModel, LeagueModel, StandingsModel } from './models/league.model';

@Resolver()
export class LeaguesResolver {
  constructor(private readonly leagues: LeaguesService) {}

  @Mutation(() => CreatedLeagueModel, { description: 'Create a league; the answer holds its secret organiser token' })
  createLeague(@Args('input') input: CreateLeagueInput, @Args('idempotencyKey', { type: () => String, nullable: true }) key?: string): Promise<CreatedLeagueModel> {
    return this.leagues.create(input, idempotencyKeyFrom(key));
  }

  @Mutation(() => LeagueModel, { description: "Enrol an encounter (Authorization: the league organiser's token)" })
  enrolEncounter(
    @Args('leagueId', { type: () => ID }, ParseUUIDPipe) leagueId: string,
    @Args('input') input: EnrolEncounterInput,
    @Context() ctx: GqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key?: string,
  ): Promise<LeagueModel> {
    return this.leagues.enrol(leagueId, authorizationOf(ctx), input, idempotencyKeyFrom(key));
  }

  @Query(() => LeagueModel, { description: 'A league (public)' })
  league(@Args('leagueId', { type: () => ID }, ParseUUIDPipe) leagueId: string): Promise<LeagueModel> {
    return this.leagues.get(leagueId);
  }

  @Query(() => StandingsModel, { description: 'Standings of a league from its results (public)' })
  leagueStandings(@Args('leagueId', { type: () => ID }, ParseUUIDPipe) leagueId: string): Promise<StandingsModel> {
    return this.leagues.standings(leagueId);
  }
}
