// The GG3 view (src/rules/malifaux-3e-gg3/view.ts Gg3View) typed for both contracts. A declared fact's payload stays
// JSON: its members depend on its kind (kill, damage, scheme-claim, ...; src/rules/malifaux-3e-gg3/README.md).
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { JSONScalar } from '../../common/json.scalar';

const nullable = { nullable: true } as const;
const S = (description?: string): PropertyDecorator => ApiProperty({ type: String, nullable: true, ...(description ? { description } : {}) });

@ObjectType('Gg3Step', { description: 'The decision that is due (src/rules/malifaux-3e-gg3/view.ts stepOf)' })
export class Gg3StepModel {
  @Field() @ApiProperty({ description: 'declare-crews, choose-schemes, determine-attacker, attacker-choice, initiative-choice, deployment-zones, strategy-markers, deploy, pregame-initiative, curse-placement, start-turn, covert-selection, start-activations, activations, curse-discard, curse-redistribution, covert-reveal, strategy-facts, reveal-claims, end-claims, ended' }) kind!: string;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'The seats due; empty: the organiser' }) seats!: string[];
}

@ObjectType('Gg3Player')
export class Gg3PlayerModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() name!: string;
  @Field(() => Int) @ApiProperty() vp!: number;
}

@ObjectType('Gg3Policies', { description: '§9 open questions as played (OQ-1..OQ-29)' })
export class Gg3PoliciesModel {
  @Field() @ApiProperty({ description: 'OQ-1' }) pregameInitiative!: string;
  @Field() @ApiProperty({ description: 'OQ-2' }) curseShortfall!: string;
  @Field() @ApiProperty({ description: 'OQ-3' }) curseExcess!: string;
  @Field() @ApiProperty({ description: 'OQ-4' }) buriedAtKill!: string;
  @Field() @ApiProperty({ description: 'OQ-5' }) tokensFollowReplace!: boolean;
  @Field() @ApiProperty({ description: 'OQ-6' }) buriedInPlay!: boolean;
  @Field() @ApiProperty({ description: 'OQ-7' }) containment!: string;
  @Field(() => Int) @ApiProperty({ description: 'OQ-8' }) markerDiameterMm!: number;
  @Field() @ApiProperty({ description: 'OQ-9a' }) summonedMayNotTouchStrategyMarkers!: boolean;
  @Field() @ApiProperty({ description: 'OQ-9b' }) summonedMayPassCurse!: boolean;
  @Field() @ApiProperty({ description: 'OQ-9c' }) pushStopsAtModels!: boolean;
  @Field() @ApiProperty({ description: 'OQ-10' }) breakthroughRemoval!: string;
  @Field() @ApiProperty({ description: 'OQ-11' }) vendettaDamage!: string;
  @Field() @ApiProperty({ description: 'OQ-12' }) martyrsExactlyOne!: boolean;
  @Field() @ApiProperty({ description: 'OQ-13' }) dashCost!: string;
  @Field() @ApiProperty({ description: 'OQ-14' }) demonstrationParse!: string;
  @Field() @ApiProperty({ description: 'OQ-15' }) loadEmUpLeaders!: string;
  @Field() @ApiProperty({ description: 'OQ-16' }) setTheTrap!: string;
  @Field() @ApiProperty({ description: 'OQ-17' }) inYourFaceLeader!: string;
  @Field() @ApiProperty({ description: 'OQ-18' }) meetupPairwise!: boolean;
  @Field() @ApiProperty({ description: 'OQ-19' }) sabotageTerrainHalf!: string;
  @Field() @ApiProperty({ description: 'OQ-20' }) claimOrder!: string;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true, description: 'OQ-21: null = none' }) strategyVpCap!: number | null;
  @Field() @ApiProperty({ description: 'OQ-22' }) deploymentData!: string;
  @Field() @ApiProperty({ description: 'OQ-23' }) nullKillerCounts!: boolean;
  @Field() @ApiProperty({ description: 'OQ-24' }) claimOnReplace!: boolean;
  @Field() @ApiProperty({ description: 'OQ-25' }) excludeInsignificant!: boolean;
  @Field() @ApiProperty({ description: 'OQ-26' }) buriedCurseStacking!: boolean;
  @Field() @ApiProperty({ description: 'OQ-27' }) sabotageEndRemovesQualifying!: boolean;
  @Field() @ApiProperty({ description: 'OQ-28' }) demonstrationTwo!: string;
  @Field() @ApiProperty({ description: 'OQ-29' }) inYourFaceReplace!: string;
  @Field() @ApiProperty({ enum: ['server-flip', 'declared'], description: 'Initiative and the Attacker: flipped by the server or declared by the organiser' }) initiative!: string;
}

@ObjectType('Gg3Flip')
export class Gg3FlipModel {
  @Field() @ApiProperty({ enum: ['deployment', 'strategy', 'scheme'] }) purpose!: string;
  @Field() @ApiProperty() card!: string;
}

@ObjectType('Gg3Generation', { description: 'EN-2' })
export class Gg3GenerationModel {
  @Field() @ApiProperty({ enum: ['server-rng', 'physical-flip', 'to-assigned'] }) method!: string;
  @Field(() => [Gg3FlipModel]) @ApiProperty({ type: [Gg3FlipModel] }) flips!: Gg3FlipModel[];
}

@ObjectType('Gg3Zone', { description: 'GEO-5: a deployment zone (GEO-1 inches)' })
export class Gg3ZoneModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty({ enum: ['low', 'high'] }) half!: string;
  @Field(() => [[Float]]) @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'number' } } }) polygon!: number[][];
}

@ObjectType('Gg3Terrain')
export class Gg3TerrainModel {
  @Field() @ApiProperty() terrainId!: string;
  @Field() @ApiProperty() label!: string;
  @Field(() => [[Float]]) @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'number' } } }) footprint!: number[][];
}

@ObjectType('Gg3Model', { description: '§2.1: one lineage (MD-1)' })
export class Gg3ModelModel {
  @Field() @ApiProperty() lineageId!: string;
  @Field() @ApiProperty() modelId!: string;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty() crew!: string;
  @Field() @ApiProperty() controller!: string;
  @Field() @ApiProperty({ enum: ['MASTER', 'HENCHMAN', 'ENFORCER', 'MINION', 'PEON'] }) station!: string;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true, description: 'null: printed Cost `–`' }) cost!: number | null;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true }) originalCost!: number | null;
  @Field() @ApiProperty() isLeader!: boolean;
  @Field() @ApiProperty() isTotem!: boolean;
  @Field() @ApiProperty() insignificant!: boolean;
  @Field(() => Int) @ApiProperty() maxHealth!: number;
  @Field(() => Int) @ApiProperty() health!: number;
  @Field() @ApiProperty({ enum: ['hired', 'summoned'] }) origin!: string;
  @Field() @ApiProperty() hasSummonUpgrade!: boolean;
  @Field() @ApiProperty({ enum: ['in-play', 'buried', 'killed', 'removed'] }) status!: string;
  @Field(() => Int) @ApiProperty() curse!: number;
  @Field(() => Int) @ApiProperty() claim!: number;
  @Field() @ApiProperty() replacedByHigherCost!: boolean;
}

@ObjectType('Gg3Crew')
export class Gg3CrewModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() declared!: boolean;
  @Field(() => [Gg3ModelModel], nullable) @ApiProperty({ type: [Gg3ModelModel], nullable: true, description: 'null until both crews are declared (unless your own)' }) models!: Gg3ModelModel[] | null;
}

@ObjectType('Gg3Claims')
export class Gg3ClaimsModel {
  @Field(() => Int) @ApiProperty() A!: number;
  @Field(() => Int) @ApiProperty() B!: number;
}

@ObjectType('Gg3Marker', { description: 'MK-1' })
export class Gg3MarkerModel {
  @Field() @ApiProperty() id!: string;
  @Field() @ApiProperty() type!: string;
  @Field(() => String, nullable) @S() owner!: string | null;
  @Field(() => Float) @ApiProperty() x!: number;
  @Field(() => Float) @ApiProperty() y!: number;
  @Field(() => [String]) @ApiProperty({ type: [String] }) traits!: string[];
  @Field(() => Gg3ClaimsModel) @ApiProperty({ type: Gg3ClaimsModel, description: 'MK-2: Claim tokens by crew' }) claims!: Gg3ClaimsModel;
}

@ObjectType('Gg3SchemeSecret', { description: '§7 the secret parameters of a scheme (members by scheme number)' })
export class Gg3SchemeSecretModel {
  @Field(() => Int) @ApiProperty() no!: number;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false }) friendly?: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false }) enemy?: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false }) terrainId?: string;
  @Field(() => [String], nullable) @ApiProperty({ type: [String], required: false }) models?: string[];
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false }) minion?: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, required: false }) markerType?: string;
}

@ObjectType('Gg3SchemeSlot', { description: 'SEC-1: the commitment is public; the scheme, its secret and salt only to its owner until revealed' })
export class Gg3SchemeSlotModel {
  @Field(() => Int) @ApiProperty() slot!: number;
  @Field() @ApiProperty() commitment!: string;
  @Field() @ApiProperty() revealed!: boolean;
  @Field(() => String, nullable) @S() scheme!: string | null;
  @Field(() => Gg3SchemeSecretModel, nullable) @ApiProperty({ type: Gg3SchemeSecretModel, nullable: true }) secret!: Gg3SchemeSecretModel | null;
  @Field(() => String, nullable) @S() salt!: string | null;
  @Field() @ApiProperty() revealVp!: boolean;
  @Field() @ApiProperty() endVp!: boolean;
}

@ObjectType('Gg3SeatSchemes')
export class Gg3SeatSchemesModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() chosen!: boolean;
  @Field(() => [Gg3SchemeSlotModel]) @ApiProperty({ type: [Gg3SchemeSlotModel] }) slots!: Gg3SchemeSlotModel[];
}

@ObjectType('Gg3Covert', { description: 'CV-3 / SEC-3: a Covert Operation selection, hidden until both seats have revealed' })
export class Gg3CovertModel {
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty() committed!: boolean;
  @Field(() => String, nullable) @S() commitment!: string | null;
  @Field(() => [String], nullable) @ApiProperty({ type: [String], nullable: true }) lineageIds!: string[] | null;
}

@ObjectType('Gg3Fact', { description: 'FACT-1: a declared fact and its answer' })
export class Gg3FactModel {
  @Field() @ApiProperty() factId!: string;
  @Field() @ApiProperty() assertedBy!: string;
  @Field() @ApiProperty() kind!: string;
  @Field(() => JSONScalar) @ApiProperty({ type: 'object', additionalProperties: true }) fact!: Record<string, unknown>;
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field() @ApiProperty({ enum: ['asserted', 'confirmed', 'disputed', 'upheld', 'overruled'] }) status!: string;
}

@ObjectType('Gg3LedgerEntry', { description: 'One VP, traceable to its event (stream version) and facts' })
export class Gg3LedgerEntryModel {
  @Field() @ApiProperty() awardId!: string;
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty({ enum: ['STRATEGY', 'SCHEME'] }) source!: string;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true }) scheme!: number | null;
  @Field() @ApiProperty({ enum: ['strategy', 'reveal', 'end'] }) part!: string;
  @Field(() => Int) @ApiProperty() vp!: number;
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field() @ApiProperty() reason!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) factIds!: string[];
  @Field(() => [String]) @ApiProperty({ type: [String] }) removedMarkers!: string[];
  @Field(() => Int) @ApiProperty() version!: number;
  @Field() @ApiProperty() revoked!: boolean;
}

@ObjectType('Gg3Result')
export class Gg3ResultModel {
  @Field(() => Gg3ClaimsModel) @ApiProperty({ type: Gg3ClaimsModel, description: 'VP by seat' }) vp!: Gg3ClaimsModel;
  @Field(() => String, nullable) @S('null: a draw') winner!: string | null;
}

@ObjectType('Gg3HintCount')
export class Gg3HintCountModel {
  @Field() @ApiProperty({ description: 'What is counted, e.g. friendlySchemeMarkersInEnemyDz' }) key!: string;
  @Field(() => Int) @ApiProperty() value!: number;
}

@ObjectType('Gg3HintModel', { description: 'A model a scheme names or concerns, as the server knows it' })
export class Gg3HintModelModel {
  @Field() @ApiProperty() lineageId!: string;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty({ enum: ['in-play', 'buried', 'killed', 'removed'] }) status!: string;
  @Field() @ApiProperty() inPlay!: boolean;
  @Field(() => Int) @ApiProperty() health!: number;
  @Field(() => Int) @ApiProperty() maxHealth!: number;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true, description: 'null: `–`' }) cost!: number | null;
  @Field() @ApiProperty() replacedByHigherCost!: boolean;
}

@ObjectType('Gg3SchemeHint', { description: 'FACT-2: what the server can already compute for one of the viewer’s own open schemes (owner only)' })
export class Gg3SchemeHintModel {
  @Field(() => Int) @ApiProperty() slot!: number;
  @Field() @ApiProperty() scheme!: string;
  @Field(() => Int) @ApiProperty({ description: 'VP this scheme has scored so far' }) vp!: number;
  @Field() @ApiProperty() revealOpen!: boolean;
  @Field() @ApiProperty() endOpen!: boolean;
  @Field(() => [Gg3HintCountModel]) @ApiProperty({ type: [Gg3HintCountModel] }) counts!: Gg3HintCountModel[];
  @Field(() => [Gg3HintModelModel]) @ApiProperty({ type: [Gg3HintModelModel] }) models!: Gg3HintModelModel[];
}

@ObjectType('Gg3State', { description: 'A Malifaux 3E Gaining Grounds 3 encounter as the caller may see it.' })
export class Gg3StateModel {
  @Field() @ApiProperty({ enum: ['malifaux-3e-gg3'] }) ruleset!: string;
  @Field() @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field() @ApiProperty({ enum: ['active', 'ended'] }) status!: string;
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field() @ApiProperty({ enum: ['SETUP', 'START', 'ACTIVATION', 'END', 'GAME_END', 'ENDED'] }) phase!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['COVERT', 'STRATEGY', 'CLAIMS'] }) endStep!: string | null;
  @Field(() => String, nullable) @S() initiative!: string | null;
  @Field(() => Gg3StepModel) @ApiProperty({ type: Gg3StepModel }) step!: Gg3StepModel;
  @Field(() => [Gg3PlayerModel]) @ApiProperty({ type: [Gg3PlayerModel] }) players!: Gg3PlayerModel[];
  @Field(() => Gg3PoliciesModel) @ApiProperty({ type: Gg3PoliciesModel }) policies!: Gg3PoliciesModel;
  @Field() @ApiProperty({ enum: ['standard', 'flank', 'wedge', 'corner'] }) deployment!: string;
  @Field() @ApiProperty() strategy!: string;
  @Field(() => [Int]) @ApiProperty({ type: [Number] }) schemePool!: number[];
  @Field(() => Gg3GenerationModel) @ApiProperty({ type: Gg3GenerationModel }) generation!: Gg3GenerationModel;
  @Field() @ApiProperty() seedCommitment!: string;
  @Field(() => String, nullable) @S('Revealed when the encounter ends') seed!: string | null;
  @Field(() => String, nullable) @S() attacker!: string | null;
  @Field(() => [Gg3ZoneModel]) @ApiProperty({ type: [Gg3ZoneModel] }) zones!: Gg3ZoneModel[];
  @Field(() => [Gg3TerrainModel]) @ApiProperty({ type: [Gg3TerrainModel] }) terrain!: Gg3TerrainModel[];
  @Field(() => [Gg3CrewModel]) @ApiProperty({ type: [Gg3CrewModel] }) crews!: Gg3CrewModel[];
  @Field(() => [Gg3MarkerModel]) @ApiProperty({ type: [Gg3MarkerModel] }) markers!: Gg3MarkerModel[];
  @Field(() => [Gg3SeatSchemesModel]) @ApiProperty({ type: [Gg3SeatSchemesModel] }) schemes!: Gg3SeatSchemesModel[];
  @Field(() => [Gg3CovertModel]) @ApiProperty({ type: [Gg3CovertModel] }) covert!: Gg3CovertModel[];
  @Field(() => [Gg3FactModel]) @ApiProperty({ type: [Gg3FactModel] }) facts!: Gg3FactModel[];
  @Field(() => [Gg3LedgerEntryModel]) @ApiProperty({ type: [Gg3LedgerEntryModel] }) ledger!: Gg3LedgerEntryModel[];
  @Field(() => Gg3ResultModel, nullable) @ApiProperty({ type: Gg3ResultModel, nullable: true }) result!: Gg3ResultModel | null;
  @Field(() => [Gg3SchemeHintModel]) @ApiProperty({ type: [Gg3SchemeHintModel], description: 'FACT-2: the viewer’s own eligibility hints; empty for every other viewer' }) hints!: Gg3SchemeHintModel[];
}
