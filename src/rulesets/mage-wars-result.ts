// Mage Wars' answer to the ruleset-blind result contract (ruleset.ts EncounterResult) from its ended state: §16 victory
// (VC-1 a destroyed Mage loses, VC-2 the last Mage standing wins, §16 / G2 simultaneous destruction), MP-3 team victory.
import { isGame, type EncounterState } from '../rules/mage-wars/state';
import type { SeatId } from '../rules/core/decider';
import type { EncounterResult, SeatResult } from './ruleset';

/**
 * The book defines no score (§16: a Mage is destroyed or not), so every seat's `vp` is 0 and its one entry records how
 * its Mage ended; `side` is the Mage's class (a league groups by it). An encounter the organiser ended without a winner
 * has no result (null): it was abandoned, not played out.
 */
export function mageWarsResult(state: EncounterState): EncounterResult | null {
  if (!isGame(state) || state.status !== 'ended' || !state.result || !state.endedAt) return null;
  const r = state.result;
  if (!r.draw && r.winner === null) return null;
  const winners: readonly SeatId[] = r.draw ? [] : (r.winners ?? (r.winner ? [r.winner] : []));
  const seats: SeatResult[] = state.seatOrder.map((seat) => {
    const s = state.seats[seat];
    const mage = s ? state.objects[s.mageId] : undefined;
    const standing = mage !== undefined && !mage.destroyed;
    return {
      seat,
      name: s?.name ?? seat,
      side: s?.mageClass ?? null,
      vp: 0,
      entries: [
        {
          source: winners.includes(seat) ? (r.team ? 'team victory (MP-3)' : 'victory (VC-2)') : r.draw ? 'draw (§16)' : 'defeat (VC-1)',
          vp: 0,
          turn: state.round.round,
          reason: `${r.reason}${s?.team ? `; team ${s.team}` : ''}; Mage ${standing ? 'standing' : 'destroyed'}`,
          events: [],
          declarations: [],
        },
      ],
    };
  });
  return {
    outcome: r.draw ? 'DRAW' : 'WIN',
    winners,
    seats,
    turnsPlayed: state.round.round,
    endedAt: state.endedAt,
    policies: { mode: state.mode, ...Object.fromEntries(Object.entries(state.options).filter(([, v]) => typeof v !== 'object')) },
  };
}
