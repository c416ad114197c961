// mage-wars §10.2 CB-16 the attack die and the d12 (rules/mage-wars.md; seed 1318-1368, 334-335, 2096; §17.1): every die
// comes from core/prng.ts, one nonce per roll, and the faces are written in the DiceRolled event (replay never re-rolls).
import { rngFor, uniformInt } from '../core/prng';

/** CB-16: a blank ("0"), a normal number (armor applies) or a critical number (armor ignored); values 1 and 2. */
export interface DieFace {
  readonly kind: 'blank' | 'normal' | 'critical';
  readonly value: 0 | 1 | 2;
}

export const BLANK: DieFace = { kind: 'blank', value: 0 };
export const N1: DieFace = { kind: 'normal', value: 1 };
export const N2: DieFace = { kind: 'normal', value: 2 };
export const C1: DieFace = { kind: 'critical', value: 1 };
export const C2: DieFace = { kind: 'critical', value: 2 };

/** [EXTERNAL] CB-16: the physical die has six uniform faces; the seed gives the kinds and values only, so it is an option. */
export const DEFAULT_ATTACK_DIE: readonly DieFace[] = [BLANK, BLANK, N1, N2, C1, C2];

export type RollPurpose =
  | 'initiative'
  | 'attack'
  | 'effect'
  | 'defense'
  | 'daze'
  | 'removal'
  | 'burn'
  | 'push'
  | 'heal';

/** What the event records: the kind of die, how many, and what they showed. */
export type RollOutcome = { readonly die: 'attack'; readonly faces: readonly DieFace[] } | { readonly die: 'd12'; readonly values: readonly number[] };

export function rollAttackDice(seed: string, nonce: number, count: number, faces: readonly DieFace[] = DEFAULT_ATTACK_DIE): DieFace[] {
  const rng = rngFor(seed, nonce);
  return Array.from({ length: count }, () => faces[uniformInt(rng, faces.length)]);
}

export function rollD12s(seed: string, nonce: number, count: number): number[] {
  const rng = rngFor(seed, nonce);
  return Array.from({ length: count }, () => 1 + uniformInt(rng, 12));
}

/** The outcome a roll of this kind gives; the audit compares it with the recorded one. */
export function reroll(seed: string, nonce: number, die: 'attack' | 'd12', count: number, faces?: readonly DieFace[]): RollOutcome {
  return die === 'attack' ? { die, faces: rollAttackDice(seed, nonce, count, faces) } : { die, values: rollD12s(seed, nonce, count) };
}
