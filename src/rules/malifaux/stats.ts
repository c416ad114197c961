// Malifaux stat arithmetic read through the EditionProfile (rules/malifaux-1e.md §3.4 SM-1, §1 GEN-2, §2 TI-7;
// rules/malifaux-2e.md MA-3): bonuses before penalties, then the edition's floor (1E: 0, Wk/Cg 1; 2E: 1, Wd 0).
import type { EditionProfile } from './edition';

export function effectiveStat(profile: EditionProfile, name: string, base: number, bonuses: readonly number[], penalties: readonly number[]): number {
  const v = base + bonuses.reduce((a, b) => a + b, 0) - penalties.reduce((a, b) => a + b, 0);
  return Math.max(profile.statFloor[name] ?? profile.statFloor['*'] ?? 0, v);
}

/** GEN-2 (W1): halving (or any division) rounds up, except distances, which are never rounded. */
export function halve(value: number, isDistance: boolean): number {
  return isDistance ? value / 2 : Math.ceil(value / 2);
}
