// The parts of a duel as inputs (rules/malifaux-2e.md §3.5-3.7, §4, §18.4; duel/duel-commands.ts): stats, triggers,
// participants and the Action. Shape only.
// Nested fields carry @IsObject as well: @ValidateNested alone lets a missing object or an array of arrays through.
import { NestedInput, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { DamageTrackInput } from './damage-parts.input';
import { FateModifiersInput, StatModifierInput } from './modifiers.input';
import { SEATS, STATIONS, SUIT_IDS, TRIGGER_TIMINGS } from './vocabulary';
import { Seat, Station, Suit, TriggerTiming } from '../../common/contract/shared-enums';

@InputType()
export class DuelStatInput {
  @Field()
  @ApiProperty({ example: 'Wp', maxLength: 64, description: 'DU-S4: the stat dueled with (Ml, Sh, Ca, Df, Wp...)' })
  @IsString()
  @Length(1, 64)
  name!: string;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 30 })
  @IsInt()
  @Min(0)
  @Max(30)
  value!: number;

  @Field(() => [Suit], { nullable: true })
  @ApiPropertyOptional({ enum: SUIT_IDS, isArray: true, description: 'Suits printed on the stat (seed 283)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  printedSuits?: string[];

  @OptionalNestedList(() => StatModifierInput, 10, 'SM-1: changes the stat for this duel only (minimum 1, MA-3)')
  modifiers?: StatModifierInput[];

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: -30, maximum: 30, description: 'SM-2: a bonus to the total, not to the stat' })
  @IsOptional()
  @IsInt()
  @Min(-30)
  @Max(30)
  totalBonus?: number;

  @Field(() => [Suit], { nullable: true })
  @ApiPropertyOptional({ enum: SUIT_IDS, isArray: true, description: 'Suits added to the total by other effects' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  extraSuits?: string[];
}

@InputType()
export class TriggerDefInput {
  @Field()
  @ApiProperty({ example: 'Make it Beautiful', maxLength: 64 })
  @IsString()
  @Length(1, 64)
  name!: string;

  @Field(() => [Suit])
  @ApiProperty({ enum: SUIT_IDS, isArray: true, description: 'TR-1: the suits needed in the final total, as a multiset' })
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  suits!: string[];

  @Field(() => TriggerTiming)
  @ApiProperty({ enum: TRIGGER_TIMINGS, description: 'TR-4' })
  @IsIn(TRIGGER_TIMINGS)
  timing!: string;

  @Field({ nullable: true })
  @ApiPropertyOptional({ example: 'Df', maxLength: 64, description: 'TR-3: set for a Stat Trigger (the stat it belongs to)' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  stat?: string;
}

@InputType()
export class DuelParticipantInput {
  @Field()
  @ApiProperty({ example: 'guild-guard-1', maxLength: 64 })
  @IsString()
  @Length(1, 64)
  modelId!: string;

  @Field(() => Seat)
  @ApiProperty({ enum: SEATS, description: 'DU-S2: the seat controlling the Action for this model; it flips and cheats' })
  @IsIn(SEATS)
  seat!: string;

  @Field(() => Station)
  @ApiProperty({ enum: STATIONS, description: 'SS-D1: only MASTER and HENCHMAN spend Soulstones' })
  @IsIn(STATIONS)
  station!: string;

  @NestedInput(() => DuelStatInput)
  stat!: DuelStatInput;

  @OptionalNestedList(() => TriggerDefInput, 10, 'TR-3: this model’s Stat Triggers')
  statTriggers?: TriggerDefInput[];

  @OptionalNestedInput(() => FateModifiersInput, 'Fate Modifiers on this model’s flip other than Soulstones (cover, Defensive...)')
  fate?: FateModifiersInput;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Current Wounds' })
  @IsInt()
  @Min(0)
  @Max(100)
  wounds!: number;

  @Field(() => Int)
  @ApiProperty({ minimum: 1, maximum: 100, description: 'Starting Wounds (HL-1 cap)' })
  @IsInt()
  @Min(1)
  @Max(100)
  maxWounds!: number;
}

@InputType()
export class DuelActionInput {
  @Field()
  @ApiProperty({ example: "Bag o' Tools", maxLength: 64 })
  @IsString()
  @Length(1, 64)
  name!: string;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 0, maximum: 50, description: 'DU-1: required for a Simple Duel; an Opposed Duel’s Attacker must meet it too' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(50)
  tn?: number;

  @Field(() => [Suit], { nullable: true })
  @ApiPropertyOptional({ enum: SUIT_IDS, isArray: true, description: 'DU-1: suits the TN requires' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(4)
  @IsIn(SUIT_IDS, { each: true })
  requiredSuits?: string[];

  @OptionalNestedInput(() => DamageTrackInput, 'DM-2: the damage flip Weak/Moderate/Severe')
  damage?: DamageTrackInput;

  @OptionalNestedList(() => TriggerDefInput, 10, 'TR-3: the Action’s Triggers (the acting model’s)')
  triggers?: TriggerDefInput[];
}
