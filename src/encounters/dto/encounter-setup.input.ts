// Inputs of a Malifaux 2E Standard Encounter (rules/malifaux-2e.md §20; rules/malifaux-2e/encounter/). Shape only: an
// unknown faction, scheme or trait is a 400 naming the field; whether the move is legal is the rules' job (422).
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { NestedInput, NestedList, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { ModelInput } from '../../turns/dto/crew.input';
import { TERRAIN_KINDS, TERRAIN_TRAITS } from '../../rules/malifaux-2e/encounter/standard-types';
import { SUITS } from '../../rules/malifaux/cards';
import { STORY_STRATEGIES, UNCONVENTIONAL_TERRAINS } from '../../rules/malifaux-2e/encounter/story-tables';
import { ALL_SCHEMES, DEPLOYMENT_ZONES, DEPLOYMENTS, FACTIONS, SCHEMES, STRATEGIES } from '../../rules/malifaux-2e/encounter/tables';
import { Faction } from '../../common/contract/shared-enums';

export const Text = (max: number, description?: string, optional = false): PropertyDecorator => (target, key) => {
  Field({ nullable: optional })(target, key);
  (optional ? ApiPropertyOptional : ApiProperty)({ maxLength: max, ...(description ? { description } : {}) })(target, key);
  if (optional) IsOptional()(target, key);
  IsString()(target, key);
  Length(1, max)(target, key);
};
export const Whole = (min: number, max: number, description?: string, optional = false): PropertyDecorator => (target, key) => {
  Field(() => Int, { nullable: optional })(target, key);
  (optional ? ApiPropertyOptional : ApiProperty)({ minimum: min, maximum: max, ...(description ? { description } : {}) })(target, key);
  if (optional) IsOptional()(target, key);
  IsInt()(target, key);
  Min(min)(target, key);
  Max(max)(target, key);
};
/** One of `values`; `graphqlEnum`: a shared vocabulary's GraphQL enum the field takes (else String). */
export const OneOf = (values: readonly (string | number)[], description?: string, optional = false, graphqlEnum?: object): PropertyDecorator => (target, key) => {
  (graphqlEnum ? Field(() => graphqlEnum, { nullable: optional }) : Field({ nullable: optional }))(target, key);
  (optional ? ApiPropertyOptional : ApiProperty)({ enum: [...values], ...(description ? { description } : {}) })(target, key);
  if (optional) IsOptional()(target, key);
  IsIn([...values])(target, key);
};
export const Flag = (description: string): PropertyDecorator => (target, key) => {
  Field({ nullable: true })(target, key);
  ApiPropertyOptional({ description })(target, key);
  IsOptional()(target, key);
  IsBoolean()(target, key);
};
export const Strings = (max: number, description: string, values?: readonly string[], graphqlEnum?: object): PropertyDecorator => (target, key) => {
  Field(() => [graphqlEnum ?? String], { nullable: true })(target, key);
  ApiPropertyOptional({ type: [String], maxItems: max, description, ...(values ? { enum: [...values] } : {}) })(target, key);
  IsOptional()(target, key);
  IsArray()(target, key);
  ArrayMaxSize(max)(target, key);
  if (values) IsIn([...values], { each: true })(target, key);
  else {
    IsString({ each: true })(target, key);
    Length(1, 64, { each: true })(target, key);
  }
};

@InputType()
export class LinkedToInput {
  @Field() @ApiProperty({ format: 'uuid', description: 'The previous game of the series (ended)' }) @IsUUID() encounterId!: string;
  @Text(200, "The previous game's organiser token") encounterToken!: string;
}

@InputType()
export class SetupPresetInput {
  @OneOf(DEPLOYMENTS, 'Organised play: the deployment fixed in advance (seed 1892-1898)', true) deployment?: string;
  @OneOf(STRATEGIES, 'Organised play: the strategy fixed in advance', true) strategy?: string;
  @Strings(19, 'Organised play: the scheme pool fixed in advance', SCHEMES) schemePool?: string[];
}

@InputType()
export class BeginStandardSetupInput extends CommandInput {
  @OneOf(['STANDARD', 'STORY'], '§20 Standard (default) or §21 Story Encounter', true) mode?: string;
  @OptionalNestedInput(() => SetupPresetInput, 'Organiser only: steps fixed in advance instead of flipped') preset?: SetupPresetInput;
  @OptionalNestedInput(() => LinkedToInput, '§21.8 Linked Games (organiser, STORY): the previous game of the series; the server carries its size, Factions, Leaders, Schemes used and VP totals on') linkedTo?: LinkedToInput;
  @Flag('§21.8, A-48: every game of the series with the same announced Faction (default true)') sameFaction?: boolean;
}

@InputType()
export class TerrainPieceInput {
  @Text(64) id!: string;
  @OneOf(TERRAIN_KINDS, 'TE-4: a typical piece (its traits are the defaults when none are given)') kind!: string;
  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 36, description: 'TE-1: the real height in inches (Ht is rounded down)' })
  @IsNumber()
  @Min(0)
  @Max(36)
  heightInches!: number;
  @Text(200, 'TE-2: the base, physical or an agreed outline') base!: string;
  @Strings(10, 'TE-3: trait flags', TERRAIN_TRAITS) traits?: string[];
}

@InputType()
export class RecordTerrainInput extends CommandInput {
  @NestedList(() => TerrainPieceInput, 0, 60, 'In placement order: the randomly determined player first, then alternating') pieces!: TerrainPieceInput[];
}

@InputType()
export class EncounterSizeInput extends CommandInput {
  @Whole(1, 1000, 'Hiring Soulstones (10-25 Shoot-Out, 26-40 Dustup, 41+ Scrap)') soulstones!: number;
}

@InputType()
export class ChooseSpoilsInput extends CommandInput {
  @OneOf(['ROLE_AFTER_FLIP', 'UNCONVENTIONAL_TERRAIN', 'ATTACKER_STRATEGY', 'DEFENDER_OBJECTIVE'], '§21.8: the previous winner’s one option') option!: string;
  @OneOf(STORY_STRATEGIES, 'ATTACKER_STRATEGY: the Attacker’s Strategy', true) attackerStrategy?: string;
  @OneOf(SUITS, 'DEFENDER_OBJECTIVE: the suit of the Defender’s objective', true) defenderSuit?: string;
  @OneOf(UNCONVENTIONAL_TERRAINS, 'UNCONVENTIONAL_TERRAIN: the §21.2 terrain', true) terrain?: string;
}

@InputType()
export class ChooseStoryRoleInput extends CommandInput {
  @Field() @ApiProperty({ description: '§21.8 spoils option 1: true to be the Attacker, false the Defender' }) @IsBoolean() attacker!: boolean;
}

@InputType()
export class AnnounceFactionInput extends CommandInput {
  @OneOf(FACTIONS, 'Secret until both seats have announced', false, Faction) faction!: string;
}

@InputType()
export class UpgradeInput {
  @Text(80) name!: string;
  @Whole(0, 10) cost!: number;
  @OneOf(FACTIONS, undefined, false, Faction) faction!: string;
  @Flag('UP-3: a Limited Upgrade') limited?: boolean;
  @Whole(1, 10, 'UP-4: Rare N in the crew', true) rare?: number;
  @Text(80, 'UP-5: the Leader the Upgrade requires', true) requiresLeader?: string;
  @Flag('AV-1: an Avatar Upgrade') avatar?: boolean;
}

@InputType()
export class HireEntryInput {
  @NestedInput(() => ModelInput, 'The stat card; characteristics carry Mercenary, Rare N, Totem (Name)') model!: ModelInput;
  @Whole(0, 20, 'Printed Soulstone Cost (the Leader costs nothing)') cost!: number;
  @Whole(0, 7, 'Masters and Henchmen: the Soulstone Cache', true) cache?: number;
  @Field(() => [Faction])
  @ApiProperty({ enum: [...FACTIONS], isArray: true, minItems: 1, maxItems: 2 })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2)
  @IsIn([...FACTIONS], { each: true })
  factions!: string[];
  @Flag('An Ability lets this crew hire the model out of faction') hireableByAbility?: boolean;
  @OptionalNestedList(() => UpgradeInput, 3) upgrades?: UpgradeInput[];
}

@InputType()
export class SubmitCrewInput extends CommandInput {
  @Text(64, 'The Leader’s model id') leaderId!: string;
  @Whole(0, 7, 'Pool points bought with hiring Soulstones') poolPurchased!: number;
  @NestedList(() => HireEntryInput, 1, 40, 'Model ids start with the seat and a colon ("A:judge")') models!: HireEntryInput[];
}

@InputType()
export class SchemeNotesInput {
  @Text(64, 'Bodyguard, Entourage, Frame for Murder, Vendetta: an own model', true) friendlyModelId?: string;
  @Text(64, 'Vendetta, Take Prisoner, Murder Protégé: an enemy model', true) enemyModelId?: string;
}

@InputType()
export class SchemeChoiceInput {
  @OneOf(ALL_SCHEMES, 'A Scheme of the pool; in a Story Encounter also the own faction’s Scheme (§21.7)') scheme!: string;
  @OptionalNestedInput(() => SchemeNotesInput, 'SC-0d: notes made when the Scheme is chosen') notes?: SchemeNotesInput;
}

@InputType()
export class ChooseSchemesInput extends CommandInput {
  @NestedList(() => SchemeChoiceInput, 2, 2, 'Two different Schemes from the pool, secret') schemes!: SchemeChoiceInput[];
  @Field(() => [String])
  @ApiProperty({ enum: [...ALL_SCHEMES], isArray: true, maxItems: 2, description: 'The chosen Schemes revealed at the start (none, one or both; For the Money must be)' })
  @IsArray()
  @ArrayMaxSize(2)
  @IsIn([...ALL_SCHEMES], { each: true })
  reveal!: string[];
}

@InputType()
export class DeploymentOrderInput extends CommandInput {
  @Field() @ApiProperty({ description: '§20.10: the higher card deploys first (true) or makes the opponent deploy first (false)' }) @IsBoolean() deployFirst!: boolean;
}

@InputType()
export class DeploymentZoneInput extends CommandInput {
  @OneOf(DEPLOYMENT_ZONES, 'The first deployer’s zone; the other seat gets the opposite one') zone!: string;
}

@InputType()
export class RevealSchemeInput extends CommandInput {
  @OneOf(SCHEMES, 'Bodyguard may be revealed at any time') scheme!: string;
}

@InputType()
export class ClaimMarkersInput {
  @Whole(0, 50) enemyHalf!: number;
  @Whole(0, 50) ownHalf!: number;
}

@InputType()
export class StoryFactInput {
  @Text(64, 'A VP source of the seat’s side of the Story Strategy (§21.5), e.g. twoNonPeonNearTurf, treasureCarried') key!: string;
  @Whole(0, 50, 'A count, or 1 when the condition holds') value!: number;
}

@InputType()
export class StrategyFactsInput {
  @Whole(0, 50, 'Turf War: own non-Peon models within 6" of the Turf Marker', true) nonPeonWithin6?: number;
  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], minItems: 4, maxItems: 4, description: 'Reconnoiter: own eligible non-Peon models per Quarter' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(4)
  @ArrayMaxSize(4)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(50, { each: true })
  quarters?: number[];
  @Whole(0, 5, 'Squatter’s Rights: Squat Markers this crew holds claims on', true) claimsHeld?: number;
  @OptionalNestedInput(() => ClaimMarkersInput, 'Stake a Claim: Claim Markers per half') claimMarkers?: ClaimMarkersInput;
  @OptionalNestedList(() => StoryFactInput, 10, 'Story Encounter (§21.5): the declared facts of the own side’s VP sources') story?: StoryFactInput[];
}

@InputType()
export class TerrainContactInput {
  @Text(64) pieceId!: string;
  @Text(64) markerId!: string;
}

@InputType()
export class CornerInput {
  @Whole(1, 4) corner!: number;
  @Text(64) markerId!: string;
  @Field() @ApiProperty() @IsBoolean() inOwnDz!: boolean;
}

@InputType()
export class SchemeFactsInput {
  @OneOf(ALL_SCHEMES, 'The Scheme these facts are for (one of your own)') scheme!: string;
  @Strings(20, 'Scheme Markers used (SC-0e: each counts toward one Scheme only)') markers?: string[];
  @Strings(30, 'Plant Explosives: enemy models within 3" of own markers') enemiesWithin3?: string[];
  @Flag('Plant Explosives / Spring the Trap: score now (once per game)') detonate?: boolean;
  @Flag('Bodyguard: the noted model is ≥ 8" from its own DZ') beyond8FromOwnDz?: boolean;
  @Text(64, 'Cursed Object: the enemy whose Cursed Object ends for 1 VP', true) endCursedObjectOn?: string;
  @Text(64, 'Deliver a Message: the model that took the (2) Interact this Turn', true) deliveredBy?: string;
  @Text(64, 'Outflank: the model at end A of the Centerline', true) endA?: string;
  @Text(64, 'Outflank: the model at end B', true) endB?: string;
  @Flag('Outflank: an unengaged non-Peon within 3" of an end') unengagedNearEnd?: boolean;
  @OptionalNestedList(() => TerrainContactInput, 20, 'Plant Evidence: terrain touched by a marker on the Enemy Half') terrain?: TerrainContactInput[];
  @OneOf(['ENEMY_DZ', 'ENEMY_HALF', 'OTHER'], 'Entourage: where the noted model stands', true) position?: string;
  @Flag('Take Prisoner: an own non-Peon model engages the noted enemy') engaged?: boolean;
  @Flag('Take Prisoner: no other enemy within 3" of it') noOtherEnemyWithin3?: boolean;
  @OptionalNestedList(() => CornerInput, 4, 'Power Ritual: corners with an own marker within 6"') corners?: CornerInput[];
  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], minItems: 4, maxItems: 4, description: 'Spread of Decay (§21.7): friendly Undead models and Corpse Markers completely inside each Quarter' })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(4)
  @ArrayMaxSize(4)
  @IsInt({ each: true })
  @Min(0, { each: true })
  @Max(50, { each: true })
  decayPerQuarter?: number[];
  @Strings(20, 'Watchful Eyes (§21.7): own Scheme Markers within 6" of the own DZ') nearOwnDz?: string[];
  @Strings(20, 'Watchful Eyes (§21.7): own Scheme Markers within 6" of the enemy DZ') nearEnemyDz?: string[];
}

@InputType()
export class DeclareScoringFactsInput extends CommandInput {
  @OneOf(['TURN', 'END'], 'TURN: this Turn’s Earn-VP step; END: the end of the game, if it ends') moment!: string;
  @OptionalNestedInput(() => StrategyFactsInput) strategy?: StrategyFactsInput;
  @OptionalNestedList(() => SchemeFactsInput, 2) schemes?: SchemeFactsInput[];
  @OneOf(ALL_SCHEMES, 'VP-2: the Scheme scored first at the end (VP-5: never Gathering Power)', true) firstScheme?: string;
}

@InputType()
export class AnswerScoringFactsInput extends CommandInput {
  @OneOf(['CONFIRMED', 'DISPUTED']) answer!: string;
  @Text(500, 'Why the fact is disputed', true) reason?: string;
}

@InputType()
export class RuleOnScoringFactsInput extends CommandInput {
  @OneOf(['UPHELD', 'OVERTURNED'], 'The organiser’s ruling on a disputed declaration (OVERTURNED: not used for scoring)') ruling!: string;
}
