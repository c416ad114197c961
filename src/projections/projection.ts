import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent } from '../event-store/stored-event';
import type { Ruleset } from '../rulesets/ruleset';

/**
 * A read model fed by the log. `writes` returns the SQL that brings its rows up to date after `events`, given the
 * state after them; the event store runs it in the append's own statement. It must depend only on (events, state),
 * so that a rebuild from the log gives the same rows.
 */
export interface Projection {
  readonly name: string;
  /** Tables the projection owns; a rebuild empties them first. */
  readonly tables: readonly string[];
  writes(ruleset: Ruleset, events: readonly NewEvent[], state: unknown): SqlWrite[];
}

/**
 * A stream that is not an encounter (a league, ...): how to fold it and the read models it feeds. Registered with the
 * ProjectionsService so that a rebuild replays it too; a ruleset's projections never see it.
 */
export interface StreamKind {
  readonly type: string;
  readonly snapshotSchema: number;
  /** Tables it owns; a rebuild empties them first. */
  readonly tables: readonly string[];
  initialState(): unknown;
  evolve(state: unknown, event: NewEvent): unknown;
  writes(events: readonly NewEvent[], state: unknown): SqlWrite[];
}
