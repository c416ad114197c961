// malifaux-1e §14 setup flips (rules/malifaux-1e.md §0 "every random outcome comes from a player's own Fate Deck"): the port the encounter slice flips through
// The slice never touches a deck: the 1E decider hands it a flipper over the seats' decks (shared malifaux/fate-deck.ts),
// whose deck events come first in the answer, so replay never re-runs the PRNG.
import type { SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import { discardFromPlay, flipToPlay, type RandomSource, type SeatCards } from '../../malifaux/fate-deck';
import type { DeckEvent } from '../../malifaux/fate-deck-events';

export interface FateFlipper {
  /** One card off `seat`'s deck, face up onto its discard pile (null: deck and discard both empty). */
  flip(seat: SeatId, flipId: string): CardId | null;
  /** Deck events of the flips so far, in order. */
  readonly events: readonly DeckEvent[];
}

/** A flipper over real decks: flipToPlay then discardFromPlay (FD-9, FD-11), as 2E's setup flips do. */
export function deckFlipper(decks: Readonly<Partial<Record<SeatId, SeatCards>>>, random: RandomSource): FateFlipper {
  const cards: Partial<Record<SeatId, SeatCards>> = { ...decks };
  const events: DeckEvent[] = [];
  return {
    events,
    flip(seat, flipId) {
      const own = cards[seat];
      if (!own) return null;
      const f = flipToPlay(seat, own, random, flipId);
      const d = discardFromPlay(seat, f.after, f.card);
      events.push(...f.events, ...d.events);
      cards[seat] = d.after;
      return f.card;
    },
  };
}

/** Tests and stacked practice games: each seat's cards in the order given. */
export function scriptedFlipper(script: Readonly<Partial<Record<SeatId, readonly CardId[]>>>): FateFlipper {
  const left: Partial<Record<SeatId, CardId[]>> = Object.fromEntries(Object.entries(script).map(([k, v]) => [k, [...(v ?? [])]]));
  return {
    events: [],
    flip(seat) {
      return left[seat]?.shift() ?? null;
    },
  };
}
