// malifaux-2e §7-§10 what every Action shares (rules/malifaux-2e.md; seed 950-1308): AP-5/AP-6 payment with AP-2
// restricted AP, MV-3/MV-4 paths, targets, EL-1 elevation and RG-1/ME-3 range and LoS, checked on action-helpers.ts
// directly: boundaries, the pool each Action draws on, and each refusal's rule, section and message (issue 15).
import { atActivation, greatsword, guard, lilith, model, pistol } from '../testing/turns';
import { assertPath, assertRangeAndLos, participant, pay, RESIST_KEY, target, withElevation } from './action-helpers';
import type { ActionDef } from './crew';
import type { CurrentActivation, DeclaredFacts, ModelState } from './table-state';

const g = atActivation([lilith], [guard]);
const table = g.state.table!;
const guardState: ModelState = table.models.guard;
const cur = (ap: number, CASTING = 0, MELEE = 0, zeroApUsed = false): CurrentActivation => ({ modelId: 'lilith', seat: 'A', ap, restricted: { CASTING, MELEE }, zeroApUsed, granted: null });
const spell: ActionDef = { name: 'Spell', ap: 1, category: 'TACTICAL', range: { kind: 'PROJECTILE', inches: 8 }, stat: { name: 'Ca', value: 6 } };
const err = (ruleId: string, section: string, message: string) => expect.objectContaining({ ruleId: `malifaux-2e/${ruleId}`, section, message });
const walker = (abilities: ModelState['def']['abilities']): ModelState => ({ ...guardState, def: { ...guardState.def, name: 'Walker', abilities } });

describe('malifaux-2e §7 paying for an Action', () => {
  it('malifaux-2e/AP-6 one zero-AP Action per Activation; a free Action (Charge, Trigger) pays nothing', () => {
    expect(pay(cur(0), 0, null, null)).toEqual({ paid: 0, paidRestricted: 0, free: null, zeroAp: true });
    expect(() => pay(cur(2, 0, 0, true), 0, null, null)).toThrow(err('AP-6', '§7 (seed 962)', 'only one Action with an AP cost of 0 per Activation'));
    expect(pay(cur(0, 0, 0, true), 2, greatsword, 'CHARGE')).toEqual({ paid: 0, paidRestricted: 0, free: 'CHARGE', zeroAp: false });
    expect(pay(cur(0), 1, null, 'TRIGGER')).toEqual({ paid: 0, paidRestricted: 0, free: 'TRIGGER', zeroAp: false });
  });

  it.each<[string, ActionDef | null, number, number, number, number, { paid: number; paidRestricted: number } | string]>([
    ['a Ca Action spends casting AP first', spell, 2, 1, 1, 2, { paid: 1, paidRestricted: 1 }],
    ['a Close Attack spends melee AP first', greatsword, 1, 0, 1, 1, { paid: 0, paidRestricted: 1 }],
    ['a Close Attack never spends casting AP', greatsword, 1, 1, 0, 1, { paid: 1, paidRestricted: 0 }],
    ['a Projectile Attack spends no melee AP', pistol, 1, 0, 1, 1, { paid: 1, paidRestricted: 0 }],
    ['a general Action spends no restricted AP', null, 2, 1, 1, 2, { paid: 2, paidRestricted: 0 }],
    ['restricted AP cover only what they can', greatsword, 0, 0, 1, 2, 'this Action costs 2 AP; the model has 0 (+1 restricted)'],
    ['all the AP may be spent', null, 2, 0, 0, 2, { paid: 2, paidRestricted: 0 }],
    ['not one more', null, 1, 0, 0, 2, 'this Action costs 2 AP; the model has 1'],
  ])('malifaux-2e/AP-5 malifaux-2e/AP-2 %s', (_w, def, ap, casting, melee, cost, expected) => {
    if (typeof expected === 'string') expect(() => pay(cur(ap, casting, melee), cost, def, null)).toThrow(err('AP-5', '§7 (seed 950-986)', expected));
    else expect(pay(cur(ap, casting, melee), cost, def, null)).toEqual({ ...expected, free: null, zeroAp: false });
  });
});

describe('malifaux-2e §10.1 paths', () => {
  it.each<[string, ModelState['def']['abilities'], boolean, boolean]>([
    ['a plain model', [], false, false],
    ['a model with Flight', [{ keyword: 'FLIGHT' }], true, false],
    ['an Incorporeal model', [{ keyword: 'INCORPOREAL' }], true, true],
  ])('malifaux-2e/MV-4 malifaux-2e/MV-3 %s: through bases, into Enclosed terrain', (_w, abilities, through, enclosed) => {
    const m = walker(abilities);
    const bases = () => assertPath(m, { passesThroughBases: true });
    const terrain = () => assertPath(m, { entersEnclosedIgnoringTerrain: true });
    if (through) expect(bases).not.toThrow();
    else expect(bases).toThrow(err('MV-4', '§10.1 (seed 1174-1214)', "Walker can't move through other models' bases"));
    if (enclosed) expect(terrain).not.toThrow();
    else expect(terrain).toThrow(err('MV-3', '§10.1 (seed 1924)', "Walker can't use an ability to end its move inside Enclosed terrain it started outside of"));
    expect(() => assertPath(m, { passesThroughBases: false, entersEnclosedIgnoringTerrain: false })).not.toThrow();
  });
});

describe('malifaux-2e §8 targets, range and LoS', () => {
  it('malifaux-2e/AA-1 a target is named, in the encounter and in play', () => {
    expect(() => target(table, undefined, 'malifaux-2e/AA-1')).toThrow(err('AA-1', '§8 (seed 966-1092)', 'this Action needs a target'));
    expect(() => target(table, 'ghost', 'malifaux-2e/AA-1')).toThrow(err('AA-1', '§8 (seed 966-1092)', 'there is no model ghost in this encounter'));
    const buried = { ...table, models: { ...table.models, guard: { ...guardState, status: 'BURIED' as const } } };
    expect(() => target(buried, 'guard', 'malifaux-2e/AA-1')).toThrow(err('BU-1', '§13 (seed 1391-1399)', 'guard is not in play: never in LoS or range'));
    expect(target(table, 'guard', 'malifaux-2e/AA-1')).toBe(guardState);
  });

  it.each<[number, { difference: number; lowerModelHt: number } | undefined, number]>([
    [3, undefined, 3],
    [3, { difference: 0, lowerModelHt: 1 }, 3],
    [3, { difference: -2, lowerModelHt: 1 }, 3],
    [3, { difference: 2, lowerModelHt: 1 }, 5],
    [3, { difference: 2, lowerModelHt: 2 }, 5], // as tall as the difference: it still counts
    [3, { difference: 2, lowerModelHt: 3 }, 3], // taller than the difference: it does not
  ])('malifaux-2e/EL-1 %p" with elevation %p counts as %p"', (d, e, expected) => {
    expect(withElevation(d, e)).toBe(expected);
  });

  const facts = (distance: number | undefined, over: DeclaredFacts = {}): DeclaredFacts => ({ ...(distance === undefined ? {} : { distances: { guard: distance } }), los: { guard: 'CLEAR' }, ...over });
  it('malifaux-2e/ME-3 the distance is declared, never negative', () => {
    for (const d of [undefined, -1]) expect(() => assertRangeAndLos(facts(d), guardState, 6, 'CLOSE')).toThrow(err('ME-3', '§2 (seed 428-446)', 'declare the distance to guard (facts.distances)'));
  });

  it.each<[string, number, number, DeclaredFacts, boolean]>([
    ['CLOSE', 2, 2, {}, true], // base to base, inclusive
    ['CLOSE', 2.1, 2, {}, false],
    ['CLOSE', 1, 2, { elevation: { guard: { difference: 2, lowerModelHt: 1 } } }, false],
    ['PROJECTILE', 10, 12, { elevation: { guard: { difference: 2, lowerModelHt: 1 } } }, true],
    ['PROJECTILE', 11, 12, { elevation: { guard: { difference: 2, lowerModelHt: 1 } } }, false],
    ['PULSE', 1, 2, { elevation: { guard: { difference: 2, lowerModelHt: 1 } } }, true], // only Close and Projectile count elevation
    ['AURA', 2, 2, { elevation: { guard: { difference: 2, lowerModelHt: 1 } } }, true],
  ])('malifaux-2e/RG-1 malifaux-2e/EL-1 a %s range: %p" against %p"', (kind, d, inches, over, ok) => {
    const check = () => assertRangeAndLos(facts(d, over), guardState, inches, kind);
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/RG-1', section: '§9.1 (seed 1094-1121)', message: expect.stringMatching(/^guard is [\d.]+" away, out of the Action's \d+" range$/) }));
  });

  it('malifaux-2e/RG-1 the refusal gives the distance with elevation; LoS must be declared clear', () => {
    expect(() => assertRangeAndLos(facts(1, { elevation: { guard: { difference: 2, lowerModelHt: 1 } } }), guardState, 2, 'CLOSE')).toThrow(err('RG-1', '§9.1 (seed 1094-1121)', 'guard is 3" away, out of the Action\'s 2" range'));
    for (const los of [undefined, { guard: 'NONE' as const }]) {
      expect(() => assertRangeAndLos({ distances: { guard: 1 }, los }, guardState, 2, 'CLOSE')).toThrow(err('RG-1', '§8.2, §9.2 (seed 974-1006, 1123-1154)', 'declare clear LoS to guard (facts.los)'));
    }
  });
});

describe('malifaux-2e §4 a duel participant from a model', () => {
  it('malifaux-2e/AP-5 the participant carries the model, its stat and suits, the fate modifiers and its wounds', () => {
    const m = model('m', { station: 'ENFORCER', wounds: 8 });
    const s: ModelState = { ...guardState, def: m, seat: 'B', wounds: 5 };
    expect(participant(s, { name: 'Ml', value: 6, suits: ['RAM'] }, { bonus: 1, penalty: 2 })).toEqual({ modelId: 'm', seat: 'B', station: 'ENFORCER', stat: { name: 'Ml', value: 6, printedSuits: ['RAM'] }, fate: { bonus: 1, penalty: 2 }, wounds: 5, maxWounds: 8 });
    expect(participant(s, { name: 'Df', value: 4 }, { bonus: 0, penalty: 0 }).stat).toEqual({ name: 'Df', value: 4, printedSuits: [] });
    expect(RESIST_KEY).toEqual({ Df: 'df', Wp: 'wp', Wk: 'wk', Cg: 'cg', Ht: 'ht' });
  });
});

describe('malifaux-2e §10.6 and §2 the edges of elevation and distance', () => {
  it.each<[string, { difference: number; lowerModelHt: number }, number]>([
    ['no difference, Ht 0', { difference: 0, lowerModelHt: 0 }, 3],
    ['no difference, whatever Ht is declared', { difference: 0, lowerModelHt: -1 }, 3],
    ['a negative difference never shortens the distance, even under a lower Ht', { difference: -2, lowerModelHt: -5 }, 3],
    ['a negative difference with Ht equal to it', { difference: -2, lowerModelHt: -2 }, 3],
    ['one inch up, Ht 0', { difference: 1, lowerModelHt: 0 }, 4],
    ['one inch up, Ht 1 (as tall: it counts)', { difference: 1, lowerModelHt: 1 }, 4],
    ['one inch up, Ht 2 (taller: it does not)', { difference: 1, lowerModelHt: 2 }, 3],
  ])('malifaux-2e/EL-1 3" with %s', (_w, e, expected) => {
    expect(withElevation(3, e)).toBe(expected);
  });

  it.each<[number, string | undefined]>([
    [0, undefined], // base to base: a distance of 0 is a distance
    [-0.1, 'declare the distance to guard (facts.distances)'],
  ])('malifaux-2e/ME-3 malifaux-2e/RG-1 a declared distance of %p"', (d, message) => {
    const m = atActivation([lilith], [guard]).state.table!.models.guard;
    const check = () => assertRangeAndLos({ distances: { guard: d }, los: { guard: 'CLEAR' } }, m, 1, 'CLOSE');
    if (message === undefined) expect(check).not.toThrow();
    else expect(check).toThrow(err('ME-3', '§2 (seed 428-446)', message));
  });
});
