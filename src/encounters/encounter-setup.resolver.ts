// GraphQL for a Malifaux 2E Standard Encounter: the same commands as EncounterSetupController, with the same semantics.
import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AccessService } from '../common/auth/access.service';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import { idempotencyKeyFrom } from '../common/request-headers';
import { VersionInput } from '../decks/dto/deck-commands.input';
import type { CommandOptions } from './command-bus.service';
import type { CommandResult } from './command-result';
import {
  AnnounceFactionInput,
  ChooseSpoilsInput,
  ChooseStoryRoleInput,
  AnswerScoringFactsInput,
  BeginStandardSetupInput,
  ChooseSchemesInput,
  DeclareScoringFactsInput,
  DeploymentOrderInput,
  DeploymentZoneInput,
  EncounterSizeInput,
  RecordTerrainInput,
  RevealSchemeInput,
  RuleOnScoringFactsInput,
  SubmitCrewInput,
} from './dto/encounter-setup.input';
import { EncounterSetupService } from './encounter-setup.service';
import { CommandResultModel } from './models/command-result.model';
import type { Access } from '../common/auth/access.service';

const Id = () => Args('id', { type: () => ID }, ParseUUIDPipe);
const Key = () => Args('idempotencyKey', { type: () => String, nullable: true });

@Resolver()
export class EncounterSetupResolver {
  constructor(
    private readonly setup: EncounterSetupService,
    private readonly accessService: AccessService,
  ) {}

  private async go(id: string, ctx: GqlContext, key: string | undefined, input: { expectedVersion?: number } | undefined, run: (a: Access, o: CommandOptions) => Promise<CommandResult>): Promise<CommandResultModel> {
    const access = await this.accessService.resolve(id, authorizationOf(ctx));
    return (await run(access, { expectedVersion: input?.expectedVersion, idempotencyKey: idempotencyKeyFrom(key) })) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: '§20.1: begin a Standard Encounter setup (RD-2 names who places terrain first and flips the tables)' })
  beginStandardSetup(@Id() id: string, @Args('input', { type: () => BeginStandardSetupInput, nullable: true }) input: BeginStandardSetupInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.begin(a, input ?? {}, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.2: record the agreed terrain (TE-1..TE-4)' })
  recordTerrain(@Id() id: string, @Args('input') input: RecordTerrainInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.terrain(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.3: the encounter size (DV-18)' })
  setEncounterSize(@Id() id: string, @Args('input') input: EncounterSizeInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.size(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§21.8 Linked Games: the previous winner chooses her spoils before the terrain' })
  chooseSpoils(@Id() id: string, @Args('input') input: ChooseSpoilsInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.spoils(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§21.8 spoils option 1: after the flip, Attacker (true) or Defender (false)' })
  chooseStoryRole(@Id() id: string, @Args('input') input: ChooseStoryRoleInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.storyRole(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.1 step 3: announce the caller’s faction, secret until both have' })
  announceFaction(@Id() id: string, @Args('input') input: AnnounceFactionInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.faction(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.4: flip the deployment (DV-15)' })
  determineDeployment(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.flip(a, 'DetermineDeployment', o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.5: flip the strategy (DV-14)' })
  determineStrategy(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.flip(a, 'DetermineStrategy', o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.6: flip the scheme pool (DV-10..DV-13)' })
  generateSchemePool(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.flip(a, 'GenerateSchemePool', o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.8: hire the caller’s crew secretly' })
  submitCrew(@Id() id: string, @Args('input') input: SubmitCrewInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.crew(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.9: choose two Schemes secretly, and which to reveal' })
  chooseSchemes(@Id() id: string, @Args('input') input: ChooseSchemesInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.schemes(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.10: both seats flip for deployment (A-3: ties reflip)' })
  flipDeploymentOrder(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.flip(a, 'FlipDeploymentOrder', o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.10: the higher card deploys first or second' })
  chooseDeploymentOrder(@Id() id: string, @Args('input') input: DeploymentOrderInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.deploymentOrder(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.10: the first deployer picks a zone; decks reshuffled' })
  chooseDeploymentZone(@Id() id: string, @Args('input') input: DeploymentZoneInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.deploymentZone(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.7: reveal Bodyguard' })
  revealScheme(@Id() id: string, @Args('input') input: RevealSchemeInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.reveal(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: '§20.5, §20.7: declare the table’s scoring facts' })
  declareScoringFacts(@Id() id: string, @Args('input') input: DeclareScoringFactsInput, @Key() key: string | undefined, @Context() ctx: GqlContext) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.declare(a, input, o));
  }

  @Mutation(() => CommandResultModel, { description: 'The opponent confirms or disputes declared scoring facts' })
  answerScoringFacts(
    @Id() id: string,
    @Args('declarationId', { type: () => ID }, ParseUUIDPipe) declarationId: string,
    @Args('input') input: AnswerScoringFactsInput,
    @Key() key: string | undefined,
    @Context() ctx: GqlContext,
  ) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.answer(a, declarationId, input, o));
  }

  @Mutation(() => CommandResultModel, { description: 'The organiser rules on a disputed declaration' })
  ruleOnScoringFacts(
    @Id() id: string,
    @Args('declarationId', { type: () => ID }, ParseUUIDPipe) declarationId: string,
    @Args('input') input: RuleOnScoringFactsInput,
    @Key() key: string | undefined,
    @Context() ctx: GqlContext,
  ) {
    return this.go(id, ctx, key, input, (a, o) => this.setup.rule(a, declarationId, input, o));
  }
}
