// mage-wars CB-16 the seeded dice (rules/mage-wars.md §10.2, §17.1): faces drawn from core/prng.ts are uniform (chi-square)
// and reproducible from (seed, nonce).
import { DEFAULT_ATTACK_DIE, rollAttackDice, rollD12s, reroll } from './dice';

/** Pearson's chi-square statistic against a uniform distribution. */
const chiSquare = (counts: number[]): number => {
  const n = counts.reduce((a, b) => a + b, 0);
  const e = n / counts.length;
  return counts.reduce((a, c) => a + ((c - e) * (c - e)) / e, 0);
};

describe('mage-wars CB-16 dice', () => {
  it('mage-wars/CB-16 the attack die shows blank, normal or critical, values 0/1/2, six uniform faces (χ², 5 dof, p=0.001 bound 20.52)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let nonce = 0; nonce < 3000; nonce++) {
      for (const f of rollAttackDice('stat-seed', nonce, 4)) {
        const kindIndex = f.kind === 'blank' ? 0 : f.kind === 'normal' ? 1 + f.value : 3 + f.value;
        counts[kindIndex === 0 ? 0 : kindIndex]++;
      }
    }
    // Blanks are two faces: split the expectation accordingly.
    const blanks = counts[0];
    const faces = [blanks / 2, blanks / 2, counts[2], counts[3], counts[4], counts[5]];
    expect(chiSquare(faces)).toBeLessThan(20.52);
    expect(DEFAULT_ATTACK_DIE.filter((f) => f.kind === 'blank')).toHaveLength(2);
  });

  it('mage-wars/CB-16 the d12 is uniform over 1..12 (χ², 11 dof, p=0.001 bound 31.26)', () => {
    const counts = Array.from({ length: 12 }, () => 0);
    for (let nonce = 0; nonce < 2000; nonce++) for (const v of rollD12s('stat-seed', nonce, 6)) counts[v - 1]++;
    expect(Math.min(...counts)).toBeGreaterThan(0);
    expect(chiSquare(counts)).toBeLessThan(31.26);
  });

  it('the same (seed, nonce) gives the same roll; another nonce or seed differs', () => {
    expect(reroll('s', 7, 'd12', 10)).toEqual(reroll('s', 7, 'd12', 10));
    expect(rollD12s('s', 7, 10)).not.toEqual(rollD12s('s', 8, 10));
    expect(rollAttackDice('s', 7, 10)).not.toEqual(rollAttackDice('t', 7, 10));
  });
});
