// Seat lookups every ruleset's state needs (DESIGN.md: one stream per encounter, seats A, B, ...): written once so that
// a missing seat fails the same way everywhere (a programming error, not a rule: commands are checked before).
import type { SeatId } from './decider';

export function seatOf<S>(state: { readonly seats: Readonly<Partial<Record<SeatId, S>>> }, seat: SeatId): S {
  const s = state.seats[seat];
  if (!s) throw new Error(`no seat ${seat}`);
  return s;
}

/** The opponent of a seat in a two-player game (both Malifaux editions and GG3 are always two players). */
export function opponentOf(state: { readonly seatOrder: readonly SeatId[] }, seat: SeatId): SeatId {
  return state.seatOrder.find((s) => s !== seat) ?? seat;
}
