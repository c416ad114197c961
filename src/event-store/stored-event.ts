import type { DomainEvent } from '../rules/core/decider';

/** An event as the store holds it. `metadata` never leaves the server. */
export interface StoredEvent extends DomainEvent {
  readonly globalPosition: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly metadata: Record<string, unknown>;
  readonly recordedAt: string;
}

/** An event to append, before the store gives it a position. */
export interface NewEvent extends DomainEvent {
  readonly metadata?: Record<string, unknown>;
}

export interface StreamHead {
  readonly streamId: string;
  readonly streamType: string;
  readonly version: number;
  /** The folded state as of `snapshotVersion` (refreshed every HEAD_SNAPSHOT_EVERY events, so <= version). */
  readonly snapshot: unknown;
  readonly snapshotSchema: number;
  readonly snapshotVersion: number;
}
