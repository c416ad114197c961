// malifaux-3e-gg3 FACT-2 eligibility hints (eligibility-hints.ts, view.ts): owner only, computed from S/G facts.
import type { Viewer } from '../core/decider';
import { redactEvent, view } from './view';
import { inTurnOne } from './testing/fixtures';

const seat = (s: 'A' | 'B'): Viewer => ({ role: 'seat', seat: s });

describe('malifaux-3e-gg3 eligibility hints for the owner', () => {
  // A: Breakthrough (1) and Hidden Martyrs (6) on a-min1, a-min2; B: Assassinate (3) and Leave Your Mark (4). A deploys low.
  const game = () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation', pool: [1, 3, 4, 6, 12], schemesA: [{ no: 1 }, { no: 6, models: ['a-min1', 'a-min2'] }], schemesB: [{ no: 3 }, { no: 4 }] });
    g.seat('A', 'DropMarker', { markerId: 'a-s1', type: 'scheme', owner: 'A', x: 10, y: 34 });
    g.seat('A', 'DropMarker', { markerId: 'a-s2', type: 'scheme', owner: 'A', x: 18, y: 18 });
    g.seat('B', 'RecordKill', { factId: 'k1', victim: 'a-min1', killer: 'b-enf', leadersWithin3: [] });
    return g;
  };

  it('malifaux-3e-gg3/FACT-2 the owner sees, per open scheme, the markers counted, the chosen models and the VP so far', () => {
    const g = game();
    const hints = view(g.state, seat('A')).hints;
    expect(hints.map((h) => [h.slot, h.scheme, h.vp, h.revealOpen, h.endOpen])).toEqual([
      [0, 'gg3.s01.breakthrough', 0, true, true],
      [1, 'gg3.s06.hidden-martyrs', 0, true, true],
    ]);
    expect(hints[0].counts).toEqual([{ key: 'friendlySchemeMarkers', value: 2 }, { key: 'friendlySchemeMarkersInEnemyDz', value: 1 }]);
    expect(hints[1].counts).toContainEqual({ key: 'chosenKilledByEnemyThisTurn', value: 1 });
    expect(hints[1].models.map((m) => [m.lineageId, m.status, m.inPlay])).toEqual([['a-min1', 'killed', false], ['a-min2', 'in-play', true]]);
    const b = view(g.state, seat('B')).hints;
    expect(b.map((h) => h.scheme)).toEqual(['gg3.s03.assassinate', 'gg3.s04.leave-your-mark']);
    expect(b[0].models.map((m) => m.lineageId)).toEqual(['a-lead']);
    expect(b[1].counts).toContainEqual({ key: 'enemySchemeMarkersWithin1OfCenterpoint', value: 1 });
  });

  it('malifaux-3e-gg3/FACT-2 hints never reach another viewer: not the opponent, the organiser, an auditor, nor any event', () => {
    const g = game();
    expect(view(g.state, seat('B')).hints.some((h) => /martyrs|breakthrough/.test(h.scheme))).toBe(false);
    expect(JSON.stringify(view(g.state, seat('B')))).not.toMatch(/hidden-martyrs|chosenKilledByEnemyThisTurn|friendlySchemeMarkersInEnemyDz/);
    expect(view(g.state, { role: 'organiser' }).hints).toEqual([]);
    expect(view(g.state, { role: 'auditor' }).hints).toEqual([]);
    expect(JSON.stringify(g.events.map((e) => redactEvent(e, seat('A'), g.state)))).not.toMatch(/chosenKilledByEnemyThisTurn|hints/);
  });

  it('malifaux-3e-gg3/FACT-2 after a Reveal the hint shows that line closed and the VP it scored', () => {
    const g = game();
    g.org('EndTurn');
    g.claim('A', 1, 'reveal');
    const hints = view(g.state, seat('A')).hints;
    expect(hints.find((h) => h.slot === 1)).toMatchObject({ vp: 1, revealOpen: false, endOpen: true });
  });
});
