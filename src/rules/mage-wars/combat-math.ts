// mage-wars §10.2 steps 3-4 arithmetic (rules/mage-wars.md; seed 1318-1386, 1433-1445, 2022, 2100, 2112, 2242): dice count
// (CB-14), effect die (CB-15), damage (CB-18), effect table (CB-19) and condition gates (CB-20). Pure functions; the
// traits that change them are hooks in a table (MD-3), so a new trait is one row here, not an `if` in the engine.
import { hasTrait, type AttackBar, type AttackEffect, type ConditionId, type Trait, type TraitId } from './cards/card-definition';
import type { DieFace } from './dice';
import { highestOf, immuneTo } from './traits';

export interface StrikeContext {
  readonly bar: AttackBar;
  readonly kind: 'melee' | 'ranged' | 'barrier' | 'special';
  readonly isSpell: boolean;
  /** CB-21: Melee +X, Bloodthirsty apply to the first strike of the action only. */
  readonly firstStrike: boolean;
  /** Charge +X: the attack comes right after a move action of at least one zone. */
  readonly afterMove: boolean;
  readonly attackerTraits: readonly Trait[];
  readonly defenderTraits: readonly Trait[];
  /** Subtypes of the defender (for "+X vs" bonuses, TV-20). */
  readonly defenderSubtypes: readonly string[];
  readonly defenderLiving: boolean;
  readonly defenderDamaged: boolean;
  readonly weakMarkers: number;
}

export interface Modifier {
  readonly dice?: number;
  readonly effect?: number;
}

type Hook = (t: Trait, c: StrikeContext) => Modifier;

/** Attacker-side traits (its own, granted, and the bar's) that change the dice (CB-14) and the effect die (CB-15). */
export const ATTACKER_HOOKS: Partial<Record<TraitId, Hook>> = {
  Melee: (t, c) => (c.kind === 'melee' && c.firstStrike ? { dice: t.value } : {}),
  Ranged: (t, c) => (c.kind === 'ranged' && !c.bar.zone ? { dice: t.value } : {}),
  Charge: (t, c) => (c.afterMove ? { dice: t.value } : {}),
  Bloodthirsty: (t, c) => (c.kind === 'melee' && c.firstStrike && c.defenderLiving && c.defenderDamaged ? { dice: t.value } : {}),
  // Agony-like effects: "rolls 2 fewer attack dice" (seed 1104). Damage barriers ignore their owner's state (CB-25).
  AttackDice: (t, c) => (c.kind === 'barrier' ? {} : { dice: t.value }),
  // TV-20: "+1 vs Nonliving or Dark" adds to the dice and to the effect die (seed 1330).
  VsBonus: (t, c) =>
    t.against?.some((x) => c.defenderSubtypes.includes(x) || c.defenderTraits.some((d) => d.id === x)) ? { dice: t.value, effect: t.value } : {},
};

/** Defender-side traits. */
export const DEFENDER_HOOKS: Partial<Record<TraitId, Hook>> = {
  // CB-40: `<Type> ±X` gives ±X dice and ±X on the effect die to attacks of that type; several sum.
  TypeModifier: (t, c) => (t.damageType && c.bar.damageTypes.includes(t.damageType) ? { dice: t.value, effect: t.value } : {}),
  // CB-15 / seed 2272: Tough −X lowers the effect die only; stored as its (negative) signed value.
  Tough: (t) => ({ effect: t.value }),
};

/** CB-41: immune to one of the attack's damage types: no attack dice, no effect die. */
export function isImmune(c: Pick<StrikeContext, 'bar' | 'defenderTraits'>): boolean {
  return c.bar.damageTypes.some((d) => immuneTo(c.defenderTraits, d));
}

function sumHooks(c: StrikeContext): { dice: number; effect: number } {
  let dice = 0;
  let effect = 0;
  const add = (m: Modifier): void => {
    dice += m.dice ?? 0;
    effect += m.effect ?? 0;
  };
  for (const t of [...c.attackerTraits, ...c.bar.traits]) add(ATTACKER_HOOKS[t.id]?.(t, c) ?? {});
  // Aegis (defender) never stacks: only the highest counts (seed 2112); it has no row in DEFENDER_HOOKS and is handled
  // apart from the summed hooks (diceCount).
  for (const t of c.defenderTraits) add(DEFENDER_HOOKS[t.id]?.(t, c) ?? {});
  return { dice, effect };
}

/** CB-14: sum every modifier, then the floor of 1 once (TV-24); 0 when the defender is immune (TV-23). */
export function diceCount(c: StrikeContext): number {
  if (isImmune(c)) return 0;
  const { dice } = sumHooks(c);
  // Weak: −1 per marker on non-spell attacks; never on damage barriers (§11.1, TV-19).
  const weak = c.isSpell || c.kind === 'barrier' ? 0 : c.weakMarkers;
  return Math.max(1, c.bar.dice + dice - highestOf(c.defenderTraits, 'Aegis') - weak);
}

/** CB-15: the effect die's modifiers ("+N vs X", damage-type modifiers, Tough). */
export function effectModifier(c: StrikeContext): number {
  return sumHooks(c).effect;
}

/** CB-18: criticals ignore armor; an Incorporeal target counts non-Ethereal 2s as 0 and has no armor (ST-15, ST-17). */
export function strikeDamage(faces: readonly DieFace[], t: { readonly armor: number; readonly piercing: number; readonly incorporeal: boolean; readonly ethereal: boolean }): number {
  let crit = 0;
  let normal = 0;
  for (const f of faces) {
    const value = t.incorporeal && !t.ethereal && f.value === 2 ? 0 : f.value;
    if (f.kind === 'critical') crit += value;
    else if (f.kind === 'normal') normal += value;
  }
  const armor = t.incorporeal ? 0 : Math.max(0, t.armor - t.piercing);
  return crit + Math.max(0, normal - armor);
}

/** CB-19 / G5: the row whose range holds the modified roll (open-ended top row); below the lowest row nothing. */
export function effectsFor(bar: AttackBar, roll: number): readonly AttackEffect[] {
  return bar.effects.find((r) => roll >= r.min && (r.max === null || roll <= r.max))?.effects ?? [];
}

export interface GateContext {
  readonly defenderTraits: readonly Trait[];
  readonly isConjuration: boolean;
  readonly living: boolean;
  readonly attackTypes: readonly string[];
  readonly poisonImmunityBlocksPoisonConditions: boolean;
}

const POISON_CONDITIONS: readonly ConditionId[] = ['Weak', 'Rot', 'Cripple'];

/** CB-20: whether this condition may be placed on this defender. */
export function conditionAllowed(condition: ConditionId, g: GateContext): boolean {
  const t = g.defenderTraits;
  if (condition === 'Burn' && hasTrait(t, 'Burnproof')) return false;
  if (POISON_CONDITIONS.includes(condition) && hasTrait(t, 'PoisonImmunity') && (g.poisonImmunityBlocksPoisonConditions || g.attackTypes.includes('poison')))
    return false;
  if ((condition === 'Stun' || condition === 'Daze' || condition === 'Sleep' || condition === 'Cripple') && g.isConjuration) return false;
  if (condition === 'Cripple' && hasTrait(t, 'Uncontainable')) return false;
  if (condition === 'Sleep' && !g.living) return false;
  if (['Stun', 'Daze', 'Sleep'].includes(condition) && g.attackTypes.includes('psychic') && hasTrait(t, 'PsychicImmunity')) return false;
  return true;
}

/** CB-22: Doublestrike adds one strike, Triplestrike two; CB-11: ranged attacks may skip step 5 (policy). */
export function strikesOf(bar: AttackBar, kind: StrikeContext['kind'], rangedSkips: boolean): number {
  if (kind === 'ranged' && rangedSkips) return 1;
  if (kind === 'barrier' || kind === 'special') return 1;
  return hasTrait(bar.traits, 'Triplestrike') ? 3 : hasTrait(bar.traits, 'Doublestrike') ? 2 : 1;
}

/** CB-39: Lightning and Wind attacks are Ethereal by type (policy); otherwise the bar's trait. */
export function isEthereal(bar: AttackBar, byType: boolean): boolean {
  return hasTrait(bar.traits, 'Ethereal') || (byType && bar.damageTypes.some((d) => d === 'lightning' || d === 'wind'));
}

