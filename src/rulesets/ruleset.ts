// What the application layer needs from a ruleset: its decider, access rule, a public summary for read models, and how
// a validated creation input becomes its CreateEncounter command.
import type { Actor, Decider, DomainEvent, SeatId } from '../rules/core/decider';
import type { CreateEncounterInput } from '../encounters/dto/create-encounter.input';
import type { EventModel } from '../common/contract/event-model';

export interface RulesetCommand {
  readonly type: string;
  readonly actor: Actor;
  readonly data: unknown;
}

export interface EncounterSummary {
  readonly status: 'active' | 'ended';
  readonly players: readonly { readonly seat: SeatId; readonly name: string }[];
  readonly seedCommitment: string;
  readonly createdAt: string;
  readonly endedAt: string | null;
}

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

/** A stream of its own (a saved list: a crew, a spellbook) that a creation input names by id. */
export interface StreamReference {
  /** The input field that names it (a 400 names this field when the stream is missing or of another type). */
  readonly field: string;
  readonly streamId: string;
  readonly streamType: string;
}

/** The events of a referenced stream, read by the application layer before the creation is decided. */
export interface ReferencedStream {
  readonly version: number;
  readonly events: readonly DomainEvent[];
}

/** The values the server adds to a creation (never the client's). */
export interface CreationValues {
  readonly encounterId: string;
  readonly seed: string;
  readonly seedCommitment: string;
  readonly now: string;
  /** The streams `references(input)` named, by stream id. */
  readonly referenced?: Readonly<Record<string, ReferencedStream>>;
}

export interface Ruleset {
  readonly id: string;
  /** Bump when the state shape changes: stored snapshots of another schema are refolded from the log. */
  readonly snapshotSchema: number;
  readonly decider: Decider<unknown, RulesetCommand, DomainEvent, unknown>;
  authorize(state: unknown, command: RulesetCommand): string | null;
  summary(state: unknown): EncounterSummary | null;
  /**
   * The data of this ruleset's CreateEncounter command, from the validated input and the server's values.
   * Throws a 400 (ProblemException VALIDATION_FAILED naming the field) for a section that belongs to another ruleset.
   */
  createCommandData(input: CreateEncounterInput, server: CreationValues): object;
  /** Saved lists the creation input names (read by the application layer and passed in `CreationValues.referenced`). */
  references?(input: CreateEncounterInput): readonly StreamReference[];
  /**
   * The typed data of this ruleset's events for both contracts (src/common/contract/event-model.ts). Optional: an
   * event type without a model, or a ruleset without any, is served as UntypedEventData (its data as JSON).
   */
  readonly eventModels?: readonly EventModel[];
  /** The result once the encounter has ended (null before, or when the encounter kind has no scored end). */
  result?(state: unknown): EncounterResult | null;
}
