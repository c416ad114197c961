// The Malifaux 1E view (src/rules/malifaux-1e/view.ts EncounterView1e) typed for both contracts (issue 12): the duel,
// the turn, the §11-§13 slices and the models are typed (malifaux-1e-shapes.model.ts), as are the decisions due
// (turnStep, duelStep). Only maps keyed by ids stay JSON in GraphQL, which has no map type (OpenAPI types their values).
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DuelState1e, Magic1e, Morale1e, Precedent1e, StandardDeck1e, Stats1e, Terrain1e, Turn1e, Weapon1e } from './malifaux-1e-shapes.model';
import { SeatViewModel } from './seat-view.model';
import { Malifaux1eEncounterSetupModel } from './malifaux-1e-encounter.model';

const nullable = { nullable: true } as const;

@ObjectType('Malifaux1eOptions', { description: 'Policy flags of rules/malifaux-1e.md §20.2' })
export class Malifaux1eOptionsModel {
  @Field() @ApiProperty({ description: 'FD-12: skip the cut offered after each shuffle' }) autoDeclineCuts!: boolean;
  @Field() @ApiProperty({ description: '§5.7, DMG-7: any `−` bans cheating (else a net `−`)' }) cheatBanOnAnyNegative!: boolean;
  @Field() @ApiProperty({ enum: ['ALL', 'EXTRA_FLIP'], description: '§5.2: the Red Joker heals / prevents' }) rjHealPreventMode!: string;
  @Field() @ApiProperty({ description: '§10.8: the Red Joker’s second damage flip may be cheated' }) rjSecondFlipCheatable!: boolean;
  @Field(() => Int) @ApiProperty({ description: 'GEN-1: side of the square table in inches' }) tableInches!: number;
  @Field() @ApiProperty({ enum: ['MANDATORY_FIRST', 'LITERAL'], description: 'GEN-6: how conflicting rules are ranked' }) ruleConflictRanking!: string;
  @Field() @ApiProperty({ enum: ['PLAYER_CHOICE', 'MODEL_ACTIVATION_ORDER'], description: 'TI-5: how one player’s simultaneous effects are ordered' }) simultaneousEffectOrder!: string;
}

@ObjectType('Malifaux1eTurnStep', { description: 'The decision of the turn that is due (Draw → Activation with its initiative → Closing, §7.1)' })
export class Malifaux1eTurnStepModel {
  @Field(() => Int) @ApiProperty() turn!: number;
  @Field() @ApiProperty({ enum: ['SETUP', 'DRAW', 'ACTIVATION', 'CLOSING'] }) phase!: string;
  @Field() @ApiProperty({ enum: ['BEGIN_DRAW_PHASE', 'DRAW', 'FLIP_INITIATIVE', 'INITIATIVE_REFLIP', 'ACTIVATE', 'ACT', 'DUEL', 'RESOLVE_CLOSING_PHASE', 'ENDED'] }) step!: string;
  @Field(() => [String]) @ApiProperty({ type: [String], description: 'The seat(s) that may take it' }) seats!: string[];
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: 'ACT: the activating model' }) modelId!: string | null;
  @Field(() => Int, nullable) @ApiProperty({ type: Number, nullable: true, description: 'ACT: its general AP left' }) ap!: number | null;
}

@ObjectType('Malifaux1eDuelStep', { description: 'The decision the duel or damage flip waits for (§6.3-§6.4, §10.5-§10.11)' })
export class Malifaux1eDuelStepModel {
  @Field() @ApiProperty({ enum: ['START', 'FLIP', 'CHOOSE_ACTIVE_CARD', 'NAME_RED_JOKER_SUIT', 'CHEAT', 'SOULSTONE_CARD', 'DECLARE_TRIGGER', 'PREVENTION', 'RESOLVE'] }) step!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['DUEL', 'DAMAGE'] }) stage!: string | null;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, enum: ['ACTOR', 'ATTACKER', 'DEFENDER'] }) role!: string | null;
  @Field(() => [String]) @ApiProperty({ type: [String] }) seats!: string[];
  @Field(() => Int, nullable) @ApiProperty({ type: Number, required: false, description: 'Damage: 0, or 1 for the Red Joker’s second flip' }) flipIndex?: number;
}

@ObjectType('Malifaux1eModifiers', { description: '§8.5 action modifiers and §10.1 Defensive Stance' })
export class Malifaux1eModifiersModel {
  @Field() @ApiProperty() fast!: boolean;
  @Field() @ApiProperty() slow!: boolean;
  @Field() @ApiProperty() paralyzed!: boolean;
  @Field() @ApiProperty() reactivate!: boolean;
  @Field() @ApiProperty() defensive!: boolean;
}

@ObjectType('Malifaux1eModel', { description: 'A model on the table (§3): public' })
export class Malifaux1eModelModel {
  @Field() @ApiProperty() id!: string;
  @Field() @ApiProperty() name!: string;
  @Field() @ApiProperty() seat!: string;
  @Field() @ApiProperty({ enum: ['MASTER', 'HENCHMAN', 'MINION'] }) station!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) characteristics!: string[];
  @Field(() => Stats1e) @ApiProperty({ type: Stats1e }) stats!: unknown;
  @Field(() => Int) @ApiProperty() wounds!: number;
  @Field(() => [Weapon1e]) @ApiProperty({ type: [Weapon1e] }) weapons!: unknown[];
  @Field(() => Int) @ApiProperty({ description: '§3.3: 30, 40 or 50 mm' }) baseMm!: number;
  @Field(() => Int) @ApiProperty({ description: 'Armor +# of the card (ST-2: stacks)' }) armor!: number;
  @Field(() => Int) @ApiProperty({ description: 'AP-7: specific AP for melee attacks ((+1) Melee Expert)' }) meleeAp!: number;
  @Field(() => Malifaux1eModifiersModel) @ApiProperty({ type: Malifaux1eModifiersModel }) modifiers!: Malifaux1eModifiersModel;
  @Field(() => Int) @ApiProperty() activations!: number;
  @Field() @ApiProperty({ enum: ['IN_PLAY', 'KILLED', 'REPLACED'] }) status!: string;
  @Field(() => Malifaux1eModelModel, { nullable: true, description: 'TF-2: the original model while this one is its transformation' })
  @ApiPropertyOptional({ type: () => Malifaux1eModelModel, description: 'TF-2: the original model while this one is its transformation' })
  transformedFrom?: Malifaux1eModelModel;
}

@ObjectType('Malifaux1eState', { description: 'A Malifaux First Edition encounter as the caller may see it.' })
export class Malifaux1eStateModel {
  @Field() @ApiProperty({ format: 'uuid' }) encounterId!: string;
  @Field() @ApiProperty({ enum: ['malifaux-1e'], example: 'malifaux-1e' }) ruleset!: string;
  @Field() @ApiProperty({ enum: ['active', 'ended'] }) status!: string;
  @Field() @ApiProperty({ enum: ['SCRAP', 'BRAWL'], description: '§14.2 Escarmouche / Rixe' }) size!: string;
  @Field(() => Int) @ApiProperty({ description: 'FD-8: 6 in a Scrap, 7 in a Brawl' }) maxHandSize!: number;
  @Field(() => StandardDeck1e) @ApiProperty({ type: StandardDeck1e, description: 'FD-2: standard-deck suit → Malifaux suit (HEARTS: RAM, SPADES: CROW, DIAMONDS: TOME, CLUBS: MASK)' }) standardDeck!: unknown;
  @Field() @ApiProperty() seedCommitment!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true, description: 'Revealed when the encounter ends' }) seed!: string | null;
  @Field(() => Malifaux1eOptionsModel) @ApiProperty({ type: Malifaux1eOptionsModel }) options!: Malifaux1eOptionsModel;
  @Field(() => [SeatViewModel]) @ApiProperty({ type: [SeatViewModel] }) seats!: SeatViewModel[];
  @Field(() => Turn1e) @ApiProperty({ type: Turn1e }) turn!: unknown;
  @Field(() => Malifaux1eTurnStepModel) @ApiProperty({ type: Malifaux1eTurnStepModel }) turnStep!: Malifaux1eTurnStepModel;
  @Field(() => [Malifaux1eModelModel]) @ApiProperty({ type: [Malifaux1eModelModel] }) models!: Malifaux1eModelModel[];
  @Field(() => DuelState1e) @ApiProperty({ type: DuelState1e, description: 'The duel or damage flip in progress or last resolved (public)' }) duel!: unknown;
  @Field(() => Malifaux1eDuelStepModel) @ApiProperty({ type: Malifaux1eDuelStepModel }) duelStep!: Malifaux1eDuelStepModel;
  @Field(() => Malifaux1eEncounterSetupModel) @ApiProperty({ type: Malifaux1eEncounterSetupModel, description: '§14 (rules/malifaux-1e/encounter/)' }) encounter!: Malifaux1eEncounterSetupModel;
  @Field(() => Magic1e) @ApiProperty({ type: Magic1e }) magic!: unknown;
  @Field(() => Morale1e) @ApiProperty({ type: Morale1e }) morale!: unknown;
  @Field(() => Terrain1e) @ApiProperty({ type: Terrain1e }) terrain!: unknown;
  @Field(() => [Precedent1e]) @ApiProperty({ type: [Precedent1e], description: 'GEN-7: rule disputes settled by a flip; each ruling holds for the rest of the game' }) precedents!: unknown[];
  @Field() @ApiProperty() createdAt!: string;
  @Field(() => String, nullable) @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
}
