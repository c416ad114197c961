// malifaux-2e §12 damage arithmetic (seed 002_0afdbbe5c7b94945.txt lines 1321-1388, 1506-1532): multiplied and divided damage, the boundaries of prevention and Wounds, blasts: DM-1, DM-3, MA-2, DJ-1, DJ-2, PV-1, PV-2, SS-1, SS-2, HL-1, BL-2
import { RuleViolation } from '../../core/rule-violation';
import { applyDamage, applyDamageModifiers, applyHealing, assertWoundsInRange, blastsFor, damageFlipModifiers, damageForSeverity, damageFromFlip, preventedBy, preventionRefusal, stepDown } from './damage';

const said = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return `${e.ruleId}: ${e.message}`;
    throw e;
  }
  return undefined;
};
const refusal = (r: RuleViolation | null) => (r ? `${r.ruleId}: ${r.message}` : null);
const track = { weak: 2, moderate: 4, severe: 6 };

describe('malifaux-2e/DM-3 multiplied and divided damage (MA-2 order)', () => {
  it('malifaux-2e/DM-3 multiply, then divide rounding up, then add, then reduce', () => {
    expect(applyDamageModifiers(3, { multiply: [2] })).toBe(6);
    expect(applyDamageModifiers(3, { multiply: [2, 3] })).toBe(18);
    expect(applyDamageModifiers(5, { divide: [2] })).toBe(3);
    expect(applyDamageModifiers(3, { multiply: [2], divide: [4] })).toBe(2); // (3 x 2) / 4 = 1.5 -> 2; dividing first would give 2 x 2 = 4
    expect(applyDamageModifiers(3, { multiply: [2], add: [1] })).toBe(7); // adding first would give 8
    expect(applyDamageModifiers(4, { divide: [2], add: [1] })).toBe(3);
    expect(applyDamageModifiers(3, { add: [1], reduce: [{ amount: 2 }] })).toBe(2);
  });

  it('malifaux-2e/DM-3 a reduction stops at its minimum, but never lifts damage that is already below it', () => {
    expect(applyDamageModifiers(3, { reduce: [{ amount: 5, minimum: 1 }] })).toBe(1);
    expect(applyDamageModifiers(3, { reduce: [{ amount: 5 }] })).toBe(0);
    expect(applyDamageModifiers(1, { reduce: [{ amount: 1, minimum: 2 }] })).toBe(1);
    expect(applyDamageModifiers(4, { reduce: [{ amount: 1, minimum: 1 }, { amount: 1, minimum: 1 }] })).toBe(2);
    expect(applyDamageModifiers(2, { add: [-5] })).toBe(0);
  });

  it('malifaux-2e/PV-2 irreducible damage ignores reductions but not multiplication', () => {
    expect(applyDamageModifiers(3, { multiply: [2], reduce: [{ amount: 2 }], irreducible: true })).toBe(6);
    expect(applyDamageModifiers(3, { reduce: [{ amount: 2 }], irreducible: false })).toBe(1);
  });

  it('malifaux-2e/DJ-1 a base of 0 stays 0 whatever is added or multiplied; a base of 1 is damage', () => {
    expect(applyDamageModifiers(0, { add: [2], multiply: [3], reduce: [{ amount: 1, minimum: 1 }] })).toBe(0);
    expect(applyDamageModifiers(1, { add: [2] })).toBe(3);
    expect(applyDamageModifiers(1)).toBe(1);
    expect(damageFromFlip('RAM-09', track, { multiply: [2] })).toEqual({ severity: 'MODERATE', base: 4, final: 8 });
    expect(damageFromFlip('RAM-09', track, { multiply: [2] }, true)).toEqual({ severity: 'WEAK', base: 2, final: 4 });
  });
});

describe('malifaux-2e §12 severities, blasts and the damage flip`s modifiers', () => {
  it('malifaux-2e/DJ-2 stepping down: Red Joker and Severe to Moderate, Moderate to Weak, Weak to nothing', () => {
    expect(['SEVERE_PLUS_WEAK', 'SEVERE', 'MODERATE', 'WEAK', 'NONE'].map((s) => stepDown(s as 'NONE'))).toEqual(['MODERATE', 'MODERATE', 'WEAK', 'NONE', 'NONE']);
    expect(damageForSeverity('SEVERE_PLUS_WEAK', track)).toBe(8);
    expect(damageForSeverity('NONE', track)).toBe(0);
  });

  it('malifaux-2e/BL-2 the Blast Markers printed for the result; the Red Joker uses the Severe count; none declared is none', () => {
    const blasts = { ...track, blasts: { weak: 1, moderate: 2, severe: 3 } };
    expect(['NONE', 'WEAK', 'MODERATE', 'SEVERE', 'SEVERE_PLUS_WEAK'].map((s) => blastsFor(s as 'NONE', blasts))).toEqual([0, 1, 2, 3, 3]);
    expect(['WEAK', 'MODERATE', 'SEVERE'].map((s) => blastsFor(s as 'NONE', track))).toEqual([0, 0, 0]);
    expect(blastsFor('SEVERE', { ...track, blasts: {} })).toBe(0);
  });

  it('malifaux-2e/DF-2 the damage flip adds the Accuracy Modifier, the Defender`s Soulstone `−` and other modifiers; none outside a duel', () => {
    expect(damageFlipModifiers({ margin: null })).toEqual({ bonus: 0, penalty: 0 });
    expect(damageFlipModifiers({ margin: 11, defenderSoulstonePenalty: 1, others: [{ bonus: 1, penalty: 0 }, { bonus: 0, penalty: 1 }] })).toEqual({ bonus: 2, penalty: 2 });
    expect(said(() => damageFlipModifiers({ margin: -1 }))).toBe('malifaux-2e/DU-O6: the Attacker lost the duel: no damage flip');
  });
});

describe('malifaux-2e §12.6-12.7 prevention, Wounds and healing boundaries', () => {
  it('malifaux-2e/PV-1 prevention by the card: 1-5 prevents 1, 6-10 prevents 2, 11-13 prevents 3, never more than the damage', () => {
    expect(['RAM-05', 'RAM-06', 'RAM-10', 'RAM-11'].map((c) => preventedBy(c, 9))).toEqual([1, 2, 2, 3]);
    expect(preventedBy('RAM-13', 2)).toBe(2);
    expect(preventedBy('RJ', 9)).toBe(9);
    expect(preventedBy('BJ', 9)).toBe(0);
    expect(preventedBy(null, 9)).toBe(0);
  });

  it('malifaux-2e/PV-1 malifaux-2e/PV-2 malifaux-2e/SS-1 malifaux-2e/SS-2 why a prevention flip is refused, in this order', () => {
    expect(refusal(preventionRefusal({ station: 'MINION', pool: 0, damage: 0, irreducible: true }))).toBe('malifaux-2e/SS-1: a MINION model may not spend Soulstones (Masters and Henchmen only)');
    expect(refusal(preventionRefusal({ station: 'MASTER', pool: 0, damage: 0, irreducible: true }))).toBe('malifaux-2e/PV-2: this damage may not be reduced or negated');
    expect(refusal(preventionRefusal({ station: 'MASTER', pool: 0, damage: 0 }))).toBe('malifaux-2e/PV-1: there is no damage to prevent');
    expect(refusal(preventionRefusal({ station: 'MASTER', pool: 0, damage: 1 }))).toBe('malifaux-2e/SS-2: the Soulstone Pool is empty');
    expect(preventionRefusal({ station: 'HENCHMAN', pool: 1, damage: 1 })).toBeNull();
  });

  it('malifaux-2e/DM-1 Wounds from 1 to the maximum, whole numbers; the refusal names the model and the numbers', () => {
    const ok = (wounds: number, maxWounds: number) => said(() => assertWoundsInRange({ modelId: 'm', wounds, maxWounds }, 'malifaux-2e/DM-1'));
    expect(ok(1, 1)).toBeUndefined();
    expect(ok(5, 5)).toBeUndefined();
    expect(ok(0, 5)).toBe('malifaux-2e/DM-1: m: Wounds must be a whole number from 1 to its maximum Wd (5), got 0');
    expect(ok(6, 5)).toMatch(/^malifaux-2e\/DM-1: /);
    expect(ok(1.5, 5)).toMatch(/^malifaux-2e\/DM-1: /);
    expect(ok(1, 0)).toMatch(/^malifaux-2e\/DM-1: /);
    expect(ok(1, 2.5)).toMatch(/^malifaux-2e\/DM-1: /);
  });

  it('malifaux-2e/DM-1 exactly enough damage kills; negative damage heals nothing', () => {
    expect(applyDamage(3, 3)).toEqual({ wounds: 0, killed: true });
    expect(applyDamage(3, 2)).toEqual({ wounds: 1, killed: false });
    expect(applyDamage(3, -2)).toEqual({ wounds: 3, killed: false });
  });

  it('malifaux-2e/HL-1 healing up to the maximum exactly loses nothing; a negative amount heals nothing', () => {
    expect(applyHealing(3, 5, 2)).toEqual({ wounds: 5, healed: 2, lost: 0 });
    expect(applyHealing(3, 5, 4)).toEqual({ wounds: 5, healed: 2, lost: 2 });
    expect(applyHealing(3, 5, -1)).toEqual({ wounds: 3, healed: 0, lost: 0 });
  });
});
