// mage-wars §10.2 steps 3-4 arithmetic (rules/mage-wars.md): CB-11, CB-14, CB-15, CB-18..CB-20, CB-22, CB-39..CB-41 and
// the worked examples TV-03, TV-10, TV-11, TV-15..TV-24.
import type { AttackBar, Trait } from './cards/card-definition';
import { conditionAllowed, diceCount, effectModifier, effectsFor, isEthereal, strikeDamage, strikesOf, type StrikeContext } from './combat-math';
import { BLANK, C1, C2, N1, N2 } from './dice';
import { highestOf, sumOf, typeModifier } from './traits';

const bar = (over: Partial<AttackBar> = {}): AttackBar => ({ name: 'x', action: 'quick', kind: 'melee', damageTypes: [], dice: 3, effects: [], traits: [], ...over });
const ctx = (over: Partial<StrikeContext> = {}): StrikeContext => ({
  bar: bar(), kind: 'melee', isSpell: false, firstStrike: true, afterMove: false, attackerTraits: [], defenderTraits: [], defenderSubtypes: [],
  defenderLiving: true, defenderDamaged: false, weakMarkers: 0, ...over,
});
const lightningPlus2: Trait = { id: 'TypeModifier', damageType: 'lightning', value: 2 };

describe('mage-wars §10.2 dice count (CB-14)', () => {
  it('mage-wars/TV-18 mage-wars/CB-37 two Weak markers (conditions stack) on a 4-die non-spell attack: 2 dice', () => {
    expect(diceCount(ctx({ bar: bar({ dice: 4 }), weakMarkers: 2 }))).toBe(2);
  });
  it('mage-wars/TV-19 Weak: 2-die attack → 1 (minimum); attack spell → 3; damage barrier → 2', () => {
    expect(diceCount(ctx({ bar: bar({ dice: 2 }), weakMarkers: 2 }))).toBe(1);
    expect(diceCount(ctx({ bar: bar({ dice: 3 }), weakMarkers: 2, isSpell: true, kind: 'ranged' }))).toBe(3);
    expect(diceCount(ctx({ bar: bar({ dice: 2, kind: 'barrier' }), weakMarkers: 2, kind: 'barrier' }))).toBe(2);
  });
  it('mage-wars/TV-24 mage-wars/CB-14 Aegis 5 against 3 dice (and +2 Lightning): the floor of 1 applies once, after the sum', () => {
    expect(diceCount(ctx({ defenderTraits: [{ id: 'Aegis', value: 5 }] }))).toBe(1);
    expect(diceCount(ctx({ bar: bar({ damageTypes: ['lightning'] }), defenderTraits: [{ id: 'Aegis', value: 5 }, lightningPlus2] }))).toBe(1);
    // Aegis does not stack: the highest counts.
    expect(diceCount(ctx({ bar: bar({ dice: 6 }), defenderTraits: [{ id: 'Aegis', value: 1 }, { id: 'Aegis', value: 2 }] }))).toBe(4);
  });
  it('mage-wars/TV-21 mage-wars/CB-40 Lightning Bolt vs Knight of Westlock (Lightning +2): d + 2 dice and effect +2', () => {
    const c = ctx({ bar: bar({ dice: 5, damageTypes: ['lightning'] }), kind: 'ranged', isSpell: true, defenderTraits: [lightningPlus2] });
    expect(diceCount(c)).toBe(7);
    expect(effectModifier(c)).toBe(2);
  });
  it('mage-wars/TV-22 mage-wars/TV-03 the same Knight with Lightning −3: net −1 (modifiers sum)', () => {
    const traits: Trait[] = [lightningPlus2, { id: 'TypeModifier', damageType: 'lightning', value: -3 }];
    expect(typeModifier(traits, 'lightning')).toBe(-1);
    const c = ctx({ bar: bar({ dice: 5, damageTypes: ['lightning'] }), defenderTraits: traits });
    expect(diceCount(c)).toBe(4);
    expect(effectModifier(c)).toBe(-1);
    expect(typeModifier([{ id: 'TypeModifier', damageType: 'lightning', value: 1 }, { id: 'TypeModifier', damageType: 'lightning', value: -2 }], 'lightning')).toBe(-1);
  });
  it('mage-wars/TV-23 mage-wars/CB-41 a Flame attack against the Imp (Immune to Flame): no dice', () => {
    expect(diceCount(ctx({ bar: bar({ damageTypes: ['flame'] }), defenderTraits: [{ id: 'Immunity', damageType: 'flame' }] }))).toBe(0);
    expect(diceCount(ctx({ bar: bar({ damageTypes: ['flame'] }) }))).toBe(3);
  });
  it('mage-wars/TV-20 "+1 vs Nonliving or Dark" against a Nonliving creature: d + 1 dice, effect +1', () => {
    const vs: Trait = { id: 'VsBonus', value: 1, against: ['Nonliving', 'Dark'] };
    const c = ctx({ bar: bar({ traits: [vs] }), defenderTraits: [{ id: 'Nonliving' }] });
    expect(diceCount(c)).toBe(4);
    expect(effectModifier(c)).toBe(1);
    expect(diceCount(ctx({ bar: bar({ traits: [vs] }), defenderTraits: [{ id: 'Living' }] }))).toBe(3);
  });
  it('mage-wars/TV-31 mage-wars/CB-21 Melee +1 on the first strike only; Charge after a move; Bloodthirsty vs a damaged Living target', () => {
    const melee1: Trait = { id: 'Melee', value: 1 };
    expect(diceCount(ctx({ attackerTraits: [melee1] }))).toBe(4);
    expect(diceCount(ctx({ attackerTraits: [melee1], firstStrike: false }))).toBe(3);
    expect(diceCount(ctx({ attackerTraits: [{ id: 'Charge', value: 2 }], afterMove: true }))).toBe(5);
    expect(diceCount(ctx({ attackerTraits: [{ id: 'Bloodthirsty', value: 2 }], defenderDamaged: true }))).toBe(5);
    expect(diceCount(ctx({ attackerTraits: [{ id: 'Bloodthirsty', value: 2 }], defenderDamaged: false }))).toBe(3);
  });
  it('mage-wars/TV-56 Agony-like "2 fewer attack dice" (AttackDice −2)', () => {
    expect(diceCount(ctx({ bar: bar({ dice: 4 }), attackerTraits: [{ id: 'AttackDice', value: -2 }] }))).toBe(2);
  });
  it('mage-wars/CB-15 Tough −2 lowers only the effect die', () => {
    const c = ctx({ defenderTraits: [{ id: 'Tough', value: -2 }] });
    expect(effectModifier(c)).toBe(-2);
    expect(diceCount(c)).toBe(3);
  });
});

describe('mage-wars §10.2 damage (CB-18)', () => {
  it('mage-wars/TV-15 mage-wars/CB-18 2 critical + 1 normal against armor 2: 2 damage', () => {
    expect(strikeDamage([C2, N1, BLANK, BLANK, BLANK, BLANK], { armor: 2, piercing: 0, incorporeal: false, ethereal: false })).toBe(2);
  });
  it('mage-wars/CB-18 armor reduces normal damage only; Piercing lowers armor', () => {
    expect(strikeDamage([N2, N2, C1], { armor: 3, piercing: 0, incorporeal: false, ethereal: false })).toBe(2);
    expect(strikeDamage([N2, N2, C1], { armor: 3, piercing: 2, incorporeal: false, ethereal: false })).toBe(4);
  });
  it('mage-wars/TV-10 mage-wars/TV-11 Incorporeal: normal dice [N1, N2] deal 1; an Ethereal attack deals 3', () => {
    expect(strikeDamage([N1, N2], { armor: 0, piercing: 0, incorporeal: true, ethereal: false })).toBe(1);
    expect(strikeDamage([N1, N2], { armor: 0, piercing: 0, incorporeal: true, ethereal: true })).toBe(3);
  });
});

describe('mage-wars §10.2 effects (CB-19, CB-20)', () => {
  const table = bar({ effects: [{ min: 6, max: 8, effects: [{ kind: 'condition', condition: 'Daze', count: 1 }] }, { min: 9, max: null, effects: [{ kind: 'condition', condition: 'Stun', count: 1 }] }] });
  it('mage-wars/TV-16 mage-wars/CB-19 d12 6 / 9 / 4 → Daze / Stun / nothing; 14 (modified) → the open top row', () => {
    expect(effectsFor(table, 6)).toEqual([{ kind: 'condition', condition: 'Daze', count: 1 }]);
    expect(effectsFor(table, 9)).toEqual([{ kind: 'condition', condition: 'Stun', count: 1 }]);
    expect(effectsFor(table, 4)).toEqual([]);
    expect(effectsFor(table, 14)).toEqual([{ kind: 'condition', condition: 'Stun', count: 1 }]);
  });
  it('mage-wars/TV-17 a row "2 Burn" places two Burn markers', () => {
    expect(effectsFor(bar({ effects: [{ min: 1, max: null, effects: [{ kind: 'condition', condition: 'Burn', count: 2 }] }] }), 7)).toEqual([{ kind: 'condition', condition: 'Burn', count: 2 }]);
  });
  const gate = { isConjuration: false, living: true, attackTypes: [] as string[], poisonImmunityBlocksPoisonConditions: true };
  it.each([
    ['Burn', [{ id: 'Burnproof' }], false],
    ['Burn', [], true],
    ['Weak', [{ id: 'PoisonImmunity' }], false],
    ['Cripple', [{ id: 'Uncontainable' }], false],
    ['Rot', [], true],
  ] as [string, Trait[], boolean][])('mage-wars/CB-20 %s on %j: %s', (condition, traits, allowed) => {
    expect(conditionAllowed(condition as 'Burn', { ...gate, defenderTraits: traits })).toBe(allowed);
  });
  it('mage-wars/CB-20 conjurations are never Stunned or Dazed; Sleep needs a Living target; the poison policy can be turned off', () => {
    expect(conditionAllowed('Stun', { ...gate, defenderTraits: [], isConjuration: true })).toBe(false);
    expect(conditionAllowed('Daze', { ...gate, defenderTraits: [], isConjuration: true })).toBe(false);
    expect(conditionAllowed('Sleep', { ...gate, defenderTraits: [], living: false })).toBe(false);
    expect(conditionAllowed('Weak', { ...gate, defenderTraits: [{ id: 'PoisonImmunity' }], poisonImmunityBlocksPoisonConditions: false })).toBe(true);
  });
});

describe('mage-wars §10.2 strikes and traits', () => {
  it('mage-wars/CB-22 mage-wars/CB-11 Doublestrike 2, Triplestrike 3; ranged strikes once under the literal reading (policy)', () => {
    expect(strikesOf(bar({ traits: [{ id: 'Doublestrike' }] }), 'melee', true)).toBe(2);
    expect(strikesOf(bar({ traits: [{ id: 'Triplestrike' }] }), 'melee', true)).toBe(3);
    expect(strikesOf(bar({ traits: [{ id: 'Doublestrike' }] }), 'ranged', true)).toBe(1);
    expect(strikesOf(bar({ traits: [{ id: 'Doublestrike' }] }), 'ranged', false)).toBe(2);
  });
  it('mage-wars/CB-39 Lightning and Wind are Ethereal by type (policy), Flame is not', () => {
    expect(isEthereal(bar({ damageTypes: ['lightning'] }), true)).toBe(true);
    expect(isEthereal(bar({ damageTypes: ['wind'] }), true)).toBe(true);
    expect(isEthereal(bar({ damageTypes: ['lightning'] }), false)).toBe(false);
    expect(isEthereal(bar({ damageTypes: ['flame'] }), true)).toBe(false);
  });
  it('mage-wars/TV-04 mage-wars/CB-44 Regenerate 2 and 3: the highest, 3, not 5; signed traits sum (RD-5 floor elsewhere)', () => {
    expect(highestOf([{ id: 'Regenerate', value: 2 }, { id: 'Regenerate', value: 3 }], 'Regenerate')).toBe(3);
    expect(sumOf([{ id: 'Armor', value: 2 }, { id: 'Armor', value: -1 }], 'Armor')).toBe(1);
  });
});
