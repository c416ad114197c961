import { ApiEnumProperty, Seat } from '../../common/contract/shared-enums';
import type { SeatId } from '../../rules/core/decider';
import { DuelStepModel } from '../../duels/models/duel-step.model';
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { SeatViewModel } from './seat-view.model';
import { OptionsModel } from './malifaux-2e-options.model';

export { OptionsModel };
import { DuelState2e, Horror2e, Initiative2e } from './malifaux-2e-shapes.model';
import { TurnStepModel } from './turn-step.model';
import { TableStateModel, TableViewModel } from '../../turns/models/table.model';
import { SetupStepModel, StandardEncounterModel } from './standard-encounter.model';


@ObjectType('DrawPhase')
export class DrawPhaseModel {
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'Declaration order (DP-4)' }) order!: string[];
  @Field(() => [String]) @ApiProperty({ type: [String] }) refilled!: string[];
}

@ObjectType('RandomPick', { description: 'RD-1: models tied for lowest, waiting for the flipping seat to pick one' })
export class RandomPickModel {
  @Field() @ApiProperty() flipId!: string;
  @Field() @ApiProperty() seat!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) tied!: string[];
}

@ObjectType('Malifaux2eState', { description: 'A Malifaux 2E encounter as the caller may see it.' })
export class EncounterViewModel {
  @Field() @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field() @ApiProperty({ enum: ['malifaux-2e'], example: 'malifaux-2e' }) ruleset!: string;
  @Field() @ApiProperty({ enum: ['active', 'ended'] }) status!: string;
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field() @ApiProperty({ description: 'SHA-256 (hex) of the seed string' }) seedCommitment!: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, description: 'Revealed when the encounter ends' }) seed!: string | null;
  @Field(() => OptionsModel) @ApiProperty({ type: OptionsModel }) options!: OptionsModel;
  @Field(() => DrawPhaseModel, { nullable: true }) @ApiProperty({ type: DrawPhaseModel, nullable: true }) drawPhase!: DrawPhaseModel | null;
  @Field(() => [SeatViewModel]) @ApiProperty({ type: [SeatViewModel] }) seats!: SeatViewModel[];
  @Field(() => DuelState2e, { description: 'The duel or damage / healing flip in progress or last resolved (§4.5); public' })
  @ApiProperty({ type: DuelState2e, description: 'The duel or damage / healing flip in progress or last resolved (§4.5); public' })
  duel!: unknown;
  @Field(() => DuelStepModel, { description: 'The decision the duel waits for' })
  @ApiProperty({ type: DuelStepModel, description: 'The decision the duel waits for' })
  duelStep!: DuelStepModel;
  @Field(() => Initiative2e, { nullable: true, description: '§6.3: the Initiative Phase under way' })
  @ApiProperty({ type: Initiative2e, nullable: true, description: '§6.3: the Initiative Phase under way' })
  initiative!: unknown;
  @Field(() => Seat, { nullable: true }) @ApiEnumProperty('Seat', { nullable: true, description: 'IN-5: this Turn’s First Player' }) firstPlayer!: SeatId | null;
  @Field(() => Horror2e, { description: '§14: Horror Duel immunity this Turn and the Horror Duel in progress' })
  @ApiProperty({ type: Horror2e, description: '§14: Horror Duel immunity this Turn and the Horror Duel in progress' })
  horror!: unknown;
  @Field(() => RandomPickModel, { nullable: true }) @ApiProperty({ type: RandomPickModel, nullable: true }) randomPick!: RandomPickModel | null;
  @Field(() => TableViewModel, { nullable: true, description: '§6-§19: crews and models (wounds, conditions, status, Activations), markers, the Activation in progress (AP), declared facts, disputes, VP; public' })
  @ApiProperty({ type: TableStateModel, nullable: true, description: '§6-§19: crews and models (wounds, conditions, status, Activations), markers, the Activation in progress (AP), declared facts, disputes, VP; public' })
  table!: unknown;
  @Field(() => TurnStepModel) @ApiProperty({ type: TurnStepModel }) turnStep!: TurnStepModel;
  @Field(() => StandardEncounterModel, { nullable: true }) @ApiProperty({ type: StandardEncounterModel, nullable: true, description: '§20: the Standard Encounter (null when crews were hired directly)' }) standard!: StandardEncounterModel | null;
  @Field(() => SetupStepModel, { nullable: true }) @ApiProperty({ type: SetupStepModel, nullable: true, description: '§20.1: the setup decision due (null outside a Standard Encounter)' }) setupStep!: SetupStepModel | null;
  @Field() @ApiProperty() createdAt!: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
}
