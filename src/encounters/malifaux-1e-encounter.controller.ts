// REST and GraphQL for a Malifaux 1E encounter's setup, end flip and VP (rules/malifaux-1e.md §13-§14): one route per
// command of rules/malifaux-1e/encounter/, each answering the CommandResult with the caller's view.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ApiTags } from '@nestjs/swagger';
import type { GqlContext } from '../common/auth/graphql-auth';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { VersionInput } from '../decks/dto/deck-commands.input';
import type { CommandResult } from './command-result';
import {
  M1eAnnounceInput, M1eBeginSetupInput, M1eChoiceInput, M1eCrewListInput, M1eDeploymentInput, M1eEncounterTypeInput, M1eEndTurnInput, M1eFactionInput, M1eLocationInput,
  M1eReflipInput, M1eSchemesInput, M1eScoreInput, M1eSizeInput, M1eTerrainInput,
} from './dto/malifaux-1e-encounter.input';
import { Malifaux1eCommands, type Route1e } from './malifaux-1e-commands.service';
import { routes1e as r } from './malifaux-1e-encounter.routes';
import { CommandResultModel } from './models/command-result.model';

type Id = string;

@ApiTags('malifaux-1e encounters')
@Controller('encounters/:id/1e')
export class Malifaux1eEncounterController {
  constructor(private readonly m: Malifaux1eCommands) {}
  private go(id: Id, h: CommandHeaders, b: { expectedVersion?: number }, route: Route1e): Promise<CommandResult> {
    return this.m.rest(id, h, b, route);
  }

  @Post('setup') @ApiCommandRoute('§14.1: begin the setup; the organiser may set the §20.2 policies and register scheme texts (SC-2)')
  begin(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eBeginSetupInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.begin(b)); }
  @Post('setup/size') @ApiCommandRoute('§14.2: Scrap (Escarmouche) or Brawl (Rixe) and the hiring soulstones (W6, W17-W20)')
  size(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eSizeInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.size(b)); }
  @Post('setup/faction') @ApiCommandRoute('§14.3: the caller’s faction (five in 1E)')
  faction(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eFactionInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.faction(b)); }
  @Post('setup/location') @ApiCommandRoute('§14.4: two cards from the caller’s deck (indoor/outdoor, then the location, W34), or an agreed location')
  location(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eLocationInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.location(b)); }
  @Post('setup/choice') @ApiCommandRoute('§14.4-§14.7, LO-1: answer the choice a Joker gave the caller (setupStep.choice)')
  choice(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eChoiceInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.choice(b)); }
  @Post('setup/special') @ApiCommandRoute('LO-1: flip on the location’s special terrain / event table (BJ: two more, both apply)')
  special(@Param('id', ParseUUIDPipe) id: Id, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.special()); }
  @Post('setup/terrain') @ApiCommandRoute('TE-0, §14.5: the agreed terrain and its traits, Ht and Solidity')
  terrain(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eTerrainInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.terrain(b)); }
  @Post('setup/deployment') @ApiCommandRoute('§14.6: Diagonal 1-4, Standard 5-9, Corner 10-13 (W22), or agreed')
  deployment(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eDeploymentInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.deployment(b)); }
  @Post('setup/encounter-type') @ApiCommandRoute('§14.7: a General or an Extended encounter (the extended kind is flipped at once)')
  encounterType(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eEncounterTypeInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.encounterType(b)); }
  @Post('setup/strategy') @ApiCommandRoute('§14.7: flip the caller’s strategy (W35, W36), or the shared one')
  strategy(@Param('id', ParseUUIDPipe) id: Id, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.strategy()); }
  @Post('setup/strategy-reflip') @ApiCommandRoute('W37, HI-13: reflip the individual strategy for 1 SS, or keep it')
  reflip(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eReflipInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.reflip(b)); }
  @Post('setup/crew') @ApiCommandRoute('HI-1..HI-13: the caller’s crew list, secret until both are hired (PO-3)')
  crew(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eCrewListInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.crew(b)); }
  @Post('setup/schemes') @ApiCommandRoute('SC-1..SC-4: the caller’s schemes, secret; the starting pools follow (PO-1, PO-2)')
  schemes(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eSchemesInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.schemes(b)); }
  @Post('setup/deployment-order') @ApiCommandRoute('§14.11: each player flips; the highest deploys first (ties flip again)')
  deploymentOrder(@Param('id', ParseUUIDPipe) id: Id, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.deploymentOrder()); }
  @Post('setup/deploy') @ApiCommandRoute('§14.11: the caller has deployed its whole crew (positions are declared facts)')
  deploy(@Param('id', ParseUUIDPipe) id: Id, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.deploy()); }
  @Post('setup/announce') @ApiCommandRoute('SC-5: announce some schemes, the first deployer first; then turn 1')
  announce(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eAnnounceInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.announce(b)); }
  @Post('end-turn') @ApiCommandRoute('GL-1: after the Closing Phase; from turn 6 the last activator flips, ≥ 10 + (t − 6) plays on')
  endTurn(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eEndTurnInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.endTurn(b)); }
  @Post('score') @ApiCommandRoute('GL-2: the caller’s VP (capped at 8 / 10); when both have scored, the winner and the end of the encounter')
  score(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eScoreInput, @CommandHeadersOf() h: CommandHeaders) { return this.go(id, h, b, r.score(b)); }
}

const IdArg = () => Args('id', { type: () => ID }, ParseUUIDPipe);
const Key = () => Args('idempotencyKey', { type: () => String, nullable: true });

@Resolver()
export class Malifaux1eEncounterResolver {
  constructor(private readonly m: Malifaux1eCommands) {}
  private async go(id: Id, ctx: GqlContext, key: string | undefined, input: { expectedVersion?: number } | undefined, route: Route1e): Promise<CommandResultModel> {
    return (await this.m.graphql(id, ctx, input, key, route)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.1: begin the setup' })
  m1eBeginSetup(@IdArg() id: Id, @Args('input', { type: () => M1eBeginSetupInput, nullable: true }) i: M1eBeginSetupInput | undefined, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.begin(i ?? {})); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.2: the encounter size' })
  m1eSetSize(@IdArg() id: Id, @Args('input') i: M1eSizeInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.size(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.3: the caller’s faction' })
  m1eChooseFaction(@IdArg() id: Id, @Args('input') i: M1eFactionInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.faction(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.4: the location' })
  m1eDetermineLocation(@IdArg() id: Id, @Args('input') i: M1eLocationInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.location(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e: answer a Joker’s choice' })
  m1eSetupChoice(@IdArg() id: Id, @Args('input') i: M1eChoiceInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.choice(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e LO-1: the special terrain / event flip' })
  m1eFlipSpecial(@IdArg() id: Id, @Args('input', { type: () => VersionInput, nullable: true }) i: VersionInput | undefined, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.special()); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e TE-0: the agreed terrain' })
  m1eRecordTerrain(@IdArg() id: Id, @Args('input') i: M1eTerrainInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.terrain(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.6: the deployment' })
  m1eDetermineDeployment(@IdArg() id: Id, @Args('input') i: M1eDeploymentInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.deployment(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.7: General or Extended' })
  m1eChooseEncounterType(@IdArg() id: Id, @Args('input') i: M1eEncounterTypeInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.encounterType(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.7: flip a strategy' })
  m1eFlipStrategy(@IdArg() id: Id, @Args('input', { type: () => VersionInput, nullable: true }) i: VersionInput | undefined, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.strategy()); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e W37: reflip or keep the strategy' })
  m1eStrategyReflip(@IdArg() id: Id, @Args('input') i: M1eReflipInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.reflip(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e HI-1..HI-13: the caller’s crew list (secret)' })
  m1eSubmitCrew(@IdArg() id: Id, @Args('input') i: M1eCrewListInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.crew(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e SC-1..SC-4: the caller’s schemes (secret)' })
  m1eChooseSchemes(@IdArg() id: Id, @Args('input') i: M1eSchemesInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.schemes(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.11: the deployment-order flip' })
  m1eFlipDeploymentOrder(@IdArg() id: Id, @Args('input', { type: () => VersionInput, nullable: true }) i: VersionInput | undefined, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.deploymentOrder()); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §14.11: the caller has deployed' })
  m1eDeployCrew(@IdArg() id: Id, @Args('input', { type: () => VersionInput, nullable: true }) i: VersionInput | undefined, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.deploy()); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e SC-5: announce schemes' })
  m1eAnnounceSchemes(@IdArg() id: Id, @Args('input') i: M1eAnnounceInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.announce(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e GL-1: end the turn (the 1E end flip from turn 6)' })
  m1eEndTurn(@IdArg() id: Id, @Args('input') i: M1eEndTurnInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.endTurn(i)); }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e GL-2: the caller’s VP' })
  m1eScore(@IdArg() id: Id, @Args('input') i: M1eScoreInput, @Key() k: string | undefined, @Context() c: GqlContext) { return this.go(id, c, k, i, r.score(i)); }
}
