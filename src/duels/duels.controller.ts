// REST for duels and damage / healing flips (rules/malifaux-2e.md §3, §4, §12, §14): one route per decision, each
// answering the CommandResult. The deciding seat is the caller's token; the body never names it.
import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../common/api-problems.decorator';
import { AccessService, type Access } from '../common/auth/access.service';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import type { CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { DuelOddsService, type DuelOdds } from './duel-odds.service';
import { DuelsService, type CurrentDuel } from './duels.service';
import { BlastDamageInput } from './dto/blast.input';
import { StartDamageFromDuelInput, StartDamageInput, StartHealingInput } from './dto/damage.input';
import { ChooseActiveCardInput, CheatFateInput, DeclareSoulstonesInput, DeclareTriggerInput, DuelDecisionInput, NameRedJokerSuitInput, PreventionInput, RelentInput } from './dto/duel-decisions.input';
import { DuelOddsInput } from './dto/duel-odds.input';
import { StartDuelInput } from './dto/start-duel.input';
import { StartHorrorDuelInput } from './dto/horror-duel.input';
import { CurrentDuelModel } from './models/current-duel.model';
import { DuelOddsModel } from './models/duel-odds.model';

interface Call {
  readonly access: Access;
  readonly opts: CommandOptions;
}

@ApiTags('duels')
@Controller('encounters/:id')
export class DuelsController {
  constructor(
    private readonly duels: DuelsService,
    private readonly odds: DuelOddsService,
    private readonly accessService: AccessService,
  ) {}

  private async call(id: string, h: CommandHeaders, body: { expectedVersion?: number }): Promise<Call> {
    const opts = { expectedVersion: expectedVersionFrom(body.expectedVersion ?? undefined, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) };
    return { access: await this.accessService.resolve(id, h.authorization), opts };
  }

  @Post('duels')
  @ApiCommandRoute('Start a Simple or Opposed Duel (§4.3-4.4); the acting model (Attacker) must be controlled by the caller (DU-S2)')
  async start(@Param('id', ParseUUIDPipe) id: string, @Body() b: StartDuelInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.startDuel(c.access, b, c.opts);
  }

  @Post('duels/horror')
  @ApiCommandRoute('A Horror Duel (§14): a Simple Duel on Wp vs the TN; a failure gives Paralyzed, a pass immunity to that source this Turn (HO-1..HO-4)')
  async horror(@Param('id', ParseUUIDPipe) id: string, @Body() b: StartHorrorDuelInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.startHorrorDuel(c.access, b, c.opts);
  }

  @Post('duels/soulstones')
  @ApiCommandRoute('Step 1: declare Soulstone use, the Defender first (SS-D1..SS-D3)')
  async soulstones(@Param('id', ParseUUIDPipe) id: string, @Body() b: DeclareSoulstonesInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.declareSoulstones(c.access, b, c.opts);
  }

  @Post('duels/relent')
  @ApiCommandRoute('Step 1 for a Defender attacked by a friendly model: relent (DU-O8)')
  async relent(@Param('id', ParseUUIDPipe) id: string, @Body() b: RelentInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.relent(c.access, b.damageFlipSoulstone ?? undefined, c.opts);
  }

  @Post('duels/flip')
  @ApiCommandRoute('Flip the cards of the duel (step 2, FM-2) or of the damage / healing flip in progress (DF-1, HL-2)')
  async flip(@Param('id', ParseUUIDPipe) id: string, @Body() b: DuelDecisionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.flip(c.access, c.opts);
  }

  @Post('duels/active-card')
  @ApiCommandRoute('Choose the active card among the flipped ones, the Defender first (FM-4..FM-7, DU-O2)')
  async activeCard(@Param('id', ParseUUIDPipe) id: string, @Body() b: ChooseActiveCardInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.chooseActiveCard(c.access, b.card, c.opts);
  }

  @Post('duels/red-joker-suit')
  @ApiCommandRoute('Name the suit of a Red Joker taken as the active card (FD-4)')
  async redJokerSuit(@Param('id', ParseUUIDPipe) id: string, @Body() b: NameRedJokerSuitInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.nameRedJokerSuit(c.access, b.suit, c.opts);
  }

  @Post('duels/cheat')
  @ApiCommandRoute('Step 3: Cheat Fate with a card from your hand, the lower total first (CF-1..CF-3, DU-O4)')
  async cheat(@Param('id', ParseUUIDPipe) id: string, @Body() b: CheatFateInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.cheat(c.access, b, c.opts);
  }

  @Post('duels/decline-cheat')
  @ApiCommandRoute('Step 3: decline to Cheat Fate (CF-3, DU-O4)')
  async declineCheat(@Param('id', ParseUUIDPipe) id: string, @Body() b: DuelDecisionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.declineCheat(c.access, c.opts);
  }

  @Post('duels/soulstone-card')
  @ApiCommandRoute('malifaux-1e only, §6.3 step 2 (SS-4): after cheating, discard a soulstone (Pierrâme) to flip one extra card whose value AND suit are added')
  async soulstoneCard(@Param('id', ParseUUIDPipe) id: string, @Body() b: DuelDecisionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.useSoulstoneCard(c.access, true, c.opts);
  }

  @Post('duels/decline-soulstone-card')
  @ApiCommandRoute('malifaux-1e only, §6.3 step 2: no soulstone card')
  async declineSoulstoneCard(@Param('id', ParseUUIDPipe) id: string, @Body() b: DuelDecisionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.useSoulstoneCard(c.access, false, c.opts);
  }

  @Post('duels/trigger')
  @ApiCommandRoute('Step 4: declare one Trigger, the lower total first (TR-1..TR-3, DU-O5)')
  async trigger(@Param('id', ParseUUIDPipe) id: string, @Body() b: DeclareTriggerInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.declareTrigger(c.access, b.trigger, c.opts);
  }

  @Post('duels/pass-trigger')
  @ApiCommandRoute('Step 4: declare no Trigger (TR-2, DU-O5)')
  async passTrigger(@Param('id', ParseUUIDPipe) id: string, @Body() b: DuelDecisionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.passTrigger(c.access, c.opts);
  }

  @Post('duels/damage')
  @ApiCommandRoute('Start the damage flip of the won Attack: Accuracy Modifier from the margin, the Defender’s Soulstone `−` (§12.3, DF-2)')
  async damageFromDuel(@Param('id', ParseUUIDPipe) id: string, @Body() b: StartDamageFromDuelInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.startDamageFromDuel(c.access, b, c.opts);
  }

  @Post('duels/blast')
  @ApiCommandRoute('The other models under the blast: one severity step below the same damage flip, no new flip (BL-2..BL-5, DJ-2)')
  async blast(@Param('id', ParseUUIDPipe) id: string, @Body() b: BlastDamageInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.applyBlastDamage(c.access, b, c.opts);
  }

  @Post('damage')
  @ApiCommandRoute('Start any other damage: a flip or a fixed amount; the dealer’s seat flips (DM-2, DF-1)')
  async damage(@Param('id', ParseUUIDPipe) id: string, @Body() b: StartDamageInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.startDamage(c.access, b, c.opts);
  }

  @Post('healing')
  @ApiCommandRoute('Start a healing flip or fixed healing; the healed model’s seat flips (HL-1, HL-2)')
  async healing(@Param('id', ParseUUIDPipe) id: string, @Body() b: StartHealingInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.startHealing(c.access, b, c.opts);
  }

  @Post('duels/prevention')
  @ApiCommandRoute('A Master or Henchman about to suffer damage: spend 1 Soulstone for a prevention flip, or not (PV-1)')
  async prevention(@Param('id', ParseUUIDPipe) id: string, @Body() b: PreventionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.duels.prevention(c.access, b.use, c.opts);
  }

  @Get('duels/current')
  @ApiOperation({ summary: 'The duel or flip in progress (or last resolved) and the decision it waits for, as the caller may see it' })
  @ApiOkResponse({ type: CurrentDuelModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404)
  async current(@Param('id', ParseUUIDPipe) id: string, @CommandHeadersOf() h: CommandHeaders): Promise<CurrentDuel> {
    return this.duels.current(await this.accessService.resolve(id, h.authorization));
  }

  @Post('duels/calculator')
  @HttpCode(200)
  @ApiOperation({ summary: 'The exact chance that the caller wins a duel, from its own hand and the discard piles only; appends nothing' })
  @ApiOkResponse({ type: DuelOddsModel })
  @ApiBearerAuth()
  @ApiProblems(400, 401, 403, 404)
  async calculator(@Param('id', ParseUUIDPipe) id: string, @Body() b: DuelOddsInput, @CommandHeadersOf() h: CommandHeaders): Promise<DuelOdds> {
    return this.odds.odds(await this.accessService.resolve(id, h.authorization), b);
  }
}
