// Tests for §4 strategies: special rules and end-of-turn scoring with the ratchet and caps (rules/malifaux-3e-gg3.md).
import { endTurnPassing, inTurnOne, SALT, type Game } from './testing/fixtures';

const kill = (g: Game, by: 'A' | 'B', victim: string, killer: string | null, leadersWithin3: string[] = []) =>
  g.seat(by, 'RecordKill', { factId: `k-${victim}-${g.events.length}`, victim, killer, leadersWithin3 });
const strategyAwards = (g: Game) => g.state.ledger.filter((e) => e.source === 'STRATEGY').map((e) => `${e.turn}${e.seat}`);

describe('malifaux-3e-gg3 §4.1 Cursed Objects', () => {
  it(`malifaux-3e-gg3/CO-6 malifaux-3e-gg3/CO-7 malifaux-3e-gg3/ST-1 the opponent of the victim's crew discards one token (1 VP, once per turn), the rest go to the closest models`, () => {
    const g = inTurnOne();
    expect(g.state.models['b-hench'].curse).toBe(2);
    kill(g, 'A', 'b-hench', 'a-enf');
    expect(g.refusal('A', 'RecordDamage', { factId: 'x', source: 'a-enf', target: 'b-enf', amount: 1, activationId: 'x' })).toBe('CO-6');
    expect(g.refusal('B', 'DiscardCurseToken', { discard: true })).toBe('CO-6');
    expect(g.refusal('B', 'RedistributeCurseTokens', { recipients: ['b-enf'] })).toBe('CO-6');
    g.seat('A', 'DiscardCurseToken', { discard: true });
    expect(g.refusal('A', 'RedistributeCurseTokens', { recipients: ['b-enf'] })).toBe('OQ-3');
    expect(g.refusal('B', 'RedistributeCurseTokens', { recipients: ['a-enf'] })).toBe('CO-6');
    expect(g.refusal('B', 'RedistributeCurseTokens', { recipients: ['b-enf', 'b-min1'] })).toBe('OQ-3');
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-min2'] });
    expect(g.state.models['b-min2'].curse).toBe(1);
    // A second discard in the same turn: still 1 VP (ST-1).
    kill(g, 'A', 'b-min2', 'a-enf');
    g.seat('A', 'DiscardCurseToken', { discard: true });
    endTurnPassing(g);
    expect(strategyAwards(g)).toEqual(['1A']);
  });
  it(`malifaux-3e-gg3/CO-6 a crew scores when the enemy kills its own cursed model; declining the discard scores nothing`, () => {
    const g = inTurnOne();
    kill(g, 'B', 'b-enf', 'b-lead');
    g.seat('A', 'DiscardCurseToken', { discard: false });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-min1', 'b-min2'] });
    kill(g, 'B', 'b-hench', 'b-lead');
    g.seat('A', 'DiscardCurseToken', { discard: true });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-peon'] });
    endTurnPassing(g);
    expect(strategyAwards(g)).toEqual(['1A']);
  });
  it(`malifaux-3e-gg3/OQ-3 tokens beyond the models left are removed; malifaux-3e-gg3/OQ-26 one per model`, () => {
    const g = inTurnOne();
    g.state = { ...g.state, crews: { ...g.state.crews, B: ['b-lead', 'b-hench'] } };
    kill(g, 'A', 'b-hench', null);
    g.seat('A', 'DiscardCurseToken', { discard: false });
    expect(g.refusal('B', 'RedistributeCurseTokens', { recipients: ['b-lead', 'b-lead'] })).toBe('OQ-26');
    const ev = g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-lead'] });
    expect(ev).toEqual([{ type: 'CurseTokensRedistributed', data: { fromModel: 'b-hench', to: ['b-lead'], removed: 1 } }]);
  });
  it(`malifaux-3e-gg3/OQ-4 malifaux-3e-gg3/OQ-26 a model buried when killed: its owner picks any models, one each (stacking only by policy)`, () => {
    const g = inTurnOne();
    g.seat('B', 'RecordBury', { factId: 'bury', lineageId: 'b-hench', buried: true });
    kill(g, 'A', 'b-hench', null);
    expect(g.state.kills[0].wasBuried).toBe(true);
    g.seat('A', 'DiscardCurseToken', { discard: false });
    expect(g.refusal('B', 'RedistributeCurseTokens', { recipients: ['b-lead', 'b-lead'] })).toBe('OQ-26');
    const h = inTurnOne({ policies: { buriedCurseStacking: true } });
    h.seat('B', 'RecordBury', { factId: 'bury', lineageId: 'b-hench', buried: true });
    kill(h, 'A', 'b-hench', null);
    h.seat('A', 'DiscardCurseToken', { discard: false });
    h.seat('B', 'RedistributeCurseTokens', { recipients: ['b-lead', 'b-lead'] });
    expect(h.state.models['b-lead'].curse).toBe(2);
  });
  it(`malifaux-3e-gg3/CO-7 malifaux-3e-gg3/OQ-6 malifaux-3e-gg3/ST-3 no enemy model in play scores (buried is not in play); both crews may score in one turn`, () => {
    const g = inTurnOne();
    for (const id of ['b-lead', 'b-min2', 'b-peon']) g.seat('B', 'RecordBury', { factId: `bury-${id}`, lineageId: id, buried: true });
    for (const id of ['b-hench', 'b-enf', 'b-min1']) {
      kill(g, 'A', id, 'a-lead');
      g.seat('A', 'DiscardCurseToken', { discard: false });
      const p = g.state.pendingCurse;
      if (p) g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-hench', 'b-enf', 'b-min1'].filter((x) => x !== id && g.state.models[x].status === 'in-play').slice(0, p.tokens) });
    }
    kill(g, 'B', 'a-hench', 'b-lead');
    g.seat('B', 'DiscardCurseToken', { discard: true });
    g.seat('A', 'RedistributeCurseTokens', { recipients: ['a-enf'] });
    endTurnPassing(g);
    expect(strategyAwards(g).sort()).toEqual(['1A', '1B']);
    const h = inTurnOne({ policies: { buriedInPlay: true } });
    for (const id of ['b-lead', 'b-hench', 'b-enf', 'b-min1', 'b-min2', 'b-peon']) h.seat('B', 'RecordBury', { factId: `bury-${id}`, lineageId: id, buried: true });
    endTurnPassing(h);
    expect(strategyAwards(h)).toEqual([]);
  });
  it(`malifaux-3e-gg3/CO-4 a summoned model may take one Curse token from the opponent, no cap`, () => {
    const g = inTurnOne();
    g.seat('B', 'RecordSummon', { factId: 's1', model: { lineageId: 'b-sum', name: 'Summoned', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect(g.refusal('B', 'PlaceCurseToken', { model: 'b-sum' })).toBe('CO-4');
    g.seat('A', 'PlaceCurseToken', { model: 'b-sum' });
    expect(g.state.models['b-sum'].curse).toBe(1);
    expect(g.refusal('A', 'PlaceCurseToken', { model: 'b-sum' })).toBe('CO-4');
  });
  it(`malifaux-3e-gg3/CO-5 malifaux-3e-gg3/OQ-9 the pass-back Interact moves a token to an enemy within 1"; summoned models may use it by default (OQ-9b)`, () => {
    const g = inTurnOne();
    expect(g.refusal('A', 'PassCurseToken', { factId: 'p0', from: 'a-hench', to: 'a-enf', within1: true })).toBe('CO-5');
    expect(g.refusal('A', 'PassCurseToken', { factId: 'p0', from: 'a-peon', to: 'b-peon', within1: true })).toBe('CO-5');
    expect(g.refusal('A', 'PassCurseToken', { factId: 'p0', from: 'a-hench', to: 'b-peon', within1: false })).toBe('CO-5');
    expect(g.refusal('A', 'PassCurseToken', { factId: 'p0', from: 'a-hench', to: 'b-peon', within1: true, engagedByOthers: true })).toBe('CO-5');
    g.seat('A', 'PassCurseToken', { factId: 'p1', from: 'a-hench', to: 'b-peon', within1: true, engagedByOthers: false });
    expect([g.state.models['a-hench'].curse, g.state.models['b-peon'].curse]).toEqual([1, 1]);
    for (const [policy, ok] of [[true, true], [false, false]] as const) {
      const h = inTurnOne({ policies: { summonedMayPassCurse: policy } });
      h.seat('B', 'RecordSummon', { factId: 's1', model: { lineageId: 'b-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
      h.seat('A', 'PlaceCurseToken', { model: 'b-sum' });
      expect(h.refusal('B', 'PassCurseToken', { factId: 'p2', from: 'b-sum', to: 'a-peon', within1: true })).toBe(ok ? undefined : 'OQ-9');
    }
  });
});

describe('malifaux-3e-gg3 §4.2 Guard the Stash', () => {
  const declare = (g: Game, a: Record<string, string[]>, b: Record<string, string[]>) => {
    g.seat('A', 'DeclareStrategyFacts', { factId: `gs-a-${g.state.turn}`, near: a });
    g.seat('B', 'DeclareStrategyFacts', { factId: `gs-b-${g.state.turn}`, near: b });
  };
  const nextTurn = (g: Game) => {
    g.org('StartTurn', { initiative: 'A' });
    g.org('StartActivations');
    g.org('EndTurn');
  };
  it(`malifaux-3e-gg3/ST-2 malifaux-3e-gg3/ST-1 malifaux-3e-gg3/ST-3 more controlled eligible markers than VP scored with it: the ratchet`, () => {
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    g.org('EndTurn');
    // Not scored until both seats have declared.
    g.seat('A', 'DeclareStrategyFacts', { factId: 'gs-a-1', near: { 'stash-5': ['a-hench'], 'stash-3': ['a-enf'] } });
    expect(strategyAwards(g)).toEqual([]);
    g.seat('B', 'DeclareStrategyFacts', { factId: 'gs-b-1', near: { 'stash-1': ['b-hench'] } });
    expect(strategyAwards(g)).toEqual(['1A', '1B']);
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    nextTurn(g);
    // Turn 2: A still controls one eligible marker: 1 is not more than 1 VP scored.
    declare(g, { 'stash-5': ['a-hench'] }, { 'stash-1': ['b-hench'], 'stash-2': ['b-enf'] });
    expect(strategyAwards(g)).toEqual(['1A', '1B', '2B']);
    expect(g.state.ledger[0].factIds).toEqual(['gs-a-1', 'gs-b-1']);
  });
  it(`malifaux-3e-gg3/ST-3 GS-2 GS-3: summoned models count for neither side; a tie controls nothing`, () => {
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    g.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    g.org('EndTurn');
    declare(g, { 'stash-5': ['a-sum'], 'stash-1': ['a-hench'] }, { 'stash-1': ['b-hench'] });
    expect(strategyAwards(g)).toEqual([]);
  });
  it(`malifaux-3e-gg3/OQ-25 Insignificant models are excluded only under the excludeInsignificant policy`, () => {
    for (const [exclude, expected] of [[false, ['1A']], [true, []]] as const) {
      const g = inTurnOne({ strategy: 'gg3.guard-the-stash', policies: { excludeInsignificant: exclude } });
      g.state = { ...g.state, models: { ...g.state.models, 'a-peon': { ...g.state.models['a-peon'], insignificant: true } } };
      g.org('EndTurn');
      declare(g, { 'stash-5': ['a-peon'] }, {});
      expect(strategyAwards(g)).toEqual(expected);
    }
  });
  it(`malifaux-3e-gg3/OQ-21 a global strategy cap applies only when the policy sets one`, () => {
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash', policies: { strategyVpCap: 1 } });
    g.org('EndTurn');
    declare(g, { 'stash-5': ['a-hench'] }, {});
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    nextTurn(g);
    declare(g, { 'stash-5': ['a-hench'], 'stash-6': ['a-enf'] }, {});
    expect(strategyAwards(g)).toEqual(['1A']);
  });
});

describe('malifaux-3e-gg3 §4.3 Carve a Path', () => {
  it(`malifaux-3e-gg3/CP-2 a friendly-controlled model pushes up to 6" (friendly marker) or 4" (enemy marker), even engaged`, () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    const push = (by: string, markerId: string, x: number, y: number, within1 = true) => ({ factId: `p-${g.events.length}`, by, markerId, x, y, within1, removedMarkers: [] });
    expect(g.refusal('A', 'PushStrategyMarker', push('b-hench', 'carve-A-1', 6, 12))).toBe('CP-2');
    expect(g.refusal('A', 'PushStrategyMarker', push('a-hench', 'carve-A-1', 6, 12.5))).toBe('CP-2');
    expect(g.refusal('A', 'PushStrategyMarker', push('a-hench', 'carve-A-1', 6, 12, false))).toBe('CP-2');
    g.seat('A', 'PushStrategyMarker', push('a-hench', 'carve-A-1', 6, 12));
    expect(g.refusal('A', 'PushStrategyMarker', push('a-hench', 'carve-B-1', 6, 25.5))).toBe('CP-2');
    g.seat('A', 'PushStrategyMarker', push('a-hench', 'carve-B-1', 6, 26));
    expect(g.state.markers.find((m) => m.id === 'carve-B-1')).toMatchObject({ x: 6, y: 26 });
  });
  it(`malifaux-3e-gg3/CP-3 malifaux-3e-gg3/MK-3 touching a non-Strategy marker removes it (either crew's), logged; Strategy Markers are not removed`, () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    g.seat('B', 'DropMarker', { markerId: 'sb1', type: 'scheme', owner: 'B', x: 6, y: 9 });
    expect(g.refusal('A', 'PushStrategyMarker', { factId: 'p1', by: 'a-hench', markerId: 'carve-A-1', x: 6, y: 12, within1: true, removedMarkers: ['carve-A-2'] })).toBe('CP-3');
    const ev = g.seat('A', 'PushStrategyMarker', { factId: 'p1', by: 'a-hench', markerId: 'carve-A-1', x: 6, y: 12, within1: true, removedMarkers: ['sb1'] });
    expect(ev[ev.length - 1]).toEqual({ type: 'MarkerRemoved', data: { markerId: 'sb1', reason: 'carve-a-path-push' } });
    expect(g.state.markers.some((m) => m.id === 'sb1')).toBe(false);
  });
  it(`malifaux-3e-gg3/OQ-9 (a) Summon-Upgrade models may not push; (c) a pushed marker stops in contact with another Strategy Marker`, () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    g.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect(g.refusal('A', 'PushStrategyMarker', { factId: 'p1', by: 'a-sum', markerId: 'carve-A-1', x: 6, y: 12, within1: true, removedMarkers: [] })).toBe('OQ-9');
    const h = inTurnOne({ strategy: 'gg3.carve-a-path', policies: { summonedMayNotTouchStrategyMarkers: false } });
    h.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect(h.refusal('A', 'PushStrategyMarker', { factId: 'p1', by: 'a-sum', markerId: 'carve-A-1', x: 6, y: 12, within1: true, removedMarkers: [] })).toBeUndefined();
    h.state = { ...h.state, markers: h.state.markers.map((m) => (m.id === 'carve-B-1' ? { ...m, y: 12.5 } : m)) };
    expect(h.refusal('A', 'PushStrategyMarker', { factId: 'p1', by: 'a-hench', markerId: 'carve-A-1', x: 6, y: 12, within1: true, removedMarkers: [] })).toBe('OQ-9');
  });
  it(`malifaux-3e-gg3/OQ-7 malifaux-3e-gg3/OQ-8 CP-4: 2 points in the enemy DZ (any part by default), 1 completely on the enemy half, not additive`, () => {
    const points = (policies: object, y: number) => {
      const g = inTurnOne({ strategy: 'gg3.carve-a-path', policies });
      g.state = { ...g.state, markers: g.state.markers.map((m) => (m.id === 'carve-A-1' ? { ...m, y } : m)) };
      g.org('EndTurn');
      return require('./strategy-scoring').strategyCount(g.state, 'A').count as number;
    };
    expect(points({}, 27.6)).toBe(2);
    expect(points({ containment: 'completely' }, 27.6)).toBe(1);
    expect(points({}, 18.4)).toBe(0);
    expect(points({}, 18.7)).toBe(1);
    expect(points({ markerDiameterMm: 50 }, 18.7)).toBe(0);
    expect(points({}, 35)).toBe(2);
  });
  it(`malifaux-3e-gg3/ST-2 Carve a Path scores when its points exceed the VP it has scored`, () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    g.state = { ...g.state, markers: g.state.markers.map((m) => (m.id === 'carve-A-1' ? { ...m, y: 30 } : m)) };
    endTurnPassing(g);
    g.org('StartTurn', { initiative: 'B' });
    g.org('StartActivations');
    endTurnPassing(g, 'B');
    g.org('StartTurn', { initiative: 'B' });
    g.org('StartActivations');
    endTurnPassing(g, 'B');
    expect(strategyAwards(g)).toEqual(['1A', '2A']);
  });
});

describe('malifaux-3e-gg3 §4.4 Covert Operation', () => {
  const toTurnTwo = (policies = {}) => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation', policies });
    endTurnPassing(g);
    g.org('StartTurn', { initiative: 'B' });
    return g;
  };
  it(`malifaux-3e-gg3/CV-3 up to three own models, committed secretly in the Start Phase of turns after the first`, () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    expect(g.refusal('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) })).toBe('CV-3');
    const h = toTurnTwo();
    expect(h.refusal('A', 'CommitCovertSelection', { lineageIds: ['a-hench', 'a-enf', 'a-min1', 'a-min2'], salt: SALT(9) })).toBe('CV-3');
    expect(h.refusal('A', 'CommitCovertSelection', { lineageIds: ['b-hench'], salt: SALT(9) })).toBe('MD-1');
    expect(h.refusal('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: 'short' })).toBe('SEC-1');
    h.seat('A', 'CommitCovertSelection', { lineageIds: ['a-min1', 'a-hench'], salt: SALT(9) });
    expect(h.refusal('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) })).toBe('CV-3');
    h.org('StartActivations');
    expect(h.refusal('B', 'CommitCovertSelection', { lineageIds: ['b-hench'], salt: SALT(9) })).toBe('CV-3');
  });
  it(`malifaux-3e-gg3/CV-4 malifaux-3e-gg3/SEC-3 reveals open the commitment; one placement from the selection, not engaged, within 2"; simultaneous`, () => {
    const g = toTurnTwo();
    g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) });
    g.org('StartActivations');
    g.org('EndTurn');
    expect(g.state.endStep).toBe('COVERT');
    expect(g.refusal('A', 'RevealCovertSelection', { placement: { model: 'a-enf', marker: 'covert-1', notEngaged: true, within2: true } })).toBe('CV-4');
    expect(g.refusal('A', 'RevealCovertSelection', { placement: { model: 'a-hench', marker: 'covert-1', notEngaged: false, within2: true } })).toBe('CV-4');
    const tampered = { ...g.state, covert: { ...g.state.covert, A: { ...g.state.covert.A!, lineageIds: ['a-enf'] } } };
    const saved = g.state;
    g.state = tampered;
    expect(g.refusal('A', 'RevealCovertSelection', {})).toBe('SEC-3');
    g.state = saved;
    const first = g.seat('A', 'RevealCovertSelection', { placement: { model: 'a-hench', marker: 'covert-1', notEngaged: true, within2: true }, factId: 'cv-a' });
    expect(first.map((e) => e.type)).toEqual(['CovertSelectionRevealed']);
    expect(g.state.markers[0].claims.A).toBe(0);
    const second = g.seat('B', 'RevealCovertSelection', {});
    expect(second.map((e) => e.type)).toEqual(['CovertSelectionRevealed', 'FactAsserted', 'ClaimTokenPlaced', 'CovertPlacementsApplied', 'StrategyVpAwarded', 'StrategyScored']);
    expect(g.state.markers[0].claims.A).toBe(1);
    expect(g.state.models['a-hench'].claim).toBe(0);
    expect(strategyAwards(g)).toEqual(['2A']);
  });
  it(`malifaux-3e-gg3/CV-5 Claim tokens on markers are permanent and a marker can hold both crews' tokens; a model has one token only`, () => {
    const g = toTurnTwo();
    g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) });
    g.seat('B', 'CommitCovertSelection', { lineageIds: ['b-hench'], salt: SALT(8) });
    g.org('StartActivations');
    g.org('EndTurn');
    g.seat('A', 'RevealCovertSelection', { placement: { model: 'a-hench', marker: 'covert-2', notEngaged: true, within2: true } });
    g.seat('B', 'RevealCovertSelection', { placement: { model: 'b-hench', marker: 'covert-2', notEngaged: true, within2: true } });
    g.seat('B', 'FinishClaims');
    g.seat('A', 'FinishClaims');
    g.org('StartTurn', { initiative: 'A' });
    g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(7) });
    g.org('StartActivations');
    expect(g.refusal('A', 'RemoveMarker', { markerId: 'covert-2', reason: 'x' })).toBe('MK-3');
    g.org('EndTurn');
    expect(g.refusal('A', 'RevealCovertSelection', { placement: { model: 'a-hench', marker: 'covert-3', notEngaged: true, within2: true } })).toBe('CV-4');
    expect(g.state.markers[1].claims).toEqual({ A: 1, B: 1 });
  });
  it(`malifaux-3e-gg3/OQ-24 malifaux-3e-gg3/OQ-5 a replacing model inherits the Claim and Curse tokens; a summoned model gets none`, () => {
    const g = toTurnTwo();
    g.org('StartActivations');
    g.seat('A', 'RecordReplace', { factId: 'r1', lineageId: 'a-min1', modelId: 'a-big', name: 'Big', station: 'ENFORCER', cost: 9, maxHealth: 9 });
    g.seat('B', 'RecordSummon', { factId: 's1', model: { lineageId: 'b-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    expect([g.state.models['a-min1'].claim, g.state.models['a-min1'].modelId, g.state.models['b-sum'].claim]).toEqual([1, 'a-big', 0]);
    const h = toTurnTwo({ claimOnReplace: false, tokensFollowReplace: false });
    h.org('StartActivations');
    h.seat('A', 'RecordReplace', { factId: 'r1', lineageId: 'a-min1', modelId: 'a-big', name: 'Big', station: 'ENFORCER', cost: 9, maxHealth: 9 });
    expect(h.state.models['a-min1'].claim).toBe(0);
    const c = inTurnOne();
    c.seat('B', 'RecordReplace', { factId: 'r1', lineageId: 'b-hench', modelId: 'b-new', name: 'New', station: 'HENCHMAN', cost: 11, maxHealth: 10 });
    expect(c.state.models['b-hench'].curse).toBe(2);
  });
});
