import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ApiEnumProperty, Seat } from '../../common/contract/shared-enums';
import type { SeatId } from '../../rules/core/decider';

@ObjectType('Malifaux2eSeat', { description: "One seat as the caller may see it: its own hand only; deck order after the end only." })
export class SeatViewModel {
  @Field(() => Seat) @ApiEnumProperty('Seat') seat!: SeatId;
  @Field() @ApiProperty() name!: string;
  @Field(() => Int) @ApiProperty() handSize!: number;
  @Field(() => Int) @ApiProperty() soulstones!: number;
  @Field(() => Seat, { nullable: true }) @ApiEnumProperty('Seat', { nullable: true, description: 'Seat offered a cut of this deck (FD-13)' }) pendingCutBy!: SeatId | null;
  @Field(() => Int) @ApiProperty() deckCount!: number;
  @Field(() => Int) @ApiProperty() handCount!: number;
  @Field(() => [String], { nullable: true }) @ApiProperty({ type: [String], nullable: true, description: 'Only for the seat itself (or everyone after the end)' }) hand!: string[] | null;
  @Field(() => Int) @ApiProperty() discardCount!: number;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true }) discardTop!: string | null;
  @Field(() => [String], { nullable: true }) @ApiProperty({ type: [String], nullable: true, description: 'Revealed after the end' }) discard!: string[] | null;
  @Field(() => [String], { nullable: true }) @ApiProperty({ type: [String], nullable: true, description: 'Deck order, top first; revealed after the end' }) deck!: string[] | null;
  @Field(() => [String]) @ApiProperty({ type: [String] }) inPlay!: string[];
}
