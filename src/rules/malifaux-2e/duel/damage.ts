// malifaux-2e §12 Damage, damage flip, prevention, healing (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1321-1388): DM-1..DM-3, DF-1, DF-2, DJ-1, DJ-2, PV-1, PV-2, HL-1, HL-2, §12.3, §12.5
import { RuleViolation } from '../../core/rule-violation';
import { CardId } from '../../malifaux/cards';
import { amountOf, type Band, bandOf } from '../../malifaux/damage-track';
import { blastMarkers, redJokerDamage, stepDownBand } from '../../malifaux/duel/damage';
import { healingFromCard } from '../../malifaux/duel/healing';
import { Station, stationUsesSoulstones } from './duel-roles';
import { divideRoundUp } from './duel-total';
import { FateModifiers, addFateModifiers } from './fate-modifiers';
import { combatTotalModifiers, readFixedTable } from '../../malifaux/flip-tables';
import { MALIFAUX_2E } from '../edition';

export const DAMAGE_SECTION = '§12 (seed 1321-1388)';

/** DM-2: a damage (or healing) flip code Weak/Moderate/Severe, e.g. 2/3/5 (shared by the editions, malifaux/damage-track.ts). */
export type { DamageTrack } from '../../malifaux/damage-track';
import type { DamageTrack } from '../../malifaux/damage-track';

export type Severity = 'NONE' | 'WEAK' | 'MODERATE' | 'SEVERE' | 'SEVERE_PLUS_WEAK';

/** 2E's names for the shared damage bands (malifaux/damage-track.ts): the Red Joker is "Severe + Weak" (§12.2). */
const SEVERITY_OF: Readonly<Record<Band, Severity>> = { NONE: 'NONE', WEAK: 'WEAK', MODERATE: 'MODERATE', SEVERE: 'SEVERE', RED_JOKER: 'SEVERE_PLUS_WEAK' };
const BAND_OF: Readonly<Record<Severity, Band>> = { NONE: 'NONE', WEAK: 'WEAK', MODERATE: 'MODERATE', SEVERE: 'SEVERE', SEVERE_PLUS_WEAK: 'RED_JOKER' };

/** BL-2, A-11(b): the Blast Markers a damage result places (the Red Joker uses the Severe entry's count). */
export function blastsFor(severity: Severity, track: DamageTrack): number {
  return blastMarkers(track, BAND_OF[severity]);
}

/** §12.2: BJ none, 1-5 Weak, 6-10 Moderate, 11-13 Severe, RJ Severe + Weak. No card counts as the BJ. */
export function severityOf(card: CardId | null): Severity {
  return SEVERITY_OF[bandOf(card)];
}

/** §12.2, DJ-1: the track's amount; the Red Joker's is MALIFAUX_2E.redJokerDamage (§18 "RJ on the damage flip"). */
export function damageForSeverity(severity: Severity, track: DamageTrack): number {
  const band = BAND_OF[severity];
  return band === 'RED_JOKER' ? redJokerDamage(MALIFAUX_2E, track, null) : amountOf(band, track);
}

/** DJ-2, §16.3: one step lower; a stepped-down Red Joker is Moderate; a stepped-down Weak deals nothing. */
export function stepDown(severity: Severity): Severity {
  return SEVERITY_OF[stepDownBand(BAND_OF[severity])];
}

/** §12.3 (DV-01): the Accuracy Modifier of a damage flip that comes from an Opposed Duel the Attacker won. */
export function accuracyModifier(margin: number): FateModifiers {
  if (margin < 0) throw new RuleViolation('malifaux-2e/DU-O6', '§4.4 (seed 748-756)', 'the Attacker lost the duel: no damage flip');
  // The table is edition data (malifaux-2e/edition.ts), shared with 1E's combat total (rules/malifaux-1e.md §18).
  return combatTotalModifiers(MALIFAUX_2E.combatTotalTable, margin) ?? { bonus: 0, penalty: 0 };
}

/**
 * DF-2: a damage flip does not inherit the duel's modifiers; only what says it changes the damage flip applies:
 * the Accuracy Modifier (margin, null when not from an Opposed Duel), the Defender's Soulstone `−`, and `others`
 * (hard cover, Focused, triggers...).
 */
export function damageFlipModifiers(a: { margin: number | null; defenderSoulstonePenalty?: number; others?: readonly FateModifiers[] }): FateModifiers {
  const acc = a.margin === null ? { bonus: 0, penalty: 0 } : accuracyModifier(a.margin);
  return addFateModifiers(acc, { bonus: 0, penalty: a.defenderSoulstonePenalty ?? 0 }, ...(a.others ?? []));
}

/** DM-3: static modifiers applied to the final damage, in MA-2 order. A reduction may stop at a minimum (Armor: 1). */
export interface DamageModifiers {
  readonly multiply?: readonly number[];
  readonly divide?: readonly number[];
  readonly add?: readonly number[];
  readonly reduce?: readonly { readonly amount: number; readonly minimum?: number }[];
  /** PV-2: damage that "may not be reduced or negated" (Poison): reductions and prevention don't apply. */
  readonly irreducible?: boolean;
  /** The target's Hard to Kill Ability: applied to the damage as suffered, after every Trigger of the moment (GT-1). */
  readonly hardToKill?: boolean;
}

/**
 * Hard to Kill (an Ability on the card): a model with 2 or more Wounds that suffers damage that would kill it is reduced
 * to 1 Wound instead. GT-1 / TR-7 (seed 1314): Triggers resolve before Abilities of the same moment, so the damage it
 * looks at already holds a "when damaging" Trigger's addition (Critical Strike); it never lifts irreducible damage.
 */
export function hardToKillDamage(wounds: number, damage: number, mods: DamageModifiers = {}): number {
  return mods.hardToKill === true && !mods.irreducible && wounds >= 2 && damage >= wounds ? wounds - 1 : damage;
}

/**
 * DM-3, MA-2, DJ-1: base 0 (Black Joker) stays 0 - no damage was dealt, so "when damaging" additions and "minimum 1"
 * reductions don't apply. Otherwise multiply, divide (rounded up), add, then reduce (never below a reduction's minimum).
 */
export function applyDamageModifiers(base: number, mods: DamageModifiers = {}): number {
  if (base <= 0) return 0;
  let v = base;
  for (const m of mods.multiply ?? []) v *= m;
  for (const d of mods.divide ?? []) v = divideRoundUp(v, d);
  for (const a of mods.add ?? []) v += a;
  if (!mods.irreducible) for (const r of mods.reduce ?? []) v = Math.max(v - r.amount, Math.min(v, r.minimum ?? 0));
  return Math.max(0, v);
}

export interface DamageFlipResult {
  readonly severity: Severity;
  readonly base: number;
  readonly final: number;
}

/** §12.5 steps 3-5: severity of the active card (optionally stepped down, DJ-2), base amount, static modifiers. */
export function damageFromFlip(card: CardId | null, track: DamageTrack, mods?: DamageModifiers, steppedDown = false): DamageFlipResult {
  const sev = steppedDown ? stepDown(severityOf(card)) : severityOf(card);
  const base = damageForSeverity(sev, track);
  return { severity: sev, base, final: applyDamageModifiers(base, mods) };
}

/** PV-1 table: how much a prevention flip prevents from `damage` (RJ: all of it). */
export function preventedBy(card: CardId | null, damage: number): number {
  return readFixedTable(MALIFAUX_2E.prevention, card, damage);
}

/** PV-1, SS-1, SS-2, PV-2: may this model spend a Soulstone for a prevention flip against this damage? */
export function preventionRefusal(a: { station: Station; pool: number; damage: number; irreducible?: boolean }): RuleViolation | null {
  const s = '§12.6 (seed 1372-1381)';
  if (!stationUsesSoulstones(a.station)) return new RuleViolation('malifaux-2e/SS-1', s, `a ${a.station} model may not spend Soulstones (Masters and Henchmen only)`);
  if (a.irreducible) return new RuleViolation('malifaux-2e/PV-2', s, 'this damage may not be reduced or negated');
  if (a.damage <= 0) return new RuleViolation('malifaux-2e/PV-1', s, 'there is no damage to prevent');
  if (a.pool < 1) return new RuleViolation('malifaux-2e/SS-2', s, 'the Soulstone Pool is empty');
  return null;
}

/**
 * DM-1, HL-1: a model in play has 1 to its starting (maximum) Wounds: at 0 or fewer it was killed and removed (DM-1), and
 * healing never takes it above its starting Wd (HL-1). `ruleId` names the rule of the flow that checks it.
 */
export function assertWoundsInRange(m: { readonly modelId: string; readonly wounds: number; readonly maxWounds: number }, ruleId: string): void {
  const ok =
    Number.isInteger(m.maxWounds) &&
    // Stryker disable next-line ConditionalExpression: 1 ≤ wounds ≤ maxWounds (checked below) already implies maxWounds ≥ 1
    m.maxWounds >= 1 &&
    Number.isInteger(m.wounds) &&
    m.wounds >= 1 &&
    m.wounds <= m.maxWounds;
  if (!ok) throw new RuleViolation(ruleId, DAMAGE_SECTION, `${m.modelId}: Wounds must be a whole number from 1 to its maximum Wd (${m.maxWounds}), got ${m.wounds}`);
}

/** DM-1: damage lowers current Wounds; at 0 or fewer the model is killed. */
export function applyDamage(wounds: number, damage: number): { wounds: number; killed: boolean } {
  const w = wounds - Math.max(0, damage);
  return { wounds: w, killed: w <= 0 };
}

/** HL-1: healing raises Wounds up to the starting Wd; the excess is lost. */
export function applyHealing(wounds: number, maxWounds: number, amount: number): { wounds: number; healed: number; lost: number } {
  const w = Math.min(maxWounds, wounds + Math.max(0, amount));
  return { wounds: w, healed: w - wounds, lost: Math.max(0, amount) - (w - wounds) };
}

/** HL-2: a healing flip reads like a damage flip (same Jokers), and the healed model's controller flips and may cheat. */
export function healingFromFlip(card: CardId | null, track: DamageTrack): number {
  return healingFromCard(MALIFAUX_2E, card, { track });
}
