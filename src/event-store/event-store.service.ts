// The only place that talks SQL about events (DESIGN.md "Layers" 2). Appends run inside the caller's transaction,
// next to the read-model updates; the unique (stream_id, stream_version) constraint and the conditional update of
// the stream head are the guards against lost writes, whatever the code above does.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ConcurrencyConflictError } from './concurrency-conflict.error';
import type { NewEvent, StoredEvent, StreamHead } from './stored-event';

interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const toStored = (r: EventRow): StoredEvent => ({
  globalPosition: String(r.global_position),
  streamId: r.stream_id,
  streamVersion: r.stream_version,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  recordedAt: r.recorded_at instanceof Date ? r.recorded_at.toISOString() : String(r.recorded_at),
});

const UNIQUE_VIOLATION = '23505';
const byVersion = (a: StoredEvent, b: StoredEvent): number => a.streamVersion - b.streamVersion;
const INSERT_EVENTS = 'INSERT INTO events (stream_id, stream_version, type, data, metadata) SELECT head.stream_id, $2::int + e.ord::int, e.value->>\'type\', e.value->\'data\', COALESCE(e.value->\'metadata\', \'{}\'::jsonb)';
const EVENTS_OF = 'jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ord) ORDER BY e.ord RETURNING global_position, stream_id, stream_version, type, data, metadata, recorded_at';

@Injectable()
export class EventStoreService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    // PostgreSQL's default isolation (READ COMMITTED) is what we want; naming it would cost one more round trip.
    return this.dataSource.transaction(work);
  }

  /** Reads the stream head and locks it until the transaction ends, so that commands on one stream queue up. */
  async lockStream(tx: EntityManager, streamId: string): Promise<StreamHead | null> {
    const rows: { stream_type: string; version: number; snapshot: unknown; snapshot_schema: number }[] = await tx.query(
      'SELECT stream_type, version, snapshot, snapshot_schema FROM streams WHERE stream_id = $1 FOR UPDATE',
      [streamId],
    );
    if (rows.length === 0) return null;
    const r = rows[0];
    return { streamId, streamType: r.stream_type, version: r.version, snapshot: r.snapshot, snapshotSchema: r.snapshot_schema };
  }

  async streamHead(streamId: string): Promise<StreamHead | null> {
    const rows: { stream_type: string; version: number; snapshot: unknown; snapshot_schema: number }[] = await this.dataSource.query(
      'SELECT stream_type, version, snapshot, snapshot_schema FROM streams WHERE stream_id = $1',
      [streamId],
    );
    if (rows.length === 0) return null;
    const r = rows[0];
    return { streamId, streamType: r.stream_type, version: r.version, snapshot: r.snapshot, snapshotSchema: r.snapshot_schema };
  }

  /**
   * Appends `events` after `expectedVersion` (0 = the stream must not exist yet) and stores the new snapshot.
   * Throws ConcurrencyConflictError when another writer got there first; the transaction must then roll back.
   */
  async append(
    tx: EntityManager,
    streamId: string,
    streamType: string,
    expectedVersion: number,
    events: readonly NewEvent[],
    snapshot: { state: unknown; schema: number },
  ): Promise<StoredEvent[]> {
    const newVersion = expectedVersion + events.length;
    const state = JSON.stringify(snapshot.state);
    const batch = JSON.stringify(events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata ?? {} })));
    try {
      if (expectedVersion === 0) {
        await tx.query('INSERT INTO streams (stream_id, stream_type, version, snapshot, snapshot_schema) VALUES ($1, $2, $3, $4, $5)', [
          streamId,
          streamType,
          newVersion,
          state,
          snapshot.schema,
        ]);
        const rows: EventRow[] = await tx.query(`${INSERT_EVENTS} FROM (SELECT $1::uuid AS stream_id) head, ${EVENTS_OF}`, [streamId, 0, batch]);
        return rows.map(toStored).sort(byVersion);
      }
      if (events.length === 0) return [];
      // One statement moves the head and inserts the events: if the head is not at `expectedVersion`, nothing is inserted.
      const rows: EventRow[] = await tx.query(
        `WITH head AS (
           UPDATE streams SET version = $4, snapshot = $5, snapshot_schema = $6, updated_at = now()
           WHERE stream_id = $1 AND version = $2 RETURNING stream_id)
         ${INSERT_EVENTS} FROM head, ${EVENTS_OF}`,
        [streamId, expectedVersion, batch, newVersion, state, snapshot.schema],
      );
      if (rows.length !== events.length) {
        const head = await this.streamHead(streamId);
        throw new ConcurrencyConflictError(streamId, expectedVersion, head?.version ?? 0);
      }
      return rows.map(toStored).sort(byVersion);
    } catch (err) {
      if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConcurrencyConflictError(streamId, expectedVersion, -1);
      }
      throw err;
    }
  }

  /** Events of one stream with fromVersion < version <= toVersion, oldest first. */
  async readStream(streamId: string, opts: { afterVersion?: number; toVersion?: number; limit?: number } = {}): Promise<StoredEvent[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at FROM events
       WHERE stream_id = $1 AND stream_version > $2 AND stream_version <= $3
       ORDER BY stream_version LIMIT $4`,
      [streamId, opts.afterVersion ?? 0, opts.toVersion ?? 2147483647, opts.limit ?? 1000000],
    );
    return rows.map(toStored);
  }

  async streamIds(): Promise<{ streamId: string; streamType: string }[]> {
    const rows: { stream_id: string; stream_type: string }[] = await this.dataSource.query(
      'SELECT stream_id, stream_type FROM streams ORDER BY stream_id',
    );
    return rows.map((r) => ({ streamId: r.stream_id, streamType: r.stream_type }));
  }
}
