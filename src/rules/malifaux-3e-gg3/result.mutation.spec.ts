// malifaux-3e-gg3 result (ORD-3, ORD-4): the winner is the seat with more VP, a tie is a draw; a seat with no
// registered player and an encounter without an end time still give a complete result (issue 15: tests that make the
// mutants of result.ts fail).
import { resultOf } from './result';
import type { Gg3State, LedgerEntry, Seat } from './state';
import { schemeGame, toGameEnd } from './testing/fixtures';

const award = (seat: Seat, vp: number): LedgerEntry =>
  ({ awardId: `x-${seat}-${vp}`, seat, vp, source: 'SCHEME', scheme: 3, part: 'reveal', turn: 1, reason: 'r', factIds: [], removedMarkers: [], version: 7, revoked: false }) as LedgerEntry;

/** An ended encounter (A: In Your Face, Assassinate), both seats' claims finished. */
const endedGame = (): Gg3State => {
  const g = schemeGame([{ no: 12 }, { no: 3 }]);
  toGameEnd(g);
  g.seat('A', 'FinishClaims');
  g.seat('B', 'FinishClaims');
  return g.state;
};

describe('malifaux-3e-gg3 result: the winner and the outcome', () => {
  const ended = endedGame();

  it.each<[number, number, 'WIN' | 'DRAW', Seat[]]>([
    [2, 1, 'WIN', ['A']],
    [1, 2, 'WIN', ['B']],
    [1, 1, 'DRAW', []],
    [0, 0, 'DRAW', []],
  ])('malifaux-3e-gg3/ORD-4 VP %d to %d: the outcome is %s, the winners %j', (a, b, outcome, winners) => {
    const ledger: LedgerEntry[] = [...(a ? [award('A', a)] : []), ...(b ? [award('B', b)] : [])];
    const r = resultOf({ ...ended, ledger })!;
    expect(r.outcome).toBe(outcome);
    expect(r.winners).toEqual(winners);
    expect(r.seats.map((s) => s.vp)).toEqual([a, b]);
  });
});

describe('malifaux-3e-gg3 result: a complete record without players or an end time', () => {
  it('malifaux-3e-gg3/ORD-3 a seat with no registered player is named ""; an encounter without an end time ends at ""', () => {
    const ended = endedGame();
    const r = resultOf({ ...ended, players: ended.players.filter((p) => p.seat === 'B'), endedAt: null })!;
    expect(r.seats.map((s) => [s.seat, s.name])).toEqual([['A', ''], ['B', 'Bob']]);
    expect(r.endedAt).toBe('');
  });
});
