// Malifaux Fate Deck mechanics (rules/malifaux-2e.md §1.4-§1.6, seed 002_0afdbbe5c7b94945.txt lines 412-426, 849-851):
// FD-9 discard pile, FD-11 mid-turn reshuffle, FD-12 shuffles, FD-13 cut. Pure: state in, events out.
import type { SeatId } from '../core/decider';
import { rngFor, shuffle } from '../core/prng';
import type { CardId } from './cards';
import type { DeckEvent, ShuffleReason } from './fate-deck-events';

/** One seat's cards. `deck[0]` is the top card. deck + hand + discard + inPlay is always the 54 cards. */
export interface SeatCards {
  readonly deck: readonly CardId[];
  readonly hand: readonly CardId[];
  /** Bottom first; the last element is the visible top card. */
  readonly discard: readonly CardId[];
  /** Cards flipped or played and not yet discarded (an unresolved duel). */
  readonly inPlay: readonly CardId[];
}

/** Where randomness comes from: the stream's secret seed and its next unused nonce. */
export interface RandomSource {
  readonly seed: string;
  nonce: number;
}

export function shuffleEvent(
  seat: SeatId,
  cards: SeatCards,
  gathered: 'discard' | 'all',
  reason: ShuffleReason,
  random: RandomSource,
  cutOfferedTo: SeatId | null,
): Extract<DeckEvent, { type: 'DeckShuffled' }> {
  const nonce = random.nonce++;
  const order = shuffledOrder(cards, gathered, reason, random.seed, nonce);
  return { type: 'DeckShuffled', data: { seat, reason, gathered, nonce, order, cutOfferedTo } };
}

/** The order a shuffle gives (README "Auditing a game"); shared by the shuffles and by the audit that re-runs them. */
export function shuffledOrder(cards: SeatCards, gathered: 'discard' | 'all', reason: ShuffleReason, seed: string, nonce: number): CardId[] {
  const rng = rngFor(seed, nonce);
  if (gathered === 'all') return shuffle([...cards.deck, ...cards.hand, ...cards.discard, ...cards.inPlay], rng);
  // FD-11 (empty-deck): only the discard pile is shuffled; any cards still in the deck stay on top of it.
  if (reason === 'empty-deck') return [...cards.deck, ...shuffle(cards.discard, rng)];
  return shuffle([...cards.deck, ...cards.discard], rng);
}

/**
 * Takes `count` cards from the top of the deck, one at a time (FD-11): when the deck is empty the current
 * discard pile is shuffled into a new deck and the taking goes on. Cards already taken are not in the
 * discard pile, so they are not reshuffled. If deck and discard are both empty, fewer cards are taken
 * ([AMBIGUOUS] A-6: the caller decides what a short flip means).
 */
export function takeFromTop(
  seat: SeatId,
  cards: SeatCards,
  count: number,
  random: RandomSource,
  make: (taken: readonly CardId[]) => DeckEvent,
): { events: DeckEvent[]; taken: CardId[]; remaining: SeatCards } {
  const events: DeckEvent[] = [];
  const taken: CardId[] = [];
  let deck = cards.deck.slice();
  let discard = cards.discard.slice();
  let segment: CardId[] = [];
  while (taken.length < count) {
    if (deck.length === 0) {
      if (discard.length === 0) break;
      if (segment.length > 0) events.push(make(segment));
      segment = [];
      // A reshuffle in the middle of a draw or flip cannot wait for a cut: the offer is recorded as not made.
      const e = shuffleEvent(seat, { deck, hand: [], discard, inPlay: [] }, 'discard', 'empty-deck', random, null);
      events.push(e);
      deck = e.data.order.slice();
      discard = [];
    }
    const card = deck.shift() as CardId;
    taken.push(card);
    segment.push(card);
  }
  if (segment.length > 0) events.push(make(segment));
  // `remaining`: the seat's cards after the taking, the taken cards in no pile yet (the caller puts them somewhere).
  return { events, taken, remaining: { ...cards, deck, discard } };
}

/** One card off the top, face up into play (FD-11 reshuffle included): a flip whose card stays out until resolved. */
export function flipToPlay(seat: SeatId, cards: SeatCards, random: RandomSource, flipId: string): { events: DeckEvent[]; card: CardId | null; after: SeatCards } {
  const r = takeFromTop(seat, cards, 1, random, (taken) => ({ type: 'CardsFlipped', data: { seat, cards: taken, flipId } }));
  const card = r.taken[0] ?? null;
  const after = card === null ? r.remaining : { ...r.remaining, inPlay: [...r.remaining.inPlay, card] };
  return { events: r.events, card, after };
}

/** A card in play goes face up onto the discard pile (FD-9). */
export function discardFromPlay(seat: SeatId, cards: SeatCards, card: CardId | null): { events: DeckEvent[]; after: SeatCards } {
  if (card === null) return { events: [], after: cards };
  const after = { ...cards, inPlay: cards.inPlay.filter((c) => c !== card), discard: [...cards.discard, card] };
  return { events: [{ type: 'CardsDiscarded', data: { seat, cards: [card], from: 'play' } }], after };
}

/** FD-13: cutting at `index` makes the card at that position the new top card. */
export function cutDeck(deck: readonly CardId[], index: number): CardId[] {
  return [...deck.slice(index), ...deck.slice(0, index)];
}

/** Card conservation check used by tests and by the property test: each of the 54 cards exactly once. */
export function allCards(cards: SeatCards): CardId[] {
  return [...cards.deck, ...cards.hand, ...cards.discard, ...cards.inPlay];
}
