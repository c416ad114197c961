// mage-wars §16 victory (rules/mage-wars.md; seed 468, 885, 2102, 2206): a Mage is destroyed as soon as its damage reaches
// its Life (VC-1); the last Mage standing wins (VC-2); Mages destroyed by the same command fall together: a draw (G2).
import type { Emitter } from './emitter';
import type { GameState, MatchResult } from './state';

export function mageDestroyed(state: GameState): boolean {
  return state.seatOrder.some((seat) => state.objects[state.seats[seat]?.mageId ?? '']?.destroyed === true);
}

/** The result once at most one Mage stands (VC-2, VC-3 free-for-all), else null. */
export function resultOf(state: GameState): MatchResult | null {
  const standing = state.seatOrder.filter((seat) => state.objects[state.seats[seat]?.mageId ?? '']?.destroyed === false);
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
