// What the application layer needs from a ruleset: its decider, access rule, a public summary for read models, and how
// a validated creation input becomes its CreateEncounter command.
import type { Actor, Decider, DomainEvent, SeatId } from '../rules/core/decider';
import type { EncounterResult } from '../rules/core/result';
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

export type { EncounterResult, ResultEntry, SeatResult } from '../rules/core/result';

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

/** What a public viewer sees of one seat's fate deck (the `seat_decks` read model). */
export interface DeckFace {
  readonly seat: SeatId;
  readonly name: string;
  readonly deckCount: number;
  readonly handCount: number;
  readonly discardCount: number;
  readonly discardTop: string | null;
  readonly inPlay: readonly string[];
  readonly soulstones: number;
  readonly pendingCutBy: SeatId | null;
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
  /**
   * The public face of each seat's fate deck (Malifaux FD-9) for the `seat_decks` read model, computed without the
   * whole view (which a command would otherwise build once more just for these counts). Absent: no fate decks.
   */
  deckFaces?(state: unknown): readonly DeckFace[];
  /**
   * Every event type this ruleset appends, typed or not: the EncounterEventType enum of both contracts lists them (with
   * the types of `eventModels`, and the application layer's SeatJoined). Optional while a ruleset keeps no such list.
   */
  readonly eventTypes?: readonly string[];
  /** The result once the encounter has ended (null before, or when the encounter kind has no scored end). */
  result?(state: unknown): EncounterResult | null;
}
