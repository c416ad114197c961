// Malifaux 2E Fate Deck commands (rules/malifaux-2e.md §1.4-§1.6, seed 002_0afdbbe5c7b94945.txt lines 412-426):
// FD-8 draws may exceed the hand size, FD-9/FD-10 discards, FD-11 empty-deck reshuffle, FD-12 shuffles, FD-13 cuts.
import { require_ } from '../core/rule-violation';
import type { CardId } from '../malifaux/cards';
import { shuffleEvent, takeFromTop, type RandomSource } from '../malifaux/fate-deck';
import type { CutDeck, DeclineCut, DiscardCards, DrawCards, FlipCards, ShuffleDeck } from './commands';
import { assertSeat } from './encounter-lifecycle';
import type { EncounterEvent } from './events';
import { opponentOf, seatOf, type GameState, type SeatState } from './state';
import { trimDiscard } from './draw-phase';

export function randomOf(state: GameState): RandomSource {
  return { seed: state.seed, nonce: state.nonce };
}

/** FD-13: while a cut offered to the opponent is unanswered, the deck is not touched. */
export function assertNoPendingCut(seat: SeatState): void {
  require_(
    seat.pendingCutBy === null,
    'malifaux-2e/FD-13',
    '§1.6 (seed 424-426)',
    `seat ${seat.seat}'s deck was just shuffled: seat ${seat.pendingCutBy} must cut it or decline the cut first`,
  );
}

function assertNotInDrawPhase(state: GameState, what: string): void {
  require_(state.drawPhase === null, 'malifaux-2e/DP-3', '§6.2 (seed 845-867)', `${what} is not allowed during the Draw Phase; refill the hand instead`);
}

export function shuffleDeck(state: GameState, c: ShuffleDeck): EncounterEvent[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  assertNoPendingCut(seat);
  require_(seat.inPlay.length === 0, 'malifaux-2e/FD-12', '§1.6', 'cards are in play in an unresolved flip; resolve it before shuffling');
  const offer = state.options.autoDeclineCuts ? null : opponentOf(state, seat.seat);
  return [shuffleEvent(seat.seat, seat, c.data.fresh ? 'all' : 'discard', c.data.fresh ? 'fresh-deck' : 'command', randomOf(state), offer)];
}

export function cutDeck(state: GameState, c: CutDeck): EncounterEvent[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  const by = opponentOf(state, seat.seat);
  require_(seat.pendingCutBy !== null, 'malifaux-2e/FD-13', '§1.6 (seed 424-426)', `no cut of seat ${seat.seat}'s deck is on offer`);
  require_(
    Number.isInteger(c.data.index) && c.data.index >= 1 && c.data.index < seat.deck.length,
    'malifaux-2e/FD-13',
    '§1.6',
    `a cut index must be 1..${seat.deck.length - 1} (the card at that position becomes the top card)`,
  );
  return [{ type: 'DeckCut', data: { seat: seat.seat, by, index: c.data.index } }];
}

export function declineCut(state: GameState, c: DeclineCut): EncounterEvent[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  require_(seat.pendingCutBy !== null, 'malifaux-2e/FD-13', '§1.6 (seed 424-426)', `no cut of seat ${seat.seat}'s deck is on offer`);
  return [{ type: 'CutDeclined', data: { seat: seat.seat, by: seat.pendingCutBy } }];
}

export function drawCards(state: GameState, c: DrawCards): EncounterEvent[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  assertNoPendingCut(seat);
  assertNotInDrawPhase(state, 'drawing by an effect');
  require_(Number.isInteger(c.data.count) && c.data.count >= 1, 'malifaux-2e/FD-8', '§1.4', 'draw at least one card');
  // FD-11 [AMBIGUOUS] A-6: with deck and discard pile both empty there is nothing to reshuffle. A flip still happens
  // (it counts as a Black Joker, flagged); a draw has no card to give, so it is refused rather than answered with
  // nothing. A draw that finds fewer cards than asked takes what there is (`requested` on the event says so).
  require_(
    seat.deck.length + seat.discard.length > 0,
    'malifaux-2e/FD-11',
    '§1.5 (seed 422)',
    `seat ${seat.seat} has no card to draw: its Fate Deck and Discard Pile are both empty`,
  );
  // FD-8: a draw during the Activation Phase may take the hand above its maximum.
  return takeFromTop(seat.seat, seat, c.data.count, randomOf(state), (cards) => ({
    type: 'CardsDrawn',
    data: { seat: seat.seat, cards, requested: c.data.count },
  })).events;
}

export function flipCards(state: GameState, c: FlipCards): EncounterEvent[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  assertNoPendingCut(seat);
  assertNotInDrawPhase(state, 'flipping');
  require_(Number.isInteger(c.data.count) && c.data.count >= 1 && c.data.count <= 4, 'malifaux-2e/FM-2', '§3.2', 'a flip turns over 1 to 4 cards');
  const { events, taken } = takeFromTop(seat.seat, seat, c.data.count, randomOf(state), (cards) => ({
    type: 'CardsFlipped',
    data: { seat: seat.seat, cards, flipId: c.data.flipId },
  }));
  // FD-11 [AMBIGUOUS] A-6: deck and discard both empty: the flip is made with the cards there are, the rest is
  // flagged (each missing card counts as a Black Joker, value 0, for whoever reads the flip).
  const short = c.data.count - taken.length;
  const flagged: EncounterEvent[] = short > 0 ? [{ type: 'CardsFlipped', data: { seat: seat.seat, cards: [], flipId: c.data.flipId, exhausted: short } }] : [];
  // FD-9: a plain flip (no duel keeps the cards in play) goes face up onto the discard pile at once.
  return taken.length === 0 ? [...events, ...flagged] : [...events, ...flagged, { type: 'CardsDiscarded', data: { seat: seat.seat, cards: taken, from: 'play' } }];
}

export function discardCards(state: GameState, c: DiscardCards): EncounterEvent[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  assertCardsInHand(seat, c.data.cards);
  const ended = trimDiscard(state, seat, c.data.cards.length);
  return [{ type: 'CardsDiscarded', data: { seat: seat.seat, cards: c.data.cards, from: 'hand' } }, ...ended];
}

/** FD-9/FD-10: only cards in one's own hand can be discarded, each once, in the order given. */
export function assertCardsInHand(seat: SeatState, cards: readonly CardId[]): void {
  require_(cards.length > 0, 'malifaux-2e/FD-10', '§1.5', 'name at least one card to discard');
  require_(new Set(cards).size === cards.length, 'malifaux-2e/FD-10', '§1.5', 'a card was named twice');
  const missing = cards.filter((c) => !seat.hand.includes(c));
  require_(missing.length === 0, 'malifaux-2e/FD-9', '§1.5 (seed 418-422)', `not in your hand: ${missing.join(', ')}`);
}
