// REST and GraphQL for Malifaux 1E magic, morale and terrain on the table (rules/malifaux-1e.md §11-§13): one route per
// command of rules/malifaux-1e/{magic,morale,terrain}/, each answering the CommandResult with the caller's view.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ApiTags } from '@nestjs/swagger';
import type { GqlContext } from '../common/auth/graphql-auth';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import type { CommandResult } from '../encounters/command-result';
import { Malifaux1eCommands } from '../encounters/malifaux-1e-commands.service';
import { CommandResultModel } from '../encounters/models/command-result.model';
import {
  M1eAreaInput,
  M1eAttackTerrainInput,
  M1eCastingInput,
  M1eDeclareSpellInput,
  M1eDrainSoulsInput,
  M1eDuelIdInput,
  M1eEndTransformInput,
  M1eEnterHazardInput,
  M1eFleeMoveInput,
  M1eModelIdInput,
  M1eMoraleActionInput,
  M1eMoraleDuelInput,
  M1eMoraleModelsInput,
  M1eRallyEndInput,
  M1eResistInput,
  M1eSourceInput,
  M1eSummonInput,
  M1eTerrifyingInput,
  M1eTransformInput,
  M1eRuleDisputeInput,
  M1eResolveEffectsInput,
} from './dto/malifaux-1e-table.input';
import { tableRoutes1e as r } from './malifaux-1e-table.routes';

type Id = string;
const IdArg = () => Args('id', { type: () => ID }, ParseUUIDPipe);
const Key = () => Args('idempotencyKey', { type: () => String, nullable: true });

@ApiTags('malifaux-1e table')
@Controller('encounters/:id/1e')
export class Malifaux1eTableController {
  constructor(private readonly m: Malifaux1eCommands) {}

  @Post('spells') @ApiCommandRoute('§11.3 step 1: the activating caster casts (AP spent first, GEN-4); the casting duel Ca → TN starts (MG-1..MG-3, Channel)')
  spell(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eDeclareSpellInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.spell(b)); }
  @Post('spells/casting') @ApiCommandRoute('§11.3 step 2F: read the resolved casting duel: success on TN and suits (MG-3, D5)')
  casting(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eCastingInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.casting(b)); }
  @Post('spells/resist') @ApiCommandRoute('§11.3 step 3: the resist duel stat → casting total of one affected model')
  resistDuel(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eResistInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.resistDuel(b)); }
  @Post('spells/resisted') @ApiCommandRoute('§11.3 step 3E: resisted iff strictly greater (D16); MG-4 a friendly model may take the spell')
  resisted(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eResistInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.resisted(b)); }
  @Post('drain-souls') @ApiCommandRoute('§11.1 Drain Souls: the leader sacrifices up to three friendly models within 6" (W23)')
  drainSouls(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eDrainSoulsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.drainSouls(b)); }
  @Post('summon') @ApiCommandRoute('§11.5 SU-1..SU-3: a summoned model, within 6", with Slow (W26)')
  summon(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eSummonInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.summon(b)); }
  @Post('transform') @ApiCommandRoute('§11.6 TF-1, TF-2: transform a model (cancelled if it does not fit)')
  transform(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eTransformInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.transform(b)); }
  @Post('transform/end') @ApiCommandRoute('§11.6 TF-3: the original comes back, wounds carried over')
  endTransform(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eEndTransformInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.endTransform(b)); }
  @Post('morale/models') @ApiCommandRoute('§12: the caller’s models’ morale profile (Wp, Wk, living, immunities, Terrifying #, flight)')
  moraleModels(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eMoraleModelsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.moraleModels(b)); }
  @Post('morale/terrifying') @ApiCommandRoute('MO-4..MO-7: does this moment force a morale duel against a Terrifying model?')
  terrifying(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eTerrifyingInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.terrifying(b)); }
  @Post('morale/duels') @ApiCommandRoute('MO-1, MO-3: an effect labelled a morale duel')
  moraleDuel(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eMoraleDuelInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.moraleDuel(b)); }
  @Post('morale/duels/start') @ApiCommandRoute('MO-1: the morale duel Wp → TN on the duel engine (then duels/* decisions)')
  startMoraleDuel(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eDuelIdInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.startMoraleDuel(b)); }
  @Post('morale/duels/resolve') @ApiCommandRoute('MO-2, MO-7: read the resolved morale duel; the loser flees')
  resolveMoraleDuel(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eDuelIdInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.resolveMoraleDuel(b)); }
  @Post('morale/flee') @ApiCommandRoute('MO-8: an effect forces the model to flee')
  forceFlee(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eModelIdInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.forceFlee(b)); }
  @Post('morale/flee-move') @ApiCommandRoute('MO-9: the flee move, 2 × Wk towards the nearest edge (W25, D32)')
  fleeMove(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eFleeMoveInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.fleeMove(b)); }
  @Post('rule-disputes') @ApiCommandRoute('GEN-7 (litige): the players disagree on a rule; each flips, the highest card’s reading is the ruling for the rest of the game')
  ruleDispute(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eRuleDisputeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.ruleDispute(b)); }
  @Post('morale/leave-area') @ApiCommandRoute('MO-7: the model left the Terrifying area')
  leaveArea(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eAreaInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.leaveArea(b)); }
  @Post('morale/end-terrifying') @ApiCommandRoute('MO-7: a Terrifying effect ended')
  endTerrifying(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eSourceInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.endTerrifying(b)); }
  @Post('morale/rally') @ApiCommandRoute('MO-10: a fleeing model’s next activation is its rally')
  rallyBegin(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eModelIdInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.rallyBegin(b)); }
  @Post('morale/action') @ApiCommandRoute('MO-10: check an action against the rally (no movement)')
  moraleAction(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eMoraleActionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.moraleAction(b)); }
  @Post('morale/rally/end') @ApiCommandRoute('MO-10, MO-11: the rally activation ended: rallied')
  rallyEnd(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eRallyEndInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.rallyEnd(b)); }
  @Post('effects') @ApiCommandRoute('§2 TI-1: an effect’s sentences, each resolved fully before the next; TI-5: effects triggered at the same moment, put in order (mandatory first; immediate, the active player’s, the others’, nobody’s last)')
  effects(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eResolveEffectsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.effects(b)); }
  @Post('terrain/attack') @ApiCommandRoute('§13 destructible terrain: hits automatically; damage exceeding the Solidity destroys the section (D30)')
  attackTerrain(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eAttackTerrainInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.attackTerrain(b)); }
  @Post('terrain/hazard') @ApiCommandRoute('§13 hazardous terrain (W11): the entering model’s controller flips on the piece’s profile (burning 2/4/7, deadly 3/6/killed), no cheating; a chasm sacrifices; no counters')
  enterHazard(@Param('id', ParseUUIDPipe) id: Id, @Body() b: M1eEnterHazardInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> { return this.m.rest(id, h, b, r.enterHazard(b)); }
}

@Resolver()
export class Malifaux1eTableResolver {
  constructor(private readonly m: Malifaux1eCommands) {}

  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.3 step 1: the activating caster casts (AP spent first, GEN-4); the casting duel Ca → TN starts (MG-1..MG-3, Channel)' })
  async m1eCastSpell(@IdArg() id: Id, @Args('input') i: M1eDeclareSpellInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.spell(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.3 step 2F: read the resolved casting duel: success on TN and suits (MG-3, D5)' })
  async m1eResolveCasting(@IdArg() id: Id, @Args('input') i: M1eCastingInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.casting(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.3 step 3: the resist duel stat → casting total of one affected model' })
  async m1eStartResistDuel(@IdArg() id: Id, @Args('input') i: M1eResistInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.resistDuel(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.3 step 3E: resisted iff strictly greater (D16); MG-4 a friendly model may take the spell' })
  async m1eResolveResist(@IdArg() id: Id, @Args('input') i: M1eResistInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.resisted(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.1 Drain Souls: the leader sacrifices up to three friendly models within 6" (W23)' })
  async m1eDrainSouls(@IdArg() id: Id, @Args('input') i: M1eDrainSoulsInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.drainSouls(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.5 SU-1..SU-3: a summoned model, within 6", with Slow (W26)' })
  async m1eSummon(@IdArg() id: Id, @Args('input') i: M1eSummonInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.summon(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.6 TF-1, TF-2: transform a model (cancelled if it does not fit)' })
  async m1eTransform(@IdArg() id: Id, @Args('input') i: M1eTransformInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.transform(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §11.6 TF-3: the original comes back, wounds carried over' })
  async m1eEndTransformation(@IdArg() id: Id, @Args('input') i: M1eEndTransformInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.endTransform(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §12: the caller’s models’ morale profile (Wp, Wk, living, immunities, Terrifying #, flight)' })
  async m1eRegisterMoraleModels(@IdArg() id: Id, @Args('input') i: M1eMoraleModelsInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.moraleModels(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-4..MO-7: does this moment force a morale duel against a Terrifying model?' })
  async m1eCheckTerrifying(@IdArg() id: Id, @Args('input') i: M1eTerrifyingInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.terrifying(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-1, MO-3: an effect labelled a morale duel' })
  async m1eRequireMoraleDuel(@IdArg() id: Id, @Args('input') i: M1eMoraleDuelInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.moraleDuel(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-1: the morale duel Wp → TN on the duel engine (then duels/* decisions)' })
  async m1eStartMoraleDuel(@IdArg() id: Id, @Args('input') i: M1eDuelIdInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.startMoraleDuel(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-2, MO-7: read the resolved morale duel; the loser flees' })
  async m1eResolveMoraleDuel(@IdArg() id: Id, @Args('input') i: M1eDuelIdInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.resolveMoraleDuel(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-8: an effect forces the model to flee' })
  async m1eForceFlee(@IdArg() id: Id, @Args('input') i: M1eModelIdInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.forceFlee(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-9: the flee move, 2 × Wk towards the nearest edge (W25, D32)' })
  async m1eFleeMove(@IdArg() id: Id, @Args('input') i: M1eFleeMoveInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.fleeMove(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e GEN-7: the players disagree on a rule; each flips, the highest card’s reading is the ruling for the rest of the game' })
  async m1eSettleRuleDispute(@IdArg() id: Id, @Args('input') i: M1eRuleDisputeInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.ruleDispute(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-7: the model left the Terrifying area' })
  async m1eLeaveTerrifyingArea(@IdArg() id: Id, @Args('input') i: M1eAreaInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.leaveArea(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-7: a Terrifying effect ended' })
  async m1eEndTerrifying(@IdArg() id: Id, @Args('input') i: M1eSourceInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.endTerrifying(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-10: a fleeing model’s next activation is its rally' })
  async m1eBeginRally(@IdArg() id: Id, @Args('input') i: M1eModelIdInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.rallyBegin(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-10: check an action against the rally (no movement)' })
  async m1eCheckMoraleAction(@IdArg() id: Id, @Args('input') i: M1eMoraleActionInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.moraleAction(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e MO-10, MO-11: the rally activation ended: rallied' })
  async m1eEndRally(@IdArg() id: Id, @Args('input') i: M1eRallyEndInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.rallyEnd(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §2 TI-1 / TI-5: an effect’s sentences in order, or simultaneous effects put in the TI-5 order; each resolved fully before the next' })
  async m1eResolveEffects(@IdArg() id: Id, @Args('input') i: M1eResolveEffectsInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.effects(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §13 destructible terrain: hits automatically; damage exceeding the Solidity destroys the section (D30)' })
  async m1eAttackTerrain(@IdArg() id: Id, @Args('input') i: M1eAttackTerrainInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.attackTerrain(i))) as CommandResultModel; }
  @Mutation(() => CommandResultModel, { description: 'malifaux-1e §13 hazardous terrain (W11)' })
  async m1eEnterHazard(@IdArg() id: Id, @Args('input') i: M1eEnterHazardInput, @Key() k: string | undefined, @Context() c: GqlContext): Promise<CommandResultModel> { return (await this.m.graphql(id, c, i, k, r.enterHazard(i))) as CommandResultModel; }
}
