import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { EncounterStateField, type EncounterStateModel } from './encounter-state.union';
import { LoggedEventModel } from './logged-event.model';

@ObjectType('EventPage')
export class EventPageModel {
  @Field(() => [LoggedEventModel]) @ApiProperty({ type: [LoggedEventModel] }) events!: LoggedEventModel[];
  @Field(() => Int) @ApiProperty({ description: 'Current version of the stream' }) version!: number;
  @Field(() => Int, { nullable: true }) @ApiProperty({ type: Number, nullable: true, description: 'Pass as `after` for the next page; null at the end' }) nextAfter!: number | null;
}

@ObjectType('StateAtVersion')
export class StateAtVersionModel {
  @Field(() => Int) @ApiProperty() version!: number;
  @EncounterStateField() state!: EncounterStateModel;
}
