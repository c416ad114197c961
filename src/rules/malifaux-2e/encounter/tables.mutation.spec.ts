// malifaux-2e §20.6 the scheme pool and §21.7 the faction Schemes: the ids the API accepts and the pool's refusal of
// a Joker (the scheme pool flips reflip Jokers, so a Joker reaching the table is a programming error, said plainly).
import type { CardId } from '../../malifaux/cards';
import { ALL_SCHEMES, FACTIONS, FACTION_SCHEMES, SCHEMES, schemePool, type SchemeId } from './tables';

describe('malifaux-2e §20.6, §21.7 every Scheme id the API accepts', () => {
  it('is the 19 generic Schemes in the book\'s order, then one Scheme per faction, none twice', () => {
    // 19 + 7: the generic table of §20.6 and the seven factions' own Schemes of §21.7.
    expect(ALL_SCHEMES).toHaveLength(26);
    expect(new Set<SchemeId>(ALL_SCHEMES).size).toBe(26);
    expect(ALL_SCHEMES.slice(0, 19)).toEqual([...SCHEMES]);
    expect([...ALL_SCHEMES.slice(19)].sort()).toEqual(FACTIONS.map((f): SchemeId => FACTION_SCHEMES[f]).sort());
  });
});

describe('malifaux-2e §20.6 the scheme pool is never built from a Joker', () => {
  it.each<[CardId, CardId]>([
    ['RJ', 'CROW-01'],
    ['CROW-01', 'BJ'],
  ])('%s and %s are refused, naming why', (c1, c2) => {
    expect(() => schemePool(c1, c2)).toThrow(new Error('scheme pool cards are never Jokers (they are reflipped)'));
  });
});
