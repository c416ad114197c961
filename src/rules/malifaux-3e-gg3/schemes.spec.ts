// Tests for §5 schemes 1-7: Reveal and End lines, costs, prep validation and the §9 policies they read.
import { drop, schemeGame, toGameEnd, type Game } from './testing/fixtures';

const kill = (g: Game, by: 'A' | 'B', victim: string, killer: string | null, leadersWithin3: string[] = []) =>
  g.seat(by, 'RecordKill', { factId: `k-${victim}-${g.events.length}`, victim, killer, leadersWithin3 });
const dmg = (g: Game, by: 'A' | 'B', source: string, target: string, amount: number, activationId = 'act') =>
  g.seat(by, 'RecordDamage', { factId: `d-${g.events.length}`, source, target, amount, activationId });
const prepRefusal = (a: Record<string, unknown>[]) => {
  try {
    schemeGame(a);
    return undefined;
  } catch (e) {
    return (e as { ruleId: string }).ruleId.replace(`malifaux-3e-gg3/`, '');
  }
};

describe('malifaux-3e-gg3 §5.1 Breakthrough', () => {
  const ready = (policies = {}) => {
    const g = schemeGame([{ no: 1 }, { no: 3 }], undefined, policies);
    drop(g, 'A', 'sa1', 10, 30);
    drop(g, 'A', 'sa2', 10, 20);
    drop(g, 'B', 'sb1', 20, 30);
    g.org('EndTurn');
    return g;
  };
  const facts = { model: 'a-min1', modelInEnemyDz: true, enemiesWithin4LoS: [] };
  it(`malifaux-3e-gg3/OQ-10 malifaux-3e-gg3/SC-3 malifaux-3e-gg3/SD-2 the Reveal removes one friendly Scheme Marker in the enemy DZ and reveals the scheme`, () => {
    const g = ready();
    expect(g.claimRefusal('A', 0, 'reveal', { ...facts, enemiesWithin4LoS: ['b-min1'] }, ['sa1'])).toBe('S01-R');
    expect(g.claimRefusal('A', 0, 'reveal', { ...facts, modelInEnemyDz: false }, ['sa1'])).toBe('S01-R');
    expect(g.claimRefusal('A', 0, 'reveal', facts, ['sa2'])).toBe('OQ-10');
    expect(g.claimRefusal('A', 0, 'reveal', facts, ['sb1'])).toBe('OQ-10');
    const ev = g.claim('A', 0, 'reveal', facts, ['sa1']);
    expect(g.types(ev)).toEqual(['FactAsserted', 'SchemeRevealed', 'MarkerRemoved', 'SchemeVpAwarded']);
    expect(ev[2].data).toEqual({ markerId: 'sa1', reason: 'scheme-cost' });
    expect(g.vp('A')).toBe(1);
  });
  it(`malifaux-3e-gg3/OQ-10 policy any-friendly: the removed friendly marker may stand anywhere`, () => {
    expect(ready({ breakthroughRemoval: 'any-friendly' }).claimRefusal('A', 0, 'reveal', facts, ['sa2'])).toBeUndefined();
  });
  it(`malifaux-3e-gg3/SC-2 malifaux-3e-gg3/ORD-3 one Reveal VP per game; the End line scores on its own (three markers in the enemy DZ, removed)`, () => {
    const g = ready();
    g.claim('A', 0, 'reveal', facts, ['sa1']);
    expect(g.claimRefusal('A', 0, 'reveal', facts, ['sa2'])).toBe('ORD-3');
    expect(g.claimRefusal('A', 0, 'end', {}, [])).toBe('SC-2');
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'reveal', facts, ['sa2'])).toBe('SC-2');
    g.state = { ...g.state, markers: [...g.state.markers, ...['x1', 'x2', 'x3'].map((id, i) => ({ id, type: 'scheme', owner: 'A' as const, x: 5 + 5 * i, y: 33, traits: [], claims: { A: 0, B: 0 } }))] };
    expect(g.claimRefusal('A', 0, 'end', {}, ['x1', 'x2', 'sa2'])).toBe('S01-E');
    g.claim('A', 0, 'end', {}, ['x1', 'x2', 'x3']);
    expect(g.claimRefusal('A', 0, 'end', {}, ['x1', 'x2', 'x3'])).toBe('ORD-3');
    expect(g.vp('A')).toBe(2);
  });
});

describe('malifaux-3e-gg3 §5.2 Vendetta', () => {
  it.each([
    [{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, undefined],
    [{ no: 2, friendly: 'a-totem', enemy: 'b-enf' }, 'SC-5'],
    [{ no: 2, friendly: 'a-enf', enemy: 'b-lead' }, 'SC-5'],
    [{ no: 2, friendly: 'a-hench', enemy: 'b-enf' }, 'SC-5'],
    [{ no: 2, friendly: 'a-enf', enemy: 'a-min1' }, 'MD-1'],
    // OQ-13: a `–` friendly Master only takes a `–` enemy; an enemy Henchman of cost 10 is lower.
    [{ no: 2, friendly: 'a-lead', enemy: 'b-hench' }, 'SC-5'],
  ])(`malifaux-3e-gg3/SC-5 malifaux-3e-gg3/SEC-4 malifaux-3e-gg3/OQ-13 prep %j`, (scheme, refusal) => {
    expect(prepRefusal([scheme, { no: 3 }])).toBe(refusal);
  });
  const vendetta = () => schemeGame([{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, { no: 3 }]);
  it(`malifaux-3e-gg3/OQ-11 the Reveal is at the end of F*'s activation, after it damaged E* to half Health in that activation`, () => {
    const g = vendetta();
    dmg(g, 'A', 'a-enf', 'b-enf', 3, 'act1');
    g.seat('A', 'EndActivation', { lineageId: 'a-enf', activationId: 'act1' });
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('S02-R');
    dmg(g, 'A', 'a-hench', 'b-enf', 2, 'act2');
    g.seat('A', 'EndActivation', { lineageId: 'a-hench', activationId: 'act2' });
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('S02-R');
    dmg(g, 'A', 'a-min1', 'b-enf', 0, 'act3');
    g.seat('A', 'EndActivation', { lineageId: 'a-enf', activationId: 'act3' });
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('OQ-11');
    dmg(g, 'A', 'a-enf', 'b-enf', 1, 'act4');
    g.seat('A', 'EndActivation', { lineageId: 'a-enf', activationId: 'act4' });
    const ev = g.claim('A', 0, 'reveal', {}, [], 'v1');
    expect(ev[ev.length - 1]).toMatchObject({ type: 'SchemeVpAwarded', data: { part: 'reveal', no: 2 } });
  });
  it(`malifaux-3e-gg3/OQ-11 under the 'ever' policy an earlier activation's damage counts`, () => {
    const g = schemeGame([{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, { no: 3 }], undefined, { vendettaDamage: 'ever' });
    dmg(g, 'A', 'a-enf', 'b-enf', 5, 'act1');
    g.seat('A', 'EndActivation', { lineageId: 'a-enf', activationId: 'act2' });
    expect(g.claimRefusal('A', 0, 'reveal')).toBeUndefined();
  });
  it(`malifaux-3e-gg3/SC-2 Vendetta is not revealed at the end of the turn; killing E* fails the Reveal`, () => {
    const g = vendetta();
    dmg(g, 'A', 'a-enf', 'b-enf', 9, 'act1');
    kill(g, 'A', 'b-enf', 'a-enf');
    g.seat('A', 'EndActivation', { lineageId: 'a-enf', activationId: 'act1' });
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('S02-R');
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('SC-2');
  });
  it(`malifaux-3e-gg3/MD-1 End: F* in play, not replaced by a higher Cost, E* not in play`, () => {
    const g = vendetta();
    kill(g, 'B', 'b-enf', null);
    const h = vendetta();
    kill(h, 'B', 'b-enf', null);
    h.seat('A', 'RecordReplace', { factId: 'r', lineageId: 'a-enf', modelId: 'a-big', name: 'Big', station: 'ENFORCER', cost: 9, maxHealth: 9 });
    const k = vendetta();
    kill(k, 'B', 'b-enf', null);
    k.seat('A', 'RecordReplace', { factId: 'r', lineageId: 'a-enf', modelId: 'a-same', name: 'Same', station: 'ENFORCER', cost: 8, maxHealth: 9 });
    for (const x of [g, h, k]) toGameEnd(x);
    expect([g.claimRefusal('A', 0, 'end'), h.claimRefusal('A', 0, 'end'), k.claimRefusal('A', 0, 'end')]).toEqual([undefined, 'S02-E', undefined]);
  });
});

describe('malifaux-3e-gg3 §5.3 Assassinate', () => {
  it(`malifaux-3e-gg3/SC-2 Reveal: enemy Leader in play at half Health or less; End: not in play`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    dmg(g, 'A', 'a-hench', 'b-lead', 6);
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('S03-R');
    const h = schemeGame([{ no: 3 }, { no: 1 }]);
    dmg(h, 'A', 'a-hench', 'b-lead', 7);
    h.org('EndTurn');
    h.claim('A', 0, 'reveal');
    toGameEnd(h);
    expect(h.claimRefusal('A', 0, 'end')).toBe('S03-E');
  });
  it(`malifaux-3e-gg3/OQ-6 a Leader buried at the end of the game is not in play (End scores); policy buriedInPlay reverses it`, () => {
    for (const [policy, refusal] of [[false, undefined], [true, 'S03-E']] as const) {
      const g = schemeGame([{ no: 3 }, { no: 1 }], undefined, { buriedInPlay: policy });
      g.seat('B', 'RecordBury', { factId: 'b', lineageId: 'b-lead', buried: true });
      toGameEnd(g);
      expect(g.claimRefusal('A', 0, 'end')).toBe(refusal);
    }
  });
});

describe('malifaux-3e-gg3 §5.4 Leave Your Mark', () => {
  it(`malifaux-3e-gg3/ORD-2 malifaux-3e-gg3/GEO-3 Reveal: a friendly marker within 1" of the centerpoint and no enemy one; End: three within 4"`, () => {
    const g = schemeGame([{ no: 4 }, { no: 1 }], [{ no: 4 }, { no: 3 }]);
    drop(g, 'A', 'sa1', 18, 19.5);
    drop(g, 'A', 'sa2', 18, 21);
    drop(g, 'B', 'sb1', 19.5, 18);
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', {}, ['sa1'])).toBe('S04-R');
    // B claims nothing yet; A passes, B reveals with its marker (A's is also there: refused), see ORD-2 below.
    expect(g.claimRefusal('A', 0, 'reveal', {}, ['sa2'])).toBe('S04-R');
    const h = schemeGame([{ no: 4 }, { no: 1 }], [{ no: 4 }, { no: 3 }]);
    drop(h, 'A', 'sa1', 18, 19.5);
    drop(h, 'B', 'sb1', 18, 16.5);
    h.seat('B', 'RemoveMarker', { markerId: 'sb1', reason: 'interact' });
    h.org('EndTurn');
    h.claim('A', 0, 'reveal', {}, ['sa1']);
    expect(h.state.markers.some((m) => m.id === 'sa1')).toBe(false);
    toGameEnd(h);
    h.state = { ...h.state, markers: [...h.state.markers, ...[[18, 21], [21, 18], [15, 18]].map(([x, y], i) => ({ id: `e${i}`, type: 'scheme', owner: 'A' as const, x, y, traits: [], claims: { A: 0, B: 0 } }))] };
    expect(h.claimRefusal('A', 0, 'end', {}, ['e0', 'e1'])).toBe('S04-E');
    h.claim('A', 0, 'end', {}, ['e0', 'e1', 'e2']);
    expect(h.vp('A')).toBe(2);
  });
});

describe('malifaux-3e-gg3 §5.5 Sabotage', () => {
  it.each([
    ['rock', 'SC-5'],
    ['tower', 'SC-5'],
    ['nowhere', 'SC-5'],
    ['barn', undefined],
  ])(`malifaux-3e-gg3/SC-5 prep: terrain %s not within 4" of the centerline`, (terrainId, refusal) => {
    expect(prepRefusal([{ no: 5, terrainId }, { no: 3 }])).toBe(refusal);
  });
  it(`malifaux-3e-gg3/OQ-19 the chosen terrain must be on the opponent's half (checked at the claim, once halves exist)`, () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }], [{ no: 5, terrainId: 'barn' }, { no: 3 }]);
    g.org('EndTurn');
    g.seat('A', 'FinishClaims');
    expect(g.claimRefusal('B', 0, 'reveal', {}, [])).toBe('OQ-19');
  });
  const sabotage = (policies = {}) => {
    const g = schemeGame([{ no: 5, terrainId: 'barn' }, { no: 3 }], undefined, policies);
    drop(g, 'A', 'sa1', 12, 24.5);
    drop(g, 'A', 'sa2', 15, 28);
    drop(g, 'A', 'sa3', 30, 30);
    return g;
  };
  it(`malifaux-3e-gg3/SC-3 Reveal: two friendly markers within 2" of T*, on the enemy half, no enemy within 3" and LoS: both removed`, () => {
    const g = sabotage();
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', { enemiesNearMarkers: { sa1: [], sa2: ['b-min1'] } }, ['sa1', 'sa2'])).toBe('S05-R');
    expect(g.claimRefusal('A', 0, 'reveal', { enemiesNearMarkers: { sa1: [], sa3: [] } }, ['sa1', 'sa3'])).toBe('S05-R');
    expect(g.claimRefusal('A', 0, 'reveal', { enemiesNearMarkers: { sa1: [] } }, ['sa1'])).toBe('S05-R');
    g.claim('A', 0, 'reveal', { enemiesNearMarkers: { sa1: [], sa2: [] } }, ['sa1', 'sa2']);
    expect(g.state.markers.map((m) => m.id).filter((id) => id.startsWith('sa'))).toEqual(['sa3']);
  });
  it(`malifaux-3e-gg3/OQ-27 End: no enemy marker near T*, a friendly qualifying one removed (policy off: any friendly)`, () => {
    const g = sabotage();
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'end', {}, ['sa3'])).toBe('OQ-27');
    expect(g.claimRefusal('A', 0, 'end', {}, ['sa1'])).toBeUndefined();
    const h = sabotage({ sabotageEndRemovesQualifying: false });
    toGameEnd(h);
    expect(h.claimRefusal('A', 0, 'end', {}, ['sa3'])).toBeUndefined();
    const k = sabotage();
    drop(k, 'B', 'sb1', 9, 27);
    toGameEnd(k);
    expect(k.claimRefusal('A', 0, 'end', {}, ['sa1'])).toBe('S05-E');
  });
});

describe('malifaux-3e-gg3 §5.6 Hidden Martyrs', () => {
  it.each([
    [['a-min1', 'a-min2'], undefined],
    [['a-hench', 'a-enf'], 'SC-5'],
    [['a-lead', 'a-min1'], 'SC-5'],
    [['a-min1', 'a-min1'], 'SC-5'],
    [['a-min1'], 'SC-5'],
  ])(`malifaux-3e-gg3/SC-5 malifaux-3e-gg3/OQ-13 prep %j: two non-Leaders, combined Cost 13 or less`, (models, refusal) => {
    expect(prepRefusal([{ no: 6, models }, { no: 3 }])).toBe(refusal);
  });
  const martyrs = (policies = {}) => schemeGame([{ no: 6, models: ['a-min1', 'a-min2'] }, { no: 3 }], undefined, policies);
  it(`malifaux-3e-gg3/OQ-23 malifaux-3e-gg3/SD-2 Reveal: exactly one martyr killed by an enemy-controlled model this turn`, () => {
    const g = martyrs();
    kill(g, 'B', 'a-min1', 'b-enf');
    g.org('EndTurn');
    expect(g.types(g.claim('A', 0, 'reveal'))).toEqual(['FactAsserted', 'SchemeRevealed', 'SchemeVpAwarded']);
    const both = martyrs();
    kill(both, 'B', 'a-min1', 'b-enf');
    kill(both, 'B', 'a-min2', 'b-enf');
    both.org('EndTurn');
    expect(both.claimRefusal('A', 0, 'reveal')).toBe('S06-R');
    const own = martyrs();
    kill(own, 'A', 'a-min1', 'a-hench');
    own.org('EndTurn');
    expect(own.claimRefusal('A', 0, 'reveal')).toBe('S06-R');
    for (const [nullKillerCounts, refusal] of [[false, 'S06-R'], [true, undefined]] as const) {
      const x = martyrs({ nullKillerCounts });
      kill(x, 'A', 'a-min1', null);
      x.org('EndTurn');
      expect(x.claimRefusal('A', 0, 'reveal')).toBe(refusal);
    }
  });
  it(`malifaux-3e-gg3/OQ-12 malifaux-3e-gg3/OQ-13 End: exactly one martyr engaged by a higher-Cost enemy, above half Health, not replaced higher`, () => {
    const g = martyrs();
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'end', { engagedBy: { 'a-min1': ['b-min1'] } })).toBeUndefined();
    expect(g.claimRefusal('A', 0, 'end', { engagedBy: { 'a-min1': ['b-lead'] } })).toBeUndefined();
    expect(g.claimRefusal('A', 0, 'end', { engagedBy: { 'a-min1': ['b-peon'] } })).toBe('OQ-12');
    expect(g.claimRefusal('A', 0, 'end', { engagedBy: { 'a-min1': ['b-min1'], 'a-min2': ['b-enf'] } })).toBe('OQ-12');
    const lax = martyrs({ martyrsExactlyOne: false });
    toGameEnd(lax);
    expect(lax.claimRefusal('A', 0, 'end', { engagedBy: { 'a-min1': ['b-min1'], 'a-min2': ['b-enf'] } })).toBeUndefined();
    const hurt = martyrs();
    dmg(hurt, 'B', 'b-min1', 'a-min1', 3);
    toGameEnd(hurt);
    expect(hurt.claimRefusal('A', 0, 'end', { engagedBy: { 'a-min1': ['b-min1'] } })).toBe('OQ-12');
  });
});

describe('malifaux-3e-gg3 §5.7 Catch and Release', () => {
  it.each([
    ['a-min1', undefined],
    ['a-hench', 'SC-5'],
    ['b-min1', 'MD-1'],
  ])(`malifaux-3e-gg3/SC-5 prep: a friendly Minion (%s)`, (minion, refusal) => {
    expect(prepRefusal([{ no: 7, minion }, { no: 3 }])).toBe(refusal);
  });
  it(`malifaux-3e-gg3/MD-1 Reveal: within 1" and LoS of an enemy Leader or Henchman, engaged by no other enemy; the lineage survives Replace`, () => {
    const g = schemeGame([{ no: 7, minion: 'a-min1' }, { no: 3 }]);
    g.seat('A', 'RecordReplace', { factId: 'r', lineageId: 'a-min1', modelId: 'a-enf2', name: 'E2', station: 'ENFORCER', cost: 5, maxHealth: 7 });
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-min1' } })).toBe('S07-R');
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench' }, engagedBy: { 'a-min1': ['b-min1'] } })).toBe('S07-R');
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-hench' }, engagedBy: { 'a-min1': ['b-hench'] } })).toBeUndefined();
    expect(g.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-lead' } })).toBeUndefined();
    const h = schemeGame([{ no: 7, minion: 'a-min1' }, { no: 3 }]);
    h.seat('A', 'RecordReplace', { factId: 'r', lineageId: 'a-min1', modelId: 'a-enf2', name: 'E2', station: 'ENFORCER', cost: 6, maxHealth: 7 });
    h.org('EndTurn');
    expect(h.claimRefusal('A', 0, 'reveal', { near: { 'a-min1': 'b-lead' } })).toBe('S07-R');
  });
  it(`malifaux-3e-gg3/SC-2 End: in play, on the enemy half, not engaged`, () => {
    const g = schemeGame([{ no: 7, minion: 'a-min1' }, { no: 3 }]);
    toGameEnd(g);
    expect(g.claimRefusal('A', 0, 'end', { onEnemyHalf: true, engaged: true })).toBe('S07-E');
    expect(g.claimRefusal('A', 0, 'end', { onEnemyHalf: false, engaged: false })).toBe('S07-E');
    expect(g.claimRefusal('A', 0, 'end', { onEnemyHalf: true, engaged: false })).toBeUndefined();
  });
});
