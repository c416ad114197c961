// mage-wars §13.1 spellbook building (rules/mage-wars.md; seed 1843-1894), §13.4 the starter books, and full-mode creation
// (§1, §12.0): SB-1..SB-10, TV-40..TV-44. Each rule has a book it accepts and a book it refuses, so a no-op fails.
import { deciderSpec } from '../../core/testing/given';
import { mageWars } from '../index';
import { CARDS, createCommand } from '../testing/fixtures';
import { starterCatalogue } from '../testing/starter-catalogue';
import { MAGE_CLASSES, expandSpellbook, type MageClass } from './apprentice-spellbooks';
import type { CardDefinition } from './card-definition';
import { mageTraining } from './mages';
import { priceSpell, validateSpellbook } from './spellbook';
import { STARTER_CARD_FACTS } from './starter-card-facts';
import { STARTER_BOOK_SIZES, STARTER_SPELLBOOKS } from './starter-spellbooks';

// The starter books' totals under starter-card-facts.ts (its facts and declared assumptions): each within 120 (SB-1).
const STARTER_TOTALS: Record<MageClass, number> = { Beastmaster: 120, Priestess: 118, Warlock: 120, Wizard: 120 };

const given = deciderSpec(mageWars);
const spell = (id: string, over: Partial<CardDefinition> = {}): CardDefinition => ({
  id, name: id, type: 'incantation', subtypes: [], schools: [{ school: 'Nature', level: 1 }], schoolJoin: 'OR', cost: 2, action: 'quick',
  range: { min: 0, max: 1 }, targets: ['creature'], traits: [], attacks: [], defenses: [], effects: [], grants: [], ...over,
});
const lvl = (school: CardDefinition['schools'][number]['school'], level: number) => ({ school, level });
const copies = (id: string, n: number): string[] => Array.from({ length: n }, () => id);
const BM = mageTraining('Beastmaster');
const WL = mageTraining('Warlock');
const WZ_FIRE = mageTraining('Wizard', 'Fire');
const rulesOf = (r: ReturnType<typeof validateSpellbook>) => r.refusals.map((x) => x.rule);

describe('mage-wars §13.1 spell costs (SB-2..SB-5)', () => {
  const wand = spell('elemental-wand', { type: 'equipment', schools: [lvl('Earth', 2), lvl('Water', 2), lvl('Air', 2), lvl('Fire', 2)] });
  const adramelech = spell('adramelech', { type: 'creature', schools: [lvl('Fire', 2), lvl('Dark', 4)], schoolJoin: 'AND', life: 20 });
  it.each([
    ['mage-wars/SB-3 TV-40 the Warlock pays the Elemental Wand (level 2, Earth OR Water OR Air OR Fire) as Fire', WL, wand, 2, 'mage-wars/SB-3'],
    ['mage-wars/SB-3 the Beastmaster (Fire ×3) pays it in a neutral element: 4, not 6', BM, wand, 4, 'mage-wars/SB-3'],
    ['mage-wars/SB-4 TV-41 Adramelech (Fire 2 & Dark 4): the Wizard trained in Fire pays 2 + 4×2', WZ_FIRE, adramelech, 10, 'mage-wars/SB-4'],
    ['mage-wars/SB-4 TV-41 the Warlock (Fire and Dark) pays 6', WL, adramelech, 6, 'mage-wars/SB-4'],
    ['mage-wars/SB-2 TV-42 a level-3 Nature spell costs the Beastmaster 3', BM, spell('n3', { schools: [lvl('Nature', 3)] }), 3, 'mage-wars/SB-2'],
    ['mage-wars/SB-2 TV-42 a level-3 War spell costs him 6', BM, spell('w3', { schools: [lvl('War', 3)] }), 6, 'mage-wars/SB-2'],
    ['mage-wars/SB-2 TV-42 a level-3 Fire spell costs him 9 (opposed, ×3)', BM, spell('f3', { schools: [lvl('Fire', 3)] }), 9, 'mage-wars/SB-2'],
    ['mage-wars/SB-5 TV-43 a Novice spell costs 1 whatever the school and level', BM, spell('nov', { schools: [lvl('Fire', 3)], traits: [{ id: 'Novice' }] }), 1, 'mage-wars/SB-5'],
  ])('%s', (_title, mage, card, points, rule) => {
    expect(priceSpell(mage, card)).toMatchObject({ points, rule });
  });

  it('mage-wars/SB-1 mage-wars/SB-2 a book at exactly the Mage\'s points is valid; one point more is refused, naming the points', () => {
    const n3 = spell('n3', { schools: [lvl('Nature', 3)] });
    const f3 = spell('f3', { schools: [lvl('Fire', 3)] });
    // 4 × 3 (Nature) × 9 distinct cards = 108, + 4 × 3 = 120.
    const defs = Array.from({ length: 10 }, (_, i) => ({ ...n3, id: `n3-${i}` }));
    const fits = defs.flatMap((d) => copies(d.id, 4));
    const ok = validateSpellbook(BM, fits, defs);
    expect(ok).toMatchObject({ valid: true, total: 120, refusals: [] });
    expect(ok.lines[0]).toEqual({ cardId: 'n3-0', copies: 4, points: 3, rule: 'mage-wars/SB-2', school: 'Nature' });
    const over = validateSpellbook(BM, [...fits, 'nov'], [...defs, spell('nov', { schools: [lvl('Fire', 1)] })]);
    expect(over.valid).toBe(false);
    expect(over.refusals).toEqual([{ rule: 'mage-wars/SB-1', cardId: null, points: 123, message: expect.stringContaining('123') }]);
    // SB-2: the opposed school triples: the same level-3 book in Fire is 360 points.
    expect(validateSpellbook(BM, copies('f3', 4), [f3]).total).toBe(36);
  });

  it('mage-wars/SB-3 an OR spell is counted at its cheapest school: in a book at the limit it fits, priced at its dearest it would not', () => {
    const n3 = Array.from({ length: 9 }, (_, i) => spell(`n3-${i}`, { schools: [lvl('Nature', 3)] }));
    const either = spell('either', { schools: [lvl('Fire', 3), lvl('Nature', 3)] }); // 3 as Nature, 9 as Fire
    const list = [...n3.flatMap((d) => copies(d.id, 4)), ...copies('either', 4)];
    const r = validateSpellbook(BM, list, [...n3, either]);
    expect(r).toMatchObject({ valid: true, total: 120 });
    expect(r.lines.find((l) => l.cardId === 'either')).toMatchObject({ points: 3, school: 'Nature', rule: 'mage-wars/SB-3' });
    const and = { ...either, schoolJoin: 'AND' as const };
    expect(rulesOf(validateSpellbook(BM, list, [...n3, and]))).toEqual(['mage-wars/SB-1']);
  });

  it('mage-wars/SB-6 TV-44 six copies of a level-1 spell and four of a level-2 one are fine; a 7th / a 5th are refused', () => {
    const l1 = spell('l1');
    const l2 = spell('l2', { schools: [lvl('Nature', 2)] });
    expect(validateSpellbook(BM, [...copies('l1', 6), ...copies('l2', 4)], [l1, l2]).valid).toBe(true);
    const r = validateSpellbook(BM, [...copies('l1', 7), ...copies('l2', 5)], [l1, l2]);
    expect(r.refusals).toEqual([
      { rule: 'mage-wars/SB-6', cardId: 'l1', points: 7, message: expect.stringContaining('at most 6') },
      { rule: 'mage-wars/SB-6', cardId: 'l2', points: 10, message: expect.stringContaining('at most 4') },
    ]);
  });

  it('mage-wars/SB-6 an OR spell with unequal levels counts its lowest level for the limit (judge default, §13.1 [AMBIGUOUS])', () => {
    const mixed = spell('mixed', { schools: [lvl('Nature', 1), lvl('Fire', 2)] });
    expect(validateSpellbook(BM, copies('mixed', 6), [mixed]).valid).toBe(true);
    expect(rulesOf(validateSpellbook(BM, copies('mixed', 7), [mixed]))).toEqual(['mage-wars/SB-6']);
  });

  it('mage-wars/SB-7 TV-44 one copy of an Epic spell is fine; a second is refused', () => {
    const epic = spell('epic', { traits: [{ id: 'Epic' }] });
    expect(validateSpellbook(BM, ['epic'], [epic]).valid).toBe(true);
    expect(validateSpellbook(BM, copies('epic', 2), [epic]).refusals).toEqual([
      { rule: 'mage-wars/SB-7', cardId: 'epic', points: 2, message: expect.stringContaining('Epic') },
    ]);
  });

  it('mage-wars/SB-8 a class-only card (the Lair, Beastmaster only) and a school-only card (Holy Mage only) follow their Mage', () => {
    const lair = { ...CARDS.lair, onlyFor: { classes: ['Beastmaster'] } };
    const temple = spell('temple-of-asyra', { type: 'conjuration', schools: [lvl('Holy', 2)], onlyFor: { trainedIn: 'Holy' }, life: 10 });
    expect(validateSpellbook(BM, ['lair'], [lair]).valid).toBe(true);
    expect(validateSpellbook(mageTraining('Priestess'), ['temple-of-asyra'], [temple]).valid).toBe(true);
    expect(validateSpellbook(WL, ['lair'], [lair]).refusals).toEqual([{ rule: 'mage-wars/SB-8', cardId: 'lair', points: 6, message: expect.stringContaining('Beastmaster only') }]);
    expect(rulesOf(validateSpellbook(BM, ['temple-of-asyra'], [temple]))).toEqual(['mage-wars/SB-8']);
  });

  it('mage-wars/SB-9 mage-wars/SB-10 Legendary, Unique and Mage Only are play-time limits, not spellbook ones: four copies are a legal book', () => {
    const legend = spell('legend', { schools: [lvl('Nature', 2)], traits: [{ id: 'Legendary' }, { id: 'Unique' }, { id: 'MageOnly' }] });
    expect(validateSpellbook(BM, copies('legend', 4), [legend]).valid).toBe(true);
    // …but the copy limit still holds for them (SB-6).
    expect(rulesOf(validateSpellbook(BM, copies('legend', 5), [legend]))).toEqual(['mage-wars/SB-6']);
  });

  it('mage-wars/MD-3 a card without a definition is refused: its cost is never guessed', () => {
    expect(validateSpellbook(BM, ['mystery'], []).refusals).toEqual([{ rule: 'mage-wars/MD-3', cardId: 'mystery', points: 0, message: expect.stringContaining('no card definition') }]);
  });
});

describe('mage-wars §13.4 the starter spellbooks', () => {
  const catalogue = starterCatalogue();
  // The Wizard's starter book is lightning-heavy: the judge reads its element as Air (seed 1788: "one elemental school").
  const trainingOf = (m: MageClass) => mageTraining(m, m === 'Wizard' ? 'Air' : undefined);

  it.each(MAGE_CLASSES)('mage-wars/SB-1 mage-wars/SB-6 mage-wars/SB-8 the %s starter book has the printed size and is a legal book for its Mage', (m) => {
    const list = expandSpellbook(STARTER_SPELLBOOKS[m]);
    expect(list).toHaveLength(STARTER_BOOK_SIZES[m]);
    const r = validateSpellbook(trainingOf(m), list, catalogue);
    expect(r.refusals).toEqual([]);
    expect(r.total).toBe(STARTER_TOTALS[m]);
  });

  it('mage-wars/SB-2 every starter card has a school and level: a §13.6 fact with its seed lines, or a declared assumption', () => {
    const ids = new Set(MAGE_CLASSES.flatMap((m) => STARTER_SPELLBOOKS[m].map((e) => e.cardId)));
    expect([...ids].filter((id) => STARTER_CARD_FACTS[id] === undefined)).toEqual([]);
    expect(Object.keys(STARTER_CARD_FACTS).filter((id) => !ids.has(id))).toEqual([]);
    const facts = Object.entries(STARTER_CARD_FACTS).filter(([, f]) => f.basis === 'fact');
    for (const [, f] of facts) expect(f.source).toMatch(/^seed \d+/);
    // The facts the seed states are the data's (TV-40, TV-41, seed 1671, 1679, 1764).
    expect(STARTER_CARD_FACTS['elemental-wand']).toMatchObject({ join: 'OR', schools: ['Earth', 'Water', 'Air', 'Fire'].map((school) => ({ school, level: 2 })) });
    expect(STARTER_CARD_FACTS.adramelech).toMatchObject({ join: 'AND', schools: [{ school: 'Fire', level: 2 }, { school: 'Dark', level: 4 }] });
    expect(['timber-wolf', 'bitterwood-fox', 'thunderift-falcon', 'feral-bobcat', 'dark-pact-slayer'].map((id) => STARTER_CARD_FACTS[id].schools[0].level)).toEqual([2, 1, 1, 1, 3]);
    expect(STARTER_CARD_FACTS.lair.onlyFor).toEqual({ classes: ['Beastmaster'] });
    expect(STARTER_CARD_FACTS['temple-of-asyra'].onlyFor).toEqual({ trainedIn: 'Holy' });
    // TV-40 / TV-41 through the data: the Warlock pays 2 for the Wand (as Fire), 6 for Adramelech; the Wizard (Air) 10.
    const byId = Object.fromEntries(catalogue.map((c) => [c.id, c]));
    expect([priceSpell(trainingOf('Warlock'), byId['elemental-wand']).points, priceSpell(trainingOf('Warlock'), byId.adramelech).points]).toEqual([2, 6]);
    expect(priceSpell(trainingOf('Wizard'), byId.adramelech).points).toBe(12);
  });

  const bm = expandSpellbook(STARTER_SPELLBOOKS.Beastmaster);
  const pr = expandSpellbook(STARTER_SPELLBOOKS.Priestess);
  const wl = expandSpellbook(STARTER_SPELLBOOKS.Warlock);
  const wz = expandSpellbook(STARTER_SPELLBOOKS.Wizard);
  const heavy = spell('heavy', { schools: [lvl('Fire', 6)] });
  const epic = spell('epic-card', { traits: [{ id: 'Epic' }] });
  it.each([
    ['Beastmaster + 7th Bitterwood Fox (level 1)', 'Beastmaster', [...bm, ...copies('bitterwood-fox', 4)], 'mage-wars/SB-6', 'bitterwood-fox'],
    ['Beastmaster + 2 Timber Wolves (5 of a level-2)', 'Beastmaster', [...bm, ...copies('timber-wolf', 2)], 'mage-wars/SB-6', 'timber-wolf'],
    ['Priestess + the Lair (Beastmaster only)', 'Priestess', [...pr, 'lair'], 'mage-wars/SB-8', 'lair'],
    ['Warlock + the Lair', 'Warlock', [...wl, 'lair'], 'mage-wars/SB-8', 'lair'],
    ['Beastmaster + the Temple of Asyra (Holy Mage only)', 'Beastmaster', [...bm, 'temple-of-asyra'], 'mage-wars/SB-8', 'temple-of-asyra'],
    ['Wizard + the Temple of Asyra', 'Wizard', [...wz, 'temple-of-asyra'], 'mage-wars/SB-8', 'temple-of-asyra'],
    ['Warlock + 2 copies of an Epic spell', 'Warlock', [...wl, ...copies('epic-card', 2)], 'mage-wars/SB-7', 'epic-card'],
    ['Priestess + 4 level-6 Fire spells (over 120 points)', 'Priestess', [...pr, ...copies('heavy', 4)], 'mage-wars/SB-1', null],
    ['Beastmaster + 4 level-6 Fire spells (opposed: 72 points)', 'Beastmaster', [...bm, ...copies('heavy', 4)], 'mage-wars/SB-1', null],
    ['Wizard + 5 Lightning Bolts (3 + 5, level 2)', 'Wizard', [...wz, ...copies('lightning-bolt', 5)], 'mage-wars/SB-6', 'lightning-bolt'],
    ['Warlock + 3 Adramelech (4 of a level-6 AND spell is allowed, 5 is not)', 'Warlock', [...wl, ...copies('adramelech', 4)], 'mage-wars/SB-6', 'adramelech'],
    ['Wizard + a card with no definition', 'Wizard', [...wz, 'unknown-card'], 'mage-wars/MD-3', 'unknown-card'],
  ] as const)('refuses a broken book: %s', (_t, m, list, rule, cardId) => {
    const r = validateSpellbook(trainingOf(m), list, [...catalogue, heavy, epic]);
    expect(r.valid).toBe(false);
    expect(r.refusals).toContainEqual(expect.objectContaining({ rule, cardId }));
  });
});

describe('mage-wars §1 / §12 / §13 full-mode creation', () => {
  const catalogue = starterCatalogue();
  const full = (players: Parameters<typeof createCommand>[0] extends infer O ? O extends { players?: infer P } ? P : never : never, cards = catalogue) => {
    const c = createCommand({ players, cards });
    return { ...c, data: { ...c.data, mode: 'full' as const } };
  };

  it('mage-wars/MG-1 mage-wars/SB-1 a full-mode encounter on the 3×4 arena with the starter books and the ability cards', () => {
    given([]).when(full([{ name: 'Ana', mageClass: 'Warlock' }, { name: 'Ben', mageClass: 'Wizard', element: 'Air' }])).thenMatches((events) => {
      const created = events[0];
      if (created.type !== 'EncounterCreated') throw new Error('no creation');
      expect(created.data.mode).toBe('full');
      expect(created.data.arena).toEqual({ rows: 3, cols: 4 });
      expect(created.data.seats.map((x) => [x.mage.life, x.mage.channeling, x.spellbook.length])).toEqual([[38, 9, 59], [32, 10, 59]]);
      expect(created.data.seats.map((x) => x.zone)).toEqual([{ row: 0, col: 0 }, { row: 2, col: 3 }]);
      expect(created.data.seats[1].element).toBe('Air');
    });
  });

  it('mage-wars/SB-6 a full-mode book that breaks a building rule is refused at creation, naming the rule and the card', () => {
    given([]).when(full([{ name: 'Ana', mageClass: 'Beastmaster', spellbook: copies('bitterwood-fox', 7) }, { name: 'Ben', mageClass: 'Priestess' }])).thenThrows('mage-wars/SB-6');
  });

  it('mage-wars/SB-8 a Priestess book with the Lair is refused; mage-wars/MD-3 a book whose cards are not registered too', () => {
    given([]).when(full([{ name: 'Ana', mageClass: 'Priestess', spellbook: ['lair', 'dispel'] }, { name: 'Ben', mageClass: 'Warlock' }])).thenThrows('mage-wars/SB-8');
    given([]).when(full([{ name: 'Ana', mageClass: 'Priestess' }, { name: 'Ben', mageClass: 'Warlock' }], [])).thenThrows('mage-wars/MD-3');
  });

  it('mage-wars/SB-2 only the Wizard names an element, and it must be an elemental school', () => {
    given([]).when(full([{ name: 'Ana', mageClass: 'Warlock', element: 'Air' }, { name: 'Ben', mageClass: 'Wizard' }])).thenThrows('mage-wars/SB-2');
    given([]).when(full([{ name: 'Ana', mageClass: 'Wizard', element: 'Holy' }, { name: 'Ben', mageClass: 'Warlock' }])).thenThrows('mage-wars/SB-2');
  });

  it('mage-wars/MD-1 apprentice mode is unchanged: no spellbook points are checked', () => {
    given([]).when(createCommand()).thenMatches((events) => expect(events[0]).toMatchObject({ type: 'EncounterCreated', data: { mode: 'apprentice', arena: { rows: 3, cols: 2 } } }));
  });
});
