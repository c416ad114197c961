// Fixtures shared by the Malifaux 2E encounter tests.
import { fold, type Actor, type SeatId } from '../../core/decider';
import { FATE_DECK, type CardId } from '../../malifaux/cards';
import type { EncounterEvent } from '../events';
import { malifaux2e } from '../index';
import { isGame, type GameState } from '../state';

export const seatActor = (seat: SeatId): Actor => ({ role: 'seat', seat });

/** A practice deck whose top cards are `top`, the rest in canonical order. */
export const stacked = (...top: CardId[]): CardId[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];

/** The game an event history folds to (fails the test when there is none). */
export function gameOf(events: readonly EncounterEvent[]): GameState {
  const s = fold(malifaux2e.evolve, malifaux2e.initialState(), events);
  if (!isGame(s)) throw new Error('no encounter in this history');
  return s;
}
