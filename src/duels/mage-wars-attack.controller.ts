// Mage Wars attack routes (rules/mage-wars.md §10): declare an attack, the defender's avoid step, the counterstrike.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ApiTags } from '@nestjs/swagger';
import type { GqlContext } from '../common/auth/graphql-auth';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import type { CommandResult } from '../encounters/command-result';
import { defined, MageWarsCommands, targetOf } from '../encounters/mage-wars-commands.service';
import { CommandResultModel } from '../encounters/models/command-result.model';
import { AttackInput, CounterstrikeInput, DefenseInput } from './dto/mage-wars-attack.input';

const attackData = (i: AttackInput): object => defined({ attackerId: i.attackerId, attack: i.attack, target: targetOf(i.target, 'target', ['object', 'zone']), sweep: i.sweep });
const defenseData = (i: DefenseInput): object => ({ defense: i.defense ?? null, ...(i.reveals ? { reveals: i.reveals.map((r) => ({ enchantmentId: r.enchantmentId, pay: r.pay })) } : {}) });
const counterData = (i: CounterstrikeInput): object => ({ attack: i.attack ?? null });

@ApiTags('mage-wars')
@Controller('encounters/:id/mage-wars')
export class MageWarsAttackController {
  constructor(private readonly mw: MageWarsCommands) {}

  @Post('attack')
  @ApiCommandRoute('Mage Wars §10.2: the acting creature attacks an object or a zone; the server rolls the dice')
  attack(@Param('id', ParseUUIDPipe) id: string, @Body() b: AttackInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'Attack', attackData(b));
  }

  @Post('defense')
  @ApiCommandRoute('Mage Wars CB-12 / DF-2: the defender chooses a defense (or none) and decides its triggered enchantments')
  defense(@Param('id', ParseUUIDPipe) id: string, @Body() b: DefenseInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'DeclareDefense', defenseData(b));
  }

  @Post('counterstrike')
  @ApiCommandRoute('Mage Wars CB-29: counterstrike with a quick melee attack, or decline')
  counterstrike(@Param('id', ParseUUIDPipe) id: string, @Body() b: CounterstrikeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'DeclareCounterstrike', counterData(b));
  }
}

@Resolver()
export class MageWarsAttackResolver {
  constructor(private readonly mw: MageWarsCommands) {}

  @Mutation(() => CommandResultModel, { description: 'Mage Wars §10.2: attack' })
  async mageWarsAttack(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: AttackInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'Attack', attackData(input))) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars CB-12: the defender’s avoid step' })
  async mageWarsDefense(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input', { type: () => DefenseInput, nullable: true }) input: DefenseInput | undefined,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'DeclareDefense', defenseData(input ?? new DefenseInput()))) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars CB-29: counterstrike or decline' })
  async mageWarsCounterstrike(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input', { type: () => CounterstrikeInput, nullable: true }) input: CounterstrikeInput | undefined,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'DeclareCounterstrike', counterData(input ?? new CounterstrikeInput()))) as CommandResultModel;
  }
}
