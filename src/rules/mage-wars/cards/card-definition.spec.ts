// mage-wars §7.1 the vocabulary of a card (rules/mage-wars.md; seed 785-795, 1433-1489, 1491-1502, 1843-1894): the spell
// types, the ten schools (§13.2), the damage types (§10.4), this set's condition markers (§11.1, §11.4), target kinds (SP-3)
// and the traits the server applies (MD-3); a spell's level (SP-1, TV-40, TV-41) (issue 15: the mutants of
// card-definition.ts).
import { CONDITION_IDS, DAMAGE_TYPES, SCHOOLS, SPELL_TYPES, TARGET_KINDS, TRAIT_IDS, hasTrait, spellLevel } from './card-definition';

describe('mage-wars §7.1 card vocabulary', () => {
  it('mage-wars/MD-3 the lists a definition is checked against', () => {
    expect(SPELL_TYPES).toEqual(['attack', 'incantation', 'creature', 'conjuration', 'enchantment', 'equipment']);
    expect(SCHOOLS).toEqual(['Dark', 'Mind', 'Holy', 'Arcane', 'Nature', 'War', 'Earth', 'Air', 'Water', 'Fire']);
    expect(DAMAGE_TYPES).toEqual(['flame', 'hydro', 'light', 'lightning', 'poison', 'psychic', 'wind']);
    expect(CONDITION_IDS).toEqual(['Burn', 'Rot', 'Weak', 'Cripple', 'Daze', 'Stun', 'Sleep', 'Taunt']);
    expect(TARGET_KINDS).toEqual(['creature', 'conjuration', 'object', 'zone', 'border', 'mage', 'enchantment']);
  });

  it('mage-wars/MD-3 the 52 traits the server applies, none twice', () => {
    expect(TRAIT_IDS).toEqual([
      'Flying', 'Fast', 'Slow', 'Elusive', 'Insignificant', 'Climbing', 'Unmovable', 'Uncontainable',
      'Living', 'Nonliving', 'Incorporeal', 'Burnproof', 'FiniteLife', 'PoisonImmunity', 'PsychicImmunity', 'Immunity',
      'TypeModifier', 'Aegis', 'Regenerate', 'Tough', 'Armor', 'Life', 'Channeling', 'AttackDice',
      'Piercing', 'Melee', 'Ranged', 'Charge', 'Bloodthirsty', 'Counterstrike', 'Doublestrike', 'Triplestrike', 'Reach',
      'Ethereal', 'Unavoidable', 'Sweeping', 'Vampiric', 'VsBonus', 'ManaDrain', 'ManaTransfer', 'Rage',
      'Novice', 'Epic', 'Legendary', 'Unique', 'MageOnly', 'ZoneExclusive', 'Magebind', 'Spellbind',
      'PassageBlocked', 'PassageAttack', 'BlocksLoS',
    ]);
    expect(new Set(TRAIT_IDS).size).toBe(TRAIT_IDS.length);
  });

  it.each<[string, Parameters<typeof spellLevel>[0], number]>([
    ['no school', { schools: [], schoolJoin: 'OR' }, 0],
    ['one school', { schools: [{ school: 'Fire', level: 3 }], schoolJoin: 'OR' }, 3],
    ['Fire 2 & Dark 4 (AND: the sum, TV-41)', { schools: [{ school: 'Fire', level: 2 }, { school: 'Dark', level: 4 }], schoolJoin: 'AND' }, 6],
    ['Fire 3 or Dark 2 (OR: the lowest, TV-40)', { schools: [{ school: 'Fire', level: 3 }, { school: 'Dark', level: 2 }], schoolJoin: 'OR' }, 2],
  ])('mage-wars/SP-1 the level of a spell of %s is %d', (_what, card, level) => expect(spellLevel(card)).toBe(level));

  it('mage-wars/MD-3 a trait is found by its id only', () => {
    expect(hasTrait([{ id: 'Armor', value: 0 }, { id: 'Flying' }], 'Flying')).toBe(true);
    expect(hasTrait([{ id: 'Armor', value: 2 }], 'Flying')).toBe(false);
    expect(hasTrait([], 'Flying')).toBe(false);
  });
});
