// Malifaux editions on one engine (rules/malifaux-1e.md §18, rules/malifaux-2e.md): the EditionProfile holds, in ONE
// place per edition, every difference between the editions that the shared engine functions read. The two values are
// malifaux-2e/edition.ts and malifaux-1e/edition.ts; shared code takes the profile as a parameter, never tests an id.
import type { Suit } from './cards';
import type { FateModifiers } from './fate-modifiers';

export type EditionId = 'malifaux-1e' | 'malifaux-2e';

/** A flip read by value bands (BJ / 1-5 / 6-10 / 11-13 / RJ); `all` means "everything asked for" (RJ heals/prevents all). */
export interface FixedFlipTable {
  readonly blackJoker: number;
  readonly low: number;
  readonly mid: number;
  readonly high: number;
  readonly redJoker: number | 'ALL';
}

/** One row of the combat-total (1E) / Accuracy Modifier (2E) table: margins `min..max` give these fate modifiers. */
export interface CombatTotalRow {
  readonly min: number;
  readonly max: number | null;
  readonly modifiers: FateModifiers;
}

export type Phase = 'DRAW' | 'INITIATIVE' | 'ACTIVATION' | 'END' | 'CLOSING';

export interface EditionProfile {
  readonly id: EditionId;
  /** §18 "Standard-deck mapping": which suit of a poker deck stands for which Malifaux suit. */
  readonly pokerSuits: Readonly<Record<'HEARTS' | 'CLUBS' | 'SPADES' | 'DIAMONDS', Suit>>;
  /** §18 "Hand size": the maximum hand size by encounter size (2E has one size class: its key is 'DEFAULT'). */
  readonly maxHandSize: Readonly<Record<string, number>>;
  /** §18 "Hand size": 2E pays a Soulstone in the Draw Phase to draw two more; 1E has no such draw. */
  readonly drawPhaseSoulstoneDraw: boolean;
  /** §18 "When discards are reshuffled": 2E at the start of the Draw Phase, 1E in the Closing Phase (steps C and D). */
  readonly discardReshuffle: 'DRAW_PHASE_START' | 'CLOSING_PHASE';
  /** §18 "Cheat bans": 2E also bans cheating when the opponent flipped the Red Joker (CF-2). */
  readonly opponentRedJokerBansCheat: boolean;
  /** §18 "Soulstone in a duel": 2E declares before the flip (`+` or a suit); 1E flips an extra card after cheating. */
  readonly duelSoulstone: 'DECLARE_BEFORE_FLIP' | 'EXTRA_CARD_AFTER_CHEAT';
  /** Who chooses the card kept first in an opposed duel: 2E the Defender (DU-O2); 1E the active model (§5.7 FM-5). */
  readonly activeCardOrder: 'DEFENDER_FIRST' | 'ACTIVE_FIRST';
  /** §18 "Combat total → damage flip": the margin of an attack that hit → fate modifiers on its damage flip. */
  readonly combatTotalTable: readonly CombatTotalRow[];
  /** §18 "RJ on the damage flip": 2E adds the Weak damage; 1E flips a second damage flip. */
  readonly redJokerDamage: 'SEVERE_PLUS_WEAK' | 'SEVERE_PLUS_SECOND_FLIP';
  /** §18 "Healing": 2E reads a heal track like damage (cheatable); 1E a fixed table, no cheating, no Soulstone. */
  readonly healing: { readonly kind: 'TRACK'; readonly cheatable: true } | { readonly kind: 'FIXED'; readonly table: FixedFlipTable; readonly cheatable: false };
  /** §18 "Damage prevention": the prevention flip table (the same in both editions). */
  readonly prevention: FixedFlipTable;
  /** §18 "Turn": the phases of a turn, in order. */
  readonly phases: readonly Phase[];
  /** §18 "Initiative": 2E's winner chooses the First Player; 1E's highest card activates first. */
  readonly initiative: 'WINNER_CHOOSES' | 'HIGHEST_ACTIVATES_FIRST';
  /** §18 "AP": general AP at the start of an activation, by station. */
  readonly generalAp: Readonly<Record<string, number>>;
  /** §18 "Charge": the attacks a Charge makes and the `+` on their damage flips. */
  readonly charge: { readonly attacks: number; readonly damageBonus: number };
  /** §18 "Focus / Defensive": Focus's cost; Defensive Stance first action only, with its Wk/Cg penalty. */
  readonly focusCost: number;
  readonly defensiveStance: { readonly firstActionOnly: boolean; readonly wkCgPenalty: number };
  /** §18 "Stat floor": the lowest value a stat may be reduced to (by stat name; `*` for the others). */
  readonly statFloor: Readonly<Record<string, number>>;
  /** §18 "Cover": what hard cover adds beside the `−` on the attack flip. */
  readonly hardCover: 'ARMOR_PLUS_1' | 'DAMAGE_FLIP_PENALTY';
  /** §18 "Firing into melee": the candidates, cards for tall models, +Df per enemy engaged with the target. */
  readonly firingIntoMelee: { readonly candidates: 'TARGET_MELEE_ZONE' | 'WITHIN_2_INCHES'; readonly cardsForHt3: number; readonly dfPerEngagedEnemy: number };
  /** §18 "Disengaging": which moves provoke a disengaging strike and what a hit does. */
  readonly disengaging: 'ANY_MOVEMENT_STOPS_ACTION' | 'WALK_DECLARED_NOT_TAKEN';
  /** §18 "Falling": damage of a fall of `height` inches. */
  readonly falling: { readonly kind: 'FLIP_PER_FULL_3_INCHES'; readonly track: { readonly weak: number; readonly moderate: number; readonly severe: number } } | { readonly kind: 'ONE_PER_INCH_ABOVE_2' };
  /** §18 "Fast / Slow timing": 1E this activation or the next; 2E removed at the end of the model's activation. */
  readonly fastSlow: 'THIS_OR_NEXT_ACTIVATION' | 'END_OF_OWN_ACTIVATION';
  /** §18 "Default effect end": 1E the Closing Phase's Resolve Effects step; 2E the end of the turn. */
  readonly defaultEffectEnd: 'CLOSING_RESOLVE_EFFECTS' | 'END_OF_TURN';
  /** §18 "Pre-measuring". */
  readonly preMeasuring: boolean;
}
