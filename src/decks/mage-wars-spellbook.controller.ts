// Mage Wars spellbook routes (RD-9 planning): POST /v1/encounters/{id}/mage-wars/plan-spells and its GraphQL twin.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ApiTags } from '@nestjs/swagger';
import type { GqlContext } from '../common/auth/graphql-auth';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import type { CommandResult } from '../encounters/command-result';
import { MageWarsCommands } from '../encounters/mage-wars-commands.service';
import { CommandResultModel } from '../encounters/models/command-result.model';
import { PlanSpellsInput } from './dto/mage-wars-spellbook.input';

const planData = (i: PlanSpellsInput): object => ({ instanceIds: i.instanceIds, ...(i.assign ? { assign: i.assign.map((a) => ({ objectId: a.objectId, instanceId: a.instanceId })) } : {}) });

@ApiTags('mage-wars')
@Controller('encounters/:id/mage-wars')
export class MageWarsSpellbookController {
  constructor(private readonly mw: MageWarsCommands) {}

  @Post('plan-spells')
  @ApiCommandRoute('Mage Wars RD-9: prepare up to two spells from your spellbook, secretly (RD-10: assign to familiars, spawnpoints)')
  plan(@Param('id', ParseUUIDPipe) id: string, @Body() b: PlanSpellsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.mw.rest(id, h, b, 'PlanSpells', planData(b));
  }
}

@Resolver()
export class MageWarsSpellbookResolver {
  constructor(private readonly mw: MageWarsCommands) {}

  @Mutation(() => CommandResultModel, { description: 'Mage Wars RD-9: prepare up to two spells, secretly' })
  async mageWarsPlanSpells(
    @Args('id', { type: () => ID }, ParseUUIDPipe) id: string,
    @Args('input') input: PlanSpellsInput,
    @Args('idempotencyKey', { type: () => String, nullable: true }) key: string | undefined,
    @Context() ctx: GqlContext,
  ): Promise<CommandResultModel> {
    return (await this.mw.graphql(id, ctx, input, key, 'PlanSpells', planData(input))) as CommandResultModel;
  }
}
