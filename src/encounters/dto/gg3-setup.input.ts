// The GG3 section of the creation input (rules/malifaux-3e-gg3.md §3.3 EN-1/EN-2, §9 policies): how the encounter is
// generated and which readings of the open questions are played (omitted: the spec's default).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { OptionalNestedInput } from '../../common/dto/nested.decorators';
import { DEPLOYMENTS, GG3_STRATEGIES } from '../../rules/malifaux-3e-gg3/tables';

const METHODS = ['server-rng', 'physical-flip', 'to-assigned'];

@InputType('Gg3PoliciesInput', { description: '§9 open questions; omitted: the default in bold in the spec' })
export class Gg3PoliciesInput {
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-5: tokens move to a replacing model; default true' }) @IsOptional() @IsBoolean() tokensFollowReplace?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-6: a buried model is in play; default false' }) @IsOptional() @IsBoolean() buriedInPlay?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['any-part', 'completely'], description: 'OQ-7: containment without "completely"; default any-part' }) @IsOptional() @IsIn(['any-part', 'completely']) containment?: string;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ minimum: 20, maximum: 60, description: 'OQ-8: marker diameter in mm; default 30' }) @IsOptional() @IsInt() @Min(20) @Max(60) markerDiameterMm?: number;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-9a: Summon-Upgrade models may not Interact with strategy markers; default true' }) @IsOptional() @IsBoolean() summonedMayNotTouchStrategyMarkers?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-9b: summoned models may pass Curse tokens; default true' }) @IsOptional() @IsBoolean() summonedMayPassCurse?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-9c: a pushed marker stops at models and strategy markers; default true' }) @IsOptional() @IsBoolean() pushStopsAtModels?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['friendly-in-enemy-dz', 'any-friendly'], description: 'OQ-10; default friendly-in-enemy-dz' }) @IsOptional() @IsIn(['friendly-in-enemy-dz', 'any-friendly']) breakthroughRemoval?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['this-activation', 'ever'], description: 'OQ-11; default this-activation' }) @IsOptional() @IsIn(['this-activation', 'ever']) vendettaDamage?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-12: "exactly one" over the whole conjunction; default true' }) @IsOptional() @IsBoolean() martyrsExactlyOne?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['either-crew', 'enemy-only'], description: 'OQ-15; default either-crew' }) @IsOptional() @IsIn(['either-crew', 'enemy-only']) loadEmUpLeaders?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['union', 'single-marker'], description: 'OQ-16; default union' }) @IsOptional() @IsIn(['union', 'single-marker']) setTheTrap?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['either-crew', 'owner-only'], description: 'OQ-17; default either-crew' }) @IsOptional() @IsIn(['either-crew', 'owner-only']) inYourFaceLeader?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['any-part', 'completely'], description: 'OQ-19; default any-part' }) @IsOptional() @IsIn(['any-part', 'completely']) sabotageTerrainHalf?: string;
  @Field(() => Int, { nullable: true }) @ApiPropertyOptional({ minimum: 1, maximum: 5, description: 'OQ-21: a global strategy VP cap; default none' }) @IsOptional() @IsInt() @Min(1) @Max(5) strategyVpCap?: number;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-23: a kill without a killer counts for Hidden Martyrs; default false' }) @IsOptional() @IsBoolean() nullKillerCounts?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-24: a replacing model inherits the Claim token; default true' }) @IsOptional() @IsBoolean() claimOnReplace?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-25: Insignificant models excluded; default false' }) @IsOptional() @IsBoolean() excludeInsignificant?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-26: buried victim tokens may stack; default false' }) @IsOptional() @IsBoolean() buriedCurseStacking?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ description: 'OQ-27: Sabotage End removes a qualifying marker; default true' }) @IsOptional() @IsBoolean() sabotageEndRemovesQualifying?: boolean;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['at-least', 'exactly'], description: 'OQ-28; default at-least' }) @IsOptional() @IsIn(['at-least', 'exactly']) demonstrationTwo?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: ['server-flip', 'declared'], description: 'Who determines each turn’s Initiative and the Attacker: the server’s flip, or the organiser declares the table’s flip; default server-flip under server-rng generation, declared otherwise' }) @IsOptional() @IsIn(['server-flip', 'declared']) initiative?: string;
}

@InputType('Gg3SetupInput', { description: 'Ruleset malifaux-3e-gg3 only: how the encounter is generated (EN-2) and the §9 policies' })
export class Gg3SetupInput {
  @Field()
  @ApiProperty({ enum: METHODS, description: 'EN-2: server-rng (flips of the seeded fate deck), physical-flip (the cards flipped at the table) or to-assigned' })
  @IsIn(METHODS)
  method!: string;

  @Field({ nullable: true }) @ApiPropertyOptional({ enum: GG3_STRATEGIES, description: 'to-assigned: the strategy' }) @IsOptional() @IsIn(GG3_STRATEGIES) strategy?: string;
  @Field({ nullable: true }) @ApiPropertyOptional({ enum: DEPLOYMENTS, description: 'to-assigned: the deployment; default standard' }) @IsOptional() @IsIn(DEPLOYMENTS) deployment?: string;

  @Field(() => [Int], { nullable: true })
  @ApiPropertyOptional({ type: [Number], maxItems: 5, description: 'to-assigned: five distinct scheme numbers 1..13 (EN-1)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(13, { each: true })
  schemePool?: number[];

  @Field(() => [String], { nullable: true })
  @ApiPropertyOptional({ type: [String], maxItems: 54, description: 'physical-flip: the fate cards flipped, in order (e.g. RAM-07, RJ)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(54)
  @IsString({ each: true })
  @Matches(/^(RJ|BJ|(RAM|CROW|TOME|MASK)-(0[1-9]|1[0-3]))$/, { each: true })
  flips?: string[];

  @OptionalNestedInput(() => Gg3PoliciesInput)
  policies?: Gg3PoliciesInput;
}
