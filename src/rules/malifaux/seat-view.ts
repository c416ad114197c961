// A seat's fate deck as one viewer sees it, both Malifaux editions (malifaux-2e FD-2, FD-9; malifaux-1e §5.3, §5.5):
// the hand is the owner's alone until the end; the discard pile shows only its top card and its count (nobody browses
// it); the deck order and the whole pile are audit data revealed when the encounter ends. One place, so the two
// editions cannot drift apart on what they hide.
import type { SeatId } from '../core/decider';
import type { CardId } from './cards';

export interface SeatView {
  readonly seat: SeatId;
  readonly name: string;
  readonly handSize: number;
  readonly soulstones: number;
  readonly pendingCutBy: SeatId | null;
  readonly deckCount: number;
  readonly handCount: number;
  /** The seat's own hand (or every hand after the end); null when hidden from this viewer. */
  readonly hand: readonly CardId[] | null;
  readonly discardCount: number;
  readonly discardTop: CardId | null;
  /** Audit data: the whole pile and the deck order, revealed when the encounter has ended. */
  readonly discard: readonly CardId[] | null;
  readonly deck: readonly CardId[] | null;
  readonly inPlay: readonly CardId[];
}

export interface DeckSeat {
  readonly seat: SeatId;
  readonly name: string;
  readonly soulstones: number;
  readonly pendingCutBy: SeatId | null;
  readonly deck: readonly CardId[];
  readonly hand: readonly CardId[];
  readonly discard: readonly CardId[];
  readonly inPlay: readonly CardId[];
}

/** `seesHand`: the viewer is the seat (or the game is revealed); `revealed`: the encounter has ended. */
export function seatView(s: DeckSeat, handSize: number, seesHand: boolean, revealed: boolean): SeatView {
  return {
    seat: s.seat,
    name: s.name,
    handSize,
    soulstones: s.soulstones,
    pendingCutBy: s.pendingCutBy,
    deckCount: s.deck.length,
    handCount: s.hand.length,
    hand: seesHand ? s.hand : null,
    discardCount: s.discard.length,
    discardTop: s.discard.length > 0 ? s.discard[s.discard.length - 1] : null,
    discard: revealed ? s.discard : null,
    deck: revealed ? s.deck : null,
    inPlay: s.inPlay,
  };
}
