// The result of an ended encounter as every ruleset reports it (src/rulesets/ruleset.ts `result()`), kept in the pure
// core so that each ruleset's rules build it directly instead of re-declaring its shape.
import type { SeatId } from './decider';

/** One VP entry of a seat's result, traceable to the events (stream versions) and declarations that earned it. */
export interface ResultEntry {
  readonly source: string;
  readonly vp: number;
  readonly turn: number | null;
  readonly reason: string;
  readonly events: readonly number[];
  readonly declarations: readonly string[];
}

export interface SeatResult {
  readonly seat: SeatId;
  readonly name: string;
  /** Faction, mage or crew label a league groups by; null when the ruleset has none. */
  readonly side: string | null;
  readonly vp: number;
  readonly entries: readonly ResultEntry[];
}

/**
 * The result of an ended encounter, the league-facing read model (results, standings). Ruleset-blind: every ruleset
 * that can end a game answers it; `policies` records which reading of each open rules question was played.
 */
export interface EncounterResult {
  readonly outcome: 'WIN' | 'DRAW';
  /** Winning seats (a team may win together); empty on a draw. */
  readonly winners: readonly SeatId[];
  readonly seats: readonly SeatResult[];
  readonly turnsPlayed: number;
  readonly endedAt: string;
  readonly policies: Readonly<Record<string, string | number | boolean>>;
  /** A practice game (e.g. stacked decks): shown, but never counted in a league's standings. */
  readonly practice?: boolean;
  /** Public facts of the game a league shows next to it (strategy, deployment, size...); optional. */
  readonly details?: Readonly<Record<string, string | number | boolean>>;
}
