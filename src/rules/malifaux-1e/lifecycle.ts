// malifaux-1e encounter creation and end (rules/malifaux-1e.md §0, §5.1, §5.5, §14.2; seed 000_8cac2ea3b25a10d7.txt lines
// 1455-1609, 4027-4068): FD-1 each player her own 54-card deck, shuffled and offered for a cut (FD-12); Scrap or Brawl.
import { SEAT_IDS, type SeatId } from '../core/decider';
import { FATE_DECK, isCardId } from '../malifaux/cards';
import { shuffleEvent, type RandomSource } from '../malifaux/fate-deck';
import type { CreateEncounter1e, EncounterCommand1e } from './commands';
import type { EncounterEvent1e } from './events';
import { check } from './rule-names';
import { isGame1e, normalise1eOptions, type EncounterState1e, type GameState1e } from './state';

const S51 = '§5.1 (seed 1455-1516)';

export function createEncounter(state: EncounterState1e, c: CreateEncounter1e): EncounterEvent1e[] {
  check(!isGame1e(state), 'FD-1', S51, 'the encounter already exists');
  const d = c.data;
  check(d.players.length === 2, 'FD-1', S51, 'a 1E encounter has two players (two crews)');
  d.players.forEach((p, i) => check(p.soulstones === undefined || (Number.isInteger(p.soulstones) && p.soulstones >= 0), 'SS-3', '§3.8', `player ${i + 1}: the pool may never go negative`));
  const options = normalise1eOptions(d.options);
  const players = d.players.map((p, i) => ({ seat: SEAT_IDS[i], name: p.name, soulstones: p.soulstones ?? 0 }));
  const created: EncounterEvent1e = {
    type: 'EncounterCreated',
    data: { encounterId: d.encounterId, ruleset: 'malifaux-1e', players, size: d.size ?? 'SCRAP', seed: d.seed, seedCommitment: d.seedCommitment, options, createdAt: d.now },
  };
  const random: RandomSource = { seed: d.seed, nonce: 0 };
  const shuffles: EncounterEvent1e[] = players.map((p, i) => {
    const stacked = d.stackedDecks?.[i];
    const cutBy: SeatId | null = options.autoDeclineCuts ? null : players[(i + 1) % players.length].seat;
    if (stacked) {
      check(stacked.length === FATE_DECK.length && new Set(stacked).size === FATE_DECK.length && stacked.every(isCardId), 'FD-2', S51, `player ${i + 1}: a stacked deck is a permutation of the 54 cards`);
      return { type: 'DeckShuffled', data: { seat: p.seat, reason: 'stacked', gathered: 'all', nonce: random.nonce++, order: [...stacked], cutOfferedTo: null } };
    }
    return shuffleEvent(p.seat, { deck: [], hand: [], discard: [], inPlay: [...FATE_DECK] }, 'all', 'initial', random, cutBy);
  });
  return [created, ...shuffles];
}

export function endEncounter(state: GameState1e, c: Extract<EncounterCommand1e, { type: 'EndEncounter' }>): EncounterEvent1e[] {
  return [{ type: 'EncounterEnded', data: { seed: state.seed, endedAt: c.data.now, reason: c.data.reason } }];
}

export function assertActive(state: EncounterState1e): asserts state is GameState1e {
  check(isGame1e(state), 'FD-1', S51, 'no such encounter');
  check(state.status === 'active', 'TU-1', '§14.12', 'the encounter has ended');
}

export function assertSeat(state: GameState1e, seat: SeatId): void {
  check(state.seats[seat] !== undefined, 'FD-1', S51, `no seat ${seat} in this encounter`);
}
