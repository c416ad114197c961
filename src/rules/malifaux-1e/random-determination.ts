// malifaux-1e §1 GEN-5 Random determination (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 388-394;
// seed 003_709459c7b0988b93.txt lines 23-29): each player flips the top card of their deck; the highest chooses first,
// then the others in descending order; tied players flip again. Not cheatable (no rule allows it).
// GEN-7 Disputes (lines 470-491): each player flips, the highest value decides, and the ruling then applies to every
// identical situation for the rest of the game (a precedent: the same topic is not disputed again). A tie flips again,
// as GEN-5 does [DERIVED: the seed does not say].
import type { SeatId } from '../core/decider';
import { parseCard } from '../malifaux/cards';
import type { EncounterCommand1e } from './commands';
import { Desk } from './desk';
import type { EncounterEvent1e } from './events';
import { check } from './rule-names';
import type { GameState1e } from './state';

type Rounds = Record<string, string | null>[];

/** GEN-5: flip round after round for the seats still tied; the order of the seats, highest first. */
function flipOff(desk: Desk, seats: readonly SeatId[], flipId: string): { rounds: Rounds; order: SeatId[] } {
  const rounds: Record<string, string | null>[] = [];
  let tied: SeatId[] = [...seats];
  const order: SeatId[] = [];
  // Each round flips for the players still tied; a group settled by value takes its place in descending order.
  for (let guard = 0; tied.length > 0 && guard < 54; guard++) {
    const round: Record<string, string | null> = {};
    for (const s of tied) {
      const [card] = desk.flip(s, 1, `${flipId}:${guard}`);
      round[s] = card ?? null;
      desk.discardFromPlay(s, card ? [card] : []);
    }
    rounds.push(round);
    const value = (s: SeatId): number => (round[s] ? parseCard(round[s] as string).value : 0);
    const values = [...new Set(tied.map(value))].sort((a, b) => b - a);
    const next: SeatId[] = [];
    for (const v of values) {
      const group = tied.filter((s) => value(s) === v);
      if (group.length === 1 && next.length === 0) order.push(group[0]);
      else next.push(...group);
    }
    tied = next;
  }
  return { rounds, order };
}

export function flipForRandomPlayer(state: GameState1e, c: Extract<EncounterCommand1e, { type: 'FlipForRandomPlayer' }>): EncounterEvent1e[] {
  const desk = new Desk(state);
  const { rounds, order } = flipOff(desk, state.seatOrder, c.data.flipId);
  return [...desk.events, { type: 'RandomPlayerDetermined', data: { flipId: c.data.flipId, rounds, order } }];
}

const GEN7 = '§1 Disputes (seed 470-491)';

export function settleRuleDispute(state: GameState1e, c: Extract<EncounterCommand1e, { type: 'SettleRuleDispute1e' }>): EncounterEvent1e[] {
  const topic = c.data.topic.trim();
  check(topic.length > 0, 'GEN-7', GEN7, 'name the situation in dispute (topic)');
  const seats = state.seatOrder.filter((s) => (c.data.readings[s] ?? '').trim().length > 0);
  check(seats.length === state.seatOrder.length, 'GEN-7', GEN7, 'every player gives its reading of the rule');
  const same = (state.precedents ?? []).find((p) => p.topic.toLowerCase() === topic.toLowerCase());
  check(same === undefined, 'GEN-7', GEN7, `already settled for the rest of the game (${same?.disputeId}): ${same?.ruling}`);
  check(!(state.precedents ?? []).some((p) => p.disputeId === c.data.disputeId), 'GEN-7', GEN7, `dispute ${c.data.disputeId} already exists`);
  const desk = new Desk(state);
  const { rounds, order } = flipOff(desk, seats, `dispute:${c.data.disputeId}`);
  const winner = order[0];
  return [...desk.events, { type: 'RuleDisputeSettled1e', data: { disputeId: c.data.disputeId, topic, rounds, winner, ruling: (c.data.readings[winner] ?? '').trim() } }];
}
