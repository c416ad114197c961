// Malifaux Fate Deck mechanics (rules/malifaux-2e.md §1.4-§1.6, seed 002_0afdbbe5c7b94945.txt lines 412-426, 849-851): the pure helpers shared by the editions: FD-9, FD-11, FD-12, FD-13
import { SeatId } from '../core/decider';
import { rngFor, shuffle } from '../core/prng';
import { CardId } from './cards';
import { DeckEvent } from './fate-deck-events';
import { RandomSource, SeatCards, allCards, cutDeck, discardFromPlay, flipToPlay, shuffleEvent, shuffledOrder, takeFromTop } from './fate-deck';

const SEED = '00112233445566778899aabbccddeeff';
const cards = (p: Partial<SeatCards>): SeatCards => ({ deck: [], hand: [], discard: [], inPlay: [], ...p });
const drawn = (seat: SeatId) => (taken: readonly CardId[]): DeckEvent => ({ type: 'CardsDrawn', data: { seat, cards: taken, requested: taken.length } });
const random = (nonce = 0): RandomSource => ({ seed: SEED, nonce });
const deck = ['RAM-01', 'RAM-02', 'RAM-03'];
const discard = ['TOME-01', 'TOME-02', 'TOME-03', 'TOME-04', 'TOME-05', 'TOME-06'];

describe('Malifaux Fate Deck shuffles (FD-11, FD-12)', () => {
  it('malifaux-2e/FD-12 a fresh deck gathers deck, hand, discard pile and cards in play, in the seeded order', () => {
    const c = cards({ deck: ['RAM-01'], hand: ['RAM-02'], discard: ['RAM-03'], inPlay: ['RAM-04'] });
    expect(shuffledOrder(c, 'all', 'fresh-deck', SEED, 3)).toEqual(shuffle(['RAM-01', 'RAM-02', 'RAM-03', 'RAM-04'], rngFor(SEED, 3)));
  });

  it('malifaux-2e/FD-12 a shuffle command shuffles the discard pile into the deck: deck and discard mixed, the hand kept', () => {
    const c = cards({ deck, hand: ['MASK-01'], discard });
    const order = shuffledOrder(c, 'discard', 'command', SEED, 1);
    expect(order).toEqual(shuffle([...deck, ...discard], rngFor(SEED, 1)));
    expect(order.slice(0, 3)).not.toEqual(deck);
    expect(order).not.toContain('MASK-01');
  });

  it('malifaux-2e/FD-11 a reshuffle because the deck ran out keeps the cards left in the deck on top, the shuffled discard pile under them', () => {
    const order = shuffledOrder(cards({ deck, discard }), 'discard', 'empty-deck', SEED, 1);
    expect(order).toEqual([...deck, ...shuffle(discard, rngFor(SEED, 1))]);
  });

  it('malifaux-2e/FD-12 a shuffle event records seat, reason, what was gathered, the nonce used, the order and the cut offer; the nonce moves on', () => {
    const r = random(7);
    const e = shuffleEvent('B', cards({ discard }), 'discard', 'draw-phase', r, 'A');
    expect(e).toEqual({ type: 'DeckShuffled', data: { seat: 'B', reason: 'draw-phase', gathered: 'discard', nonce: 7, order: shuffle(discard, rngFor(SEED, 7)), cutOfferedTo: 'A' } });
    expect(r.nonce).toBe(8);
    expect(shuffleEvent('B', cards({ discard }), 'discard', 'draw-phase', r, null).data.nonce).toBe(8);
  });
});

describe('Malifaux Fate Deck taking from the top (FD-11)', () => {
  it('malifaux-2e/FD-11 no reshuffle while the deck holds the cards asked for; the taken cards leave the deck', () => {
    const r = random();
    const out = takeFromTop('A', cards({ deck, discard }), 3, r, drawn('A'));
    expect(out.taken).toEqual(deck);
    expect(out.events).toEqual([drawn('A')(deck)]);
    expect(out.remaining).toEqual(cards({ deck: [], discard }));
    expect(r.nonce).toBe(0);
  });

  it('malifaux-2e/FD-11 taking nothing records nothing', () => {
    expect(takeFromTop('A', cards({ deck }), 0, random(), drawn('A'))).toEqual({ events: [], taken: [], remaining: cards({ deck }) });
  });

  it('malifaux-2e/FD-11 a take that empties the deck records the cards so far, the reshuffle (no cut offer), then the rest', () => {
    const r = random(2);
    const out = takeFromTop('A', cards({ deck: ['RAM-01'], hand: ['MASK-01'], discard }), 3, r, drawn('A'));
    const order = shuffle(discard, rngFor(SEED, 2));
    expect(out.events).toEqual([
      drawn('A')(['RAM-01']),
      { type: 'DeckShuffled', data: { seat: 'A', reason: 'empty-deck', gathered: 'discard', nonce: 2, order, cutOfferedTo: null } },
      drawn('A')(order.slice(0, 2)),
    ]);
    expect(out.taken).toEqual(['RAM-01', ...order.slice(0, 2)]);
    expect(out.remaining).toEqual(cards({ deck: order.slice(2), hand: ['MASK-01'], discard: [] }));
  });

  it('malifaux-2e/FD-11 an empty deck at the start reshuffles first, with no empty record before it', () => {
    const out = takeFromTop('A', cards({ discard: ['TOME-01'] }), 1, random(), drawn('A'));
    expect(out.events.map((e) => e.type)).toEqual(['DeckShuffled', 'CardsDrawn']);
    expect(out.taken).toEqual(['TOME-01']);
  });

  it('malifaux-2e/FD-11 [AMBIGUOUS] A-6 deck and discard both empty: the take is short', () => {
    const out = takeFromTop('A', cards({ deck: ['RAM-01'] }), 3, random(), drawn('A'));
    expect(out).toEqual({ events: [drawn('A')(['RAM-01'])], taken: ['RAM-01'], remaining: cards({}) });
  });
});

describe('Malifaux Fate Deck flips into play and discards (FD-9)', () => {
  it('malifaux-2e/FD-9 a flipped card goes into play until it is discarded face up on top of the pile', () => {
    const f = flipToPlay('A', cards({ deck, discard: ['TOME-01'], inPlay: ['MASK-02'] }), random(), 'f1');
    expect(f.card).toBe('RAM-01');
    expect(f.events).toEqual([{ type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-01'], flipId: 'f1' } }]);
    expect(f.after).toEqual(cards({ deck: ['RAM-02', 'RAM-03'], discard: ['TOME-01'], inPlay: ['MASK-02', 'RAM-01'] }));
    const d = discardFromPlay('A', f.after, 'RAM-01');
    expect(d.events).toEqual([{ type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-01'], from: 'play' } }]);
    expect(d.after).toEqual(cards({ deck: ['RAM-02', 'RAM-03'], discard: ['TOME-01', 'RAM-01'], inPlay: ['MASK-02'] }));
  });

  it('malifaux-2e/FD-11 [AMBIGUOUS] A-6 a flip from nothing yields no card and changes nothing; discarding no card records nothing', () => {
    const empty = cards({ hand: ['RAM-05'] });
    expect(flipToPlay('A', empty, random(), 'f')).toEqual({ events: [], card: null, after: empty });
    expect(discardFromPlay('A', empty, null)).toEqual({ events: [], after: empty });
  });

  it('malifaux-2e/FD-13 a cut at index i makes that card the new top; 0 leaves the deck as it is', () => {
    expect(cutDeck(deck, 0)).toEqual(deck);
    expect(cutDeck(deck, 2)).toEqual(['RAM-03', 'RAM-01', 'RAM-02']);
  });

  it('malifaux-2e/FD-1 allCards lists deck, hand, discard and play', () => {
    expect(allCards(cards({ deck: ['RAM-01'], hand: ['RAM-02'], discard: ['RAM-03'], inPlay: ['RAM-04'] }))).toEqual(['RAM-01', 'RAM-02', 'RAM-03', 'RAM-04']);
  });
});
