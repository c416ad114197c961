import { ArgsType, Field, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ID } from '@nestjs/graphql';

@ArgsType()
export class EventsQuery {
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ description: 'Return events after this stream version', minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(2147483647)
  after?: number;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 1, maximum: 500, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(500)
  limit?: number;
}

@ArgsType()
export class StateQuery {
  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ description: 'Stream version to show (time travel); default: the current one', minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2147483647)
  version?: number;
}

/** GraphQL `encounterEvents(id, after, limit)`: the id belongs to the same argument object, so it is validated here. */
@ArgsType()
export class EncounterEventsArgs extends EventsQuery {
  @Field(() => ID)
  @IsUUID()
  id!: string;
}
