import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { EncounterStateField, type EncounterStateModel } from './encounter-state.union';
import { LoggedEventModel } from './logged-event.model';

@ObjectType('CommandResult', { description: 'The new stream version, the events appended (as the caller may see them) and the caller’s view.' })
export class CommandResultModel {
  @Field() @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field(() => Int) @ApiProperty() version!: number;
  @Field(() => [LoggedEventModel]) @ApiProperty({ type: [LoggedEventModel] }) events!: LoggedEventModel[];
  @EncounterStateField() state!: EncounterStateModel;
}
