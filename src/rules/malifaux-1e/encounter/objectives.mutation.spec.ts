// malifaux-1e §14.7 strategies as pluggable data (objectives.ts), the seed catalogue (issue 15): each of the thirteen
// strategies is registered under its own id with its names, and nothing else is.
import { SEED_CATALOGUE } from './objectives';
import { STRATEGIES_1E } from './tables';

describe('malifaux-1e §14.7 the seed catalogue (GL-2)', () => {
  it('malifaux-1e/GL-2 the seed catalogue holds each strategy under its id, names only (VP declared), and no scheme', () => {
    const expected = Object.fromEntries(STRATEGIES_1E.map((s) => [s.id, { id: s.id, fr: s.fr, en: s.en }]));
    expect(SEED_CATALOGUE.strategies).toEqual(expected);
    expect(Object.keys(SEED_CATALOGUE.strategies)).toHaveLength(13);
    expect(SEED_CATALOGUE.schemes).toEqual({});
  });
});
