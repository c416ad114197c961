import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { RULESET_IDS } from '../../rulesets/rulesets';

// eslint-disable-next-line no-control-regex -- the point: refuse control characters (NUL cannot be stored or searched)
const PRINTABLE = /^[^\u0000-\u001f\u007f]+$/;

/** Filters and cursor of GET /v1/results and the GraphQL `results` query (all optional, combined with AND). */
@ArgsType()
export class ResultsArgs {
  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ enum: RULESET_IDS, description: 'Only results of this ruleset' })
  @IsOptional()
  @IsIn(RULESET_IDS)
  ruleset?: string;

  @Field(() => ID, { nullable: true })
  @ApiPropertyOptional({ format: 'uuid', description: 'Only encounters enrolled in this league' })
  @IsOptional()
  @IsUUID()
  league?: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ description: 'Only encounters in which a player of this name (case-insensitive, exact) sat', maxLength: 100 })
  @IsOptional()
  @MinLength(1)
  @MaxLength(100)
  @Matches(PRINTABLE, { message: 'player must not hold control characters' })
  player?: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ description: "Only encounters in which a seat played this side (a 2E faction, a Mage Wars class), e.g. 'GUILD'", maxLength: 60 })
  @IsOptional()
  @MinLength(1)
  @MaxLength(60)
  @Matches(PRINTABLE, { message: 'side must not hold control characters' })
  side?: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ format: 'date-time', description: 'Ended at or after this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  from?: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ format: 'date-time', description: 'Ended before this instant (ISO 8601)' })
  @IsOptional()
  @IsISO8601({ strict: true })
  to?: string;

  @Field(() => String, { nullable: true })
  @ApiPropertyOptional({ description: 'nextCursor of the previous page', maxLength: 200 })
  @IsOptional()
  @MaxLength(200)
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'cursor must be a cursor returned by this API' })
  cursor?: string;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
