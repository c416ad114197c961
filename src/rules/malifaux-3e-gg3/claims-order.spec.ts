// malifaux-3e-gg3 §5.0 claims, §6 checkpoints (SC-2, ORD-1, ORD-3, OQ-20) and the end (ORD-4, SEC-2): when a line is
// claimed, by whom, the award's id and reason, the winner and the result (issue 15: tests that make the mutants of
// claims.ts and result.ts fail).
import { RuleViolation } from '../core/rule-violation';
import { finishClaims, gameEnded } from './claims';
import { resultOf } from './result';
import type { Gg3State, LedgerEntry } from './state';
import { NOW, schemeGame, SEED, toGameEnd } from './testing/fixtures';

const why = (f: () => unknown): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return `${e.ruleId.replace('malifaux-3e-gg3/', '')}: ${e.message}`;
  }
};
const award = (seat: 'A' | 'B', vp: number, over: Partial<LedgerEntry> = {}): LedgerEntry =>
  ({ awardId: `x-${seat}-${vp}`, seat, vp, source: 'SCHEME', scheme: 3, part: 'reveal', turn: 1, reason: 'r', factIds: [], removedMarkers: [], version: 7, revoked: false, ...over }) as LedgerEntry;

describe('malifaux-3e-gg3 §6 claims: when, by whom, once', () => {
  it('malifaux-3e-gg3/SC-2 malifaux-3e-gg3/ORD-1 Reveal lines at the end of the turn after the strategy, in initiative order; End lines at the end of the game', () => {
    // A: In Your Face (12), Assassinate (3): the claim's timing and order are checked before the line itself.
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    expect(why(() => g.claim('A', 1, 'reveal'))).toBe('SC-2: Reveal lines are claimed at the end of the turn, after the strategy');
    expect(why(() => g.claim('A', 1, 'end'))).toBe('SC-2: End lines are claimed at the end of the game');
    expect(why(() => g.claim('A', 3 as never, 'reveal'))).toBe('SC-2: not one of your schemes');
    g.org('EndTurn');
    expect(why(() => g.claim('B', 0, 'reveal'))).toBe('ORD-1: seat A claims first (initiative order)');
    expect(why(() => finishClaims(g.state, 'B'))).toBe('ORD-1: seat A claims now (initiative order)');
    expect(finishClaims(g.state, 'A')).toEqual([{ type: 'ClaimsFinished', data: { seat: 'A', stage: 'turn' } }]);
    g.seat('A', 'FinishClaims');
    expect(why(() => g.claim('A', 1, 'reveal'))).toBe('ORD-1: seat B claims first (initiative order)');
    g.seat('B', 'FinishClaims');
    expect(why(() => finishClaims(g.state, 'A'))).toBe('ORD-1: no claims are open');
    toGameEnd(g);
    expect(finishClaims(g.state, 'A')).toEqual([{ type: 'ClaimsFinished', data: { seat: 'A', stage: 'game' } }]);
    expect(why(() => g.claim('A', 1, 'reveal'))).toBe('SC-2: Reveal lines are claimed at the end of the turn, after the strategy');
  });

  it('malifaux-3e-gg3/ORD-3 a Reveal VP per scheme: the award names turn, seat, slot and line; a second Reveal is refused by name', () => {
    const g = schemeGame([{ no: 3 }, { no: 1 }]);
    g.seat('A', 'RecordDamage', { factId: 'd', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'x' });
    g.org('EndTurn');
    const out = g.claim('A', 0, 'reveal', {}, [], 'c1');
    expect(out.map((e) => e.type)).toEqual(['FactAsserted', 'SchemeRevealed', 'SchemeVpAwarded']);
    expect(out[2].data).toMatchObject({ awardId: 't1-A-s0-reveal', seat: 'A', slot: 0, no: 3, part: 'reveal', turn: 1, factIds: ['c1'], removedMarkers: [] });
    expect((out[2].data as { reason: string }).reason).toMatch(/^gg3\.s03\.assassinate reveal: /);
    expect(why(() => g.claim('A', 0, 'reveal'))).toBe("ORD-3: this scheme's Reveal VP is already scored");
  });
});

describe('malifaux-3e-gg3 the end of the game', () => {
  const ended = (a: number, b: number): Gg3State => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    return { ...g.state, ledger: [award('A', a), award('B', b, { revoked: false }), award('A', 5, { revoked: true, awardId: 'gone' })] };
  };
  it.each<[number, number, 'A' | 'B' | null]>([
    [3, 2, 'A'],
    [2, 3, 'B'],
    [2, 2, null],
  ])('malifaux-3e-gg3/ORD-4 VP %d to %d: the winner is %s (revoked awards do not count)', (a, b, winner) => {
    const out = gameEnded(ended(a, b), NOW, 'time');
    expect(out[out.length - 1]).toEqual({ type: 'GameEnded', data: { endedAt: NOW, reason: 'time', vp: { A: a, B: b }, winner, seed: SEED } });
  });

  it('malifaux-3e-gg3/SEC-2 at the end every unrevealed scheme is published with its salt', () => {
    const out = gameEnded(ended(1, 1), NOW, 'time');
    expect(out.filter((e) => e.type === 'SchemeRevealed').map((e) => [e.data.seat, e.data.slot])).toEqual([['A', 0], ['A', 1], ['B', 0], ['B', 1]]);
  });

  it('malifaux-3e-gg3/ORD-3 the result: a draw has no winner; entries name their award event and facts; End-line entries have no turn', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    toGameEnd(g);
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    expect(resultOf({ ...g.state, status: 'active' })).toBeNull();
    expect(resultOf({ ...g.state, result: null })).toBeNull();
    const draw = resultOf(g.state)!;
    expect(draw).toMatchObject({ outcome: 'DRAW', winners: [], turnsPlayed: 5, endedAt: NOW });
    expect(draw.seats.map((s) => [s.seat, s.name, s.side, s.vp])).toEqual([['A', 'Ann', null, 0], ['B', 'Bob', null, 0]]);
    const s: Gg3State = { ...g.state, ledger: [award('B', 1, { part: 'end', factIds: ['f1'], version: 12 }), award('B', 1, { source: 'STRATEGY', scheme: null, part: 'strategy', turn: 2, version: 9 }), award('A', 1, { revoked: true })] };
    const r = resultOf(s)!;
    expect(r).toMatchObject({ outcome: 'WIN', winners: ['B'] });
    expect(r.seats[1].entries).toEqual([
      { source: 'gg3.s03.assassinate:end', vp: 1, turn: null, reason: 'r', events: [12], declarations: ['f1'] },
      { source: 'gg3.carve-a-path', vp: 1, turn: 2, reason: 'r', events: [9], declarations: [] },
    ]);
    expect(r.seats[0].entries).toEqual([]);
    expect(r.policies).toMatchObject({ strategyVpCap: 'none', markerDiameterMm: 30, buriedInPlay: false });
  });
});
