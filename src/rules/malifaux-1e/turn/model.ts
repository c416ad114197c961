// malifaux-1e §3 Models (rules/malifaux-1e.md §3.1-§3.8, seed 000_8cac2ea3b25a10d7.txt lines 495-972): the stat card as
// data, Bash (CB-0), stat floors (SM-1), Use Soulstone (SS-4), and a model's state on the table.
import type { SeatId } from '../../core/decider';
import type { Suit } from '../../malifaux/cards';
import type { EditionProfile } from '../../malifaux/edition';
import type { DamageTrack } from '../../malifaux/damage-track';

export type Station1e = 'MASTER' | 'HENCHMAN' | 'MINION';

/** §3.1 item 7: a weapon: melee or ranged, Rg, Cb (with suits), Dg weak/moderate/severe, Paired, AP cost. */
export interface Weapon {
  readonly name: string;
  readonly kind: 'MELEE' | 'RANGED';
  readonly rg: number;
  readonly cb: number;
  readonly cbSuits: readonly Suit[];
  readonly dg: DamageTrack;
  readonly paired: boolean;
  readonly ap: number;
  readonly triggers: readonly { readonly name: string; readonly suits: readonly Suit[] }[];
}

/** CB-0 (W5): every model can always attack with Bash, Rg 1, Cb 3, Dg 0/1/2. */
export const BASH: Weapon = { name: 'Bash', kind: 'MELEE', rg: 1, cb: 3, cbSuits: [], dg: { weak: 0, moderate: 1, severe: 2 }, paired: false, ap: 1, triggers: [] };

export interface Stats1e {
  readonly wk: number;
  readonly cg: number | null;
  readonly ht: number;
  readonly wp: number;
  readonly ca: number;
  readonly df: number;
  readonly wd: number;
}

/** §8.5 action modifiers; TI-6: their end is fixed by their own definitions. `defensive`: §10.1, until Closing step D. */
export interface Modifiers1e {
  readonly fast: boolean;
  readonly slow: boolean;
  readonly paralyzed: boolean;
  readonly reactivate: boolean;
  readonly defensive: boolean;
}

export const NO_MODIFIERS: Modifiers1e = { fast: false, slow: false, paralyzed: false, reactivate: false, defensive: false };

export interface ModelState {
  readonly id: string;
  readonly name: string;
  readonly seat: SeatId;
  readonly station: Station1e;
  readonly characteristics: readonly string[];
  readonly stats: Stats1e;
  readonly wounds: number;
  readonly weapons: readonly Weapon[];
  /** §3.3: 30, 40 or 50 mm. */
  readonly baseMm: 30 | 40 | 50;
  /** AP-7 (W3): specific AP for melee attacks, e.g. (+1) Melee Expert; several sources don't stack (at most 1 each). */
  readonly meleeAp: number;
  /** Armor +# from the card (ST-2: Armor values stack); hard cover adds its +1 per attack (§10.4). */
  readonly armor: number;
  readonly modifiers: Modifiers1e;
  readonly activations: number;
  /** PL-3: REPLACED, removed from the table by a replacement (not killed). */
  readonly status: 'IN_PLAY' | 'KILLED' | 'REPLACED';
  /** TF-2 / TF-3: while transformed, the original profile, swapped back in when the transformation ends. */
  readonly transformedFrom?: ModelState;
}

/** SS-4: Masters and Henchmen have Use Soulstone unless their card says otherwise. */
export function usesSoulstones(m: Pick<ModelState, 'station' | 'characteristics'>): boolean {
  if (m.characteristics.some((c) => c.toLowerCase() === 'no use soulstone')) return false;
  return m.station === 'MASTER' || m.station === 'HENCHMAN';
}

// SM-1, TI-7, GEN-2: the edition-driven stat arithmetic is shared (malifaux/stats.ts).
export { effectiveStat, halve } from '../../malifaux/stats';
import { effectiveStat, halve } from '../../malifaux/stats';

/** §10.1, W24: a model in Defensive Stance has −2 Wk / −2 Cg, floor 1 (§3.1). */
export function walkOf(profile: EditionProfile, m: ModelState): number {
  return effectiveStat(profile, 'Wk', m.stats.wk, [], m.modifiers.defensive ? [profile.defensiveStance.wkCgPenalty] : []);
}
export function chargeOf(profile: EditionProfile, m: ModelState): number | null {
  if (m.stats.cg === null) return null;
  return effectiveStat(profile, 'Cg', m.stats.cg, [], m.modifiers.defensive ? [profile.defensiveStance.wkCgPenalty] : []);
}

/** CB-2: the melee zone is the largest Rg among the melee weapons (Bash included); a paralyzed model has none (§8.5). */
export function meleeZone(m: ModelState): number {
  if (m.modifiers.paralyzed) return 0;
  return Math.max(...[BASH, ...m.weapons].filter((w) => w.kind === 'MELEE').map((w) => w.rg));
}

/** §3.6 characteristics that change the wounds a model suffers: Spirit (Esprit) halves non-magical damage; Object # (Objet #). */
export function damageReductions(m: Pick<ModelState, 'characteristics' | 'armor'>, extraArmor: number): { halve: boolean; armor: number; object: number } {
  const ch = m.characteristics.map((c) => c.toLowerCase().trim());
  const object = ch.map((c) => /^(?:object|objet)\s+(\d+)$/.exec(c)).find((x) => x !== null);
  return { halve: ch.includes('spirit') || ch.includes('esprit'), armor: m.armor + extraArmor, object: object ? Number(object[1]) : 0 };
}

/**
 * §10.11 order, TI-7 (D18, D19): halve for Spirit (round up, GEN-2), then subtract Armor, then Object # (minimum 1; 0 stays
 * 0, [AMBIGUOUS] default), before any prevention flip. Nothing below 0.
 */
export function reduceWounds(base: number, r: { halve: boolean; armor: number; object: number }): number {
  // Armor is never negative (crew input: 1..20, cover +1), so the clamp at 0 also covers a base of 0 or less; and Object 0
  // (no Object #) leaves a positive amount unchanged, so only a positive amount is reduced, to a minimum of 1.
  let v = r.halve ? halve(base, false) : base;
  v = Math.max(0, v - r.armor);
  if (v > 0) v = Math.max(1, v - r.object);
  return v;
}

/** MV-9: Levitation (Lévitation), the one movement that may end in impassable terrain. */
export function levitates(m: Pick<ModelState, 'characteristics'>): boolean {
  return m.characteristics.some((c) => /^(levitation|lévitation)$/i.test(c.trim()));
}

/** MV-8, MV-9: Flight (Vol) and Levitation (Lévitation) characteristics. */
export function flies(m: Pick<ModelState, 'characteristics'>): boolean {
  return m.characteristics.some((c) => /^(flight|vol|levitation|lévitation)$/i.test(c.trim()));
}
