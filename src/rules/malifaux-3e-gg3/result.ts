// malifaux-3e-gg3 result: the ruleset-blind EncounterResult (src/rulesets/ruleset.ts) from the VP ledger. Every entry
// names the event that awarded it (its stream version) and the declared facts it relied on; revoked awards are gone.
import type { EncounterResult, ResultEntry } from '../core/result';
import type { Gg3State, LedgerEntry, Seat } from './state';
import { SEATS, vpOf } from './state';
import { SCHEMES } from './tables';

const sourceOf = (s: Gg3State, e: LedgerEntry): string => (e.source === 'STRATEGY' ? s.strategy : `${SCHEMES[e.scheme!]}:${e.part}`);

export function resultOf(s: Gg3State): EncounterResult | null {
  if (s.status !== 'ended' || s.result === null) return null;
  const vp = { A: vpOf(s, 'A'), B: vpOf(s, 'B') };
  const winners: Seat[] = vp.A > vp.B ? ['A'] : vp.B > vp.A ? ['B'] : [];
  return {
    outcome: winners.length === 0 ? ('DRAW' as const) : ('WIN' as const),
    winners,
    seats: SEATS.map((seat) => ({
      seat,
      name: s.players.find((p) => p.seat === seat)?.name ?? '',
      side: null,
      vp: vp[seat],
      entries: s.ledger
        .filter((e) => e.seat === seat && !e.revoked)
        .map((e): ResultEntry => ({ source: sourceOf(s, e), vp: e.vp, turn: e.part === 'end' ? null : e.turn, reason: e.reason, events: [e.version], declarations: [...e.factIds] })),
    })),
    turnsPlayed: s.turn,
    endedAt: s.endedAt ?? '',
    policies: Object.fromEntries(Object.entries(s.policies).map(([k, v]) => [k, v === null ? 'none' : (v as string | number | boolean)])),
  };
}
