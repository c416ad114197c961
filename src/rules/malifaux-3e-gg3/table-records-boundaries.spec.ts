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

describe('malifaux-3e-gg3 table records: what each refusal says', () => {
  const said = (g: Game, seat: 'A' | 'B' | null, type: string, data: object = {}): string | undefined => {
    try {
      g.run(type as never, seat ? { role: 'seat', seat } : { role: 'organiser' }, { ...(seat ? { seat } : {}), ...data });
      return undefined;
    } catch (e) {
      if (!(e as { ruleId?: string }).ruleId) throw e;
      const v = e as { ruleId: string; section: string; message: string };
      return `${v.ruleId.replace('malifaux-3e-gg3/', '')} ${v.section}: ${v.message}`;
    }
  };
  it('malifaux-3e-gg3/CP-2 malifaux-3e-gg3/CP-3 malifaux-3e-gg3/OQ-9 pushes', () => {
    const g = carve();
    const p = (over: object) => said(g, 'A', 'PushStrategyMarker', { factId: 'p1', by: 'a-hench', markerId: 'carve-A-1', x: 8, y: 6, within1: true, removedMarkers: [], ...over });
    expect(p({ x: 12.5 })).toBe('CP-2 §4.3: a push of up to 6" (friendly marker)');
    expect(p({ markerId: 'carve-B-1', x: 6, y: 24 })).toBe('CP-2 §4.3: a push of up to 4" (not a friendly marker)');
    expect(p({ within1: false })).toBe('CP-2 §4.3: the pusher is within 1" of the marker');
    expect(p({ by: 'b-hench' })).toBe('CP-2 §4.3: a friendly-controlled model in play pushes');
    expect(p({ markerId: 'nope' })).toBe('CP-2 §4.3: not a Strategy Marker');
    expect(p({ removedMarkers: ['carve-B-1'] })).toBe('CP-3 §4.3: carve-B-1: only non-Strategy markers touched by the push are removed');
    expect(said(inTurnOne(), 'A', 'PushStrategyMarker', { factId: 'p1', by: 'a-hench', markerId: 'x', x: 8, y: 6, within1: true, removedMarkers: [] })).toBe('CP-2 §4.3: only Carve a Path markers are pushed');
    g.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect(p({ factId: 'p2', by: 'a-sum' })).toBe('OQ-9 §9 OQ-9a: a model with a Summon Upgrade may not Interact with Strategy Markers');
  });

  it('malifaux-3e-gg3/MK-1 malifaux-3e-gg3/MK-3 markers', () => {
    const g = inTurnOne();
    const d = (over: object) => said(g, 'A', 'DropMarker', { markerId: 'm1', type: 'scheme', owner: 'A', x: 1, y: 1, ...over });
    expect(d({ markerId: '' })).toBe('MK-1 §2.2: a new marker id');
    expect(d({ type: 'strategy' })).toBe('MK-1 §2.2: Strategy Markers are placed by the strategy setup only');
    expect(d({ owner: 'B' })).toBe('MK-1 §2.2: a marker is friendly to the crew that created it, or neutral');
    expect(d({ x: 40 })).toBe('MK-1 §2.3: a position on the 36" table');
    expect(said(g, 'A', 'RemoveMarker', { markerId: 'nope', reason: 'x' })).toBe('MK-3 §2.2: a non-Strategy marker on the table');
  });

  it('malifaux-3e-gg3/FACT-1 malifaux-3e-gg3/FACT-2 malifaux-3e-gg3/ORD-2 malifaux-3e-gg3/CO-6 damage, healing, kills and their timing', () => {
    const g = inTurnOne();
    const dmg = (over: object) => said(g, 'A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-enf', amount: 2, activationId: 'act', ...over });
    expect(dmg({ amount: -1 })).toBe('FACT-2 §2.4: damage to a model in play, a whole amount');
    expect(dmg({ activationId: '' })).toBe('FACT-2 §2.4: damage carries its activation id');
    expect(dmg({ factId: 'a b' })).toBe('FACT-1 §2.4: each declared fact has a new id');
    expect(said(g, 'A', 'RecordHealing', { factId: 'h1', target: 'a-hench', amount: -2 })).toBe('FACT-1 §2.4: healing of a model in play, a whole amount');
    const kill = (over: object) => said(g, 'A', 'RecordKill', { factId: 'k1', victim: 'b-min1', killer: 'a-hench', leadersWithin3: [], ...over });
    expect(kill({ leadersWithin3: undefined })).toBe('FACT-2 §2.4: a kill records the Leaders within 3" of the victim (always collected)');
    expect(kill({ leadersWithin3: ['a-hench'] })).toBe('FACT-2 §2.4: a-hench is not a Leader');
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-hench', leadersWithin3: [] });
    expect(kill({ factId: 'k2', victim: 'b-hench' })).toBe('CO-6 §4.1: the Curse tokens of the killed model are resolved first');
    g.seat('A', 'DiscardCurseToken', { discard: false });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-enf', 'b-min1'] });
    expect(kill({ factId: 'k3', victim: 'b-hench' })).toBe('OQ-23 §9: the victim is in play (or buried)');
    g.org('EndTurn');
    expect(dmg({ factId: 'd9' })).toBe('ORD-2 §6: table events are recorded during the turn, before the end-of-turn checkpoint');
  });

  it('malifaux-3e-gg3/CO-6 malifaux-3e-gg3/OQ-3 the Curse tokens of a kill: the opponent of the victim’s crew discards, then the owner places', () => {
    const g = inTurnOne();
    expect(said(g, 'B', 'DiscardCurseToken', { discard: true })).toBe('CO-6 §4.1: no killed model with Curse tokens waits for a discard');
    expect(said(g, 'A', 'RedistributeCurseTokens', { recipients: [] })).toBe('CO-6 §4.1: no Curse tokens wait for redistribution');
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-hench', leadersWithin3: [] });
    expect(said(g, 'B', 'DiscardCurseToken', { discard: true })).toBe("CO-6 §4.1: the opponent of the killed model's crew decides the discard");
    expect(said(g, 'B', 'RedistributeCurseTokens', { recipients: ['b-enf'] })).toBe('CO-6 §4.1: the opponent decides the discard first');
    g.seat('A', 'DiscardCurseToken', { discard: true });
    expect(said(g, 'A', 'RedistributeCurseTokens', { recipients: ['b-enf'] })).toBe("OQ-3 §9: the killed model's owner places its remaining tokens");
    expect(said(g, 'B', 'RedistributeCurseTokens', { recipients: ['a-enf'] })).toBe('CO-6 §4.1: a-enf is not an in-play model of the same crew');
    expect(said(g, 'B', 'RedistributeCurseTokens', { recipients: ['b-hench'] })).toBe('CO-6 §4.1: b-hench is not an in-play model of the same crew');
    expect(said(g, 'B', 'RedistributeCurseTokens', { recipients: [] })).toBe('OQ-3 §9: place 1 token(s); tokens beyond the models available are removed');
    expect(said(g, 'B', 'RedistributeCurseTokens', { recipients: ['b-enf', 'b-min1'] })).toBe('OQ-3 §9: place 1 token(s); tokens beyond the models available are removed');
    expect(g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-enf'] })).toEqual([{ type: 'CurseTokensRedistributed', data: { fromModel: 'b-hench', to: ['b-enf'], removed: 0 } }]);
  });

  it('malifaux-3e-gg3/CO-5 malifaux-3e-gg3/OQ-9 passing a Curse token', () => {
    const g = inTurnOne({ policies: { summonedMayPassCurse: false } });
    const pass = (over: object) => said(g, 'A', 'PassCurseToken', { factId: 'c1', from: 'a-hench', to: 'b-min2', within1: true, ...over });
    expect(pass({ from: 'a-min2' })).toBe('CO-5 §4.1: a friendly model in play with a Curse token');
    expect(pass({ within1: false })).toBe('CO-5 §4.1: an enemy model in play within 1"');
    expect(pass({ engagedByOthers: true })).toBe('CO-5 §4.1: a model engaged by another enemy model may not take this Interact');
    expect(said(inTurnOne({ strategy: 'gg3.covert-operation' }), 'A', 'PassCurseToken', { factId: 'c1', from: 'a-hench', to: 'b-min2', within1: true })).toBe('CO-5 §4.1: a Cursed Objects rule');
    g.state = { ...g.state, models: { ...g.state.models, 'a-hench': { ...g.state.models['a-hench'], origin: 'summoned' } } };
    expect(pass({})).toBe('OQ-9 §9 OQ-9b: summoned models may not use the pass-back Interact under this policy');
    expect(g.refusal('A', 'PassCurseToken', { factId: 'c1', from: 'a-enf', to: 'b-min2', within1: true })).toBeUndefined();
  });

  it('malifaux-3e-gg3/MD-1 malifaux-3e-gg3/SD-3 malifaux-3e-gg3/OQ-6 summons, replacements, burials', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    const summon = (model: object) => said(g, 'B', 'RecordSummon', { factId: 's1', model: { lineageId: 'b-new', name: 'N', station: 'MINION', cost: 3, maxHealth: 4, ...model }, hasSummonUpgrade: false });
    expect(summon({ lineageId: 'a-min1' })).toBe('MD-1 §2.1: a new lineage id');
    expect(summon({ isLeader: true })).toBe('SD-3 §2.1: a summoned model is not the Leader');
    expect(said(g, 'B', 'RecordBury', { factId: 'b1', lineageId: 'b-min1', buried: false })).toBe('OQ-6 §9: the model is not buried');
    g.seat('B', 'RecordBury', { factId: 'b1', lineageId: 'b-min1', buried: true });
    expect(said(g, 'B', 'RecordBury', { factId: 'b2', lineageId: 'b-min1', buried: true })).toBe('OQ-6 §9: only a model in play is buried');
    expect(said(g, 'B', 'RecordReplace', { factId: 'r1', lineageId: 'b-min1', modelId: 'x', name: 'X', station: 'MINION', cost: 3, maxHealth: 4 })).toBe('MD-1 §2.1: only a model in play is replaced');
    expect(said(g, 'A', 'EndActivation', { lineageId: 'a-hench', activationId: '' })).toBe('ORD-1 §6: an activation id');
  });
});
