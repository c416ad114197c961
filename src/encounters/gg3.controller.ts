// REST for a GG3 encounter (rules/malifaux-3e-gg3.md): one route per command of src/rules/malifaux-3e-gg3, each answering
// the CommandResult with the caller's view. Shape is checked here (400); legality by the rules (422 with the rule id).
import { Body, Controller, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiCommandRoute, CommandHeadersOf, type CommandHeaders } from '../common/command-headers.decorator';
import type { CommandResult } from './command-result';
import { Gg3Commands } from './gg3-commands.service';
import { claim, crew, dropMarker, kill, noFact, replace, same, schemes, strategyFacts, summon, zones } from './gg3-mappers';
import { Gg3AttackerInput, Gg3ChooseSchemesInput, Gg3CovertSelectionInput, Gg3DeclareCrewInput, Gg3DeploymentZonesInput, Gg3FlipChoiceInput, Gg3ModelRefInput, Gg3PointInput, Gg3RegisterTerrainInput, Gg3SeatInput, Gg3StartTurnInput } from './dto/gg3-setup-commands.input';
import { Gg3BuryInput, Gg3ClaimSchemeInput, Gg3DamageInput, Gg3DiscardInput, Gg3DisputeInput, Gg3DropMarkerInput, Gg3EndActivationInput, Gg3FactRefInput, Gg3HealingInput, Gg3KillInput, Gg3PassCurseInput, Gg3PushInput, Gg3RedistributeInput, Gg3RemoveMarkerInput, Gg3ReplaceInput, Gg3RevealCovertInput, Gg3RulingInput, Gg3StrategyFactsInput, Gg3SummonInput } from './dto/gg3-table-commands.input';
import { VersionInput } from '../decks/dto/deck-commands.input';

@ApiTags('gg3 encounters')
@Controller('encounters/:id/gg3')
export class Gg3Controller {
  constructor(private readonly gg3: Gg3Commands) {}

  @Post('terrain')
  @ApiCommandRoute('SC-5, §5.5: the organiser registers the agreed terrain (ids and footprints)')
  registerTerrain(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3RegisterTerrainInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RegisterTerrain', noFact);
  }

  @Post('crew')
  @ApiCommandRoute('§10.3, SD-3: hire the caller’s crew secretly; both are revealed once both are in')
  declareCrew(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3DeclareCrewInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DeclareCrew', crew);
  }

  @Post('schemes')
  @ApiCommandRoute('SC-1, SC-5, SEC-1: choose two schemes and their secrets; only the commitments are public')
  chooseSchemes(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3ChooseSchemesInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'ChooseSchemes', schemes);
  }

  @Post('attacker')
  @ApiCommandRoute('§10.3, GEO-5: the organiser records the Attacker (policy initiative=declared) or has the server flip for it (server-flip)')
  determineAttacker(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3AttackerInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DetermineAttacker', noFact);
  }

  @Post('flip-choice')
  @ApiCommandRoute('ORD-1, GEO-5: the winner of the server’s flip picks the Attacker or the seat with Initiative (IN-5 of the Malifaux engine)')
  chooseAfterFlip(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3FlipChoiceInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'ChooseAfterFlip', noFact);
  }

  @Post('deployment-zones')
  @ApiCommandRoute('GEO-5, OQ-22: the Defender chooses its half (and the DZ polygons of a non-standard deployment); GS-1/CV-1 markers are placed')
  chooseDeploymentZones(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3DeploymentZonesInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'ChooseDeploymentZones', zones);
  }

  @Post('strategy-markers')
  @ApiCommandRoute('CP-1: place a Carve a Path Strategy Marker')
  placeStrategyMarker(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3PointInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'PlaceStrategyMarker', noFact);
  }

  @Post('deploy')
  @ApiCommandRoute('§10.3 step 7: the crews are deployed (CV-2 Claim tokens)')
  deployCrews(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DeployCrews', noFact);
  }

  @Post('pregame-initiative')
  @ApiCommandRoute('OQ-1: the organiser declares who has Initiative for the Curse placements')
  declarePregameInitiative(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3SeatInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DeclarePregameInitiative', noFact);
  }

  @Post('curse-tokens')
  @ApiCommandRoute('CO-1..CO-3 setup placements, CO-4 on a model just summoned')
  placeCurseToken(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3ModelRefInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'PlaceCurseToken', noFact);
  }

  @Post('turns')
  @ApiCommandRoute('ORD-4, ORD-1: the organiser starts the next turn (1-5): declares its Initiative, or the server flips for it (policy initiative)')
  startTurn(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3StartTurnInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'StartTurn', noFact);
  }

  @Post('covert-selection')
  @ApiCommandRoute('CV-3, SEC-3: commit up to three models secretly (Start Phase, turns 2-5)')
  commitCovertSelection(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3CovertSelectionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'CommitCovertSelection', noFact);
  }

  @Post('activations')
  @ApiCommandRoute('The organiser closes the Start Phase (CV-3: no commitment counts as none)')
  startActivations(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'StartActivations', noFact);
  }

  @Post('damage')
  @ApiCommandRoute('FACT-2: damage with its source and activation')
  recordDamage(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3DamageInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RecordDamage', same);
  }

  @Post('healing')
  @ApiCommandRoute('FACT-1: healing')
  recordHealing(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3HealingInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RecordHealing', same);
  }

  @Post('kills')
  @ApiCommandRoute('FACT-2, OQ-4, OQ-23: a kill with its killer and the Leaders within 3"')
  recordKill(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3KillInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RecordKill', kill);
  }

  @Post('curse-discard')
  @ApiCommandRoute('CO-6 step 1: the opponent of the killed model’s crew discards one token, or not')
  discardCurseToken(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3DiscardInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DiscardCurseToken', noFact);
  }

  @Post('curse-redistribution')
  @ApiCommandRoute('CO-6 step 2, OQ-3, OQ-26: the remaining tokens onto the closest models')
  redistributeCurseTokens(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3RedistributeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RedistributeCurseTokens', noFact);
  }

  @Post('summons')
  @ApiCommandRoute('CO-4, CV-2: a summoned model')
  recordSummon(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3SummonInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RecordSummon', summon);
  }

  @Post('replacements')
  @ApiCommandRoute('MD-1, OQ-5, OQ-24: a model replaced; the lineage continues')
  recordReplace(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3ReplaceInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RecordReplace', replace);
  }

  @Post('burials')
  @ApiCommandRoute('OQ-6: a model buried or unburied')
  recordBury(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3BuryInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RecordBury', same);
  }

  @Post('markers')
  @ApiCommandRoute('MK-1, MK-3: a marker dropped')
  dropMarker(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3DropMarkerInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DropMarker', dropMarker);
  }

  @Post('markers/remove')
  @ApiCommandRoute('MK-3: a marker removed')
  removeMarker(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3RemoveMarkerInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RemoveMarker', noFact);
  }

  @Post('strategy-markers/push')
  @ApiCommandRoute('CP-2, CP-3, OQ-9: push a Strategy Marker')
  pushStrategyMarker(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3PushInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'PushStrategyMarker', same);
  }

  @Post('curse-tokens/pass')
  @ApiCommandRoute('CO-5: the pass-back Interact')
  passCurseToken(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3PassCurseInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'PassCurseToken', same);
  }

  @Post('activations/end')
  @ApiCommandRoute('CP-ACT: the end of an activation (Vendetta’s Reveal checkpoint)')
  endActivation(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3EndActivationInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'EndActivation', noFact);
  }

  @Post('end-turn')
  @ApiCommandRoute('CP-END: the organiser ends the turn; the checkpoint steps follow (§6)')
  endTurn(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'EndTurn', noFact);
  }

  @Post('covert-selection/reveal')
  @ApiCommandRoute('CV-4: reveal the selection with at most one Claim placement')
  revealCovertSelection(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3RevealCovertInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'RevealCovertSelection', noFact);
  }

  @Post('strategy-facts')
  @ApiCommandRoute('GS-2: your models near each Strategy Marker')
  declareStrategyFacts(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3StrategyFactsInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DeclareStrategyFacts', strategyFacts);
  }

  @Post('claims')
  @ApiCommandRoute('SC-2, SC-3, ORD-1: claim a Reveal or End line (reveals the scheme)')
  claimScheme(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3ClaimSchemeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'ClaimScheme', claim);
  }

  @Post('claims/finish')
  @ApiCommandRoute('ORD-1: done claiming at this checkpoint')
  finishClaims(@Param('id', ParseUUIDPipe) id: string, @Body() b: VersionInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'FinishClaims', noFact);
  }

  @Post('facts/confirm')
  @ApiCommandRoute('FACT-1: confirm the opponent’s fact')
  confirmFact(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3FactRefInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'ConfirmFact', noFact);
  }

  @Post('facts/dispute')
  @ApiCommandRoute('FACT-1: dispute the opponent’s fact')
  disputeFact(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3DisputeInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'DisputeFact', noFact);
  }

  @Post('facts/ruling')
  @ApiCommandRoute('FACT-1: the organiser rules on a dispute; overruled facts revoke their VP')
  resolveDispute(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3RulingInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'ResolveDispute', noFact);
  }

  @Post('facts/withdraw')
  @ApiCommandRoute('FACT-1: by agreement, the asserting seat withdraws its disputed fact (overruled; its VP revoked)')
  withdrawFact(@Param('id', ParseUUIDPipe) id: string, @Body() b: Gg3FactRefInput, @CommandHeadersOf() h: CommandHeaders): Promise<CommandResult> {
    return this.gg3.rest(id, h, b, 'WithdrawFact', noFact);
  }
}
