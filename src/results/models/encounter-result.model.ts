import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';

@ObjectType('LeagueResultEntry', { description: 'VP from one source, traceable to the events (stream versions) and declarations that earned it' })
export class ResultEntryModel {
  @Field() @ApiProperty({ example: 'strategy:TURF_WAR' }) source!: string;
  @Field(() => Int) @ApiProperty() vp!: number;
  @Field(() => Int, { nullable: true }) @ApiProperty({ type: Number, nullable: true, description: 'Turn scored; null: the end of the game' }) turn!: number | null;
  @Field() @ApiProperty() reason!: string;
  @Field(() => [Int]) @ApiProperty({ type: [Number], description: 'Stream versions of the events that earned it (GET /v1/encounters/{id}/events)' }) events!: number[];
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'Declared facts it relied on' }) declarations!: string[];
}

@ObjectType('LeagueSeatResult')
export class SeatResultModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() name!: string;
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, description: 'Faction, Mage or crew label' }) side!: string | null;
  @Field(() => Int) @ApiProperty() vp!: number;
  @Field(() => [ResultEntryModel]) @ApiProperty({ type: [ResultEntryModel] }) entries!: ResultEntryModel[];
}

@ObjectType('LeagueResultFact', { description: 'A named value: a policy played, or a public fact of the game' })
export class ResultFactModel {
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty({ description: 'The value as a string (booleans and numbers too)' }) value!: string;
}

@ObjectType('LeagueResult', { description: 'The result of an ended encounter, as league sites read it' })
export class EncounterResultModel {
  @Field(() => ID) @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field() @ApiProperty() ruleset!: string;
  @Field() @ApiProperty({ enum: ['WIN', 'DRAW'] }) outcome!: 'WIN' | 'DRAW';
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'Winning seats; empty on a draw' }) winners!: string[];
  @Field(() => [SeatResultModel]) @ApiProperty({ type: [SeatResultModel] }) seats!: SeatResultModel[];
  @Field(() => Int) @ApiProperty() turnsPlayed!: number;
  @Field() @ApiProperty({ format: 'date-time' }) endedAt!: string;
  @Field(() => [ResultFactModel]) @ApiProperty({ type: [ResultFactModel], description: 'Which reading of each open rules question was played' }) policies!: ResultFactModel[];
  @Field(() => [ResultFactModel]) @ApiProperty({ type: [ResultFactModel], description: 'Public facts of the game (strategy, deployment, size...)' }) details!: ResultFactModel[];
  @Field() @ApiProperty({ description: 'A practice game (e.g. stacked decks): listed, never counted in standings' }) practice!: boolean;
}

@ObjectType('LeagueResultPage')
export class ResultPageModel {
  @Field(() => [EncounterResultModel]) @ApiProperty({ type: [EncounterResultModel] }) results!: EncounterResultModel[];
  @Field(() => String, { nullable: true }) @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null at the end' }) nextCursor!: string | null;
}
