// Fate deck events shared by the Malifaux editions (rules/malifaux-2e.md §1, §22 "decks").
// Card movements only: every event says exactly which cards moved where, so replay never re-runs the PRNG.
import type { SeatId } from '../core/decider';
import type { CardId } from './cards';

/** `stacked`: a practice encounter's deck set in the order its organiser gave (public, never ranked). */
export type ShuffleReason = 'initial' | 'stacked' | 'command' | 'draw-phase' | 'empty-deck' | 'fresh-deck' | 'closing-phase';

export interface DeckShuffledData {
  readonly seat: SeatId;
  readonly reason: ShuffleReason;
  /** `discard`: the discard pile shuffled into the deck (FD-12.1/2); `all`: every card gathered, a fresh deck (FD-12.3/4). */
  readonly gathered: 'discard' | 'all';
  /** Which random draw of the stream this was: rng = sfc32(cyrb128(seed + ':' + nonce)). */
  readonly nonce: number;
  /** The new deck, top card first. Hidden from everybody until the encounter ends. */
  readonly order: readonly CardId[];
  /** FD-13: the seat offered a cut, or null when the offer does not apply (policy or mid-action reshuffle). */
  readonly cutOfferedTo: SeatId | null;
}

export type DeckEvent =
  | { readonly type: 'DeckShuffled'; readonly data: DeckShuffledData }
  | { readonly type: 'DeckCut'; readonly data: { readonly seat: SeatId; readonly by: SeatId; readonly index: number } }
  | { readonly type: 'CutDeclined'; readonly data: { readonly seat: SeatId; readonly by: SeatId } }
  /** Cards from the top of the deck into the hand. The cards are seen by their owner only. */
  | { readonly type: 'CardsDrawn'; readonly data: { readonly seat: SeatId; readonly cards: readonly CardId[]; readonly requested: number } }
  /** Cards from the top of the deck turned face up into play (public). */
  | {
      readonly type: 'CardsFlipped';
      /** `exhausted`: deck and discard pile were both empty, fewer cards than asked were flipped (A-6: a missing card counts as a Black Joker). */
      readonly data: { readonly seat: SeatId; readonly cards: readonly CardId[]; readonly flipId: string; readonly exhausted?: number };
    }
  /** Cards put face up on the discard pile, the last one on top (FD-9, FD-10). */
  | { readonly type: 'CardsDiscarded'; readonly data: { readonly seat: SeatId; readonly cards: readonly CardId[]; readonly from: 'hand' | 'play' } }
  /** A card from the hand put into play face up (a cheat, or a card played). */
  | { readonly type: 'CardPlayed'; readonly data: { readonly seat: SeatId; readonly card: CardId; readonly purpose: string } }
  | { readonly type: 'SoulstonesSpent'; readonly data: { readonly seat: SeatId; readonly amount: number; readonly purpose: string } };

export type DeckEventType = DeckEvent['type'];
export const DECK_EVENT_TYPES: readonly DeckEventType[] = [
  'DeckShuffled',
  'DeckCut',
  'CutDeclined',
  'CardsDrawn',
  'CardsFlipped',
  'CardsDiscarded',
  'CardPlayed',
  'SoulstonesSpent',
];
