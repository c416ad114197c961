// mage-wars §10.2 steps 3-4 arithmetic (rules/mage-wars.md; seed 1330, 1336-1366, 2112): the "+N vs X" bonus matches a
// subtype or ANY one of the defender's traits (TV-20), Aegis only lowers the dice, never the effect die (CB-14, CB-15),
// and a blank face is no damage whatever its value (CB-16, CB-18) (issue 15: the survivors of combat-math.ts).
import type { AttackBar, Trait } from './cards/card-definition';
import { diceCount, effectModifier, strikeDamage, type StrikeContext } from './combat-math';
import { C1, N1, type DieFace } from './dice';

const bar = (over: Partial<AttackBar> = {}): AttackBar => ({ name: 'x', action: 'quick', kind: 'melee', damageTypes: [], dice: 3, effects: [], traits: [], ...over });
const ctx = (over: Partial<StrikeContext> = {}): StrikeContext => ({
  bar: bar(), kind: 'melee', isSpell: false, firstStrike: true, afterMove: false, attackerTraits: [], defenderTraits: [], defenderSubtypes: [],
  defenderLiving: true, defenderDamaged: false, weakMarkers: 0, ...over,
});
const vs = (against?: string[]): AttackBar => bar({ traits: [{ id: 'VsBonus', value: 1, ...(against ? { against } : {}) }] });
const noArmor = { armor: 0, piercing: 0, incorporeal: false, ethereal: false };

describe('mage-wars §10.2 "+N vs X" bonuses (TV-20, CB-14, CB-15)', () => {
  it.each<[string, number, number, AttackBar, readonly string[], readonly Trait[]]>([
    ['a trait-less, subtype-less defender', 3, 0, vs(['Nonliving']), [], []],
    ['a defender with other traits only', 3, 0, vs(['Nonliving']), ['Animal'], [{ id: 'Flying' }, { id: 'Fast' }]],
    ['a defender with the named trait among others', 4, 1, vs(['Nonliving']), [], [{ id: 'Flying' }, { id: 'Nonliving' }]],
    ['a defender with the named subtype', 4, 1, vs(['Nonliving', 'Dark']), ['Dark'], []],
    ['a bonus that names nothing', 3, 0, vs(), ['Dark'], [{ id: 'Nonliving' }]],
  ])('mage-wars/TV-20 "+1 vs" against %s: %d dice, effect die %d', (_what, dice, effect, b, subtypes, traits) => {
    const c = ctx({ bar: b, defenderSubtypes: subtypes, defenderTraits: traits });
    expect(diceCount(c)).toBe(dice);
    expect(effectModifier(c)).toBe(effect);
  });

  it('mage-wars/CB-14 Aegis lowers the dice (highest only) and leaves the effect die alone', () => {
    const c = ctx({ bar: bar({ dice: 5 }), defenderTraits: [{ id: 'Aegis', value: 1 }, { id: 'Aegis', value: 2 }, { id: 'Tough', value: -1 }] });
    expect(diceCount(c)).toBe(3);
    expect(effectModifier(c)).toBe(-1);
  });
});

describe('mage-wars §10.2 reading the attack dice (CB-16, CB-18)', () => {
  it.each<[string, number, readonly DieFace[]]>([
    ['a blank carrying a value', 0, [{ kind: 'blank', value: 2 }]],
    ['a blank carrying a value beside a normal 1 and a critical 1', 2, [{ kind: 'blank', value: 1 }, N1, C1]],
  ])('mage-wars/CB-16 a blank is no damage: %s deals %d', (_what, dealt, faces) => {
    expect(strikeDamage(faces, noArmor)).toBe(dealt);
  });
});
