import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ApiEnumProperty, Seat } from '../../common/contract/shared-enums';
import type { SeatId } from '../../rules/core/decider';
import { EncounterStateField, type EncounterStateModel } from './encounter-state.union';

@ObjectType('SeatToken')
export class SeatTokenModel {
  @Field(() => Seat) @ApiEnumProperty('Seat') seat!: SeatId;
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
  @Field(() => [Seat], { description: 'Seats left open: a player joins one with joinSeat and gets its token then' })
  @ApiEnumProperty('Seat', { isArray: true, description: 'Seats left open: a player joins one with POST /v1/encounters/{id}/seats/{seat}/join and gets its token then' })
  openSeats!: SeatId[];
  @EncounterStateField('The public view') state!: EncounterStateModel;
}
