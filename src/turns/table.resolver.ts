// GraphQL for the Turn on the table: the same commands as TableController, with the same semantics.
import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AccessService, type Access } from '../common/auth/access.service';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import { idempotencyKeyFrom } from '../common/request-headers';
import { VersionInput } from '../decks/dto/deck-commands.input';
import type { CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import { CommandResultModel } from '../encounters/models/command-result.model';
import { HireCrewInput } from './dto/crew.input';
import { ActivateModelInput, DeclareEffectInput, DisengagingStrikeInput, ManifestAvatarInput, DisputeFactInput, EndActivationInput, ResolveDisputeInput, TakeActionInput } from './dto/turn-commands.input';
import { TurnsService } from './turns.service';

const R = () => CommandResultModel;
const UUID = { type: () => ID };
const KEY = { type: () => String, nullable: true };

@Resolver()
export class TableResolver {
  constructor(
    private readonly turns: TurnsService,
    private readonly accessService: AccessService,
  ) {}

  private async run(id: string, ctx: GqlContext, key: string | undefined, input: { expectedVersion?: number } | undefined, f: (a: Access, o: CommandOptions) => Promise<CommandResult>): Promise<CommandResultModel> {
    const access = await this.accessService.resolve(id, authorizationOf(ctx));
    return (await f(access, { expectedVersion: input?.expectedVersion ?? undefined, idempotencyKey: idempotencyKeyFrom(key) })) as CommandResultModel;
  }

  @Mutation(R, { description: '§18: hire a crew into the encounter as data, before the first Turn' })
  hireCrew(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: HireCrewInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.hireCrew(a, input, o));
  }

  @Mutation(R, { description: 'AC-1..AC-5: activate a model (AP generated, AP-1..AP-4)' })
  activateModel(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: ActivateModelInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.activateModel(a, input, o));
  }

  @Mutation(R, { description: 'AP-7: end the Activation' })
  endActivation(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: EndActivationInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.endActivation(a, input, o));
  }

  @Mutation(R, { description: '§8: take an Action with its declared facts' })
  takeAction(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: TakeActionInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.takeAction(a, input, o));
  }

  @Mutation(R, { description: 'DE-2, DE-3: an engaged enemy strikes at (or lets go) a disengaging Walk' })
  disengagingStrike(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: DisengagingStrikeInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.disengagingStrike(a, input, o));
  }

  @Mutation(R, { description: 'AV-1..AV-5: a Master manifests her Avatar' })
  manifestAvatar(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: ManifestAvatarInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.manifestAvatar(a, input, o));
  }

  @Mutation(R, { description: '§13-§17: declare an effect of card text (disputable)' })
  declareEffect(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: DeclareEffectInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.declareEffect(a, input, o));
  }

  @Mutation(R, { description: 'EP-1..EP-3: Upkeep, Earn VP, the end-of-encounter flip' })
  resolveEndPhase(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.resolveEndPhase(a, o));
  }

  @Mutation(R, { description: 'malifaux-1e only, §7.5 the Closing Phase: effects end, discard piles shuffled in (FD-13)' })
  resolveClosingPhase(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.resolveClosingPhase(a, o));
  }

  @Mutation(R, { description: 'Dispute a fact the opponent declared' })
  disputeFact(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: DisputeFactInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.disputeFact(a, input, o));
  }

  @Mutation(R, { description: 'Resolve a dispute (organiser, or agreement)' })
  resolveDispute(@Args('id', UUID, ParseUUIDPipe) id: string, @Args('input') input: ResolveDisputeInput, @Args('idempotencyKey', KEY) key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return this.run(id, ctx, key, input, (a, o) => this.turns.resolveDispute(a, input, o));
  }
}
