// mage-wars §16 victory and §14 MP-3 / MP-6 (rules/mage-wars.md; seed 468, 885, 1980-2000, 2102, 2206): resultOf and
// mageDestroyed on crafted positions (which Mages stand, which teams), and checkVictory's single EncounterEnded.
import type { SeatId } from '../core/decider';
import { Emitter } from './emitter';
import type { GameState } from './state';
import { createCommand, play, stateOf } from './testing/fixtures';
import { checkVictory, mageDestroyed, resultOf } from './victory';

const duel = stateOf(play([createCommand()]));
/** `base` with the Mages of `fallen` destroyed and, when given, the seats' teams. */
const position = (base: GameState, fallen: SeatId[], teams: Partial<Record<SeatId, string>> = {}): GameState => ({
  ...base,
  objects: Object.fromEntries(Object.entries(base.objects).map(([id, o]) => [id, fallen.some((s) => id === `mage-${s}`) ? { ...o, destroyed: true } : o])),
  seats: Object.fromEntries(Object.entries(base.seats).map(([s, x]) => [s, teams[s as SeatId] ? { ...x, team: teams[s as SeatId] } : x])),
});
/** The duel's objects plus a third seat C with its own Mage, as in a free-for-all. */
const ffa = (fallen: SeatId[]): GameState => {
  const c = { ...duel.objects['mage-A'], id: 'mage-C', controller: 'C' as SeatId, owner: 'C' as SeatId };
  const three: GameState = { ...duel, seatOrder: ['A', 'B', 'C'], seats: { ...duel.seats, C: { ...duel.seats.A!, seat: 'C', mageId: 'mage-C' } }, objects: { ...duel.objects, 'mage-C': c } };
  return position(three, fallen);
};

describe('mage-wars §16 resultOf / mageDestroyed', () => {
  it('mage-wars/VC-2 both Mages standing: no result, nothing destroyed', () => {
    expect(resultOf(duel)).toBeNull();
    expect(mageDestroyed(duel)).toBe(false);
  });

  it.each<[SeatId, SeatId]>([['B', 'A'], ['A', 'B']])('mage-wars/VC-2 the Mage of %s falls: %s is the last Mage standing', (fallen, winner) => {
    const s = position(duel, [fallen]);
    expect(resultOf(s)).toEqual({ winner, draw: false, reason: 'last Mage standing (VC-2)' });
    expect(mageDestroyed(s)).toBe(true);
  });

  it('mage-wars/VC-3 both fall together: a draw by default (G2), the initiative player under the initiative policy', () => {
    const both = position(duel, ['A', 'B']);
    expect(resultOf(both)).toEqual({ winner: null, draw: true, reason: 'the last Mages fell together (G2: a draw)' });
    const policy = { ...both, options: { ...both.options, simultaneousDestruction: 'initiative' as const } };
    expect(resultOf(policy)).toEqual({ winner: both.round.initiative, draw: false, reason: 'the last Mages fell together; the initiative player wins (policy)' });
  });

  it('mage-wars/MP-6 in a free-for-all one fallen Mage of three decides nothing; the second decides the match', () => {
    expect(resultOf(ffa(['B']))).toBeNull();
    expect(mageDestroyed(ffa(['B']))).toBe(false);
    expect(resultOf(ffa(['B', 'C']))).toEqual({ winner: 'A', draw: false, reason: 'last Mage standing (VC-2)' });
    expect(mageDestroyed(ffa(['A', 'C']))).toBe(true);
  });

  it('mage-wars/MP-3 a team whose Mages alone stand wins with its fallen team-mates; the first seat of the team is the winner', () => {
    const teams = { A: 'red', B: 'blue', C: 'blue' } as const;
    const three = ffa(['A', 'C']);
    const s = position(three, [], teams);
    expect(resultOf(s)).toEqual({ winner: 'B', team: 'blue', winners: ['B', 'C'], draw: false, reason: 'every Mage of the other team is destroyed (MP-3)' });
    // Both teams still have a Mage: no result.
    expect(resultOf(position(ffa(['C']), [], teams))).toBeNull();
    // Everybody fell: no team stands, the draw rule applies.
    expect(resultOf(position(ffa(['A', 'B', 'C']), [], teams))).toMatchObject({ winner: null, draw: true });
  });
});

describe('mage-wars §16 checkVictory', () => {
  it('mage-wars/VC-1 a decided match ends once, stamped with the command time or else the creation time', () => {
    const em = new Emitter(position(duel, ['B']));
    checkVictory(em, '2026-03-03T00:00:00Z');
    expect(em.events).toEqual([{ type: 'EncounterEnded', data: { result: resultOf(position(duel, ['B'])), seed: 'c0ffee', endedAt: '2026-03-03T00:00:00Z' } }]);
    checkVictory(em, null);
    expect(em.events).toHaveLength(1);
    const untimed = new Emitter(position(duel, ['B']));
    checkVictory(untimed, null);
    expect(untimed.events[0]).toMatchObject({ data: { endedAt: duel.createdAt } });
  });

  it('mage-wars/VC-2 an undecided match does not end', () => {
    const em = new Emitter(duel);
    checkVictory(em, null);
    expect(em.events).toEqual([]);
  });
});

describe('mage-wars §16 resultOf: a seat without a Mage on the table', () => {
  /** The duel plus a seat C whose record names a Mage that is not among the objects: it has no Mage standing. */
  const withMagelessSeat = (fallen: SeatId[]): GameState => {
    const base = position(duel, fallen);
    return { ...base, seatOrder: ['A', 'B', 'C'], seats: { ...base.seats, C: { ...base.seats.A!, seat: 'C', mageId: 'mage-C' } } };
  };

  it('mage-wars/VC-2 a seat whose Mage is not on the table does not stand: the Mages on the table decide', () => {
    // The lookup of C's Mage finds nothing; it must read as "not standing", not throw.
    expect(resultOf(withMagelessSeat([]))).toBeNull();
    expect(resultOf(withMagelessSeat(['B']))).toEqual({ winner: 'A', draw: false, reason: 'last Mage standing (VC-2)' });
  });
});
