// malifaux-3e-gg3 §5.8-§5.13 the Reveal and End lines of schemes 8-13 (scheme-lines-8-13.ts): the boundaries (10" apart,
// not within 1"), which markers, models and kills count, the whole refusal a seat reads (rule, §5, message) and what the
// award records (its reason, the markers it removed) (issue 15: tests that make the surviving mutants fail).
import type { ClaimFacts } from './commands';
import type { Gg3Event } from './events';
import type { Gg3Policies } from './policies';
import type { Seat } from './state';
import { drop, refusalOf, schemeGame, toGameEnd, type Game } from './testing/fixtures';

type Point = readonly [number, number];

/** 1" markers (25.4 mm, radius 0.5): centres 11" apart are exactly 10" apart edge to edge, centres 2" apart exactly 1". */
const INCH_MARKERS: Partial<Gg3Policies> = { markerDiameterMm: 25.4 };

/** Markers `<prefix>0`, `<prefix>1`, ... put straight on the table (any owner, any type, any turn). */
function place(g: Game, owner: Seat | null, points: readonly Point[], type = 'scheme', prefix = 'm'): void {
  const added = points.map(([x, y], i) => ({ id: `${prefix}${i}`, type, owner, x, y, traits: [], claims: { A: 0, B: 0 } }));
  g.state = { ...g.state, markers: [...g.state.markers, ...added] };
}

/** What a claim's award records, and the markers the claim removed. */
function awarded(events: readonly Gg3Event[]): { reason: string; removedMarkers: readonly string[]; factIds: readonly string[]; removed: readonly string[] } {
  const a = events.find((e): e is Extract<Gg3Event, { type: 'SchemeVpAwarded' }> => e.type === 'SchemeVpAwarded');
  if (a === undefined) throw new Error('no SchemeVpAwarded');
  const removed = events.filter((e): e is Extract<Gg3Event, { type: 'MarkerRemoved' }> => e.type === 'MarkerRemoved').map((e) => e.data.markerId);
  return { reason: a.data.reason, removedMarkers: a.data.removedMarkers, factIds: a.data.factIds, removed };
}

const kill = (g: Game, by: Seat, victim: string, killer: string, leadersWithin3: readonly string[]): void => {
  g.seat(by, 'RecordKill', { factId: `k-${victim}`, victim, killer, leadersWithin3 });
};

/** Both seats pass their Turn claims, and the next turn's Activation Phase starts (A with Initiative). */
function nextTurn(g: Game): void {
  g.org('EndTurn');
  g.seat('A', 'FinishClaims');
  g.seat('B', 'FinishClaims');
  g.org('StartTurn', { initiative: 'A' });
  g.org('StartActivations');
}

describe('malifaux-3e-gg3 §5.8 Spread Them Out (issue 15)', () => {
  /** Spread Them Out (slot 0) with 1" markers at the Turn 1 claims; A's enemy half is the high one (y > 18). */
  function spreadAtClaims(points: readonly Point[]): Game {
    const g = schemeGame([{ no: 8 }, { no: 3 }], undefined, INCH_MARKERS);
    place(g, 'A', points);
    g.org('EndTurn');
    return g;
  }

  it.each([
    ['exactly 10" apart', [[5, 20], [16, 20], [27, 20]], undefined],
    ['9.99" apart', [[5, 20], [15.99, 20], [27, 20]], 'S08 §5: each at least 10" from the others'],
    ['one on the own half', [[5, 20], [16, 10], [27, 20]], 'S08 §5: m1 is not a friendly Scheme Marker on the enemy half'],
  ] as [string, Point[], string | undefined][])('malifaux-3e-gg3/S08 malifaux-3e-gg3/GEO-3 three markers %s', (_what, points, refusal) => {
    const g = spreadAtClaims(points);
    expect(refusalOf(() => g.claim('A', 0, 'reveal', {}, ['m0', 'm1', 'm2']))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S08 malifaux-3e-gg3/GEO-3 default 30 mm markers placed exactly 10" apart pass despite floating-point rounding', () => {
    const r = 15 / 25.4;
    const g = schemeGame([{ no: 8 }, { no: 3 }]);
    place(g, 'A', [[5, 20], [5 + 10 + 2 * r, 20], [5 + 2 * (10 + 2 * r), 20]]);
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal', {}, ['m0', 'm1', 'm2']))).toBeUndefined();
  });

  it('malifaux-3e-gg3/S08 malifaux-3e-gg3/SC-3 the award names the line and removes the three markers', () => {
    const g = spreadAtClaims([[5, 20], [16, 20], [27, 20]]);
    expect(awarded(g.claim('A', 0, 'reveal', {}, ['m0', 'm1', 'm2']))).toEqual({
      reason: 'gg3.s08.spread-them-out reveal: three friendly Scheme Markers spread on the enemy half',
      removedMarkers: ['m0', 'm1', 'm2'],
      factIds: [expect.any(String)],
      removed: ['m0', 'm1', 'm2'],
    });
  });
});

describe("malifaux-3e-gg3 §5.9 Load 'Em Up (issue 15)", () => {
  const SIX = ['c0', 'c1', 'c2', 'c3', 'c4', 'c5'];
  /** Load 'Em Up (corpse, slot 0) with 1" markers at the Turn 1 claims: c0-c5 corpse markers on the enemy half
   * (`spacing` apart, centre to centre), h0 a corpse marker on A's own half, s0 a scrap marker on the enemy half. */
  function loadAtClaims(spacing: number): Game {
    const g = schemeGame([{ no: 9, markerType: 'corpse' }, { no: 3 }], undefined, INCH_MARKERS);
    place(g, null, SIX.map((_id, i): Point => [2 + i * spacing, 20]), 'corpse', 'c');
    place(g, 'B', [[30, 10]], 'corpse', 'h');
    place(g, 'A', [[30, 30]], 'scrap', 's');
    g.org('EndTurn');
    return g;
  }
  const SIX_ON_HALF = "S09-R §5: six or more corpse markers on the opponent's half";

  it.each([
    ['six markers 1.5" apart', 2.5, SIX, undefined],
    ['six markers exactly 1" apart', 2, SIX, 'S09-R §5: not within 1" of each other'],
    ['five markers and one named twice', 2.5, ['c0', 'c0', 'c1', 'c2', 'c3', 'c4'], SIX_ON_HALF],
    ['five markers and one on the own half', 2.5, ['c0', 'c1', 'c2', 'c3', 'c4', 'h0'], SIX_ON_HALF],
    ['five markers and one of another type', 2.5, ['c0', 'c1', 'c2', 'c3', 'c4', 's0'], SIX_ON_HALF],
    ['five markers and one unknown', 2.5, ['c0', 'c1', 'c2', 'c3', 'c4', 'nope'], SIX_ON_HALF],
    ['no markers', 2.5, undefined, SIX_ON_HALF],
  ] as [string, number, string[] | undefined, string | undefined][])('malifaux-3e-gg3/S09-R malifaux-3e-gg3/OQ-15 Reveal naming %s', (_what, spacing, markers, refusal) => {
    const g = loadAtClaims(spacing);
    expect(refusalOf(() => g.claim('A', 0, 'reveal', markers === undefined ? {} : { markers }))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S09-R malifaux-3e-gg3/SD-4 the Reveal award counts the markers and removes none', () => {
    const g = loadAtClaims(2.5);
    const a = awarded(g.claim('A', 0, 'reveal', { markers: SIX }));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(["gg3.s09.load-em-up reveal: 6 corpse markers on the enemy half", [], []]);
  });

  /** Load 'Em Up (corpse) at the end-of-game claims: k0-k2 corpse markers, s0 a scrap marker. */
  function loadAtGameEnd(): Game {
    const g = schemeGame([{ no: 9, markerType: 'corpse' }, { no: 3 }]);
    place(g, null, [[2, 2], [4, 4], [6, 6]], 'corpse', 'k');
    place(g, 'A', [[8, 8]], 'scrap', 's');
    toGameEnd(g);
    return g;
  }

  it.each([
    ['three corpse markers near the enemy Leader', { leader: 'b-lead', markersNearLeader: ['k0', 'k1', 'k2'] }, undefined],
    ['a Henchman that is not a Leader', { leader: 'b-hench', markersNearLeader: ['k0', 'k1', 'k2'] }, 'OQ-15 §5: one of the Leaders'],
    ['two corpse markers and a scrap marker', { leader: 'b-lead', markersNearLeader: ['k0', 'k1', 's0'] }, 'S09-E §5: three or more corpse markers within 3" of that Leader'],
    ['no markers', { leader: 'b-lead' }, 'S09-E §5: three or more corpse markers within 3" of that Leader'],
  ] as [string, ClaimFacts, string | undefined][])('malifaux-3e-gg3/S09-E malifaux-3e-gg3/OQ-15 End naming %s', (_what, facts, refusal) => {
    const g = loadAtGameEnd();
    expect(refusalOf(() => g.claim('A', 0, 'end', facts))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S09-E the End award counts the markers near the Leader and removes none', () => {
    const g = loadAtGameEnd();
    const a = awarded(g.claim('A', 0, 'end', { leader: 'b-lead', markersNearLeader: ['k0', 'k1', 'k2'] }));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s09.load-em-up end: 3 corpse markers near b-lead', [], []]);
  });
});

describe('malifaux-3e-gg3 §5.10 Public Demonstration (issue 15)', () => {
  const demo = (policies: Partial<Gg3Policies> = {}): Game => schemeGame([{ no: 10, models: ['a-totem', 'a-min1', 'a-min2'] }, { no: 3 }], undefined, policies);
  const demoAtClaims = (policies: Partial<Gg3Policies> = {}): Game => {
    const g = demo(policies);
    g.org('EndTurn');
    return g;
  };
  const TWO = 'OQ-28 §5: two chosen models within 3" and LoS of a higher-Cost enemy Master or Henchman';

  it.each([
    ['two chosen models near enemy Henchman and Master', {}, { 'a-min1': 'b-hench', 'a-min2': 'b-lead' }, undefined],
    ['a chosen model and a model not chosen', {}, { 'a-min1': 'b-hench', 'a-peon': 'b-hench' }, `${TWO} (1)`],
    ['a chosen model near the friendly Master', {}, { 'a-min1': 'a-lead', 'a-min2': 'b-hench' }, `${TWO} (1)`],
    ['a chosen model near an unknown model', {}, { 'a-min1': 'nobody', 'a-min2': 'b-hench' }, `${TWO} (1)`],
    ['exactly two, under the policy "exactly"', { demonstrationTwo: 'exactly' }, { 'a-min1': 'b-hench', 'a-min2': 'b-lead' }, undefined],
    ['three, under the policy "exactly"', { demonstrationTwo: 'exactly' }, { 'a-min1': 'b-hench', 'a-min2': 'b-lead', 'a-totem': 'b-lead' }, `${TWO} (3)`],
  ] as [string, Partial<Gg3Policies>, Record<string, string>, string | undefined][])('malifaux-3e-gg3/S10-R malifaux-3e-gg3/OQ-28 Reveal with %s', (_what, policies, near, refusal) => {
    const g = demoAtClaims(policies);
    expect(refusalOf(() => g.claim('A', 0, 'reveal', { near }))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S10-R malifaux-3e-gg3/MD-1 a chosen model replaced by a higher-Cost model: the refusal says so', () => {
    const g = demo();
    g.seat('A', 'RecordReplace', { factId: 'r', lineageId: 'a-totem', modelId: 'a-t2', name: 'T2', station: 'MINION', cost: 3, maxHealth: 4 });
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal', { near: { 'a-min1': 'b-hench', 'a-min2': 'b-lead' } }))).toBe(
      'S10-R §5: a chosen model was replaced by a higher-Cost model',
    );
  });

  it('malifaux-3e-gg3/S10-R the Reveal award names each chosen model and the enemy it is near, and removes none', () => {
    const g = demoAtClaims();
    const a = awarded(g.claim('A', 0, 'reveal', { near: { 'a-min1': 'b-hench', 'a-min2': 'b-lead' } }));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s10.public-demonstration reveal: a-min1 near b-hench, a-min2 near b-lead', [], []]);
  });

  it('malifaux-3e-gg3/S10-E End: the refusal without a chosen model near, and the award with one', () => {
    const g = demo();
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end', { near: {} }))).toBe('S10-E §5: one chosen model within 1" and LoS of a higher-Cost enemy Master or Henchman');
    const a = awarded(g.claim('A', 0, 'end', { near: { 'a-min1': 'b-hench' } }));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s10.public-demonstration end: a-min1 near b-hench', [], []]);
  });
});

describe('malifaux-3e-gg3 §5.11 Set the Trap (issue 15)', () => {
  /** Set the Trap (slot 0) at the Turn 1 claims: sa1, sa2 friendly Scheme Markers, sb1 an enemy one; b-peon killed. */
  function trapAtClaims(policies: Partial<Gg3Policies> = {}): Game {
    const g = schemeGame([{ no: 11 }, { no: 3 }], undefined, policies);
    drop(g, 'A', 'sa1', 10, 20);
    drop(g, 'A', 'sa2', 14, 20);
    drop(g, 'B', 'sb1', 22, 20);
    kill(g, 'A', 'b-peon', 'a-hench', []);
    g.org('EndTurn');
    return g;
  }
  const THREE = 'OQ-16 §5: at least three enemy models within 2" of the chosen markers';

  it.each([
    ['an enemy marker', {}, { sb1: ['b-min1', 'b-min2', 'b-enf'] }, ['sb1'], 'S11-R §5: sb1 is not a friendly Scheme Marker in play'],
    ['two enemy models, friendly models and a killed enemy', {}, { sa1: ['b-min1', 'a-min1', 'a-hench'], sa2: ['b-min2', 'b-peon'] }, ['sa1', 'sa2'], `${THREE} (2)`],
    ['three enemy models over two markers', {}, { sa1: ['b-min1', 'b-min2'], sa2: ['b-enf'] }, ['sa1', 'sa2'], undefined],
    ['one marker with three, under the policy "single-marker"', { setTheTrap: 'single-marker' }, { sa1: ['b-min1', 'b-min2', 'b-enf'], sa2: ['b-hench'] }, ['sa1', 'sa2'], undefined],
    ['two markers with two each, under the policy "single-marker"', { setTheTrap: 'single-marker' }, { sa1: ['b-min1', 'b-min2'], sa2: ['b-enf', 'b-hench'] }, ['sa1', 'sa2'], `${THREE} (2)`],
  ] as [string, Partial<Gg3Policies>, Record<string, string[]>, string[], string | undefined][])('malifaux-3e-gg3/S11-R malifaux-3e-gg3/OQ-16 Reveal naming %s', (_what, policies, enemiesNearMarkers, remove, refusal) => {
    const g = trapAtClaims(policies);
    expect(refusalOf(() => g.claim('A', 0, 'reveal', { enemiesNearMarkers }, remove))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S11-R malifaux-3e-gg3/SC-3 the Reveal award counts the enemy models and the markers, and removes all the chosen', () => {
    const g = trapAtClaims();
    const a = awarded(g.claim('A', 0, 'reveal', { enemiesNearMarkers: { sa1: ['b-min1', 'b-min2'], sa2: ['b-min2', 'b-enf'] } }, ['sa1', 'sa2']));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s11.set-the-trap reveal: 3 enemy models caught by 2 marker(s)', ['sa1', 'sa2'], ['sa1', 'sa2']]);
  });

  /** Set the Trap at the end-of-game claims: sa1 a friendly marker; b-hench (Health 10) and b-min1 (Health 6) at half Health. */
  function trapAtGameEnd(): Game {
    const g = schemeGame([{ no: 11 }, { no: 3 }]);
    drop(g, 'A', 'sa1', 10, 20);
    g.seat('A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-hench', amount: 5, activationId: 'x' });
    g.seat('A', 'RecordDamage', { factId: 'd2', source: 'a-hench', target: 'b-min1', amount: 3, activationId: 'x' });
    toGameEnd(g);
    return g;
  }
  const HALF = 'S11-E §5: an enemy Master or Henchman with half its maximum Health or less';

  it.each([
    ['a friendly model', { enemy: 'a-hench', enemiesNearMarkers: { sa1: ['a-hench'] } }, 'S11-E §5: a-hench is not an enemy model in play'],
    ['an enemy Minion at half Health', { enemy: 'b-min1', enemiesNearMarkers: { sa1: ['b-min1'] } }, HALF],
    ['the enemy Master at full Health', { enemy: 'b-lead', enemiesNearMarkers: { sa1: ['b-lead'] } }, HALF],
    ['an enemy Henchman at half Health not near the marker', { enemy: 'b-hench', enemiesNearMarkers: { sa1: ['b-min1'] } }, 'S11-E §5: sa1 is not a friendly Scheme Marker within 2" of b-hench'],
    ['an enemy Henchman at half Health near the marker', { enemy: 'b-hench', enemiesNearMarkers: { sa1: ['b-hench'] } }, undefined],
  ] as [string, ClaimFacts, string | undefined][])('malifaux-3e-gg3/S11-E End naming %s', (_what, facts, refusal) => {
    const g = trapAtGameEnd();
    expect(refusalOf(() => g.claim('A', 0, 'end', facts, ['sa1']))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S11-E malifaux-3e-gg3/SC-3 the End award gives the caught model and its Health, and removes that marker', () => {
    const g = trapAtGameEnd();
    const a = awarded(g.claim('A', 0, 'end', { enemy: 'b-hench', enemiesNearMarkers: { sa1: ['b-hench'] } }, ['sa1']));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s11.set-the-trap end: b-hench caught at 5/10', ['sa1'], ['sa1']]);
  });
});

describe('malifaux-3e-gg3 §5.12 In Your Face (issue 15)', () => {
  const NO_KILL = 'S12-R §5: no enemy non-Leader model of Cost 8 or more was killed this turn within 3" of a Leader';

  it.each([
    ['an enemy Enforcer (Cost 8) this turn', 'A', 'b-enf', 'a-hench', ['b-lead'], false, undefined],
    ['an enemy Enforcer (Cost 8) last turn', 'A', 'b-enf', 'a-hench', ['b-lead'], true, NO_KILL],
    ['a friendly Enforcer (Cost 8) this turn', 'B', 'a-enf', 'b-hench', ['a-lead'], false, NO_KILL],
    ['the enemy Leader this turn', 'A', 'b-lead', 'a-hench', ['a-lead'], false, NO_KILL],
    ['an enemy Minion (Cost 6) this turn', 'A', 'b-min1', 'a-hench', ['b-lead'], false, NO_KILL],
    ['an enemy Enforcer (Cost 8) with no Leader within 3"', 'A', 'b-enf', 'a-hench', [], false, NO_KILL],
  ] as [string, Seat, string, string, string[], boolean, string | undefined][])('malifaux-3e-gg3/S12-R malifaux-3e-gg3/OQ-17 Reveal after the kill of %s', (_what, by, victim, killer, leaders, lastTurn, refusal) => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    kill(g, by, victim, killer, leaders);
    if (lastTurn) nextTurn(g);
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S12-R malifaux-3e-gg3/FACT-1 the Reveal award names the victim, cites the kill and removes nothing', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    kill(g, 'A', 'b-enf', 'a-hench', ['b-lead']);
    g.org('EndTurn');
    const a = awarded(g.claim('A', 0, 'reveal', {}, [], 'iyf'));
    expect(a).toEqual({ reason: 'gg3.s12.in-your-face reveal: b-enf killed within 3" of a Leader', removedMarkers: [], factIds: ['iyf', 'k-b-enf'], removed: [] });
  });

  it.each([
    ['a lower-Cost hired model', { model: 'a-enf', modelInEnemyDz: true }, 'OQ-29 §5: your highest-Cost (or tied) non-Master hired model'],
    ['the highest-Cost hired model out of the enemy DZ', { model: 'a-hench', modelInEnemyDz: false }, 'S12-E §5: it is in play in the opponent’s DZ'],
    ['the highest-Cost hired model in the enemy DZ', { model: 'a-hench', modelInEnemyDz: true }, undefined],
  ] as [string, ClaimFacts, string | undefined][])('malifaux-3e-gg3/S12-E malifaux-3e-gg3/OQ-29 End naming %s', (_what, facts, refusal) => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    toGameEnd(g);
    expect(refusalOf(() => g.claim('A', 0, 'end', facts))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S12-E the End award names the model and removes nothing', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    toGameEnd(g);
    const a = awarded(g.claim('A', 0, 'end', { model: 'a-hench', modelInEnemyDz: true }));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s12.in-your-face end: a-hench in the enemy DZ', [], []]);
  });
});

describe('malifaux-3e-gg3 §5.13 Secret Meetup (issue 15)', () => {
  const meetup = (terrainId: string): Game => schemeGame([{ no: 13, friendly: 'a-hench', enemy: 'b-hench', terrainId }, { no: 3 }]);
  const PAIRWISE = 'OQ-18 §5: the two models and the terrain all within 3" of each other';

  it.each([
    ['both models in play, at the Rock', 'rock', null, undefined],
    ['both models in play, at the Shed near the own DZ', 'shed', null, 'S13-R §5: the chosen terrain is within 3" of your DZ'],
    ['the friendly model killed', 'rock', 'a-hench', PAIRWISE],
    ['the enemy model killed', 'rock', 'b-hench', PAIRWISE],
  ] as [string, string, string | null, string | undefined][])('malifaux-3e-gg3/S13-R malifaux-3e-gg3/OQ-18 Reveal (declared pairwise within 3") with %s', (_what, terrainId, killed, refusal) => {
    const g = meetup(terrainId);
    if (killed === 'a-hench') kill(g, 'B', 'a-hench', 'b-hench', []);
    if (killed === 'b-hench') kill(g, 'A', 'b-hench', 'a-hench', []);
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal', { pairwiseWithin3: true }))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S13-R the Reveal award names the terrain and removes nothing', () => {
    const g = meetup('rock');
    g.org('EndTurn');
    const a = awarded(g.claim('A', 0, 'reveal', { pairwiseWithin3: true }));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s13.secret-meetup reveal: met at Rock', [], []]);
  });

  it('malifaux-3e-gg3/S13-E End: one marker in base contact is refused by name of the terrain; two are awarded and stay', () => {
    const r = 30 / 25.4 / 2;
    const one = meetup('rock');
    place(one, 'A', [[16 - r, 17], [18, 21]]);
    toGameEnd(one);
    expect(refusalOf(() => one.claim('A', 0, 'end'))).toBe('S13-E §5: two or more friendly Scheme Markers in base contact with Rock');
    const two = meetup('rock');
    place(two, 'A', [[16 - r, 17], [20 + r, 17], [18, 21]]);
    toGameEnd(two);
    const a = awarded(two.claim('A', 0, 'end'));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s13.secret-meetup end: 2 Scheme Markers at Rock', [], []]);
  });
});

describe('malifaux-3e-gg3 §5.11 Set the Trap: an enemy Master at the End (issue 15)', () => {
  // b-lead is B's Master (max Health 14: half is 7), near the friendly marker sa1.
  const facts: ClaimFacts = { enemy: 'b-lead', enemiesNearMarkers: { sa1: ['b-lead'] } };
  /** A at the game's end with Set the Trap, its marker sa1 placed and B's Master dealt `amount` damage. */
  const masterDamaged = (amount: number): ReturnType<typeof schemeGame> => {
    const g = schemeGame([{ no: 11 }, { no: 3 }]);
    drop(g, 'A', 'sa1', 10, 20);
    g.seat('A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-lead', amount, activationId: 'x' });
    toGameEnd(g);
    return g;
  };

  it.each<[number, string | undefined]>([
    [6, 'S11-E §5: an enemy Master or Henchman with half its maximum Health or less'],
    [7, undefined],
  ])('malifaux-3e-gg3/S11-E End naming the enemy Master after %i damage', (amount, refusal) => {
    const g = masterDamaged(amount);
    expect(refusalOf(() => g.claim('A', 0, 'end', facts, ['sa1']))).toBe(refusal);
  });

  it('malifaux-3e-gg3/S11-E the End award gives the caught Master and its Health, and removes that marker', () => {
    const a = awarded(masterDamaged(7).claim('A', 0, 'end', facts, ['sa1']));
    expect([a.reason, a.removedMarkers, a.removed]).toEqual(['gg3.s11.set-the-trap end: b-lead caught at 7/14', ['sa1'], ['sa1']]);
  });
});
