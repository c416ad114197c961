import type { VisibleEvent } from '../rules/core/decider';

/** An event of the log as one caller may see it. */
export interface LoggedEvent extends VisibleEvent {
  readonly version: number;
  readonly position: string;
  readonly recordedAt: string;
}

/** Every command answers with the new stream version, the events it appended (as the caller may see them) and the caller's view. */
export interface CommandResult<View = unknown> {
  readonly encounterId: string;
  readonly version: number;
  readonly events: readonly LoggedEvent[];
  readonly state: View;
}
