// The Mage Wars view (src/rules/mage-wars/view.ts EncounterView) typed for both contracts, card definitions and attack
// bars included (mage-wars-card.model.ts). A map of the state (defense uses, barrier hits, innate casts) is typed by
// OpenAPI as a map and served by GraphQL as its entries (common/contract/map-entries.ts).
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { mapEntries } from '../../common/contract/map-entries';
import { MwAttackBarModel, MwCardDefinitionModel } from './mage-wars-card.model';

const nullable = { nullable: true } as const;

@ObjectType('MageWarsZone', { description: 'AR-1: a zone, row 0 north' })
export class MwZoneModel {
  @Field(() => Int) @ApiProperty() row!: number;
  @Field(() => Int) @ApiProperty() col!: number;
}

@ObjectType('MageWarsArena')
export class MwArenaModel {
  @Field(() => Int) @ApiProperty() rows!: number;
  @Field(() => Int) @ApiProperty() cols!: number;
}

@ObjectType('MageWarsTarget', { description: 'object {id}, zone {zone}, border {a, b} or enchantment {id}' })
export class MwTargetModel {
  @Field() @ApiProperty({ enum: ['object', 'zone', 'border', 'enchantment'] }) kind!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false }) id?: string;
  @Field(() => MwZoneModel, nullable) @ApiProperty({ type: MwZoneModel, required: false }) zone?: MwZoneModel;
  @Field(() => MwZoneModel, nullable) @ApiProperty({ type: MwZoneModel, required: false }) a?: MwZoneModel;
  @Field(() => MwZoneModel, nullable) @ApiProperty({ type: MwZoneModel, required: false }) b?: MwZoneModel;
}

@ObjectType('MageWarsMatchResult')
export class MwResultModel {
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) winner!: string | null;
  @Field() @ApiProperty() draw!: boolean;
  @Field() @ApiProperty() reason!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false, description: 'MP-3: the winning team (team games)' }) team?: string;
  @Field(() => [String], nullable) @ApiProperty({ type: [String], required: false, description: 'MP-3: every seat of the winning team' }) winners?: string[];
}

const STEP_KINDS = ['ended', 'upkeep', 'planning', 'deployment', 'quickcast', 'activate', 'actionPhase', 'defend', 'counterstrike', 'trap', 'counterSpell'];

@ObjectType('MageWarsRoundStep', { description: 'The decision that is due and from which seat(s); members by kind (src/rules/mage-wars/round-step.ts)' })
export class MwRoundStepModel {
  @Field() @ApiProperty({ enum: STEP_KINDS }) kind!: string;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false }) round?: number;
  @Field(() => String, { nullable: true, description: 'deployment, quickcast, activate, actionPhase, defend, counterstrike, trap, counterSpell: the deciding seat' })
  @ApiProperty({ type: String, required: false, description: 'The deciding seat (all kinds but upkeep, planning, ended)' })
  seat?: string;
  @Field(() => [String], { nullable: true, description: 'upkeep, planning: the seats still to decide (any order)' })
  @ApiProperty({ type: [String], required: false, description: 'upkeep, planning: the seats still to decide' })
  seats?: string[];
  @Field(() => String, { nullable: true, description: 'quickcast: first or final' }) @ApiProperty({ enum: ['first', 'final'], required: false }) phase?: string;
  @Field(() => Boolean, nullable) @ApiProperty({ type: Boolean, required: false, description: 'activate: RD-16 the seat may pass' }) mayPass?: boolean;
  @Field(() => [String], nullable) @ApiProperty({ type: [String], required: false, description: 'activate: RD-20(b) seats that may quickcast first' }) quickcastWindow?: string[];
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false, description: 'actionPhase: the acting creature; trap: the creature that sprang it' }) objectId?: string;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false, description: 'actionPhase: moves made' }) moves?: number;
  @Field(() => Boolean, nullable) @ApiProperty({ type: Boolean, required: false, description: 'actionPhase: its action is taken' }) actionTaken?: boolean;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false, description: 'defend, counterstrike' }) attackId?: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false, description: 'defend, counterstrike: the defender' }) targetId?: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false, description: 'counterSpell: the spell in its counter window' }) castId?: string;
  @Field(() => [String], nullable) @ApiProperty({ type: [String], required: false, description: 'trap: the sprung traps to answer' }) enchantmentIds?: string[];
  @Field(() => MwResultModel, nullable) @ApiProperty({ type: MwResultModel, nullable: true, required: false, description: 'ended' }) result?: MwResultModel | null;
}

@ObjectType('MageWarsDieFace')
export class MwDieFaceModel {
  @Field() @ApiProperty({ enum: ['blank', 'normal', 'critical'] }) kind!: string;
  @Field(() => Int) @ApiProperty() value!: number;
}

@ObjectType('MageWarsOptions', { description: 'The named policies of this match (§19.3, §19.4)' })
export class MwOptionsModel {
  @Field() @ApiProperty({ description: 'CB-11' }) rangedSkipsAdditionalStrikes!: boolean;
  @Field() @ApiProperty({ description: 'CB-6' }) flyingInsideMinimumRange!: boolean;
  @Field() @ApiProperty({ description: 'CB-23' }) damageBarrierEnemiesOnly!: boolean;
  @Field() @ApiProperty({ description: 'CB-33' }) counterstrikeTriggersBarrier!: boolean;
  @Field() @ApiProperty({ description: 'CB-20' }) poisonImmunityBlocksPoisonConditions!: boolean;
  @Field() @ApiProperty({ description: 'CB-39' }) lightningAndWindAreEthereal!: boolean;
  @Field() @ApiProperty({ description: 'CB-52' }) zoneAttackHitsAttacker!: boolean;
  @Field() @ApiProperty({ enum: ['draw', 'initiative'], description: '§16' }) simultaneousDestruction!: string;
  @Field(() => [MwDieFaceModel]) @ApiProperty({ type: [MwDieFaceModel], description: 'CB-16: the attack die’s faces' }) attackDie!: MwDieFaceModel[];
}

@ObjectType('MageWarsCard', { description: 'One physical card: the instance id is stable for the match' })
export class MwCardInstanceModel {
  @Field() @ApiProperty() instanceId!: string;
  @Field() @ApiProperty() cardId!: string;
}

@ObjectType('MageWarsAssignment', { description: 'RD-12: the assignment is public, the spell only for its seat' })
export class MwAssignmentModel {
  @Field() @ApiProperty() objectId!: string;
  @Field(() => MwCardInstanceModel, nullable) @ApiProperty({ type: MwCardInstanceModel, nullable: true }) card!: MwCardInstanceModel | null;
}

@ObjectType('MageWarsSeat', { description: 'One seat as the caller may see it: its own spellbook and prepared spells only (everyone’s after the end)' })
export class MwSeatModel {
  @Field() @ApiProperty({ example: 'A' }) seat!: string;
  @Field() @ApiProperty() name!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['Beastmaster', 'Priestess', 'Warlock', 'Wizard'] }) mageClass!: string | null;
  @Field() @ApiProperty() mageId!: string;
  @Field(() => Int) @ApiProperty() mana!: number;
  @Field(() => Int) @ApiProperty() spellbookCount!: number;
  @Field(() => [MwCardInstanceModel], nullable) @ApiProperty({ type: [MwCardInstanceModel], nullable: true, description: 'Own seat only (everyone after the end)' }) spellbook!: MwCardInstanceModel[] | null;
  @Field(() => Int) @ApiProperty() preparedCount!: number;
  @Field(() => [MwCardInstanceModel], nullable) @ApiProperty({ type: [MwCardInstanceModel], nullable: true, description: 'RD-9: own seat only (everyone after the end)' }) prepared!: MwCardInstanceModel[] | null;
  @Field(() => [MwCardInstanceModel]) @ApiProperty({ type: [MwCardInstanceModel], description: 'SP-6: public' }) discard!: MwCardInstanceModel[];
  @Field() @ApiProperty() quickcastReady!: boolean;
  @Field() @ApiProperty() planned!: boolean;
  @Field(() => [MwAssignmentModel]) @ApiProperty({ type: [MwAssignmentModel] }) assigned!: MwAssignmentModel[];
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false, description: 'MP-3: the team in a team game' }) team?: string;
}

@ObjectType('MageWarsCondition')
export class MwConditionModel {
  @Field() @ApiProperty() condition!: string;
  @Field() @ApiProperty({ enum: ['attack', 'barrier', 'counterstrike', 'spell', 'other'] }) source!: string;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true }) duringActivation!: number | null;
}

@ObjectType('MageWarsEquipment')
export class MwEquipmentModel {
  @Field() @ApiProperty() instanceId!: string;
  @Field() @ApiProperty() cardId!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) slots!: string[];
  @Field(() => MwCardInstanceModel, nullable) @ApiProperty({ type: MwCardInstanceModel, nullable: true, required: false, description: 'EQ-8: the bound spell; null while face down for this caller' }) bound?: MwCardInstanceModel | null;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false }) boundBy?: string;
  @Field(() => Boolean, nullable) @ApiProperty({ type: Boolean, required: false }) boundRevealed?: boolean;
  @Field(() => Boolean, nullable) @ApiProperty({ type: Boolean, required: false, description: 'A spell is bound, face down' }) boundHidden?: boolean;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true, required: false }) boundCastRound?: number | null;
}

@ObjectType('MageWarsDefenseUse', { description: 'DF-1: the uses of one defense spent this round (GraphQL entry of MageWarsObject.defenseUses)' })
export class MwDefenseUseModel {
  @Field({ description: '`<sourceId>#<index>`' }) key!: string;
  @Field(() => Int) uses!: number;
}

@ObjectType('MageWarsBarrierHit', { description: 'CB-27: the round a damage barrier last hit an attacker (GraphQL entry of MageWarsObject.barrierHits)' })
export class MwBarrierHitModel {
  @Field() attackerId!: string;
  @Field(() => Int) round!: number;
}

@ObjectType('MageWarsInnateCast', { description: 'MG-WZ-2: the round an innate spell was last cast (GraphQL entry of MageWarsObject.innateCastRound)' })
export class MwInnateCastModel {
  @Field() cardId!: string;
  @Field(() => Int) round!: number;
}

@ObjectType('MageWarsBond', { description: 'MG-BM-2 / MG-WL-2: a Mage’s marker (Pet, Bloodreaper) on a creature' })
export class MwBondModel {
  @Field() @ApiProperty() mageId!: string;
  @Field() @ApiProperty() marker!: string;
}

@ObjectType('MageWarsObject', { description: 'A Mage, creature, conjuration or wall in the arena; public' })
export class MwObjectModel {
  @Field() @ApiProperty() id!: string;
  @Field() @ApiProperty() cardId!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) instanceId!: string | null;
  @Field() @ApiProperty({ enum: ['mage', 'creature', 'conjuration', 'wall'] }) kind!: string;
  @Field() @ApiProperty() owner!: string;
  @Field() @ApiProperty() controller!: string;
  @Field(() => MwZoneModel, nullable) @ApiProperty({ type: MwZoneModel, nullable: true }) zone!: MwZoneModel | null;
  @Field(() => [MwZoneModel], nullable) @ApiProperty({ type: [MwZoneModel], nullable: true, description: 'ST-30: a wall’s border' }) border!: MwZoneModel[] | null;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) attachedTo!: string | null;
  @Field(() => Int) @ApiProperty() damage!: number;
  @Field(() => Int) @ApiProperty() manaMarkers!: number;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, minimum: 0, required: false, description: '§15 Rage +X: rage tokens (each Melee +1)' }) rage?: number;
  @Field(() => Boolean, nullable) @ApiProperty({ type: Boolean, nullable: true, description: 'RD-22: null for conjurations' }) actionReady!: boolean | null;
  @Field() @ApiProperty() guard!: boolean;
  @Field(() => [MwConditionModel]) @ApiProperty({ type: [MwConditionModel] }) conditions!: MwConditionModel[];
  @Field(() => [MwEquipmentModel]) @ApiProperty({ type: [MwEquipmentModel] }) equipment!: MwEquipmentModel[];
  @Field(() => [MwDefenseUseModel], { description: 'DF-1: uses spent this round per defense key', middleware: [mapEntries('key', 'uses')] })
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'DF-1: uses spent this round per defense key (`<sourceId>#<index>`)' })
  defenseUses!: Record<string, number>;
  @Field(() => [MwBarrierHitModel], { description: 'CB-27: the round this object’s barrier last hit each attacker', middleware: [mapEntries('attackerId', 'round')] })
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'CB-27: the round this object’s barrier last hit each attacker, by attacker id' })
  barrierHits!: Record<string, number>;
  @Field() @ApiProperty() destroyed!: boolean;
  @Field(() => MwBondModel, nullable) @ApiProperty({ type: MwBondModel, required: false, description: 'MG-BM-2 / MG-WL-2: the Mage’s marker on this creature' }) bond?: MwBondModel;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false, description: 'MG-WL-2: the round the bonded creature last healed its Mage' }) bondRewardRound?: number;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false, description: 'MG-WL-2 / MG-PR-1: permanent Life changes' }) lifeChange?: number;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false, description: 'MG-WL-1: the round the Mage last took a curse back' }) curseReturnRound?: number;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false, description: 'MG-PR-1: the round the Mage last gained Life from its reward' }) rewardRound?: number;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false, description: 'MG-BM-1: the round the Mage last cast a creature as a quick spell' }) quickSummonRound?: number;
  @Field(() => [MwInnateCastModel], { nullable: true, description: 'MG-WZ-2: the round each innate spell was last cast', middleware: [mapEntries('cardId', 'round')] })
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'integer' }, description: 'MG-WZ-2: the round each innate spell (by card id) was last cast' })
  innateCastRound?: Record<string, number>;
  @Field(() => Boolean, nullable) @ApiProperty({ type: Boolean, required: false, description: 'MG-WZ-1: the Mage’s ward is active' }) wardActive?: boolean;
}

@ObjectType('MageWarsEnchantment', { description: 'EN-1: presence, target and order public; identity hidden until revealed' })
export class MwEnchantmentModel {
  @Field() @ApiProperty() id!: string;
  @Field() @ApiProperty() controller!: string;
  @Field(() => MwTargetModel) @ApiProperty({ type: MwTargetModel }) target!: MwTargetModel;
  @Field() @ApiProperty() hidden!: boolean;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: 'Null while hidden from this caller' }) cardId!: string | null;
}

@ObjectType('MageWarsAwaiting')
export class MwAwaitingModel {
  @Field() @ApiProperty({ enum: ['avoid', 'counterstrike'] }) stage!: string;
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() targetId!: string;
}

@ObjectType('MageWarsAttack', { description: '§10.2: the attack under way' })
export class MwAttackModel {
  @Field() @ApiProperty() attackId!: string;
  @Field() @ApiProperty() attackerId!: string;
  @Field(() => MwAttackBarModel, { description: 'CB-2: the attack bar' }) @ApiProperty({ type: MwAttackBarModel }) bar!: unknown;
  @Field() @ApiProperty({ enum: ['melee', 'ranged', 'barrier', 'special'] }) kind!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) targets!: string[];
  @Field(() => Int) @ApiProperty() strike!: number;
  @Field(() => Int) @ApiProperty() strikes!: number;
  @Field() @ApiProperty() succeeded!: boolean;
  @Field() @ApiProperty() dazeMissed!: boolean;
  @Field() @ApiProperty() isCounterstrike!: boolean;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) spellCastId!: string | null;
  @Field() @ApiProperty() endsActionPhase!: boolean;
  @Field() @ApiProperty() counterstrikeDone!: boolean;
  @Field(() => MwAwaitingModel, nullable) @ApiProperty({ type: MwAwaitingModel, nullable: true }) awaiting!: MwAwaitingModel | null;
  @Field(() => MwAttackModel, { nullable: true, description: 'The attack this counterstrike answers' })
  @ApiProperty({ type: () => MwAttackModel, nullable: true, description: 'The attack this counterstrike answers' })
  parent!: unknown;
}

@ObjectType('MageWarsSpell', { description: 'SP-4: a spell in its counter window' })
export class MwSpellModel {
  @Field() @ApiProperty() castId!: string;
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() casterId!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: 'Null for another seat’s enchantment (EN-1)' }) cardId!: string | null;
  @Field(() => MwTargetModel) @ApiProperty({ type: MwTargetModel }) target!: MwTargetModel;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) awaitingSeat!: string | null;
}

@ObjectType('MageWarsState', { description: 'A Mage Wars encounter (apprentice mode) as the caller may see it.' })
export class MageWarsStateModel {
  @Field() @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field() @ApiProperty({ enum: ['mage-wars'] }) ruleset!: string;
  @Field() @ApiProperty({ enum: ['active', 'ended'] }) status!: string;
  @Field() @ApiProperty({ enum: ['apprentice', 'full', 'double'] }) mode!: string;
  @Field(() => MwArenaModel) @ApiProperty({ type: MwArenaModel }) arena!: MwArenaModel;
  @Field(() => Int) @ApiProperty() round!: number;
  @Field() @ApiProperty({ enum: ['upkeep', 'planning', 'deployment', 'firstQuickcast', 'actions', 'finalQuickcast'] }) phase!: string;
  @Field() @ApiProperty({ description: 'The seat holding the initiative this round' }) initiative!: string;
  @Field(() => MwRoundStepModel) @ApiProperty({ type: MwRoundStepModel }) roundStep!: MwRoundStepModel;
  @Field() @ApiProperty({ description: 'SHA-256 (hex) of the seed string' }) seedCommitment!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: 'Revealed when the encounter ends' }) seed!: string | null;
  @Field(() => MwOptionsModel) @ApiProperty({ type: MwOptionsModel }) options!: MwOptionsModel;
  @Field(() => [MwSeatModel]) @ApiProperty({ type: [MwSeatModel] }) seats!: MwSeatModel[];
  @Field(() => [MwObjectModel]) @ApiProperty({ type: [MwObjectModel] }) objects!: MwObjectModel[];
  @Field(() => [MwEnchantmentModel]) @ApiProperty({ type: [MwEnchantmentModel] }) enchantments!: MwEnchantmentModel[];
  @Field(() => MwAttackModel, nullable) @ApiProperty({ type: MwAttackModel, nullable: true }) attack!: MwAttackModel | null;
  @Field(() => MwSpellModel, nullable) @ApiProperty({ type: MwSpellModel, nullable: true }) spell!: MwSpellModel | null;
  @Field(() => [MwCardDefinitionModel], { description: 'The card definitions this caller may see (§17.1: another seat’s secret ones once public)' })
  @ApiProperty({ type: [MwCardDefinitionModel], description: 'The card definitions this caller may see (§17.1: another seat’s secret ones once public)' })
  cards!: MwCardDefinitionModel[];
  @Field(() => MwResultModel, nullable) @ApiProperty({ type: MwResultModel, nullable: true }) result!: MwResultModel | null;
  @Field() @ApiProperty() createdAt!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
}
