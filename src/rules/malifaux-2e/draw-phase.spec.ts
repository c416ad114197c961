// malifaux-2e §6.2 Draw Phase (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 845-867): DP-1..DP-5,
// SS-1/SS-2 (§5, the Soulstone draw), DV-29 (§24.2).
import type { Actor, SeatId } from '../core/decider';
import { fold } from '../core/decider';
import { deciderSpec, history } from '../core/testing/given';
import type { CardId } from '../malifaux/cards';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import { isGame, type GameState } from './state';

const given = deciderSpec(malifaux2e);
const seatActor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const other = (seat: SeatId): SeatId => (seat === 'A' ? 'B' : 'A');

const create = (soulstones: [number, number] = [2, 0], handSizes: [number, number] = [6, 6]): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: {
    encounterId: 'e1',
    players: [
      { name: 'Ann', soulstones: soulstones[0], handSize: handSizes[0] },
      { name: 'Bob', soulstones: soulstones[1], handSize: handSizes[1] },
    ],
    seed: '00112233445566778899aabbccddeeff',
    seedCommitment: 'x',
    now: '2026-01-01T00:00:00Z',
  },
});
const decline = (seat: SeatId): EncounterCommand => ({ type: 'DeclineCut', actor: seatActor(other(seat)), data: { seat } });
const draw = (seat: SeatId, count: number): EncounterCommand => ({ type: 'DrawCards', actor: seatActor(seat), data: { seat, count } });
const flip = (seat: SeatId, count: number): EncounterCommand => ({ type: 'FlipCards', actor: seatActor(seat), data: { seat, count, flipId: 'f' } });
const discard = (seat: SeatId, cards: readonly CardId[]): EncounterCommand => ({ type: 'DiscardCards', actor: seatActor(seat), data: { seat, cards } });
const begin = (firstPlayer?: SeatId): EncounterCommand => ({
  type: 'BeginDrawPhase',
  actor: { role: 'organiser' },
  data: firstPlayer ? { firstPlayer } : {},
});
const refill = (seat: SeatId, useSoulstone = false, toDiscard: readonly CardId[] = []): EncounterCommand => ({
  type: 'RefillHand',
  actor: seatActor(seat),
  data: { seat, discard: toDiscard, useSoulstone },
});

const play = (commands: EncounterCommand[], from: EncounterEvent[] = []): EncounterEvent[] => history(malifaux2e, commands, from);
const game = (events: readonly EncounterEvent[]): GameState => {
  const s = fold(malifaux2e.evolve, malifaux2e.initialState(), events);
  if (!isGame(s)) throw new Error('no encounter');
  return s;
};
const seat = (events: readonly EncounterEvent[], id: SeatId) => game(events).seats[id]!;
const types = (events: readonly EncounterEvent[]): string[] => events.map((e) => e.type);
const drawn = (events: readonly EncounterEvent[]): CardId[] => events.flatMap((e) => (e.type === 'CardsDrawn' ? e.data.cards : []));

/** Both initial cuts declined. */
const ready = play([create(), decline('A'), decline('B')]);
/** The Draw Phase has begun after `setup`, and both DP-1 cut offers have been declined. */
const inPhase = (setup: EncounterCommand[] = [], firstPlayer?: SeatId, from = ready): EncounterEvent[] =>
  play([...setup, begin(firstPlayer), decline('A'), decline('B')], from);

describe('malifaux-2e §6.2 Draw Phase', () => {
  describe('DP-1 shuffle discard piles', () => {
    it('malifaux-2e/DP-1 every discard pile is shuffled into its deck; the hands are set aside and kept', () => {
      const before = play([draw('A', 5), flip('A', 3), flip('B', 2)], ready);
      const a = seat(before, 'A');
      given(before)
        .when(begin())
        .thenMatches((events, s) => {
          expect(types(events)).toEqual(['DrawPhaseBegun', 'DeckShuffled', 'DeckShuffled']);
          expect(events[0]).toEqual({ type: 'DrawPhaseBegun', data: { turn: 1, order: ['A', 'B'] } });
          const shuffleA = events.find((e) => e.type === 'DeckShuffled' && e.data.seat === 'A');
          if (shuffleA?.type !== 'DeckShuffled') throw new Error('no shuffle for A');
          expect(shuffleA.data).toMatchObject({ reason: 'draw-phase', gathered: 'discard', cutOfferedTo: 'B' });
          expect([...shuffleA.data.order].sort()).toEqual([...a.deck, ...a.discard].sort());
          for (const c of a.hand) expect(shuffleA.data.order).not.toContain(c);
          const after = isGame(s) ? s.seats.A! : null;
          expect(after?.hand).toEqual(a.hand);
          expect(after?.discard).toEqual([]);
          expect(after?.deck).toHaveLength(49);
          expect(isGame(s) && s.seats.B!.deck).toHaveLength(54);
          expect(isGame(s) && s.drawPhase).toEqual({ turn: 1, order: ['A', 'B'], refilled: [] });
        });
    });

    it('malifaux-2e/DP-1 malifaux-2e/FD-13 each DP-1 shuffle offers a cut, which must be answered before refilling', () => {
      const begun = play([begin()], ready);
      expect([seat(begun, 'A').pendingCutBy, seat(begun, 'B').pendingCutBy]).toEqual(['B', 'A']);
      given(begun).when(refill('A')).thenThrows('malifaux-2e/FD-13');
    });

    it('malifaux-2e/DP-1 refuses to begin a Draw Phase that has already begun', () => {
      given(inPhase()).when(begin()).thenThrows('malifaux-2e/DP-1');
    });

    it('malifaux-2e/DP-1 refuses to begin while cards of an unresolved flip are in play', () => {
      const top = seat(ready, 'B').deck[0];
      given([...ready, { type: 'CardsFlipped', data: { seat: 'B', cards: [top], flipId: 'duel' } }]).when(begin()).thenThrows('malifaux-2e/DP-1');
    });
  });

  describe('DP-2 discard first', () => {
    it('malifaux-2e/DP-2 the refill discards the named cards first; they start the new pile and are not drawn again', () => {
      const events = inPhase([draw('A', 4)]);
      const [w, x, y, z] = seat(events, 'A').hand;
      const deck = seat(events, 'A').deck;
      given(events)
        .when(refill('A', false, [x, z]))
        .then([
          { type: 'CardsDiscarded', data: { seat: 'A', cards: [x, z], from: 'hand' } },
          { type: 'CardsDrawn', data: { seat: 'A', cards: deck.slice(0, 4), requested: 4 } },
          { type: 'HandRefilled', data: { seat: 'A', usedSoulstone: false } },
        ]);
      const after = seat(play([refill('A', false, [x, z])], events), 'A');
      expect(after.hand).toEqual([w, y, ...deck.slice(0, 4)]);
      expect(after.discard).toEqual([x, z]);
    });

    it('malifaux-2e/DP-2 a discard outside the refill, before refilling, is refused', () => {
      const events = inPhase([draw('A', 4)]);
      given(events).when(discard('A', [seat(events, 'A').hand[0]])).thenThrows('malifaux-2e/DP-2');
    });

    it('malifaux-2e/DP-2 malifaux-2e/FD-9 the refill may only discard cards from the hand', () => {
      const events = inPhase([draw('A', 4)]);
      given(events).when(refill('A', false, [seat(events, 'A').deck[0]])).thenThrows('malifaux-2e/FD-9');
    });
  });

  describe('DP-3 draw to the hand size', () => {
    it('malifaux-2e/DP-3 Turn 1: an empty hand draws the top 6 cards', () => {
      const deck = seat(inPhase(), 'A').deck;
      given(inPhase())
        .when(refill('A'))
        .then([
          { type: 'CardsDrawn', data: { seat: 'A', cards: deck.slice(0, 6), requested: 6 } },
          { type: 'HandRefilled', data: { seat: 'A', usedSoulstone: false } },
        ]);
    });

    it('malifaux-2e/DP-3 malifaux-2e/FD-7 the draw stops at the seat\'s own maximum (7 with an ability)', () => {
      const events = inPhase([], undefined, play([create([0, 0], [6, 7]), decline('A'), decline('B')]));
      const afterA = play([refill('A')], events);
      given(afterA).when(refill('B')).thenMatches((_, s) => expect(isGame(s) && s.seats.B!.hand).toHaveLength(7));
    });

    it.each([6, 9])('malifaux-2e/DP-3 a hand of %d (at or above the maximum) draws nothing', (n) => {
      given(inPhase([draw('A', n)]))
        .when(refill('A'))
        .then([{ type: 'HandRefilled', data: { seat: 'A', usedSoulstone: false } }]);
    });

    it('malifaux-2e/DP-3 refuses a refill outside the Draw Phase, and a second refill in the same phase', () => {
      given(ready).when(refill('A')).thenThrows('malifaux-2e/DP-3');
      given(play([refill('A')], inPhase())).when(refill('A')).thenThrows('malifaux-2e/DP-3');
    });

    it('malifaux-2e/DP-3 drawing or flipping by other means is refused during the Draw Phase', () => {
      given(inPhase()).when(draw('A', 1)).thenThrows('malifaux-2e/DP-3');
      given(inPhase()).when(flip('B', 1)).thenThrows('malifaux-2e/DP-3');
    });
  });

  describe('DP-4 the Soulstone draw and the declaration order', () => {
    it('malifaux-2e/DP-4 malifaux-2e/SS-1 one Soulstone from the crew\'s pool draws 2 more cards after reaching the hand size', () => {
      const events = inPhase();
      const deck = seat(events, 'A').deck;
      given(events)
        .when(refill('A', true))
        .thenMatches((produced, s) => {
          expect(produced).toEqual([
            { type: 'CardsDrawn', data: { seat: 'A', cards: deck.slice(0, 6), requested: 6 } },
            { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'draw-phase-extra-cards' } },
            { type: 'CardsDrawn', data: { seat: 'A', cards: deck.slice(6, 8), requested: 2 } },
            { type: 'HandRefilled', data: { seat: 'A', usedSoulstone: true } },
          ]);
          expect(isGame(s) && s.seats.A!.soulstones).toBe(1);
          expect(isGame(s) && s.seats.A!.hand).toEqual(deck.slice(0, 8));
        });
    });

    it('malifaux-2e/DP-4 the first player (Turn 1: who deployed first) declares first; out of order is refused', () => {
      given(inPhase()).when(refill('B')).thenThrows('malifaux-2e/DP-4');
      given(inPhase([], 'B')).when(refill('A')).thenThrows('malifaux-2e/DP-4');
      given(inPhase([], 'B'))
        .when(refill('B'))
        .thenMatches((events) => expect(types(events)).toEqual(['CardsDrawn', 'HandRefilled']));
    });

    it('malifaux-2e/DP-4 the declaration order is recorded, first player first', () => {
      expect(game(inPhase([], 'B')).drawPhase?.order).toEqual(['B', 'A']);
      given(ready).when(begin('C')).thenThrows('malifaux-2e/FD-1');
    });

    it('malifaux-2e/SS-2 a Soulstone draw from an empty pool is refused', () => {
      const events = play([refill('A')], inPhase());
      expect(seat(events, 'B').soulstones).toBe(0);
      given(events).when(refill('B', true)).thenThrows('malifaux-2e/SS-2');
    });

    it('malifaux-2e/SS-2 the pool never goes below 0: the last Soulstone can be spent, then no more', () => {
      const oneStone = inPhase([], undefined, play([create([1, 0]), decline('A'), decline('B')]));
      const refilledA = play([refill('A', true)], oneStone);
      const turn1 = play([discard('A', seat(refilledA, 'A').hand.slice(0, 2)), refill('B')], refilledA);
      expect(seat(turn1, 'A').soulstones).toBe(0);
      expect(game(turn1).drawPhase).toBeNull();
      given(inPhase([], undefined, turn1)).when(refill('A', true)).thenThrows('malifaux-2e/SS-2');
      given(inPhase([], undefined, turn1)).when(refill('A', false)).thenMatches((events) => expect(events.length).toBeGreaterThan(0));
    });
  });

  describe('DP-5 discard down to the hand size; the phase ends when all are done', () => {
    const overBy2 = play([refill('A', true)], inPhase());

    it.each([1, 3])('malifaux-2e/DP-5 refuses a discard of %d from a hand of 8 (max 6): exactly 2 must go', (n) => {
      given(overBy2).when(discard('A', seat(overBy2, 'A').hand.slice(0, n))).thenThrows('malifaux-2e/DP-5');
    });

    it('malifaux-2e/DP-5 refuses a discard from a hand already at the hand size', () => {
      const events = play([refill('A')], inPhase());
      given(events).when(discard('A', seat(events, 'A').hand.slice(0, 1))).thenThrows('malifaux-2e/DP-5');
    });

    it('malifaux-2e/DP-5 nobody leaves the Draw Phase above the maximum: the phase waits for the discard', () => {
      const bothRefilled = play([refill('B')], overBy2);
      expect(types(bothRefilled.slice(overBy2.length))).not.toContain('DrawPhaseEnded');
      expect(game(bothRefilled).drawPhase).not.toBeNull();
      const two = seat(bothRefilled, 'A').hand.slice(3, 5);
      given(bothRefilled)
        .when(discard('A', two))
        .then([
          { type: 'CardsDiscarded', data: { seat: 'A', cards: two, from: 'hand' } },
          { type: 'DrawPhaseEnded', data: { turn: 1 } },
        ]);
    });

    it('malifaux-2e/DP-5 a seat may trim before the other has refilled; the last refill then ends the phase', () => {
      const trimmed = play([discard('A', seat(overBy2, 'A').hand.slice(0, 2))], overBy2);
      expect(types(trimmed.slice(overBy2.length))).toEqual(['CardsDiscarded']);
      given(trimmed)
        .when(refill('B'))
        .thenMatches((events, s) => {
          expect(types(events)).toEqual(['CardsDrawn', 'HandRefilled', 'DrawPhaseEnded']);
          expect(isGame(s) && s.drawPhase).toBeNull();
        });
    });

    it('malifaux-2e/DP-5 when both seats end at or under the maximum, the last refill ends the phase', () => {
      given(play([refill('A')], inPhase()))
        .when(refill('B'))
        .thenMatches((events) => expect(types(events)).toEqual(['CardsDrawn', 'HandRefilled', 'DrawPhaseEnded']));
    });

    it('malifaux-2e/DP-5 a hand over the maximum from Activation draws (FD-8) is trimmed in the next Draw Phase', () => {
      const events = play([refill('A'), refill('B')], inPhase([draw('A', 10)]));
      expect(seat(events, 'A').hand).toHaveLength(10);
      expect(game(events).drawPhase).not.toBeNull();
      given(events).when(discard('A', seat(events, 'A').hand.slice(0, 3))).thenThrows('malifaux-2e/DP-5');
      given(events)
        .when(discard('A', seat(events, 'A').hand.slice(0, 4)))
        .thenMatches((produced, s) => {
          expect(types(produced)).toEqual(['CardsDiscarded', 'DrawPhaseEnded']);
          expect(isGame(s) && s.seats.A!.hand).toHaveLength(6);
        });
    });

    it('malifaux-2e/DP-5 after the phase the Activation Phase draws are allowed again and the next phase is Turn 2', () => {
      const done = play([refill('A'), refill('B')], inPhase());
      expect(game(done).drawPhase).toBeNull();
      given(done).when(draw('A', 1)).thenMatches((events) => expect(types(events)).toEqual(['CardsDrawn']));
      given(done).when(begin('B')).thenMatches((events) => expect(events[0]).toEqual({ type: 'DrawPhaseBegun', data: { turn: 2, order: ['B', 'A'] } }));
    });
  });

  describe('§24.2 derived vectors', () => {
    it('malifaux-2e/DV-29 hand 2, max 6, Soulstone draw: draw 4 -> 6, then +2 -> 8, then discard 2 -> 6', () => {
      const events = inPhase([draw('A', 2)]);
      const start = seat(events, 'A');
      expect(start.hand).toHaveLength(2);
      const refilled = play([refill('A', true)], events);
      const produced = refilled.slice(events.length);
      expect(produced.filter((e) => e.type === 'CardsDrawn').map((e) => (e.type === 'CardsDrawn' ? e.data.cards.length : 0))).toEqual([4, 2]);
      expect(drawn(produced)).toEqual(start.deck.slice(0, 6));
      expect(seat(refilled, 'A').hand).toHaveLength(8);
      expect(seat(refilled, 'A').soulstones).toBe(1);
      const trimmed = play([discard('A', seat(refilled, 'A').hand.slice(0, 2)), refill('B')], refilled);
      expect(seat(trimmed, 'A').hand).toHaveLength(6);
      expect(seat(trimmed, 'A').discard).toHaveLength(2);
      expect(game(trimmed).drawPhase).toBeNull();
    });
  });

  describe('FD-11 during the refill', () => {
    it('malifaux-2e/FD-11 malifaux-2e/DP-2 a refill that empties the deck reshuffles the discards made this phase and goes on', () => {
      // A holds 50 cards; the DP-1 shuffle has nothing to add (no discards), so 4 cards are left.
      const events = inPhase([draw('A', 50)]);
      expect(seat(events, 'A').deck).toHaveLength(4);
      const hand = seat(events, 'A').hand;
      const toDiscard = hand.slice(0, 49);
      given(events)
        .when(refill('A', false, toDiscard))
        .thenMatches((produced, s) => {
          expect(types(produced)).toEqual(['CardsDiscarded', 'CardsDrawn', 'DeckShuffled', 'CardsDrawn', 'HandRefilled']);
          const reshuffle = produced[2];
          if (reshuffle.type !== 'DeckShuffled') throw new Error('expected a reshuffle');
          expect(reshuffle.data).toMatchObject({ reason: 'empty-deck', cutOfferedTo: null });
          expect([...reshuffle.data.order].sort()).toEqual([...toDiscard].sort());
          const a = isGame(s) ? s.seats.A! : null;
          expect(a?.hand).toHaveLength(6);
          expect([...a!.deck, ...a!.hand, ...a!.discard].sort()).toEqual([...hand, ...seat(events, 'A').deck].sort());
        });
    });
  });
});
