// What the application layer needs from a ruleset: its decider, access rule and a public summary for read models.
import type { Actor, Decider, DomainEvent, SeatId } from '../rules/core/decider';

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

export interface Ruleset {
  readonly id: string;
  /** Bump when the state shape changes: stored snapshots of another schema are refolded from the log. */
  readonly snapshotSchema: number;
  readonly decider: Decider<unknown, RulesetCommand, DomainEvent, unknown>;
  authorize(state: unknown, command: RulesetCommand): string | null;
  summary(state: unknown): EncounterSummary | null;
}
