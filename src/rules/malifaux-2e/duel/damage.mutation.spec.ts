// malifaux-2e §12 Damage (seed 002_0afdbbe5c7b94945.txt lines 748-756, 1312-1388): the whole refusals of damage.ts (rule,
// section, message) and Hard to Kill at each edge of its clauses (mutation tests, issue 15): DM-1, HL-1, DU-O6, PV-1, PV-2,
// SS-1, SS-2, GT-1, DM-3
import { RuleViolation } from '../../core/rule-violation';
import { accuracyModifier, assertWoundsInRange, hardToKillDamage, preventionRefusal } from './damage';
import { refusalOf } from '../testing/refusal';

describe('malifaux-2e §12 Wounds in play: whole refusals', () => {
  it('malifaux-2e/DM-1 a model in play has 1 Wound at least: 0 is refused under §12, 1 is accepted', () => {
    expect(refusalOf(() => assertWoundsInRange({ modelId: 'm', wounds: 0, maxWounds: 5 }, 'malifaux-2e/DM-1'))).toEqual({
      ruleId: 'malifaux-2e/DM-1',
      section: '§12 (seed 1321-1388)',
      message: 'm: Wounds must be a whole number from 1 to its maximum Wd (5), got 0',
    });
    expect(refusalOf(() => assertWoundsInRange({ modelId: 'm', wounds: 1, maxWounds: 5 }, 'malifaux-2e/DM-1'))).toBeUndefined();
    expect(refusalOf(() => assertWoundsInRange({ modelId: 'm', wounds: 1, maxWounds: 1 }, 'malifaux-2e/DM-1'))).toBeUndefined();
  });

  it('malifaux-2e/HL-1 a model never holds more than its starting Wd: Wd 5 accepts 5 and refuses 6, citing the rule of the caller', () => {
    expect(refusalOf(() => assertWoundsInRange({ modelId: 'm', wounds: 5, maxWounds: 5 }, 'malifaux-2e/HL-1'))).toBeUndefined();
    expect(refusalOf(() => assertWoundsInRange({ modelId: 'm', wounds: 6, maxWounds: 5 }, 'malifaux-2e/HL-1'))).toEqual({
      ruleId: 'malifaux-2e/HL-1',
      section: '§12 (seed 1321-1388)',
      message: 'm: Wounds must be a whole number from 1 to its maximum Wd (5), got 6',
    });
  });

  it('malifaux-2e/DM-1 Wounds and the starting Wd are whole numbers', () => {
    expect(refusalOf(() => assertWoundsInRange({ modelId: 'm', wounds: 5, maxWounds: 5.5 }, 'malifaux-2e/DM-1'))?.message).toBe('m: Wounds must be a whole number from 1 to its maximum Wd (5.5), got 5');
    expect(refusalOf(() => assertWoundsInRange({ modelId: 'm', wounds: 2.5, maxWounds: 5 }, 'malifaux-2e/DM-1'))?.message).toBe('m: Wounds must be a whole number from 1 to its maximum Wd (5), got 2.5');
  });
});

describe('malifaux-2e §12.3 the Accuracy Modifier', () => {
  it('malifaux-2e/DU-O6 a lost duel (margin -1) has no damage flip, refused under §4.4; a tie (margin 0) flips at −−', () => {
    expect(refusalOf(() => accuracyModifier(-1))).toEqual({
      ruleId: 'malifaux-2e/DU-O6',
      section: '§4.4 (seed 748-756)',
      message: 'the Attacker lost the duel: no damage flip',
    });
    expect(accuracyModifier(0)).toEqual({ bonus: 0, penalty: 2 });
  });
});

describe('malifaux-2e §12.6 prevention flip: whole refusals', () => {
  const S = '§12.6 (seed 1372-1381)';
  const whole = (r: RuleViolation | null): object | null => r && { ruleId: r.ruleId, section: r.section, message: r.message };

  it('malifaux-2e/SS-1 a Minion spends no Soulstone on prevention', () => {
    expect(whole(preventionRefusal({ station: 'MINION', pool: 3, damage: 4 }))).toEqual({
      ruleId: 'malifaux-2e/SS-1',
      section: S,
      message: 'a MINION model may not spend Soulstones (Masters and Henchmen only)',
    });
  });

  it('malifaux-2e/PV-2 damage that may not be reduced or negated is not prevented', () => {
    expect(whole(preventionRefusal({ station: 'MASTER', pool: 3, damage: 4, irreducible: true }))).toEqual({ ruleId: 'malifaux-2e/PV-2', section: S, message: 'this damage may not be reduced or negated' });
  });

  it('malifaux-2e/PV-1 no damage, nothing to prevent; 1 damage may be prevented', () => {
    expect(whole(preventionRefusal({ station: 'HENCHMAN', pool: 3, damage: 0 }))).toEqual({ ruleId: 'malifaux-2e/PV-1', section: S, message: 'there is no damage to prevent' });
    expect(preventionRefusal({ station: 'HENCHMAN', pool: 1, damage: 1 })).toBeNull();
  });

  it('malifaux-2e/SS-2 an empty Pool pays for no prevention flip', () => {
    expect(whole(preventionRefusal({ station: 'MASTER', pool: 0, damage: 2 }))).toEqual({ ruleId: 'malifaux-2e/SS-2', section: S, message: 'the Soulstone Pool is empty' });
  });
});

describe('malifaux-2e §11 Hard to Kill: damage that would kill a model with 2 or more Wounds leaves it at 1', () => {
  it.each([
    // wounds, damage, suffered
    [5, 3, 3], // short of lethal by 2: untouched
    [5, 4, 4], // short of lethal by 1: untouched
    [5, 5, 4], // exactly lethal: 1 Wound left
    [5, 9, 4], // far past lethal: 1 Wound left
    [2, 2, 1], // 2 Wounds is enough
    [2, 1, 1], // 1 damage on 2 Wounds does not kill
    [1, 3, 3], // 1 Wound is not: the model dies
    [1, 1, 1],
  ])('malifaux-2e/GT-1 malifaux-2e/DM-3 Hard to Kill on %i Wounds: %i damage is suffered as %i', (wounds, damage, suffered) => {
    expect(hardToKillDamage(wounds, damage, { hardToKill: true })).toBe(suffered);
  });

  it('malifaux-2e/GT-1 without Hard to Kill lethal damage is suffered whole', () => {
    expect(hardToKillDamage(5, 6)).toBe(6);
    expect(hardToKillDamage(5, 6, {})).toBe(6);
    expect(hardToKillDamage(5, 6, { hardToKill: false })).toBe(6);
    expect(hardToKillDamage(5, 6, { irreducible: false })).toBe(6);
  });

  it('malifaux-2e/PV-2 Hard to Kill never lifts damage that may not be reduced or negated; reducible damage it does', () => {
    expect(hardToKillDamage(5, 6, { hardToKill: true, irreducible: true })).toBe(6);
    expect(hardToKillDamage(5, 6, { hardToKill: true, irreducible: false })).toBe(4);
  });
});
