// State of one Malifaux 1E encounter stream (DESIGN.md "Streams and consistency": one encounter, one stream).
import type { SeatId } from '../core/decider';
import type { DeckSeat } from '../malifaux/deck-evolve';
import type { DuelState1e } from './duel/duel-state';
import type { ModelState } from './turn/model';
import type { Extensions1e } from './encounter/extensions-1e';

/** §20.2 policy flags (defaults in rules/malifaux-1e.md, README "Judge's calls"). */
export interface Malifaux1eOptions {
  /** FD-12: skip the cut offered after every shuffle (a table-level convenience; default false). */
  readonly autoDeclineCuts: boolean;
  /** §5.7, DMG-7 [AMBIGUOUS]: any `−` (true) or a net `−` (false, default) bans cheating. */
  readonly cheatBanOnAnyNegative: boolean;
  /** §5.2 [AMBIGUOUS]: the Red Joker heals / prevents ALL (default) or gives an EXTRA_FLIP. */
  readonly rjHealPreventMode: 'ALL' | 'EXTRA_FLIP';
  /** §10.8 [AMBIGUOUS]: the Red Joker's second damage flip may be cheated (default true). */
  readonly rjSecondFlipCheatable: boolean;
  /** GEN-1: the side of the square table in inches (36" × 36" minimum, seed lines 4289-4291; default 36). */
  readonly tableInches: number;
  /** GEN-6 [AMBIGUOUS]: MANDATORY_FIRST (default: « ne peut pas » > mandatory > optional) or LITERAL (only the printed pairs). */
  readonly ruleConflictRanking: 'MANDATORY_FIRST' | 'LITERAL';
  /**
   * TI-5 item 2 [AMBIGUOUS]: « en suivant l'ordre d'activation des combattants de ce joueur ». PLAYER_CHOICE (default, the
   * spec's and a tournament judge's reading: "activation order" is the players' order, and item 4 lets each player order
   * their own effects) or MODEL_ACTIVATION_ORDER (one player's effects in the order their models activated this turn).
   */
  readonly simultaneousEffectOrder: 'PLAYER_CHOICE' | 'MODEL_ACTIVATION_ORDER';
}

export const DEFAULT_1E_OPTIONS: Malifaux1eOptions = { autoDeclineCuts: false, cheatBanOnAnyNegative: false, rjHealPreventMode: 'ALL', rjSecondFlipCheatable: true, tableInches: 36, ruleConflictRanking: 'MANDATORY_FIRST', simultaneousEffectOrder: 'PLAYER_CHOICE' };

export function normalise1eOptions(given: Partial<Malifaux1eOptions> | undefined): Malifaux1eOptions {
  return {
    autoDeclineCuts: given?.autoDeclineCuts ?? DEFAULT_1E_OPTIONS.autoDeclineCuts,
    cheatBanOnAnyNegative: given?.cheatBanOnAnyNegative ?? DEFAULT_1E_OPTIONS.cheatBanOnAnyNegative,
    rjHealPreventMode: given?.rjHealPreventMode ?? DEFAULT_1E_OPTIONS.rjHealPreventMode,
    rjSecondFlipCheatable: given?.rjSecondFlipCheatable ?? DEFAULT_1E_OPTIONS.rjSecondFlipCheatable,
    tableInches: given?.tableInches ?? DEFAULT_1E_OPTIONS.tableInches,
    ruleConflictRanking: given?.ruleConflictRanking ?? DEFAULT_1E_OPTIONS.ruleConflictRanking,
    simultaneousEffectOrder: given?.simultaneousEffectOrder ?? DEFAULT_1E_OPTIONS.simultaneousEffectOrder,
  };
}

/** §14.2: Scrap (one leader, hand 6) or Brawl (one or two Masters, hand 7). */
export type EncounterSize = 'SCRAP' | 'BRAWL';

export interface SeatState extends DeckSeat {
  readonly seat: SeatId;
  readonly name: string;
}

/** §7.3: the initiative flip in progress (step B). `window`: seats still to answer the soulstone reflip, in order. */
export interface InitiativeState {
  readonly cards: Readonly<Partial<Record<SeatId, string | null>>>;
  readonly window: readonly SeatId[];
}

/** The Activation of one model in progress (§8.1). */
export interface ActivationState {
  readonly modelId: string;
  readonly seat: SeatId;
  readonly ap: number;
  /** AP-7: specific AP for melee attacks only; lost at the end of the activation without a Pass. */
  readonly meleeAp?: number;
  readonly actionsTaken: number;
  /** AP-3: a (0) action was used this activation. */
  readonly zeroUsed: boolean;
  /** AP-4: an (all) action was taken: no other action this activation. */
  readonly allTaken?: boolean;
  /** TG-3: the duel whose trigger already granted its extra action. */
  readonly grantUsed?: string;
  /** TG-5: the last action taken this activation (a trigger's effects belong to the action that triggered it). */
  readonly lastActionId?: string;
  /**
   * §8.5 [AMBIGUOUS] default: Fast or Slow gained during the model's own activation changes its AP at once and is not kept
   * on the model; this remembers which one holds and by how much it changed the AP, so that the same one again does not
   * stack (ST-4) and its opposite cancels it (AM-1) by giving that change back.
   */
  readonly apModifier?: { readonly modifier: 'fast' | 'slow'; readonly apDelta: number };
}

export type Phase1e = 'SETUP' | 'DRAW' | 'ACTIVATION' | 'CLOSING';

export interface TurnState1e {
  readonly number: number;
  readonly phase: Phase1e;
  /** Draw Phase: seats that have drawn (TU-D2). */
  readonly drawn: readonly SeatId[];
  /** §7.3: null outside step B. */
  readonly initiative: InitiativeState | null;
  /** §7.3 step 5: this turn's activation order, high card first (null before the initiative is settled). */
  readonly activationOrder: readonly SeatId[] | null;
  /** The seat whose activation is due (TU-A1..TU-A3), null when none. */
  readonly due: SeatId | null;
  readonly activation: ActivationState | null;
  /** TI-5 (MODEL_ACTIVATION_ORDER reading): the models activated this turn, in order (absent in streams before it). */
  readonly activated?: readonly string[];
  /** TU-A6: a model an effect makes activate immediately, and the seat alternation resumes after. */
  readonly immediate?: { readonly modelId: string; readonly resumeWith: SeatId | null } | null;
  /** DE-1: a move left enemy melee zones: the enemies still to strike or let go, in order (null when none). */
  readonly disengage?: { readonly actionId: string; readonly modelId: string; readonly strikers: readonly string[]; readonly striking: string | null } | null;
}

/** GEN-7: a settled rule dispute (`topic` is the players' own words for the situation, compared case-insensitively). */
export interface Precedent1e {
  readonly disputeId: string;
  readonly topic: string;
  readonly winner: SeatId;
  readonly ruling: string;
}

export interface GameState1e {
  readonly status: 'active' | 'ended';
  readonly encounterId: string;
  readonly seatOrder: readonly SeatId[];
  readonly seats: Readonly<Partial<Record<SeatId, SeatState>>>;
  readonly seed: string;
  readonly seedCommitment: string;
  readonly nonce: number;
  readonly options: Malifaux1eOptions;
  readonly size: EncounterSize;
  readonly turn: TurnState1e;
  readonly models: Readonly<Record<string, ModelState>>;
  readonly duel: DuelState1e;
  /** §11-§14: the magic, morale, terrain and encounter slices (encounter/extensions-1e.ts). */
  readonly ext: Extensions1e;
  /** GEN-7: rule disputes settled by a flip; each ruling applies to every identical situation for the rest of the game. */
  readonly precedents?: readonly Precedent1e[];
  readonly createdAt: string;
  readonly endedAt: string | null;
}

export type EncounterState1e = { readonly status: 'empty' } | GameState1e;

export function isGame1e(state: EncounterState1e): state is GameState1e {
  return state.status !== 'empty';
}



/** FD-8: the maximum hand size of this encounter (edition data by size). */
export function maxHandSize(state: Pick<GameState1e, 'size'>, table: Readonly<Record<string, number>>): number {
  return table[state.size] ?? 6;
}

export { seatOf, opponentOf } from '../core/seats';
