// mage-wars §10.2 steps 3-4 arithmetic (rules/mage-wars.md): CB-14, CB-15, CB-18..CB-22, CB-39..CB-41. The condition of
// each trait hook, the floors of the damage formula and the inclusive bounds of the effect table (issue 15: tests that
// make the mutants of combat-math.ts fail).
import type { AttackBar, ConditionId, Trait } from './cards/card-definition';
import { conditionAllowed, diceCount, effectModifier, effectsFor, isEthereal, isImmune, strikeDamage, strikesOf, type GateContext, type StrikeContext } from './combat-math';
import { BLANK, C1, C2, N1, N2 } from './dice';

const bar = (over: Partial<AttackBar> = {}): AttackBar => ({ name: 'x', action: 'quick', kind: 'melee', damageTypes: [], dice: 3, effects: [], traits: [], ...over });
const ctx = (over: Partial<StrikeContext> = {}): StrikeContext => ({
  bar: bar(), kind: 'melee', isSpell: false, firstStrike: true, afterMove: false, attackerTraits: [], defenderTraits: [], defenderSubtypes: [],
  defenderLiving: true, defenderDamaged: false, weakMarkers: 0, ...over,
});
const target = (over: Partial<Parameters<typeof strikeDamage>[1]> = {}) => ({ armor: 0, piercing: 0, incorporeal: false, ethereal: false, ...over });

describe('mage-wars §10.2 dice count hooks (CB-14, CB-15)', () => {
  it.each<[string, Partial<StrikeContext>, number]>([
    ['Melee +1 on a melee first strike', { attackerTraits: [{ id: 'Melee', value: 1 }] }, 4],
    ['Melee +1 on a ranged attack', { attackerTraits: [{ id: 'Melee', value: 1 }], kind: 'ranged' }, 3],
    ['Melee +1 on the bar itself', { bar: bar({ traits: [{ id: 'Melee', value: 1 }] }) }, 4],
    ['Ranged +2 on a ranged attack', { attackerTraits: [{ id: 'Ranged', value: 2 }], kind: 'ranged' }, 5],
    ['Ranged +2 on a melee attack', { attackerTraits: [{ id: 'Ranged', value: 2 }] }, 3],
    ['Ranged +2 on a zone attack', { attackerTraits: [{ id: 'Ranged', value: 2 }], kind: 'ranged', bar: bar({ zone: true }) }, 3],
    ['Charge +1 without a move', { attackerTraits: [{ id: 'Charge', value: 1 }] }, 3],
    ['Bloodthirsty +1 on a second strike', { attackerTraits: [{ id: 'Bloodthirsty', value: 1 }], defenderDamaged: true, firstStrike: false }, 3],
    ['Bloodthirsty +1 against a damaged Nonliving target', { attackerTraits: [{ id: 'Bloodthirsty', value: 1 }], defenderDamaged: true, defenderLiving: false }, 3],
    ['Bloodthirsty +1 on a ranged attack', { attackerTraits: [{ id: 'Bloodthirsty', value: 1 }], defenderDamaged: true, kind: 'ranged' }, 3],
    ['AttackDice −1', { attackerTraits: [{ id: 'AttackDice', value: -1 }] }, 2],
    ['AttackDice −1 on a damage barrier', { attackerTraits: [{ id: 'AttackDice', value: -1 }], kind: 'barrier' }, 3],
    ['"+1 vs Dark" against a Dark subtype', { bar: bar({ traits: [{ id: 'VsBonus', value: 1, against: ['Dark'] }] }), defenderSubtypes: ['Dark'] }, 4],
    ['a "+1 vs" with nothing to apply against', { bar: bar({ traits: [{ id: 'VsBonus', value: 1 }] }), defenderSubtypes: ['Dark'] }, 3],
    ['Lightning +2 against a Flame attack', { bar: bar({ damageTypes: ['flame'] }), defenderTraits: [{ id: 'TypeModifier', damageType: 'lightning', value: 2 }] }, 3],
    ['a trait without a hook', { attackerTraits: [{ id: 'Nonliving' }], defenderTraits: [{ id: 'Living' }] }, 3],
    ['one Weak marker', { weakMarkers: 1 }, 2],
    ['no modifier', {}, 3],
  ])('mage-wars/CB-14 %s: %d dice', (_what, over, dice) => expect(diceCount(ctx(over))).toBe(dice));

  it.each<[string, Partial<StrikeContext>, number]>([
    ['"+2 vs Dark" against a Dark subtype', { bar: bar({ traits: [{ id: 'VsBonus', value: 2, against: ['Dark'] }] }), defenderSubtypes: ['Dark'] }, 2],
    ['Flame −1 against a Flame attack', { bar: bar({ damageTypes: ['flame'] }), defenderTraits: [{ id: 'TypeModifier', damageType: 'flame', value: -1 }] }, -1],
    ['Tough −1 and Flame +2', { bar: bar({ damageTypes: ['flame'] }), defenderTraits: [{ id: 'Tough', value: -1 }, { id: 'TypeModifier', damageType: 'flame', value: 2 }] }, 1],
    ['Aegis 2 (dice only)', { defenderTraits: [{ id: 'Aegis', value: 2 }] }, 0],
    ['Melee +1 (dice only)', { attackerTraits: [{ id: 'Melee', value: 1 }] }, 0],
  ])('mage-wars/CB-15 %s: effect die %d', (_what, over, effect) => expect(effectModifier(ctx(over))).toBe(effect));

  it('mage-wars/CB-14 a "+X vs" bonus applies against a trait of the defender as well as a subtype', () => {
    expect(diceCount(ctx({ bar: bar({ traits: [{ id: 'VsBonus', value: 2, against: ['Nonliving'] }] }), defenderTraits: [{ id: 'Nonliving' }] }))).toBe(5);
  });

  it('mage-wars/CB-41 immune to any one of the attack’s damage types', () => {
    const immune: Trait[] = [{ id: 'Immunity', damageType: 'flame' }];
    expect(isImmune({ bar: bar({ damageTypes: ['lightning', 'flame'] }), defenderTraits: immune })).toBe(true);
    expect(isImmune({ bar: bar({ damageTypes: ['lightning'] }), defenderTraits: immune })).toBe(false);
    expect(isImmune({ bar: bar({ damageTypes: [] }), defenderTraits: immune })).toBe(false);
  });
});

describe('mage-wars §10.2 damage formula (CB-18)', () => {
  it.each<[string, Parameters<typeof strikeDamage>[0], Partial<Parameters<typeof strikeDamage>[1]>, number]>([
    ['armor above the normal damage: never below 0', [N1, N1], { armor: 5 }, 0],
    ['armor equal to the normal damage', [N2], { armor: 2 }, 0],
    ['armor one below', [N2, N1], { armor: 2 }, 1],
    ['piercing above armor: armor 0, not negative', [N1], { armor: 1, piercing: 3 }, 1],
    ['criticals past armor', [C2, C1], { armor: 9 }, 3],
    ['blanks', [BLANK, BLANK], {}, 0],
    ['Incorporeal: no armor, a critical 2 counts 0 unless Ethereal', [C2, N1], { armor: 4, incorporeal: true }, 1],
    ['Incorporeal against Ethereal: 2s count, no armor', [C2, N2], { armor: 4, incorporeal: true, ethereal: true }, 4],
    ['Ethereal against a corporeal target: armor applies', [N2, N2], { armor: 1, ethereal: true }, 3],
  ])('mage-wars/CB-18 %s', (_what, faces, t, damage) => expect(strikeDamage(faces, target(t))).toBe(damage));
});

describe('mage-wars §10.2 effect table and gates (CB-19, CB-20)', () => {
  const table = bar({ effects: [{ min: 4, max: 6, effects: [{ kind: 'condition', condition: 'Daze', count: 1 }] }, { min: 7, max: 9, effects: [{ kind: 'condition', condition: 'Stun', count: 1 }] }] });
  it.each<[number, string | null]>([
    [3, null],
    [4, 'Daze'],
    [6, 'Daze'],
    [7, 'Stun'],
    [9, 'Stun'],
    [10, null],
  ])('mage-wars/CB-19 a modified roll of %d (closed rows 4-6, 7-9): %s', (roll, condition) => {
    const got = effectsFor(table, roll);
    expect(got.length === 0 ? null : (got[0] as { condition: string }).condition).toBe(condition);
  });

  const gate: GateContext = { defenderTraits: [], isConjuration: false, living: true, attackTypes: [], poisonImmunityBlocksPoisonConditions: false };
  it.each<[ConditionId, Partial<GateContext>, boolean]>([
    ['Weak', { defenderTraits: [{ id: 'PoisonImmunity' }], attackTypes: ['poison'] }, false],
    ['Rot', { defenderTraits: [{ id: 'PoisonImmunity' }], attackTypes: ['flame'] }, true],
    ['Rot', { defenderTraits: [{ id: 'PoisonImmunity' }], poisonImmunityBlocksPoisonConditions: true }, false],
    ['Burn', { defenderTraits: [{ id: 'PoisonImmunity' }], poisonImmunityBlocksPoisonConditions: true }, true],
    ['Cripple', { isConjuration: true }, false],
    ['Sleep', { isConjuration: true }, false],
    ['Burn', { isConjuration: true }, true],
    ['Cripple', {}, true],
    ['Stun', { defenderTraits: [{ id: 'Uncontainable' }] }, true],
    ['Sleep', { living: true }, true],
    ['Daze', { living: false }, true],
    ['Stun', { attackTypes: ['psychic'], defenderTraits: [{ id: 'PsychicImmunity' }] }, false],
    ['Daze', { attackTypes: ['psychic'], defenderTraits: [{ id: 'PsychicImmunity' }] }, false],
    ['Sleep', { attackTypes: ['psychic'], defenderTraits: [{ id: 'PsychicImmunity' }] }, false],
    ['Stun', { attackTypes: ['flame'], defenderTraits: [{ id: 'PsychicImmunity' }] }, true],
    ['Stun', { attackTypes: ['psychic'] }, true],
    ['Weak', { attackTypes: ['psychic'], defenderTraits: [{ id: 'PsychicImmunity' }] }, true],
  ])('mage-wars/CB-20 %s with %j: allowed %s', (condition, over, allowed) => expect(conditionAllowed(condition, { ...gate, ...over })).toBe(allowed));
});

describe('mage-wars §10.2 strikes and Ethereal (CB-22, CB-11, CB-39)', () => {
  it.each<[Trait[], StrikeContext['kind'], boolean, number]>([
    [[], 'melee', false, 1],
    [[{ id: 'Doublestrike' }], 'barrier', false, 1],
    [[{ id: 'Triplestrike' }], 'special', false, 1],
    [[{ id: 'Triplestrike' }], 'ranged', false, 3],
    [[{ id: 'Triplestrike' }, { id: 'Doublestrike' }], 'melee', true, 3],
  ])('mage-wars/CB-22 traits %j on a %s attack (ranged skips %s): %d strike(s)', (traits, kind, skips, n) => expect(strikesOf(bar({ traits }), kind, skips)).toBe(n));

  it('mage-wars/CB-39 an Ethereal trait makes any attack Ethereal, whatever the policy', () => {
    expect(isEthereal(bar({ traits: [{ id: 'Ethereal' }], damageTypes: ['flame'] }), false)).toBe(true);
    expect(isEthereal(bar({ damageTypes: ['flame', 'wind'] }), true)).toBe(true);
    expect(isEthereal(bar({ damageTypes: [] }), true)).toBe(false);
  });
});
