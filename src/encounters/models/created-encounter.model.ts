import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { EncounterStateField, type EncounterStateModel } from './encounter-state.union';

@ObjectType('SeatToken')
export class SeatTokenModel {
  @Field() @ApiProperty({ example: 'A' }) seat!: string;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty({ description: 'Secret bearer token of this seat; shown once' }) token!: string;
}

@ObjectType('CreatedEncounter')
export class CreatedEncounterModel {
  @Field() @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field(() => Int) @ApiProperty() version!: number;
  @Field() @ApiProperty({ description: 'SHA-256 (hex) of the secret seed, revealed when the encounter ends' }) seedCommitment!: string;
  @Field() @ApiProperty({ description: 'Secret bearer token of the organiser; shown once' }) organiserToken!: string;
  @Field(() => [SeatTokenModel], { description: 'The seats created with a player, each with its token' }) @ApiProperty({ type: [SeatTokenModel], description: 'The seats created with a player, each with its token' }) seats!: SeatTokenModel[];
  @Field(() => [String], { description: 'Seats left open: a player joins one with joinSeat and gets its token then' })
  @ApiProperty({ type: [String], example: ['B'], description: 'Seats left open: a player joins one with POST /v1/encounters/{id}/seats/{seat}/join and gets its token then' })
  openSeats!: string[];
  @EncounterStateField('The public view') state!: EncounterStateModel;
}
