// A crew hired into the encounter as data (rules/malifaux-2e.md §8.1, §18; turn/crew.ts). Shape only: an unknown keyword,
// station, range kind or stat is a 400 naming the field; whether the crew is legal is the rules' job (422).
import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { NestedInput, NestedList, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { SEATS, STATIONS, SUIT_IDS, TRIGGER_TIMINGS } from '../../duels/dto/vocabulary';
import { ABILITY_KEYWORDS, DUEL_STATS, MANIFESTATIONS, RANGE_KINDS, RESIST_STATS } from '../../rules/malifaux-2e/turn/crew';
import { AbilityKeyword, ActionCategory, DuelStat, Manifestation, RangeKind, ResistStat, Seat, Station, Suit, TriggerTiming } from '../../common/contract/shared-enums';

const Name = (max = 64, description?: string): PropertyDecorator => (target, key) => {
  Field()(target, key);
  ApiProperty({ maxLength: max, ...(description ? { description } : {}) })(target, key);
  IsString()(target, key);
  Length(1, max)(target, key);
};
const Whole = (min: number, max: number, description?: string): PropertyDecorator => (target, key) => {
  Field(() => Int)(target, key);
  ApiProperty({ minimum: min, maximum: max, ...(description ? { description } : {}) })(target, key);
  IsInt()(target, key);
  Min(min)(target, key);
  Max(max)(target, key);
};
const OptionalWhole = (min: number, max: number, description?: string): PropertyDecorator => (target, key) => {
  Field(() => Int, { nullable: true })(target, key);
  ApiPropertyOptional({ minimum: min, maximum: max, ...(description ? { description } : {}) })(target, key);
  IsOptional()(target, key);
  IsInt()(target, key);
  Min(min)(target, key);
  Max(max)(target, key);
};
const OptionalSuits = (): PropertyDecorator => (target, key) => {
  Field(() => [Suit], { nullable: true })(target, key);
  ApiPropertyOptional({ enum: SUIT_IDS, isArray: true })(target, key);
  IsOptional()(target, key);
  IsArray()(target, key);
  ArrayMaxSize(4)(target, key);
  IsIn(SUIT_IDS, { each: true })(target, key);
};

@InputType()
export class ModelStatsInput {
  @Whole(0, 20) df!: number;
  @Whole(0, 20) wp!: number;
  @Whole(0, 20) wk!: number;
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 0, maximum: 20, nullable: true, description: 'null: "—" on the card (no Charge)' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(20)
  cg?: number | null;
  @Whole(0, 20) ht!: number;
}

@InputType()
export class AbilityInput {
  @Field(() => AbilityKeyword)
  @ApiProperty({ enum: ABILITY_KEYWORDS, description: 'A keyword ability the server applies' })
  @IsIn([...ABILITY_KEYWORDS])
  keyword!: string;

  @OptionalWhole(1, 20, 'ARMOR, HARD_TO_WOUND: the +N (1..10); TERRIFYING: the Horror Duel TN')
  value?: number;

  @Field({ nullable: true })
  @ApiPropertyOptional({ maxLength: 40, description: 'TERRIFYING (Living): the characteristic of the models it frightens; absent: all' })
  @IsOptional()
  @IsString()
  @Length(1, 40)
  characteristic?: string;
}

@InputType()
export class RangeInput {
  @Field(() => RangeKind)
  @ApiProperty({ enum: RANGE_KINDS })
  @IsIn([...RANGE_KINDS])
  kind!: string;

  @Field(() => Float)
  @ApiProperty({ minimum: 0, maximum: 36 })
  @IsNumber()
  @Min(0)
  @Max(36)
  inches!: number;
}

@InputType()
export class ActionStatInput {
  @Field(() => DuelStat)
  @ApiProperty({ enum: DUEL_STATS })
  @IsIn([...DUEL_STATS])
  name!: string;

  @Whole(0, 20) value!: number;
  @OptionalSuits() suits?: string[];
}

@InputType()
export class BlastCountsInput {
  @OptionalWhole(0, 5) weak?: number;
  @OptionalWhole(0, 5) moderate?: number;
  @OptionalWhole(0, 5) severe?: number;
}

@InputType()
export class ActionDamageInput {
  @Whole(0, 50) weak!: number;
  @Whole(0, 50) moderate!: number;
  @Whole(0, 50) severe!: number;
  @OptionalNestedInput(() => BlastCountsInput, 'BL-2: Blast Markers on each severity')
  blasts?: BlastCountsInput;
}

@InputType()
export class ActionTriggerInput {
  @Name() name!: string;

  @Field(() => [Suit])
  @ApiProperty({ enum: SUIT_IDS, isArray: true })
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  suits!: string[];

  @Field(() => TriggerTiming)
  @ApiProperty({ enum: TRIGGER_TIMINGS })
  @IsIn(TRIGGER_TIMINGS)
  timing!: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'TR-6: this Trigger lets the model take another Action for no AP' })
  @IsOptional()
  @IsBoolean()
  grantsAction?: boolean;

  @OptionalWhole(1, 5, 'DM-3: a "when damaging" Trigger’s +N damage (Critical Strike), added before the target’s Abilities (GT-1)')
  addsDamage?: number;
}

@InputType()
export class ConditionGrantInput {
  @Name(40, 'BURNING, POISON, SLOW, FAST, PARALYZED, ... or any other Condition name') name!: string;
  @OptionalWhole(1, 20) value?: number;
}

@InputType()
export class ActionCardInput {
  @Name() name!: string;
  @Whole(0, 3, 'AP cost (0: a zero-AP Action, AP-6)') ap!: number;

  @Field(() => ActionCategory)
  @ApiProperty({ enum: ['ATTACK', 'TACTICAL'] })
  @IsIn(['ATTACK', 'TACTICAL'])
  category!: string;

  @NestedInput(() => RangeInput) range!: RangeInput;
  @OptionalNestedInput(() => ActionStatInput, 'The duel stat (Ml, Sh, Ca...) and its printed suits') stat?: ActionStatInput;

  @Field(() => ResistStat, { nullable: true })
  @ApiPropertyOptional({ enum: RESIST_STATS, description: 'Attack Actions: the target’s resist stat' })
  @IsOptional()
  @IsIn([...RESIST_STATS])
  resist?: string;

  @OptionalWhole(1, 30) tn?: number;
  @OptionalSuits() suits?: string[];
  @OptionalNestedInput(() => ActionDamageInput, 'DM-2: Weak/Moderate/Severe') damage?: ActionDamageInput;
  @OptionalNestedList(() => ActionTriggerInput, 10) triggers?: ActionTriggerInput[];
  @OptionalNestedList(() => ConditionGrantInput, 5, 'Conditions the target gains on a hit / success') conditionsOnHit?: ConditionGrantInput[];

  @Field({ nullable: true })
  @ApiPropertyOptional({ description: 'AA-3: once per Turn (per model)' })
  @IsOptional()
  @IsBoolean()
  oncePerTurn?: boolean;
}

@InputType()
export class AvatarInput {
  @Name(80) name!: string;

  @Field(() => Int)
  @ApiProperty({ enum: [30, 40, 50], description: 'The Manifested side’s base size' })
  @IsIn([30, 40, 50])
  manifestedBaseMm!: number;

  @Field(() => Manifestation)
  @ApiProperty({ enum: MANIFESTATIONS, description: 'AV-2: the Manifestation card, secret from the opponent until revealed' })
  @IsIn([...MANIFESTATIONS])
  manifestation!: string;
}

@InputType()
export class CardUpgradeInput {
  @Name(80) name!: string;
  @OptionalNestedList(() => AbilityInput, 10, 'CO-3: keyword abilities the Upgrade gives (one the model has is gained only if both have values)') abilities?: AbilityInput[];
}

@InputType()
export class ModelInput {
  @Name(64, 'Unique in the encounter') id!: string;
  @Name(80) name!: string;

  @Field(() => Station)
  @ApiProperty({ enum: STATIONS })
  @IsIn(STATIONS)
  station!: string;

  @Field(() => [String])
  @ApiProperty({ type: [String], description: 'Living, Undead, Construct, Rare 2, Totem, ...' })
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 40, { each: true })
  characteristics!: string[];

  @NestedInput(() => ModelStatsInput) stats!: ModelStatsInput;
  @Whole(1, 50, 'Wd') wounds!: number;

  @Field(() => Int)
  @ApiProperty({ enum: [30, 40, 50] })
  @IsIn([30, 40, 50])
  baseMm!: number;

  @OptionalNestedList(() => AbilityInput, 20) abilities?: AbilityInput[];
  @NestedList(() => ActionCardInput, 0, 20) actions!: ActionCardInput[];

  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], description: 'AA-2: Conditions it is immune to' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  immuneTo?: string[];

  @OptionalNestedInput(() => AvatarInput, 'AV-1: a Master’s Avatar Upgrade') avatar?: AvatarInput;
  @OptionalNestedList(() => CardUpgradeInput, 3, '§18.5: the Upgrades it starts with (ST-2, UP-2, UP-6; SU-5: none on a summoned model)') upgrades?: CardUpgradeInput[];
}

@InputType()
export class HireCrewInput extends CommandInput {
  @Field(() => Seat, { nullable: true })
  @ApiPropertyOptional({ enum: SEATS, description: 'The organiser names the seat; a seat token hires its own crew' })
  @IsOptional()
  @IsIn(SEATS)
  seat?: string;

  @NestedList(() => ModelInput, 1, 30) models!: ModelInput[];
}
