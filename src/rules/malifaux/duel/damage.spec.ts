// Damage flips on the shared engine (malifaux/duel/damage.ts): §18 "RJ on the damage flip" read from each profile, and
// the blast step-down both editions share (rules/malifaux-1e.md §10.8-§10.9, rules/malifaux-2e.md §12.2, §16.3).
import { MALIFAUX_1E } from '../../malifaux-1e/edition';
import { MALIFAUX_2E } from '../../malifaux-2e/edition';
import { baseDamage, blastDamage, blastMarkers, secondDamageFlipDue } from './damage';
import { healingFromCard } from './healing';

const TRACK = { weak: 2, moderate: 3, severe: 5, blasts: { moderate: 1, severe: 2 } };

describe('malifaux shared damage flips', () => {
  it.each([
    ['malifaux-2e/DJ-1 the Red Joker deals severe + weak', MALIFAUX_2E, 'RJ', null, 7],
    ['malifaux-1e/DMG-9 the Red Joker deals severe + the second flip (moderate)', MALIFAUX_1E, 'RJ', 'RAM-07', 8],
    ['malifaux-1e/DMG-9 a Black Joker second flip adds nothing', MALIFAUX_1E, 'RJ', 'BJ', 5],
    ['malifaux-1e/DMG-9 a second Red Joker counts as severe', MALIFAUX_1E, 'RJ', 'RJ', 10],
    ['malifaux-1e/DMG-6 an 11 is severe in both editions', MALIFAUX_1E, 'RAM-11', null, 5],
    ['malifaux-2e/DM-2 the Black Joker deals nothing', MALIFAUX_2E, 'BJ', null, 0],
  ] as const)('%s', (_title, profile, first, second, base) => {
    expect(baseDamage(profile, TRACK, first, second).base).toBe(base);
  });

  it('malifaux-1e/DMG-9 only 1E opens a second flip for the Red Joker', () => {
    expect(secondDamageFlipDue(MALIFAUX_1E, 'RJ', 1)).toBe(true);
    expect(secondDamageFlipDue(MALIFAUX_1E, 'RJ', 2)).toBe(false);
    expect(secondDamageFlipDue(MALIFAUX_1E, 'RAM-13', 1)).toBe(false);
    expect(secondDamageFlipDue(MALIFAUX_2E, 'RJ', 1)).toBe(false);
  });

  it.each([
    ['RED_JOKER', 2, 3],
    ['SEVERE', 2, 3],
    ['MODERATE', 1, 2],
    ['WEAK', 0, 0],
    ['NONE', 0, 0],
  ] as const)('malifaux-1e/BL-2 malifaux-2e/BL-4 a %s result places %i blasts of one band lower (%i)', (band, markers, damage) => {
    expect(blastMarkers(TRACK, band)).toBe(markers);
    expect(blastDamage(TRACK, band)).toBe(damage);
  });
});

describe('malifaux shared healing flips (§18 "Healing")', () => {
  it.each([
    ['malifaux-1e/HE-2 a 7 heals 2 from the fixed table', MALIFAUX_1E, 'RAM-07', 3, 2],
    ['malifaux-1e/HE-2 the Red Joker heals all that was suffered', MALIFAUX_1E, 'RJ', 4, 4],
    ['malifaux-2e/HL-2 a 7 heals the moderate of the heal track', MALIFAUX_2E, 'RAM-07', 3, 3],
    ['malifaux-2e/HL-2 the Red Joker heals severe + weak', MALIFAUX_2E, 'RJ', 3, 7],
  ] as const)('%s', (_title, profile, card, suffered, healed) => {
    expect(healingFromCard(profile, card, { track: TRACK, suffered })).toBe(healed);
  });
});
