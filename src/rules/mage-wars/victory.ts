// mage-wars §16 victory (rules/mage-wars.md; seed 468, 885, 2102, 2206): a Mage is destroyed as soon as its damage reaches
// its Life (VC-1); the last Mage standing wins (VC-2); Mages destroyed by the same command fall together: a draw (G2).
import type { Emitter } from './emitter';
import type { GameState, MatchResult } from './state';

/**
 * The match is decided (a Mage fell in a duel; in multiplayer only when one side is left, MP-3 / MP-6): stop the round
 * flow. A result needs a fallen Mage: every seat's Mage is on the table from the creation on, and two or more of them
 * stand, on two teams, until one falls (a former "some Mage is destroyed" clause was implied, issue 15).
 */
export function mageDestroyed(state: GameState): boolean {
  return resultOf(state) !== null;
}

/** The result once at most one Mage stands (VC-2, VC-3 free-for-all), else null. */
export function resultOf(state: GameState): MatchResult | null {
  // Stryker disable next-line StringLiteral: the fallback key only has to name no object, and no object id is empty (ids are `mage-A`, card instance ids)
  const standing = state.seatOrder.filter((seat) => state.objects[state.seats[seat]?.mageId ?? '']?.destroyed === false);
  // MP-3: a team wins when every Mage of the other team is eliminated (its own fallen Mages win with it).
  const teams = new Set(standing.map((seat) => state.seats[seat]?.team));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: with nobody standing `teams` is empty, so `teams.size === 1` below fails whatever `team` reads
  const team = standing.length > 0 ? state.seats[standing[0]]?.team : undefined;
  if (team !== undefined && teams.size === 1) {
    const winners = state.seatOrder.filter((seat) => state.seats[seat]?.team === team);
    return { winner: winners[0], team, winners, draw: false, reason: `every Mage of the other team is destroyed (MP-3)` };
  }
  if (standing.length > 1) return null;
  if (standing.length === 1) return { winner: standing[0], draw: false, reason: 'last Mage standing (VC-2)' };
  return state.options.simultaneousDestruction === 'initiative'
    ? { winner: state.round.initiative, draw: false, reason: 'the last Mages fell together; the initiative player wins (policy)' }
    : { winner: null, draw: true, reason: 'the last Mages fell together (G2: a draw)' };
}

/** Ends the match at once when it is decided; run after every command (a command's events happen "at once"). */
export function checkVictory(em: Emitter, now: string | null): void {
  if (em.state.status === 'ended') return;
  const result = resultOf(em.state);
  if (result) em.emit({ type: 'EncounterEnded', data: { result, seed: em.state.seed, endedAt: now ?? em.state.createdAt } });
}
