import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, IsUUID, Length, Matches, Max, Min } from 'class-validator';
import { OptionalNestedInput } from '../../common/dto/nested.decorators';
import { TIE_BREAKERS, type TieBreaker } from '../../rules/league/policy';
import { RULESET_IDS } from '../../rulesets/rulesets';

@InputType()
export class ScoringPolicyInput {
  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 100, example: 3, description: 'League points for a win' })
  @IsInt()
  @Min(0)
  @Max(100)
  win!: number;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 100, example: 1, description: 'League points for a draw' })
  @IsInt()
  @Min(0)
  @Max(100)
  draw!: number;

  @Field(() => Int)
  @ApiProperty({ minimum: 0, maximum: 100, example: 0, description: 'League points for a loss' })
  @IsInt()
  @Min(0)
  @Max(100)
  loss!: number;

  @Field(() => [String])
  @ApiProperty({ enum: TIE_BREAKERS, isArray: true, example: ['VP_DIFFERENCE', 'VP_FOR'], description: 'After points, in this order (LG-2)' })
  @IsArray()
  @ArrayMaxSize(TIE_BREAKERS.length)
  @IsIn(TIE_BREAKERS, { each: true })
  tieBreakers!: TieBreaker[];
}

@InputType()
export class CreateLeagueInput {
  @Field()
  @ApiProperty({ example: 'Autumn League', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  @Matches(/^[^\u0000-\u001f\u007f]+$/, { message: 'name must not hold control characters' })
  name!: string;

  @Field()
  @ApiProperty({ enum: RULESET_IDS, example: 'malifaux-2e' })
  @IsIn(RULESET_IDS)
  ruleset!: string;

  @OptionalNestedInput(() => ScoringPolicyInput, 'Default: 3/1/0, then VP difference, then VP scored')
  policy?: ScoringPolicyInput;
}

@InputType()
export class EnrolEncounterInput {
  @Field()
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  encounterId!: string;

  @Field()
  @ApiProperty({ description: "The encounter's organiser token: only the encounter's organiser may put it in a league", maxLength: 200 })
  @IsString()
  @Length(1, 200)
  @Matches(/^[A-Za-z0-9._~+/-]+=*$/, { message: 'encounterToken must be a token issued by this API' })
  encounterToken!: string;
}
