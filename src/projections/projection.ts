import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../event-store/stored-event';
import type { Ruleset } from '../rulesets/ruleset';

/**
 * A read model fed by the log. `apply` runs in the append's transaction with the events just appended and the state
 * after them; it must be a function of (events, state) so that a rebuild from the log gives the same rows.
 */
export interface Projection {
  readonly name: string;
  /** Tables the projection owns; a rebuild empties them first. */
  readonly tables: readonly string[];
  apply(tx: EntityManager, streamId: string, ruleset: Ruleset, events: readonly StoredEvent[], state: unknown): Promise<void>;
}
