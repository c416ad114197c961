// Malifaux Fate Deck evolution shared by the editions (rules/malifaux-2e.md §1.4-§1.6; rules/malifaux-1e.md §5.3-§5.5):
// how each deck event moves cards between one seat's deck, hand, discard pile and cards in play. Total, never throws.
import type { SeatId } from '../core/decider';
import type { CardId } from './cards';
import { cutDeck, type SeatCards } from './fate-deck';
import type { DeckEvent } from './fate-deck-events';

/** What a deck event changes on a seat: its cards, the cut on offer, its Soulstone Pool. */
export interface DeckSeat extends SeatCards {
  readonly soulstones: number;
  readonly pendingCutBy: SeatId | null;
}

const without = (cards: readonly CardId[], remove: readonly CardId[]): CardId[] => cards.filter((c) => !remove.includes(c));

/** The seat after `event` (the caller picks the seat named in `event.data.seat`). */
export function evolveDeckSeat<S extends DeckSeat>(s: S, event: DeckEvent): S {
  switch (event.type) {
    case 'DeckShuffled': {
      const d = event.data;
      return d.gathered === 'all'
        ? { ...s, deck: d.order, hand: [], discard: [], inPlay: [], pendingCutBy: d.cutOfferedTo }
        : { ...s, deck: d.order, discard: [], pendingCutBy: d.cutOfferedTo };
    }
    case 'DeckCut':
      return { ...s, deck: cutDeck(s.deck, event.data.index), pendingCutBy: null };
    case 'CutDeclined':
      return { ...s, pendingCutBy: null };
    case 'CardsDrawn':
      return { ...s, deck: without(s.deck, event.data.cards), hand: [...s.hand, ...event.data.cards] };
    case 'CardsFlipped':
      return { ...s, deck: without(s.deck, event.data.cards), inPlay: [...s.inPlay, ...event.data.cards] };
    case 'CardPlayed':
      return { ...s, hand: without(s.hand, [event.data.card]), inPlay: [...s.inPlay, event.data.card] };
    case 'CardsDiscarded': {
      const d = event.data;
      return d.from === 'hand'
        ? { ...s, hand: without(s.hand, d.cards), discard: [...s.discard, ...d.cards] }
        : { ...s, inPlay: without(s.inPlay, d.cards), discard: [...s.discard, ...d.cards] };
    }
    case 'SoulstonesSpent':
      return { ...s, soulstones: Math.max(0, s.soulstones - event.data.amount) };
    default: {
      const _exhaustive: never = event;
      void _exhaustive;
      return s;
    }
  }
}

const DECK_TYPES: ReadonlySet<string> = new Set(['DeckShuffled', 'DeckCut', 'CutDeclined', 'CardsDrawn', 'CardsFlipped', 'CardPlayed', 'CardsDiscarded', 'SoulstonesSpent']);
export function isDeckEvent(e: { readonly type: string }): e is DeckEvent {
  return DECK_TYPES.has(e.type);
}
