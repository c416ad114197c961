// REST for the Turn on the table (rules/malifaux-2e.md §6-§19): crews, Activations, Actions, declared effects, the End
// Phase and disputes of declared facts. One route per command, each answering the CommandResult with the caller's view.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessService, type Access } from '../common/auth/access.service';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
import type { CommandOptions } from '../encounters/command-bus.service';
import type { CommandResult } from '../encounters/command-result';
import { VersionInput } from '../decks/dto/deck-commands.input';
import { HireCrewInput } from './dto/crew.input';
import { ActivateModelInput, DeclareEffectInput, DisengagingStrikeInput, ManifestAvatarInput, DisputeFactInput, EndActivationInput, ResolveDisputeInput, TakeActionInput } from './dto/turn-commands.input';
import { TurnsService } from './turns.service';

@ApiTags('turns')
@Controller('encounters/:id')
export class TableController {
  constructor(
    private readonly turns: TurnsService,
    private readonly accessService: AccessService,
  ) {}

  private async call(id: string, h: CommandHeaders, body: { expectedVersion?: number }): Promise<{ access: Access; opts: CommandOptions }> {
    const opts = { expectedVersion: expectedVersionFrom(body.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) };
    return { access: await this.accessService.resolve(id, h.authorization), opts };
  }

  @Post('crews')
  @ApiCommandRoute('Hire a crew into the encounter as data, before the first Turn: stations, stats, abilities, Actions (§18)')
  async hire(@Param('id', ParseUUIDPipe) id: string, @Body() b: HireCrewInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.hireCrew(c.access, b, c.opts);
  }

  @Post('activations')
  @ApiCommandRoute('Activate a model: alternation, chain Activations, Reactivate, AP generation (AC-1..AC-5, AP-1..AP-4)')
  async activate(@Param('id', ParseUUIDPipe) id: string, @Body() b: ActivateModelInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.activateModel(c.access, b, c.opts);
  }

  @Post('activations/end')
  @ApiCommandRoute('End the Activation: unspent AP are lost, Fast / Slow / Paralyzed end (AP-7, CO-8)')
  async end(@Param('id', ParseUUIDPipe) id: string, @Body() b: EndActivationInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.endActivation(c.access, b, c.opts);
  }

  @Post('actions')
  @ApiCommandRoute('Take an Action with its declared facts: Walk, Charge, Focus, Defensive Stance, Interact or an Action on the card; attacks start their duel (§8)')
  async action(@Param('id', ParseUUIDPipe) id: string, @Body() b: TakeActionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.takeAction(c.access, b, c.opts);
  }

  @Post('actions/disengaging-strike')
  @ApiCommandRoute('An engaged enemy answers a disengaging Walk: a Close Attack that stops the Walk if it hits, or none (DE-1..DE-4)')
  async strike(@Param('id', ParseUUIDPipe) id: string, @Body() b: DisengagingStrikeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.disengagingStrike(c.access, b, c.opts);
  }

  @Post('avatars/manifest')
  @ApiCommandRoute('A Master manifests her Avatar: the card revealed, models within 2" pushed, the Avatar placed (AV-1..AV-5)')
  async manifest(@Param('id', ParseUUIDPipe) id: string, @Body() b: ManifestAvatarInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.manifestAvatar(c.access, b, c.opts);
  }

  @Post('effects')
  @ApiCommandRoute('Declare an effect of card text: a Condition, bury / unbury / sacrifice, a push, a marker, a summon (§10.2, §13, §15, §16, §17)')
  async effect(@Param('id', ParseUUIDPipe) id: string, @Body() b: DeclareEffectInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.declareEffect(c.access, b, c.opts);
  }

  @Post('end-phase')
  @ApiCommandRoute('The End Phase: Upkeep (First Player’s models first), Earn VP, the end-of-encounter flip from Turn 5 (EP-1..EP-3)')
  async endPhase(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.resolveEndPhase(c.access, c.opts);
  }

  @Post('closing-phase')
  @ApiCommandRoute('malifaux-1e only, §7.5 the Closing Phase (phase d’extinction): effects without an end end, each discard pile is shuffled into its deck (FD-13), Defensive Stance ends')
  async closingPhase(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.resolveClosingPhase(c.access, c.opts);
  }

  @Post('disputes')
  @ApiCommandRoute('Dispute a fact the opponent declared on an Action')
  async dispute(@Param('id', ParseUUIDPipe) id: string, @Body() b: DisputeFactInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.disputeFact(c.access, b, c.opts);
  }

  @Post('disputes/resolve')
  @ApiCommandRoute('Resolve a dispute: the organiser rules, or the seats agree (the declarer concedes, the disputer withdraws)')
  async resolve(@Param('id', ParseUUIDPipe) id: string, @Body() b: ResolveDisputeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.turns.resolveDispute(c.access, b, c.opts);
  }
}
