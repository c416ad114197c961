// GraphQL for duels: the same decisions as DuelsController, with the same semantics and error codes; the token travels
// in the Authorization header, the deciding seat is the token's.
import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { FastifyRequest as Request } from 'fastify';
import { AccessService, type Access } from '../common/auth/access.service';
import { authorizationOf } from '../common/auth/graphql-auth';
import { idempotencyKeyFrom } from '../common/request-headers';
import type { CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import { CommandResultModel } from '../encounters/models/command-result.model';
import { DuelOddsService } from './duel-odds.service';
import { DuelsService } from './duels.service';
import { BlastDamageInput } from './dto/blast.input';
import { StartDamageFromDuelInput, StartDamageInput, StartHealingInput } from './dto/damage.input';
import { ChooseActiveCardInput, CheatFateInput, DeclareSoulstonesInput, DeclareTriggerInput, DuelDecisionInput, NameRedJokerSuitInput, PreventionInput, RelentInput } from './dto/duel-decisions.input';
import { DuelOddsInput } from './dto/duel-odds.input';
import { StartDuelInput } from './dto/start-duel.input';
import { StartHorrorDuelInput } from './dto/horror-duel.input';
import { CurrentDuelModel } from './models/current-duel.model';
import { DuelOddsModel } from './models/duel-odds.model';

type Ctx = { req?: Request };
type Run = (access: Access, opts: CommandOptions) => Promise<CommandResult>;
const R = (): typeof CommandResultModel => CommandResultModel;
const KEY = { type: () => String, nullable: true } as const;
const UUID = { type: () => ID } as const;

@Resolver()
export class DuelsResolver {
  constructor(
    private readonly duels: DuelsService,
    private readonly odds: DuelOddsService,
    private readonly accessService: AccessService,
  ) {}

  private async run(id: string, ctx: Ctx, key: string | undefined, input: { expectedVersion?: number } | undefined, go: Run): Promise<CommandResultModel> {
    const opts = { expectedVersion: input?.expectedVersion ?? undefined, idempotencyKey: idempotencyKeyFrom(key ?? undefined) };
    return (await go(await this.accessService.resolve(id, authorizationOf(ctx)), opts)) as CommandResultModel;
  }

  @Mutation(R, { description: 'Start a Simple or Opposed Duel (§4.3-4.4)' })
  startDuel(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: StartDuelInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.startDuel(a, input, o));
  }

  @Mutation(R, { description: 'A Horror Duel (§14, HO-1..HO-4): Wp vs the TN; Paralyzed on a failure, immunity to that source on a pass' })
  startHorrorDuel(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: StartHorrorDuelInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.startHorrorDuel(a, input, o));
  }

  @Mutation(R, { description: 'Step 1: declare Soulstone use, the Defender first (SS-D3)' })
  declareSoulstones(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: DeclareSoulstonesInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.declareSoulstones(a, input, o));
  }

  @Mutation(R, { description: 'Step 1: a Defender attacked by a friendly model relents (DU-O8)' })
  relent(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => RelentInput, nullable: true }) input: RelentInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.relent(a, input?.damageFlipSoulstone ?? undefined, o));
  }

  @Mutation(R, { description: 'Flip the cards of the duel or of the damage / healing flip in progress' })
  flipDuelCards(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => DuelDecisionInput, nullable: true }) input: DuelDecisionInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.flip(a, o));
  }

  @Mutation(R, { description: 'Choose the active card (FM-4..FM-7, DU-O2)' })
  chooseActiveCard(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: ChooseActiveCardInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.chooseActiveCard(a, input.card, o));
  }

  @Mutation(R, { description: 'Name the suit of a Red Joker taken as the active card (FD-4)' })
  nameRedJokerSuit(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: NameRedJokerSuitInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.nameRedJokerSuit(a, input.suit, o));
  }

  @Mutation(R, { description: 'Step 3: Cheat Fate from your hand (CF-1..CF-3, DU-O4)' })
  cheatFate(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: CheatFateInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.cheat(a, input, o));
  }

  @Mutation(R, { description: 'Step 3: decline to Cheat Fate' })
  declineCheat(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => DuelDecisionInput, nullable: true }) input: DuelDecisionInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.declineCheat(a, o));
  }

  @Mutation(R, { description: 'malifaux-1e only, §6.3 step 2 (SS-4): after cheating, a soulstone for one extra card (value and suit added)' })
  useSoulstoneCard(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => DuelDecisionInput, nullable: true }) input: DuelDecisionInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.useSoulstoneCard(a, true, o));
  }

  @Mutation(R, { description: 'malifaux-1e only, §6.3 step 2: no soulstone card' })
  declineSoulstoneCard(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => DuelDecisionInput, nullable: true }) input: DuelDecisionInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.useSoulstoneCard(a, false, o));
  }

  @Mutation(R, { description: 'Step 4: declare one Trigger (TR-1..TR-3, DU-O5)' })
  declareTrigger(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: DeclareTriggerInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.declareTrigger(a, input.trigger, o));
  }

  @Mutation(R, { description: 'Step 4: declare no Trigger' })
  passTrigger(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => DuelDecisionInput, nullable: true }) input: DuelDecisionInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.passTrigger(a, o));
  }

  @Mutation(R, { description: 'Start the damage flip of the won Attack (§12.3, DF-2)' })
  startDamageFromDuel(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => StartDamageFromDuelInput, nullable: true }) input: StartDamageFromDuelInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.startDamageFromDuel(a, input ?? new StartDamageFromDuelInput(), o));
  }

  @Mutation(R, { description: 'BL-4: the other models under the blast take one step less than the same damage flip' })
  applyBlastDamage(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: BlastDamageInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.applyBlastDamage(a, input, o));
  }

  @Mutation(R, { description: 'Start any other damage: a flip or a fixed amount (DM-2, DF-1)' })
  startDamage(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: StartDamageInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.startDamage(a, input, o));
  }

  @Mutation(R, { description: 'Start a healing flip or fixed healing (HL-1, HL-2)' })
  startHealing(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: StartHealingInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.startHealing(a, input, o));
  }

  @Mutation(R, { description: 'Spend 1 Soulstone for a prevention flip (use: true) or not (PV-1)' })
  prevention(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: PreventionInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: Ctx): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.duels.prevention(a, input.use, o));
  }

  @Query(() => CurrentDuelModel, { description: 'The duel or flip in progress (or last resolved) and the decision it waits for' })
  async currentDuel(@Args('id', UUID, ParseUUIDPipe) id: string, @Context() ctx: Ctx): Promise<CurrentDuelModel> {
    return (await this.duels.current(await this.accessService.resolve(id, authorizationOf(ctx)))) as CurrentDuelModel;
  }

  @Query(() => DuelOddsModel, { description: 'The exact chance that the caller wins a duel, from its own hand and the discard piles only' })
  async duelOdds(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: DuelOddsInput, @Context() ctx: Ctx): Promise<DuelOddsModel> {
    return (await this.odds.odds(await this.accessService.resolve(id, authorizationOf(ctx)), input)) as DuelOddsModel;
  }
}
