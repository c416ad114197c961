// malifaux-1e §11.1-§11.2 spells, notation and general magic actions (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3225-3343): MG-1..MG-3, Channel, Drain Souls
import type { Suit } from '../../malifaux/cards';

export type SpellRange = 'MELEE' | 'RANGED' | 'AURA' | 'PULSE' | 'SELF';

/** MG-3: `(AP) Name (CC: TN[suits] / Rst: stat / Rg: #)`, as data (the range icons were lost in the OCR, O3). */
export interface SpellProfile {
  readonly name: string;
  /** The AP printed before the name; `(0)` counts as the model's one (0) action. */
  readonly ap: number;
  /** CC / SD: the casting TN and its required suits. */
  readonly tn: number;
  readonly suits: readonly Suit[];
  /** Rst: the stat every affected model resists with, or null (no resist duel). */
  readonly rst: string | null;
  readonly range: SpellRange;
  /** Rg in inches; 'C' targets the caster. */
  readonly rg: number | 'C';
  /** "Extra casting conditions in the first line" (CR), met during the casting duel (step D). */
  readonly extraConditions?: readonly string[];
  /** A limit on casts per activation/turn (a failed attempt doesn't count). */
  readonly limit?: number;
  /** §11.4: resisted on Wp and counts as a morale duel. */
  readonly moraleDuel?: boolean;
}

/** MG-2: a spell attack is a melee or ranged spell, or one with a resist duel. */
export function isSpellAttack(spell: Pick<SpellProfile, 'range' | 'rst'>): boolean {
  return spell.range === 'MELEE' || spell.range === 'RANGED' || spell.rst !== null;
}

/** MG-1: aura and pulse spells affect every model in the area and don't target. */
export const targets = (spell: Pick<SpellProfile, 'range'>): boolean => spell.range !== 'AURA' && spell.range !== 'PULSE';

/** §11.1 Channel: a `(1)` spell cast for 2 AP, its casting flip and damage flip with `+`. */
export const CHANNEL = { ap: 2, castingTwist: 1, damageTwist: 1 } as const;

/** §11.1 Drain Souls: up to three friendly models within 6". */
export const DRAIN_SOULS_MAX = 3;
