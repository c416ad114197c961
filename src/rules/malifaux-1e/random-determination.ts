// malifaux-1e §1 GEN-5 Random determination (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 388-394;
// seed 003_709459c7b0988b93.txt lines 23-29): each player flips the top card of their deck; the highest chooses first,
// then the others in descending order; tied players flip again. Not cheatable (no rule allows it).
// GEN-7 Disputes (lines 470-491): each player flips, the highest value decides, and the ruling then applies to every
// identical situation for the rest of the game (a precedent: the same topic is not disputed again). A tie flips again,
// as GEN-5 does [DERIVED: the seed does not say]. GEN-6 Breaking the rules (lines 454-468): when every reading names
// its source and wording and the ranking names a winner, no flip is needed.
import type { SeatId } from '../core/decider';
import { parseCard } from '../malifaux/cards';
import type { EncounterCommand1e, RuleRank1e, RuleWording1e } from './commands';
import { Desk } from './desk';
import type { EncounterEvent1e } from './events';
import { check } from './rule-names';
import { DEFAULT_1E_OPTIONS, type GameState1e, type Malifaux1eOptions } from './state';

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

const WORDING_RANK: Readonly<Record<RuleWording1e, number>> = { CANNOT: 2, MUST: 1, CAN: 0, MAY_CHOOSE: 0 };

/**
 * GEN-6 (seed 454-468): a model's own rule beats the general rules; between two models' rules, MANDATORY_FIRST ranks
 * « ne peut pas » over mandatory over optional wording, LITERAL only the printed pairs (« ne peut pas » > « peut »,
 * « peut » > « peut choisir »). Returns whether `a` beats `b`; neither beating the other leaves the dispute to GEN-7.
 */
export function beats(a: RuleRank1e, b: RuleRank1e, ranking: Malifaux1eOptions['ruleConflictRanking']): boolean {
  if (a.source !== b.source) return a.source === 'MODEL';
  if (a.source === 'GENERAL') return false;
  if (ranking === 'LITERAL') return (a.wording === 'CANNOT' && b.wording === 'CAN') || (a.wording === 'CAN' && b.wording === 'MAY_CHOOSE');
  return WORDING_RANK[a.wording] > WORDING_RANK[b.wording];
}

/** GEN-6: the one reading that beats every other, if the ranking names one. */
function rankedWinner(seats: readonly SeatId[], ranks: Readonly<Partial<Record<SeatId, RuleRank1e>>> | undefined, ranking: Malifaux1eOptions['ruleConflictRanking']): SeatId | null {
  if (!ranks || !seats.every((s) => ranks[s] !== undefined)) return null;
  const rankOf = (s: SeatId): RuleRank1e => ranks[s] as RuleRank1e;
  return seats.find((s) => seats.every((o) => o === s || beats(rankOf(s), rankOf(o), ranking))) ?? null;
}

export function settleRuleDispute(state: GameState1e, c: Extract<EncounterCommand1e, { type: 'SettleRuleDispute1e' }>): EncounterEvent1e[] {
  const topic = c.data.topic.trim();
  check(topic.length > 0, 'GEN-7', GEN7, 'name the situation in dispute (topic)');
  const seats = state.seatOrder.filter((s) => (c.data.readings[s] ?? '').trim().length > 0);
  check(seats.length === state.seatOrder.length, 'GEN-7', GEN7, 'every player gives its reading of the rule');
  const same = (state.precedents ?? []).find((p) => p.topic.toLowerCase() === topic.toLowerCase());
  check(same === undefined, 'GEN-7', GEN7, `already settled for the rest of the game (${same?.disputeId}): ${same?.ruling}`);
  check(!(state.precedents ?? []).some((p) => p.disputeId === c.data.disputeId), 'GEN-7', GEN7, `dispute ${c.data.disputeId} already exists`);
  // GEN-6 first: a ranking that names a winner settles it without a flip.
  const ranked = rankedWinner(seats, c.data.ranks, state.options.ruleConflictRanking ?? DEFAULT_1E_OPTIONS.ruleConflictRanking);
  if (ranked !== null) return [{ type: 'RuleDisputeSettled1e', data: { disputeId: c.data.disputeId, topic, rounds: [], winner: ranked, ruling: (c.data.readings[ranked] ?? '').trim(), rankedBy: 'GEN-6' } }];
  const desk = new Desk(state);
  const { rounds, order } = flipOff(desk, seats, `dispute:${c.data.disputeId}`);
  const winner = order[0];
  return [...desk.events, { type: 'RuleDisputeSettled1e', data: { disputeId: c.data.disputeId, topic, rounds, winner, ruling: (c.data.readings[winner] ?? '').trim() } }];
}
