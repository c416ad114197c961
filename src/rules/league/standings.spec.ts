// league LG-6, LG-7: standings from results, table-driven.
import { DEFAULT_POLICY, type ScoringPolicy } from './policy';
import { standings, type ResultInput } from './standings';

let n = 0;
const game = (a: [string, number], b: [string, number], over: Partial<ResultInput> = {}): ResultInput => {
  n += 1;
  const winners = a[1] === b[1] ? [] : a[1] > b[1] ? ['A'] : ['B'];
  return {
    encounterId: `e${n}`,
    endedAt: `2026-01-0${n % 9}T00:00:00Z`,
    outcome: winners.length ? 'WIN' : 'DRAW',
    winners,
    seats: [{ seat: 'A', name: a[0], vp: a[1] }, { seat: 'B', name: b[0], vp: b[1] }],
    ...over,
  };
};

describe('league standings', () => {
  it('league/LG-6 3/1/0: a win, a draw and a loss, each line traceable to its encounters', () => {
    const results = [game(['Ann', 6], ['Bob', 3]), game(['Bob', 4], ['Cid', 4]), game(['Cid', 7], ['Ann', 2])];
    const s = standings(DEFAULT_POLICY, results);
    const ann = s.find((l) => l.player === 'Ann')!;
    expect(ann).toMatchObject({ played: 2, wins: 1, draws: 0, losses: 1, points: 3, vpFor: 8, vpAgainst: 10, vpDifference: -2 });
    expect(ann.games.map((g) => [g.encounterId, g.outcome, g.points, g.opponents])).toEqual([
      [results[0].encounterId, 'WIN', 3, ['Bob']],
      [results[2].encounterId, 'LOSS', 0, ['Cid']],
    ]);
    expect(s.find((l) => l.player === 'Bob')).toMatchObject({ wins: 0, draws: 1, losses: 1, points: 1 });
  });

  it('league/LG-6 the winner comes from the result, not from the VP (a ruleset may decide otherwise)', () => {
    const r = game(['Ann', 3], ['Bob', 5], { outcome: 'WIN', winners: ['A'] });
    expect(standings(DEFAULT_POLICY, [r]).map((l) => [l.player, l.points])).toEqual([['Ann', 3], ['Bob', 0]]);
  });

  it('league/LG-6 the policy is data: 2/1/0 gives other points', () => {
    const policy: ScoringPolicy = { win: 2, draw: 1, loss: 0, tieBreakers: [] };
    expect(standings(policy, [game(['Ann', 6], ['Bob', 3])]).map((l) => l.points)).toEqual([2, 0]);
  });

  it.each<[string, ScoringPolicy['tieBreakers'], string[]]>([
    ['VP difference first', ['VP_DIFFERENCE', 'VP_FOR'], ['Cid', 'Ann', 'Bob', 'Dee']],
    ['VP scored first', ['VP_FOR', 'VP_DIFFERENCE'], ['Ann', 'Cid', 'Bob', 'Dee']],
  ])('league/LG-7 equal points are ordered by the tie-breakers in order: %s', (_what, tieBreakers, order) => {
    // Ann and Cid both win once: Ann 9-8 (diff +1, VP 9), Cid 5-1 (diff +4, VP 5).
    const s = standings({ ...DEFAULT_POLICY, tieBreakers }, [game(['Ann', 9], ['Bob', 8]), game(['Cid', 5], ['Dee', 1])]);
    expect(s.map((l) => l.player)).toEqual(order);
    expect(s.map((l) => l.rank)).toEqual([1, 2, 3, 4]);
  });

  it('league/LG-7 players equal on points and every tie-breaker share a rank; the next rank skips', () => {
    const s = standings(DEFAULT_POLICY, [game(['Ann', 5], ['Bob', 5]), game(['Cid', 6], ['Dee', 2])]);
    expect(s.map((l) => [l.player, l.rank])).toEqual([['Cid', 1], ['Ann', 2], ['Bob', 2], ['Dee', 4]]);
  });

  it('league/LG-6 the same player under different case is one line', () => {
    expect(standings(DEFAULT_POLICY, [game(['Ann', 5], ['Bob', 1]), game(['ann', 5], ['Bob', 1])])).toHaveLength(2);
  });
});
