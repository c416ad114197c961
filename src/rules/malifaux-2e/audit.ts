// Auditing an ended encounter (DESIGN.md "Randomness and fairness"): with the revealed seed, re-run every shuffle of
// the log and compare it with the order the event recorded. Pure: the same code a league site can run on a log it
// fetched (scripts/verify-encounter.ts), independent of the server that wrote it.
import { fold } from '../core/decider';
import { FATE_DECK } from '../malifaux/cards';
import { shuffledOrder } from '../malifaux/fate-deck';
import type { DeckShuffledData } from '../malifaux/fate-deck-events';
import type { EncounterEvent } from './events';
import { evolve } from './evolve';
import { isGame, type EncounterState } from './state';

export interface ShuffleCheck {
  readonly version: number;
  readonly seat: string;
  readonly reason: string;
  readonly nonce: number;
  /** `ok`: the recorded order is what the seed gives; `stacked`: a practice deck, not random; `mismatch`: tampered. */
  readonly verdict: 'ok' | 'stacked' | 'mismatch';
}

export interface AuditReport {
  readonly seedMatchesCommitment: boolean | null;
  readonly shuffles: readonly ShuffleCheck[];
  readonly fair: boolean;
}

/**
 * `events` must be the whole log, unredacted (as everyone sees it once the encounter has ended), in version order;
 * `sha256` hashes the seed (hex) to compare with the public commitment (passed in: the rules never import crypto).
 */
export function auditShuffles(events: readonly EncounterEvent[], sha256?: (text: string) => string): AuditReport {
  // Stryker disable next-line ConditionalExpression: a log begins with EncounterCreated (nothing is decided before it), so the first event is it
  const created = events.find((e) => e.type === 'EncounterCreated');
  const seed = created?.type === 'EncounterCreated' ? created.data.seed : null;
  const commitment = created?.type === 'EncounterCreated' ? created.data.seedCommitment : null;
  const checks: ShuffleCheck[] = [];
  let state: EncounterState = { status: 'empty' };
  events.forEach((e, i) => {
    if (e.type === 'DeckShuffled' && seed && isGame(state)) {
      const d: DeckShuffledData = e.data;
      const seat = state.seats[d.seat];
      let verdict: ShuffleCheck['verdict'] = 'mismatch';
      if (d.reason === 'stacked') verdict = 'stacked';
      else if (seat) {
        const cards = d.reason === 'initial' ? { deck: FATE_DECK, hand: [], discard: [], inPlay: [] } : seat;
        const expected = shuffledOrder(cards, d.gathered, d.reason, seed, d.nonce);
        verdict = expected.length === d.order.length && expected.every((c, k) => c === d.order[k]) ? 'ok' : 'mismatch';
      }
      checks.push({ version: i + 1, seat: d.seat, reason: d.reason, nonce: d.nonce, verdict });
    }
    state = fold(evolve, state, [e]);
  });
  const seedMatchesCommitment = seed && commitment && sha256 ? sha256(seed) === commitment : null;
  return { seedMatchesCommitment, shuffles: checks, fair: seedMatchesCommitment !== false && checks.every((c) => c.verdict !== 'mismatch') };
}
