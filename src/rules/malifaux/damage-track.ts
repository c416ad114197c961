// Malifaux damage flips, shared by the editions (rules/malifaux-2e.md §12.2 DM-2; rules/malifaux-1e.md §10.7 DMG-6,
// §10.9 BL-2): the weak / moderate / severe track, the band a card falls in (value only), the blast step-down.
import { type CardId, isBlackJoker, isRedJoker, parseCard } from './cards';

/** A damage flip code Weak/Moderate/Severe, e.g. 2/3/5, with the blast markers printed on each severity. */
export interface DamageTrack {
  readonly weak: number;
  readonly moderate: number;
  readonly severe: number;
  readonly blasts?: { readonly weak?: number; readonly moderate?: number; readonly severe?: number };
}

/** BJ none, 1-5 weak, 6-10 moderate, 11-13 severe, RJ its own band (the edition says what it adds). No card = BJ. */
export type Band = 'NONE' | 'WEAK' | 'MODERATE' | 'SEVERE' | 'RED_JOKER';

export function bandOf(card: CardId | null): Band {
  if (card === null || isBlackJoker(card)) return 'NONE';
  if (isRedJoker(card)) return 'RED_JOKER';
  const v = parseCard(card).value;
  return v <= 5 ? 'WEAK' : v <= 10 ? 'MODERATE' : 'SEVERE';
}

export function amountOf(band: Exclude<Band, 'RED_JOKER'>, track: DamageTrack): number {
  return band === 'NONE' ? 0 : band === 'WEAK' ? track.weak : band === 'MODERATE' ? track.moderate : track.severe;
}
