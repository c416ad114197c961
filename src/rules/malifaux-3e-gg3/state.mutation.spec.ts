// malifaux-3e-gg3 state helpers (issue 15): the ST-2 ratchet counts only the VP a seat scored with the Strategy, and a
// seat's total counts every unrevoked award of that seat.
import { vpOf, type Gg3State, type LedgerEntry, type Seat } from './state';
import { schemeGame } from './testing/fixtures';

const award = (seat: Seat, source: LedgerEntry['source'], vp: number, revoked = false): LedgerEntry => ({
  awardId: `${seat}-${source}-${vp}-${String(revoked)}`,
  seat,
  source,
  scheme: source === 'SCHEME' ? 3 : null,
  part: source === 'SCHEME' ? 'reveal' : 'strategy',
  vp,
  turn: 1,
  reason: 'r',
  factIds: [],
  removedMarkers: [],
  version: 1,
  revoked,
});

describe('malifaux-3e-gg3 vpOf', () => {
  const base: Gg3State = schemeGame([{ no: 12 }, { no: 3 }]).state;
  const s: Gg3State = {
    ...base,
    ledger: [award('A', 'STRATEGY', 1), award('A', 'SCHEME', 2), award('A', 'SCHEME', 4, true), award('B', 'STRATEGY', 1), award('B', 'SCHEME', 1)],
  };

  it.each<[Seat, 'STRATEGY' | 'SCHEME' | undefined, number]>([
    ['A', 'STRATEGY', 1],
    ['A', 'SCHEME', 2],
    ['A', undefined, 3],
    ['B', 'STRATEGY', 1],
    ['B', undefined, 2],
  ])('malifaux-3e-gg3/ST-2 seat %s, source %s: %d VP (revoked awards and the other source left out)', (seat, source, vp) => {
    expect(vpOf(s, seat, source)).toBe(vp);
  });
});
