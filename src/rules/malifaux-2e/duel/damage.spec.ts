// malifaux-2e §12 Damage, damage flip, prevention, healing (seed 002_0afdbbe5c7b94945.txt lines 1321-1388): DM-1..DM-3, DF-2, DJ-1, DJ-2, PV-1, PV-2, HL-1, HL-2, TV-13, DV-01..DV-03, DV-23
import { CardId } from '../../malifaux/cards';
import {
  accuracyModifier,
  applyDamage,
  applyDamageModifiers,
  applyHealing,
  damageFlipModifiers,
  damageFromFlip,
  healingFromFlip,
  preventedBy,
  preventionRefusal,
  severityOf,
  stepDown,
} from './damage';
import { cardsToFlip, legalActiveCards, netFateModifiers } from './fate-modifiers';

const peacebringer = { weak: 2, moderate: 3, severe: 5 };

describe('malifaux-2e §12.2 severity', () => {
  it.each([
    ['BJ', 0],
    ['RAM-03', 2],
    ['RAM-07', 3],
    ['RAM-12', 5],
    ['RJ', 7],
  ])('malifaux-2e/TV-13 malifaux-2e/DM-2 code 2/3/5 with %s deals %d', (card, dmg) => expect(damageFromFlip(card, peacebringer).base).toBe(dmg));

  it.each([
    ['RAM-01', 'WEAK'],
    ['RAM-05', 'WEAK'],
    ['RAM-06', 'MODERATE'],
    ['RAM-10', 'MODERATE'],
    ['RAM-11', 'SEVERE'],
    ['RAM-13', 'SEVERE'],
  ])('malifaux-2e/DV-02 %s is %s', (card, sev) => expect(severityOf(card)).toBe(sev));
});

describe('malifaux-2e §12.3 Accuracy Modifier', () => {
  it.each([
    [0, { bonus: 0, penalty: 2 }],
    [1, { bonus: 0, penalty: 1 }],
    [5, { bonus: 0, penalty: 1 }],
    [6, { bonus: 0, penalty: 0 }],
    [10, { bonus: 0, penalty: 0 }],
    [11, { bonus: 1, penalty: 0 }],
    [20, { bonus: 1, penalty: 0 }],
  ])('malifaux-2e/DV-01 margin %d -> %j', (margin, mod) => expect(accuracyModifier(margin)).toEqual(mod));

  it('malifaux-2e/DU-O6 a lost duel (negative margin) gives no damage flip', () =>
    expect(() => accuracyModifier(-1)).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O6' })));

  it('malifaux-2e/DF-2 the damage flip takes only damage-flip modifiers (accuracy, Defender`s Soulstone, cover), never the duel`s', () => {
    expect(damageFlipModifiers({ margin: 12, defenderSoulstonePenalty: 1, others: [{ bonus: 0, penalty: 1 }] })).toEqual({ bonus: 1, penalty: 2 });
    expect(damageFlipModifiers({ margin: null })).toEqual({ bonus: 0, penalty: 0 });
  });
});

describe('malifaux-2e §12.4 Jokers on the damage flip', () => {
  it('malifaux-2e/DJ-1 the Black Joker is forced even with `+` and the Red Joker; it deals 0 and Armor`s minimum 1 does not lift it', () => {
    expect(legalActiveCards(['RJ', 'BJ'], 1)).toEqual(['BJ']);
    expect(damageFromFlip('BJ', peacebringer, { add: [2], reduce: [{ amount: 1, minimum: 1 }] }).final).toBe(0);
    expect(damageFromFlip('RAM-01', peacebringer, { reduce: [{ amount: 5, minimum: 1 }] }).final).toBe(1);
  });

  it('malifaux-2e/DJ-2 the Red Joker may be taken under `−` and deals Severe + Weak; stepped down it is Moderate', () => {
    expect(legalActiveCards(['RJ', 'RAM-02'], -1)).toContain('RJ');
    expect(damageFromFlip('RJ', peacebringer).final).toBe(7);
    expect(stepDown('SEVERE_PLUS_WEAK')).toBe('MODERATE');
    expect(damageFromFlip('RJ', peacebringer, {}, true).final).toBe(3);
    expect(damageFromFlip('RAM-12', peacebringer, {}, true).final).toBe(3);
    expect(stepDown('WEAK')).toBe('NONE');
  });
});

describe('malifaux-2e §12.1, §12.5 damage pipeline', () => {
  it('malifaux-2e/DM-1 damage lowers Wounds; at 0 or fewer the model is killed', () => {
    expect(applyDamage(5, 4)).toEqual({ wounds: 1, killed: false });
    expect(applyDamage(5, 5)).toEqual({ wounds: 0, killed: true });
    expect(applyDamage(2, 7)).toEqual({ wounds: -5, killed: true });
  });

  it('malifaux-2e/DM-3 static modifiers change the final damage after the flip, additions before subtractions (MA-2)', () => {
    expect(applyDamageModifiers(2, { add: [1], reduce: [{ amount: 2, minimum: 1 }] })).toBe(1); // (2+1)-2
    expect(applyDamageModifiers(2, { reduce: [{ amount: 2, minimum: 1 }], add: [1] })).toBe(1);
    expect(applyDamageModifiers(4, {})).toBe(4);
    expect(applyDamageModifiers(5, { divide: [2], add: [1] })).toBe(4); // 5/2=3, +1
  });

  it('malifaux-2e/DV-23 malifaux-2e/DF-2 malifaux-2e/PV-1 margin 12 (+) and hard cover (−): net 0; 9 on 2/4/6 = 4; +1 x2 suits = 6; Armor +1 = 5; prevention flip 7 prevents 2 -> 3', () => {
    const fate = damageFlipModifiers({ margin: 12, others: [{ bonus: 0, penalty: 1 }] });
    expect(cardsToFlip(netFateModifiers(fate))).toBe(1);
    const r = damageFromFlip('CROW-09', { weak: 2, moderate: 4, severe: 6 }, { add: [1, 1], reduce: [{ amount: 1, minimum: 1 }] });
    expect(r).toEqual({ severity: 'MODERATE', base: 4, final: 5 });
    expect(r.final - preventedBy('TOME-07', r.final)).toBe(3);
  });
});

describe('malifaux-2e §12.6 prevention', () => {
  it.each([
    ['BJ', 6],
    ['RAM-01', 5],
    ['RAM-05', 5],
    ['RAM-06', 4],
    ['RAM-10', 4],
    ['RAM-11', 3],
    ['RAM-13', 3],
    ['RJ', 0],
  ] as [CardId, number][])('malifaux-2e/DV-03 malifaux-2e/PV-1 prevention flip %s vs 6 damage leaves %d', (card, taken) => expect(6 - preventedBy(card, 6)).toBe(taken));

  it('malifaux-2e/PV-1 malifaux-2e/SS-1 only a Master or Henchman with a Soulstone may flip to prevent damage', () => {
    expect(preventionRefusal({ station: 'HENCHMAN', pool: 1, damage: 3 })).toBeNull();
    expect(preventionRefusal({ station: 'ENFORCER', pool: 3, damage: 3 })?.ruleId).toBe('malifaux-2e/SS-1');
    expect(preventionRefusal({ station: 'MASTER', pool: 0, damage: 3 })?.ruleId).toBe('malifaux-2e/SS-2');
    expect(preventionRefusal({ station: 'MASTER', pool: 2, damage: 0 })?.ruleId).toBe('malifaux-2e/PV-1');
  });

  it('malifaux-2e/PV-2 damage that may not be reduced ignores Armor and cannot be prevented', () => {
    expect(applyDamageModifiers(1, { reduce: [{ amount: 2, minimum: 1 }], irreducible: true })).toBe(1);
    expect(applyDamageModifiers(3, { reduce: [{ amount: 2 }], irreducible: true })).toBe(3);
    expect(applyDamageModifiers(3, { reduce: [{ amount: 2 }] })).toBe(1);
    expect(preventionRefusal({ station: 'MASTER', pool: 2, damage: 1, irreducible: true })?.ruleId).toBe('malifaux-2e/PV-2');
  });
});

describe('malifaux-2e §12.7 healing', () => {
  it('malifaux-2e/HL-1 healing is capped at the starting Wounds; the excess is lost', () => {
    expect(applyHealing(3, 8, 2)).toEqual({ wounds: 5, healed: 2, lost: 0 });
    expect(applyHealing(7, 8, 3)).toEqual({ wounds: 8, healed: 1, lost: 2 });
  });

  it.each([
    ['BJ', 0],
    ['RAM-04', 1],
    ['RAM-08', 2],
    ['RAM-13', 3],
    ['RJ', 4],
  ])('malifaux-2e/HL-2 a healing flip 1/2/3 reads like a damage flip: %s heals %d', (card, n) => expect(healingFromFlip(card, { weak: 1, moderate: 2, severe: 3 })).toBe(n));
});
