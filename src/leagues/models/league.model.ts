import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { TIE_BREAKERS } from '../../rules/league/policy';

@ObjectType('ScoringPolicy')
export class ScoringPolicyModel {
  @Field(() => Int) @ApiProperty() win!: number;
  @Field(() => Int) @ApiProperty() draw!: number;
  @Field(() => Int) @ApiProperty() loss!: number;
  @Field(() => [String]) @ApiProperty({ enum: TIE_BREAKERS, isArray: true }) tieBreakers!: string[];
}

@ObjectType('LeagueEncounter')
export class LeagueEncounterModel {
  @Field(() => ID) @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field() @ApiProperty({ format: 'date-time' }) enrolledAt!: string;
}

@ObjectType('League')
export class LeagueModel {
  @Field(() => ID) @ApiProperty({ format: 'uuid' }) leagueId!: string;
  @Field(() => Int) @ApiProperty({ description: 'Version of the league stream' }) version!: number;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty() ruleset!: string;
  @Field(() => ScoringPolicyModel) @ApiProperty({ type: ScoringPolicyModel }) policy!: ScoringPolicyModel;
  @Field() @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @Field(() => [LeagueEncounterModel]) @ApiProperty({ type: [LeagueEncounterModel] }) encounters!: LeagueEncounterModel[];
}

@ObjectType('CreatedLeague')
export class CreatedLeagueModel {
  @Field(() => LeagueModel) @ApiProperty({ type: LeagueModel }) league!: LeagueModel;
  @Field() @ApiProperty({ description: 'Secret: enrols encounters (Authorization: Bearer). Shown once, stored only as a hash' }) organiserToken!: string;
}

@ObjectType('StandingGame', { description: 'One game behind a standings line: read it at GET /v1/results/{encounterId}' })
export class StandingGameModel {
  @Field(() => ID) @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field() @ApiProperty({ format: 'date-time' }) endedAt!: string;
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty({ enum: ['WIN', 'DRAW', 'LOSS'] }) outcome!: string;
  @Field(() => Int) @ApiProperty() points!: number;
  @Field(() => Int) @ApiProperty() vpFor!: number;
  @Field(() => Int) @ApiProperty({ description: "The best other seat's VP (the opponent's, with two seats)" }) vpAgainst!: number;
  @Field(() => [String]) @ApiProperty({ type: [String] }) opponents!: string[];
}

@ObjectType('StandingLine')
export class StandingLineModel {
  @Field(() => Int) @ApiProperty({ description: 'Shared by players equal on points and every tie-breaker' }) rank!: number;
  @Field() @ApiProperty() player!: string;
  @Field(() => Int) @ApiProperty() played!: number;
  @Field(() => Int) @ApiProperty() wins!: number;
  @Field(() => Int) @ApiProperty() draws!: number;
  @Field(() => Int) @ApiProperty() losses!: number;
  @Field(() => Int) @ApiProperty() points!: number;
  @Field(() => Int) @ApiProperty() vpFor!: number;
  @Field(() => Int) @ApiProperty() vpAgainst!: number;
  @Field(() => Int) @ApiProperty() vpDifference!: number;
  @Field(() => [StandingGameModel]) @ApiProperty({ type: [StandingGameModel] }) games!: StandingGameModel[];
}

@ObjectType('Standings')
export class StandingsModel {
  @Field(() => LeagueModel) @ApiProperty({ type: LeagueModel }) league!: LeagueModel;
  @Field(() => [StandingLineModel]) @ApiProperty({ type: [StandingLineModel] }) lines!: StandingLineModel[];
  @Field(() => Int) @ApiProperty({ description: 'Enrolled encounters with a result (counted)' }) counted!: number;
  @Field(() => Int) @ApiProperty({ description: 'Enrolled encounters without a result yet (running): not counted, nothing of them shown' }) pending!: number;
  @Field(() => [ID]) @ApiProperty({ type: [String], description: 'LG-8: enrolled practice games (stacked decks), never counted' }) practice!: string[];
}
