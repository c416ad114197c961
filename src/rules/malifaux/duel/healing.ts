// Healing flips on the shared engine (rules/malifaux-1e.md §10.10 HE-1, HE-2; rules/malifaux-2e.md §12.7 HL-1, HL-2).
// §18 "Healing" is EditionProfile.healing: 1E a fixed BJ 0 / 1 / 2 / 3 / RJ all table, never cheated; 2E the heal's
// own weak / moderate / severe track read like a damage flip (same Jokers), cheatable.
import type { CardId } from '../cards';
import type { DamageTrack } from '../damage-track';
import type { EditionProfile } from '../edition';
import { readFixedTable } from '../flip-tables';
import { baseDamage } from './damage';

/** What a healing card heals: FIXED, out of the wounds `suffered`; TRACK, the heal's track (HL-1 caps at the Wd later). */
export function healingFromCard(
  profile: Pick<EditionProfile, 'healing' | 'redJokerDamage'>,
  card: CardId | null,
  heal: { readonly track: DamageTrack | null; readonly suffered?: number },
): number {
  if (profile.healing.kind === 'FIXED') return readFixedTable(profile.healing.table, card, heal.suffered ?? 0);
  return heal.track === null ? 0 : baseDamage(profile, heal.track, card, null).base;
}
