// mage-wars state helpers (rules/mage-wars.md §5 RD-2, §14 MP-1..MP-6, §9.6 EN-16, §19.3-§19.4 policies): the default
// policies, who is in play, which seats are one side, the seat order from a given seat, live objects and whose sprung
// traps are decided now — on crafted three- and four-seat positions.
import type { SeatId } from '../core/decider';
import { DEFAULT_ATTACK_DIE } from './dice';
import { DEFAULT_OPTIONS, inPlay, isGame, liveObjects, nextSeat, sameSide, seatsFrom, trapsOfDecider, type GameState } from './state';
import { createCommand, play, stateOf } from './testing/fixtures';
import { attached } from './testing/pending';

const duel = stateOf(play([createCommand()]));
/** Four seats A-D with Mages; `fallen` Mages destroyed; `teams` when given. */
const table = (fallen: SeatId[] = [], teams: Partial<Record<SeatId, string>> = {}): GameState => {
  const seats = (['A', 'B', 'C', 'D'] as SeatId[]).map((id) => ({ ...duel.seats.A!, seat: id, mageId: `mage-${id}`, ...(teams[id] ? { team: teams[id] } : {}) }));
  const objects = Object.fromEntries(seats.map((x) => [x.mageId, { ...duel.objects['mage-A'], id: x.mageId, owner: x.seat, controller: x.seat, destroyed: fallen.includes(x.seat) }]));
  return { ...duel, seatOrder: ['A', 'B', 'C', 'D'], seats: Object.fromEntries(seats.map((x) => [x.seat, x])), objects };
};

describe('mage-wars state helpers', () => {
  it('mage-wars/SU-1 the empty state is no game; a created one is', () => {
    expect(isGame({ status: 'empty' })).toBe(false);
    expect(isGame(duel)).toBe(true);
    expect(isGame({ ...duel, status: 'ended' })).toBe(true);
  });

  it('mage-wars/CB-16 the default policies are the judge’s readings (§19.3, §19.4)', () => {
    expect(DEFAULT_OPTIONS).toEqual({
      rangedSkipsAdditionalStrikes: true, flyingInsideMinimumRange: true, damageBarrierEnemiesOnly: false, counterstrikeTriggersBarrier: true,
      poisonImmunityBlocksPoisonConditions: true, lightningAndWindAreEthereal: true, zoneAttackHitsAttacker: true, simultaneousDestruction: 'draw', attackDie: DEFAULT_ATTACK_DIE,
    });
  });

  it('mage-wars/MP-6 a seat is in play while its Mage stands; a seat without a Mage is not', () => {
    const s = table(['B']);
    expect((['A', 'B', 'C', 'D'] as SeatId[]).map((x) => inPlay(s, x))).toEqual([true, false, true, true]);
    expect(inPlay({ ...s, objects: {} }, 'A')).toBe(false);
  });

  it('mage-wars/MP-3 mage-wars/MP-4 one side: the same seat, or team-mates; seats without a team never', () => {
    const s = table([], { A: 'red', B: 'blue', C: 'red' });
    expect([sameSide(s, 'A', 'A'), sameSide(s, 'A', 'C'), sameSide(s, 'A', 'B'), sameSide(s, 'D', 'A'), sameSide(table(), 'A', 'B'), sameSide(table(), 'D', 'D')]).toEqual([true, true, false, false, false, true]);
  });

  it.each<[SeatId, SeatId[], SeatId]>([
    ['A', [], 'B'], ['D', [], 'A'], ['A', ['B'], 'C'], ['A', ['B', 'C'], 'D'], ['C', ['D', 'A'], 'B'], ['A', ['B', 'C', 'D'], 'A'],
  ])('mage-wars/MP-1 the seat after %s with %j out is %s', (from, fallen, next) => {
    expect(nextSeat(table(fallen), from)).toBe(next);
  });

  it('mage-wars/MP-1 with every Mage fallen the next seat is simply the one to the left', () => {
    expect(nextSeat(table(['A', 'B', 'C', 'D']), 'B')).toBe('C');
    expect(nextSeat(table(['A', 'B', 'C', 'D']), 'D')).toBe('A');
  });

  it.each<[SeatId, SeatId[], SeatId[]]>([
    ['A', [], ['A', 'B', 'C', 'D']], ['C', [], ['C', 'D', 'A', 'B']], ['D', ['A'], ['D', 'B', 'C']], ['B', ['B'], ['C', 'D', 'A']],
  ])('mage-wars/RD-2 mage-wars/MP-2 the seats in play from %s with %j out', (first, fallen, order) => {
    expect(seatsFrom(table(fallen), first)).toEqual(order);
  });

  it('mage-wars/RD-2 an unknown first seat starts from the first seat', () => {
    expect(seatsFrom(table(), 'Z' as SeatId)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('mage-wars/MP-6 live objects leave out the destroyed', () => {
    expect(liveObjects(table(['B', 'D'])).map((o) => o.id)).toEqual(['mage-A', 'mage-C']);
  });

  it('mage-wars/EN-16 the deciding seat answers its own sprung traps only; no trap, nothing', () => {
    const s = stateOf([...play([createCommand()]), attached('t1', 'stun-trap', 'B', { kind: 'zone', zone: { row: 1, col: 0 } }), attached('t2', 'stun-trap', 'A', { kind: 'zone', zone: { row: 1, col: 0 } })]);
    expect(trapsOfDecider({ ...s, trap: { objectId: 'mage-A', seat: 'B', pending: ['t2', 't1', 'tx'], resumeMove: false } })).toEqual(['t1']);
    expect(trapsOfDecider({ ...s, trap: null })).toEqual([]);
    expect(trapsOfDecider(s)).toEqual([]);
  });
});

describe('mage-wars state helpers: seats outside the game', () => {
  it.each<[SeatId]>([['C'], ['D']])('mage-wars/MP-6 a seat that is not at the table (%s) is not in play', (seat) => {
    expect(inPlay(duel, seat)).toBe(false);
  });
});
