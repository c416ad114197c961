// Inputs of Malifaux 1E magic, morale and terrain on the table (rules/malifaux-1e.md §11-§13; rules/malifaux-1e/{magic,morale,terrain}/).
// Shape only; the facts only the table knows (distance, LoS, room to place a model) are declared here (§16.2).
import { InputType } from '@nestjs/graphql';
import { CommandInput } from '../../common/command.input';
import { NestedInput, NestedList, OptionalNestedInput, OptionalNestedList } from '../../common/dto/nested.decorators';
import { ModelInput } from './crew.input';
import { Inches } from '../../encounters/dto/malifaux-1e-encounter.input';
import { CARD_IDS } from '../../duels/dto/vocabulary';
import { Flag, OneOf, Strings, Text, Whole } from '../../encounters/dto/encounter-setup.input';
import { Suit } from '../../common/contract/shared-enums';

const SUITS = ['RAM', 'CROW', 'TOME', 'MASK'] as const;

@InputType('M1eSpellInput', { description: 'MG-3: (AP) Name (CC: TN[suits] / Rst: stat / Rg: #)' })
export class M1eSpellInput {
  @Text(80) name!: string;
  @Whole(0, 3, 'The AP before the name') ap!: number;
  @Whole(0, 30, 'CC / SD: the casting TN') tn!: number;
  @Strings(3, 'Suits the casting total must hold', SUITS, Suit) suits?: string[];
  @OneOf(['Df', 'Wp', 'Ca', 'Wk', 'Ht'], 'Rst: the resist stat; none when absent', true) rst?: string;
  @OneOf(['MELEE', 'RANGED', 'AURA', 'PULSE', 'SELF'], 'The range icon (lost in the OCR, O3)') range!: string;
  @Inches(0, 48, 'Rg in inches; absent: C (the caster)', true) rg?: number;
  @Whole(1, 10, 'Casts allowed (a failed attempt does not count)', true) limit?: number;
  @Flag('§11.4: resisted on Wp and counts as a morale duel') moraleDuel?: boolean;
}

@InputType('M1eSpellTargetInput')
export class M1eSpellTargetInput {
  @Text(64) modelId!: string;
  @Flag('MG-1: in the caster’s LoS (declared)') inLoS?: boolean;
  @Inches(0, 72, 'Declared distance, base to base') distance!: number;
}

@InputType('M1eDeclareSpellInput')
export class M1eDeclareSpellInput extends CommandInput {
  @Text(64, 'The activating caster') casterId!: string;
  @NestedInput(() => M1eSpellInput) spell!: M1eSpellInput;
  @Flag('§11.1 Channel: a (1) spell for 2 AP, + to the casting and damage flips') channel?: boolean;
  @NestedList(() => M1eSpellTargetInput, 0, 20, 'The target, or the models in the aura / pulse') targets!: M1eSpellTargetInput[];
  @Flag('MG-3 step 1: the up-front conditions were met (default true)') conditionsUnmet?: boolean;
}

@InputType('M1eCastingInput')
export class M1eCastingInput extends CommandInput {
  @Text(64) castingId!: string;
  @Flag('MG-3 step D: an extra casting condition could not be met') extraConditionUnmet?: boolean;
}

@InputType('M1eResistInput')
export class M1eResistInput extends CommandInput {
  @Text(64) castingId!: string;
  @Text(64, 'The resisting model (its controller acts)') modelId!: string;
  @Flag('MG-4: a friendly model chooses to equal the casting total and take the spell') takeEffect?: boolean;
}

@InputType('M1eSacrificeInput')
export class M1eSacrificeInput {
  @Text(64) modelId!: string;
  @Flag('Within 6" of the leader (declared)') within6?: boolean;
  @Flag('Insignificant') insignificant?: boolean;
}

@InputType('M1eDrainSoulsInput')
export class M1eDrainSoulsInput extends CommandInput {
  @Text(64, 'The activating leader') leaderId!: string;
  @OptionalNestedList(() => M1eSacrificeInput, 3) sacrificed?: M1eSacrificeInput[];
}

@InputType('M1eSummonInput')
export class M1eSummonInput extends CommandInput {
  @Text(64) summonerId!: string;
  @Text(64, 'The new model’s id') modelId!: string;
  @Text(80) name!: string;
  @Flag('SU-3: the summoner is controlled by the opponent') controlledByOpponent?: boolean;
  @Whole(1, 10, 'Rare #', true) rare?: number;
  @Flag('Unique') unique?: boolean;
  @Whole(0, 20, 'Models of this name already in play for the crew') inPlaySameName!: number;
  @Flag('SU-1: the base fits completely within 6" (declared)') completelyWithin6?: boolean;
  @Flag('SU-1: summoned "in contact"') inContactRequired?: boolean;
  @Flag('SU-1: placed in base contact (declared)') inBaseContact?: boolean;
  @OptionalNestedInput(() => ModelInput, 'SU-2: its stat card: the model enters the table with Slow') card?: ModelInput;
}

@InputType('M1eTransformInput')
export class M1eTransformInput extends CommandInput {
  @Text(64) modelId!: string;
  @Text(80) original!: string;
  @Text(80) into!: string;
  @Strings(10, 'TF-2: the original profile’s spells, kept') originalSpells?: string[];
  @Flag('TF-1: it fits, after shifting models if needed (declared)') fits?: boolean;
  @Whole(0, 30, 'TF-3: wounds carried over (with `card`, the server counts them)') wounds!: number;
  @OptionalNestedInput(() => ModelInput, 'TF-2: the new profile’s stat card: the model on the table takes it (stats, weapons; its original Ca and spells kept), wounds and effects carried over') card?: ModelInput;
}

@InputType('M1eEndTransformInput')
export class M1eEndTransformInput extends CommandInput {
  @Text(64) modelId!: string;
  @Whole(0, 30, 'TF-3: wounds carried back') wounds!: number;
}

@InputType('M1eMoraleProfileInput')
export class M1eMoraleProfileInput {
  @Text(64) id!: string;
  @Whole(0, 20) wp!: number;
  @Whole(0, 20) wk!: number;
  @Flag('MO-5: a living model') living?: boolean;
  @Flag('MO-4: Construct, Spirit, Undead or immune to morale duels') immuneToMorale?: boolean;
  @Flag('W14: immune to the morale duels Terrifying causes') immuneToTerrifying?: boolean;
  @Whole(1, 20, 'Terrifying → #', true) terrifying?: number;
  @Flag('Flight or Levitation') flies?: boolean;
  @Whole(1, 12, 'MO-6: its largest melee zone in inches (Bash: 1); CB-2: for a model on the table, the card’s (omit it, or it must agree)', true) meleeZone?: number;
}

@InputType('M1eMoraleModelsInput')
export class M1eMoraleModelsInput extends CommandInput {
  @NestedList(() => M1eMoraleProfileInput, 1, 40, 'The caller’s models') models!: M1eMoraleProfileInput[];
}

@InputType('M1eTerrifyingInput')
export class M1eTerrifyingInput extends CommandInput {
  @Text(64, 'The model that may have to test') modelId!: string;
  @Text(64, 'The Terrifying model') sourceId!: string;
  @OneOf(['START_ACTIVATION', 'END_ACTION', 'ENTER_AREA', 'DECLARE_CHARGE'], 'MO-5 items 1-4') moment!: string;
  @Inches(0, 72, 'MO-6: declared distance to the Terrifying model') distance!: number;
}

@InputType('M1eMoraleDuelInput')
export class M1eMoraleDuelInput extends CommandInput {
  @Text(64) modelId!: string;
  @Whole(0, 30, 'The TN') tn!: number;
  @Text(64, 'The model or effect that causes it', true) sourceId?: string;
  @Flag('MO-3: the effect says it is a morale duel') labelledMorale?: boolean;
}

@InputType('M1eDuelIdInput')
export class M1eDuelIdInput extends CommandInput {
  @Text(80) duelId!: string;
}

@InputType('M1eModelInput')
export class M1eModelIdInput extends CommandInput {
  @Text(64) modelId!: string;
}

@InputType('M1eFleeMoveInput')
export class M1eFleeMoveInput extends CommandInput {
  @Text(64) modelId!: string;
  @Inches(0, 40, 'MO-9: inches moved towards the nearest table edge (2 × Wk)') distance!: number;
  @Flag('Already touching the table edge: sacrificed') atTableEdge?: boolean;
  @Flag('Stopped on touching a table edge') stoppedAtEdge?: boolean;
  @Flag('Its position blocks it') blocked?: boolean;
  @Flag('During its own activation (which ends)') duringOwnActivation?: boolean;
  @Flag('Paralyzed: no flee move') paralyzed?: boolean;
  @Flag('Engaged with the model that caused the duel') engagedWithCause?: boolean;
  @Flag('Moved directly away from that model') awayFromCause?: boolean;
  @Strings(30, 'DE-4: enemies whose melee zone this flee move leaves (each may make a disengaging strike)') leavesEngagementOf?: string[];
}

@InputType('M1eAreaInput')
export class M1eAreaInput extends CommandInput {
  @Text(64) modelId!: string;
  @Text(64, 'The Terrifying model') sourceId!: string;
}

@InputType('M1eSourceInput')
export class M1eSourceInput extends CommandInput {
  @Text(64, 'The Terrifying model whose effect ended') sourceId!: string;
}

@InputType('M1eMoraleActionInput')
export class M1eMoraleActionInput extends CommandInput {
  @Text(64) modelId!: string;
  @OneOf(['MOVEMENT', 'OTHER'], 'MO-10: no movement action while rallying') category!: string;
}

@InputType('M1eRallyEndInput')
export class M1eRallyEndInput extends CommandInput {
  @Text(64) modelId!: string;
  @Flag('MO-11: the activation was passed Paralyzed') paralyzed?: boolean;
}

@InputType('M1eAttackTerrainInput')
export class M1eAttackTerrainInput extends CommandInput {
  @Text(64) pieceId!: string;
  @Whole(0, 30, 'The section (0 first)') section!: number;
  @Whole(0, 30, 'The damage of the normal damage flip (hits automatically); omit it and name the attacker (modelId) for the server to flip it', true) damage?: number;
  @Text(64, 'The attacking model: the server makes its damage flip (its controller’s deck)', true) modelId?: string;
  @Text(80, 'The attacker’s weapon (its card’s; default: its first, else Bash)', true) weapon?: string;
  @OneOf(CARD_IDS, 'Cheating is allowed against terrain: a card of the hand instead of the flipped one', true) cheat?: string;
}

@InputType('M1eEnterHazardInput')
export class M1eEnterHazardInput extends CommandInput {
  @Text(64, 'The model that entered') modelId!: string;
  @Text(64, 'The hazardous piece') pieceId!: string;
  @Flag('Flight or Levitation (ignores hazards unless agreed otherwise)') flies?: boolean;
  @Flag('The players agreed hazards affect flying models too') hazardsAffectFliers?: boolean;
}

@InputType('M1eRuleReadingInput')
export class M1eRuleReadingInput {
  @Text(8, 'The seat') seat!: string;
  @Text(500, 'Its reading of the rule') reading!: string;
  @OneOf(['MODEL', 'GENERAL'], 'GEN-6: the reading rests on a model’s own rule (card) or on the general rules', true) source?: string;
  @OneOf(['CANNOT', 'MUST', 'CAN', 'MAY_CHOOSE'], 'GEN-6: the wording of that rule: « ne peut pas », « doit », « peut », « peut choisir »', true) wording?: string;
}

@InputType('M1eRuleDisputeInput')
export class M1eRuleDisputeInput extends CommandInput {
  @Text(200, 'GEN-7: the situation in dispute; once settled, its ruling holds for every identical situation for the rest of the game') topic!: string;
  @NestedList(() => M1eRuleReadingInput, 2, 8, 'Each player’s reading (the flip’s winner’s becomes the ruling)') readings!: M1eRuleReadingInput[];
}

@InputType('M1eEffectSentenceInput', { description: 'TI-1 one sentence of an effect, or TI-5 one of several effects triggered at the same moment: a declared effect on one model' })
export class M1eEffectSentenceInput {
  @OneOf(['GAIN_CONDITION', 'REMOVE_CONDITION', 'WOUNDS', 'PUSH', 'PLACE', 'FALL'], 'What the sentence does (as DeclareEffect)') kind!: string;
  @Text(64, 'The model it changes') modelId!: string;
  @OneOf(['FAST', 'SLOW', 'PARALYZED', 'REACTIVATE'], 'GAIN_CONDITION / REMOVE_CONDITION: the action modifier (§8.5)', true) condition?: string;
  @Whole(0, 30, 'WOUNDS: the wounds suffered directly (DMG-3)', true) wounds?: number;
  @Text(64, 'WOUNDS: the model inflicting them (DMG-4)', true) byModelId?: string;
  @Inches(0, 72, 'PUSH: inches pushed; PLACE: distance from where it stood; FALL: height fallen', true) inches?: number;
  @OneOf(['A', 'B', 'NONE'], 'TI-5: the seat controlling the effect; NONE: no player (terrain, environment, the encounter) — resolved last', true) controller?: string;
  @Flag('TI-5 item 1: a mandatory effect (« doit »), resolved before the optional ones (« peut »)') mandatory?: boolean;
  @Flag('TI-5 item 2: an immediate effect, resolved first') immediate?: boolean;
}

@InputType('M1eResolveEffectsInput')
export class M1eResolveEffectsInput extends CommandInput {
  @OneOf(['SEQUENCE', 'SIMULTANEOUS'], 'SEQUENCE (TI-1): one effect’s sentences in printed order; SIMULTANEOUS (TI-5): the server puts them in the TI-5 order') mode!: string;
  @NestedList(() => M1eEffectSentenceInput, 1, 20, 'The sentences or effects; each is resolved fully, on the state the previous one left, before the next') effects!: M1eEffectSentenceInput[];
}
