// Who decides first in an opposed duel, shared by the editions (rules/malifaux-2e.md §4.4 DU-O4, DU-O5;
// rules/malifaux-1e.md §6.4 steps 2 and 4 — §18 "Who decides first on cheating": "effectively the same", and "Triggers":
// "same"): the lower total goes first and, as ties go to the attacker, the defender on a tie.
export type OpposedRole = 'ATTACKER' | 'DEFENDER';

/** 2E DU-O4 (cheating, current totals) and DU-O5 (triggers, final totals); 1E §6.4 step 2 (the would-be loser) and step 4. */
export function lowerTotalFirst(attackerTotal: number, defenderTotal: number): OpposedRole {
  return attackerTotal < defenderTotal ? 'ATTACKER' : 'DEFENDER';
}
