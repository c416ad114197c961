// Mage Wars round routes (rules/mage-wars.md §5-§6): upkeep, deployment and quickcast passes, activations, moves, guard.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ApiTags } from '@nestjs/swagger';
import type { GqlContext } from '../common/auth/graphql-auth';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import type { CommandResult } from '../encounters/command-result';
import { ObjectCommandInput, SeatCommandInput } from '../encounters/dto/mage-wars-shared.input';
import { defined, MageWarsCommands, zoneOf } from '../encounters/mage-wars-commands.service';
import { CommandResultModel } from '../encounters/models/command-result.model';
import { MoveInput, PayUpkeepInput } from './dto/mage-wars-round.input';

const upkeepData = (i: PayUpkeepInput): object => defined({ pay: i.pay, burnBeforeRegenerate: i.burnBeforeRegenerate });
const moveData = (i: MoveInput): object => ({ objectId: i.objectId, to: zoneOf(i.to) });

@ApiTags('mage-wars')
@Controller('encounters/:id/mage-wars')
export class MageWarsRoundController {
  constructor(private readonly mw: MageWarsCommands) {}

  @Post('pay-upkeep')
  @ApiCommandRoute('Mage Wars RD-6: pay the upkeep of the listed objects; every other object with upkeep is destroyed')
  payUpkeep(@Param('id', ParseUUIDPipe) id: string, @Body() b: PayUpkeepInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'PayUpkeep', upkeepData(b));
  }

  @Post('pass-deployment')
  @ApiCommandRoute('Mage Wars RD-13: done casting from spawnpoints this Deployment Phase')
  passDeployment(@Param('id', ParseUUIDPipe) id: string, @Body() b: SeatCommandInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'PassDeployment', {});
  }

  @Post('pass-quickcast')
  @ApiCommandRoute('Mage Wars RD-14 / RD-17: pass the quickcast phase')
  passQuickcast(@Param('id', ParseUUIDPipe) id: string, @Body() b: SeatCommandInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'PassQuickcast', {});
  }

  @Post('activate')
  @ApiCommandRoute('Mage Wars RD-15: activate a ready creature')
  activate(@Param('id', ParseUUIDPipe) id: string, @Body() b: ObjectCommandInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'ActivateCreature', { objectId: b.objectId });
  }

  @Post('move')
  @ApiCommandRoute('Mage Wars AC-7: the acting creature moves one zone')
  move(@Param('id', ParseUUIDPipe) id: string, @Body() b: MoveInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'MoveCreature', moveData(b));
  }

  @Post('guard')
  @ApiCommandRoute('Mage Wars AC-17: the acting creature guards')
  guard(@Param('id', ParseUUIDPipe) id: string, @Body() b: ObjectCommandInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'Guard', { objectId: b.objectId });
  }

  @Post('pass-action-phase')
  @ApiCommandRoute('Mage Wars RD-16: pass while an opponent has more ready creatures')
  passActionPhase(@Param('id', ParseUUIDPipe) id: string, @Body() b: SeatCommandInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'PassActionPhase', {});
  }

  @Post('end-action-phase')
  @ApiCommandRoute('Mage Wars RD-25: the acting creature does nothing more')
  endActionPhase(@Param('id', ParseUUIDPipe) id: string, @Body() b: SeatCommandInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'EndActionPhase', {});
  }
}

type Key = string | undefined;
const ID_ARG = ['id', { type: () => ID }, ParseUUIDPipe] as const;
const KEY_ARG = ['idempotencyKey', { type: () => String, nullable: true }] as const;

@Resolver()
export class MageWarsRoundResolver {
  constructor(private readonly mw: MageWarsCommands) {}

  @Mutation(() => CommandResultModel, { description: 'Mage Wars RD-6: pay upkeep' })
  async mageWarsPayUpkeep(@Args(...ID_ARG) id: string, @Args('input') input: PayUpkeepInput, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'PayUpkeep', upkeepData(input))) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars RD-13: pass the Deployment Phase' })
  async mageWarsPassDeployment(@Args(...ID_ARG) id: string, @Args('input', { type: () => SeatCommandInput, nullable: true }) input: SeatCommandInput | undefined, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'PassDeployment', {})) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars RD-14 / RD-17: pass the quickcast phase' })
  async mageWarsPassQuickcast(@Args(...ID_ARG) id: string, @Args('input', { type: () => SeatCommandInput, nullable: true }) input: SeatCommandInput | undefined, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'PassQuickcast', {})) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars RD-15: activate a ready creature' })
  async mageWarsActivate(@Args(...ID_ARG) id: string, @Args('input') input: ObjectCommandInput, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'ActivateCreature', { objectId: input.objectId })) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars AC-7: move one zone' })
  async mageWarsMove(@Args(...ID_ARG) id: string, @Args('input') input: MoveInput, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'MoveCreature', moveData(input))) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars AC-17: guard' })
  async mageWarsGuard(@Args(...ID_ARG) id: string, @Args('input') input: ObjectCommandInput, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'Guard', { objectId: input.objectId })) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars RD-16: pass the action phase' })
  async mageWarsPassActionPhase(@Args(...ID_ARG) id: string, @Args('input', { type: () => SeatCommandInput, nullable: true }) input: SeatCommandInput | undefined, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'PassActionPhase', {})) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'Mage Wars RD-25: end the acting creature’s action phase' })
  async mageWarsEndActionPhase(@Args(...ID_ARG) id: string, @Args('input', { type: () => SeatCommandInput, nullable: true }) input: SeatCommandInput | undefined, @Args(...KEY_ARG) key: Key, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'EndActionPhase', {})) as CommandResultModel;
  }
}
