// malifaux-2e §8.4-§8.5 Interact, §17.2 Conditions removed by Interacts (rules/malifaux-2e.md; seed 1066-1092, 1578-1586,
// 2191-2233): the exact refusals of EN-3, AP-5, SM-P, SM-R, CO-6, ME-4, and the events of each Interact (issue 15).
import type { EncounterEvent } from '../events';
import { atActivation, guard, lilith, model, type Game } from '../testing/turns';

const aide = model('aide', { name: 'Aide' });
/** Lilith (A) activating, with `conditions` declared on her first; the aide (A) and the guard (B) on the table. */
function interacting(conditions: { name: string; value?: number; modelId?: string }[] = []): Game {
  const g = atActivation([lilith, aide], [guard]);
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  conditions.forEach((c, i) => g.do('A', 'DeclareEffect', { effectId: `c${i}`, kind: 'GAIN_CONDITION', modelId: c.modelId ?? 'lilith', condition: { name: c.name, value: c.value } }));
  return g;
}
const act = (data: object = {}) => ({ actionId: 'i', modelId: 'lilith', action: 'Interact', ...data });
const refusal = (ruleId: string, section: string, message: string) => ({ ruleId: `malifaux-2e/${ruleId}`, section, message });
const types = (ev: readonly EncounterEvent[]) => ev.map((e) => e.type);

describe('malifaux-2e §8.4 Interact: refusals', () => {
  it.each<[string, string[], boolean]>([
    ['no target', [], false],
    ['a friendly target', ['aide'], false],
    ['an unknown target', ['ghost'], false],
    ['an enemy target', ['guard'], true],
    ['a friendly and an enemy target', ['aide', 'guard'], true],
  ])('malifaux-2e/EN-3 an engaged model Interacting with %s: taken %p', (_w, targets, ok) => {
    const r = interacting().refusal('A', 'TakeAction', act({ targets, facts: { engagedWith: ['guard'] } }));
    expect(r).toEqual(ok ? undefined : refusal('EN-3', '§8.4, §10.3 (seed 1082, 1262)', 'an engaged model can’t Interact unless it targets an enemy model'));
  });

  it.each([[-1], [1.5]])('malifaux-2e/AP-5 an Interact of %p AP is refused', (ap) => {
    expect(interacting().refusal('A', 'TakeAction', act({ ap }))).toEqual(refusal('AP-5', '§8.4 (seed 1066-1082)', 'Interact costs its # AP (default 1)'));
  });

  it('malifaux-2e/AP-5 an Interact costs 1 AP by default, its # when given (0: the one zero-AP Action)', () => {
    expect(interacting().do('A', 'TakeAction', act())[0].data).toMatchObject({ category: 'TACTICAL', printedAp: 1, paid: 1, zeroAp: false });
    expect(interacting().do('A', 'TakeAction', act({ ap: 2 }))[0].data).toMatchObject({ printedAp: 2, paid: 2 });
    expect(interacting().do('A', 'TakeAction', act({ ap: 0 }))[0].data).toMatchObject({ printedAp: 0, paid: 0, zeroAp: true });
  });
});

describe('malifaux-2e §16.5 a summoned model’s Interact', () => {
  /** The imp summoned by Lilith in Turn 1, activating once Lilith and the guard have; `turn` rewrites the Turn it is now. */
  function summoned(turn: number): Game {
    const g = atActivation([lilith], [guard]);
    g.do('organiser', 'DeclareEffect', { effectId: 's', kind: 'SUMMON', byModelId: 'lilith', summon: model('imp', { name: 'Imp' }) });
    g.events = g.events.map((e) => (e.type === 'DrawPhaseBegun' ? { ...e, data: { ...e.data, turn } } : e));
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'EndActivation', { modelId: 'guard' });
    g.do('A', 'ActivateModel', { modelId: 'imp' });
    return g;
  }
  const imp = { actionId: 'i', modelId: 'imp', action: 'Interact' };

  it('malifaux-2e/SU-4 a model summoned this Turn can’t Interact; summoned in an earlier Turn it can', () => {
    expect(summoned(1).refusal('A', 'TakeAction', imp)).toEqual(refusal('SU-4', '§16.5 (seed 1540-1554)', 'a model summoned this Turn can’t Interact'));
    expect(types(summoned(2).do('A', 'TakeAction', imp))).toEqual(['ActionTaken']);
  });
});

describe('malifaux-2e §17.2 Distracted and Cursed Object', () => {
  it('malifaux-2e/CO-6 Distracted is removed by a (2) Interact of a Distracted model only', () => {
    expect(interacting().refusal('A', 'TakeAction', act({ interact: 'REMOVE_DISTRACTED', ap: 2 }))).toEqual(refusal('CO-6', '§17.2 (seed 2191-2193)', 'lilith is not Distracted'));
    const g = interacting([{ name: 'Distracted' }]);
    expect(g.refusal('A', 'TakeAction', act({ interact: 'REMOVE_DISTRACTED' }))).toEqual(refusal('AP-5', '§17.2 (seed 2191-2193)', 'removing Distracted is a (2) Interact'));
    const ev = g.do('A', 'TakeAction', act({ interact: 'REMOVE_DISTRACTED', ap: 2 }));
    expect(ev[1]).toEqual({ type: 'ConditionRemoved', data: { modelId: 'lilith', name: 'DISTRACTED', reason: '(2) Interact (§17.2)' } });
    expect(types(ev)).toEqual(['ActionTaken', 'ConditionRemoved']);
  });

  it('malifaux-2e/CO-6 losing a Cursed Object is a (1) Interact starting a TN 12 Wk simple duel', () => {
    expect(interacting().refusal('A', 'TakeAction', act({ interact: 'CURSED_OBJECT' }))).toEqual(refusal('CO-6', '§17.2 (seed 2231-2233)', 'lilith carries no Cursed Object'));
    const g = interacting([{ name: 'Cursed Object' }]);
    expect(g.refusal('A', 'TakeAction', act({ interact: 'CURSED_OBJECT', ap: 2 }))).toEqual(refusal('AP-5', '§17.2 (seed 2231-2233)', 'trying to lose a Cursed Object is a (1) Interact'));
    const ev = g.do('A', 'TakeAction', act({ interact: 'CURSED_OBJECT' }));
    expect(ev[0].data).toMatchObject({ action: 'Interact', duelId: 'i', paid: 1 });
    expect(ev[1]).toMatchObject({
      type: 'DuelStarted',
      data: { duelId: 'i', kind: 'SIMPLE', action: { name: 'Cursed Object', tn: 12 }, sides: [{ role: 'ACTOR', participant: { modelId: 'lilith', stat: { name: 'Wk', value: 5, printedSuits: [] }, fate: { bonus: 0, penalty: 0 } } }] },
    });
  });
});

describe('malifaux-2e §8.5 Scheme Markers', () => {
  it('malifaux-2e/SM-P a Scheme Marker is placed only when no friendly one is declared within 4"', () => {
    const smp = refusal('SM-P', '§8.5 (seed 1084-1092)', 'declare that no friendly Scheme Marker is within 4" (facts.friendlySchemeMarkerWithin4: false)');
    expect(interacting().refusal('A', 'TakeAction', act({ interact: 'PLACE_SCHEME_MARKER' }))).toEqual(smp);
    expect(interacting().refusal('A', 'TakeAction', act({ interact: 'PLACE_SCHEME_MARKER', facts: { friendlySchemeMarkerWithin4: true } }))).toEqual(smp);
    const ev = interacting().do('A', 'TakeAction', act({ interact: 'PLACE_SCHEME_MARKER', facts: { friendlySchemeMarkerWithin4: false } }));
    expect(ev.slice(1)).toEqual([{ type: 'MarkerPlaced', data: { id: 'scheme:i', kind: 'SCHEME', seat: 'A', droppedBy: 'lilith' } }]);
  });

  it('malifaux-2e/SM-R only enemy Scheme Markers in base contact are removed', () => {
    const g = interacting();
    const place = (effectId: string, kind: string, seat?: string) => g.do('A', 'DeclareEffect', { effectId, kind: 'PLACE_MARKER', marker: { kind, ...(seat ? { seat } : {}) } });
    place('b', 'SCHEME', 'B');
    place('b2', 'SCHEME', 'B');
    place('a', 'SCHEME', 'A');
    place('c', 'CORPSE');
    const remove = (ids: string[]) => g.refusal('A', 'TakeAction', act({ interact: 'REMOVE_SCHEME_MARKERS', facts: { markersInBaseContact: ids } }));
    for (const id of ['marker:a', 'marker:c', 'marker:x']) expect(remove(['marker:b', id])).toEqual(refusal('SM-R', '§8.5 (seed 1084-1092)', `${id} is not an enemy Scheme Marker`));
    const ev = g.do('A', 'TakeAction', act({ interact: 'REMOVE_SCHEME_MARKERS', facts: { markersInBaseContact: ['marker:b', 'marker:b2'] } }));
    expect(ev.slice(1)).toEqual([
      { type: 'MarkerRemoved', data: { markerId: 'marker:b', byModelId: 'lilith' } },
      { type: 'MarkerRemoved', data: { markerId: 'marker:b2', byModelId: 'lilith' } },
    ]);
    expect(types(interacting().do('A', 'TakeAction', act({ interact: 'REMOVE_SCHEME_MARKERS' })))).toEqual(['ActionTaken']);
  });
});

describe('malifaux-2e §17.2 putting out Burning', () => {
  it('malifaux-2e/CO-1 the model put out must be Burning; with no target it is the acting model', () => {
    expect(interacting().refusal('A', 'TakeAction', act({ interact: 'REDUCE_BURNING' }))).toEqual(refusal('CO-1', '§17.2 (seed 1578-1586)', 'lilith is not Burning'));
    expect(interacting().refusal('A', 'TakeAction', act({ interact: 'REDUCE_BURNING', targets: ['ghost'] }))?.ruleId).toBe('malifaux-2e/AP-5');
  });

  it('malifaux-2e/CO-1 Burning +1 goes out, a higher one is lowered by 1', () => {
    const own = interacting([{ name: 'Burning', value: 1 }]).do('A', 'TakeAction', act({ interact: 'REDUCE_BURNING' }));
    expect(own.slice(1)).toEqual([{ type: 'ConditionRemoved', data: { modelId: 'lilith', name: 'BURNING', reason: 'put out (Interact)' } }]);
    const high = interacting([{ name: 'Burning', value: 3 }]).do('A', 'TakeAction', act({ interact: 'REDUCE_BURNING' }));
    expect(high.slice(1)).toEqual([{ type: 'ConditionChanged', data: { modelId: 'lilith', name: 'BURNING', value: 2, reason: 'lowered by 1 (Interact)' } }]);
    const two = interacting([{ name: 'Burning', value: 2 }]).do('A', 'TakeAction', act({ interact: 'REDUCE_BURNING' }));
    expect(two[1]).toMatchObject({ type: 'ConditionChanged', data: { value: 1 } });
  });

  it.each<[number | null, boolean]>([
    [2, true],
    [0, true],
    [2.1, false],
    [null, false],
  ])('malifaux-2e/ME-4 another model’s Burning is put out from %p" away: %p', (distance, ok) => {
    const g = interacting([{ name: 'Burning', value: 2, modelId: 'aide' }]);
    const r = g.refusal('A', 'TakeAction', act({ interact: 'REDUCE_BURNING', targets: ['aide'], facts: distance === null ? {} : { distances: { aide: distance } } }));
    expect(r).toEqual(ok ? undefined : refusal('ME-4', '§17.2 (seed 1584)', 'Burning is put out by a model within 2" (facts.distances)'));
  });
});
