// A Mage Wars card definition (src/rules/mage-wars/cards/card-definition.ts, §7.1 / §17.3) typed for both contracts:
// the state's registered cards, a saved spellbook's definitions, an attack's bar and the cards in EncounterCreated.
// The rules core's unions on `kind` (an attack's effects, a spell's effects, a Mage ability) are one object each here,
// `kind` and the members' fields (those of other kinds absent). A cast cost is a number, "X" or { perTargetLevel }:
// OpenAPI says exactly that (oneOf); GraphQL, which has no scalar unions, serves it as MageWarsCastCost.
// What a client registers (mageWars.cards, a saved book's definitions) stays JSON on input: the card validator checks
// it and names the bad field in a 400, and a definition may carry fields the server does not read (served back by REST).
import { Field, Int, ObjectType, type FieldMiddleware } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { list, model, nullable, optional } from '../../common/contract/event-model';
import type { CastCost } from '../../rules/mage-wars/cards/card-definition';
import { CONDITION_IDS, DAMAGE_TYPES, SCHOOLS, SPELL_TYPES, TARGET_KINDS, TRAIT_IDS } from '../../rules/mage-wars/cards/card-definition';

const opt = { nullable: true } as const;
const kinds = (values: readonly string[], description: string) => ({ kind: 'string' as const, description: `${description}: ${values.join(', ')}` });

export const MwRangeModel = model('MageWarsRange', 'A range in zones (AR-4)', { min: 'int', max: 'int' });
export const MwTraitModel = model('MageWarsTrait', 'A trait the server knows (MD-3); `value` for the numbered ones', {
  id: kinds(TRAIT_IDS, 'One of'),
  value: optional('int'),
  damageType: optional(kinds(DAMAGE_TYPES, 'Immunity / TypeModifier: one of')),
  against: optional(list('string'), { description: 'VsBonus: the subtypes or traits it applies against' }),
});
const AttackEffect = model('MageWarsAttackEffect', 'An effect of an effect-table row (CB-19): condition markers or a push', {
  kind: { kind: 'string', description: 'condition or push' },
  condition: optional(kinds(CONDITION_IDS, 'kind condition: one of')),
  count: optional('int', { description: 'kind condition: how many markers' }),
});
const EffectRow = model('MageWarsEffectRow', 'A row of an effect table (CB-19): d12 results min..max (max null: open-ended, G5)', {
  min: 'int',
  max: nullable('int'),
  effects: list(() => AttackEffect),
});
export const MwAttackBarModel = model('MageWarsAttackBar', 'An attack bar (CB-2); a spell’s bar takes action and range from the spell (CB-4)', {
  name: 'string',
  action: { kind: 'string', description: 'quick or full' },
  kind: { kind: 'string', description: 'melee, ranged or barrier' },
  range: optional(() => MwRangeModel),
  damageTypes: list(kinds(DAMAGE_TYPES, 'Each one of')),
  dice: 'int',
  effects: list(() => EffectRow),
  traits: list(() => MwTraitModel),
  zone: optional('boolean', { description: 'CB-50: a zone attack' }),
  cost: optional('int', { description: 'CB-7 / AC-5: extra mana when declaring' }),
});
const Defense = model('MageWarsDefense', 'A defense (DF-1): the d12 to meet and the uses per round (null: every attack)', {
  minRoll: 'int',
  uses: nullable('int'),
  only: optional({ kind: 'string', description: 'DF-5: melee or ranged' }),
});
const SpellEffect = model('MageWarsSpellEffect', 'An instant effect of an incantation, revealed enchantment or ability; the fields of its kind', {
  kind: kinds(['heal', 'directDamage', 'condition', 'removeCondition', 'payToRemove', 'payToRemoveChosen', 'teleport', 'push', 'destroyEnchantment', 'counterSpell', 'defense'], 'One of'),
  dice: optional('int', { description: 'heal' }),
  amount: optional('int', { description: 'directDamage' }),
  damageType: optional('string', { description: 'directDamage' }),
  condition: optional(kinds(CONDITION_IDS, 'condition, removeCondition, payToRemove: one of')),
  count: optional('int', { description: 'condition' }),
  max: optional(nullable('int'), { description: 'payToRemoveChosen: at most this many (null: any number)' }),
  defense: optional(() => Defense, { description: 'defense' }),
});
const Ability = model('MageWarsAbility', 'A special action printed on a creature or equipment (AC-20)', {
  name: 'string',
  action: { kind: 'string', description: 'quick or full' },
  range: () => MwRangeModel,
  targets: list(kinds(TARGET_KINDS, 'Each one of')),
  cost: optional('int'),
  effects: list(() => SpellEffect),
});
const SchoolLevel = model('MageWarsSchoolLevel', 'A school of a spell and its level (SB-3)', { school: kinds(SCHOOLS, 'One of'), level: 'int' });
const CastFilter = model('MageWarsCastFilter', 'ST-19 / ST-29: what a Familiar or Spawnpoint may cast', { types: optional(list(kinds(SPELL_TYPES, 'Each one of'))), subtypes: optional(list('string')) });
const OnlyFor = model('MageWarsOnlyFor', 'SB-8: a spellbook limit to Mage classes or to a trained school', { classes: optional(list('string')), trainedIn: optional('string') });

@ObjectType('MageWarsCastCost', { description: 'A spell’s cost in GraphQL: a fixed amount, per level of the target (SP-1), or X chosen when cast (SP-3); exactly one is set' })
export class MwCastCostModel {
  @Field(() => Int, { nullable: true }) fixed!: number | null;
  @Field(() => Int, { nullable: true }) perTargetLevel!: number | null;
  @Field({ description: 'X: chosen when cast (SP-3)' }) variable!: boolean;
}

/** GraphQL: the rules core's cost (a number, "X" or { perTargetLevel }) as MageWarsCastCost. */
const castCost: FieldMiddleware = async (_ctx, next) => {
  const cost = (await next()) as CastCost;
  return { fixed: typeof cost === 'number' ? cost : null, perTargetLevel: typeof cost === 'object' ? cost.perTargetLevel : null, variable: cost === 'X' };
};
const COST_SCHEMA = {
  oneOf: [{ type: 'integer', minimum: 0 }, { type: 'string', enum: ['X'] }, { type: 'object', required: ['perTargetLevel'], properties: { perTargetLevel: { type: 'integer', minimum: 0 } } }],
  description: 'A number, X (chosen when cast, SP-3) or { perTargetLevel } (SP-1)',
};

/** §12: one ability of a Mage ability card, as hook data; the fields of its kind. Refers back to a card (innateSpell). */
@ObjectType('MageWarsMageAbility', { description: '§12: an ability of a Mage ability card (quickSummon, bond, reward, innateSpell, curseReturn or ward); the fields of its kind' })
export class MwMageAbilityModel {
  @Field() @ApiProperty({ enum: ['quickSummon', 'bond', 'reward', 'innateSpell', 'curseReturn', 'ward'] }) kind!: string;
  @Field() @ApiProperty({ description: 'The rule id (MG-…)' }) rule!: string;
  @Field(() => String, opt) @ApiProperty({ required: false, description: 'quickSummon, bond' }) subtype?: string;
  @Field(() => Int, opt) @ApiProperty({ required: false, description: 'quickSummon' }) maxLevel?: number;
  @Field(() => String, opt) @ApiProperty({ required: false, description: 'bond, ward' }) marker?: string;
  @Field(() => String, opt) @ApiProperty({ required: false, enum: ['mana', 'life'], description: 'bond' }) pay?: string;
  @Field(() => [MwTraitModel], opt) @ApiProperty({ type: [MwTraitModel], required: false, description: 'bond' }) grants?: unknown[];
  @Field(() => [MwTraitModel], opt) @ApiProperty({ type: [MwTraitModel], required: false, description: 'bond' }) grantsNearMage?: unknown[];
  @Field(() => Int, opt) @ApiProperty({ required: false, description: 'bond' }) healOnFirstLivingDamage?: number;
  @Field(() => String, opt) @ApiProperty({ required: false, enum: SCHOOLS, description: 'reward' }) school?: string;
  @Field(() => Int, opt) @ApiProperty({ required: false, description: 'reward' }) life?: number;
  @Field(() => MwCardDefinitionModel, opt) @ApiProperty({ type: () => MwCardDefinitionModel, required: false, description: 'innateSpell' }) card?: unknown;
  @Field(() => Int, opt) @ApiProperty({ type: Number, nullable: true, required: false, description: 'innateSpell: casts a round (null: as often as actions allow)' }) perRound?: number | null;
  @Field(() => Int, opt) @ApiProperty({ required: false, description: 'ward' }) cost?: number;
  @Field(() => Int, opt) @ApiProperty({ required: false, description: 'ward' }) absorb?: number;
}

@ObjectType('MageWarsCardDefinition', { description: 'A card definition (§7.1, §17.3): shipped or registered' })
export class MwCardDefinitionModel {
  @Field() @ApiProperty() id!: string;
  @Field() @ApiProperty() name!: string;
  @Field(() => String, opt) @ApiProperty({ required: false }) frenchName?: string;
  @Field() @ApiProperty({ enum: SPELL_TYPES }) type!: string;
  @Field(() => [String]) @ApiProperty({ type: [String] }) subtypes!: string[];
  @Field(() => [SchoolLevel]) @ApiProperty({ type: [SchoolLevel] }) schools!: unknown[];
  @Field() @ApiProperty({ enum: ['OR', 'AND'], description: 'SB-3 / SB-4' }) schoolJoin!: string;
  @Field(() => MwCastCostModel, { middleware: [castCost] }) @ApiProperty(COST_SCHEMA) cost!: CastCost;
  @Field() @ApiProperty({ enum: ['quick', 'full'] }) action!: string;
  @Field(() => MwRangeModel) @ApiProperty({ type: MwRangeModel }) range!: unknown;
  @Field(() => [String]) @ApiProperty({ type: [String], description: `Each one of ${TARGET_KINDS.join(', ')}` }) targets!: string[];
  @Field(() => [MwTraitModel]) @ApiProperty({ type: [MwTraitModel] }) traits!: unknown[];
  @Field(() => Int, opt) @ApiProperty({ required: false }) life?: number;
  @Field(() => Int, opt) @ApiProperty({ required: false }) armor?: number;
  @Field(() => Int, opt) @ApiProperty({ required: false }) channeling?: number;
  @Field(() => [MwAttackBarModel]) @ApiProperty({ type: [MwAttackBarModel] }) attacks!: unknown[];
  @Field(() => [Defense]) @ApiProperty({ type: [Defense] }) defenses!: unknown[];
  @Field(() => [Ability], opt) @ApiProperty({ type: [Ability], required: false, description: 'AC-20' }) abilities?: unknown[];
  @Field(() => Int, opt) @ApiProperty({ required: false, description: 'EN-8: paid when revealed' }) revealCost?: number;
  @Field(() => Int, opt) @ApiProperty({ required: false }) upkeep?: number;
  @Field(() => [String], opt) @ApiProperty({ type: [String], required: false, description: 'EQ-3' }) equipmentSlots?: string[];
  @Field(() => Boolean, opt) @ApiProperty({ required: false }) slotChoice?: boolean;
  @Field(() => [SpellEffect]) @ApiProperty({ type: [SpellEffect] }) effects!: unknown[];
  @Field(() => [MwTraitModel]) @ApiProperty({ type: [MwTraitModel] }) grants!: unknown[];
  @Field(() => [String], opt) @ApiProperty({ type: [String], required: false, description: 'EN-17: traits it takes away' }) removes?: string[];
  @Field(() => String, opt) @ApiProperty({ required: false, description: 'ST-27' }) grantsTo?: string;
  @Field(() => Boolean, opt) @ApiProperty({ required: false }) mandatory?: boolean;
  @Field(() => String, opt) @ApiProperty({ required: false, enum: ['attacked', 'targetedBySpell', 'enemyEntersZone'], description: 'EN-19' }) trigger?: string;
  @Field(() => Boolean, opt) @ApiProperty({ required: false, description: 'EN-18' }) singleUse?: boolean;
  @Field(() => Int, opt) @ApiProperty({ required: false, description: 'CB-38' }) removalRoll?: number;
  @Field(() => CastFilter, opt) @ApiProperty({ type: CastFilter, required: false }) castFilter?: unknown;
  @Field(() => [String], opt) @ApiProperty({ type: [String], required: false, description: 'EQ-8' }) spellbind?: string[];
  @Field(() => OnlyFor, opt) @ApiProperty({ type: OnlyFor, required: false }) onlyFor?: unknown;
  @Field(() => [MwMageAbilityModel], opt) @ApiProperty({ type: [MwMageAbilityModel], required: false, description: '§12: a Mage ability card’s abilities' }) mageAbilities?: MwMageAbilityModel[];
}
