// malifaux-2e §2 Measuring (ME-2), §10.1 / §16.6 Placement (MV-7), §10.2 Pushes (PU-3) through the decider
// (rules/malifaux-2e.md; seed 428-446, 1216-1226, 1556-1560): each with a case taken and one refused.
import { atActivation, lilith, model, type Game } from '../testing/turns';

const B = [model('guard', { stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 } }), model('b2')];
const ready = (): Game => {
  const g = atActivation([lilith, model('a2')], B);
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  return g;
};
const effect = (g: Game, seat: 'A' | 'B', data: object) => g.do(seat, 'DeclareEffect', { effectId: `e-${g.events.length}`, ...data }).filter((e) => e.type !== 'EffectDeclared');
const tryEffect = (g: Game, seat: 'A' | 'B', data: object) => g.refused(seat, 'DeclareEffect', { effectId: `e-${g.events.length}`, ...data });

describe('malifaux-2e §2 measuring', () => {
  it('malifaux-2e/ME-2 pre-measuring is free: a declaration out of range is refused with nothing spent, and the model measures again and acts', () => {
    const g = ready();
    const before = g.events.length;
    const ap = g.state.table!.activation!.current!.ap;
    expect(g.refused('A', 'TakeAction', { actionId: 'x', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: { distances: { guard: 3 }, los: { guard: 'CLEAR' } } })).toBe('malifaux-2e/RG-1');
    expect([g.events.length, g.state.table!.activation!.current!.ap]).toEqual([before, ap]);
    // Measurements to models the Action does not target may ride along (pre-measured); they are recorded, not refused.
    const [taken] = g.do('A', 'TakeAction', { actionId: 'y', modelId: 'lilith', action: 'Greatsword', targets: ['b2'], facts: { distances: { b2: 1.5, guard: 3 }, los: { b2: 'CLEAR' } } });
    expect(taken.data).toMatchObject({ paid: 1, facts: { distances: { b2: 1.5, guard: 3 } } });
  });
});

describe('malifaux-2e §16.6 placement is not movement', () => {
  it('malifaux-2e/MV-7 a placement farther than Wk, out of engagement, is no Walk: no AP, no disengaging strike; a Walk that far is refused', () => {
    const g = ready();
    const ap = g.state.table!.activation!.current!.ap;
    expect(g.refused('A', 'TakeAction', { actionId: 'w', modelId: 'lilith', action: 'Walk', facts: { moved: 8, leavesEngagementOf: ['guard'] } })).toBe('malifaux-2e/MV-1');
    expect(effect(g, 'A', { kind: 'PLACE', modelId: 'lilith', inches: 8 })).toEqual([{ type: 'ModelPlaced', data: { modelId: 'lilith', inches: 8 } }]);
    expect(g.state.table!.activation!.current!.ap).toBe(ap);
    expect(g.state.table!.walk).toBeNull();
  });
  it('malifaux-2e/MV-7 a buried model is not placed (it is unburied, BU-4)', () => {
    const g = ready();
    effect(g, 'B', { kind: 'BURY', modelId: 'guard' });
    expect(tryEffect(g, 'B', { kind: 'PLACE', modelId: 'guard', inches: 2 })).toBe('malifaux-2e/MV-7');
  });
});

describe('malifaux-2e §10.2 pushes towards or away from something', () => {
  it.each<[string, string | null, object]>([
    ['3" directly towards a model 4" away', null, { kind: 'TOWARDS', of: 'lilith', distance: 4 }],
    ['3" directly towards a model 2" away (it stops in base contact)', 'malifaux-2e/PU-3', { kind: 'TOWARDS', of: 'lilith', distance: 2 }],
    ['3" directly away from a model 1" away', null, { kind: 'AWAY', of: 'lilith', distance: 1 }],
    ['towards itself', 'malifaux-2e/PU-3', { kind: 'TOWARDS', of: 'guard', distance: 4 }],
    ['towards something that is neither a model in play nor a marker', 'malifaux-2e/PU-3', { kind: 'TOWARDS', of: 'nowhere', distance: 4 }],
  ])('malifaux-2e/PU-3 a push of %s → %p', (_w, rule, direction) => {
    const g = ready();
    expect(tryEffect(g, 'A', { kind: 'PUSH', modelId: 'guard', inches: 3, direction })).toBe(rule);
  });
  it('malifaux-2e/PU-3 the direction is recorded on the push, towards a marker too', () => {
    const g = ready();
    effect(g, 'A', { kind: 'PLACE_MARKER', marker: { kind: 'SCHEME', seat: 'A' }, byModelId: 'lilith' });
    const markerId = g.state.table!.markers[0].id;
    const [pushed] = effect(g, 'A', { kind: 'PUSH', modelId: 'guard', inches: 2, direction: { kind: 'TOWARDS', of: markerId, distance: 2 } });
    expect(pushed.data).toEqual({ modelId: 'guard', inches: 2, stoppedBy: null, direction: { kind: 'TOWARDS', of: markerId } });
  });
});
