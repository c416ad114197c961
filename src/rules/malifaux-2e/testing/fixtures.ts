// Fixtures shared by the Malifaux 2E encounter tests.
import { fold, type Actor, type SeatId } from '../../core/decider';
import { FATE_DECK, type CardId } from '../../malifaux/cards';
import type { CreateEncounter } from '../commands';
import type { EncounterEvent } from '../events';
import { malifaux2e } from '../index';
import { isGame, type GameState } from '../state';

export const seatActor = (seat: SeatId): Actor => ({ role: 'seat', seat });

/** A practice deck whose top cards are `top`, the rest in canonical order. */
export const stacked = (...top: CardId[]): CardId[] => [...top, ...FATE_DECK.filter((c) => !top.includes(c))];

/**
 * The creation of a two-player practice encounter ('a' and 'b', seed 'abc') whose decks are `a` and `b` (stacked by
 * `stacked`), with these Soulstone pools and options (cuts declined automatically unless the options say otherwise).
 */
export const stackedCreate = (
  a: readonly CardId[] = stacked(),
  b: readonly CardId[] = stacked(),
  soulstones: readonly [number, number] = [2, 2],
  options: NonNullable<CreateEncounter['data']['options']> = { autoDeclineCuts: true },
): CreateEncounter => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: {
    encounterId: 'e',
    players: [
      { name: 'a', soulstones: soulstones[0] },
      { name: 'b', soulstones: soulstones[1] },
    ],
    seed: 'abc',
    seedCommitment: 'x',
    options,
    stackedDecks: [[...a], [...b]],
    now: 't',
  },
});

/** The game an event history folds to (fails the test when there is none). */
export function gameOf(events: readonly EncounterEvent[]): GameState {
  const s = fold(malifaux2e.evolve, malifaux2e.initialState(), events);
  if (!isGame(s)) throw new Error('no encounter in this history');
  return s;
}
