// Malifaux flip tables read through the EditionProfile (rules/malifaux-1e.md §10.5 CB-7, §10.10 HE-2, §10.11 PR-1;
// rules/malifaux-2e.md §12.3, PV-1): the combat-total table and the fixed BJ / 1-5 / 6-10 / 11-13 / RJ tables.
import { type CardId, isBlackJoker, isRedJoker, parseCard } from './cards';
import type { CombatTotalRow, FixedFlipTable } from './edition';
import type { FateModifiers } from './fate-modifiers';

/** The fate modifiers the combat total (margin ≥ 0 of an attack that hit) puts on the damage flip; null if no row. */
export function combatTotalModifiers(table: readonly CombatTotalRow[], margin: number): FateModifiers | null {
  const row = table.find((r) => margin >= r.min && (r.max === null || margin <= r.max));
  return row ? row.modifiers : null;
}

/** A fixed flip table: what `card` gives out of `wanted` (RJ 'ALL' gives all of it); never more than wanted. */
export function readFixedTable(table: FixedFlipTable, card: CardId | null, wanted: number): number {
  if (card === null || isBlackJoker(card)) return Math.min(wanted, table.blackJoker);
  if (isRedJoker(card)) return table.redJoker === 'ALL' ? wanted : Math.min(wanted, table.redJoker);
  const v = parseCard(card).value;
  return Math.min(wanted, v <= 5 ? table.low : v <= 10 ? table.mid : table.high);
}

/** The prevention / 1E healing table (the same bands in both editions). */
export const ONE_TWO_THREE_ALL: FixedFlipTable = { blackJoker: 0, low: 1, mid: 2, high: 3, redJoker: 'ALL' };
