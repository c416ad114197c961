// malifaux-1e §11 Magic: the magic slice of the 1E state (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3225-3719)
import type { Suit } from '../../malifaux/cards';
import type { SpellProfile } from './spell';

export interface CastingTotal {
  readonly value: number;
  readonly suits: readonly Suit[];
}

export interface SpellTargetFact {
  readonly modelId: string;
  /** Client-declared facts (§16.2). */
  readonly inLoS: boolean;
  readonly distance: number;
  readonly friendly: boolean;
}

export interface Casting {
  readonly castingId: string;
  readonly casterId: string;
  readonly spell: SpellProfile;
  readonly channel: boolean;
  readonly affected: readonly SpellTargetFact[];
  readonly status: 'CASTING' | 'RESISTING' | 'DONE';
  readonly casting: CastingTotal | null;
  readonly resists: Readonly<Record<string, { readonly final: number; readonly resisted: boolean; readonly combatTotal: number | null }>>;
}

export interface TransformedModel {
  readonly original: string;
  readonly into: string;
  /** TF-2: the spells it keeps are the original profile's. */
  readonly spells: readonly string[];
  readonly wounds: number;
}

export interface Malifaux1eMagicSlice {
  readonly current: Casting | null;
  /** Successful casts per `casterId:spell` (a failed attempt doesn't count). */
  readonly casts: Readonly<Record<string, number>>;
  /** §11.1 Drain Souls uses per seat: each gives −1 Wp to every non-leader of the crew, stacking (W23). */
  readonly drainSoulsUses: Readonly<Record<string, number>>;
  readonly transformed: Readonly<Record<string, TransformedModel>>;
  readonly summoned: readonly string[];
}

export const initialMagicSlice = (): Malifaux1eMagicSlice => ({ current: null, casts: {}, drainSoulsUses: {}, transformed: {}, summoned: [] });
export const castKey = (casterId: string, spell: string): string => `${casterId}:${spell}`;
