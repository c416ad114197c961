// Inputs of the Activation Phase, Actions, declared effects, the End Phase and disputes (rules/malifaux-2e.md §6-§19;
// turn/turn-commands.ts). Declared facts travel as lists (GraphQL has no maps). Shape only; legality is the rules' (422).
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { CARD_IDS, SEATS } from '../../duels/dto/vocabulary';
import { ConditionGrantInput, ModelInput } from './crew.input';
import { Seat } from '../../common/contract/shared-enums';

const ModelId = (description?: string): PropertyDecorator => (t, k) => {
  Field()(t, k);
  ApiProperty({ maxLength: 64, ...(description ? { description } : {}) })(t, k);
  IsString()(t, k);
  Length(1, 64)(t, k);
};
const OptionalIds = (description: string): PropertyDecorator => (t, k) => {
  Field(() => [String], { nullable: true })(t, k);
  ApiPropertyOptional({ type: [String], description })(t, k);
  IsOptional()(t, k);
  IsArray()(t, k);
  ArrayMaxSize(30)(t, k);
  IsString({ each: true })(t, k);
  Length(1, 64, { each: true })(t, k);
};
const OptionalInches = (description: string): PropertyDecorator => (t, k) => {
  Field(() => Float, { nullable: true })(t, k);
  ApiPropertyOptional({ minimum: 0, maximum: 72, description })(t, k);
  IsOptional()(t, k);
  IsNumber()(t, k);
  Min(0)(t, k);
  Max(72)(t, k);
};
const OptionalFlag = (description: string): PropertyDecorator => (t, k) => {
  Field({ nullable: true })(t, k);
  ApiPropertyOptional({ description })(t, k);
  IsOptional()(t, k);
  IsBoolean()(t, k);
};

@InputType({ description: 'malifaux-1e §10.6: how many enemies of a model are engaged with it' })
export class EngagedCountFactInput {
  @ModelId() modelId!: string;
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 30, description: 'Enemies of this model engaged with it (+1 Df each against a shot into melee)' })
  @IsInt()
  @Min(0)
  @Max(30)
  count!: number;
}

@InputType()
export class DistanceFactInput {
  @ModelId() modelId!: string;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 72, description: 'ME-1: base to base, top-down, in inches' })
  @IsNumber()
  @Min(0)
  @Max(72)
  inches!: number;
}

@InputType()
export class LosFactInput {
  @ModelId() modelId!: string;
  @Field()
  @ApiProperty({ enum: ['CLEAR', 'NONE'] })
  @IsIn(['CLEAR', 'NONE'])
  los!: string;
}

@InputType()
export class CoverFactInput {
  @ModelId() modelId!: string;
  @Field()
  @ApiProperty({ enum: ['NONE', 'SOFT', 'HARD'] })
  @IsIn(['NONE', 'SOFT', 'HARD'])
  cover!: string;
}

@InputType()
export class ElevationFactInput {
  @ModelId() modelId!: string;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 36, description: 'EL-1: the elevation difference between the two models' })
  @IsNumber()
  @Min(0)
  @Max(36)
  difference!: number;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 20, description: 'EL-1: Ht of the lower model' })
  @IsNumber()
  @Min(0)
  @Max(20)
  lowerModelHt!: number;
}

@InputType({ description: 'malifaux-1e LOS-2..LOS-6: one obstacle between the acting model and a target' })
export class SightObstacleInput {
  @Field()
  @ApiProperty({ enum: ['SOLID', 'OBSCURING', 'LEDGE', 'SLOPE'], description: 'Solide, Gênant, Palier, Pente' })
  @IsIn(['SOLID', 'OBSCURING', 'LEDGE', 'SLOPE'])
  kind!: string;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 20, description: 'The obstacle’s Ht' })
  @IsNumber()
  @Min(0)
  @Max(20)
  ht!: number;
  @Field()
  @ApiProperty({ description: 'Every line from the model’s base to the target’s meets it' })
  @IsBoolean()
  allLines!: boolean;
  @OptionalInches('LOS-3: how far the lines pass into the obscuring obstacle') inchesInto?: number;
  @OptionalFlag('LOS-3: the lines must cross the obscuring obstacle completely') crossesCompletely?: boolean;
  @OptionalFlag('LOS-1: the target is within 1" of the obstacle (cover)') targetWithin1?: boolean;
  @OptionalFlag('LOS-2: the acting model is within 1" of the obstacle (ignores its cover)') attackerWithin1?: boolean;
  @OptionalFlag('LOS-5 / LOS-6: the acting model stands on this ledge or slope') attackerOn?: boolean;
  @OptionalFlag('LOS-5 / LOS-6: the target stands on this ledge or slope') targetOn?: boolean;
  @OptionalFlag('LOS-5: the target is entirely inside the ledge’s shadow zone') targetInShadow?: boolean;
  @OptionalFlag('LOS-5: the acting model is inside the ledge’s shadow zone') attackerInShadow?: boolean;
  @OptionalInches('LOS-5: inches of the ledge the line crosses (1" or less ignores the shadow)') inchesAcross?: number;
}

@InputType({ description: 'malifaux-1e LOS-1..LOS-6: the sight lines to one target, from which the server derives LoS and cover' })
export class SightFactInput {
  @ModelId() modelId!: string;
  @OptionalInches('LOS-4: Ht of the elevated terrain the acting model stands on') attackerElevation?: number;
  @OptionalInches('LOS-4: Ht of the elevated terrain the target stands on') targetElevation?: number;
  @OptionalNestedList(() => SightObstacleInput, 10, 'The obstacles the lines meet (none: full LoS)') obstacles?: SightObstacleInput[];
}

/** §2, §9, §10, §16, §23.2: what only the table knows, declared by the acting seat, recorded, disputable. */
@InputType()
export class DeclaredFactsInput {
  @OptionalNestedList(() => DistanceFactInput, 30, 'Distance to each target') distances?: DistanceFactInput[];
  @OptionalNestedList(() => LosFactInput, 30, 'LoS to each target (§9.2)') los?: LosFactInput[];
  @OptionalNestedList(() => CoverFactInput, 30, 'Cover of each target against a Projectile Attack (CV-1)') cover?: CoverFactInput[];
  @OptionalNestedList(() => ElevationFactInput, 30, 'EL-1: elevation between the acting model and each target') elevation?: ElevationFactInput[];
  @OptionalIds('EN-2: enemies the acting model is engaged with') engagedWith?: string[];
  @OptionalInches('MV-1: inches moved (Walk, Charge)') moved?: number;
  @OptionalInches('MV-2: of which in severe terrain (counted twice)') severeInches?: number;
  @OptionalFlag('§8.4 Charge: the target ends within this model’s engagement range') endsInEngagementRange?: boolean;
  @OptionalFlag('MV-4: the path passes through other models’ bases') passesThroughBases?: boolean;
  @OptionalFlag('malifaux-1e MV-8, MV-9: the move ends in impassable terrain (only Levitation may)') endsInImpassable?: boolean;
  @OptionalFlag('MV-3: the move ends inside Enclosed terrain it started outside of, by an ability that ignores terrain') entersEnclosedIgnoringTerrain?: boolean;
  @OptionalIds('DE-1: enemies whose engagement range this Walk leaves') leavesEngagementOf?: string[];
  @OptionalIds('BL-3: the other models under the blast') blastHits?: string[];
  @OptionalFlag('SM-P: another friendly Scheme Marker is within 4"') friendlySchemeMarkerWithin4?: boolean;
  @OptionalIds('SM-R: enemy Scheme Markers in base contact') markersInBaseContact?: string[];
  @OptionalIds('SE-1: models engaged with the target that stand within 2" of it (randomizes a Projectile Attack)') targetEngagedWithin2?: string[];
  @OptionalIds('SE-2: every model within 2" of the target, friendly or enemy') within2OfTarget?: string[];
  @OptionalIds('malifaux-1e §10.6 (Tirer dans une mêlée): every model inside the target’s melee zone') inTargetMeleeZone?: string[];
  @OptionalNestedList(() => EngagedCountFactInput, 30, 'malifaux-1e §10.6: enemies engaged with each candidate target') enemiesEngagedWith?: EngagedCountFactInput[];
  @OptionalNestedList(() => SightFactInput, 30, 'malifaux-1e §4.2 (ligne de vue): sight lines per target; the server derives LoS and cover (LOS-1..LOS-6)') sight?: SightFactInput[];
}

@InputType()
export class ChainInput {
  @Field()
  @ApiProperty({ enum: ['COMPANION'] })
  @IsIn(['COMPANION'])
  ability!: string;

  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 72, description: 'Distance to the friendly model whose Activation just ended' })
  @IsNumber()
  @Min(0)
  @Max(72)
  withinInches!: number;
}

@InputType()
export class ActivateModelInput extends CommandInput {
  @ModelId() modelId!: string;
  @OptionalNestedInput(() => ChainInput, 'AC-4: a chain Activation') chain?: ChainInput;
}

@InputType()
export class DisengagingStrikeInput extends CommandInput {
  @ModelId('DE-2: the engaged enemy model answering the Walk') strikerId!: string;
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64, description: 'The Close Attack on its card; absent: no strike' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  action?: string;
  @OptionalInches('Distance to the walking model, if not declared on the Walk') distance?: number;
}

@InputType()
export class PushInput {
  @ModelId() modelId!: string;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 2 })
  @IsNumber()
  @Min(0)
  @Max(2)
  inches!: number;
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64, description: 'PU-4: what stopped the push short' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  stoppedBy?: string;
}

@InputType()
export class ManifestAvatarInput extends CommandInput {
  @ModelId('The Master') modelId!: string;
  @Field()
  @ApiProperty({ description: 'AV-3: the requirement of the Manifestation card is met (a declared fact)' })
  @IsBoolean()
  requirementMet!: boolean;
  @Field()
  @ApiProperty({ description: 'AV-4: the Avatar can be placed in base contact with the Master' })
  @IsBoolean()
  fits!: boolean;
  @OptionalNestedList(() => PushInput, 30, 'AV-4: the other models within 2", pushed 2" directly away') pushes?: PushInput[];
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 200, description: 'AV-4 step 5: the one manifest event applied' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  manifestEvent?: string;
}

@InputType()
export class EndActivationInput extends CommandInput {
  @ModelId() modelId!: string;
}

@InputType()
export class TakeActionInput extends CommandInput {
  @ModelId('The model activating') modelId!: string;
  @Field()
  @ApiProperty({ maxLength: 64, description: 'Walk, Charge, Focus, Defensive Stance, Interact, or an Action on the model’s card' })
  @IsString()
  @Length(1, 64)
  action!: string;
  @OptionalIds('Target models') targets?: string[];
  @OptionalNestedInput(() => DeclaredFactsInput) facts?: DeclaredFactsInput;
  @OptionalFlag('Remove Focused for `+` on this Action’s duel and damage flip') useFocus?: boolean;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 0, maximum: 3, description: 'Defensive Stance / Interact: the AP to spend (#)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3)
  ap?: number;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: CARD_IDS, description: 'Defensive Stance: the card discarded from hand' })
  @IsOptional()
  @IsIn(CARD_IDS)
  discard?: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ enum: ['PLACE_SCHEME_MARKER', 'REMOVE_SCHEME_MARKERS', 'REDUCE_BURNING', 'REMOVE_DISTRACTED', 'CURSED_OBJECT', 'OTHER'] })
  @IsOptional()
  @IsIn(['PLACE_SCHEME_MARKER', 'REMOVE_SCHEME_MARKERS', 'REDUCE_BURNING', 'REMOVE_DISTRACTED', 'CURSED_OBJECT', 'OTHER'])
  interact?: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64, description: 'TR-6: the Trigger of this model’s last duel that grants this Action' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  grantedByTrigger?: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @Length(0, 500)
  note?: string;
}

const EFFECT_KINDS = ['GAIN_CONDITION', 'REMOVE_CONDITION', 'BURY', 'UNBURY', 'SACRIFICE', 'PUSH', 'PLACE', 'FALL', 'PLACE_MARKER', 'REMOVE_MARKER', 'SUMMON', 'WOUNDS', 'SWAP', 'REPLACE'];

@InputType()
export class MarkerInput {
  @Field()
  @ApiProperty({ enum: ['CORPSE', 'SCRAP', 'SCHEME', 'OTHER'] })
  @IsIn(['CORPSE', 'SCRAP', 'SCHEME', 'OTHER'])
  kind!: string;
  @Field(() => Seat, { nullable: true })
  @ApiPropertyOptional({ enum: SEATS })
  @IsOptional()
  @IsIn(SEATS)
  seat?: string;
}

@InputType()
export class EffectSourceInput {
  @Field()
  @ApiProperty({ enum: ['AURA', 'PULSE'] })
  @IsIn(['AURA', 'PULSE'])
  kind!: string;
  @ModelId('The aura’s or pulse’s source model') sourceModelId!: string;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 36, description: 'The aura or pulse size' })
  @IsNumber()
  @Min(0)
  @Max(36)
  range!: number;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 72, description: 'AU-1: distance from the edge of the source’s base' })
  @IsNumber()
  @Min(0)
  @Max(72)
  distance!: number;
  @Field()
  @ApiProperty({ enum: ['CLEAR', 'NONE'], description: 'AU-3: LoS between the model and the source' })
  @IsIn(['CLEAR', 'NONE'])
  los!: string;
  @OptionalNestedInput(() => SightFactInput, 'malifaux-1e LOS-8: the sight lines from the origin to the model (its modelId); the server derives whether the area sees it') sight?: SightFactInput;
}

@InputType()
export class PushDirectionInput {
  @Field()
  @ApiProperty({ enum: ['TOWARDS', 'AWAY'] })
  @IsIn(['TOWARDS', 'AWAY'])
  kind!: string;
  @ModelId('PU-3: the model or marker the push is directly towards or away from') of!: string;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 72, description: 'The distance to it now (a push towards it ends in base contact: at most this far)' })
  @IsNumber()
  @Min(0)
  @Max(72)
  distance!: number;
  @OptionalInches('malifaux-1e MV-7: pushed to this distance from it (penalties ignored; the push then moves exactly the difference)') to?: number;
}

/** §10.2, §13, §15, §16, §17: an effect of card text the server can't read, declared (and disputable). */
@InputType()
export class DeclareEffectInput extends CommandInput {
  @Field()
  @ApiProperty({ enum: EFFECT_KINDS })
  @IsIn(EFFECT_KINDS)
  kind!: string;
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64 })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  modelId?: string;
  @OptionalNestedInput(() => ConditionGrantInput) condition?: ConditionGrantInput;
  @OptionalInches('PUSH: inches pushed; PLACE: distance from where it stood (MV-7); FALL: height fallen (MV-5)') inches?: number;
  @OptionalNestedInput(() => PushDirectionInput, 'PU-3: a push directly towards or away from a model or marker') direction?: PushDirectionInput;
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64, description: 'PU-4: what stopped the push' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  stoppedBy?: string;
  @OptionalNestedInput(() => MarkerInput) marker?: MarkerInput;
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  markerId?: string;
  @OptionalNestedInput(() => ModelInput, 'SUMMON: the new model') summon?: ModelInput;
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64, description: 'SUMMON: the summoning model' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  byModelId?: string;
  @OptionalNestedInput(() => EffectSourceInput, 'AU-1..AU-3, PL-1: the effect comes from an aura or a pulse') via?: EffectSourceInput;
  @OptionalFlag('SUMMON / UNBURY: the model can be placed (false: the summon fails; an unburied model goes to its Deployment Zone)') fits?: boolean;
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 0, maximum: 30, description: 'malifaux-1e WOUNDS (DMG-3): the wounds the effect inflicts directly' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(30)
  wounds?: number;
  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], maxItems: 10, description: 'malifaux-1e WOUNDS (DMG-3): the triggers’ increases (+) and reductions (−) of those wounds' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsInt({ each: true })
  @Min(-30, { each: true })
  @Max(30, { each: true })
  adjustments?: number[];
  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 64, description: 'malifaux-1e SWAP (PL-4): the other model of the swap' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  withModelId?: string;
  @OptionalNestedList(() => ModelInput, 6, 'malifaux-1e REPLACE (PL-3): several replacing models (instead of summon)') summons?: ModelInput[];
  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], maxItems: 6, description: 'malifaux-1e REPLACE (PL-3): the other models one replacement replaces' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  alsoReplaces?: string[];
  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], maxItems: 6, description: 'malifaux-1e REPLACE (PL-3): the wounds suffered each replacement takes, as evenly as possible (the controller places the odd ones)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(60, { each: true })
  woundsSplit?: number[];
  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], maxItems: 6, description: 'malifaux-1e REPLACE (PL-3): the general AP left each replacement takes, as evenly as possible' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(6)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(6, { each: true })
  apSplit?: number[];
}

@InputType()
export class DisputeFactInput extends CommandInput {
  @ModelId('The Action (or effect) whose facts are disputed') actionId!: string;
  @Field()
  @ApiProperty({ maxLength: 40, description: 'The fact disputed (distances, los, moved, ...), or * for all' })
  @IsString()
  @Length(1, 40)
  fact!: string;
  @Field()
  @ApiProperty({ maxLength: 500 })
  @IsString()
  @Length(1, 500)
  reason!: string;
}

@InputType()
export class ResolveDisputeInput extends CommandInput {
  @ModelId() actionId!: string;
  @Field()
  @ApiProperty({ maxLength: 40 })
  @IsString()
  @Length(1, 40)
  fact!: string;
  @Field()
  @ApiProperty({ enum: ['UPHELD', 'OVERTURNED'] })
  @IsIn(['UPHELD', 'OVERTURNED'])
  ruling!: string;
}

