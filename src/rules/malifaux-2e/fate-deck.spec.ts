// malifaux-2e §1 The Fate Deck, Control Hand and Discard Pile (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt
// lines 357-426): FD-1, FD-7..FD-13, plus EP-3 (nothing after the end) and TV-18 (starting pool 0..7).
import type { Actor, SeatId } from '../core/decider';
import { fold } from '../core/decider';
import { rngFor, shuffle } from '../core/prng';
import { deciderSpec, history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import { isGame, type GameState, type Malifaux2eOptions } from './state';

const SEED = '00112233445566778899aabbccddeeff';
const given = deciderSpec(malifaux2e);
const seatActor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const other = (seat: SeatId): SeatId => (seat === 'A' ? 'B' : 'A');

type PlayerInput = { name: string; soulstones?: number; handSize?: number };
const create = (players: PlayerInput[] = [{ name: 'Ann' }, { name: 'Bob' }], options?: Partial<Malifaux2eOptions>): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e1', players, seed: SEED, seedCommitment: 'x', now: '2026-01-01T00:00:00Z', ...(options ? { options } : {}) },
});
const shuffleDeck = (seat: SeatId, fresh = false): EncounterCommand => ({ type: 'ShuffleDeck', actor: seatActor(seat), data: { seat, fresh } });
const cut = (seat: SeatId, index: number): EncounterCommand => ({ type: 'CutDeck', actor: seatActor(other(seat)), data: { seat, index } });
const decline = (seat: SeatId): EncounterCommand => ({ type: 'DeclineCut', actor: seatActor(other(seat)), data: { seat } });
const draw = (seat: SeatId, count: number): EncounterCommand => ({ type: 'DrawCards', actor: seatActor(seat), data: { seat, count } });
const discard = (seat: SeatId, cards: readonly CardId[]): EncounterCommand => ({ type: 'DiscardCards', actor: seatActor(seat), data: { seat, cards } });
const flip = (seat: SeatId, count: number, flipId = 'f1'): EncounterCommand => ({ type: 'FlipCards', actor: seatActor(seat), data: { seat, count, flipId } });
const end = (): EncounterCommand => ({ type: 'EndEncounter', actor: { role: 'organiser' }, data: { reason: 'done', now: '2026-01-01T03:00:00Z' } });

const play = (commands: EncounterCommand[], from: EncounterEvent[] = []): EncounterEvent[] => history(malifaux2e, commands, from);
const game = (events: readonly EncounterEvent[]): GameState => {
  const s = fold(malifaux2e.evolve, malifaux2e.initialState(), events);
  if (!isGame(s)) throw new Error('no encounter');
  return s;
};
const seat = (events: readonly EncounterEvent[], id: SeatId) => game(events).seats[id]!;
const ofType = <T extends EncounterEvent['type']>(events: readonly EncounterEvent[], type: T) =>
  events.filter((e): e is Extract<EncounterEvent, { type: T }> => e.type === type);

/** An encounter whose two initial cut offers have been declined: decks are ready. */
const ready = play([create(), decline('A'), decline('B')]);
/** `ready`, then seat A draws n cards. */
const afterDraw = (n: number): EncounterEvent[] => play([draw('A', n)], ready);

describe('malifaux-2e §1.1 and §20 creating an encounter', () => {
  it('malifaux-2e/FD-1 each of the two players gets her own full 54-card deck', () => {
    const s = game(play([create()]));
    for (const id of ['A', 'B'] as const) {
      const cards = s.seats[id]!;
      expect([...cards.deck].sort()).toEqual([...FATE_DECK].sort());
      expect(cards.hand).toEqual([]);
      expect(cards.discard).toEqual([]);
    }
  });

  it('malifaux-2e/FD-1 refuses an encounter of one or three players, and a second creation', () => {
    given([]).when(create([{ name: 'Ann' }])).thenThrows('malifaux-2e/FD-1');
    given([]).when(create([{ name: 'Ann' }, { name: 'Bob' }, { name: 'Cy' }])).thenThrows('malifaux-2e/FD-1');
    given(play([create()])).when(create()).thenThrows('malifaux-2e/FD-1');
  });

  it('malifaux-2e/FD-1 refuses commands for an encounter that does not exist or a seat that is not in it', () => {
    given([]).when(draw('A', 1)).thenThrows('malifaux-2e/FD-1');
    given(ready).when(draw('C', 1)).thenThrows('malifaux-2e/FD-1');
  });

  it.each([0, 3, 7])('malifaux-2e/TV-18 accepts a starting Soulstone Pool of %d', (pool) => {
    given([])
      .when(create([{ name: 'Ann', soulstones: pool }, { name: 'Bob' }]))
      .thenMatches((_, s) => {
        expect(isGame(s) && s.seats.A!.soulstones).toBe(pool);
        expect(isGame(s) && s.seats.B!.soulstones).toBe(0);
      });
  });

  it.each([8, -1, 2.5, Number.NaN])('malifaux-2e/TV-18 refuses a starting Soulstone Pool of %d (max 7)', (pool) => {
    given([]).when(create([{ name: 'Ann' }, { name: 'Bob', soulstones: pool }])).thenThrows('malifaux-2e/TV-18');
  });
});

describe('malifaux-2e §1.4 Control Hand', () => {
  it('malifaux-2e/FD-7 the default maximum Hand Size is 6; an ability may change it', () => {
    const s = game(play([create([{ name: 'Ann' }, { name: 'Bob', handSize: 7 }])]));
    expect(s.seats.A!.handSize).toBe(6);
    expect(s.seats.B!.handSize).toBe(7);
  });

  it.each([-1, 2.5, Number.NaN, 55])('malifaux-2e/FD-7 refuses a maximum Hand Size of %d', (handSize) => {
    given([]).when(create([{ name: 'Ann', handSize }, { name: 'Bob' }])).thenThrows('malifaux-2e/FD-7');
  });

  it('malifaux-2e/FD-8 a draw in the Activation Phase takes the top cards in order and may exceed the hand size', () => {
    const top = seat(ready, 'A').deck.slice(0, 10);
    given(ready)
      .when(draw('A', 10))
      .then([{ type: 'CardsDrawn', data: { seat: 'A', cards: top, requested: 10 } }]);
    const after = seat(afterDraw(10), 'A');
    expect(after.hand).toEqual(top);
    expect(after.hand.length).toBeGreaterThan(after.handSize);
    expect(after.deck).toHaveLength(44);
  });

  it.each([0, -2, 1.5])('malifaux-2e/FD-8 refuses a draw of %d cards', (count) => {
    given(ready).when(draw('A', count)).thenThrows('malifaux-2e/FD-8');
  });
});

describe('malifaux-2e §1.5 Discard Pile', () => {
  it('malifaux-2e/FD-9 a discarded card goes face up on top of its owner\'s pile, whose top all can see', () => {
    const events = afterDraw(3);
    const [x, y] = seat(events, 'A').hand;
    const after = play([discard('A', [x]), discard('A', [y])], events);
    expect(seat(after, 'A').discard).toEqual([x, y]);
    expect(seat(after, 'A').hand).not.toContain(x);
    expect(seat(after, 'B').discard).toEqual([]);
    for (const viewer of [{ role: 'seat', seat: 'B' }, { role: 'public' }, { role: 'organiser' }] as const) {
      const a = malifaux2e.view(game(after), viewer)!.seats.find((s) => s.seat === 'A')!;
      expect(a.discardTop).toBe(y);
      expect(a.discardCount).toBe(2);
    }
  });

  it('malifaux-2e/FD-9 flipped cards go onto the discard pile too, the last one flipped on top', () => {
    const top = seat(ready, 'A').deck.slice(0, 3);
    given(ready)
      .when(flip('A', 3))
      .then([
        { type: 'CardsFlipped', data: { seat: 'A', cards: top, flipId: 'f1' } },
        { type: 'CardsDiscarded', data: { seat: 'A', cards: top, from: 'play' } },
      ]);
    const a = seat(play([flip('A', 3)], ready), 'A');
    expect(a.discard).toEqual(top);
    expect(a.inPlay).toEqual([]);
    expect(a.deck).toHaveLength(51);
  });

  it('malifaux-2e/FD-9 refuses to discard a card that is not in the hand (still in the deck, or only in the opponent\'s hand)', () => {
    const events = play([draw('B', 6)], afterDraw(2));
    const deckCard = seat(events, 'A').deck[0];
    const onlyB = seat(events, 'B').hand.find((c) => !seat(events, 'A').hand.includes(c))!;
    given(events).when(discard('A', [deckCard])).thenThrows('malifaux-2e/FD-9');
    given(events).when(discard('A', [seat(events, 'A').hand[0], onlyB])).thenThrows('malifaux-2e/FD-9');
  });

  it('malifaux-2e/FD-10 several cards discarded at once keep the order given, the last one on top', () => {
    const events = afterDraw(4);
    const [a, b, c, d] = seat(events, 'A').hand;
    given(events)
      .when(discard('A', [c, a, d]))
      .thenMatches((produced, s) => {
        expect(produced).toEqual([{ type: 'CardsDiscarded', data: { seat: 'A', cards: [c, a, d], from: 'hand' } }]);
        expect(isGame(s) && s.seats.A!.discard).toEqual([c, a, d]);
        expect(isGame(s) && s.seats.A!.hand).toEqual([b]);
      });
  });

  it('malifaux-2e/FD-10 refuses a card named twice and an empty discard', () => {
    const events = afterDraw(4);
    const [a, b] = seat(events, 'A').hand;
    given(events).when(discard('A', [a, b, a])).thenThrows('malifaux-2e/FD-10');
    given(events).when(discard('A', [])).thenThrows('malifaux-2e/FD-10');
  });
});

describe('malifaux-2e §1.5 FD-11 reshuffle when the deck runs out', () => {
  it('malifaux-2e/FD-11 no reshuffle while the deck still holds the cards asked for', () => {
    given(afterDraw(50))
      .when(draw('A', 4))
      .thenMatches((events) => expect(events.map((e) => e.type)).toEqual(['CardsDrawn']));
  });

  it('malifaux-2e/FD-11 a draw that empties the deck shuffles the discard pile into a new deck and goes on', () => {
    const before = afterDraw(50);
    const tenDiscards = seat(before, 'A').hand.slice(0, 10);
    const events = play([discard('A', tenDiscards)], before);
    const lastFour = seat(events, 'A').deck;
    expect(lastFour).toHaveLength(4);
    given(events)
      .when(draw('A', 7))
      .thenMatches((produced, s) => {
        expect(produced.map((e) => e.type)).toEqual(['CardsDrawn', 'DeckShuffled', 'CardsDrawn']);
        const [first, shuffled, second] = produced;
        expect(first).toEqual({ type: 'CardsDrawn', data: { seat: 'A', cards: lastFour, requested: 7 } });
        if (shuffled.type !== 'DeckShuffled' || second.type !== 'CardsDrawn') throw new Error('unexpected events');
        expect(shuffled.data).toMatchObject({ seat: 'A', reason: 'empty-deck', gathered: 'discard', cutOfferedTo: null });
        expect([...shuffled.data.order].sort()).toEqual([...tenDiscards].sort());
        expect(second.data.cards).toEqual(shuffled.data.order.slice(0, 3));
        const a = isGame(s) ? s.seats.A! : null;
        expect(a?.hand).toHaveLength(40 + 7);
        expect(a?.deck).toEqual(shuffled.data.order.slice(3));
        expect(a?.discard).toEqual([]);
        expect(a?.pendingCutBy).toBeNull();
      });
  });

  it('malifaux-2e/FD-11 mid-flip: cards already turned up in the same flip are not reshuffled', () => {
    const before = afterDraw(52);
    const fiveDiscards = seat(before, 'A').hand.slice(0, 5);
    const events = play([discard('A', fiveDiscards)], before);
    const lastTwo = seat(events, 'A').deck;
    given(events)
      .when(flip('A', 4, 'duel-1'))
      .thenMatches((produced, s) => {
        expect(produced.map((e) => e.type)).toEqual(['CardsFlipped', 'DeckShuffled', 'CardsFlipped', 'CardsDiscarded']);
        const shuffled = ofType(produced, 'DeckShuffled')[0];
        const flips = ofType(produced, 'CardsFlipped');
        expect(flips[0].data.cards).toEqual(lastTwo);
        expect([...shuffled.data.order].sort()).toEqual([...fiveDiscards].sort());
        for (const c of lastTwo) expect(shuffled.data.order).not.toContain(c);
        expect(flips[1].data.cards).toEqual(shuffled.data.order.slice(0, 2));
        const turned = [...lastTwo, ...flips[1].data.cards];
        expect(ofType(produced, 'CardsDiscarded')[0].data).toEqual({ seat: 'A', cards: turned, from: 'play' });
        expect(isGame(s) && s.seats.A!.discard).toEqual(turned);
        expect(isGame(s) && s.seats.A!.deck).toHaveLength(3);
      });
  });

  it('malifaux-2e/FD-11 [AMBIGUOUS] deck and discard pile both empty: the draw is short, with what there is', () => {
    given(ready)
      .when(draw('A', 60))
      .thenMatches((produced, s) => {
        expect(produced).toHaveLength(1);
        expect(produced[0]).toEqual({ type: 'CardsDrawn', data: { seat: 'A', cards: seat(ready, 'A').deck, requested: 60 } });
        expect(isGame(s) && s.seats.A!.hand).toHaveLength(54);
      });
  });

  it('malifaux-2e/FD-11 [AMBIGUOUS] A-6 a draw with deck and discard pile both empty is refused: there is no card to give', () => {
    given(afterDraw(54)).when(draw('A', 1)).thenThrows('malifaux-2e/FD-11');
    given(afterDraw(53)).when(draw('A', 1)).thenMatches((produced) => expect(ofType(produced, 'CardsDrawn')[0].data.cards).toHaveLength(1));
  });

  it('malifaux-2e/FD-11 [AMBIGUOUS] A-6 a plain flip with deck and discard both empty is flagged: the missing cards count as Black Jokers', () => {
    given(afterDraw(54))
      .when(flip('A', 2))
      .then([{ type: 'CardsFlipped', data: { seat: 'A', cards: [], flipId: 'f1', exhausted: 2 } }]);
    given(afterDraw(53))
      .when(flip('A', 3))
      .thenMatches((produced) => {
        expect(ofType(produced, 'CardsFlipped').map((e) => e.data.cards.length)).toEqual([1, 0]);
        expect(ofType(produced, 'CardsFlipped')[1].data).toMatchObject({ exhausted: 2 });
      });
  });

  it('malifaux-2e/FD-11 the reshuffle uses the next nonce, and its order is the audited re-run of the seed', () => {
    const before = play([discard('A', seat(afterDraw(54), 'A').hand.slice(0, 6))], afterDraw(54));
    const nonce = game(before).nonce;
    given(before)
      .when(draw('A', 1))
      .thenMatches((produced, s) => {
        const shuffled = ofType(produced, 'DeckShuffled')[0];
        expect(shuffled.data.nonce).toBe(nonce);
        expect(shuffled.data.order).toEqual(shuffle(seat(before, 'A').discard, rngFor(SEED, nonce)));
        expect(isGame(s) && s.nonce).toBe(nonce + 1);
      });
  });
});

describe('malifaux-2e §1.6 FD-12 shuffles', () => {
  it('malifaux-2e/FD-12 creating the encounter shuffles a fresh deck per player, each offered to the opponent to cut', () => {
    given([])
      .when(create())
      .thenMatches((events, s) => {
        expect(events.map((e) => e.type)).toEqual(['EncounterCreated', 'DeckShuffled', 'DeckShuffled']);
        const [a, b] = ofType(events, 'DeckShuffled').map((e) => e.data);
        expect(a).toMatchObject({ seat: 'A', reason: 'initial', gathered: 'all', nonce: 0, cutOfferedTo: 'B' });
        expect(b).toMatchObject({ seat: 'B', reason: 'initial', gathered: 'all', nonce: 1, cutOfferedTo: 'A' });
        // The auditor's re-run: the revealed seed and the nonce give back each order.
        expect(a.order).toEqual(shuffle(FATE_DECK, rngFor(SEED, 0)));
        expect(b.order).toEqual(shuffle(FATE_DECK, rngFor(SEED, 1)));
        expect(a.order).not.toEqual(FATE_DECK);
        expect(a.order).not.toEqual(b.order);
        expect(isGame(s) && s.seats.A!.deck).toEqual(a.order);
        expect(isGame(s) && s.nonce).toBe(2);
      });
  });

  it('malifaux-2e/FD-12 a shuffle command shuffles the discard pile into the deck, keeps the hand, and offers a cut', () => {
    const events = play([discard('A', seat(afterDraw(8), 'A').hand.slice(0, 3))], afterDraw(8));
    const before = seat(events, 'A');
    given(events)
      .when(shuffleDeck('A'))
      .thenMatches((produced, s) => {
        expect(produced).toHaveLength(1);
        const e = ofType(produced, 'DeckShuffled')[0];
        expect(e.data).toMatchObject({ seat: 'A', reason: 'command', gathered: 'discard', nonce: 2, cutOfferedTo: 'B' });
        expect([...e.data.order].sort()).toEqual([...before.deck, ...before.discard].sort());
        expect(e.data.order).not.toEqual([...before.deck, ...before.discard]);
        const a = isGame(s) ? s.seats.A! : null;
        expect(a?.hand).toEqual(before.hand);
        expect(a?.discard).toEqual([]);
        expect(a?.pendingCutBy).toBe('B');
        expect(isGame(s) && s.seats.B!.deck).toEqual(seat(events, 'B').deck);
      });
  });

  it('malifaux-2e/FD-12 a fresh-deck shuffle gathers all 54 cards, hand included', () => {
    const events = play([flip('A', 2)], afterDraw(5));
    given(events)
      .when(shuffleDeck('A', true))
      .thenMatches((produced, s) => {
        const e = ofType(produced, 'DeckShuffled')[0];
        expect(e.data).toMatchObject({ reason: 'fresh-deck', gathered: 'all' });
        expect([...e.data.order].sort()).toEqual([...FATE_DECK].sort());
        expect(isGame(s) && [s.seats.A!.hand, s.seats.A!.discard, s.seats.A!.deck.length]).toEqual([[], [], 54]);
      });
  });

  it('malifaux-2e/FD-12 refuses to shuffle while cards of an unresolved flip are in play', () => {
    const top = seat(ready, 'A').deck[0];
    const inPlay: EncounterEvent = { type: 'CardsFlipped', data: { seat: 'A', cards: [top], flipId: 'duel-9' } };
    given([...ready, inPlay]).when(shuffleDeck('A')).thenThrows('malifaux-2e/FD-12');
  });
});

describe('malifaux-2e §1.6 FD-13 cutting the deck', () => {
  const created = play([create()]);

  it.each([
    ['draw', draw('A', 1)],
    ['flip', flip('A', 1)],
    ['shuffle', shuffleDeck('A')],
  ])('malifaux-2e/FD-13 an unanswered cut offer blocks a %s of that deck', (_, command) => {
    given(created).when(command).thenThrows('malifaux-2e/FD-13');
  });

  it('malifaux-2e/FD-13 the pending cut blocks only the shuffled deck: B may draw once her own cut is answered', () => {
    given(play([decline('B')], created)).when(draw('B', 1)).thenMatches((events) => expect(events).toHaveLength(1));
    given(play([decline('B')], created)).when(draw('A', 1)).thenThrows('malifaux-2e/FD-13');
  });

  it('malifaux-2e/FD-13 only the opponent may cut or decline (access check)', () => {
    const s = game(created);
    const byB: EncounterCommand = { type: 'CutDeck', actor: seatActor('B'), data: { seat: 'A', index: 5 } };
    const byA: EncounterCommand = { type: 'CutDeck', actor: seatActor('A'), data: { seat: 'A', index: 5 } };
    const byOrganiser: EncounterCommand = { type: 'CutDeck', actor: { role: 'organiser' }, data: { seat: 'A', index: 5 } };
    expect(malifaux2e.authorize(s, byB)).toBeNull();
    expect(malifaux2e.authorize(s, byA)).toEqual(expect.stringContaining('only seat B'));
    expect(malifaux2e.authorize(s, byOrganiser)).not.toBeNull();
    expect(malifaux2e.authorize(s, { type: 'DeclineCut', actor: seatActor('A'), data: { seat: 'A' } })).not.toBeNull();
    expect(malifaux2e.authorize(s, { type: 'DeclineCut', actor: seatActor('B'), data: { seat: 'A' } })).toBeNull();
    expect(malifaux2e.authorize(s, { type: 'DeclineCut', actor: seatActor('A'), data: { seat: 'B' } })).toBeNull();
  });

  it('malifaux-2e/FD-13 a seat acts only for itself on its own deck (access check)', () => {
    const s = game(ready);
    expect(malifaux2e.authorize(s, draw('A', 1))).toBeNull();
    expect(malifaux2e.authorize(s, { type: 'DrawCards', actor: seatActor('B'), data: { seat: 'A', count: 1 } })).not.toBeNull();
    expect(malifaux2e.authorize(s, { type: 'ShuffleDeck', actor: seatActor('B'), data: { seat: 'A', fresh: false } })).not.toBeNull();
  });

  it.each([1, 27, 53])('malifaux-2e/FD-13 a cut at %d rotates the deck so that the card at that position becomes the top', (index) => {
    const deck = seat(created, 'A').deck;
    given(created)
      .when(cut('A', index))
      .thenMatches((events, s) => {
        expect(events).toEqual([{ type: 'DeckCut', data: { seat: 'A', by: 'B', index } }]);
        const a = isGame(s) ? s.seats.A! : null;
        expect(a?.deck[0]).toBe(deck[index]);
        expect(a?.deck).toEqual([...deck.slice(index), ...deck.slice(0, index)]);
        expect(a?.pendingCutBy).toBeNull();
      });
  });

  it('malifaux-2e/FD-13 after the cut, the drawn card is the one cut to the top', () => {
    const deck = seat(created, 'A').deck;
    const events = play([cut('A', 20), draw('A', 2)], created);
    expect(seat(events, 'A').hand).toEqual([deck[20], deck[21]]);
  });

  it.each([0, 54, -1, 1.5, Number.NaN])('malifaux-2e/FD-13 refuses a cut at %d (must be 1..n-1)', (index) => {
    given(created).when(cut('A', index)).thenThrows('malifaux-2e/FD-13');
  });

  it('malifaux-2e/FD-13 the bounds follow the deck size: with 10 cards left, 9 is the last index', () => {
    const events = play([shuffleDeck('A')], afterDraw(44));
    expect(seat(events, 'A').deck).toHaveLength(10);
    given(events).when(cut('A', 9)).thenMatches((e) => expect(e).toHaveLength(1));
    given(events).when(cut('A', 10)).thenThrows('malifaux-2e/FD-13');
  });

  it('malifaux-2e/FD-13 the opponent may decline: the order stays as shuffled and the deck is free again', () => {
    const deck = seat(created, 'A').deck;
    given(created)
      .when(decline('A'))
      .thenMatches((events, s) => {
        expect(events).toEqual([{ type: 'CutDeclined', data: { seat: 'A', by: 'B' } }]);
        expect(isGame(s) && s.seats.A!.deck).toEqual(deck);
        expect(isGame(s) && s.seats.A!.pendingCutBy).toBeNull();
      });
  });

  it('malifaux-2e/FD-13 refuses a cut or a decline when no cut is on offer', () => {
    given(ready).when(cut('A', 3)).thenThrows('malifaux-2e/FD-13');
    given(ready).when(decline('A')).thenThrows('malifaux-2e/FD-13');
    given(play([cut('A', 3)], created)).when(cut('A', 3)).thenThrows('malifaux-2e/FD-13');
  });

  it('malifaux-2e/FD-13 every shuffle offers a new cut, even after an earlier one was answered', () => {
    given(ready).when(shuffleDeck('B')).thenMatches((_, s) => expect(isGame(s) && s.seats.B!.pendingCutBy).toBe('A'));
  });

  it('malifaux-2e/FD-13 policy autoDeclineCuts: no cut is offered, and the deck may be used at once', () => {
    const auto = play([create(undefined, { autoDeclineCuts: true })]);
    expect(ofType(auto, 'DeckShuffled').map((e) => e.data.cutOfferedTo)).toEqual([null, null]);
    expect(game(auto).options.autoDeclineCuts).toBe(true);
    given(auto).when(draw('A', 2)).thenMatches((events) => expect(events.map((e) => e.type)).toEqual(['CardsDrawn']));
    given(auto).when(shuffleDeck('A')).thenMatches((_, s) => expect(isGame(s) && s.seats.A!.pendingCutBy).toBeNull());
    given(auto).when(decline('A')).thenThrows('malifaux-2e/FD-13');
  });

  it('malifaux-2e/FD-13 default policy: cuts are offered', () => {
    expect(game(created).options.autoDeclineCuts).toBe(false);
  });
});

describe('malifaux-2e §6.5 / §20.11 ending the encounter', () => {
  const ended = play([end()], afterDraw(3));

  it('malifaux-2e/EP-3 the organiser ends the encounter and the seed is published in the event', () => {
    given(afterDraw(3))
      .when(end())
      .then([{ type: 'EncounterEnded', data: { seed: SEED, endedAt: '2026-01-01T03:00:00Z', reason: 'done' } }]);
    expect(game(ended).status).toBe('ended');
  });

  it.each([
    ['draw', draw('A', 1)],
    ['flip', flip('A', 1)],
    ['discard', discard('A', ['RJ'])],
    ['shuffle', shuffleDeck('B')],
    ['end', end()],
  ])('malifaux-2e/EP-3 refuses a %s once the encounter has ended', (_, command) => {
    given(ended).when(command).thenThrows('malifaux-2e/EP-3');
  });

  it('malifaux-2e/EP-3 only the organiser may end the encounter (access check)', () => {
    const s = game(ready);
    expect(malifaux2e.authorize(s, end())).toBeNull();
    expect(malifaux2e.authorize(s, { type: 'EndEncounter', actor: seatActor('A'), data: { reason: 'x', now: 'y' } })).not.toBeNull();
  });
});
