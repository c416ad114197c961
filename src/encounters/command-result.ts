import type { VisibleEvent } from '../rules/core/decider';

/**
 * The ruleset whose stream an event belongs to, kept off the wire (a symbol key: JSON and GraphQL skip it): GraphQL's
 * typed payload needs it where two rulesets give one event type two shapes (1E's DuelStarted is not 2E's).
 */
export const EVENT_RULESET: unique symbol = Symbol('ruleset');

/** An event of the log as one caller may see it. */
export interface LoggedEvent extends VisibleEvent {
  readonly version: number;
  readonly position: string;
  readonly recordedAt: string;
  readonly [EVENT_RULESET]?: string;
}

/** Every command answers with the new stream version, the events it appended (as the caller may see them) and the caller's view. */
export interface CommandResult<View = unknown> {
  readonly encounterId: string;
  readonly version: number;
  readonly events: readonly LoggedEvent[];
  readonly state: View;
}
