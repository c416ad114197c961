// malifaux-2e §4.3-4.4, §18.4 Duel roles and stations (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-627, 697-719, 1704-1751)

/** ACTOR: the one model of a Simple Duel; ATTACKER / DEFENDER: the two models of an Opposed Duel. */
export type DuelRole = 'ACTOR' | 'ATTACKER' | 'DEFENDER';

/** §18.4: every model has at most one Station ('NONE' for the rest, e.g. Totems). */
export type Station = 'MASTER' | 'HENCHMAN' | 'ENFORCER' | 'MINION' | 'PEON' | 'NONE';

/** §18.4 "Uses Soulstones": only Masters and Henchmen (SS-D1, SS-1). */
export function stationUsesSoulstones(station: Station): boolean {
  return station === 'MASTER' || station === 'HENCHMAN';
}
