// Tests for §5 schemes 8-13, §5.0 common mechanics and §6 ordering (rules/malifaux-3e-gg3.md).
import { drop, schemeGame, toGameEnd, type Game } from './testing/fixtures';

const kill = (g: Game, by: 'A' | 'B', victim: string, killer: string | null, leadersWithin3: string[] = []) =>
  g.seat(by, 'RecordKill', { factId: `k-${victim}-${g.events.length}`, victim, killer, leadersWithin3 });
const prepRefusal = (a: Record<string, unknown>[]) => {
  try {
    schemeGame(a);
    return undefined;
  } catch (e) {
    return (e as { ruleId: string }).ruleId.replace(`malifaux-3e-gg3/`, '');
  }
};
const place = (g: Game, owner: 'A' | 'B' | null, points: [number, number][], type = 'scheme', prefix = 'm') => {
  g.state = { ...g.state, markers: [...g.state.markers, ...points.map(([x, y], i) => ({ id: `${prefix}${i}`, type, owner, x, y, traits: [], claims: { A: 0, B: 0 } }))] };
};

describe('malifaux-3e-gg3 §5.8 Spread Them Out', () => {
  it(`malifaux-3e-gg3/SC-4 Reveal at the end of Turn 5 and then End need six markers: the Reveal's removals come first`, () => {
    const h = schemeGame([{ no: 8 }, { no: 3 }]);
    for (let t = 0; t < 4; t++) {
      h.org('EndTurn');
      h.seat('A', 'FinishClaims');
      h.seat('B', 'FinishClaims');
      h.org('StartTurn', { initiative: 'A' });
      h.org('StartActivations');
    }
    place(h, 'A', [[3, 20], [16, 20], [29, 20]]);
    h.org('EndTurn');
    expect(h.claimRefusal('A', 0, 'reveal', {}, ['m0', 'm1'])).toBe('S08');
    h.claim('A', 0, 'reveal', {}, ['m0', 'm1', 'm2']);
    h.seat('A', 'FinishClaims');
    h.seat('B', 'FinishClaims');
    expect(h.state.phase).toBe('GAME_END');
    expect(h.claimRefusal('A', 0, 'end', {}, ['m0', 'm1', 'm2'])).toBe('S08');
    expect(h.vp('A')).toBe(1);
  });
  it(`malifaux-3e-gg3/GEO-3 pairwise at least 10" edge to edge, on the enemy half`, () => {
    const g = schemeGame([{ no: 8 }, { no: 3 }]);
    toGameEnd(g);
    place(g, 'A', [[5, 20], [15, 20], [27, 20], [5, 10]]);
    expect(g.claimRefusal('A', 0, 'end', {}, ['m0', 'm1', 'm2'])).toBe('S08');
    expect(g.claimRefusal('A', 0, 'end', {}, ['m0', 'm2', 'm3'])).toBe('S08');
  });
});

describe("malifaux-3e-gg3 §5.9 Load 'Em Up", () => {
  it(`malifaux-3e-gg3/SD-4 malifaux-3e-gg3/OQ-15 Reveal ("Révélez-le"): six markers of the type on the enemy half, not within 1", any owner`, () => {
    expect(prepRefusal([{ no: 9, markerType: '' }, { no: 3 }])).toBe('SC-5');
    const g = schemeGame([{ no: 9, markerType: 'Corpse' }, { no: 3 }]);
    expect(g.state.schemes.A![0].payload).toEqual({ no: 9, markerType: 'corpse' });
    place(g, null, [[2, 20], [6, 20], [10, 20], [14, 20], [18, 20], [22, 20]], 'corpse', 'c');
    place(g, 'B', [[23.5, 20]], 'corpse', 'd');
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', { markers: ['c0', 'c1', 'c2', 'c3', 'c4'] })).toBe('S09-R');
    expect(g.claimRefusal('A', 0, 'reveal', { markers: ['c0', 'c1', 'c2', 'c3', 'c5', 'd0'] })).toBe('S09-R');
    expect(g.claimRefusal('A', 0, 'reveal', { markers: ['c0', 'c1', 'c2', 'c3', 'c4', 'd0'] })).toBeUndefined();
    expect(g.claimRefusal('A', 0, 'reveal', { markers: ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'] }, ['c0'])).toBe('SC-3');
  });
  it(`malifaux-3e-gg3/OQ-15 End: three markers of the type near one Leader, either crew's (policy enemy-only)`, () => {
    for (const [policy, ownLeader] of [['either-crew', undefined], ['enemy-only', 'OQ-15']] as const) {
      const g = schemeGame([{ no: 9, markerType: 'scrap' }, { no: 3 }], undefined, { loadEmUpLeaders: policy });
      place(g, null, [[2, 2], [4, 4], [6, 6]], 'scrap', 's');
      toGameEnd(g);
      expect(g.claimRefusal('A', 0, 'end', { leader: 'a-lead', markersNearLeader: ['s0', 's1', 's2'] })).toBe(ownLeader);
      expect(g.claimRefusal('A', 0, 'end', { leader: 'b-lead', markersNearLeader: ['s0', 's1'] })).toBe('S09-E');
      expect(g.claimRefusal('A', 0, 'end', { leader: 'a-hench', markersNearLeader: ['s0', 's1', 's2'] })).toBe('OQ-15');
    }
  });
});

describe('malifaux-3e-gg3 §5.10 Public Demonstration', () => {
  it.each([
    [['a-totem', 'a-min1', 'a-min2'], undefined],
    [['a-totem', 'a-min1', 'a-enf'], 'SC-5'],
    [['a-min1', 'a-min2'], 'SC-5'],
    [['a-totem', 'a-min1', 'a-min2', 'a-peon', 'a-lead'], 'SC-5'],
  ])(`malifaux-3e-gg3/SC-5 prep %j: three or more, each Cost 7 or less, combined 18 or less`, (models, refusal) => {
    expect(prepRefusal([{ no: 10, models }, { no: 3 }])).toBe(refusal);
  });
  const demo = (policies = {}) => schemeGame([{ no: 10, models: ['a-totem', 'a-min1', 'a-min2'] }, { no: 3 }], undefined, policies);
  it(`malifaux-3e-gg3/SD-4 malifaux-3e-gg3/OQ-14 malifaux-3e-gg3/OQ-28 Reveal: two chosen models near a higher-Cost enemy Master (cost –) or Henchman; at least two by default`, () => {
    const g = demo();
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench' } })).toBe('OQ-28');
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench', 'a-min2': 'b-enf' } })).toBe('OQ-28');
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench', 'a-min2': 'b-lead' } })).toBeUndefined();
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench', 'a-min2': 'b-lead', 'a-totem': 'b-lead' } })).toBeUndefined();
    const x = demo({ demonstrationTwo: 'exactly' });
    x.org('EndTurn');
    expect(x.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench', 'a-min2': 'b-lead', 'a-totem': 'b-lead' } })).toBe('OQ-28');
  });
  it(`malifaux-3e-gg3/MD-1 a chosen model replaced by a higher Cost fails the Reveal; End: one within 1"`, () => {
    const g = demo();
    g.seat('A', 'RecordReplace', { factId: 'r', lineageId: 'a-totem', modelId: 'a-t2', name: 'T2', station: 'MINION', cost: 3, maxHealth: 4 });
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench', 'a-min2': 'b-lead' } })).toBe('S10-R');
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'end', { near: { 'a-totem': 'b-hench' } })).toBe('S10-E');
    expect(g.claimRefusal('A', 0, 'end', { near: { 'a-min1': 'b-hench' } })).toBeUndefined();
  });
});

describe('malifaux-3e-gg3 §5.11 Set the Trap', () => {
  it(`malifaux-3e-gg3/OQ-16 malifaux-3e-gg3/SC-3 Reveal: three distinct enemy models around the chosen markers (union by default); all chosen removed`, () => {
    const near = { enemiesNearMarkers: { sa1: ['b-min1', 'b-min2'], sa2: ['b-min2', 'b-peon'] } };
    const g = schemeGame([{ no: 11 }, { no: 3 }]);
    drop(g, 'A', 'sa1', 10, 20);
    drop(g, 'A', 'sa2', 14, 20);
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', near, ['sa1'])).toBe('OQ-16');
    const ev = g.claim('A', 0, 'reveal', near, ['sa1', 'sa2']);
    expect(ev.filter((e) => e.type === 'MarkerRemoved')).toHaveLength(2);
    const s = schemeGame([{ no: 11 }, { no: 3 }], undefined, { setTheTrap: 'single-marker' });
    drop(s, 'A', 'sa1', 10, 20);
    drop(s, 'A', 'sa2', 14, 20);
    s.org('EndTurn');
    expect(s.claimRefusal('A', 0, 'reveal', near, ['sa1', 'sa2'])).toBe('OQ-16');
  });
  it(`malifaux-3e-gg3/SC-3 End: an enemy Master or Henchman at half Health or less within 2" of a friendly marker, that marker removed`, () => {
    const g = schemeGame([{ no: 11 }, { no: 3 }]);
    drop(g, 'A', 'sa1', 10, 20);
    g.seat('A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-hench', amount: 5, activationId: 'x' });
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'end', { enemy: 'b-enf', enemiesNearMarkers: { sa1: ['b-enf'] } }, ['sa1'])).toBe('S11-E');
    expect(g.claimRefusal('A', 0, 'end', { enemy: 'b-hench', enemiesNearMarkers: { sa1: [] } }, ['sa1'])).toBe('S11-E');
    expect(g.claimRefusal('A', 0, 'end', { enemy: 'b-hench', enemiesNearMarkers: { sa1: ['b-hench'] } }, ['sa1'])).toBeUndefined();
  });
});

describe('malifaux-3e-gg3 §5.12 In Your Face', () => {
  it(`malifaux-3e-gg3/OQ-17 malifaux-3e-gg3/FACT-2 Reveal: an enemy non-Leader of Cost 8+ killed this turn within 3" of a Leader (recorded at the kill)`, () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    expect(g.refusal('A', 'RecordKill', { factId: 'k0', victim: 'b-enf', killer: 'a-hench' })).toBe('FACT-2');
    expect(g.refusal('A', 'RecordKill', { factId: 'k0', victim: 'b-enf', killer: 'a-hench', leadersWithin3: ['b-hench'] })).toBe('FACT-2');
    kill(g, 'A', 'b-min1', 'a-hench', ['a-lead']);
    kill(g, 'A', 'b-enf', 'a-hench', []);
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('S12-R');
    const h = schemeGame([{ no: 12 }, { no: 3 }]);
    kill(h, 'B', 'b-enf', 'b-lead', ['b-lead']);
    h.org('EndTurn');
    const ev = h.claim('A', 0, 'reveal', {}, [], 'iyf');
    expect(ev[ev.length - 1].data).toMatchObject({ factIds: ['iyf', h.state.kills[0].factId] });
    const o = schemeGame([{ no: 12 }, { no: 3 }], undefined, { inYourFaceLeader: 'owner-only' });
    kill(o, 'B', 'b-enf', 'b-lead', ['b-lead']);
    o.org('EndTurn');
    expect(o.claimRefusal('A', 0, 'reveal')).toBe('S12-R');
  });
  it(`malifaux-3e-gg3/OQ-29 End: the highest-Cost hired non-Master (by its lineage's hired Cost) in the enemy DZ; a dead top model fails`, () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    g.seat('A', 'RecordReplace', { factId: 'r', lineageId: 'a-hench', modelId: 'a-x', name: 'X', station: 'ENFORCER', cost: 6, maxHealth: 6 });
    g.seat('A', 'RecordSummon', { factId: 's', model: { lineageId: 'a-sum', name: 'S', station: 'ENFORCER', cost: 12, maxHealth: 6 }, hasSummonUpgrade: true });
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'end', { model: 'a-enf', modelInEnemyDz: true })).toBe('OQ-29');
    expect(g.claimRefusal('A', 0, 'end', { model: 'a-sum', modelInEnemyDz: true })).toBe('OQ-29');
    expect(g.claimRefusal('A', 0, 'end', { model: 'a-hench', modelInEnemyDz: false })).toBe('S12-E');
    expect(g.claimRefusal('A', 0, 'end', { model: 'a-hench', modelInEnemyDz: true })).toBeUndefined();
    const d = schemeGame([{ no: 12 }, { no: 3 }]);
    kill(d, 'B', 'a-hench', 'b-hench');
    toGameEnd(d);
    expect(d.claimRefusal('A', 0, 'end', { model: 'a-enf', modelInEnemyDz: true })).toBe('OQ-29');
    expect(d.claimRefusal('A', 0, 'end', { model: 'a-hench', modelInEnemyDz: true })).toBe('S12-E');
  });
});

describe('malifaux-3e-gg3 §5.13 Secret Meetup', () => {
  it.each([
    [{ friendly: 'a-hench', enemy: 'b-hench', terrainId: 'barn' }, undefined],
    [{ friendly: 'a-lead', enemy: 'b-hench', terrainId: 'barn' }, 'SC-5'],
    [{ friendly: 'a-hench', enemy: 'b-lead', terrainId: 'barn' }, 'SC-5'],
    [{ friendly: 'a-hench', enemy: 'b-hench', terrainId: 'none' }, 'SC-5'],
  ])(`malifaux-3e-gg3/SC-5 malifaux-3e-gg3/SD-3 prep %j: non-Master models (a Henchman Leader qualifies)`, (p, refusal) => {
    expect(prepRefusal([{ no: 13, ...p }, { no: 3 }])).toBe(refusal);
  });
  it(`malifaux-3e-gg3/OQ-18 Reveal: pairwise within 3" of each other; terrain not within 3" of your DZ`, () => {
    const g = schemeGame([{ no: 13, friendly: 'a-hench', enemy: 'b-hench', terrainId: 'rock' }, { no: 3 }]);
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', { pairwiseWithin3: false })).toBe('OQ-18');
    expect(g.claimRefusal('A', 0, 'reveal', { pairwiseWithin3: true })).toBeUndefined();
    const s = schemeGame([{ no: 13, friendly: 'a-hench', enemy: 'b-hench', terrainId: 'shed' }, { no: 3 }]);
    s.org('EndTurn');
    expect(s.claimRefusal('A', 0, 'reveal', { pairwiseWithin3: true })).toBe('S13-R');
  });
  it(`malifaux-3e-gg3/GEO-3 End: two friendly Scheme Markers in base contact with the terrain; nothing removed`, () => {
    const g = schemeGame([{ no: 13, friendly: 'a-hench', enemy: 'b-hench', terrainId: 'rock' }, { no: 3 }]);
    const r = 30 / 25.4 / 2;
    place(g, 'A', [[16 - r, 17], [20 + r, 17], [18, 21]]);
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'end', {}, ['m0'])).toBe('SC-3');
    const ev = g.claim('A', 0, 'end');
    expect(ev.some((e) => e.type === 'MarkerRemoved')).toBe(false);
    const h = schemeGame([{ no: 13, friendly: 'a-hench', enemy: 'b-hench', terrainId: 'rock' }, { no: 3 }]);
    place(h, 'A', [[16 - r, 17], [18, 21]]);
    toGameEnd(h);
    expect(h.claimRefusal('A', 0, 'end')).toBe('S13-E');
  });
});

describe('malifaux-3e-gg3 §6 checkpoints and order', () => {
  it(`malifaux-3e-gg3/ORD-1 malifaux-3e-gg3/OQ-20 claims are sequential in initiative order; each seat passes with FinishClaims`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }], [{ no: 3 }, { no: 4 }]);
    g.seat('A', 'RecordDamage', { factId: 'd', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'x' });
    g.seat('B', 'RecordDamage', { factId: 'e', source: 'b-hench', target: 'a-lead', amount: 7, activationId: 'y' });
    g.org('EndTurn');
    expect(g.claimRefusal('B', 0, 'reveal')).toBe('ORD-1');
    expect(g.refusal('B', 'FinishClaims')).toBe('ORD-1');
    g.claim('A', 0, 'reveal');
    g.seat('A', 'FinishClaims');
    expect(g.claimRefusal('A', 1, 'reveal')).toBe('ORD-1');
    g.claim('B', 0, 'reveal');
    const ev = g.seat('B', 'FinishClaims');
    expect(ev.map((e) => e.type)).toEqual(['ClaimsFinished', 'TurnEnded']);
  });
  it(`malifaux-3e-gg3/ORD-2 malifaux-3e-gg3/OQ-20 a claim sees earlier removals: A's Leave Your Mark removal lets B's then succeed`, () => {
    const g = schemeGame([{ no: 4 }, { no: 1 }], [{ no: 4 }, { no: 3 }]);
    drop(g, 'A', 'sa1', 18, 19.5);
    g.org('EndTurn');
    g.claim('A', 0, 'reveal', {}, ['sa1']);
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    g.org('StartTurn', { initiative: 'B' });
    g.org('StartActivations');
    drop(g, 'B', 'sb1', 18, 16.5);
    drop(g, 'A', 'sa2', 18, 19.5);
    g.org('EndTurn');
    expect(g.claimRefusal('B', 0, 'reveal', {}, ['sb1'])).toBe('S04-R');
    expect(g.claimRefusal('A', 1, 'reveal')).toBe('ORD-1');
  });
  it(`malifaux-3e-gg3/ORD-3 malifaux-3e-gg3/ORD-4 malifaux-3e-gg3/SC-2 each scheme at most 1 Reveal + 1 End VP; the game ends after Turn 5 with every scheme published`, () => {
    const g = schemeGame([{ no: 3 }, { no: 6, models: ['a-min1', 'a-min2'] }]);
    g.seat('A', 'RecordDamage', { factId: 'd', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'x' });
    g.org('EndTurn');
    g.claim('A', 0, 'reveal');
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('ORD-3');
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    g.org('StartTurn', { initiative: 'A' });
    g.org('StartActivations');
    kill(g, 'A', 'b-lead', 'a-hench');
    toGameEnd(g);
    expect(g.state.turn).toBe(5);
    expect(g.refusal(null, 'StartTurn', { initiative: 'A' })).toBe('ORD-4');
    g.claim('A', 0, 'end');
    g.seat('A', 'FinishClaims');
    const end = g.seat('B', 'FinishClaims');
    expect(end.map((e) => e.type)).toEqual(['ClaimsFinished', 'SchemeRevealed', 'SchemeRevealed', 'SchemeRevealed', 'GameEnded']);
    expect(end[end.length - 1].data).toMatchObject({ vp: { A: 2, B: 0 }, winner: 'A' });
    expect(g.refusal(null, 'StartTurn', { initiative: 'A' })).toBe('ORD-4');
  });
});
