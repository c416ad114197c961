// malifaux-3e-gg3 FACT-2 eligibility hints (eligibility-hints.ts): the counts and models each scheme's hint gives
// (Sabotage, Catch and Release, Spread Them Out, Load 'Em Up, Public Demonstration, Secret Meetup), which kills and which
// awards a hint counts, and no half-based count before the deployment zones are chosen (issue 15).
import { hintsFor, type Gg3SchemeHint } from './eligibility-hints';
import type { LedgerEntry, Seat } from './state';
import type { SchemeNo } from './tables';
import { beforeAttacker, drop, endTurnPassing, schemeGame, startTurn, type Game } from './testing/fixtures';

/** Carve a Path, Turn 1, A with Initiative, A deploys low (its enemy half is y > 18); markers of radius 1". */
const game = (a: Record<string, unknown>[], policies: object = {}): Game => schemeGame(a, [{ no: 3 }, { no: 4 }], { markerDiameterMm: 50.8, ...policies });
const hint = (g: Game, slot: number = 0): Gg3SchemeHint => hintsFor(g.state, 'A').find((h) => h.slot === slot)!;
const counts = (g: Game, slot: number = 0): Record<string, number> => Object.fromEntries(hint(g, slot).counts.map((c) => [c.key, c.value]));
const modelIds = (g: Game, slot: number = 0): string[] => hint(g, slot).models.map((m) => m.lineageId);
const kill = (g: Game, victim: string, killer: string | null, leadersWithin3: string[] = []): void => {
  g.seat('A', 'RecordKill', { factId: `k${g.events.length}`, victim, killer, leadersWithin3 });
};

describe('malifaux-3e-gg3 FACT-2 hints: what each scheme counts', () => {
  it('malifaux-3e-gg3/FACT-2 before the deployment zones are chosen, no hint counts markers on a half or in a DZ', () => {
    const g = beforeAttacker({ pool: [1, 8, 9, 5, 3], schemesA: [{ no: 1 }, { no: 8 }], schemesB: [{ no: 9, markerType: 'corpse' }, { no: 5, terrainId: 'shed' }] });
    expect(hintsFor(g.state, 'A').map((h) => h.counts)).toEqual([[{ key: 'friendlySchemeMarkers', value: 0 }], [{ key: 'friendlySchemeMarkers', value: 0 }]]);
    expect(hintsFor(g.state, 'B').map((h) => h.counts)).toEqual([
      [{ key: 'friendlySchemeMarkers', value: 0 }],
      [{ key: 'friendlySchemeMarkers', value: 0 }, { key: 'enemySchemeMarkersNearTerrain', value: 0 }],
    ]);
  });

  // a1 near the barn on A's enemy half, a2 near the shed on A's own half, a3 on the enemy half near neither;
  // b1 near the barn, b2 near the shed (B's markers count wherever they are).
  it.each<[string, number, number]>([
    ['barn', 1, 1],
    ['shed', 0, 1],
  ])('malifaux-3e-gg3/FACT-2 Sabotage on the %s: friendly markers within 2" of it and on the enemy half, enemy markers within 2" of it', (terrainId, friendly, enemy) => {
    const g = game([{ no: 5, terrainId }, { no: 1 }]);
    drop(g, 'A', 'a1', 12, 24);
    drop(g, 'A', 'a2', 22, 12);
    drop(g, 'A', 'a3', 30, 24);
    drop(g, 'B', 'b1', 16, 28);
    drop(g, 'B', 'b2', 18, 8);
    expect(hint(g).counts).toEqual([
      { key: 'friendlySchemeMarkers', value: 3 },
      { key: 'friendlySchemeMarkersNearTerrainOnEnemyHalf', value: friendly },
      { key: 'enemySchemeMarkersNearTerrain', value: enemy },
    ]);
    expect(hint(g).models).toEqual([]);
  });

  it('malifaux-3e-gg3/FACT-2 Secret Meetup: friendly markers in base contact with the chosen terrain; the two chosen models', () => {
    const g = game([{ no: 13, friendly: 'a-enf', enemy: 'b-enf', terrainId: 'tower' }, { no: 1 }]);
    drop(g, 'A', 'a1', 25, 13); // edge touches the tower (x 26..30, y 12..14)
    drop(g, 'A', 'a2', 31.01, 13); // 0.01" away
    drop(g, 'B', 'b1', 28, 15); // touches, but B's
    expect(hint(g).counts).toEqual([{ key: 'friendlySchemeMarkers', value: 2 }, { key: 'friendlySchemeMarkersTouchingTerrain', value: 1 }]);
    expect(modelIds(g)).toEqual(['a-enf', 'b-enf']);
  });

  it('malifaux-3e-gg3/FACT-2 Catch and Release shows the chosen Minion and counts no marker on a half', () => {
    const g = game([{ no: 7, minion: 'a-min1' }, { no: 1 }]);
    drop(g, 'A', 'a1', 20, 30);
    expect(hint(g).counts).toEqual([{ key: 'friendlySchemeMarkers', value: 1 }]);
    expect(modelIds(g)).toEqual(['a-min1']);
  });

  it('malifaux-3e-gg3/FACT-2 Spread Them Out: friendly Scheme Markers on the enemy half', () => {
    const g = game([{ no: 8 }, { no: 1 }]);
    drop(g, 'A', 'a1', 20, 30);
    drop(g, 'A', 'a2', 20, 6);
    drop(g, 'B', 'b1', 24, 30);
    expect(hint(g).counts).toEqual([{ key: 'friendlySchemeMarkers', value: 2 }, { key: 'friendlySchemeMarkersOnEnemyHalf', value: 1 }]);
    expect(hint(g).models).toEqual([]);
  });

  it("malifaux-3e-gg3/FACT-2 Load 'Em Up: markers of the chosen type on the enemy half, whoever owns them", () => {
    const g = game([{ no: 9, markerType: 'corpse' }, { no: 1 }]);
    drop(g, 'A', 'c1', 24, 30, 'corpse', null); // counts
    drop(g, 'B', 'c2', 12, 24, 'corpse', 'B'); // counts: B's own half is A's enemy half
    drop(g, 'A', 'c3', 24, 6, 'corpse', null); // A's own half
    drop(g, 'A', 'a1', 20, 30); // a Scheme Marker, not a corpse
    expect(hint(g).counts).toEqual([{ key: 'friendlySchemeMarkers', value: 1 }, { key: 'markersOfTypeOnEnemyHalf', value: 2 }]);
    expect(hint(g).models).toEqual([]);
  });

  it('malifaux-3e-gg3/FACT-2 Public Demonstration shows the chosen models and counts no kill', () => {
    const g = game([{ no: 10, models: ['a-min1', 'a-min2', 'a-peon'] }, { no: 1 }]);
    kill(g, 'b-enf', 'a-hench', ['a-lead']);
    expect(hint(g).counts).toEqual([{ key: 'friendlySchemeMarkers', value: 0 }]);
    expect(modelIds(g)).toEqual(['a-min1', 'a-min2', 'a-peon']);
  });
});

describe('malifaux-3e-gg3 FACT-2 hints: which kills count', () => {
  it.each<[string, number, string, string | null, string[]]>([
    ['an enemy Enforcer of Cost 8 near a Leader', 1, 'b-enf', 'a-hench', ['a-lead']],
    ["an enemy Henchman of Cost 10 near the enemy's own Leader (either Leader)", 1, 'b-hench', 'a-hench', ['b-lead']],
    ['an enemy Minion of Cost 6 near a Leader', 0, 'b-min1', 'a-hench', ['a-lead']],
    ['an enemy Henchman of Cost 10 near no Leader', 0, 'b-hench', 'a-hench', []],
    ['the enemy Leader near a Leader', 0, 'b-lead', 'a-hench', ['a-lead']],
    ['a friendly Henchman of Cost 9 near a Leader', 0, 'a-hench', 'b-enf', ['b-lead']],
  ])('malifaux-3e-gg3/FACT-2 malifaux-3e-gg3/OQ-17 In Your Face: the kill of %s this turn counts %d', (_what, expected, victim, killer, leaders) => {
    const g = game([{ no: 12 }, { no: 1 }]);
    kill(g, victim, killer, leaders);
    expect(counts(g).enemyCost8KillsNearLeaderThisTurn).toBe(expected);
  });

  it.each<[string, [string, string | null][], boolean, number]>([
    ['one chosen model and a model not chosen killed by the enemy', [['a-min1', 'b-enf'], ['a-peon', 'b-enf']], false, 1],
    ['a chosen model killed by a friendly model, a null killer counting', [['a-min1', 'a-hench']], true, 0],
    ['a chosen model killed by a friendly model', [['a-min1', 'a-hench']], false, 0],
  ])('malifaux-3e-gg3/FACT-2 malifaux-3e-gg3/OQ-23 Hidden Martyrs: %s', (_what, kills, nullKillerCounts, expected) => {
    const g = game([{ no: 6, models: ['a-min1', 'a-min2'] }, { no: 1 }], { nullKillerCounts });
    for (const [victim, killer] of kills) kill(g, victim, killer);
    expect(counts(g).chosenKilledByEnemyThisTurn).toBe(expected);
  });

  it('malifaux-3e-gg3/FACT-2 kills of an earlier turn count for neither Hidden Martyrs nor In Your Face', () => {
    const g = game([{ no: 6, models: ['a-min1', 'a-min2'] }, { no: 12 }]);
    kill(g, 'a-min1', 'b-enf');
    kill(g, 'b-enf', 'a-hench', ['a-lead']);
    expect([counts(g, 0).chosenKilledByEnemyThisTurn, counts(g, 1).enemyCost8KillsNearLeaderThisTurn]).toEqual([1, 1]);
    endTurnPassing(g);
    startTurn(g, 'A');
    g.org('StartActivations');
    expect(g.state.turn).toBe(2);
    expect([counts(g, 0).chosenKilledByEnemyThisTurn, counts(g, 1).enemyCost8KillsNearLeaderThisTurn]).toEqual([0, 0]);
  });
});

describe('malifaux-3e-gg3 FACT-2 hints: the VP so far and the slots hinted', () => {
  const award = (seat: Seat, source: LedgerEntry['source'], scheme: SchemeNo | null, revoked = false): LedgerEntry => ({
    awardId: `w-${seat}-${source}-${String(scheme)}-${String(revoked)}`, seat, source, scheme, part: source === 'STRATEGY' ? 'strategy' : 'reveal', vp: 1, turn: 1,
    reason: 'test', factIds: [], removedMarkers: [], version: 1, revoked,
  });

  it("malifaux-3e-gg3/FACT-2 malifaux-3e-gg3/ORD-3 a scheme's VP so far: its own seat's awards for that scheme, revoked ones not counted", () => {
    const g = game([{ no: 3 }, { no: 4 }]); // B holds Assassinate and Leave Your Mark too (SC-1)
    const ledger: LedgerEntry[] = [award('A', 'SCHEME', 3), award('A', 'SCHEME', 3, true), award('A', 'SCHEME', 4), award('B', 'SCHEME', 3), award('A', 'STRATEGY', null)];
    const hints = hintsFor({ ...g.state, ledger }, 'A');
    expect(hints.map((h) => [h.scheme, h.vp])).toEqual([['gg3.s03.assassinate', 1], ['gg3.s04.leave-your-mark', 1]]);
  });

  it('malifaux-3e-gg3/FACT-2 a slot whose secret the state does not hold gets no hint', () => {
    const g = game([{ no: 3 }, { no: 4 }]);
    const slots = g.state.schemes.A!.map((sl) => (sl.slot === 0 ? { ...sl, payload: null } : sl));
    expect(hintsFor({ ...g.state, schemes: { ...g.state.schemes, A: slots } }, 'A').map((h) => h.slot)).toEqual([1]);
  });
});
