// malifaux-2e evolve: the state an encounter starts from (§1.1 FD-1, FD-12), what each bookkeeping event folds
// (DP-4 the Draw Phase, RD-1 the random pick, IN-5 the First Player, EP-3 the end), and that evolve is total: an event
// before the encounter or of an unknown type leaves the state as it is.
import type { EncounterEvent } from './events';
import { evolve } from './evolve';
import type { EncounterState, GameState } from './state';

// An event stored before most options existed: it names only autoDeclineCuts (evolve reads the others as defaults).
const created = {
  type: 'EncounterCreated',
  data: {
    encounterId: 'e',
    ruleset: 'malifaux-2e',
    players: [
      { seat: 'A', name: 'Ann', soulstones: 2, handSize: 6 },
      { seat: 'B', name: 'Bob', soulstones: 0, handSize: 7 },
    ],
    seed: 's',
    seedCommitment: 'c',
    options: { autoDeclineCuts: true },
    createdAt: 't0',
  },
} as unknown as EncounterEvent;
const fold = (...events: EncounterEvent[]): EncounterState => events.reduce(evolve, { status: 'empty' } as EncounterState);
const game = (...events: EncounterEvent[]): GameState => fold(created, ...events) as GameState;

describe('malifaux-2e evolve: the encounter created', () => {
  it('malifaux-2e/FD-1 each seat with empty cards and no cut pending; nothing under way; options with their defaults', () => {
    const s = game();
    expect({ ...s, duel: undefined, horror: undefined }).toEqual({
      status: 'active',
      encounterId: 'e',
      seatOrder: ['A', 'B'],
      seats: {
        A: { seat: 'A', name: 'Ann', soulstones: 2, handSize: 6, deck: [], hand: [], discard: [], inPlay: [], pendingCutBy: null },
        B: { seat: 'B', name: 'Bob', soulstones: 0, handSize: 7, deck: [], hand: [], discard: [], inPlay: [], pendingCutBy: null },
      },
      seed: 's',
      seedCommitment: 'c',
      nonce: 0,
      options: { autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: false, stackedDecks: false, dropCorpseScrap: true },
      turn: 0,
      drawPhase: null,
      duel: undefined,
      randomPick: null,
      initiative: null,
      firstPlayer: null,
      horror: undefined,
      table: null,
      createdAt: 't0',
      endedAt: null,
      eventCount: 1,
    });
    expect(s.duel.status).toBe('IDLE');
  });

  it('malifaux-2e/FD-1 events before the encounter exists are ignored', () => {
    expect(fold({ type: 'DrawPhaseEnded', data: { turn: 1 } }, { type: 'SeatJoined', data: { seat: 'A', name: 'x', joinedAt: 't' } })).toEqual({ status: 'empty' });
  });

  it('malifaux-2e/FD-1 a seat joined takes its player\'s name; a seat not in the encounter changes nothing', () => {
    expect(game({ type: 'SeatJoined', data: { seat: 'B', name: 'Cy', joinedAt: 't' } }).seats.B!.name).toBe('Cy');
    const s = game({ type: 'SeatJoined', data: { seat: 'C' as never, name: 'Cy', joinedAt: 't' } });
    expect(Object.keys(s.seats)).toEqual(['A', 'B']);
  });

  it('malifaux-2e/FD-12 a shuffle moves the next random draw past its own, never back', () => {
    const shuffled = (nonce: number): EncounterEvent => ({ type: 'DeckShuffled', data: { seat: 'A', nonce, order: [], gathered: 'all', reason: 'initial', cutOfferedTo: null } }) as unknown as EncounterEvent;
    expect(game(shuffled(4)).nonce).toBe(5);
    expect(game(shuffled(4), shuffled(1)).nonce).toBe(5);
  });
});

describe('malifaux-2e evolve: the bookkeeping of a Turn', () => {
  it('malifaux-2e/DP-4 the Draw Phase records its Turn and order, each seat as it refills, and ends', () => {
    const begun = game({ type: 'DrawPhaseBegun', data: { turn: 2, order: ['B', 'A'] } });
    expect([begun.turn, begun.drawPhase]).toEqual([2, { turn: 2, order: ['B', 'A'], refilled: [] }]);
    const refilled = game({ type: 'DrawPhaseBegun', data: { turn: 2, order: ['B', 'A'] } }, { type: 'HandRefilled', data: { seat: 'B' } } as EncounterEvent, { type: 'HandRefilled', data: { seat: 'A' } } as EncounterEvent);
    expect(refilled.drawPhase!.refilled).toEqual(['B', 'A']);
    expect(game({ type: 'HandRefilled', data: { seat: 'B' } } as EncounterEvent).drawPhase).toBeNull();
    expect(game({ type: 'DrawPhaseBegun', data: { turn: 2, order: ['B', 'A'] } }, { type: 'DrawPhaseEnded', data: { turn: 2 } }).drawPhase).toBeNull();
  });

  it('malifaux-2e/RD-1 a tie for the random model waits for the flipping seat\'s pick; a pick clears it; a flip with a pick waits for nothing', () => {
    const flipped = (picked: string | null): EncounterEvent => ({ type: 'RandomModelFlipped', data: { flipId: 'f', seat: 'B', flips: [], tied: ['m1', 'm2'], picked } });
    expect(game(flipped(null)).randomPick).toEqual({ flipId: 'f', seat: 'B', tied: ['m1', 'm2'] });
    expect(game(flipped('m1')).randomPick).toBeNull();
    expect(game(flipped(null), { type: 'RandomModelPicked', data: { flipId: 'f', seat: 'B', modelId: 'm2' } }).randomPick).toBeNull();
  });

  it('malifaux-2e/IN-5 the First Player chosen closes the Initiative Phase', () => {
    const s = game({ type: 'FirstPlayerChosen', data: { turn: 1, chosenBy: 'B', firstPlayer: 'A', secondPlayer: 'B' } });
    expect([s.firstPlayer, s.initiative]).toEqual(['A', null]);
  });

  it('malifaux-2e/EP-3 the end records its time; an unknown event (a newer version\'s) changes nothing but the version', () => {
    const ended = game({ type: 'EncounterEnded', data: { seed: 's', endedAt: 't9', reason: 'x' } });
    expect([ended.status, ended.endedAt]).toEqual(['ended', 't9']);
    const before = game();
    const after = game({ type: 'FromTheFuture', data: {} } as unknown as EncounterEvent);
    expect({ ...after, eventCount: 0 }).toEqual({ ...before, eventCount: 0 });
    expect(game({ type: 'RandomPlayerDetermined', data: {} } as unknown as EncounterEvent).turn).toBe(0);
  });
});
