// malifaux-1e §5 The Fate Deck (rules/malifaux-1e.md §5.3-§5.5; seed 000_8cac2ea3b25a10d7.txt lines 1453-1609): FD-7 draw,
// FD-8 a draw may exceed the maximum, FD-9 flips, FD-10 the discard pile, FD-12 empty deck and the cut after any shuffle.
import { shuffleEvent, takeFromTop } from '../malifaux/fate-deck';
import type { CardId } from '../malifaux/cards';
import type { EncounterCommand1e } from './commands';
import type { EncounterEvent1e } from './events';
import { assertSeat } from './lifecycle';
import { check } from './rule-names';
import { opponentOf, seatOf, type GameState1e, type SeatState } from './state';

type C<T extends EncounterCommand1e['type']> = Extract<EncounterCommand1e, { type: T }>;
const S55 = '§5.5 (seed 1580-1609)';

export function assertNoPendingCut(seat: SeatState): void {
  check(seat.pendingCutBy === null, 'FD-12', S55, `seat ${seat.seat}'s deck was just shuffled: seat ${seat.pendingCutBy} must cut it or decline the cut first`);
}

const random = (state: GameState1e): { seed: string; nonce: number } => ({ seed: state.seed, nonce: state.nonce });

export function shuffleDeck(state: GameState1e, c: C<'ShuffleDeck'>): EncounterEvent1e[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  assertNoPendingCut(seat);
  check(seat.inPlay.length === 0, 'FD-12', S55, 'cards are in play: resolve them before shuffling (cards in play are never shuffled in)');
  const offer = state.options.autoDeclineCuts ? null : opponentOf(state, seat.seat);
  return [shuffleEvent(seat.seat, seat, c.data.fresh ? 'all' : 'discard', c.data.fresh ? 'fresh-deck' : 'command', random(state), offer)];
}

export function cutDeck(state: GameState1e, c: C<'CutDeck'>): EncounterEvent1e[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  check(seat.pendingCutBy !== null, 'FD-12', S55, `no cut of seat ${seat.seat}'s deck is on offer`);
  check(Number.isInteger(c.data.index) && c.data.index >= 1 && c.data.index < seat.deck.length, 'FD-12', S55, `a cut index must be 1..${seat.deck.length - 1}`);
  return [{ type: 'DeckCut', data: { seat: seat.seat, by: opponentOf(state, seat.seat), index: c.data.index } }];
}

export function declineCut(state: GameState1e, c: C<'DeclineCut'>): EncounterEvent1e[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  check(seat.pendingCutBy !== null, 'FD-12', S55, `no cut of seat ${seat.seat}'s deck is on offer`);
  return [{ type: 'CutDeclined', data: { seat: seat.seat, by: seat.pendingCutBy } }];
}

/** FD-7, FD-8: draw by an effect; during a turn the hand may go above the maximum (the Draw Phase trims it). */
export function drawCards(state: GameState1e, c: C<'DrawCards'>): EncounterEvent1e[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  assertNoPendingCut(seat);
  check(state.turn.phase !== 'DRAW', 'TU-D2', '§7.2 (seed 2034-2066)', 'in the Draw Phase, draw with the refill (draw up to the maximum hand size)');
  check(Number.isInteger(c.data.count) && c.data.count >= 1, 'FD-7', '§5.3', 'draw at least one card');
  check(seat.deck.length + seat.discard.length > 0, 'FD-12', S55, `seat ${seat.seat} has no card to draw: deck and discard pile are both empty`);
  return takeFromTop(seat.seat, seat, c.data.count, random(state), (cards) => ({ type: 'CardsDrawn', data: { seat: seat.seat, cards, requested: c.data.count } })).events;
}

/** FD-9: a plain flip, face up onto the discard pile at once; FD-12: an empty deck is reshuffled from the discard pile. */
export function flipCards(state: GameState1e, c: C<'FlipCards'>): EncounterEvent1e[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  assertNoPendingCut(seat);
  check(Number.isInteger(c.data.count) && c.data.count >= 1 && c.data.count <= 4, 'FM-2', '§5.7 (seed 1611-1679)', 'a flip turns over 1 card plus at most 3 (1..4)');
  const { events, taken } = takeFromTop(seat.seat, seat, c.data.count, random(state), (cards) => ({ type: 'CardsFlipped', data: { seat: seat.seat, cards, flipId: c.data.flipId } }));
  return taken.length === 0 ? events : [...events, { type: 'CardsDiscarded', data: { seat: seat.seat, cards: taken, from: 'play' } }];
}

/** FD-10: only one's own Control Cards, each once, in the order given (the last on top). */
export function assertCardsInHand(seat: SeatState, cards: readonly CardId[]): void {
  check(new Set(cards).size === cards.length, 'FD-10', S55, 'a card was named twice');
  const missing = cards.filter((x) => !seat.hand.includes(x));
  check(missing.length === 0, 'FD-7', '§5.3 (seed 1453-1469)', `not in your Control Hand: ${missing.join(', ')}`);
}

export function discardCards(state: GameState1e, c: C<'DiscardCards'>): EncounterEvent1e[] {
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  check(c.data.cards.length > 0, 'FD-10', S55, 'name at least one card to discard');
  assertCardsInHand(seat, c.data.cards);
  return [{ type: 'CardsDiscarded', data: { seat: seat.seat, cards: c.data.cards, from: 'hand' } }];
}
