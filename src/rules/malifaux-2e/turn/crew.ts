// malifaux-2e §18 Characteristics and Stations, §8.1 Actions as data, §17.1 abilities from Upgrades (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 247-353, 966-1054, 1564-1576, 1654-1751): ST-1..ST-3, UP-2, UP-6, CO-3, CO-5, EN-1
// A crew is hired into the encounter as data the client supplies (hiring costs and factions belong to a later issue).
import { MALIFAUX_2E } from '../edition';
import { RuleViolation } from '../../core/rule-violation';
import { SUITS, type Suit } from '../../malifaux/cards';
import type { DamageTrack } from '../duel/damage';
import type { Station } from '../duel/duel-roles';
import type { TriggerDef } from '../duel/triggers';

const S = '§18 (seed 247-353, 1654-1751)';

export const STATIONS: readonly Station[] = ['MASTER', 'HENCHMAN', 'ENFORCER', 'MINION', 'PEON', 'NONE'];
export const BASE_SIZES = [30, 40, 50] as const;
export type RangeKind = 'CLOSE' | 'PROJECTILE' | 'AURA' | 'PULSE' | 'SELF';
export const RANGE_KINDS: readonly RangeKind[] = ['CLOSE', 'PROJECTILE', 'AURA', 'PULSE', 'SELF'];
export type ActionCategory = 'ATTACK' | 'TACTICAL';
/** Stats a model duels with: Ml, Sh, Ca per Action (§18.1), and the card stats as resist stats. */
export const DUEL_STATS = ['Ml', 'Sh', 'Ca', 'Df', 'Wp', 'Wk', 'Cg', 'Ht'] as const;
export type DuelStatName = (typeof DUEL_STATS)[number];
export const RESIST_STATS = ['Df', 'Wp', 'Wk', 'Cg', 'Ht'] as const;
export type ResistStat = (typeof RESIST_STATS)[number];

/**
 * Keyword abilities the server applies (§7 AP-2, AP-3; §10.1 MV-3; §12 DM-3; §6.4 AC-4; §15 MK-2..MK-4 through characteristics).
 * ARMOR +N: damage suffered reduced by N, to a minimum of 1 (TV-16). HARD_TO_WOUND +N: `−` ×N on damage flips against it.
 * INCORPOREAL: ignores Enclosed terrain and severe terrain when moving (MV-3; the declared path is trusted).
 * FLIGHT: ignores terrain when moving; doesn't prevent disengaging strikes (DE-4). CASTING_EXPERT / MELEE_EXPERT: +1
 * restricted AP (AP-2). COMPANION: may chain-Activate after a friendly model within 6" (AC-4). FAST_ACTIVATION: the
 * model generates +1 general AP as an ability (counted once with Fast, AP-3 per source). HARD_TO_KILL: with 2 or more
 * Wounds, damage that would kill it leaves it at 1 Wound instead, looked at after the Triggers of that moment (GT-1).
 * TERRIFYING N (characteristic): HO-5, enemy models with that characteristic (all, without one) that target it with an
 * Action must first pass a TN N Horror Duel against it.
 */
export const ABILITY_KEYWORDS = ['ARMOR', 'HARD_TO_WOUND', 'HARD_TO_KILL', 'TERRIFYING', 'INCORPOREAL', 'FLIGHT', 'CASTING_EXPERT', 'MELEE_EXPERT', 'COMPANION', 'FAST_ACTIVATION'] as const;
export type AbilityKeyword = (typeof ABILITY_KEYWORDS)[number];
const VALUED: ReadonlySet<AbilityKeyword> = new Set(['ARMOR', 'HARD_TO_WOUND', 'TERRIFYING']);

export interface Ability {
  readonly keyword: AbilityKeyword;
  /** ARMOR, HARD_TO_WOUND: the +N; TERRIFYING: the Horror Duel's TN. */
  readonly value?: number;
  /** TERRIFYING (Living): the characteristic of the models it frightens (absent: every enemy model). */
  readonly characteristic?: string;
}

export interface ModelStats {
  readonly df: number;
  readonly wp: number;
  readonly wk: number;
  /** "—" on the card: null (such a model can't Charge, §8.4). */
  readonly cg: number | null;
  readonly ht: number;
  /** Df / Wp / Wk printed suits (stat suits, §4.1). */
  readonly suits?: Partial<Record<ResistStat, readonly Suit[]>>;
}

/** A condition an Action gives its target on a hit / success (§17), e.g. { name: 'BURNING', value: 1 }. */
export interface ConditionGrant {
  readonly name: string;
  readonly value?: number;
}

export interface ActionDef {
  readonly name: string;
  /** AP cost; 0 for a zero-AP Action (AP-6). */
  readonly ap: number;
  readonly category: ActionCategory;
  readonly range: { readonly kind: RangeKind; readonly inches: number };
  /** The stat of the duel (Ml / Sh / Ca ...) with its value and printed suits; absent: no duel. */
  readonly stat?: { readonly name: DuelStatName; readonly value: number; readonly suits?: readonly Suit[] };
  /** Attack Actions: the target's resist stat. */
  readonly resist?: ResistStat;
  /** Simple duels (and the TN an attacker must also meet, DU-O6). */
  readonly tn?: number;
  readonly suits?: readonly Suit[];
  /** DM-2; with blast markers per severity (BL-2). */
  readonly damage?: DamageTrack & { readonly blasts?: { readonly weak?: number; readonly moderate?: number; readonly severe?: number } };
  /** grantsAction: TR-6; addsDamage: a "when damaging" Trigger's +N damage (Critical Strike, DM-3), before Abilities (GT-1). */
  readonly triggers?: readonly (TriggerDef & { readonly grantsAction?: boolean; readonly addsDamage?: number })[];
  readonly conditionsOnHit?: readonly ConditionGrant[];
  /** AA-3: once per Turn, per model. */
  readonly oncePerTurn?: boolean;
  /** A Condition the acting model loses when the duel succeeds (the Cursed Object Interact, §17.2). */
  readonly removesOnSuccess?: string;
}

/** AV-2: the five Manifestation cards; the card chosen is secret until it is revealed. */
export const MANIFESTATIONS = ['DELAYED', 'BLOODY', 'DESPERATE', 'PLANNED', 'SACRIFICIAL'] as const;
export type Manifestation = (typeof MANIFESTATIONS)[number];

/** §19: an Avatar Upgrade on a Master: its Manifested side's base size, and the secret Manifestation card. */
export interface AvatarDef {
  readonly name: string;
  readonly manifestedBaseMm: 30 | 40 | 50;
  readonly manifestation: Manifestation;
}

/** §18.5: an Upgrade attached to the model, with the keyword abilities it gives (costs and factions are hiring's, §20.8). */
export interface CardUpgrade {
  readonly name: string;
  readonly abilities?: readonly Ability[];
}

export interface ModelDef {
  readonly id: string;
  readonly name: string;
  readonly station: Station;
  /** Creature and hiring characteristics (Living, Undead, Construct, Rare 2, Totem...). */
  readonly characteristics: readonly string[];
  readonly stats: ModelStats;
  readonly wounds: number;
  readonly baseMm: 30 | 40 | 50;
  readonly abilities: readonly Ability[];
  readonly actions: readonly ActionDef[];
  /** AA-2: conditions this model is immune to. */
  readonly immuneTo?: readonly string[];
  /** §19 AV-1: a Master's Avatar Upgrade (at most one). */
  readonly avatar?: AvatarDef;
  /** §18.5: the Upgrades it starts with (ST-2: none on Minions and Peons; UP-6: capped by Station; SU-5: none when summoned). */
  readonly upgrades?: readonly CardUpgrade[];
}

/** §18.4 Max Upgrades per Station (UP-6). */
export const MAX_UPGRADES: Readonly<Record<Station, number>> = { MASTER: 3, HENCHMAN: 2, ENFORCER: 1, MINION: 0, PEON: 0, NONE: 0 };

const fail = (field: string, message: string): never => {
  throw new RuleViolation('malifaux-2e/ST-1', S, `${field}: ${message}`);
};
// Number.isInteger is false for every non-number (text, null, NaN), so it is the type check too (a separate typeof test
// could never change the result).
const isInteger = (v: unknown): v is number => Number.isInteger(v);
const whole = (v: unknown, min: number, max: number): boolean => isInteger(v) && v >= min && v <= max;

/** A keyword ability: known, valued iff it takes a value (Armor +1..+10, Terrifying TN 1..20), a characteristic only for Terrifying. */
function checkAbility(a: Ability, af: string): void {
  if (!ABILITY_KEYWORDS.includes(a.keyword)) fail(`${af}.keyword`, `unknown keyword ${a.keyword}`);
  if (VALUED.has(a.keyword) !== (a.value !== undefined)) fail(`${af}.value`, `${a.keyword} ${VALUED.has(a.keyword) ? 'needs' : 'takes no'} value`);
  const max = a.keyword === 'TERRIFYING' ? 20 : 10;
  if (a.value !== undefined && !whole(a.value, 1, max)) fail(`${af}.value`, `1..${max}`);
  if (a.characteristic !== undefined && (a.keyword !== 'TERRIFYING' || typeof a.characteristic !== 'string' || a.characteristic.length === 0)) fail(`${af}.characteristic`, 'only Terrifying names a characteristic');
}

/** §18: a crew as data, checked field by field (the DTO checks the shape first; this guards every other caller). */
export function validateCrew(models: readonly ModelDef[], taken: ReadonlySet<string>): void {
  if (models.length === 0) fail('models', 'a crew has at least one model');
  const ids = new Set<string>(taken);
  const masters = models.filter((m) => m.station === 'MASTER').length;
  // ST-1: a Master is only ever the Leader: at most one per crew.
  if (masters > 1) throw new RuleViolation('malifaux-2e/ST-1', '§18.4 (seed 1704-1731)', 'a Master can only lead a crew: at most one Master');
  models.forEach((m, i) => {
    const f = `models[${i}]`;
    if (!m.id || ids.has(m.id)) fail(`${f}.id`, `model ids must be unique in the encounter (${m.id})`);
    ids.add(m.id);
    if (!STATIONS.includes(m.station)) fail(`${f}.station`, `unknown station ${m.station}`);
    if (!BASE_SIZES.includes(m.baseMm)) fail(`${f}.baseMm`, 'bases are 30, 40 or 50mm');
    if (!whole(m.wounds, 1, 50)) fail(`${f}.wounds`, 'Wounds 1..50');
    for (const k of ['df', 'wp', 'wk', 'ht'] as const) if (!whole(m.stats[k], 0, 20)) fail(`${f}.stats.${k}`, '0..20');
    if (m.stats.cg !== null && !whole(m.stats.cg, 0, 20)) fail(`${f}.stats.cg`, '0..20 or null');
    m.abilities.forEach((a, j) => checkAbility(a, `${f}.abilities[${j}]`));
    const ups = m.upgrades ?? [];
    // ST-2: Minions and Peons buy no Upgrades at the start of the game; UP-6: the Station caps the count; UP-2: no name twice.
    if (ups.length > 0 && (m.station === 'MINION' || m.station === 'PEON')) throw new RuleViolation('malifaux-2e/ST-2', '§18.4 (seed 1704-1751)', `${f}.upgrades: Minions and Peons start the game with no Upgrades`);
    if (ups.length + (m.avatar && m.station === 'MASTER' ? 1 : 0) > MAX_UPGRADES[m.station]) throw new RuleViolation('malifaux-2e/UP-6', '§18.5 (seed 327-353)', `${f}.upgrades: a ${m.station} takes at most ${MAX_UPGRADES[m.station]} Upgrades (an Avatar Upgrade counts)`);
    ups.forEach((u, j) => {
      if (typeof u.name !== 'string' || u.name.length === 0) fail(`${f}.upgrades[${j}].name`, 'name the Upgrade');
      if (ups.findIndex((x) => x.name === u.name) !== j) throw new RuleViolation('malifaux-2e/UP-2', '§18.5 (seed 327-353)', `${f}.upgrades[${j}].name: ${u.name} twice on one model`);
      (u.abilities ?? []).forEach((a, k) => checkAbility(a, `${f}.upgrades[${j}].abilities[${k}]`));
    });
    if (m.avatar !== undefined) {
      // AV-1: an Avatar Upgrade is for a Master; AV-2: one of the five Manifestation cards.
      if (m.station !== 'MASTER') throw new RuleViolation('malifaux-2e/AV-1', '§19 (seed 1754-1808)', `${f}.avatar: an Avatar Upgrade is for a Master`);
      if (!MANIFESTATIONS.includes(m.avatar.manifestation)) fail(`${f}.avatar.manifestation`, `one of ${MANIFESTATIONS.join(', ')}`);
      if (!BASE_SIZES.includes(m.avatar.manifestedBaseMm)) fail(`${f}.avatar.manifestedBaseMm`, 'bases are 30, 40 or 50mm');
    }
    const names = new Set<string>();
    m.actions.forEach((a, j) => {
      const af = `${f}.actions[${j}]`;
      if (names.has(a.name)) fail(`${af}.name`, `duplicate action ${a.name}`);
      names.add(a.name);
      if (!whole(a.ap, 0, 3)) fail(`${af}.ap`, 'AP cost 0..3');
      if (!RANGE_KINDS.includes(a.range.kind)) fail(`${af}.range.kind`, `unknown range kind ${a.range.kind}`);
      if (typeof a.range.inches !== 'number' || a.range.inches < 0 || a.range.inches > 36) fail(`${af}.range.inches`, '0..36');
      if (a.category === 'ATTACK' && (!a.stat || !a.resist)) fail(`${af}.resist`, 'an Attack Action needs a stat and a resist stat');
      if (a.category === 'ATTACK' && (a.range.kind === 'AURA' || a.range.kind === 'SELF')) fail(`${af}.range.kind`, 'an Attack Action targets a model');
      if (a.stat && !whole(a.stat.value, 0, 20)) fail(`${af}.stat.value`, '0..20');
      if (a.tn !== undefined && !whole(a.tn, 1, 30)) fail(`${af}.tn`, '1..30');
      for (const s of [...(a.suits ?? []), ...(a.stat?.suits ?? [])]) if (!SUITS.includes(s)) fail(`${af}.suits`, `unknown suit ${s}`);
      (a.triggers ?? []).forEach((tr, k) => {
        if (tr.addsDamage === undefined) return;
        if (!whole(tr.addsDamage, 1, 5)) fail(`${af}.triggers[${k}].addsDamage`, '1..5');
        if (tr.timing !== 'WHEN_DAMAGING') fail(`${af}.triggers[${k}].addsDamage`, 'only a "when damaging" Trigger adds damage as it is dealt');
      });
    });
  });
}

/**
 * CO-3: an Upgrade giving an Ability the model already has (on its card or from an earlier Upgrade) gives it only if both
 * have values (Armor +1 on an Armor +1 model); a valueless one (Incorporeal twice) adds nothing. Kept apart, not merged.
 */
export function effectiveAbilities(m: ModelDef): Ability[] {
  const out: Ability[] = [...m.abilities];
  for (const u of m.upgrades ?? []) {
    for (const a of u.abilities ?? []) {
      const held = out.filter((x) => x.keyword === a.keyword);
      if (held.length === 0 || (a.value !== undefined && held.every((x) => x.value !== undefined))) out.push(a);
    }
  }
  return out;
}

/** CO-5: effects that are not Conditions stack: every copy of a valued ability counts (two Armor +1 reduce by 2). */
export const abilityValue = (m: ModelDef, k: AbilityKeyword): number => effectiveAbilities(m).filter((a) => a.keyword === k).reduce((n, a) => n + (a.value ?? 1), 0);
export const hasAbility = (m: ModelDef, k: AbilityKeyword): boolean => effectiveAbilities(m).some((a) => a.keyword === k);

/** EN-1: a model's engagement range is the longest range among its Close Attacks (0 without one). */
export function engagementRange(m: ModelDef): number {
  return Math.max(0, ...m.actions.filter((a) => a.category === 'ATTACK' && a.range.kind === 'CLOSE').map((a) => a.range.inches));
}

/** §18.4 General AP (AP-1): 3 for Masters, 2 otherwise. */
export const stationAp = (s: Station): number => MALIFAUX_2E.generalAp[s] ?? 2;

/** MK-2..MK-4: the marker a killed model drops (a model both Living/Undead and Construct: its controller picks, default Corpse). */
export function markerDropped(m: ModelDef, choice?: 'CORPSE' | 'SCRAP'): 'CORPSE' | 'SCRAP' | null {
  const ch = m.characteristics.map((c) => c.toLowerCase());
  const corpse = ch.includes('living') || ch.includes('undead');
  const scrap = ch.includes('construct');
  if (corpse && scrap) return choice ?? 'CORPSE';
  return corpse ? 'CORPSE' : scrap ? 'SCRAP' : null;
}

/** SU-2: the Rare N limit of a model, from its "Rare N" characteristic. */
export function rareLimit(m: ModelDef): number | null {
  const r = m.characteristics.map((c) => /^rare\s*(\d+)$/i.exec(c.trim())).find((x) => x);
  return r ? Number(r[1]) : null;
}
