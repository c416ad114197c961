import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Every command may carry the version the caller last saw; a stale one is 409 and nothing is written. */
@InputType({ isAbstract: true })
export class CommandInput {
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ description: 'Optimistic concurrency: the stream version you last saw (REST may use If-Match instead)', minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2147483647)
  expectedVersion?: number;
}
