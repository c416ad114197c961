// Mage Wars casting and reveal routes (rules/mage-wars.md §8, §9): cast, abilities, counter and trap answers, reveals.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ApiTags } from '@nestjs/swagger';
import type { GqlContext } from '../common/auth/graphql-auth';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import type { CommandResult } from './command-result';
import { CastInput, EnchantmentDecisionInput, RespondToSpellInput, UseAbilityInput } from './dto/mage-wars-spells.input';
import { defined, MageWarsCommands, targetOf, zoneOf } from './mage-wars-commands.service';
import { CommandResultModel } from './models/command-result.model';

const castData = (i: CastInput): object =>
  defined({
    casterId: i.casterId,
    instanceId: i.instanceId,
    target: targetOf(i.target),
    quickcast: i.quickcast,
    x: i.x,
    slot: i.slot,
    to: i.to ? zoneOf(i.to) : undefined,
    direction: i.direction,
    bind: i.bind,
    extend: i.extend ? { instanceId: i.extend.instanceId, a: zoneOf(i.extend.a), b: zoneOf(i.extend.b) } : undefined,
  });
const abilityData = (i: UseAbilityInput): object =>
  defined({ objectId: i.objectId, ability: i.ability, target: targetOf(i.target), to: i.to ? zoneOf(i.to) : undefined, direction: i.direction });
const decisionData = (i: EnchantmentDecisionInput): object => ({ enchantmentId: i.enchantmentId, pay: i.pay });

@ApiTags('mage-wars')
@Controller('encounters/:id/mage-wars')
export class MageWarsSpellsController {
  constructor(private readonly mw: MageWarsCommands) {}

  @Post('cast')
  @ApiCommandRoute('Mage Wars §8: cast a prepared spell (or a quickcast, RD-19)')
  cast(@Param('id', ParseUUIDPipe) id: string, @Body() b: CastInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'CastSpell', castData(b));
  }

  @Post('use-ability')
  @ApiCommandRoute('Mage Wars AC-20: a special action of the acting creature')
  useAbility(@Param('id', ParseUUIDPipe) id: string, @Body() b: UseAbilityInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'UseAbility', abilityData(b));
  }

  @Post('respond-to-spell')
  @ApiCommandRoute('Mage Wars SP-4: reveal and pay a counter enchantment, or decline')
  respondToSpell(@Param('id', ParseUUIDPipe) id: string, @Body() b: RespondToSpellInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'RespondToSpell', { pay: b.pay });
  }

  @Post('respond-to-trap')
  @ApiCommandRoute('Mage Wars EN-25: answer one sprung trap')
  respondToTrap(@Param('id', ParseUUIDPipe) id: string, @Body() b: EnchantmentDecisionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'RespondToTrap', decisionData(b));
  }

  @Post('reveal')
  @ApiCommandRoute('Mage Wars EN-12: reveal one of your hidden enchantments')
  reveal(@Param('id', ParseUUIDPipe) id: string, @Body() b: EnchantmentDecisionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'RevealEnchantment', decisionData(b));
  }
}

@Resolver()
export class MageWarsSpellsResolver {
  constructor(private readonly mw: MageWarsCommands) {}

  @Mutation(() => CommandResultModel, { description: 'Mage Wars §8: cast a spell' })
  async mageWarsCast(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: CastInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'CastSpell', castData(input))) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars AC-20: use an ability' })
  async mageWarsUseAbility(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: UseAbilityInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'UseAbility', abilityData(input))) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars SP-4: answer a counter window' })
  async mageWarsRespondToSpell(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: RespondToSpellInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'RespondToSpell', { pay: input.pay })) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars EN-25: answer a sprung trap' })
  async mageWarsRespondToTrap(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: EnchantmentDecisionInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'RespondToTrap', decisionData(input))) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars EN-12: reveal a hidden enchantment' })
  async mageWarsReveal(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: EnchantmentDecisionInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'RevealEnchantment', decisionData(input))) as CommandResultModel;
  }
}
