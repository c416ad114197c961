// malifaux-2e §20.11 Ending and winning (rules/malifaux-2e.md; seed 2431-2454): VP-1, VP-3 — the league-facing result
// A read of the ended encounter's VP ledger: per seat its total and every entry with the stream versions and scoring
// declarations that earned it; the winner is the VP-3 winner the end of the game determined (equal VP: a draw). Only
// an ended Standard or Story Encounter whose end was scored has a result; by then every Scheme has been shown (§20.11
// step 3), so nothing here is hidden information.
import type { EncounterResult, ResultEntry, SeatResult } from '../../core/result';
import { isGame, type EncounterState } from '../state';
import type { LedgerEntry } from './standard-types';

/** Malifaux 2E always reports `details` and `practice`, which the shared contract leaves optional. */
export interface Malifaux2eResult extends EncounterResult {
  readonly details: Readonly<Record<string, string | number | boolean>>;
  readonly practice: boolean;
}

const line = (strategy: string | null, e: LedgerEntry): ResultEntry => ({
  source: e.source === 'STRATEGY' ? `strategy:${strategy ?? 'UNKNOWN'}` : e.source === 'SHINDIG' ? 'shindig' : `scheme:${e.source}`,
  vp: e.vp,
  turn: e.turn === 0 ? null : e.turn,
  reason: e.reason,
  events: [...e.events],
  declarations: [...e.declarations],
});

/** The result of an ended encounter whose end was scored (§20.11), else null. */
export function encounterResult(state: EncounterState): Malifaux2eResult | null {
  if (!isGame(state) || state.status !== 'ended' || state.endedAt === null) return null;
  const enc = state.standard;
  if (!enc || enc.result === null) return null;
  const strategy = enc.mode === 'STORY' ? (enc.story?.attackerStrategy ?? null) : enc.strategy;
  const seats = state.seatOrder.map((seat): SeatResult => {
    const entries = enc.ledger.filter((e) => e.seat === seat && e.vp > 0).map((e) => line(strategy, e));
    return {
      seat,
      name: state.seats[seat]?.name ?? '',
      side: enc.factions[seat] ?? null,
      // VP-1: the ledger already holds capped awards; the total is their sum (the same sum VP-3 compared).
      vp: entries.reduce((n, e) => n + e.vp, 0),
      entries,
    };
  });
  const winner = enc.result.winner;
  return {
    outcome: winner === null ? 'DRAW' : 'WIN',
    winners: winner === null ? [] : [winner],
    seats,
    turnsPlayed: state.turn,
    endedAt: state.endedAt,
    policies: { ...state.options },
    practice: state.options.stackedDecks,
    details: {
      mode: enc.mode ?? 'STANDARD',
      ...(strategy ? { strategy } : {}),
      ...(enc.deployment ? { deployment: enc.deployment } : {}),
      ...(enc.size ? { encounterSize: enc.size.soulstones } : {}),
      ...(enc.story ? { attacker: enc.story.attacker, defenderObjective: enc.story.defenderObjective } : {}),
      // §21.8: in a series of Linked Games, which game this is and each player's VP over the series so far.
      ...(enc.linked ? { linkedGame: enc.linked.game, previousEncounterId: enc.linked.previousEncounterId } : {}),
      ...(enc.linked ? Object.fromEntries(seats.map((s) => [`seriesVp:${s.name}`, (enc.linked?.players[s.name]?.totalVp ?? 0) + s.vp])) : {}),
    },
  };
}
