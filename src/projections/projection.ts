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
