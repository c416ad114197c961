// Inputs of the GG3 table facts, scoring claims and answers (rules/malifaux-3e-gg3.md §2.4, §4, §5, §6). Shape only;
// legality is the rules' job (422 naming the rule id). `factId` may be omitted: the server then assigns one.
import { InputType } from '@nestjs/graphql';
import { CommandInput } from '../../common/command.input';
import { NestedInput, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { STATIONS } from '../../rules/malifaux-3e-gg3/tables';
import { BoolField, EnumField, IdField, IdListField, InchField, IntField, SharedEnumField, TextField } from './gg3-fields';
import { Gg3ModelInput } from './gg3-setup-commands.input';

@InputType('Gg3DamageInput', { description: 'FACT-2 (a): damage with its source and activation' })
export class Gg3DamageInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @IdField('Source lineage') source!: string;
  @IdField('Target lineage') target!: string;
  @IntField(0, 40, 'Damage suffered') amount!: number;
  @IdField('Activation id') activationId!: string;
}

@InputType('Gg3HealingInput')
export class Gg3HealingInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @IdField('Target lineage') target!: string;
  @IntField(0, 40, 'Health healed') amount!: number;
}

@InputType('Gg3KillInput', { description: 'FACT-2 (a): a kill with its killer (null: none) and the Leaders within 3" at death' })
export class Gg3KillInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @IdField('Victim lineage') victim!: string;
  @IdField('Killer lineage; omitted: no killer (OQ-23)', true) killer?: string;
  @IdListField(2, 'Leaders within 3" of the victim at death') leadersWithin3!: string[];
}

@InputType('Gg3DiscardInput')
export class Gg3DiscardInput extends CommandInput {
  @BoolField('CO-6: discard one Curse token of the killed model') discard!: boolean;
}

@InputType('Gg3RedistributeInput')
export class Gg3RedistributeInput extends CommandInput {
  @IdListField(10, 'CO-6: the closest models, one token each (OQ-3: you break ties)') recipients!: string[];
}

@InputType('Gg3SummonInput')
export class Gg3SummonInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @NestedInput(() => Gg3ModelInput, 'The summoned model') model!: Gg3ModelInput;
  @BoolField('It carries a Summon Upgrade') hasSummonUpgrade!: boolean;
}

@InputType('Gg3ReplaceInput', { description: 'MD-1: the new model joins the lineage' })
export class Gg3ReplaceInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @IdField('Lineage replaced') lineageId!: string;
  @IdField('New model id') modelId!: string;
  @TextField('Name', false, 64) name!: string;
  @SharedEnumField('Station', STATIONS, 'Station') station!: string;
  @IntField(0, 30, 'Printed Cost; omitted: `–`', true) cost?: number;
  @IntField(1, 40, 'Maximum Health') maxHealth!: number;
}

@InputType('Gg3BuryInput')
export class Gg3BuryInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @IdField('Lineage') lineageId!: string;
  @BoolField('true: buried, false: unburied') buried!: boolean;
}

@InputType('Gg3DropMarkerInput', { description: 'MK-1: a marker of yours (or neutral) at a position' })
export class Gg3DropMarkerInput extends CommandInput {
  @IdField('New marker id') markerId!: string;
  @IdField('Type: scheme, corpse, scrap, ...') type!: string;
  @BoolField('Neutral (no owner); default: friendly to you', true) neutral?: boolean;
  @InchField('x') x!: number;
  @InchField('y') y!: number;
}

@InputType('Gg3RemoveMarkerInput')
export class Gg3RemoveMarkerInput extends CommandInput {
  @IdField('Marker id') markerId!: string;
  @TextField('Why (e.g. interact)', false, 64) reason!: string;
}

@InputType('Gg3PushInput', { description: 'CP-2 / CP-3: a Carve a Path push and what it removed' })
export class Gg3PushInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @IdField('The pushing model') by!: string;
  @IdField('The Strategy Marker') markerId!: string;
  @InchField('Final x') x!: number;
  @InchField('Final y') y!: number;
  @BoolField('The pusher is within 1" of the marker') within1!: boolean;
  @IdListField(20, 'Non-Strategy markers touched and removed') removedMarkers!: string[];
}

@InputType('Gg3PassCurseInput', { description: 'CO-5 pass-back Interact' })
export class Gg3PassCurseInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @IdField('From (friendly)') from!: string;
  @IdField('To (enemy)') to!: string;
  @BoolField('Within 1"') within1!: boolean;
  @BoolField('CO-5: the acting model is engaged by an enemy other than the target (forbids the Interact); default false', true) engagedByOthers?: boolean;
}

@InputType('Gg3EndActivationInput', { description: 'CP-ACT: the end of an activation (Vendetta’s checkpoint)' })
export class Gg3EndActivationInput extends CommandInput {
  @IdField('The activated lineage') lineageId!: string;
  @IdField('Activation id') activationId!: string;
}

@InputType('Gg3PlacementInput')
export class Gg3PlacementInput {
  @IdField('A model of the selection') model!: string;
  @IdField('A Strategy Marker') marker!: string;
  @BoolField('Not engaged by an enemy model') notEngaged!: boolean;
  @BoolField('Within 2" of the marker') within2!: boolean;
}

@InputType('Gg3RevealCovertInput', { description: 'CV-4: reveal the selection, with at most one Claim placement' })
export class Gg3RevealCovertInput extends CommandInput {
  @OptionalNestedInput(() => Gg3PlacementInput) placement?: Gg3PlacementInput;
  @IdField('Fact id; default assigned', true) factId?: string;
}

@InputType('Gg3MarkerModelsInput')
export class Gg3MarkerModelsInput {
  @IdField('Marker id') markerId!: string;
  @IdListField(30, 'Lineages') models!: string[];
}

@InputType('Gg3ModelModelsInput')
export class Gg3ModelModelsInput {
  @IdField('Lineage') model!: string;
  @IdListField(30, 'Enemy lineages') enemies!: string[];
}

@InputType('Gg3ModelPairInput')
export class Gg3ModelPairInput {
  @IdField('Friendly lineage') model!: string;
  @IdField('Enemy lineage') enemy!: string;
}

@InputType('Gg3StrategyFactsInput', { description: 'GS-2: per Strategy Marker, your models within 2" and in LoS' })
export class Gg3StrategyFactsInput extends CommandInput {
  @IdField('Fact id; default assigned', true) factId?: string;
  @OptionalNestedList(() => Gg3MarkerModelsInput, 10) near?: Gg3MarkerModelsInput[];
}

@InputType('Gg3ClaimFactsInput', { description: 'The table facts the claimed line needs (README: which scheme reads which)' })
export class Gg3ClaimFactsInput {
  @IdField('S01-R, S12-E: the friendly model', true) model?: string;
  @BoolField('S01-R, S12-E: it is in the enemy DZ', true) modelInEnemyDz?: boolean;
  @IdListField(30, 'S01-R: enemy models within 4" and in LoS of it', true) enemiesWithin4LoS?: string[];
  @OptionalNestedList(() => Gg3MarkerModelsInput, 20, 'S05-R, S11: enemy models near each marker') enemiesNearMarkers?: Gg3MarkerModelsInput[];
  @OptionalNestedList(() => Gg3ModelModelsInput, 20, 'S06-E, S07-R: enemies engaging each model') engagedBy?: Gg3ModelModelsInput[];
  @OptionalNestedList(() => Gg3ModelPairInput, 20, 'S07-R, S10: a chosen model near an enemy model') near?: Gg3ModelPairInput[];
  @BoolField('S07-E: on the enemy half', true) onEnemyHalf?: boolean;
  @BoolField('S07-E: engaged', true) engaged?: boolean;
  @IdField('S09-E: the Leader', true) leader?: string;
  @IdListField(30, 'S09-E: markers within 3" of that Leader', true) markersNearLeader?: string[];
  @BoolField('S13-R: the three entities pairwise within 3"', true) pairwiseWithin3?: boolean;
  @IdField('S11-E: the enemy Master or Henchman', true) enemy?: string;
  @IdListField(30, "S09-R: the markers of the chosen type", true) markers?: string[];
}

@InputType('Gg3ClaimSchemeInput', { description: 'SC-2: claim a scheme’s Reveal or End line (it reveals the scheme)' })
export class Gg3ClaimSchemeInput extends CommandInput {
  @IntField(0, 1, 'Your scheme slot') slot!: number;
  @EnumField(['reveal', 'end'], 'Which line') part!: string;
  @IdField('Fact id; default assigned', true) factId?: string;
  @OptionalNestedInput(() => Gg3ClaimFactsInput) facts?: Gg3ClaimFactsInput;
  @IdListField(10, 'SC-3: the markers the line removes', true) removeMarkers?: string[];
}

@InputType('Gg3FactRefInput')
export class Gg3FactRefInput extends CommandInput {
  @IdField('Fact id') factId!: string;
}

@InputType('Gg3DisputeInput')
export class Gg3DisputeInput extends CommandInput {
  @IdField('Fact id') factId!: string;
  @TextField('Why') reason!: string;
}

@InputType('Gg3RulingInput')
export class Gg3RulingInput extends CommandInput {
  @IdField('Fact id') factId!: string;
  @EnumField(['upheld', 'overruled'], 'The organiser’s ruling') ruling!: string;
}
