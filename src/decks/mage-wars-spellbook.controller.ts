// Mage Wars spellbook routes: RD-9 planning (POST /v1/encounters/{id}/mage-wars/plan-spells) and the saved spellbooks of
// §13 (POST/PUT/GET /v1/mage-wars/spellbooks), each with its GraphQL twin.
import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/api-problems.decorator';
import { authorizationOf, type GqlContext } from '../common/auth/graphql-auth';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import type { CommandResult } from '../encounters/command-result';
import { MageWarsCommands } from '../encounters/mage-wars-commands.service';
import { CommandResultModel } from '../encounters/models/command-result.model';
import { PlanSpellsInput } from './dto/mage-wars-spellbook.input';
import { ChangeSpellbookInput, SaveSpellbookInput } from './dto/mage-wars-saved-spellbook.input';
import { MageWarsSavedSpellbookModel, MageWarsSpellbookModel } from './models/mage-wars-spellbook.model';
import { MageWarsSpellbooksService, type SpellbookAnswer } from './mage-wars-spellbooks.service';

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

@ApiTags('mage-wars')
@Controller('mage-wars/spellbooks')
export class MageWarsSavedSpellbookController {
  constructor(private readonly books: MageWarsSpellbooksService) {}

  @Post()
  @ApiOperation({ summary: 'Mage Wars §13: save a full-mode spellbook for a Mage (validated: SB-1..SB-8); returns its id and the owner token' })
  @ApiCreatedResponse({ type: MageWarsSavedSpellbookModel })
  @ApiProblems(400, 422)
  create(@Body() b: SaveSpellbookInput): Promise<SpellbookAnswer & { ownerToken: string }> {
    return this.books.create(b);
  }

  @Put(':spellbookId')
  @ApiOperation({ summary: 'Mage Wars §13: a new version of a saved spellbook (validated again; expectedVersion, 409 when stale)' })
  @ApiOkResponse({ type: MageWarsSpellbookModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404, 409, 422)
  change(@Param('spellbookId', ParseUUIDPipe) id: string, @Body() b: ChangeSpellbookInput, @CommandHeadersOf() h: CommandHeaders): Promise<SpellbookAnswer> {
    return this.books.change(id, h.authorization, b);
  }

  @Get(':spellbookId')
  @ApiOperation({ summary: 'Mage Wars §13: a saved spellbook, for its owner only (Bearer owner token)' })
  @ApiOkResponse({ type: MageWarsSpellbookModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404)
  get(@Param('spellbookId', ParseUUIDPipe) id: string, @CommandHeadersOf() h: CommandHeaders): Promise<SpellbookAnswer> {
    return this.books.read(id, h.authorization);
  }
}

@Resolver()
export class MageWarsSavedSpellbookResolver {
  constructor(private readonly books: MageWarsSpellbooksService) {}

  @Mutation(() => MageWarsSavedSpellbookModel, { description: 'Mage Wars §13: save a full-mode spellbook (validated: SB-1..SB-8)' })
  async mageWarsSaveSpellbook(@Args('input') input: SaveSpellbookInput): Promise<MageWarsSavedSpellbookModel> {
    return (await this.books.create(input)) as unknown as MageWarsSavedSpellbookModel;
  }

  @Query(() => MageWarsSpellbookModel, { description: 'Mage Wars §13: a saved spellbook, for its owner (Authorization: Bearer owner token)' })
  async mageWarsSpellbook(@Args('spellbookId', { type: () => ID }, ParseUUIDPipe) id: string, @Context() ctx: GqlContext): Promise<MageWarsSpellbookModel> {
    return (await this.books.read(id, authorizationOf(ctx))) as unknown as MageWarsSpellbookModel;
  }
}
