// An open seat taken by a player (README "Open seats"). Ruleset-blind: the application layer appends it, never a
// ruleset's decide; a ruleset that folds it only renames the seat, one that does not know it leaves its state as it is.
import type { SeatId } from './decider';

export interface SeatJoined {
  readonly type: 'SeatJoined';
  readonly data: { readonly seat: SeatId; readonly name: string; readonly joinedAt: string };
}

export const SEAT_JOINED = 'SeatJoined';
