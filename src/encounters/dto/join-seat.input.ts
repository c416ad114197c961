import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

/** A player taking an open seat: only her name; the seat is in the route. */
@InputType()
export class JoinSeatInput {
  @Field()
  @ApiProperty({ example: 'Ben', minLength: 1, maxLength: 64 })
  @IsString()
  @Length(1, 64)
  name!: string;
}
