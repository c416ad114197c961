// malifaux-2e §12 damage, prevention and healing flips through the machine (seed 002_0afdbbe5c7b94945.txt lines 1335-1388): DF-1, DF-2, DJ-1, PV-1, PV-2, HL-1, HL-2, DM-1, FL-1, DV-23
import { RuleViolation } from '../../core/rule-violation';
import { DuelCommand, FlipTarget } from './duel-commands';
import { DamageResolved, DuelEvent } from './duel-events';
import { dueStep } from './duel-steps';
import { FakeTable, SeatSetup, model, types } from './testing/fake-context';

const rule = (t: FakeTable, c: DuelCommand): string | undefined => {
  try {
    t.do(c);
  } catch (e) {
    return e instanceof RuleViolation ? e.ruleId : String(e);
  }
  return undefined;
};
const damageOf = (events: readonly DuelEvent[]): DamageResolved['data'] => {
  const d = events.find((e): e is DamageResolved => e.type === 'DamageResolved');
  if (!d) throw new Error('no DamageResolved');
  return d.data;
};

const att = model({ modelId: 'att', seat: 'A', station: 'MINION', stat: { name: 'Ml', value: 7 } });
const master = model({ modelId: 'master', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 5 }, wounds: 10, maxWounds: 12 });
const code246 = { weak: 2, moderate: 4, severe: 6 };

/** An Attack won 20 vs 8 (margin 12); then a damage flip against a Master. */
function wonBy12(a: SeatSetup, b: SeatSetup): FakeTable {
  const t = new FakeTable({ A: { ...a, deck: ['RAM-13', ...(a.deck ?? [])] }, B: { soulstones: 2, ...b, deck: ['TOME-03', ...(b.deck ?? [])] } });
  t.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: att, defender: master, action: { name: 'Claw', damage: code246 }, defenderFriendly: false } });
  if (dueStep(t.state).step === 'DECLARE_SOULSTONES') t.do({ type: 'DeclareSoulstones', data: { by: 'B', fateModifiers: 0, suits: [] } });
  t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
  for (let due = dueStep(t.state), n = 0; due.step === 'CHEAT' && n < 2; due = dueStep(t.state), n++) t.do({ type: 'DeclineCheat', data: { by: due.seats[0] } });
  expect(t.state.status === 'DUEL_RESOLVED' && t.state.outcome.margin).toBe(12);
  return t;
}

describe('malifaux-2e §12.5 the damage flip after a duel', () => {
  it('malifaux-2e/DV-23 malifaux-2e/DF-2 malifaux-2e/PV-1 margin 12 (+) and hard cover (−): 9 -> Moderate 4, +1 x2 = 6, Armor 1 -> 5, prevention 7 -> 3', () => {
    const t = wonBy12({ deck: ['CROW-09'] }, { deck: ['TOME-07'] });
    const fs = t.do({ type: 'StartDamageFromDuel', data: { fate: [{ bonus: 0, penalty: 1 }], modifiers: { add: [1, 1], reduce: [{ amount: 1, minimum: 1 }] } } });
    expect(fs[0].data).toMatchObject({ accuracy: { bonus: 1, penalty: 0 }, fate: { bonus: 1, penalty: 1 } });
    const flipped = t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(flipped[0].data).toMatchObject({ flips: [{ cards: ['CROW-09'], requested: 1 }] });
    expect(types(flipped)).toEqual(['DuelCardsFlipped', 'ActiveCardChosen', 'DuelStepSkipped']); // A's hand is empty; prevention is B's choice
    const prevented = t.do({ type: 'FlipPrevention', data: { by: 'B' } });
    expect(types(prevented)).toEqual(['PreventionFlipped', 'DamageResolved']);
    expect(prevented[0].data).toMatchObject({ card: 'TOME-07', prevented: 2, spent: 1, poolAfter: 1 });
    expect(damageOf(prevented)).toMatchObject({ base: 4, afterModifiers: 5, prevented: 2, damage: 3, woundsAfter: 7, killed: false });
    expect(t.pool.get('B')).toBe(1);
    expect(t.discard.get('B')).toEqual(['TOME-03', 'TOME-07']);
  });

  it('malifaux-2e/DF-1 the damaging player flips and may cheat (net 0); the target`s player may not flip for it', () => {
    const t = wonBy12({ deck: ['RAM-02'], hand: ['MASK-12'] }, { soulstones: 0 });
    t.do({ type: 'StartDamageFromDuel', data: { fate: [{ bonus: 0, penalty: 1 }] } });
    expect(rule(t, { type: 'FlipDuelCards', data: { by: 'B' } })).toBe('malifaux-2e/DF-1');
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    const out = t.do({ type: 'CheatFate', data: { by: 'A', card: 'MASK-12' } });
    expect(types(out)).toEqual(['FateCheated', 'DuelStepSkipped', 'DamageResolved']); // prevention: pool empty (SS-2)
    expect(damageOf(out)).toMatchObject({ severity: 'SEVERE', damage: 6, woundsAfter: 4 });
  });

  it('malifaux-2e/DF-1 malifaux-2e/CF-2 no cheat on a damage flip with net < 0 (margin 12 `+` vs cover and a Soulstone `−−`)', () => {
    const t = wonBy12({ deck: ['RAM-02', 'RAM-09'], hand: ['MASK-12'] }, { soulstones: 0 });
    t.do({ type: 'StartDamageFromDuel', data: { fate: [{ bonus: 0, penalty: 2 }] } });
    const out = t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(out[1].data).toMatchObject({ card: 'RAM-02', automatic: true });
    expect(out[2].data).toMatchObject({ step: 'CHEAT', ruleId: 'malifaux-2e/CF-2', reason: expect.stringContaining('FM-5') });
    expect(rule(t, { type: 'CheatFate', data: { by: 'A', card: 'MASK-12' } })).toBe('malifaux-2e/CF-3');
  });

  it('malifaux-2e/DJ-1 a Black Joker deals no damage: no cheat, no prevention, damaging triggers off', () => {
    const t = wonBy12({ deck: ['BJ'], hand: ['MASK-12'] }, {});
    t.do({ type: 'StartDamageFromDuel', data: { modifiers: { reduce: [{ amount: 1, minimum: 1 }] } } });
    const out = t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(out.filter((e) => e.type === 'DuelStepSkipped').map((e) => e.data)).toMatchObject([
      { step: 'CHEAT', ruleId: 'malifaux-2e/CF-2' },
      { step: 'PREVENTION', ruleId: 'malifaux-2e/PV-1' },
    ]);
    expect(damageOf(out)).toMatchObject({ severity: 'NONE', damage: 0, woundsAfter: 10 });
  });

  it('malifaux-2e/PV-1 malifaux-2e/FL-1 the prevention flip is not cheatable: it resolves at once; declining prevents nothing', () => {
    const t = wonBy12({ deck: ['RAM-12'] }, { deck: ['RAM-02'] });
    t.do({ type: 'StartDamageFromDuel', data: {} });
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(rule(t, { type: 'FlipPrevention', data: { by: 'A' } })).toBe('malifaux-2e/PV-1');
    const out = t.do({ type: 'FlipPrevention', data: { by: 'B' } });
    expect(damageOf(out)).toMatchObject({ afterModifiers: 6, prevented: 1, damage: 5 });
    expect(rule(t, { type: 'CheatFate', data: { by: 'B', card: 'CROW-02' } })).toBe('malifaux-2e/CF-3');
    const t2 = wonBy12({ deck: ['RAM-12'] }, {});
    t2.do({ type: 'StartDamageFromDuel', data: {} });
    t2.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(damageOf(t2.do({ type: 'DeclinePrevention', data: { by: 'B' } }))).toMatchObject({ prevented: 0, damage: 6 });
  });
});

describe('malifaux-2e §12 damage without a duel', () => {
  const henchman: FlipTarget = { modelId: 'h', seat: 'B', station: 'HENCHMAN', wounds: 3, maxWounds: 8 };

  it('malifaux-2e/DM-1 malifaux-2e/PV-2 fixed irreducible damage (Poison) skips prevention and can kill', () => {
    const t = new FakeTable({ B: { soulstones: 3 } });
    const out = t.do({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'B' }, target: henchman, amount: { kind: 'FIXED', amount: 3 }, modifiers: { irreducible: true, reduce: [{ amount: 2 }] } } });
    expect(out[1].data).toMatchObject({ step: 'PREVENTION', ruleId: 'malifaux-2e/PV-2' });
    expect(damageOf(out)).toMatchObject({ damage: 3, woundsAfter: 0, killed: true });
    const t2 = new FakeTable({ B: { soulstones: 3 } });
    t2.do({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'B' }, target: henchman, amount: { kind: 'FIXED', amount: 3 } } });
    expect(t2.state.status).toBe('FLIPPING');
  });

  it('malifaux-2e/FL-1 a hazardous-terrain damage flip (by the opposing player) cannot be cheated', () => {
    const t = new FakeTable({ A: { deck: ['RAM-03'], hand: ['RAM-13'] }, B: { soulstones: 0 } });
    const out = [
      ...t.do({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: henchman, amount: { kind: 'FLIP', track: code246 }, flipType: 'HAZARDOUS_TERRAIN_DAMAGE' } }),
      ...t.do({ type: 'FlipDuelCards', data: { by: 'A' } }),
    ];
    expect(out.find((e) => e.type === 'DuelStepSkipped')?.data).toMatchObject({ step: 'CHEAT', reason: expect.stringContaining('FL-1') });
    expect(damageOf(out).damage).toBe(2);
  });
});

describe('malifaux-2e §12.7 healing flips', () => {
  const healed: FlipTarget = { modelId: 'h', seat: 'B', station: 'MINION', wounds: 5, maxWounds: 6 };

  it('malifaux-2e/HL-2 malifaux-2e/HL-1 the healed model`s player flips and may cheat; healing stops at the starting Wounds', () => {
    const t = new FakeTable({ A: { deck: ['RAM-01'] }, B: { deck: ['RAM-02'], hand: ['MASK-11'] } });
    t.do({ type: 'StartHealing', data: { healed, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } } } });
    expect(rule(t, { type: 'FlipDuelCards', data: { by: 'A' } })).toBe('malifaux-2e/HL-2');
    t.do({ type: 'FlipDuelCards', data: { by: 'B' } });
    const out = t.do({ type: 'CheatFate', data: { by: 'B', card: 'MASK-11' } });
    expect(out[1]).toMatchObject({ type: 'HealingResolved', data: { amount: 3, healed: 1, lost: 2, woundsAfter: 6 } });
    expect(t.discard.get('B')).toEqual(['RAM-02', 'MASK-11']);
  });

  it('malifaux-2e/HL-1 a fixed heal below the cap is healed in full', () => {
    const t = new FakeTable({ B: {} });
    const out = t.do({ type: 'StartHealing', data: { healed: { ...healed, wounds: 2 }, amount: { kind: 'FIXED', amount: 3 } } });
    expect(out[1]).toMatchObject({ type: 'HealingResolved', data: { healed: 3, lost: 0, woundsAfter: 5 } });
  });
});
