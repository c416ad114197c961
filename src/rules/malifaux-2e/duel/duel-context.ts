// malifaux-2e §1, §4 What the integrator supplies to the duel machine (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 412-426, 458-474)
import { SeatId } from '../../core/decider';
import { CardId } from '../../malifaux/cards';

/**
 * The machine never moves cards or Soulstones itself; it reads them through this context and records every movement in
 * its events (`moves`, `spent`), which the integrator mirrors in the seat's deck and pool state.
 */
export interface DuelContext {
  /**
   * The next `count` cards from the top of `seat`'s Fate Deck, top card first, without the machine moving them: the
   * integrator handles a mid-flip reshuffle (FD-11) and records its own deck events. Called at most once per seat per
   * command. May return fewer cards only when deck and discard are both exhausted (A-6).
   */
  flip(seat: SeatId, count: number): readonly CardId[];
  /** `seat`'s Control Hand as it is now (used to check a cheat and whether the hand is empty). */
  hand(seat: SeatId): readonly CardId[];
  /** `seat`'s Soulstone Pool as it is now (SS-1, SS-2). */
  soulstones(seat: SeatId): number;
}
