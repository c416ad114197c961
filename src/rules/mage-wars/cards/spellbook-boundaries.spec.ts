// mage-wars §13.1 spellbook points and building (rules/mage-wars.md; seed 1843-1894): the price of each kind of spell
// (SB-2..SB-5), the copy limits at their bounds (SB-6, SB-7), the exact refusals with their card, points and message
// (SB-1, SB-6..SB-8, MD-3), and a saved book's refusals and versions (issue 15: the mutants of spellbook-cost.ts,
// spellbook.ts and saved-spellbook.ts).
import { RuleViolation } from '../../core/rule-violation';
import { CARDS } from '../testing/fixtures';
import type { CardDefinition, School } from './card-definition';
import { evolveSpellbook, saveSpellbook, SpellbookRefused, SAVED_SPELLBOOK_STREAM, type SaveSpellbook } from './saved-spellbook';
import { priceSpell, validateSpellbook, type SpellbookMage } from './spellbook';
import { copyLimit, schoolCost, spellCost, type MageTraining } from './spellbook-cost';

// A Mage trained in Nature, opposed to Fire (×3), with 20 points.
const M: SpellbookMage = { mageClass: 'Beastmaster', trained: ['Nature'], opposed: ['Fire'], spellbookPoints: 20 };
const lvl = (school: School, level: number) => ({ school, level });
const spell = (id: string, over: Partial<CardDefinition> = {}): CardDefinition => ({ ...CARDS.minorHeal, id, name: id, schools: [lvl('Nature', 1)], ...over });
const copies = (id: string, n: number): string[] => Array.from({ length: n }, () => id);

describe('mage-wars §13.1 spell costs (SB-2..SB-5)', () => {
  it.each<[School, number, number]>([
    ['Nature', 3, 3],
    ['Fire', 3, 9],
    ['Water', 3, 6],
    ['Fire', 0, 0],
  ])('mage-wars/SB-2 a %s spell of level %d costs %d (trained ×1, opposed ×3, other ×2)', (school, level, points) => {
    expect(schoolCost(M, school, level)).toBe(points);
  });

  it.each<[string, Partial<CardDefinition>, number, string, School | null]>([
    ['a Novice spell', { traits: [{ id: 'Novice' }], schools: [lvl('Fire', 3)] }, 1, 'mage-wars/SB-5', null],
    ['a spell of no school', { schools: [] }, 0, 'mage-wars/SB-2', null],
    ['one school', { schools: [lvl('Water', 2)] }, 4, 'mage-wars/SB-2', 'Water'],
    ['Nature 1 & Fire 2 (AND: every part)', { schools: [lvl('Nature', 1), lvl('Fire', 2)], schoolJoin: 'AND' }, 7, 'mage-wars/SB-4', null],
    ['Fire 2 or Nature 2 (OR: the cheapest)', { schools: [lvl('Fire', 2), lvl('Nature', 2)], schoolJoin: 'OR' }, 2, 'mage-wars/SB-3', 'Nature'],
    ['Water 1 or Air 1 (a tie: the first listed)', { schools: [lvl('Water', 1), lvl('Air', 1)], schoolJoin: 'OR' }, 2, 'mage-wars/SB-3', 'Water'],
    ['Nature 2 or Water 1 (equal points: the first listed)', { schools: [lvl('Nature', 2), lvl('Water', 1)], schoolJoin: 'OR' }, 2, 'mage-wars/SB-3', 'Nature'],
  ])('mage-wars/SB-2 mage-wars/SB-5 %s', (_what, over, points, rule, school) => {
    const card = spell('x', over);
    expect(priceSpell(M, card)).toEqual({ points, rule, school });
    expect(spellCost(M, card)).toBe(points);
  });

  it.each<[string, Partial<CardDefinition>, number]>([
    ['an Epic spell', { traits: [{ id: 'Epic' }] }, 1],
    ['a level-1 spell', { schools: [lvl('Nature', 1)] }, 6],
    ['a level-2 spell', { schools: [lvl('Nature', 2)] }, 4],
    ['a level-0 spell', { schools: [lvl('Nature', 0)] }, 4],
    ['a level-1 & level-1 spell (level 2)', { schools: [lvl('Nature', 1), lvl('Water', 1)], schoolJoin: 'AND' }, 4],
  ])('mage-wars/SB-6 mage-wars/SB-7 copies of %s: at most %d', (_what, over, limit) => {
    expect(copyLimit(spell('x', over))).toBe(limit);
  });

  it('mage-wars/SB-2 a Mage’s training is a plain record', () => {
    const t: MageTraining = { trained: [], opposed: [], spellbookPoints: 0 };
    expect(schoolCost(t, 'Dark', 2)).toBe(4);
  });
});

describe('mage-wars §13.1 checking a book (SB-1, SB-6..SB-8, MD-3)', () => {
  const heal = spell('heal');
  const bolt = spell('bolt', { schools: [lvl('Water', 2)] });
  const epic = spell('epic', { traits: [{ id: 'Epic' }], schools: [lvl('Nature', 1)] });
  const defs = [heal, bolt, epic];

  it('mage-wars/SB-1 a book at exactly its points is valid, with a line per card; one point more is refused', () => {
    const at = validateSpellbook(M, [...copies('heal', 4), ...copies('bolt', 4)], defs);
    expect(at).toEqual({
      valid: true,
      total: 20,
      refusals: [],
      lines: [
        { cardId: 'heal', copies: 4, points: 1, rule: 'mage-wars/SB-2', school: 'Nature' },
        { cardId: 'bolt', copies: 4, points: 4, rule: 'mage-wars/SB-2', school: 'Water' },
      ],
    });
    const over = validateSpellbook(M, [...copies('heal', 5), ...copies('bolt', 4)], defs);
    expect(over.valid).toBe(false);
    expect(over.refusals).toEqual([{ rule: 'mage-wars/SB-1', cardId: null, points: 21, message: 'the book costs 21 points, more than the 20 this Mage has' }]);
  });

  it('mage-wars/SB-1 definitions may come as a record by id', () => {
    expect(validateSpellbook(M, ['heal'], { heal }).total).toBe(1);
  });

  it('mage-wars/SB-6 six copies of a level-1 spell are fine, a seventh is refused; four of a level-2, a fifth refused', () => {
    expect(validateSpellbook(M, copies('heal', 6), defs).refusals).toEqual([]);
    expect(validateSpellbook(M, copies('heal', 7), defs).refusals).toEqual([{ rule: 'mage-wars/SB-6', cardId: 'heal', points: 7, message: 'heal: 7 copies of a level-1 spell (at most 6)' }]);
    expect(validateSpellbook({ ...M, spellbookPoints: 99 }, copies('bolt', 5), defs).refusals).toEqual([{ rule: 'mage-wars/SB-6', cardId: 'bolt', points: 20, message: 'bolt: 5 copies of a level-2 spell (at most 4)' }]);
  });

  it('mage-wars/SB-7 one Epic spell is fine, a second is refused', () => {
    expect(validateSpellbook(M, ['epic'], defs).valid).toBe(true);
    expect(validateSpellbook(M, ['epic', 'epic'], defs).refusals).toEqual([{ rule: 'mage-wars/SB-7', cardId: 'epic', points: 2, message: 'epic: 2 copies of an Epic spell (at most 1)' }]);
  });

  it('mage-wars/SB-8 class-only and school-only cards follow their Mage', () => {
    const lair = spell('lair', { onlyFor: { classes: ['Beastmaster', 'Wizard'] } });
    const temple = spell('temple', { onlyFor: { trainedIn: 'Holy' }, schools: [lvl('Water', 1)] });
    const anyone = spell('anyone', { onlyFor: { classes: [] } });
    const all = [lair, temple, anyone];
    expect(validateSpellbook(M, ['lair', 'anyone'], all).refusals).toEqual([]);
    expect(validateSpellbook({ ...M, mageClass: 'Warlock' }, ['lair', 'lair'], all).refusals).toEqual([
      { rule: 'mage-wars/SB-8', cardId: 'lair', points: 2, message: 'lair: Beastmaster or Wizard only, not for a Warlock' },
    ]);
    expect(validateSpellbook(M, ['temple', 'temple'], all).refusals).toEqual([
      { rule: 'mage-wars/SB-8', cardId: 'temple', points: 4, message: 'temple: Holy Mage only, and this Mage is not trained in Holy' },
    ]);
    expect(validateSpellbook({ ...M, trained: ['Nature', 'Holy'] }, ['temple'], all).refusals).toEqual([]);
  });

  it('mage-wars/MD-3 a card without a definition is refused and counts nothing', () => {
    const r = validateSpellbook(M, ['heal', 'ghost', 'ghost'], defs);
    expect(r).toMatchObject({ valid: false, total: 1, lines: [expect.objectContaining({ cardId: 'heal' })] });
    expect(r.refusals).toEqual([{ rule: 'mage-wars/MD-3', cardId: 'ghost', points: 0, message: 'ghost: no card definition, its cost cannot be counted' }]);
  });

  it('mage-wars/SB-1 an empty book is valid and costs nothing', () => {
    expect(validateSpellbook(M, [], defs)).toEqual({ valid: true, lines: [], total: 0, refusals: [] });
  });
});

describe('mage-wars §13 saved spellbooks (SB-1..SB-8, SU-4, MD-3)', () => {
  const book = (over: Partial<SaveSpellbook> = {}): SaveSpellbook => ({ name: 'fire', mageClass: 'Warlock', cards: ['fireball'], definitions: [CARDS.fireball, CARDS.flameblast], ...over });
  const thrown = (f: () => unknown): RuleViolation => {
    try {
      f();
    } catch (e) {
      if (e instanceof RuleViolation) return e;
      throw e;
    }
    throw new Error('accepted');
  };

  it('mage-wars/SB-2 only the Wizard names an element, and only an elemental one', () => {
    const message = 'element: only the Wizard chooses an elemental school (Earth, Air, Water, Fire)';
    expect(thrown(() => saveSpellbook(book({ element: 'Fire' })))).toMatchObject({ ruleId: 'mage-wars/SB-2', section: '§12.5, §13.1', message });
    expect(thrown(() => saveSpellbook(book({ mageClass: 'Wizard', element: 'Holy' })))).toMatchObject({ ruleId: 'mage-wars/SB-2', message });
    expect(saveSpellbook(book({ mageClass: 'Wizard', element: 'Fire' })).data.total).toBe(2);
    expect(saveSpellbook(book({ mageClass: 'Wizard' })).data.total).toBe(4);
  });

  it('mage-wars/SU-4 an empty book is refused; mage-wars/MD-3 so is a malformed definition', () => {
    expect(thrown(() => saveSpellbook(book({ cards: [] })))).toMatchObject({ ruleId: 'mage-wars/SU-4', section: '§4', message: 'an empty spellbook' });
    expect(thrown(() => saveSpellbook(book({ definitions: [{ ...CARDS.fireball, cost: -1 }] })))).toMatchObject({ ruleId: 'mage-wars/MD-3' });
  });

  it('mage-wars/SB-6 mage-wars/SB-1 a broken book names its first rule and every refusal with its points', () => {
    const e = thrown(() => saveSpellbook(book({ cards: [...copies('fireball', 5), 'ghost'] })));
    expect(e).toBeInstanceOf(SpellbookRefused);
    expect(e).toMatchObject({
      ruleId: 'mage-wars/SB-6', section: '§13.1',
      message: 'mage-wars/SB-6: fireball: 5 copies of a level-2 spell (at most 4) (10 points); mage-wars/MD-3: ghost: no card definition, its cost cannot be counted (0 points)',
    });
    expect((e as SpellbookRefused).check.total).toBe(10);
  });

  it('mage-wars/SB-1 a saved book carries its total; each save is the next version of its stream', () => {
    const saved = saveSpellbook(book({ cards: ['fireball', 'flameblast'] }));
    expect(saved).toEqual({ type: 'SpellbookSaved', data: { ...book({ cards: ['fireball', 'flameblast'] }), total: 3 } });
    const v1 = evolveSpellbook(null, saved);
    expect(v1).toEqual({ ...saved.data, version: 1 });
    expect(evolveSpellbook(v1, saved).version).toBe(2);
    expect(SAVED_SPELLBOOK_STREAM).toBe('mage-wars-spellbook');
  });
});
