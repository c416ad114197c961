// State of one Malifaux 2E encounter stream (DESIGN.md "Streams and consistency": one encounter, one stream).
import type { SeatId } from '../core/decider';
import type { SeatCards } from '../malifaux/fate-deck';
import type { DuelState } from './duel/duel-state';
import type { HorrorState } from './horror-duels';
import type { InitiativeState } from './initiative';
import type { TableState } from './turn/table-state';
import type { StandardEncounter } from './encounter/standard-types';

export interface Malifaux2eOptions {
  /** FD-13: skip the pending cut offered after every shuffle (a table-level policy; default false: cuts are offered). */
  readonly autoDeclineCuts: boolean;
  /** IN-4 [AMBIGUOUS]: after a forced reflip of a tie, a player who kept her Soulstone reflip may use it (default false). */
  readonly initiativeReopenSoulstoneWindowAfterTie: boolean;
  /**
   * A practice encounter: the organiser set the starting order of the decks (to replay a rulebook example, a tutorial,
   * a test). Public in every view so that no league mistakes it for a fair game; later shuffles are random as usual.
   */
  readonly stackedDecks: boolean;
  /** MK-5: killed Living / Undead / Construct models drop Corpse / Scrap Markers (players may agree to skip them). */
  readonly dropCorpseScrap: boolean;
}

export const DEFAULT_OPTIONS: Malifaux2eOptions = { autoDeclineCuts: false, initiativeReopenSoulstoneWindowAfterTie: false, stackedDecks: false, dropCorpseScrap: true };

/**
 * Every option with a value: what the caller gave, else the default. A key that is present but undefined (a DTO's
 * unset field) must not hide the default, and events stored before an option existed read as its default.
 */
export function normaliseOptions(given: Partial<Record<keyof Malifaux2eOptions, boolean | undefined>> | undefined): Malifaux2eOptions {
  return {
    autoDeclineCuts: given?.autoDeclineCuts ?? DEFAULT_OPTIONS.autoDeclineCuts,
    initiativeReopenSoulstoneWindowAfterTie: given?.initiativeReopenSoulstoneWindowAfterTie ?? DEFAULT_OPTIONS.initiativeReopenSoulstoneWindowAfterTie,
    stackedDecks: given?.stackedDecks ?? DEFAULT_OPTIONS.stackedDecks,
    dropCorpseScrap: given?.dropCorpseScrap ?? DEFAULT_OPTIONS.dropCorpseScrap,
  };
}

export interface SeatState extends SeatCards {
  readonly seat: SeatId;
  readonly name: string;
  /** FD-7: maximum hand size, 6 unless an ability changes it. */
  readonly handSize: number;
  /** SS-1: the crew's Soulstone Pool. */
  readonly soulstones: number;
  /** FD-13: the opponent who has been offered a cut of this deck and has not answered yet. */
  readonly pendingCutBy: SeatId | null;
}

/** DP-1..DP-5 in progress: seats refill in declaration order (DP-4) and each then discards down to its hand size (DP-5). */
export interface DrawPhaseState {
  readonly turn: number;
  readonly order: readonly SeatId[];
  readonly refilled: readonly SeatId[];
}

export interface GameState {
  readonly status: 'active' | 'ended';
  readonly encounterId: string;
  readonly seatOrder: readonly SeatId[];
  readonly seats: Readonly<Partial<Record<SeatId, SeatState>>>;
  /** Secret until the encounter ends; its SHA-256 is public from the first event. */
  readonly seed: string;
  readonly seedCommitment: string;
  /** The next unused random draw (see core/prng.ts). */
  readonly nonce: number;
  readonly options: Malifaux2eOptions;
  readonly turn: number;
  readonly drawPhase: DrawPhaseState | null;
  /** §4.5: the duel or damage / healing flip in progress (or the last one resolved); one at a time (DU-S1). */
  readonly duel: DuelState;
  /** §14: Horror Duel immunity this Turn (HO-4) and the Horror Duel in progress. */
  readonly horror: HorrorState;
  /** §6.3: the Initiative Phase under way. */
  readonly initiative: InitiativeState | null;
  /** IN-5: this Turn's First Player (orders DP-4, DU-S1 and more), null before the first Initiative Phase. */
  readonly firstPlayer: SeatId | null;
  /** RD-1: models tied for lowest, waiting for the flipping seat to pick one. */
  readonly randomPick: { readonly flipId: string; readonly seat: SeatId; readonly tied: readonly string[] } | null;
  /** §6-§19: crews, models, activations and declared facts; null until a crew is hired. */
  readonly table: TableState | null;
  readonly createdAt: string;
  readonly endedAt: string | null;
  /** §20: the Standard Encounter (setup, schemes, VP ledger); absent or null when crews are hired directly. */
  readonly standard?: StandardEncounter | null;
  /** Events folded so far: the stream version of the last event (the VP ledger points at versions). */
  readonly eventCount?: number;
}

export type EncounterState = { readonly status: 'empty' } | GameState;

export function isGame(state: EncounterState): state is GameState {
  return state.status !== 'empty';
}

export { seatOf, opponentOf } from '../core/seats';
