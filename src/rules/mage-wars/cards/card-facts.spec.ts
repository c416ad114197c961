// mage-wars §13.6 card facts (rules/mage-wars.md; seed lines per row): a registered card that contradicts what the book
// prints is refused (MD-3), each checked field named with the book's value; fields the book does not state are free
// (issue 15: the mutants of card-facts.ts).
import { CARDS } from '../testing/fixtures';
import type { CardDefinition } from './card-definition';
import { CARD_FACTS, assertAgreesWithFacts, factConflicts, factFor } from './card-facts';

const fact = (cardId: string) => factFor(cardId)!;

describe('mage-wars §13.6 card facts (MD-3)', () => {
  it.each<[string, CardDefinition, string[]]>([
    ['a card the book says nothing about', { ...CARDS.timberWolf, id: 'unknown-beast', cost: 99 }, []],
    ['Fireball as printed', CARDS.fireball, []],
    ['Fireball as an incantation', { ...CARDS.fireball, type: 'incantation' }, ['type (the book: attack)']],
    ['Fireball costing "X"', { ...CARDS.fireball, cost: 'X' }, ['cost (the book: 8)']],
    ['Sleep at any cost (the book gives no number)', { ...CARDS.sleep, cost: 3 }, []],
    ['a level-1 Timber Wolf that is not an Animal', { ...CARDS.timberWolf, subtypes: ['Canine'], schools: [{ school: 'Nature', level: 1 }] }, ['level (the book: 2)', 'subtypes (the book: Animal)']],
    ['a Knight with Lightning +1', { ...CARDS.knight, traits: [{ id: 'TypeModifier', damageType: 'lightning', value: 1 }] }, ['traits (the book: TypeModifier)']],
    ['a Knight with Flame +2', { ...CARDS.knight, traits: [{ id: 'TypeModifier', damageType: 'flame', value: 2 }] }, ['traits (the book: TypeModifier)']],
    ['Harmonize granting its Magebind instead of carrying it', { ...CARDS.harmonize, traits: [], grants: [{ id: 'Magebind', value: 2 }] }, []],
    ['Block with a reveal cost of 1, not mandatory', { ...CARDS.block, revealCost: 1, mandatory: undefined }, ['revealCost (the book: 2)', 'mandatory (the book: true)']],
    ['a Lair of Channeling 1', { ...CARDS.lair, channeling: 1 }, ['channeling (the book: 2)']],
    ['an Imp of Armor 3', { ...CARDS.imp, armor: 3 }, ['armor (the book: 2)']],
    ['a Mage Wand binding any spell', { ...CARDS.mageWand, spellbind: ['incantation', 'attack'] }, ['spellbind (the book: incantations only)']],
    ['a Mage Wand without Spellbind', { ...CARDS.mageWand, traits: [] }, ['traits (the book: Spellbind)', 'spellbind (the book: incantations only)']],
    ['a Mage Wand without its bound types', { ...CARDS.mageWand, spellbind: undefined }, ['spellbind (the book: incantations only)']],
  ])('mage-wars/MD-3 %s', (_what, card, conflicts) => expect(factConflicts(card)).toEqual(conflicts));

  it('mage-wars/MD-3 a contradiction is refused with every conflict named', () => {
    expect(() => assertAgreesWithFacts({ ...CARDS.fireball, cost: 7, type: 'incantation' })).toThrow(
      expect.objectContaining({ ruleId: 'mage-wars/MD-3', section: '§13.6', message: 'card definition fireball contradicts the rulebook: type (the book: attack); cost (the book: 8)' }),
    );
    expect(() => assertAgreesWithFacts(CARDS.fireball)).not.toThrow();
  });

  it('mage-wars/MD-3 every row names its card once, with its French name, what it states and its seed lines', () => {
    expect(new Set(CARD_FACTS.map((f) => f.cardId)).size).toBe(CARD_FACTS.length);
    for (const f of CARD_FACTS) {
      expect([f.cardId, f.frenchName.length > 0, f.fact.length > 0, /^\d+(, \d+)*$/.test(f.seed)]).toEqual([f.cardId, true, true, true]);
      expect(factFor(f.cardId)).toBe(f);
    }
    expect(factFor('nothing')).toBeUndefined();
    expect(fact('adramelech')).toMatchObject({ type: 'creature', level: 6 });
  });
});
