import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../../common/json.scalar';
import { EncounterEventType } from './event-type.enum';

@ObjectType('LoggedEvent', { description: 'An event of the log as the caller may see it.' })
export class LoggedEventModel {
  @Field(() => Int) @ApiProperty({ description: 'Stream version of this event' }) version!: number;
  @Field() @ApiProperty({ description: 'Global position in the log' }) position!: string;
  @Field(() => EncounterEventType) @ApiProperty({ enum: Object.values(EncounterEventType), enumName: 'EncounterEventType' }) type!: string;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true }) data!: unknown;
  @Field() @ApiProperty({ description: 'True when hidden parts were withheld from this caller' }) redacted!: boolean;
  @Field() @ApiProperty() recordedAt!: string;
}
