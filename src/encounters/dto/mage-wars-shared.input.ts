// Shapes shared by the Mage Wars command inputs (rules/mage-wars.md §2 arena zones, §8 targets). Shape only; legality is
// the rules' job (422 mage-wars/<RULE-ID>).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { CommandInput } from '../../common/command.input';
import { OptionalNestedInput } from '../../common/dto/nested.decorators';

export const DIRECTIONS = ['N', 'E', 'S', 'W'];

/** A short opaque id (object, instance, enchantment, attack option key). */
export const IdField = (description: string): PropertyDecorator => (target: object, key: string | symbol): void => {
  Field()(target, key);
  ApiProperty({ description, minLength: 1, maxLength: 100 })(target, key);
  IsString()(target, key);
  Length(1, 100)(target, key);
};

export const OptionalIdField = (description: string): PropertyDecorator => (target: object, key: string | symbol): void => {
  Field({ nullable: true })(target, key);
  ApiPropertyOptional({ description, minLength: 1, maxLength: 100 })(target, key);
  IsOptional()(target, key);
  IsString()(target, key);
  Length(1, 100)(target, key);
};

@InputType('MageWarsZoneInput', { description: 'AR-1: a zone of the arena, row 0 north' })
export class ZoneInput {
  @Field(() => Int) @ApiProperty({ minimum: 0, maximum: 20 }) @IsInt() @Min(0) @Max(20) row!: number;
  @Field(() => Int) @ApiProperty({ minimum: 0, maximum: 20 }) @IsInt() @Min(0) @Max(20) col!: number;
}

const TARGET_KINDS = ['object', 'zone', 'border', 'enchantment'];

@InputType('MageWarsTargetInput', { description: 'What a spell, ability or attack targets: object {id}, zone {zone}, border {a, b} or enchantment {id}' })
export class TargetInput {
  @Field() @ApiProperty({ enum: TARGET_KINDS }) @IsIn(TARGET_KINDS) kind!: string;
  @OptionalIdField('object / enchantment: its id') id?: string;
  @OptionalNestedInput(() => ZoneInput, 'zone: the zone') zone?: ZoneInput;
  @OptionalNestedInput(() => ZoneInput, 'border: one side') a?: ZoneInput;
  @OptionalNestedInput(() => ZoneInput, 'border: the other side') b?: ZoneInput;
}

/** Every Mage Wars command acts for the caller's own seat (a seat token); `expectedVersion` as everywhere. */
@InputType({ isAbstract: true })
export class MageWarsCommandInput extends CommandInput {}

@InputType('MageWarsSeatCommandInput')
export class SeatCommandInput extends MageWarsCommandInput {}

@InputType('MageWarsObjectCommandInput')
export class ObjectCommandInput extends MageWarsCommandInput {
  @IdField('The creature (object id)') objectId!: string;
}
