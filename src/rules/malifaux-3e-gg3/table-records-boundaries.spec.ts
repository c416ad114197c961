// malifaux-3e-gg3 §2.2, §2.4, §4 table records (MK-1, MK-3, FACT-1, FACT-2, MD-1, SD-3, OQ-6, OQ-13, CP-2, CO-5, ORD-2):
// exact limits (push distances, ids, amounts, the table's edge), which seat may record what, and the rule a refusal
// names (issue 15: tests that make the mutants of table-records.ts fail).
import { Game, inTurnOne, schemeGame } from './testing/fixtures';

/** Carve a Path, Turn 1, Activation Phase. Radius-1" markers: carve-B-1 (6,30), carve-A-1 (6,6), carve-B-2 (30,30), carve-A-2 (30,6). */
const carve = (): Game => schemeGame([{ no: 1 }, { no: 3 }], [{ no: 3 }, { no: 4 }], { markerDiameterMm: 50.8 });
const push = (g: Game, seat: 'A' | 'B', markerId: string, x: number, y: number, over: object = {}) =>
  g.refusal(seat, 'PushStrategyMarker', { factId: `p-${g.events.length}`, by: seat === 'A' ? 'a-hench' : 'b-hench', markerId, x, y, within1: true, removedMarkers: [], ...over });

describe('malifaux-3e-gg3 table records: boundaries', () => {
  it.each<[string, 'A' | 'B', string, number, number, string | undefined]>([
    ['a friendly marker exactly 6"', 'A', 'carve-A-1', 12, 6, undefined],
    ['a friendly marker 6.01"', 'A', 'carve-A-1', 12.01, 6, 'CP-2'],
    ['an enemy marker exactly 4"', 'A', 'carve-B-1', 10, 30, undefined],
    ['an enemy marker 4.01"', 'A', 'carve-B-1', 10.01, 30, 'CP-2'],
    ['a friendly marker off the table', 'A', 'carve-A-1', 6, -0.5, 'CP-2'],
    ['a friendly marker, diagonally 6"', 'B', 'carve-B-2', 30 - 3.6, 30 - 4.8, undefined],
  ])('malifaux-3e-gg3/CP-2 a push of %s', (_what, seat, markerId, x, y, ruleId) => {
    expect(push(carve(), seat, markerId, x, y)).toBe(ruleId);
  });

  it('malifaux-3e-gg3/CP-2 malifaux-3e-gg3/CP-3 who pushes, what: a friendly-controlled model in play within 1", a Strategy Marker; only non-Strategy markers are removed', () => {
    const g = carve();
    expect(push(g, 'A', 'carve-A-1', 8, 6, { within1: false })).toBe('CP-2');
    expect(push(g, 'A', 'carve-A-1', 8, 6, { by: 'b-hench' })).toBe('CP-2');
    expect(push(g, 'A', 'nope', 8, 6)).toBe('CP-2');
    expect(push(g, 'A', 'carve-A-1', 8, 6, { removedMarkers: ['carve-B-1'] })).toBe('CP-3');
    expect(push(g, 'A', 'carve-A-1', 8, 6, { removedMarkers: ['ghost'] })).toBe('CP-3');
    g.seat('A', 'DropMarker', { markerId: 's1', type: 'scheme', owner: 'A', x: 8, y: 6 });
    const out = g.seat('A', 'PushStrategyMarker', { factId: 'p1', by: 'a-hench', markerId: 'carve-A-1', x: 8, y: 6, within1: true, removedMarkers: ['s1'] });
    expect(out[1]).toEqual({ type: 'StrategyMarkerPushed', data: { factId: 'p1', by: 'A', model: 'a-hench', markerId: 'carve-A-1', x: 8, y: 6, distance: 2, removedMarkers: ['s1'] } });
    expect(out[2]).toEqual({ type: 'MarkerRemoved', data: { markerId: 's1', reason: 'carve-a-path-push' } });
    expect(push(inTurnOne(), 'A', 'carve-A-1', 8, 6)).toBe('CP-2');
  });

  it.each<[string, object, string | undefined]>([
    ['a new id of 64 characters', { markerId: 'm'.repeat(64) }, undefined],
    ['an id of 65 characters', { markerId: 'm'.repeat(65) }, 'MK-1'],
    ['an empty id', { markerId: '' }, 'MK-1'],
    ['an id with a space', { markerId: 'a b' }, 'MK-1'],
    ['a Strategy Marker', { type: 'strategy' }, 'MK-1'],
    ['a neutral marker', { owner: null }, undefined],
    ['a marker for the other crew', { owner: 'B' }, 'MK-1'],
    ['the table corner (36, 36)', { x: 36, y: 36 }, undefined],
    ['the table corner (0, 0)', { x: 0, y: 0 }, undefined],
    ['off the table', { x: 36.01, y: 10 }, 'MK-1'],
  ])('malifaux-3e-gg3/MK-1 dropping %s', (_what, over, ruleId) => {
    expect(inTurnOne().refusal('A', 'DropMarker', { markerId: 'm1', type: 'scheme', owner: 'A', x: 10, y: 10, ...over })).toBe(ruleId);
  });

  it('malifaux-3e-gg3/MK-1 malifaux-3e-gg3/MK-3 a dropped marker is logged with its type in lower case; an id is used once; only non-Strategy markers are removed', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    expect(g.seat('A', 'DropMarker', { markerId: 'm1', type: 'Scrap', owner: null, x: 1, y: 2 })).toEqual([
      { type: 'MarkerDropped', data: { by: 'A', marker: { id: 'm1', type: 'scrap', owner: null, x: 1, y: 2, traits: [], claims: { A: 0, B: 0 } } } },
    ]);
    expect(g.refusal('B', 'DropMarker', { markerId: 'm1', type: 'scheme', owner: 'B', x: 1, y: 2 })).toBe('MK-1');
    expect(g.refusal('B', 'RemoveMarker', { markerId: 'covert-1', reason: 'x' })).toBe('MK-3');
    expect(g.refusal('B', 'RemoveMarker', { markerId: 'ghost', reason: 'x' })).toBe('MK-3');
    expect(g.seat('B', 'RemoveMarker', { markerId: 'm1', reason: 'interact' })).toEqual([{ type: 'MarkerRemoved', data: { markerId: 'm1', reason: 'interact' } }]);
  });

  it.each<[string, object, string | undefined]>([
    ['0 damage', { amount: 0 }, undefined],
    ['negative damage', { amount: -1 }, 'FACT-2'],
    ['fractional damage', { amount: 1.5 }, 'FACT-2'],
    ['no activation id', { activationId: '' }, 'FACT-2'],
    ['an unknown source', { source: 'ghost' }, 'MD-1'],
    ['a fact id of 64 characters', { factId: 'f'.repeat(64) }, undefined],
    ['a fact id of 65 characters', { factId: 'f'.repeat(65) }, 'FACT-1'],
    ['a fact id with a slash', { factId: 'a/b' }, 'FACT-1'],
  ])('malifaux-3e-gg3/FACT-2 malifaux-3e-gg3/FACT-1 recording %s', (_what, over, ruleId) => {
    expect(inTurnOne().refusal('A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-enf', amount: 2, activationId: 'act', ...over })).toBe(ruleId);
  });

  it('malifaux-3e-gg3/FACT-1 a fact id is used once; healing is a whole amount of a model in play', () => {
    const g = inTurnOne();
    g.seat('A', 'RecordHealing', { factId: 'h1', target: 'a-hench', amount: 0 });
    expect(g.refusal('A', 'RecordHealing', { factId: 'h1', target: 'a-hench', amount: 1 })).toBe('FACT-1');
    expect(g.refusal('A', 'RecordHealing', { factId: 'h2', target: 'a-hench', amount: -1 })).toBe('FACT-1');
    expect(g.refusal('A', 'RecordHealing', { factId: 'h2', target: 'a-hench', amount: 0.5 })).toBe('FACT-1');
  });

  it('malifaux-3e-gg3/FACT-2 a kill names Leaders within 3" (never the victim itself); the victim is in play or buried (OQ-23)', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    const kill = (over: object) => g.refusal('A', 'RecordKill', { factId: `k-${g.events.length}`, victim: 'b-min1', killer: 'a-hench', leadersWithin3: [], ...over });
    expect(kill({ leadersWithin3: ['a-lead', 'b-lead'] })).toBeUndefined();
    expect(kill({ leadersWithin3: ['a-hench'] })).toBe('FACT-2');
    expect(kill({ victim: 'b-lead', leadersWithin3: ['b-lead'] })).toBe('FACT-2');
    expect(kill({ leadersWithin3: 'a-lead' })).toBe('FACT-2');
    const out = g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-min1', killer: null, leadersWithin3: ['b-lead'] });
    expect(out[1]).toEqual({ type: 'ModelKilled', data: { factId: 'k1', by: 'A', victim: 'b-min1', killer: null, killerController: null, leadersWithin3: ['b-lead'], wasBuried: false } });
    expect(kill({})).toBe('OQ-23');
  });

  it('malifaux-3e-gg3/OQ-6 bury a model in play, unbury a buried one; the kill of a buried model records it', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    expect(g.refusal('B', 'RecordBury', { factId: 'u0', lineageId: 'b-min1', buried: false })).toBe('OQ-6');
    expect(g.types(g.seat('B', 'RecordBury', { factId: 'b1', lineageId: 'b-min1', buried: true }))).toEqual(['FactAsserted', 'ModelBuried']);
    expect(g.refusal('B', 'RecordBury', { factId: 'b2', lineageId: 'b-min1', buried: true })).toBe('OQ-6');
    const kill = g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-min1', killer: 'a-hench', leadersWithin3: [] });
    expect(kill[1].data).toMatchObject({ killerController: 'A', wasBuried: true });
    expect(g.refusal('B', 'RecordBury', { factId: 'u1', lineageId: 'b-min1', buried: false })).toBe('OQ-6');
  });

  it.each<[number | null, number | null, boolean]>([
    [5, 6, true],
    [5, 5, false],
    [5, 4, false],
    [5, null, true],
    [null, 99, false],
    [null, null, false],
  ])('malifaux-3e-gg3/MD-1 malifaux-3e-gg3/OQ-13 a model first costing %j replaced by one costing %j: higher cost %s', (original, cost, higher) => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    g.state = { ...g.state, models: { ...g.state.models, 'a-min1': { ...g.state.models['a-min1'], originalCost: original } } };
    const out = g.seat('A', 'RecordReplace', { factId: 'r1', lineageId: 'a-min1', modelId: 'new', name: 'New', station: 'MINION', cost, maxHealth: 4 });
    expect(out[1].data).toMatchObject({ lineageId: 'a-min1', modelId: 'new', cost, higherCost: higher });
  });

  it('malifaux-3e-gg3/MD-1 malifaux-3e-gg3/SD-3 a replaced model is in play; a summoned model has a new lineage and is no Leader', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-min1', killer: 'a-hench', leadersWithin3: [] });
    expect(g.refusal('B', 'RecordReplace', { factId: 'r1', lineageId: 'b-min1', modelId: 'x', name: 'X', station: 'MINION', cost: 3, maxHealth: 4 })).toBe('MD-1');
    const summon = (model: object) => g.refusal('B', 'RecordSummon', { factId: `s-${g.events.length}`, model: { lineageId: 'b-new', name: 'N', station: 'MINION', cost: 3, maxHealth: 4, ...model }, hasSummonUpgrade: true });
    expect(summon({})).toBeUndefined();
    expect(summon({ lineageId: 'a-min1' })).toBe('MD-1');
    expect(summon({ isLeader: true })).toBe('SD-3');
  });

  it('malifaux-3e-gg3/ORD-2 table events are recorded during the Activation Phase only; an activation ends with its id', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    expect(g.refusal('A', 'EndActivation', { lineageId: 'a-hench', activationId: '' })).toBe('ORD-1');
    expect(g.refusal('A', 'EndActivation', { lineageId: 'b-hench', activationId: 'x' })).toBe('MD-1');
    expect(g.seat('A', 'EndActivation', { lineageId: 'a-hench', activationId: 'x' })).toEqual([{ type: 'ActivationEnded', data: { lineageId: 'a-hench', activationId: 'x' } }]);
    g.org('EndTurn');
    expect(g.refusal('A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-enf', amount: 2, activationId: 'act' })).toBe('ORD-2');
    expect(g.refusal('A', 'DropMarker', { markerId: 'm1', type: 'scheme', owner: 'A', x: 1, y: 1 })).toBe('ORD-2');
    expect(g.refusal(null, 'EndTurn')).toBe('ORD-2');
  });

  it.each<[string, object, string | undefined]>([
    ['a token to an enemy within 1"', {}, undefined],
    ['not within 1"', { within1: false }, 'CO-5'],
    ['to a friendly model', { to: 'a-enf' }, 'CO-5'],
    ['from an enemy model', { from: 'b-hench', to: 'a-enf' }, 'CO-5'],
    ['from a model without a token', { from: 'a-min2' }, 'CO-5'],
    ['while engaged by another enemy', { engagedByOthers: true }, 'CO-5'],
    ['while engagement by others is not said', { engagedByOthers: undefined }, undefined],
  ])('malifaux-3e-gg3/CO-5 passing a Curse token: %s', (_what, over, ruleId) => {
    // Setup placed Curse tokens on a-hench (2), a-enf (2), a-min1 (1).
    expect(inTurnOne().refusal('A', 'PassCurseToken', { factId: 'c1', from: 'a-hench', to: 'b-min2', within1: true, engagedByOthers: false, ...over })).toBe(ruleId);
  });
});
