import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { FastifyRequest as Request } from 'fastify';
import { AccessService } from '../common/auth/access.service';
import { authorizationOf } from '../common/auth/graphql-auth';
import { idempotencyKeyFrom } from '../common/request-headers';
import { CreateEncounterInput } from './dto/create-encounter.input';
import { EndEncounterInput } from './dto/end-encounter.input';
import { EncounterEventsArgs } from './dto/events.args';
import { EncountersService } from './encounters.service';
import { CommandResultModel } from './models/command-result.model';
import { CreatedEncounterModel } from './models/created-encounter.model';
import { EventPageModel, StateAtVersionModel } from './models/event-page.model';

type Ctx = { req?: Request };

@Resolver()
export class EncountersResolver {
  constructor(
    private readonly encounters: EncountersService,
    private readonly access: AccessService,
  ) {}

  @Mutation(() => CreatedEncounterModel, { description: 'Create an encounter; the answer holds each seat’s secret token' })
  async createEncounter(
    @Args('input') input: CreateEncounterInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key?: string,
  ): Promise<CreatedEncounterModel> {
    return (await this.encounters.create(input, idempotencyKeyFrom(key))) as CreatedEncounterModel;
  }

  @Query(() => StateAtVersionModel, { description: "The caller's view (send the token as Authorization: Bearer)" })
  async encounter(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Context() ctx: Ctx): Promise<StateAtVersionModel> {
    return (await this.encounters.view(await this.access.resolve(id, authorizationOf(ctx)))) as StateAtVersionModel;
  }

  @Query(() => EventPageModel, { description: 'The event log as the caller may see it' })
  async encounterEvents(@Args() q: EncounterEventsArgs, @Context() ctx: Ctx): Promise<EventPageModel> {
    return (await this.encounters.events(await this.access.resolve(q.id, authorizationOf(ctx)), q.after, q.limit)) as EventPageModel;
  }

  @Query(() => StateAtVersionModel, { description: "Time travel: the caller's view as of a version" })
  async encounterState(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('version', { type: () => Int, nullable: true }) version: number | undefined,
    @Context() ctx: Ctx,
  ): Promise<StateAtVersionModel> {
    return (await this.encounters.stateAt(await this.access.resolve(id, authorizationOf(ctx)), version)) as StateAtVersionModel;
  }

  @Mutation(() => CommandResultModel, { description: 'End the encounter (organiser); reveals the seed and every hidden card' })
  async endEncounter(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input', { type: () => EndEncounterInput, nullable: true }) input: EndEncounterInput | undefined,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: Ctx,
  ): Promise<CommandResultModel> {
    const access = await this.access.resolve(id, authorizationOf(ctx));
    return (await this.encounters.end(access, input?.reason, { expectedVersion: input?.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) })) as CommandResultModel;
  }
}
