import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { FastifyRequest as Request } from 'fastify';
import { AccessService, type Access } from '../common/auth/access.service';
import { authorizationOf } from '../common/auth/graphql-auth';
import { ParseSeatPipe } from '../common/parse-seat.pipe';
import { idempotencyKeyFrom } from '../common/request-headers';
import type { CommandOptions } from '../encounters/command-bus.service';
import { CommandResultModel } from '../encounters/models/command-result.model';
import type { SeatId } from '../rules/core/decider';
import { DecksService } from './decks.service';
import { Seat } from '../common/contract/shared-enums';
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

type Ctx = { req?: Request };
const R = (): typeof CommandResultModel => CommandResultModel;
const asModel = (p: Promise<unknown>): Promise<CommandResultModel> => p as Promise<CommandResultModel>;

/** The same commands as DecksController, with the same semantics; the token travels in the Authorization header. */
@Resolver()
export class DecksResolver {
  constructor(
    private readonly decks: DecksService,
    private readonly accessService: AccessService,
  ) {}

  private async call(id: string, ctx: Ctx, key: string | undefined, input: { expectedVersion?: number } | undefined): Promise<{ access: Access; opts: CommandOptions }> {
    const opts = { expectedVersion: input?.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) };
    return { access: await this.accessService.resolve(id, authorizationOf(ctx)), opts };
  }

  @Mutation(R)
  async shuffleDeck(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input', { type: () => ShuffleDeckInput, nullable: true }) input: ShuffleDeckInput | undefined, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.shuffle(c.access, seat, input?.fresh ?? false, c.opts));
  }

  @Mutation(R)
  async cutDeck(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input') input: CutDeckInput, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.cut(c.access, seat, input.index, c.opts));
  }

  @Mutation(R)
  async declineCut(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.declineCut(c.access, seat, c.opts));
  }

  @Mutation(R)
  async drawCards(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input') input: DrawCardsInput, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.draw(c.access, seat, input.count, c.opts));
  }

  @Mutation(R)
  async discardCards(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input') input: DiscardCardsInput, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.discard(c.access, seat, input.cards, c.opts));
  }

  @Mutation(R)
  async flipCards(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input', { type: () => FlipCardsInput, nullable: true }) input: FlipCardsInput | undefined, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.flip(c.access, seat, input?.count ?? 1, c.opts));
  }

  @Mutation(R)
  async beginDrawPhase(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('input', { type: () => BeginDrawPhaseInput, nullable: true }) input: BeginDrawPhaseInput | undefined, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.beginDrawPhase(c.access, input?.firstPlayer as SeatId | undefined, c.opts));
  }

  @Mutation(R)
  async refillHand(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input', { type: () => RefillHandInput, nullable: true }) input: RefillHandInput | undefined, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.refill(c.access, seat, input?.discard ?? [], input?.useSoulstone ?? false, c.opts));
  }

  @Mutation(R, { description: 'RD-2: a randomly determined player' })
  async randomPlayer(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.randomPlayer(c.access, c.opts));
  }

  @Mutation(R, { description: 'RD-1: a randomly determined model among candidates' })
  async randomModel(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('seat', { type: () => Seat }, ParseSeatPipe) seat: SeatId, @Args('input') input: RandomModelInput, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.randomModel(c.access, seat, input.candidates, c.opts));
  }

  @Mutation(R, { description: 'RD-1: break a tie for lowest' })
  async pickRandomModel(@Args('id', { type: () => ID }, ParseUUIDPipe) id: string, @Args('input') input: PickRandomModelInput, @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    const c = await this.call(id, ctx, key, input);
    return asModel(this.decks.pickRandomModel(c.access, input.modelId, c.opts));
  }
}
