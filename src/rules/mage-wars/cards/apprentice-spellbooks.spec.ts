// mage-wars §13.5 apprentice and §13.4 starter spellbooks, and the starter cards' schools (rules/mage-wars.md; seed 132-290,
// 1671-1679, 1764, 1857-1861, 1888-1890, 1966-1976): every entry well formed (a kebab-case card id, a count, a type, its
// printed French name), the book ids, the expansion into one id per card, and the school facts the books are priced with
// (issue 15: the mutants of apprentice-spellbooks.ts, starter-spellbooks.ts and starter-card-facts.ts, tables of data).
import { APPRENTICE_SPELLBOOKS, APPRENTICE_SPELLBOOK_IDS, MAGE_CLASSES, expandSpellbook, type SpellbookEntry } from './apprentice-spellbooks';
import { SCHOOLS, SPELL_TYPES } from './card-definition';
import { STARTER_CARD_FACTS, STARTER_WIZARD_ELEMENT } from './starter-card-facts';
import { STARTER_BOOK_SIZES, STARTER_SPELLBOOKS, STARTER_SPELLBOOK_IDS } from './starter-spellbooks';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const rows = (books: Readonly<Record<string, readonly SpellbookEntry[]>>): [string, number, SpellbookEntry][] =>
  Object.entries(books).flatMap(([m, list]) => list.map((entry, i) => [m, i, entry] as [string, number, SpellbookEntry]));

describe('mage-wars §13.4 / §13.5 spellbook lists', () => {
  it.each([...rows(APPRENTICE_SPELLBOOKS).map((r) => ['apprentice', ...r] as const), ...rows(STARTER_SPELLBOOKS).map((r) => ['starter', ...r] as const)])(
    'mage-wars/MD-1 the %s %s book, entry %d: well formed',
    (_kind, _mage, _i, entry) => {
      expect(entry.cardId).toMatch(KEBAB);
      expect(entry.count).toBeGreaterThanOrEqual(1);
      expect(SPELL_TYPES).toContain(entry.type);
      expect(entry.frenchName.trim()).not.toBe('');
      if (entry.englishName !== null) expect(entry.englishName.trim()).not.toBe('');
      expect(Object.keys(entry).sort()).toEqual(['cardId', 'count', 'englishName', 'frenchName', 'type']);
    },
  );

  it('mage-wars/MD-1 the four Mages and their book ids', () => {
    expect(MAGE_CLASSES).toEqual(['Beastmaster', 'Priestess', 'Warlock', 'Wizard']);
    expect(APPRENTICE_SPELLBOOK_IDS).toEqual({ 'apprentice-beastmaster': 'Beastmaster', 'apprentice-priestess': 'Priestess', 'apprentice-warlock': 'Warlock', 'apprentice-wizard': 'Wizard' });
    expect(STARTER_SPELLBOOK_IDS).toEqual({ 'starter-beastmaster': 'Beastmaster', 'starter-priestess': 'Priestess', 'starter-warlock': 'Warlock', 'starter-wizard': 'Wizard' });
    expect(STARTER_BOOK_SIZES).toEqual({ Beastmaster: 68, Priestess: 55, Warlock: 59, Wizard: 59 });
    for (const m of MAGE_CLASSES) expect([m, expandSpellbook(STARTER_SPELLBOOKS[m]).length]).toEqual([m, STARTER_BOOK_SIZES[m]]);
  });

  it('mage-wars/MD-1 a list expands to one card id per physical card, in list order', () => {
    expect(expandSpellbook([{ cardId: 'a', count: 2 }, { cardId: 'b', count: 1 }, { cardId: 'c', count: 0 }])).toEqual(['a', 'a', 'b']);
    expect(expandSpellbook(APPRENTICE_SPELLBOOKS.Beastmaster).slice(0, 5)).toEqual(['staff-of-beasts', 'elemental-cloak', 'bearskin', 'stranglevine', 'stranglevine']);
  });

  it('mage-wars/SB-2 every card of the starter books has a school and level fact or a declared assumption', () => {
    const ids = new Set(rows(STARTER_SPELLBOOKS).map(([, , entry]) => entry.cardId));
    for (const id of ids) expect([id, STARTER_CARD_FACTS[id] !== undefined]).toEqual([id, true]);
  });
});

describe('mage-wars §13.6 starter card facts (SB-2, SB-8)', () => {
  it.each(Object.entries(STARTER_CARD_FACTS))('mage-wars/SB-2 %s: schools, join, basis and source', (_id, f) => {
    expect(f.schools.length).toBeGreaterThan(0);
    for (const s of f.schools) {
      expect(SCHOOLS).toContain(s.school);
      expect(Number.isInteger(s.level) && s.level >= 0).toBe(true);
    }
    expect(['OR', 'AND']).toContain(f.join);
    expect(['fact', 'assumption']).toContain(f.basis);
    expect(f.source.trim()).not.toBe('');
    if (f.basis === 'fact') expect(f.source).toMatch(/^seed \d+/);
    else expect(f.source).toMatch(/^not in the seed/);
  });

  it('mage-wars/SB-2 the rows the book states: the Elemental Wand (OR), Adramelech (AND), the Animals and the Lair', () => {
    expect(STARTER_CARD_FACTS['elemental-wand']).toMatchObject({ join: 'OR', basis: 'fact', schools: ['Earth', 'Water', 'Air', 'Fire'].map((school) => ({ school, level: 2 })) });
    expect(STARTER_CARD_FACTS.adramelech).toEqual({ schools: [{ school: 'Fire', level: 2 }, { school: 'Dark', level: 4 }], join: 'AND', basis: 'fact', source: 'seed 1861 (TV-41): Fire 2 & Dark 4, level 6', subtypes: ['Demon'] });
    expect(STARTER_CARD_FACTS['timber-wolf']).toMatchObject({ schools: [{ school: 'Nature', level: 2 }], join: 'OR', subtypes: ['Animal'] });
    expect(STARTER_CARD_FACTS.lair).toMatchObject({ basis: 'assumption', source: 'not in the seed: level assumed; the restriction is a fact', onlyFor: { classes: ['Beastmaster'] }, subtypes: ['Spawnpoint'] });
    expect(STARTER_CARD_FACTS['temple-of-asyra']).toMatchObject({ onlyFor: { trainedIn: 'Holy' } });
    expect(STARTER_WIZARD_ELEMENT).toBe('Air');
  });
});
