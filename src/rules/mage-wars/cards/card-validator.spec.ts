// mage-wars §7.1 / §17.3 card definitions (rules/mage-wars.md): every check of the validator with the exact field it names
// and why, at each bound (whole numbers ≥ 0, d12 results 1..12, min ≤ max, ids of 1..100 characters), and the shapes it
// accepts (issue 15: the mutants of card-validator.ts). A refusal is `mage-wars/MD-3`, §7.1, §17.3.
import { MAGE_CLASSES } from './apprentice-spellbooks';
import { CONDITION_IDS, DAMAGE_TYPES, SCHOOLS, SPELL_TYPES, TARGET_KINDS, TRAIT_IDS, type CardDefinition } from './card-definition';
import { CardDefinitionError, validateCardDefinition, validateTrait } from './card-validator';
import { CARDS } from '../testing/fixtures';
import { refusal } from '../testing/card-refusal';

type Loose = Record<string, unknown>;
const wolf = CARDS.timberWolf as unknown as Loose;
const bite = CARDS.timberWolf.attacks[0] as unknown as Loose;
const bolt = CARDS.fireball.attacks[0] as unknown as Loose;
const row = { min: 7, max: 10, effects: [{ kind: 'condition', condition: 'Burn', count: 1 }] };
const with_ = (base: Loose, over: Loose): unknown => ({ ...base, ...over });
const withAttack = (over: Loose, base: Loose = wolf, bar: Loose = bite): unknown => ({ ...base, attacks: [{ ...bar, ...over }] });
const oneOf = (list: readonly string[]): string => `must be one of ${list.join(', ')}`;


describe('mage-wars §7.1 the card itself (MD-3)', () => {
  it.each<[string, unknown, string | null]>([
    ['null', null, '(root) must be an object'],
    ['a string', 'wolf', '(root) must be an object'],
    ['an empty id', with_(wolf, { id: '' }), 'id must be a string of 1..100 characters'],
    ['an id of 101 characters', with_(wolf, { id: 'x'.repeat(101) }), 'id must be a string of 1..100 characters'],
    ['an id of 100 characters', with_(wolf, { id: 'x'.repeat(100) }), null],
    ['a numeric id', with_(wolf, { id: 7 }), 'id must be a string of 1..100 characters'],
    ['an empty name', with_(wolf, { name: '' }), 'name must be a non-empty string'],
    ['a numeric name', with_(wolf, { name: 3 }), 'name must be a non-empty string'],
    ['an unknown type', with_(wolf, { type: 'spell' }), `type ${oneOf(SPELL_TYPES)}`],
    ['subtypes that are not a list', with_(wolf, { subtypes: 'Animal' }), 'subtypes must be a list'],
    ['a numeric subtype', with_(wolf, { subtypes: ['Animal', 3] }), 'subtypes[1] must be a string'],
    ['an unknown school', with_(wolf, { schools: [{ school: 'Chaos', level: 1 }] }), `schools[0].school ${oneOf(SCHOOLS)}`],
    ['a negative school level', with_(wolf, { schools: [{ school: 'Nature', level: -1 }] }), 'schools[0].level must be a whole number ≥ 0'],
    ['a fractional school level', with_(wolf, { schools: [{ school: 'Nature', level: 1.5 }] }), 'schools[0].level must be a whole number ≥ 0'],
    ['a school level of 0', with_(wolf, { schools: [{ school: 'Nature', level: 0 }] }), null],
    ['an unknown school join', with_(wolf, { schoolJoin: 'XOR' }), 'schoolJoin must be one of OR, AND'],
    ['a cost of "Y"', with_(wolf, { cost: 'Y' }), 'cost must be a whole number, "X" or { perTargetLevel }'],
    ['a negative cost', with_(wolf, { cost: -1 }), 'cost must be a whole number, "X" or { perTargetLevel }'],
    ['a null cost', with_(wolf, { cost: null }), 'cost must be a whole number, "X" or { perTargetLevel }'],
    ['a bad per-level cost', with_(wolf, { cost: { perTargetLevel: -2 } }), 'cost must be a whole number, "X" or { perTargetLevel }'],
    ['a cost of "X"', with_(wolf, { cost: 'X' }), null],
    ['a cost of 0', with_(wolf, { cost: 0 }), null],
    ['a per-level cost', with_(wolf, { cost: { perTargetLevel: 2 } }), null],
    ['an unknown action', with_(wolf, { action: 'slow' }), 'action must be one of quick, full'],
    ['a range that is not an object', with_(wolf, { range: 2 }), 'range must be { min, max }'],
    ['a null range', with_(wolf, { range: null }), 'range must be { min, max }'],
    ['a negative range min', with_(wolf, { range: { min: -1, max: 1 } }), 'range.min must be a whole number ≥ 0'],
    ['a fractional range max', with_(wolf, { range: { min: 0, max: 1.5 } }), 'range.max must be a whole number ≥ 0'],
    ['a range min above its max', with_(wolf, { range: { min: 2, max: 1 } }), 'range min must not exceed max (AR-4)'],
    ['a range min equal to its max', with_(wolf, { range: { min: 1, max: 1 } }), null],
    ['an unknown target kind', with_(wolf, { targets: ['zone', 'player'] }), `targets[1] ${oneOf(TARGET_KINDS)}`],
    ['targets that are not a list', with_(wolf, { targets: 'zone' }), 'targets must be a list'],
    ['a negative life', with_(wolf, { life: -1 }), 'life must be a whole number ≥ 0'],
    ['a fractional armor', with_(wolf, { armor: 0.5 }), 'armor must be a whole number ≥ 0'],
    ['a negative channeling', with_(wolf, { channeling: -1 }), 'channeling must be a whole number ≥ 0'],
    ['a negative upkeep', with_(wolf, { upkeep: -2 }), 'upkeep must be a whole number ≥ 0'],
    ['an upkeep of 0', with_(wolf, { upkeep: 0 }), null],
    ['a creature without life', with_(wolf, { life: undefined }), 'life is required for a creature'],
    ['a conjuration without life', with_(CARDS.stranglevine as unknown as Loose, { life: undefined }), 'life is required for a conjuration'],
    ['an incantation without life', CARDS.minorHeal, null],
    ['Mage abilities on a spell', with_(wolf, { mageAbilities: [] }), 'mageAbilities belong to Mage ability cards only (§12)'],
  ])('mage-wars/MD-3 %s', (_what, input, why) => expect(refusal(input)).toBe(why));

  it('mage-wars/MD-3 a well-formed definition is returned as it is', () => {
    expect(validateCardDefinition(CARDS.timberWolf)).toBe(CARDS.timberWolf);
    const e = new CardDefinitionError('life', 'is wrong');
    expect([e.field, e.why, e.message]).toEqual(['life', 'is wrong', 'card definition: life is wrong']);
  });
});

describe('mage-wars §7.1 traits (MD-3: an unknown trait is refused, never ignored)', () => {
  const trait = (t: unknown): string | null => refusal(with_(wolf, { traits: [t] }));
  const numbered = ['TypeModifier', 'Aegis', 'Regenerate', 'Tough', 'Armor', 'Life', 'Channeling', 'AttackDice', 'Piercing', 'Melee', 'Ranged', 'Charge', 'Bloodthirsty', 'VsBonus', 'Magebind', 'ManaDrain', 'ManaTransfer', 'Rage'];

  it.each<[string, unknown, string | null]>([
    ['not an object', 'Flying', 'traits[0] must be a trait object'],
    ['null', null, 'traits[0] must be a trait object'],
    ['an unknown id', { id: 'Teleporting' }, `traits[0].id ${oneOf(TRAIT_IDS)}`],
    ['a fractional value', { id: 'Armor', value: 1.5 }, 'traits[0].value must be an integer'],
    ['a string value', { id: 'Armor', value: '2' }, 'traits[0].value must be an integer'],
    ['a negative value', { id: 'Armor', value: -2 }, null],
    ['an unknown damage type', { id: 'Immunity', damageType: 'acid' }, `traits[0].damageType ${oneOf(DAMAGE_TYPES)}`],
    ['Immunity without a damage type', { id: 'Immunity' }, 'traits[0].damageType is required for Immunity'],
    ['a type modifier without a damage type', { id: 'TypeModifier', value: 2 }, 'traits[0].damageType is required for TypeModifier'],
    ['Immunity to flame', { id: 'Immunity', damageType: 'flame' }, null],
    ['a "+X vs" without what it is against', { id: 'VsBonus', value: 1 }, 'traits[0].against is required for VsBonus'],
    ['a "+X vs" against nothing', { id: 'VsBonus', value: 1, against: [] }, 'traits[0].against is required for VsBonus'],
    ['a "+X vs" against Dark', { id: 'VsBonus', value: 1, against: ['Dark'] }, null],
    ['Flying (no value)', { id: 'Flying' }, null],
  ])('mage-wars/MD-3 a trait %s', (_what, t, why) => expect(trait(t)).toBe(why));

  it.each(numbered)('mage-wars/MD-3 %s needs its value', (id) => {
    const damageType = id === 'TypeModifier' ? { damageType: 'flame' } : {};
    const against = id === 'VsBonus' ? { against: ['Dark'] } : {};
    expect(trait({ id, ...damageType, ...against })).toBe(`traits[0].value is required for ${id}`);
    expect(trait({ id, value: 0, ...damageType, ...against })).toBeNull();
  });

  it('mage-wars/MD-3 validateTrait names the field it is given', () => {
    expect(() => validateTrait({ id: 'Nope' }, 'grants[3]')).toThrow(expect.objectContaining({ field: 'grants[3].id' }));
    expect(refusal(with_(wolf, { grants: [{ id: 'Melee' }] }))).toBe('grants[0].value is required for Melee');
    expect(refusal(with_(wolf, { grants: 'Melee' }))).toBe('grants must be a list');
  });
});

describe('mage-wars §10 attack bars and effect rows (CB-2..CB-4, CB-19, CB-26)', () => {
  it.each<[string, unknown, string | null]>([
    ['not an object', with_(wolf, { attacks: ['Bite'] }), 'attacks[0] must be an attack bar'],
    ['without a name', withAttack({ name: '' }), 'attacks[0].name must be a non-empty string'],
    ['with a numeric name', withAttack({ name: 1 }), 'attacks[0].name must be a non-empty string'],
    ['with an unknown action', withAttack({ action: 'slow' }), 'attacks[0].action must be one of quick, full'],
    ['of an unknown kind', withAttack({ kind: 'special' }), 'attacks[0].kind must be one of melee, ranged, barrier'],
    ['ranged on a creature without a range', withAttack({ kind: 'ranged' }), 'attacks[0].range must be { min, max }'],
    ['ranged on a creature with a range', withAttack({ kind: 'ranged', range: { min: 1, max: 2 } }), null],
    ['ranged on an attack spell without a range (CB-4)', CARDS.fireball, null],
    ['ranged on an attack spell with a bad range', withAttack({ range: { min: 3, max: 1 } }, CARDS.fireball as unknown as Loose, bolt), 'attacks[0].range min must not exceed max (AR-4)'],
    ['melee with a bad range (ignored)', withAttack({ range: { min: 3, max: 1 } }), null],
    ['damage types that are not a list', withAttack({ damageTypes: 'flame' }), 'attacks[0].damageTypes must be a list'],
    ['an unknown damage type', withAttack({ damageTypes: ['flame', 'acid'] }), `attacks[0].damageTypes[1] ${oneOf(DAMAGE_TYPES)}`],
    ['negative dice', withAttack({ dice: -1 }), 'attacks[0].dice must be a whole number ≥ 0'],
    ['0 dice', withAttack({ dice: 0 }), null],
    ['effects that are not a list', withAttack({ effects: {} }), 'attacks[0].effects must be a list'],
    ['traits that are not a list', withAttack({ traits: null }), 'attacks[0].traits must be a list'],
    ['a bad trait', withAttack({ traits: [{ id: 'Doublestrike' }, { id: 'Nope' }] }), `attacks[0].traits[1].id ${oneOf(TRAIT_IDS)}`],
    ['a negative cost', withAttack({ cost: -1 }), 'attacks[0].cost must be a whole number ≥ 0'],
    ['a cost of 1', withAttack({ cost: 1 }), null],
    ['attacks that are not a list', with_(wolf, { attacks: null }), 'attacks must be a list'],
  ])('mage-wars/CB-2 an attack bar %s', (_what, input, why) => expect(refusal(input)).toBe(why));

  const withRow = (r: unknown): unknown => withAttack({ effects: [row, r] });
  it.each<[string, unknown, string | null]>([
    ['not an object', 7, 'attacks[0].effects[1] must be an effect row'],
    ['null', null, 'attacks[0].effects[1] must be an effect row'],
    ['a negative min', { ...row, min: -1 }, 'attacks[0].effects[1].min must be a whole number ≥ 0'],
    ['a fractional max', { ...row, max: 7.5 }, 'attacks[0].effects[1].max must be a whole number ≥ 0'],
    ['a max below its min', { ...row, min: 8, max: 7 }, 'attacks[0].effects[1].max must not be below min'],
    ['a max equal to its min', { ...row, min: 7, max: 7 }, null],
    ['an open top (max null)', { ...row, max: null }, null],
    ['effects that are not a list', { ...row, effects: 'Burn' }, 'attacks[0].effects[1].effects must be a list'],
    ['an unknown effect kind', { ...row, effects: [{ kind: 'push' }, { kind: 'burn' }] }, 'attacks[0].effects[1].effects[1].kind must be one of condition, push'],
    ['an unknown condition', { ...row, effects: [{ kind: 'condition', condition: 'Corrode', count: 1 }] }, `attacks[0].effects[1].effects[0].condition ${oneOf(CONDITION_IDS)}`],
    ['a negative count', { ...row, effects: [{ kind: 'condition', condition: 'Burn', count: -1 }] }, 'attacks[0].effects[1].effects[0].count must be a whole number ≥ 0'],
    ['a push (no condition, no count)', { ...row, effects: [{ kind: 'push' }] }, null],
  ])('mage-wars/CB-19 an effect row %s', (_what, r, why) => expect(refusal(withRow(r))).toBe(why));

  it('mage-wars/CB-26 one damage barrier per object', () => {
    const barrier = CARDS.thornBeast.attacks[1]!;
    expect(refusal({ ...CARDS.thornBeast, attacks: [CARDS.thornBeast.attacks[0], barrier, barrier] })).toBe('attacks hold at most one damage barrier (CB-26)');
    expect(refusal(CARDS.thornBeast)).toBeNull();
  });
});

describe('mage-wars §10.8 defenses and spell effects (DF-1, §7)', () => {
  const withDefense = (d: unknown): unknown => with_(wolf, { defenses: [d] });
  it.each<[string, unknown, string | null]>([
    ['not an object', 'Block', 'defenses[0] must be a defense'],
    ['a roll of 0', { minRoll: 0, uses: 1 }, 'defenses[0].minRoll must be a d12 result 1..12'],
    ['a roll of 13', { minRoll: 13, uses: 1 }, 'defenses[0].minRoll must be a d12 result 1..12'],
    ['a fractional roll', { minRoll: 6.5, uses: 1 }, 'defenses[0].minRoll must be a d12 result 1..12'],
    ['a roll of 1', { minRoll: 1, uses: 1 }, null],
    ['a roll of 12', { minRoll: 12, uses: 1 }, null],
    ['0 uses', { minRoll: 7, uses: 0 }, 'defenses[0].uses must be a whole number ≥ 1, or null for ∞'],
    ['fractional uses', { minRoll: 7, uses: 1.5 }, 'defenses[0].uses must be a whole number ≥ 1, or null for ∞'],
    ['unlimited uses', { minRoll: 7, uses: null }, null],
    ['an unknown attack kind', { minRoll: 7, uses: 1, only: 'zone' }, 'defenses[0].only must be one of melee, ranged'],
    ['ranged only', { minRoll: 7, uses: 1, only: 'ranged' }, null],
  ])('mage-wars/DF-1 a defense %s', (_what, d, why) => expect(refusal(withDefense(d))).toBe(why));

  const KINDS = ['heal', 'directDamage', 'condition', 'removeCondition', 'payToRemove', 'teleport', 'push', 'destroyEnchantment', 'counterSpell', 'defense'];
  const withEffect = (e: unknown): unknown => with_(CARDS.minorHeal as unknown as Loose, { effects: [e] });
  it.each<[string, unknown, string | null]>([
    ['not an object', 'heal', 'effects[0] must be an effect'],
    ['an unknown kind', { kind: 'resurrect' }, `effects[0].kind ${oneOf(KINDS)}`],
    ['a heal without dice', { kind: 'heal' }, 'effects[0].dice must be a whole number ≥ 0'],
    ['direct damage without an amount', { kind: 'directDamage' }, 'effects[0].amount must be a whole number ≥ 0'],
    ['direct damage of an unknown type', { kind: 'directDamage', amount: 2, damageType: 'acid' }, `effects[0].damageType ${oneOf(DAMAGE_TYPES)}`],
    ['direct flame damage', { kind: 'directDamage', amount: 2, damageType: 'flame' }, null],
    ['a condition without a count', { kind: 'condition', condition: 'Burn' }, 'effects[0].count must be a whole number ≥ 0'],
    ['an unknown condition', { kind: 'condition', condition: 'Corrode', count: 1 }, `effects[0].condition ${oneOf(CONDITION_IDS)}`],
    ['removing an unknown condition', { kind: 'removeCondition', condition: 'Corrode' }, `effects[0].condition ${oneOf(CONDITION_IDS)}`],
    ['paying to remove an unknown condition', { kind: 'payToRemove', condition: 'Corrode' }, `effects[0].condition ${oneOf(CONDITION_IDS)}`],
    ['removing Burn (no count)', { kind: 'removeCondition', condition: 'Burn' }, null],
    ['a bad defense', { kind: 'defense', defense: { minRoll: 0, uses: 1 } }, 'effects[0].defense.minRoll must be a d12 result 1..12'],
    ['a teleport', { kind: 'teleport' }, null],
  ])('mage-wars/MD-3 a spell effect %s', (_what, e, why) => expect(refusal(withEffect(e))).toBe(why));
});

describe('mage-wars §7 abilities, enchantments, equipment and limits (AC-20, EN-7, EN-19, EQ-1, SB-8)', () => {
  const cleric = CARDS.cleric as unknown as Loose;
  const heal = CARDS.cleric.abilities![0] as unknown as Loose;
  const withAbility = (over: Loose): unknown => with_(cleric, { abilities: [{ ...heal, ...over }] });
  it.each<[string, unknown, string | null]>([
    ['abilities that are not a list', with_(cleric, { abilities: 'Heal' }), 'abilities must be a list'],
    ['an ability without a name', withAbility({ name: '' }), 'abilities[0].name must be a non-empty string'],
    ['an ability with a numeric name', withAbility({ name: 2 }), 'abilities[0].name must be a non-empty string'],
    ['an ability with an unknown action', withAbility({ action: 'slow' }), 'abilities[0].action must be one of quick, full'],
    ['an ability with a bad range', withAbility({ range: { min: 2, max: 1 } }), 'abilities[0].range min must not exceed max (AR-4)'],
    ['an ability with an unknown target', withAbility({ targets: ['player'] }), `abilities[0].targets[0] ${oneOf(TARGET_KINDS)}`],
    ['an ability with a negative cost', withAbility({ cost: -1 }), 'abilities[0].cost must be a whole number ≥ 0'],
    ['an ability with a bad effect', withAbility({ effects: [{ kind: 'heal', dice: 1 }, { kind: 'heal' }] }), 'abilities[0].effects[1].dice must be a whole number ≥ 0'],
    ['an ability costing 2', withAbility({ cost: 2 }), null],
  ])('mage-wars/AC-20 %s', (_what, input, why) => expect(refusal(input)).toBe(why));

  const block = CARDS.block as unknown as Loose;
  const bracers = CARDS.bracers as unknown as Loose;
  it.each<[string, unknown, string | null]>([
    ['an enchantment costing 3', with_(block, { cost: 3 }), 'cost of an enchantment is always 2 (EN-7)'],
    ['an enchantment without a reveal cost', with_(block, { revealCost: undefined }), 'revealCost must be a whole number ≥ 0'],
    ['an enchantment with a reveal cost of 0', with_(block, { revealCost: 0 }), null],
    ['a reveal cost on a creature', with_(wolf, { revealCost: 1 }), 'revealCost is only for enchantments'],
    ['equipment slots that are not a list', with_(bracers, { equipmentSlots: 'wrists' }), 'equipmentSlots must be a list'],
    ['a numeric equipment slot', with_(bracers, { equipmentSlots: ['wrists', 2] }), 'equipmentSlots[1] must be a string'],
    ['equipment slots on a creature', with_(wolf, { equipmentSlots: ['wrists'] }), 'equipmentSlots is only for equipment'],
    ['an unknown trigger', with_(block, { trigger: 'cast' }), 'trigger must be one of attacked, targetedBySpell, enemyEntersZone'],
    ['a mandatory enchantment without a trigger', with_(block, { trigger: undefined }), 'trigger is required for a mandatory enchantment (EN-19)'],
    ['a trigger on an optional enchantment', with_(block, { mandatory: false }), null],
    ['a negative removal roll', with_(block, { removalRoll: -1 }), 'removalRoll must be a whole number ≥ 0'],
    ['removing an unknown trait', with_(block, { removes: ['Flying', 'Nope'] }), `removes[1] ${oneOf(TRAIT_IDS)}`],
    ['removes that are not a list', with_(block, { removes: 'Flying' }), 'removes must be a list'],
    ['a cast filter of an unknown type', with_(wolf, { castFilter: { types: ['creature', 'spell'] } }), `castFilter.types[1] ${oneOf(SPELL_TYPES)}`],
    ['a cast filter by subtype only', with_(wolf, { castFilter: { subtypes: ['Animal'] } }), null],
    ['"only for" that is not an object', with_(wolf, { onlyFor: 'Wizard' }), 'onlyFor must be { classes?, trainedIn? }'],
    ['"only for" null', with_(wolf, { onlyFor: null }), 'onlyFor must be { classes?, trainedIn? }'],
    ['"only for" an unknown class', with_(wolf, { onlyFor: { classes: ['Wizard', 'Druid'] } }), `onlyFor.classes[1] ${oneOf(MAGE_CLASSES)}`],
    ['"only for" classes that are not a list', with_(wolf, { onlyFor: { classes: 'Wizard' } }), 'onlyFor.classes must be a list'],
    ['"only for" an unknown school', with_(wolf, { onlyFor: { trainedIn: 'Chaos' } }), `onlyFor.trainedIn ${oneOf(SCHOOLS)}`],
    ['"only for" Wizards trained in Fire', with_(wolf, { onlyFor: { classes: ['Wizard'], trainedIn: 'Fire' } }), null],
  ])('mage-wars/EN-7 mage-wars/SB-8 %s', (_what, input, why) => expect(refusal(input)).toBe(why));

  it('mage-wars/MD-3 lists of defenses and effects must be lists', () => {
    expect(refusal(with_(wolf, { defenses: 'Block' }))).toBe('defenses must be a list');
    expect(refusal(with_(wolf, { effects: 'heal' }))).toBe('effects must be a list');
    expect(refusal(with_(wolf, { traits: 'Flying' }))).toBe('traits must be a list');
    expect(refusal(with_(wolf, { schools: 'Nature' }))).toBe('schools must be a list');
  });

  it('mage-wars/MD-3 every fixture card is well formed', () => {
    for (const c of Object.values(CARDS) as CardDefinition[]) expect(refusal(c)).toBeNull();
  });
});
