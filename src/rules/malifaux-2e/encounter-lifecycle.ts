// Malifaux 2E encounter creation and end (rules/malifaux-2e.md §1.1, §1.6, §20.8, §20.11; seed 357-426, 2379-2381, 2431-2454):
// FD-1 each player her own 54-card deck, FD-7 a whole-number hand size, FD-12 a fresh shuffled deck, TV-18 pool at most 7, EP-3 nothing after the end.
import { require_ } from '../core/rule-violation';
import { SEAT_IDS, type SeatId } from '../core/decider';
import { FATE_DECK } from '../malifaux/cards';
import { shuffleEvent, type RandomSource } from '../malifaux/fate-deck';
import type { CreateEncounter, EndEncounter } from './commands';
import type { EncounterEvent } from './events';
import { isGame, normaliseOptions, type EncounterState, type GameState } from './state';
import { MALIFAUX_2E } from './edition';

export const MAX_STARTING_POOL = 7;
export const DEFAULT_HAND_SIZE = MALIFAUX_2E.maxHandSize.DEFAULT;

export function createEncounter(state: EncounterState, command: CreateEncounter): EncounterEvent[] {
  require_(!isGame(state), 'malifaux-2e/FD-1', '§1.1', 'this encounter already exists');
  const { players } = command.data;
  require_(players.length === 2, 'malifaux-2e/FD-1', '§1.1 (seed 357-360)', 'a Malifaux encounter is played by exactly two players, each with her own Fate Deck');
  players.forEach((p, i) => {
    const handSize = p.handSize ?? DEFAULT_HAND_SIZE;
    require_(
      Number.isInteger(handSize) && handSize >= 0 && handSize <= FATE_DECK.length,
      'malifaux-2e/FD-7',
      '§1.4 (seed 412-416)',
      `player ${i + 1}: a maximum Hand Size must be a whole number of cards 0..${FATE_DECK.length}, got ${handSize}`,
    );
    const pool = p.soulstones ?? 0;
    require_(
      Number.isInteger(pool) && pool >= 0 && pool <= MAX_STARTING_POOL,
      'malifaux-2e/TV-18',
      '§20.8 (seed 2379-2381)',
      `player ${i + 1}: a starting Soulstone Pool must be 0..${MAX_STARTING_POOL}, got ${pool}`,
    );
  });
  const stacked = command.data.stackedDecks;
  if (stacked !== undefined) {
    require_(stacked.length === players.length, 'malifaux-2e/FD-1', '§1.1', 'give one stacked deck per player');
    stacked.forEach((order, i) => {
      const full = new Set(order);
      require_(
        // 54 entries holding all 54 cards are the 54 cards once each (so no separate check of duplicates).
        order.length === FATE_DECK.length && FATE_DECK.every((c) => full.has(c)),
        'malifaux-2e/FD-1',
        '§1.1 (seed 357-408)',
        `player ${i + 1}: a stacked deck must hold each of the 54 Fate cards exactly once`,
      );
    });
  }
  const options = normaliseOptions({ ...command.data.options, stackedDecks: stacked !== undefined });
  const seats = players.map((p, i) => ({
    seat: SEAT_IDS[i],
    name: p.name,
    soulstones: p.soulstones ?? 0,
    handSize: p.handSize ?? DEFAULT_HAND_SIZE,
  }));
  const created: EncounterEvent = {
    type: 'EncounterCreated',
    data: {
      encounterId: command.data.encounterId,
      ruleset: 'malifaux-2e',
      players: seats,
      seed: command.data.seed,
      seedCommitment: command.data.seedCommitment,
      options,
      createdAt: command.data.now,
    },
  };
  // FD-12: every player starts from a fresh, shuffled deck, and her opponent is offered a cut (FD-13).
  const random: RandomSource = { seed: command.data.seed, nonce: 0 };
  const fresh = { deck: FATE_DECK, hand: [], discard: [], inPlay: [] };
  const shuffles = seats.map((s, i): EncounterEvent => {
    const offer = options.autoDeclineCuts ? null : seats[(i + 1) % seats.length].seat;
    const shuffled = shuffleEvent(s.seat, fresh, 'all', 'initial', random, offer);
    return stacked ? { ...shuffled, data: { ...shuffled.data, reason: 'stacked', order: stacked[i] } } : shuffled;
  });
  return [created, ...shuffles];
}

export function endEncounter(state: GameState, command: EndEncounter): EncounterEvent[] {
  assertActive(state);
  return [{ type: 'EncounterEnded', data: { seed: state.seed, endedAt: command.data.now, reason: command.data.reason } }];
}

export function assertActive(state: EncounterState): asserts state is GameState {
  require_(isGame(state), 'malifaux-2e/FD-1', '§1.1', 'the encounter does not exist');
  require_(state.status === 'active', 'malifaux-2e/EP-3', '§6.5, §20.11 (seed 911-915, 2431-2454)', 'the encounter has ended: no more moves');
}

export function assertSeat(state: GameState, seat: SeatId): void {
  require_(state.seatOrder.includes(seat), 'malifaux-2e/FD-1', '§1.1', `there is no seat ${seat} in this encounter`);
}
