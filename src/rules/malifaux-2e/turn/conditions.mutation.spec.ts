// malifaux-2e §17 Conditions (rules/malifaux-2e.md; seed 1564-1652, 1014-1018): CO-1's values and merges, CO-2, AA-2,
// Fast/Slow, and which Conditions end when (CO-6, CO-8, §17.2 Defensive), checked on conditions.ts directly (issue 15).
import { atActivation, guard, lilith } from '../testing/turns';
import { endOfActivationRemovals, evolveConditions, gainCondition, normalName, S17, startOfActivationRemovals, upkeepRemovals } from './conditions';
import type { ModelDef } from './crew';
import type { ModelState } from './table-state';

const base: ModelState = atActivation([guard], [lilith]).model('guard');
const withConditions = (conditions: ModelState['conditions'], def: Partial<ModelDef> = {}): ModelState => ({ ...base, def: { ...base.def, ...def }, conditions });
const co1 = (message: string) => expect.objectContaining({ ruleId: 'malifaux-2e/CO-1', section: S17, message });
const gained = (name: string, value: number | null, total: number | null) => [{ type: 'ConditionGained', data: { modelId: 'guard', name, value, total } }];

describe('malifaux-2e §17 gaining a Condition', () => {
  it.each([
    [' fast ', 'FAST'],
    ['Cursed Object', 'CURSED_OBJECT'],
    ['cursed-object', 'CURSED_OBJECT'],
    ['a - b', 'A_B'],
  ])('malifaux-2e/CO-1 the name %p is read as %p', (raw, name) => {
    expect(normalName(raw)).toBe(name);
  });

  it('malifaux-2e/CO-1 a valued Condition needs a value +1..+20, an unvalued one takes none', () => {
    expect(() => gainCondition(base, 'Burning', null)).toThrow(co1('BURNING has a value (+N)'));
    expect(() => gainCondition(base, 'Fast', 1)).toThrow(co1('FAST has no value'));
    for (const v of [0, 21, 1.5, -1]) expect(() => gainCondition(base, 'Burning', v)).toThrow(co1('a Condition value is +1..+20'));
    expect(gainCondition(base, 'Burning', 1)).toEqual(gained('BURNING', 1, 1));
    expect(gainCondition(base, 'Poison', 20)).toEqual(gained('POISON', 20, 20));
    // A Condition outside the catalogue may be valued or not (CO-6 "Condition +X").
    expect(gainCondition(base, 'Stunned', null)).toEqual(gained('STUNNED', null, null));
    expect(gainCondition(base, 'Stunned', 3)).toEqual(gained('STUNNED', 3, 3));
  });

  it.each(['Burning', 'Defensive', 'Focused', 'Poison'])('malifaux-2e/CO-1 %s is valued (§17.2 catalogue): it needs a +N', (name) => {
    const upper = normalName(name);
    expect(() => gainCondition(base, name, null)).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/CO-1', section: '§17 (seed 1564-1652)', message: `${upper} has a value (+N)` }));
    expect(gainCondition(base, name, 2)).toEqual(gained(upper, 2, 2));
  });

  it.each(['Fast', 'Slow', 'Paralyzed', 'Reactivate', 'Distracted', 'Cursed Object'])('malifaux-2e/CO-1 %s is unvalued (§17.2 catalogue): it takes no +N', (name) => {
    const upper = normalName(name);
    expect(() => gainCondition(base, name, 1)).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/CO-1', section: '§17 (seed 1564-1652)', message: `${upper} has no value` }));
    expect(gainCondition(base, name, null)).toEqual(gained(upper, null, null));
  });

  it('malifaux-2e/AA-2 a model without immunities gains any Condition, whatever its name', () => {
    expect(base.def.immuneTo).toBeUndefined();
    for (const name of ['Stunned', 'Stryker was here']) expect(gainCondition(base, name, null)).toEqual(gained(normalName(name), null, null));
  });

  it('malifaux-2e/AA-2 a model immune to a Condition never gains it, whatever the spelling', () => {
    expect(gainCondition(withConditions({}, { immuneTo: ['cursed object'] }), 'Cursed-Object', null)).toEqual([]);
    expect(gainCondition(withConditions({}, { immuneTo: ['Poison'] }), 'Burning', 2)).toEqual(gained('BURNING', 2, 2));
  });

  it('malifaux-2e/CO-2 an Ability of the same name: a valueless Condition is not gained, a valued one stacks beside it', () => {
    const armored = { abilities: [{ keyword: 'ARMOR' as const, value: 1 }] };
    expect(gainCondition(withConditions({}, armored), 'Armor', null)).toEqual([]);
    expect(gainCondition(withConditions({}, armored), 'Armor', 2)).toEqual(gained('ARMOR', 2, 2));
    expect(gainCondition(withConditions({}, armored), 'Flight', null)).toEqual(gained('FLIGHT', null, null));
  });

  it('malifaux-2e/CO-1 a Condition already held: values add up; a valueless one is ignored', () => {
    expect(gainCondition(withConditions({ BURNING: 2 }), 'Burning', 3)).toEqual(gained('BURNING', 3, 5));
    expect(gainCondition(withConditions({ FAST: null }), 'Fast', null)).toEqual([]);
    expect(gainCondition(withConditions({ STUNNED: null }), 'Stunned', 2)).toEqual([]);
    expect(gainCondition(withConditions({ STUNNED: 2 }), 'Stunned', null)).toEqual([]);
  });

  it.each([
    ['Fast', 'SLOW'],
    ['Slow', 'FAST'],
  ])('malifaux-2e/CO-1 gaining %s cancels %s instead', (gain, held) => {
    const name = normalName(gain);
    expect(gainCondition(withConditions({ [held]: null }), gain, null)).toEqual([{ type: 'ConditionRemoved', data: { modelId: 'guard', name: held, reason: `cancelled by ${name} (§17.2 Fast/Slow)` } }]);
    expect(gainCondition(withConditions({ PARALYZED: null }), gain, null)).toEqual(gained(name, null, null));
    // Only Fast and Slow cancel each other: any other Condition is gained beside them.
    expect(gainCondition(withConditions({ [held]: null }), 'Paralyzed', null)).toEqual(gained('PARALYZED', null, null));
    expect(gainCondition(withConditions({ [held]: null }), 'Burning', 1)).toEqual(gained('BURNING', 1, 1));
  });
});

describe('malifaux-2e §17 when Conditions end', () => {
  const all = { BURNING: 1, FOCUSED: 1, DEFENSIVE: 1, POISON: 2, FAST: null, SLOW: null, PARALYZED: null, REACTIVATE: null, DISTRACTED: null, CURSED_OBJECT: null, STUNNED: 2 };
  const removed = (reason: string, ...names: string[]) => names.map((name) => ({ type: 'ConditionRemoved', data: { modelId: 'guard', name, reason } }));

  it('malifaux-2e/CO-8 Fast, Slow and Paralyzed end with the model’s own Activation', () => {
    expect(endOfActivationRemovals(withConditions(all))).toEqual(removed('end of its Activation (CO-8)', 'FAST', 'SLOW', 'PARALYZED'));
    expect(endOfActivationRemovals(withConditions({ BURNING: 1 }))).toEqual([]);
  });

  it('malifaux-2e/CO-6 Defensive ends at the start of the model’s next Activation', () => {
    expect(startOfActivationRemovals(withConditions(all))).toEqual(removed('start of its Activation (§17.2)', 'DEFENSIVE'));
    expect(startOfActivationRemovals(withConditions({ FOCUSED: 1 }))).toEqual([]);
  });

  it('malifaux-2e/CO-6 Upkeep removes the rest: Burning, Focused, Reactivate and any other Condition', () => {
    expect(upkeepRemovals(withConditions(all))).toEqual(removed('Upkeep (CO-6)', 'BURNING', 'FOCUSED', 'REACTIVATE', 'STUNNED'));
  });

  it('malifaux-2e/CO-1 the events fold into the model: total, change, removal', () => {
    const m = withConditions({ BURNING: 2, FAST: null });
    expect(evolveConditions(m, { type: 'ConditionGained', data: { modelId: 'guard', name: 'BURNING', value: 1, total: 3 } }).conditions).toEqual({ BURNING: 3, FAST: null });
    expect(evolveConditions(m, { type: 'ConditionChanged', data: { modelId: 'guard', name: 'BURNING', value: 1, reason: 'x' } }).conditions).toEqual({ BURNING: 1, FAST: null });
    expect(evolveConditions(m, { type: 'ConditionRemoved', data: { modelId: 'guard', name: 'FAST', reason: 'x' } }).conditions).toEqual({ BURNING: 2 });
    expect(m.conditions).toEqual({ BURNING: 2, FAST: null });
  });
});

