// REST for a Malifaux 2E Standard Encounter (rules/malifaux-2e.md §20): setup step by step, secret choices, declared
// scoring facts and their answers. One route per command, each answering the CommandResult with the caller's view.
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AccessService, type Access } from '../common/auth/access.service';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import { expectedVersionFrom, idempotencyKeyFrom } from '../common/request-headers';
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

@ApiTags('standard encounters')
@Controller('encounters/:id')
export class EncounterSetupController {
  constructor(
    private readonly setup: EncounterSetupService,
    private readonly accessService: AccessService,
  ) {}

  private async call(id: string, h: CommandHeaders, body: { expectedVersion?: number }): Promise<{ access: Access; opts: CommandOptions }> {
    const opts = { expectedVersion: expectedVersionFrom(body.expectedVersion, h.ifMatch), idempotencyKey: idempotencyKeyFrom(h.idempotencyKey) };
    return { access: await this.accessService.resolve(id, h.authorization), opts };
  }

  @Post('setup')
  @ApiCommandRoute('§20.1: begin a Standard Encounter setup; a randomly determined player places terrain first and flips the setup tables (RD-2)')
  async begin(@Param('id', ParseUUIDPipe) id: string, @Body() b: BeginStandardSetupInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.begin(c.access, b, c.opts);
  }

  @Post('setup/terrain')
  @ApiCommandRoute('§20.2: record the agreed terrain, in placement order (TE-1..TE-4)')
  async terrain(@Param('id', ParseUUIDPipe) id: string, @Body() b: RecordTerrainInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.terrain(c.access, b, c.opts);
  }

  @Post('setup/size')
  @ApiCommandRoute('§20.3: the agreed encounter size and its class (DV-18)')
  async size(@Param('id', ParseUUIDPipe) id: string, @Body() b: EncounterSizeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.size(c.access, b, c.opts);
  }

  @Post('setup/spoils')
  @ApiCommandRoute('§21.8 Linked Games: the previous winner chooses her spoils before the terrain (a side after the flip, the terrain, or half the Strategy)')
  async spoils(@Param('id', ParseUUIDPipe) id: string, @Body() b: ChooseSpoilsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.spoils(c.access, b, c.opts);
  }

  @Post('setup/story-role')
  @ApiCommandRoute('§21.8 spoils option 1: after the Strategy flip, the previous winner is the Attacker or the Defender')
  async storyRole(@Param('id', ParseUUIDPipe) id: string, @Body() b: ChooseStoryRoleInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.storyRole(c.access, b, c.opts);
  }

  @Post('setup/faction')
  @ApiCommandRoute('§20.1 step 3: announce the caller’s faction, secret until both seats have announced')
  async faction(@Param('id', ParseUUIDPipe) id: string, @Body() b: AnnounceFactionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.faction(c.access, b, c.opts);
  }

  @Post('setup/deployment')
  @ApiCommandRoute('§20.4: flip the deployment (DV-15)')
  async deployment(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.flip(c.access, 'DetermineDeployment', c.opts);
  }

  @Post('setup/strategy')
  @ApiCommandRoute('§20.5: flip the strategy by suit (DV-14), then a fresh shuffle for the scheme pool')
  async strategy(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.flip(c.access, 'DetermineStrategy', c.opts);
  }

  @Post('setup/scheme-pool')
  @ApiCommandRoute('§20.6: two flips, Jokers reflipped, doubles add Distract (DV-10..DV-13)')
  async pool(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.flip(c.access, 'GenerateSchemePool', c.opts);
  }

  @Post('setup/crew')
  @ApiCommandRoute('§20.8: hire the caller’s crew secretly; both are revealed once both are in (validated, the rule named)')
  async crew(@Param('id', ParseUUIDPipe) id: string, @Body() b: SubmitCrewInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.crew(c.access, b, c.opts);
  }

  @Post('setup/schemes')
  @ApiCommandRoute('§20.9: choose two Schemes with notes, secretly, and which to reveal at the start')
  async schemes(@Param('id', ParseUUIDPipe) id: string, @Body() b: ChooseSchemesInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.schemes(c.access, b, c.opts);
  }

  @Post('setup/deployment-order')
  @ApiCommandRoute('§20.10: both seats flip for deployment; ties reflip (A-3)')
  async orderFlip(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.flip(c.access, 'FlipDeploymentOrder', c.opts);
  }

  @Post('setup/deployment-order/choice')
  @ApiCommandRoute('§20.10: the higher card deploys first or second')
  async order(@Param('id', ParseUUIDPipe) id: string, @Body() b: DeploymentOrderInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.deploymentOrder(c.access, b, c.opts);
  }

  @Post('setup/deployment-zone')
  @ApiCommandRoute('§20.10: the first deployer picks a zone; decks are gathered and reshuffled; Turn 1 follows')
  async zone(@Param('id', ParseUUIDPipe) id: string, @Body() b: DeploymentZoneInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.deploymentZone(c.access, b, c.opts);
  }

  @Post('schemes/reveal')
  @ApiCommandRoute('§20.7: reveal Bodyguard (the one Scheme that may be revealed at any time)')
  async reveal(@Param('id', ParseUUIDPipe) id: string, @Body() b: RevealSchemeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.reveal(c.access, b, c.opts);
  }

  @Post('scoring/declarations')
  @ApiCommandRoute('§20.5, §20.7: declare the table’s facts for this Turn’s Earn-VP step or for the end of the game')
  async declare(@Param('id', ParseUUIDPipe) id: string, @Body() b: DeclareScoringFactsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.declare(c.access, b, c.opts);
  }

  @Post('scoring/declarations/:declarationId/answer')
  @ApiCommandRoute('The opponent confirms or disputes declared scoring facts (recorded either way)')
  async answer(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('declarationId', ParseUUIDPipe) declarationId: string,
    @Body() b: AnswerScoringFactsInput,
    @CommandHeadersOf() h: CommandHeaders,
  ): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.answer(c.access, declarationId, b, c.opts);
  }

  @Post('scoring/declarations/:declarationId/ruling')
  @ApiCommandRoute('The organiser rules on a disputed declaration: UPHELD, or OVERTURNED (then not used for scoring)')
  async rule(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('declarationId', ParseUUIDPipe) declarationId: string,
    @Body() b: RuleOnScoringFactsInput,
    @CommandHeadersOf() h: CommandHeaders,
  ): Promise<CommandResult> {
    const c = await this.call(id, h, b);
    return this.setup.rule(c.access, declarationId, b, c.opts);
  }
}
