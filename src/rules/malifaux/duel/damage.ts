// Malifaux damage flips, shared by the editions (rules/malifaux-2e.md §12.2 DM-2, DJ-1, DJ-2, §16.3 BL-2, BL-4;
// rules/malifaux-1e.md §10.7-§10.9 DMG-6, DMG-9, BL-1..BL-3). §18 "RJ on the damage flip" is EditionProfile.redJokerDamage:
// 2E severe + weak, 1E severe + a second damage flip. §18 "Blasts": the same step-down in both (RJ → moderate).
import { type CardId, isRedJoker } from '../cards';
import { amountOf, type Band, bandOf, type DamageTrack } from '../damage-track';
import type { EditionProfile } from '../edition';

type RedJokerRule = Pick<EditionProfile, 'redJokerDamage'>;

/**
 * What a Red Joker deals: 2E §12.2 severe + weak; 1E DMG-9 severe + the second flip's band (a BJ there adds nothing;
 * [DERIVED] a second Red Joker counts as severe and opens no third flip).
 */
export function redJokerDamage(profile: RedJokerRule, track: DamageTrack, second: CardId | null): number {
  if (profile.redJokerDamage === 'SEVERE_PLUS_WEAK') return track.severe + track.weak;
  const b2 = bandOf(second);
  return track.severe + (b2 === 'RED_JOKER' ? track.severe : amountOf(b2, track));
}

/** 2E DM-2 / 1E DMG-6: the damage of a flip before reductions: BJ none, the bands, the edition's Red Joker. */
export function baseDamage(profile: RedJokerRule, track: DamageTrack, first: CardId | null, second: CardId | null): { band: Band; base: number } {
  const band = bandOf(first);
  return { band, base: band === 'RED_JOKER' ? redJokerDamage(profile, track, second) : amountOf(band, track) };
}

/** 1E DMG-9: the first card in use is the Red Joker and the edition flips again, and the second flip is not there yet. */
export function secondDamageFlipDue(profile: RedJokerRule, firstInUse: CardId | null, flipsSoFar: number): boolean {
  return profile.redJokerDamage === 'SEVERE_PLUS_SECOND_FLIP' && flipsSoFar === 1 && firstInUse !== null && isRedJoker(firstInUse);
}

/** 2E DJ-2 / BL-4, 1E BL-2 / BL-3: one step lower; the Red Joker steps down to moderate; a weak result to nothing. */
export function stepDownBand(band: Band): Band {
  const next: Readonly<Record<Band, Band>> = { RED_JOKER: 'MODERATE', SEVERE: 'MODERATE', MODERATE: 'WEAK', WEAK: 'NONE', NONE: 'NONE' };
  return next[band];
}

/** 2E BL-2 (A-11(b)), 1E BL-1: the blast markers the dealt band places (the Red Joker: its severe entry's). */
export function blastMarkers(track: DamageTrack, band: Band): number {
  const b = track.blasts ?? {};
  switch (band) {
    case 'RED_JOKER':
    case 'SEVERE':
      return b.severe ?? 0;
    case 'MODERATE':
      return b.moderate ?? 0;
    case 'WEAK':
      return b.weak ?? 0;
    default:
      return 0;
  }
}

/** The damage a model under the blast takes: the track read one band lower (BL-2 [AMBIGUOUS] below weak: 0). */
export function blastDamage(track: DamageTrack, band: Band): number {
  const lower = stepDownBand(band);
  return lower === 'RED_JOKER' ? 0 : amountOf(lower, track);
}
