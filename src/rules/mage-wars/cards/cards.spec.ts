// mage-wars §7.1 / §13.5 / §13.6 cards as data: the validator names the bad field, unknown traits are refused (MD-3),
// definitions must agree with the book's facts, and the apprentice lists are shipped as printed.
import { ruleOf } from '../../core/testing/helpers';
import { RuleViolation } from '../../core/rule-violation';
import { CARDS } from '../testing/fixtures';
import { APPRENTICE_SPELLBOOKS, MAGE_CLASSES, expandSpellbook } from './apprentice-spellbooks';
import { spellLevel, type CardDefinition } from './card-definition';
import { CARD_FACTS, factConflicts } from './card-facts';
import { validateCardDefinition } from './card-validator';
import { apprenticeMageCard } from './mages';

const messageOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return e.message;
  }
  return '';
};

describe('mage-wars §7.1 card definitions', () => {
  it('mage-wars/MD-3 mage-wars/CB-2 a well-formed definition passes, every fixture included', () => {
    for (const c of Object.values(CARDS)) expect(validateCardDefinition(c)).toBe(c);
  });

  it.each([
    ['attacks[0].dice', { ...CARDS.timberWolf, attacks: [{ ...CARDS.timberWolf.attacks[0], dice: -1 }] }],
    ['traits[0].id', { ...CARDS.timberWolf, traits: [{ id: 'Teleporting' }] }],
    ['traits[0].damageType', { ...CARDS.timberWolf, traits: [{ id: 'Immunity' }] }],
    ['range', { ...CARDS.fireball, range: { min: 3, max: 1 } }],
    ['life', { ...CARDS.timberWolf, life: undefined }],
    ['cost', { ...CARDS.block, cost: 3 }],
    ['schools[0].school', { ...CARDS.fireball, schools: [{ school: 'Chaos', level: 1 }] }],
    ['defenses[0].minRoll', { ...CARDS.bracers, defenses: [{ minRoll: 13, uses: 1 }] }],
    ['attacks[0].effects[0].effects[0].condition', { ...CARDS.fireball, attacks: [{ ...CARDS.fireball.attacks[0], effects: [{ min: 7, max: null, effects: [{ kind: 'condition', condition: 'Corrode', count: 1 }] }] }] }],
    ['trigger', { ...CARDS.block, trigger: undefined }],
    ['effects[0].kind', { ...CARDS.minorHeal, effects: [{ kind: 'resurrect' }] }],
    ['effects[0].defense.minRoll', { ...CARDS.block, effects: [{ kind: 'defense', defense: { minRoll: 0, uses: 1 } }] }],
    ['attacks', { ...CARDS.thornBeast, attacks: [...CARDS.thornBeast.attacks, CARDS.thornBeast.attacks[1]] }],
  ])('mage-wars/MD-3 mage-wars/CB-2 refuses a bad %s and names it', (field, card) => {
    expect(ruleOf(() => validateCardDefinition(card as unknown as CardDefinition))).toBe('mage-wars/MD-3');
    expect(messageOf(() => validateCardDefinition(card as unknown as CardDefinition))).toContain(field);
  });

  it('mage-wars/CB-26 one damage barrier per object: a second barrier bar is refused', () => {
    const twice = { ...CARDS.thornBeast, attacks: [...CARDS.thornBeast.attacks, CARDS.thornBeast.attacks[1]] };
    expect(messageOf(() => validateCardDefinition(twice))).toContain('CB-26');
    expect(validateCardDefinition(CARDS.thornBeast)).toBe(CARDS.thornBeast);
  });
});

describe('mage-wars §13.6 card facts', () => {
  it('mage-wars/MD-3 definitions that agree with the book have no conflicts (Fireball 8, Block reveal 2, Timber Wolf level 2)', () => {
    expect(factConflicts(CARDS.fireball)).toEqual([]);
    expect(factConflicts(CARDS.block)).toEqual([]);
    expect(factConflicts(CARDS.timberWolf)).toEqual([]);
    expect(factConflicts(CARDS.knight)).toEqual([]);
    expect(factConflicts(CARDS.imp)).toEqual([]);
    expect(factConflicts(CARDS.harmonize)).toEqual([]);
  });

  it('mage-wars/TV-08 a Fireball costing 7, an Imp without Flame immunity, a level-1 wolf are refused', () => {
    expect(factConflicts({ ...CARDS.fireball, cost: 7 })).toEqual(['cost (the book: 8)']);
    expect(factConflicts({ ...CARDS.imp, traits: [] })).toEqual(['traits (the book: Immunity)']);
    expect(factConflicts({ ...CARDS.timberWolf, schools: [{ school: 'Nature', level: 1 }] })).toEqual(['level (the book: 2)']);
  });

  it('every §13.6 row is shipped as typed data', () => {
    expect(CARD_FACTS.length).toBeGreaterThanOrEqual(40);
    expect(CARD_FACTS.find((f) => f.cardId === 'lair')).toMatchObject({ channeling: 2, subtypes: ['Spawnpoint'] });
  });

  it('mage-wars/TV-41 mage-wars/TV-40 levels: Adramelech (Fire 2 & Dark 4) is level 6; the Elemental Wand (2 OR …) level 2', () => {
    expect(spellLevel({ schools: [{ school: 'Fire', level: 2 }, { school: 'Dark', level: 4 }], schoolJoin: 'AND' })).toBe(6);
    expect(spellLevel({ schools: ['Earth', 'Water', 'Air', 'Fire'].map((s) => ({ school: s as 'Fire', level: 2 })), schoolJoin: 'OR' })).toBe(2);
  });
});

describe('mage-wars §13.5 apprentice spellbooks', () => {
  it.each([
    ['Beastmaster', 33, { equipment: 3, conjuration: 2, creature: 10, enchantment: 8, incantation: 7, attack: 3 }],
    ['Priestess', 30, { equipment: 3, conjuration: 0, creature: 8, enchantment: 9, incantation: 7, attack: 3 }],
    ['Warlock', 30, { equipment: 3, conjuration: 0, creature: 9, enchantment: 8, incantation: 6, attack: 4 }],
    ['Wizard', 30, { equipment: 5, conjuration: 0, creature: 7, enchantment: 7, incantation: 7, attack: 4 }],
  ] as const)('%s: %i cards, by type as printed (A6)', (mage, total, byType) => {
    const list = APPRENTICE_SPELLBOOKS[mage];
    expect(expandSpellbook(list)).toHaveLength(total);
    for (const [type, n] of Object.entries(byType)) expect(list.filter((e) => e.type === type).reduce((a, e) => a + e.count, 0)).toBe(n);
  });

  it('mage-wars/MD-2 every apprentice Mage: level-6 creature, Channeling 10, Life 24, Armor 0, one 3-die melee attack', () => {
    for (const m of MAGE_CLASSES) {
      const card = apprenticeMageCard(m);
      expect(card).toMatchObject({ life: 24, armor: 0, channeling: 10 });
      expect(card.attacks).toEqual([expect.objectContaining({ kind: 'melee', dice: 3, traits: [] })]);
    }
  });
});
