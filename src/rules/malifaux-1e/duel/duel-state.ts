// malifaux-1e §6 Duels, §10.5-§10.11 damage, healing, prevention (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt
// lines 1681-1998, 2783-3221): the facts recorded so far; the next decision is derived (duel-steps.ts).
import type { SeatId } from '../../core/decider';
import type { CardId, Suit } from '../../malifaux/cards';
import type { DamageTrack } from '../../malifaux/damage-track';
import { type DuelTotal, duelTotal, type NamedCard } from '../../malifaux/duel/duel-total';
import type { FateModifiers } from '../../malifaux/fate-modifiers';

export type Role1e = 'ACTOR' | 'ATTACKER' | 'DEFENDER';
type Pending = { readonly status: 'PENDING' };
/** A step with no choice left, with the rule that took the choice away. */
export type Skipped = { readonly status: 'SKIPPED'; readonly ruleId: string };

export interface Side1e {
  readonly role: Role1e;
  readonly modelId: string;
  readonly seat: SeatId;
  readonly stat: { readonly name: string; readonly value: number; readonly suits: readonly Suit[] };
  /** Total modifiers (SM-1), e.g. +1 Df per enemy engaged with a target fired at in melee (§10.6). */
  readonly bonus: number;
  readonly wounds: number;
  readonly maxWounds: number;
  /** SS-4: the model has Use Soulstone. */
  readonly useSoulstone: boolean;
  readonly fate: FateModifiers;
  readonly net: number;
  readonly triggers: readonly { readonly name: string; readonly suits: readonly Suit[] }[];
  readonly flipped: readonly CardId[];
  readonly choice: Pending | { readonly status: 'CHOSEN'; readonly card: CardId | null };
  readonly redJokerSuit: Suit | null;
  readonly cheat: Pending | Skipped | { readonly status: 'DECLINED' } | { readonly status: 'CHEATED'; readonly card: CardId; readonly redJokerSuit: Suit | null };
  /** §6.3 step 2: the 1E soulstone: one extra card whose value and suit are added. */
  readonly soulstone: Pending | Skipped | { readonly status: 'DECLINED' } | { readonly status: 'USED'; readonly card: CardId | null; readonly redJokerSuit: Suit | null };
  readonly trigger: Pending | Skipped | { readonly status: 'PASSED' } | { readonly status: 'DECLARED'; readonly name: string };
}

/** What the duel is for: an attack's damage track and the `+` its damage flip gets (Focus, Charge: §10.3). */
export interface DuelContext1e {
  readonly actionId: string | null;
  readonly weapon: string | null;
  readonly damage: DamageTrack | null;
  readonly damageBonus: number;
  /** DE-2: a disengaging strike: no triggers, no damage; a hit stops the moving model's action. */
  readonly disengaging: boolean;
  /** §10.4: hard cover gives the target Armor +1 against this attack. */
  readonly targetArmor: number;
}

export interface DuelRecord1e {
  readonly duelId: string;
  readonly kind: 'SIMPLE' | 'OPPOSED';
  readonly name: string;
  readonly tn: number | null;
  readonly requiredSuits: readonly Suit[];
  readonly sides: readonly Side1e[];
  readonly context: DuelContext1e;
}

/** §6.2: a duel total (the shape shared by the editions, malifaux/duel/duel-total.ts). */
export type DuelTotal1e = DuelTotal;

export interface DuelOutcome1e {
  readonly winner: Role1e | null;
  readonly success: boolean;
  /** DU-O1: the combat total (active final − defender final); null for a simple duel. */
  readonly combatTotal: number | null;
  readonly totals: readonly { readonly role: Role1e; readonly total: DuelTotal1e }[];
}

export interface FlipCards1e {
  readonly flipped: readonly CardId[] | null;
  readonly net: number;
  readonly choice: Pending | { readonly status: 'CHOSEN'; readonly card: CardId | null };
  readonly cheat: Pending | Skipped | { readonly status: 'DECLINED' } | { readonly status: 'CHEATED'; readonly card: CardId };
}

export interface FlipTarget1e {
  readonly modelId: string;
  readonly seat: SeatId;
  readonly useSoulstone: boolean;
  readonly wounds: number;
  readonly maxWounds: number;
}

/** A damage flip (§10.7-§10.8, with the RJ's second flip as `flips[1]`) and its prevention (§10.11). */
export interface DamageFlip1e {
  readonly kind: 'DAMAGE';
  readonly seat: SeatId;
  readonly target: FlipTarget1e;
  readonly track: DamageTrack;
  readonly fate: FateModifiers;
  readonly cheatable: boolean;
  /** §10.11 the target's reductions: Spirit halving, Armor (card and hard cover), Object #. */
  readonly reductions: { readonly halve: boolean; readonly armor: number; readonly object: number };
  readonly flips: readonly FlipCards1e[];
  readonly prevention: Pending | Skipped | { readonly status: 'DECLINED' } | { readonly status: 'FLIPPED'; readonly card: CardId | null; readonly prevented: number };
}

export interface DamageResult1e {
  readonly band: string;
  readonly base: number;
  readonly prevented: number;
  readonly wounds: number;
  readonly woundsAfter: number;
  readonly killed: boolean;
  /** BL-1: the blast markers the dealt severity shows (the RJ: its severe result's, BL-3). */
  readonly blasts: number;
  /** BL-2, BL-3: what a model under the blast takes (one severity lower; RJ: moderate). */
  readonly blastDamage: number;
  readonly blasted: boolean;
}

export type DuelState1e =
  | { readonly status: 'IDLE' }
  | { readonly status: 'DUELING'; readonly duel: DuelRecord1e }
  | { readonly status: 'DUEL_RESOLVED'; readonly duel: DuelRecord1e; readonly outcome: DuelOutcome1e; readonly damageTaken: boolean }
  | { readonly status: 'FLIPPING'; readonly duel: DuelRecord1e | null; readonly outcome: DuelOutcome1e | null; readonly flip: DamageFlip1e }
  | { readonly status: 'FLIP_RESOLVED'; readonly duel: DuelRecord1e | null; readonly outcome: DuelOutcome1e | null; readonly flip: DamageFlip1e; readonly result: DamageResult1e };

export const IDLE_DUEL: DuelState1e = { status: 'IDLE' };

export function sideOf(duel: DuelRecord1e, role: Role1e): Side1e | undefined {
  return duel.sides.find((s) => s.role === role);
}

/** The card in use: the cheated card if any (and `afterCheat`), else the chosen flipped card. */
export function cardInUse(side: Side1e, afterCheat: boolean): NamedCard {
  if (afterCheat && side.cheat.status === 'CHEATED') return { card: side.cheat.card, redJokerSuit: side.cheat.redJokerSuit };
  return { card: side.choice.status === 'CHOSEN' ? side.choice.card : null, redJokerSuit: side.redJokerSuit };
}

/**
 * §6.2 on the shared duel total: card + suit + stat + stat suits + modifiers; the final total adds the soulstone card
 * (§18 "Soulstone in a duel": value AND suit; a Black Joker there adds nothing). `final` false: the starting total
 * (before cheating and soulstone). The stat's suits count under the Black Joker (§6.2 has no exception).
 */
export function sideTotal(side: Side1e, final: boolean): DuelTotal1e {
  const inUse = cardInUse(side, final);
  const stone = final && side.soulstone.status === 'USED' ? { card: side.soulstone.card, redJokerSuit: side.soulstone.redJokerSuit } : null;
  return duelTotal(
    { stat: side.stat.value, card: inUse.card, redJokerSuit: inUse.redJokerSuit, statSuits: side.stat.suits, totalBonus: side.bonus, soulstoneCard: stone },
    { statSuitCountsWithBlackJoker: true },
  );
}
