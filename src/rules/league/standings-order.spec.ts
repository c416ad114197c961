// league LG-6, LG-7 (src/rules/league/README.md): per-game outcomes and points, VP against, every tie-breaker, the order
// of games in a line and the shared ranks (issue 15: tests that make the mutants of standings.ts fail).
import { DEFAULT_POLICY, type ScoringPolicy } from './policy';
import { standings, type ResultInput } from './standings';

type Seat = [name: string, vp: number];

const result = (id: string, endedAt: string, seats: readonly Seat[], winners: readonly string[]): ResultInput => ({
  encounterId: id,
  endedAt,
  outcome: winners.length ? 'WIN' : 'DRAW',
  winners,
  seats: seats.map(([name, vp], i) => ({ seat: 'ABCD'[i], name, vp })),
});
const policy = (tieBreakers: ScoringPolicy['tieBreakers'], points: Partial<ScoringPolicy> = {}): ScoringPolicy => ({ ...DEFAULT_POLICY, ...points, tieBreakers });
const line = (lines: ReturnType<typeof standings>, player: string) => {
  const l = lines.find((x) => x.player === player);
  if (!l) throw new Error(`no line for ${player}`);
  return l;
};

describe('league standings: outcomes, tie-breakers and ranks', () => {
  it('league/LG-6 points by the policy for each outcome: 5 for a win, 2 for a draw, 1 for a loss', () => {
    const p = policy([], { win: 5, draw: 2, loss: 1 });
    const s = standings(p, [result('e1', '2026-01-01', [['Ann', 4], ['Bob', 1]], ['A']), result('e2', '2026-01-02', [['Ann', 3], ['Bob', 3]], [])]);
    expect(line(s, 'Ann').games.map((g) => [g.outcome, g.points])).toEqual([['WIN', 5], ['DRAW', 2]]);
    expect(line(s, 'Bob').games.map((g) => [g.outcome, g.points])).toEqual([['LOSS', 1], ['DRAW', 2]]);
    expect(line(s, 'Ann')).toMatchObject({ played: 2, wins: 1, draws: 1, losses: 0, points: 7 });
    expect(line(s, 'Bob')).toMatchObject({ played: 2, wins: 0, draws: 1, losses: 1, points: 3 });
  });

  it('league/LG-6 a DRAW is a draw for every seat even if the result lists a winner', () => {
    const r: ResultInput = { ...result('e1', '2026-01-01', [['Ann', 4], ['Bob', 1]], ['A']), outcome: 'DRAW' };
    expect(standings(DEFAULT_POLICY, [r]).map((l) => [l.player, l.draws, l.points])).toEqual([['Ann', 1, 1], ['Bob', 1, 1]]);
  });

  it('league/LG-6 a team wins together: every seat among the winners wins', () => {
    const s = standings(DEFAULT_POLICY, [result('e1', '2026-01-01', [['Ann', 2], ['Bob', 2], ['Cid', 9], ['Dee', 0]], ['A', 'B'])]);
    expect(s.map((l) => [l.player, l.wins, l.losses])).toEqual([['Ann', 1, 0], ['Bob', 1, 0], ['Cid', 0, 1], ['Dee', 0, 1]]);
  });

  it('league/LG-6 VP against is the best other seat (not the seat itself, not the sum); opponents are the other seats', () => {
    const s = standings(DEFAULT_POLICY, [result('e1', '2026-01-01', [['Ann', 10], ['Bob', 3], ['Cid', 6]], ['A'])]);
    expect(line(s, 'Ann').games[0]).toEqual({ encounterId: 'e1', endedAt: '2026-01-01', seat: 'A', outcome: 'WIN', points: 3, vpFor: 10, vpAgainst: 6, opponents: ['Bob', 'Cid'] });
    expect(line(s, 'Bob').games[0]).toMatchObject({ seat: 'B', vpFor: 3, vpAgainst: 10, opponents: ['Ann', 'Cid'] });
    expect(line(s, 'Cid')).toMatchObject({ vpFor: 6, vpAgainst: 10, vpDifference: -4 });
  });

  it('league/LG-6 VP against a seat that scored nothing is 0 (never negative)', () => {
    const s = standings(DEFAULT_POLICY, [result('e1', '2026-01-01', [['Ann', 0], ['Bob', 0]], [])]);
    expect(line(s, 'Ann')).toMatchObject({ vpFor: 0, vpAgainst: 0, vpDifference: 0 });
  });

  it('league/LG-6 totals sum over games: VP for, VP against, difference', () => {
    const s = standings(DEFAULT_POLICY, [result('e1', '2026-01-01', [['Ann', 5], ['Bob', 2]], ['A']), result('e2', '2026-01-02', [['Ann', 1], ['Bob', 4]], ['B'])]);
    expect(line(s, 'Ann')).toMatchObject({ vpFor: 6, vpAgainst: 6, vpDifference: 0, points: 3 });
  });

  it('league/LG-6 a line lists its games by end time, then by encounter id, whatever the order of the results', () => {
    const rs = [
      result('e3', '2026-01-03', [['Ann', 1], ['Bob', 0]], ['A']),
      result('e2', '2026-01-01', [['Ann', 1], ['Bob', 0]], ['A']),
      result('e1', '2026-01-01', [['Ann', 1], ['Bob', 0]], ['A']),
      result('e0', '2026-01-02', [['Ann', 1], ['Bob', 0]], ['A']),
    ];
    expect(line(standings(DEFAULT_POLICY, rs), 'Ann').games.map((g) => g.encounterId)).toEqual(['e1', 'e2', 'e0', 'e3']);
  });

  it('league/LG-7 a player matched case-insensitively keeps the spelling of their first game, trimmed names match', () => {
    const s = standings(DEFAULT_POLICY, [result('e1', '2026-01-01', [['Ann', 3], ['Bob', 1]], ['A']), result('e2', '2026-01-02', [[' ANN ', 3], ['bob', 1]], ['A'])]);
    expect(s.map((l) => [l.player, l.played])).toEqual([['Ann', 2], ['Bob', 2]]);
  });

  // Ann and Bob each win one game and lose one (3 points each); they differ in each tie-breaker as stated.
  it.each<[string, ScoringPolicy['tieBreakers'], readonly ResultInput[], string[]]>([
    [
      'WINS: more wins first',
      ['WINS'],
      // Ann: W, W, L, L (6 pts); Bob: W, D, D, D (6 pts) with 1 win.
      [
        result('a1', '2026-01-01', [['Ann', 1], ['X', 0]], ['A']),
        result('a2', '2026-01-02', [['Ann', 1], ['X', 0]], ['A']),
        result('a3', '2026-01-03', [['Ann', 0], ['X', 1]], ['B']),
        result('a4', '2026-01-04', [['Ann', 0], ['X', 1]], ['B']),
        result('b1', '2026-01-01', [['Bob', 9], ['Y', 0]], ['A']),
        result('b2', '2026-01-02', [['Bob', 0], ['Y', 0]], []),
        result('b3', '2026-01-03', [['Bob', 0], ['Y', 0]], []),
        result('b4', '2026-01-04', [['Bob', 0], ['Y', 0]], []),
      ],
      ['Ann', 'Bob'],
    ],
    [
      'FEWEST_LOSSES: fewer losses first',
      ['FEWEST_LOSSES'],
      // Ann: W, L, L, L (3 pts, 3 losses); Bob: D, D, D, L (3 pts, 1 loss) though Ann has more wins and VP.
      [
        result('a1', '2026-01-01', [['Ann', 9], ['X', 0]], ['A']),
        result('a2', '2026-01-02', [['Ann', 0], ['X', 1]], ['B']),
        result('a3', '2026-01-03', [['Ann', 0], ['X', 1]], ['B']),
        result('a4', '2026-01-04', [['Ann', 0], ['X', 1]], ['B']),
        result('b1', '2026-01-01', [['Bob', 0], ['Y', 0]], []),
        result('b2', '2026-01-02', [['Bob', 0], ['Y', 0]], []),
        result('b3', '2026-01-03', [['Bob', 0], ['Y', 0]], []),
        result('b4', '2026-01-04', [['Bob', 0], ['Y', 1]], ['B']),
      ],
      ['Bob', 'Ann'],
    ],
  ])('league/LG-7 tie-breaker %s', (_what, tieBreakers, rs, order) => {
    const s = standings(policy(tieBreakers), rs).filter((l) => order.includes(l.player));
    expect(s.map((l) => l.player)).toEqual(order);
    expect(s[0].points).toBe(s[1].points);
    expect(s[0].rank).toBeLessThan(s[1].rank);
  });

  it('league/LG-7 points come before every tie-breaker', () => {
    // Ann: a win 1-0 (3 pts, diff +1). Bob: two draws 9-9 and a loss 8-0 ... and a big VP for, but 2 pts.
    const rs = [
      result('e1', '2026-01-01', [['Ann', 1], ['X', 0]], ['A']),
      result('e2', '2026-01-01', [['Bob', 20], ['Y', 1]], []),
      result('e3', '2026-01-01', [['Bob', 20], ['Z', 1]], []),
    ];
    expect(standings(policy(['VP_FOR', 'VP_DIFFERENCE']), rs).slice(0, 2).map((l) => [l.player, l.points, l.rank])).toEqual([['Ann', 3, 1], ['Bob', 2, 2]]);
  });

  it('league/LG-7 a later tie-breaker decides only when the earlier ones are equal', () => {
    // Equal points (a win each) and equal VP difference (+2); Bob scored more VP.
    const rs = [result('e1', '2026-01-01', [['Ann', 3], ['X', 1]], ['A']), result('e2', '2026-01-01', [['Bob', 7], ['Y', 5]], ['A'])];
    const s = standings(policy(['VP_DIFFERENCE', 'VP_FOR']), rs);
    expect(s.slice(0, 2).map((l) => [l.player, l.rank])).toEqual([['Bob', 1], ['Ann', 2]]);
  });

  it('league/LG-7 equal on everything: listed by name, same rank; the rank after them skips', () => {
    const rs = [
      result('e1', '2026-01-01', [['Zed', 2], ['Amy', 2]], []),
      result('e2', '2026-01-01', [['Mia', 2], ['Lou', 2]], []),
      result('e3', '2026-01-01', [['Kim', 0], ['Top', 5]], ['B']),
    ];
    const s = standings(DEFAULT_POLICY, rs);
    expect(s.map((l) => [l.player, l.rank])).toEqual([['Top', 1], ['Amy', 2], ['Lou', 2], ['Mia', 2], ['Zed', 2], ['Kim', 6]]);
  });

  it('league/LG-7 with no tie-breaker, equal points share a rank even if VP differ', () => {
    const rs = [result('e1', '2026-01-01', [['Bob', 9], ['X', 0]], ['A']), result('e2', '2026-01-01', [['Ann', 1], ['Y', 0]], ['A'])];
    expect(standings(policy([]), rs).map((l) => [l.player, l.rank])).toEqual([['Ann', 1], ['Bob', 1], ['X', 3], ['Y', 3]]);
  });

  it('league/LG-7 case-insensitive is not letter-blind: a dotless ı and an i are different names (Aslı, Asli)', () => {
    const s = standings(DEFAULT_POLICY, [result('e1', '2026-01-01', [['Aslı', 3], ['Asli', 1]], ['A'])]);
    expect(s.map((l) => [l.player, l.played])).toEqual([['Aslı', 1], ['Asli', 1]]);
  });

  it('league/LG-6 no results, no lines', () => expect(standings(DEFAULT_POLICY, [])).toEqual([]));
});
