import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

/** The exact chance, from the caller's knowledge only; numerator and denominator can exceed GraphQL's 32-bit Int. */
@ObjectType('DuelOdds', { description: 'The exact probability that the caller wins the described duel, from what the caller may know.' })
export class DuelOddsModel {
  @Field(() => Int) @ApiProperty({ description: 'Stream version whose hand and discard piles were used' }) version!: number;
  @Field() @ApiProperty({ example: 'A' }) seat!: string;
  @Field(() => Float) @ApiProperty({ example: 0.46296 }) probability!: number;
  @Field(() => Float) @ApiProperty({ description: 'An exact integer', example: 25 }) numerator!: number;
  @Field(() => Float) @ApiProperty({ description: 'An exact integer: the number of equally likely card sequences', example: 54 }) denominator!: number;
  @Field() @ApiProperty({ example: '25/54' }) fraction!: string;
  @Field(() => Int) @ApiProperty({ description: 'Cards of the caller’s hand taken as known (not in its deck)' }) handCount!: number;
  @Field(() => Int) @ApiProperty({ description: 'Cards of the caller’s discard pile taken as known' }) discardCount!: number;
  @Field(() => Int) @ApiProperty({ description: 'Cards of the opponent’s discard pile taken as known' }) opponentDiscardCount!: number;
}
