// GraphQL for a GG3 encounter: the same commands as Gg3Controller, with the same semantics.
import { ParseUUIDPipe } from '@nestjs/common';
import { Args, Context, ID, Mutation, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../common/auth/graphql-auth';
import { Gg3Commands } from './gg3-commands.service';
import { CommandResultModel } from './models/command-result.model';
import { claim, crew, dropMarker, kill, noFact, replace, same, schemes, strategyFacts, summon, zones } from './gg3-mappers';
import { Gg3AttackerInput, Gg3ChooseSchemesInput, Gg3CovertSelectionInput, Gg3DeclareCrewInput, Gg3DeploymentZonesInput, Gg3FlipChoiceInput, Gg3ModelRefInput, Gg3PointInput, Gg3RegisterTerrainInput, Gg3SeatInput, Gg3StartTurnInput } from './dto/gg3-setup-commands.input';
import { Gg3BuryInput, Gg3ClaimSchemeInput, Gg3DamageInput, Gg3DiscardInput, Gg3DisputeInput, Gg3DropMarkerInput, Gg3EndActivationInput, Gg3FactRefInput, Gg3HealingInput, Gg3KillInput, Gg3PassCurseInput, Gg3PushInput, Gg3RedistributeInput, Gg3RemoveMarkerInput, Gg3ReplaceInput, Gg3RevealCovertInput, Gg3RulingInput, Gg3StrategyFactsInput, Gg3SummonInput } from './dto/gg3-table-commands.input';
import { VersionInput } from '../decks/dto/deck-commands.input';

const Id = () => Args('id', { type: () => ID }, ParseUUIDPipe);
const Key = () => Args('idempotencyKey', { type: () => String, nullable: true });

@Resolver()
export class Gg3Resolver {
  constructor(private readonly gg3: Gg3Commands) {}

  @Mutation(() => CommandResultModel, { description: 'SC-5, §5.5: the organiser registers the agreed terrain (ids and footprints)' })
  async gg3RegisterTerrain(@Id() id: string, @Args('input', { type: () => Gg3RegisterTerrainInput }) input: Gg3RegisterTerrainInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RegisterTerrain', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: '§10.3, SD-3: hire the caller’s crew secretly; both are revealed once both are in' })
  async gg3DeclareCrew(@Id() id: string, @Args('input', { type: () => Gg3DeclareCrewInput }) input: Gg3DeclareCrewInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DeclareCrew', crew)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'SC-1, SC-5, SEC-1: choose two schemes and their secrets; only the commitments are public' })
  async gg3ChooseSchemes(@Id() id: string, @Args('input', { type: () => Gg3ChooseSchemesInput }) input: Gg3ChooseSchemesInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'ChooseSchemes', schemes)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'ORD-1, GEO-5: the winner of the server’s flip picks the Attacker or the seat with Initiative (IN-5 of the Malifaux engine)' })
  async gg3ChooseAfterFlip(@Id() id: string, @Args('input', { type: () => Gg3FlipChoiceInput }) input: Gg3FlipChoiceInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'ChooseAfterFlip', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: '§10.3, GEO-5: the organiser records the Attacker (policy initiative=declared) or has the server flip for it (server-flip)' })
  async gg3DetermineAttacker(@Id() id: string, @Args('input', { type: () => Gg3AttackerInput }) input: Gg3AttackerInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DetermineAttacker', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'GEO-5, OQ-22: the Defender chooses its half (and the DZ polygons of a non-standard deployment); GS-1/CV-1 markers are placed' })
  async gg3ChooseDeploymentZones(@Id() id: string, @Args('input', { type: () => Gg3DeploymentZonesInput }) input: Gg3DeploymentZonesInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'ChooseDeploymentZones', zones)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CP-1: place a Carve a Path Strategy Marker' })
  async gg3PlaceStrategyMarker(@Id() id: string, @Args('input', { type: () => Gg3PointInput }) input: Gg3PointInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'PlaceStrategyMarker', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: '§10.3 step 7: the crews are deployed (CV-2 Claim tokens)' })
  async gg3DeployCrews(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DeployCrews', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'OQ-1: the organiser declares who has Initiative for the Curse placements' })
  async gg3DeclarePregameInitiative(@Id() id: string, @Args('input', { type: () => Gg3SeatInput }) input: Gg3SeatInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DeclarePregameInitiative', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CO-1..CO-3 setup placements, CO-4 on a model just summoned' })
  async gg3PlaceCurseToken(@Id() id: string, @Args('input', { type: () => Gg3ModelRefInput }) input: Gg3ModelRefInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'PlaceCurseToken', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'ORD-4: the organiser starts the next turn (1-5) with its Initiative' })
  async gg3StartTurn(@Id() id: string, @Args('input', { type: () => Gg3StartTurnInput }) input: Gg3StartTurnInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'StartTurn', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CV-3, SEC-3: commit up to three models secretly (Start Phase, turns 2-5)' })
  async gg3CommitCovertSelection(@Id() id: string, @Args('input', { type: () => Gg3CovertSelectionInput }) input: Gg3CovertSelectionInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'CommitCovertSelection', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'The organiser closes the Start Phase (CV-3: no commitment counts as none)' })
  async gg3StartActivations(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'StartActivations', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'FACT-2: damage with its source and activation' })
  async gg3RecordDamage(@Id() id: string, @Args('input', { type: () => Gg3DamageInput }) input: Gg3DamageInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RecordDamage', same)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'FACT-1: healing' })
  async gg3RecordHealing(@Id() id: string, @Args('input', { type: () => Gg3HealingInput }) input: Gg3HealingInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RecordHealing', same)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'FACT-2, OQ-4, OQ-23: a kill with its killer and the Leaders within 3"' })
  async gg3RecordKill(@Id() id: string, @Args('input', { type: () => Gg3KillInput }) input: Gg3KillInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RecordKill', kill)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CO-6 step 1: the opponent of the killed model’s crew discards one token, or not' })
  async gg3DiscardCurseToken(@Id() id: string, @Args('input', { type: () => Gg3DiscardInput }) input: Gg3DiscardInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DiscardCurseToken', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CO-6 step 2, OQ-3, OQ-26: the remaining tokens onto the closest models' })
  async gg3RedistributeCurseTokens(@Id() id: string, @Args('input', { type: () => Gg3RedistributeInput }) input: Gg3RedistributeInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RedistributeCurseTokens', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CO-4, CV-2: a summoned model' })
  async gg3RecordSummon(@Id() id: string, @Args('input', { type: () => Gg3SummonInput }) input: Gg3SummonInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RecordSummon', summon)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'MD-1, OQ-5, OQ-24: a model replaced; the lineage continues' })
  async gg3RecordReplace(@Id() id: string, @Args('input', { type: () => Gg3ReplaceInput }) input: Gg3ReplaceInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RecordReplace', replace)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'OQ-6: a model buried or unburied' })
  async gg3RecordBury(@Id() id: string, @Args('input', { type: () => Gg3BuryInput }) input: Gg3BuryInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RecordBury', same)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'MK-1, MK-3: a marker dropped' })
  async gg3DropMarker(@Id() id: string, @Args('input', { type: () => Gg3DropMarkerInput }) input: Gg3DropMarkerInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DropMarker', dropMarker)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'MK-3: a marker removed' })
  async gg3RemoveMarker(@Id() id: string, @Args('input', { type: () => Gg3RemoveMarkerInput }) input: Gg3RemoveMarkerInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RemoveMarker', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CP-2, CP-3, OQ-9: push a Strategy Marker' })
  async gg3PushStrategyMarker(@Id() id: string, @Args('input', { type: () => Gg3PushInput }) input: Gg3PushInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'PushStrategyMarker', same)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CO-5: the pass-back Interact' })
  async gg3PassCurseToken(@Id() id: string, @Args('input', { type: () => Gg3PassCurseInput }) input: Gg3PassCurseInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'PassCurseToken', same)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CP-ACT: the end of an activation (Vendetta’s Reveal checkpoint)' })
  async gg3EndActivation(@Id() id: string, @Args('input', { type: () => Gg3EndActivationInput }) input: Gg3EndActivationInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'EndActivation', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CP-END: the organiser ends the turn; the checkpoint steps follow (§6)' })
  async gg3EndTurn(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'EndTurn', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'CV-4: reveal the selection with at most one Claim placement' })
  async gg3RevealCovertSelection(@Id() id: string, @Args('input', { type: () => Gg3RevealCovertInput }) input: Gg3RevealCovertInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'RevealCovertSelection', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'GS-2: your models near each Strategy Marker' })
  async gg3DeclareStrategyFacts(@Id() id: string, @Args('input', { type: () => Gg3StrategyFactsInput }) input: Gg3StrategyFactsInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DeclareStrategyFacts', strategyFacts)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'SC-2, SC-3, ORD-1: claim a Reveal or End line (reveals the scheme)' })
  async gg3ClaimScheme(@Id() id: string, @Args('input', { type: () => Gg3ClaimSchemeInput }) input: Gg3ClaimSchemeInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'ClaimScheme', claim)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'ORD-1: done claiming at this checkpoint' })
  async gg3FinishClaims(@Id() id: string, @Args('input', { type: () => VersionInput, nullable: true }) input: VersionInput | undefined, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'FinishClaims', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'FACT-1: confirm the opponent’s fact' })
  async gg3ConfirmFact(@Id() id: string, @Args('input', { type: () => Gg3FactRefInput }) input: Gg3FactRefInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'ConfirmFact', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'FACT-1: dispute the opponent’s fact' })
  async gg3DisputeFact(@Id() id: string, @Args('input', { type: () => Gg3DisputeInput }) input: Gg3DisputeInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'DisputeFact', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'FACT-1: the organiser rules on a dispute; overruled facts revoke their VP' })
  async gg3ResolveDispute(@Id() id: string, @Args('input', { type: () => Gg3RulingInput }) input: Gg3RulingInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'ResolveDispute', noFact)) as CommandResultModel;
  }

  @Mutation(() => CommandResultModel, { description: 'FACT-1: by agreement, the asserting seat withdraws its disputed fact (overruled; its VP revoked)' })
  async gg3WithdrawFact(@Id() id: string, @Args('input', { type: () => Gg3FactRefInput }) input: Gg3FactRefInput, @Key() key: string | undefined, @Context() ctx: GqlContext): Promise<CommandResultModel> {
    return (await this.gg3.graphql(id, ctx, input, key, 'WithdrawFact', noFact)) as CommandResultModel;
  }
}
