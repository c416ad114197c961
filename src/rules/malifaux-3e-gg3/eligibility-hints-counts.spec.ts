// malifaux-3e-gg3 FACT-2 eligibility hints (eligibility-hints.ts): the counts each scheme's hint gives at their exact
// bounds (centerpoint distances, damage and kills of this turn only, Cost 8, the nullKillerCounts policy), and when a
// scheme has no hint left (issue 15: tests that make the mutants of eligibility-hints.ts fail).
import { hintsFor } from './eligibility-hints';
import { drop, inTurnOne, type Game } from './testing/fixtures';

/** Covert Operation, Turn 1; A holds schemes `a`, B holds Assassinate and Leave Your Mark. Markers of radius 1". */
const game = (a: Record<string, unknown>[], policies: object = {}): Game => {
  const nos = a.map((x) => x.no as number);
  const pool = [...new Set([...nos, 3, 4, 1, 2, 12])].slice(0, Math.max(5, nos.length + 2));
  return inTurnOne({ strategy: 'gg3.covert-operation', pool, schemesA: a, schemesB: [{ no: 3 }, { no: 4 }], policies: { markerDiameterMm: 50.8, ...policies } });
};
const counts = (g: Game, slot = 0): Record<string, number> => Object.fromEntries(hintsFor(g.state, 'A').find((h) => h.slot === slot)!.counts.map((c) => [c.key, c.value]));

describe('malifaux-3e-gg3 FACT-2 hint counts at their bounds', () => {
  it('malifaux-3e-gg3/FACT-2 Leave Your Mark: markers within 1" and 4" of the centerpoint, edge measured', () => {
    const g = game([{ no: 4 }, { no: 1 }]);
    drop(g, 'A', 'a1', 20, 18); // edge 1" from the centerpoint
    drop(g, 'A', 'a2', 20.01, 18);
    drop(g, 'A', 'a3', 18, 23); // edge 4"
    drop(g, 'A', 'a4', 18, 23.01);
    drop(g, 'B', 'b1', 16, 18);
    expect(counts(g)).toEqual({ friendlySchemeMarkers: 4, friendlySchemeMarkersWithin1OfCenterpoint: 1, enemySchemeMarkersWithin1OfCenterpoint: 1, friendlySchemeMarkersWithin4OfCenterpoint: 3 });
  });

  it('malifaux-3e-gg3/FACT-2 malifaux-3e-gg3/OQ-11 Vendetta: damage from the friendly model to the enemy one, this turn only', () => {
    const g = game([{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, { no: 1 }]);
    const dmg = (source: string, target: string, amount: number) => g.seat('A', 'RecordDamage', { factId: `d${g.events.length}`, source, target, amount, activationId: 'x' });
    dmg('a-enf', 'b-enf', 2);
    dmg('a-enf', 'b-enf', 3);
    dmg('a-hench', 'b-enf', 4);
    dmg('a-enf', 'b-hench', 4);
    expect(counts(g).damageToEnemyThisTurn).toBe(5);
    expect(hintsFor(g.state, 'A')[0].models.map((m) => [m.lineageId, m.health, m.maxHealth, m.cost])).toEqual([['a-enf', 8, 8, 8], ['b-enf', 0, 9, 8]]);
    g.state = { ...g.state, turn: 2 };
    expect(counts(g).damageToEnemyThisTurn).toBe(0);
  });

  it.each<[boolean, number]>([
    [false, 1],
    [true, 2],
  ])('malifaux-3e-gg3/FACT-2 malifaux-3e-gg3/OQ-23 Hidden Martyrs: chosen models killed by the enemy this turn (a null killer counts: %s)', (nullKillerCounts, killed) => {
    const g = game([{ no: 6, models: ['a-min1', 'a-min2'] }, { no: 1 }], { nullKillerCounts });
    g.seat('B', 'RecordKill', { factId: 'k1', victim: 'a-min1', killer: 'b-enf', leadersWithin3: [] });
    g.seat('B', 'RecordKill', { factId: 'k2', victim: 'a-min2', killer: null, leadersWithin3: [] });
    g.seat('A', 'RecordKill', { factId: 'k3', victim: 'a-peon', killer: 'a-hench', leadersWithin3: [] });
    expect(counts(g).chosenKilledByEnemyThisTurn).toBe(killed);
  });

  it('malifaux-3e-gg3/FACT-2 In Your Face: enemy non-Leader kills of Cost 8 or more near a Leader, this turn', () => {
    const g = game([{ no: 12 }, { no: 1 }]);
    const kill = (victim: string, leaders: string[]) => g.seat('A', 'RecordKill', { factId: `k${g.events.length}`, victim, killer: 'a-hench', leadersWithin3: leaders });
    kill('b-enf', ['a-lead']); // Cost 8: counts
    kill('b-min1', ['a-lead']); // Cost 6: no
    kill('b-hench', []); // no Leader near: no
    expect(counts(g).enemyCost8KillsNearLeaderThisTurn).toBe(1);
  });

  it('malifaux-3e-gg3/FACT-2 a scheme with both lines scored has no hint; an ended game has none', () => {
    const g = game([{ no: 12 }, { no: 1 }]);
    const slots = g.state.schemes.A!.map((sl) => (sl.slot === 0 ? { ...sl, revealVp: true, endVp: true } : sl.slot === 1 ? { ...sl, revealVp: true } : sl));
    const hints = hintsFor({ ...g.state, schemes: { ...g.state.schemes, A: slots } }, 'A');
    expect(hints.map((h) => [h.slot, h.revealOpen, h.endOpen])).toEqual([[1, false, true]]);
    expect(hintsFor({ ...g.state, status: 'ended' }, 'A')).toEqual([]);
  });
});
