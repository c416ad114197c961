import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AccessService } from '../common/auth/access.service';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import { idempotencyKeyFrom } from '../common/request-headers';
import { VersionInput } from '../decks/dto/deck-commands.input';
import { CommandResultModel } from '../encounters/models/command-result.model';
import type { SeatId } from '../rules/core/decider';
import { FirstPlayerInput, InitiativeReflipInput } from './dto/initiative.input';
import { TurnsService } from './turns.service';

/** The same commands as TurnsController, with the same semantics. */
@Resolver()
export class TurnsResolver {
  constructor(
    private readonly turns: TurnsService,
    private readonly accessService: AccessService,
  ) {}

  @Mutation(() => CommandResultModel, { description: 'IN-1, IN-2: both players flip for initiative' })
  async flipInitiative(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    const access = await this.accessService.resolve(id, authorizationOf(ctx));
    return (await this.turns.flipInitiative(access, { expectedVersion: input?.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) })) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'IN-3: reflip for one Soulstone, or keep the card' })
  async initiativeReflip(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: InitiativeReflipInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    const access = await this.accessService.resolve(id, authorizationOf(ctx));
    return (await this.turns.reflip(access, input.reflip, { expectedVersion: input.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) })) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'IN-5: the winner of the initiative names the First Player' })
  async chooseFirstPlayer(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: FirstPlayerInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    const access = await this.accessService.resolve(id, authorizationOf(ctx));
    return (await this.turns.chooseFirstPlayer(access, input.firstPlayer as SeatId, { expectedVersion: input.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) })) as CommandResultModel;
  }
}
