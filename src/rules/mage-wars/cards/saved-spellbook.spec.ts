// mage-wars §13.1 saved spellbooks: validated on every change, refused with the rule, the card and the points counted.
import { CARDS } from '../testing/fixtures';
import type { CardDefinition } from './card-definition';
import { evolveSpellbook, saveSpellbook, SpellbookRefused } from './saved-spellbook';

// SB-8: the Lair is Beastmaster only (seed 1888).
const defs: CardDefinition[] = [CARDS.fireball, CARDS.flameblast, { ...CARDS.lair, onlyFor: { classes: ['Beastmaster'] } }];

describe('mage-wars saved spellbooks', () => {
  it('mage-wars/SB-2 a Warlock book is priced at its trained schools and each save is a new version', () => {
    const first = saveSpellbook({ name: 'fire', mageClass: 'Warlock', cards: ['fireball', 'fireball', 'flameblast'], definitions: defs });
    expect(first.data.total).toBe(2 + 2 + 1);
    const v1 = evolveSpellbook(null, first);
    const v2 = evolveSpellbook(v1, saveSpellbook({ ...first.data, cards: ['fireball'] }));
    expect([v1.version, v2.version, v2.cards]).toEqual([1, 2, ['fireball']]);
  });

  it('mage-wars/SB-8 mage-wars/SB-1 a broken book is refused naming the rule, the card and the points', () => {
    const refuse = (cards: string[]) => {
      try {
        saveSpellbook({ name: 'x', mageClass: 'Warlock', cards, definitions: defs });
      } catch (e) {
        return e as SpellbookRefused;
      }
      throw new Error('accepted');
    };
    const lair = refuse(['lair']);
    expect([lair.ruleId, lair.message]).toEqual(['mage-wars/SB-8', expect.stringContaining('lair')]);
    const expensive = refuse(Array.from({ length: 31 }, (_, i) => (i < 4 ? 'fireball' : 'flameblast') as string).concat(Array.from({ length: 60 }, () => 'lair')));
    expect(expensive.check.refusals.map((r) => r.rule)).toEqual(expect.arrayContaining(['mage-wars/SB-6', 'mage-wars/SB-8', 'mage-wars/SB-1']));
  });

  it('mage-wars/SB-2 only the Wizard names an elemental school', () => {
    expect(() => saveSpellbook({ name: 'x', mageClass: 'Warlock', element: 'Air', cards: ['fireball'], definitions: defs })).toThrow(expect.objectContaining({ ruleId: 'mage-wars/SB-2' }));
    expect(saveSpellbook({ name: 'x', mageClass: 'Wizard', element: 'Fire', cards: ['fireball'], definitions: defs }).data.total).toBe(2);
  });
});
