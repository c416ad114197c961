// The only place that talks SQL about events (DESIGN.md "Layers" 2; STYLE.md "emmett": one statement per append).
// An append is ONE SQL statement: it moves the stream head from the expected version (or creates the stream), inserts
// the events, and runs the read-model and idempotency writes, all FROM the head it moved. PostgreSQL runs a statement
// atomically, so either everything is written or, when another writer got there first, nothing is. The unique
// (stream_id, stream_version) constraint is the second guard.
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConcurrencyConflictError, TRANSIENT_SQLSTATES, TransientWriteError } from './concurrency-conflict.error';
import { shiftPlaceholders, type SqlWrite } from './sql-write';
import type { NewEvent, StoredEvent, StreamHead } from './stored-event';

/** Runs one SQL statement, on the pool or on a connection of the caller's. */
export type Exec = (sql: string, values: readonly unknown[]) => Promise<unknown>;

interface EventRow {
  global_position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

interface HeadRow {
  stream_type: string;
  version: number;
  snapshot: unknown;
  snapshot_schema: number;
  snapshot_version: number;
  prior_hash: string | null;
  prior_response: unknown;
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
/** An append that crosses a multiple of this many events also keeps its state as a time-travel snapshot. */
export const SNAPSHOT_EVERY = 100;
/** An append that crosses a multiple of this many events refreshes the head row's snapshot (readers fold the rest). */
export const HEAD_SNAPSHOT_EVERY = 20;
// Only what the database decides: the events' type, data and metadata are the ones just sent (issue 13: returning
// them made PostgreSQL print each event's jsonb and the driver parse it again, for every command).
const RETURNING = 'RETURNING global_position, stream_version, recorded_at';

export interface AppendRequest {
  readonly streamId: string;
  readonly streamType: string;
  /** 0: the stream must not exist yet. */
  readonly expectedVersion: number;
  readonly events: readonly NewEvent[];
  readonly snapshot: { readonly state: unknown; readonly schema: number };
  /** Read-model and idempotency writes, in the same statement. */
  readonly writes: readonly SqlWrite[];
}

/** The head as read for a command, with the first answer stored under the command's idempotency key, if any. */
export interface HeadForCommand extends StreamHead {
  readonly prior: { readonly hash: string; readonly response: unknown } | null;
}

@Injectable()
export class EventStoreService {
  private readonly statementNames = new Map<string, string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One round trip: the head, its snapshot and the prior answer for (scope, key). */
  async headForCommand(streamId: string, scope: string, key: string | null): Promise<HeadForCommand | null> {
    const rows: HeadRow[] = await this.dataSource.query(
      `SELECT s.stream_type, s.version, s.snapshot, s.snapshot_schema, s.snapshot_version, i.request_hash AS prior_hash, i.response AS prior_response
       FROM streams s LEFT JOIN idempotency_keys i ON i.scope = $2 AND i.idempotency_key = $3
       WHERE s.stream_id = $1`,
      [streamId, scope, key ?? ''],
    );
    if (rows.length === 0) return null;
    const r = rows[0];
    return {
      streamId,
      streamType: r.stream_type,
      version: r.version,
      snapshot: r.snapshot,
      snapshotSchema: r.snapshot_schema,
      snapshotVersion: r.snapshot_version,
      prior: key !== null && r.prior_hash !== null ? { hash: r.prior_hash, response: r.prior_response } : null,
    };
  }

  async streamHead(streamId: string): Promise<StreamHead | null> {
    const h = await this.headForCommand(streamId, '', null);
    return h === null
      ? null
      : { streamId: h.streamId, streamType: h.streamType, version: h.version, snapshot: h.snapshot, snapshotSchema: h.snapshotSchema, snapshotVersion: h.snapshotVersion };
  }

  /** The first answer stored under an idempotency key outside any stream (encounter creation). */
  async priorAnswer(scope: string, key: string): Promise<{ hash: string; response: unknown } | null> {
    const rows: { request_hash: string; response: unknown }[] = await this.dataSource.query(
      'SELECT request_hash, response FROM idempotency_keys WHERE scope = $1 AND idempotency_key = $2',
      [scope, key],
    );
    return rows.length === 0 ? null : { hash: rows[0].request_hash, response: rows[0].response };
  }

  /**
   * Records the answer to a keyed command that appended nothing (a no-op). False when the key is taken already (a twin
   * request got there first): the caller then reads that first answer.
   */
  async recordAnswer(scope: string, key: string, hash: string, status: number, response: unknown): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, status, response) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [scope, key, hash, status, JSON.stringify(response)],
    );
    return rows.length === 1;
  }

  /**
   * Appends in one statement (see the file comment). Throws ConcurrencyConflictError when the head is not at
   * `expectedVersion` (or, for 0, when the stream exists already): then nothing at all was written.
   */
  async append(req: AppendRequest): Promise<StoredEvent[]> {
    const { streamId, expectedVersion, events } = req;
    const next = expectedVersion + events.length;
    const crosses = (every: number): boolean => Math.floor(expectedVersion / every) !== Math.floor(next / every);
    const batch = JSON.stringify(events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata ?? {} })));
    const values: unknown[] = [streamId, expectedVersion, batch, next, req.streamType];
    // The folded state is serialised only when it is kept: on creation, and when the append crosses a multiple of
    // HEAD_SNAPSHOT_EVERY (the head) or of SNAPSHOT_EVERY (time travel). Other appends only move the version.
    const keepHead = expectedVersion === 0 || crosses(HEAD_SNAPSHOT_EVERY);
    const keepTimeTravel = crosses(SNAPSHOT_EVERY);
    if (keepHead || keepTimeTravel) values.push(JSON.stringify(req.snapshot.state), req.snapshot.schema);
    const head =
      expectedVersion === 0
        ? `INSERT INTO streams (stream_id, stream_type, version, snapshot, snapshot_schema, snapshot_version) VALUES ($1, $5, $4, $6, $7, $4)
           ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id`
        : `UPDATE streams SET version = $4, ${keepHead ? 'snapshot = $6, snapshot_schema = $7, snapshot_version = $4, ' : ''}updated_at = now()
           WHERE stream_id = $1 AND version = $2 AND stream_type = $5 RETURNING stream_id`;
    const ctes = [`head AS (${head})`];
    ctes.push(`ev AS (INSERT INTO events (stream_id, stream_version, type, data, metadata)
      SELECT head.stream_id, $2::int + e.ord::int, e.value->>'type', e.value->'data', COALESCE(e.value->'metadata', '{}'::jsonb)
      FROM head, jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ord) ORDER BY e.ord ${RETURNING})`);
    if (keepTimeTravel) {
      ctes.push(`snap AS (INSERT INTO stream_snapshots (stream_id, version, snapshot_schema, state)
        SELECT head.stream_id, $4, $7, $6::jsonb FROM head ON CONFLICT DO NOTHING)`);
    }
    req.writes.forEach((w, i) => {
      ctes.push(`w${i} AS (${shiftPlaceholders(w.text, values.length)})`);
      values.push(...w.values);
    });
    const sql = `WITH ${ctes.join(',\n')} SELECT (SELECT count(*) FROM head)::int AS moved, ev.* FROM (SELECT 1) one LEFT JOIN ev ON true`;
    let rows: (Pick<EventRow, 'global_position' | 'stream_version' | 'recorded_at'> & { moved: number })[];
    try {
      rows = await this.prepared(sql, values);
    } catch (err) {
      const code = (err as { code?: string; driverError?: { code?: string } }).code ?? (err as { driverError?: { code?: string } }).driverError?.code;
      if (code === UNIQUE_VIOLATION) throw await this.conflict(streamId, expectedVersion);
      if (code !== undefined && TRANSIENT_SQLSTATES.has(code)) throw new TransientWriteError(code);
      throw err;
    }
    if (rows.length === 0 || rows[0].moved !== 1) throw await this.conflict(streamId, expectedVersion);
    return rows
      .filter((r) => r.global_position !== null)
      .sort((a, b) => a.stream_version - b.stream_version)
      .map((r) => {
        const e = events[r.stream_version - expectedVersion - 1];
        return toStored({ ...r, stream_id: streamId, type: e.type, data: e.data, metadata: e.metadata ?? {} });
      });
  }

  /** Runs writes for an existing stream without appending (a read-model rebuild), optionally on a transaction. */
  async project(
    streamId: string,
    writes: readonly SqlWrite[],
    exec: Exec = (sql, values) => this.dataSource.query(sql, values as unknown[]),
  ): Promise<void> {
    if (writes.length === 0) return;
    const values: unknown[] = [streamId];
    const ctes = ['head AS (SELECT $1::uuid AS stream_id)'];
    writes.forEach((w, i) => {
      ctes.push(`w${i} AS (${shiftPlaceholders(w.text, values.length)})`);
      values.push(...w.values);
    });
    await exec(`WITH ${ctes.join(',\n')} SELECT 1`, values);
  }

  private async conflict(streamId: string, expectedVersion: number): Promise<ConcurrencyConflictError> {
    const head = await this.streamHead(streamId);
    return new ConcurrencyConflictError(streamId, expectedVersion, head?.version ?? 0);
  }

  /** Events of one stream with afterVersion < version <= toVersion, oldest first (on `exec`'s connection when given). */
  async readStream(
    streamId: string,
    opts: { afterVersion?: number; toVersion?: number; limit?: number } = {},
    exec: Exec = (sql, values) => this.dataSource.query(sql, values as unknown[]),
  ): Promise<StoredEvent[]> {
    const rows = (await exec(
      `SELECT global_position, stream_id, stream_version, type, data, metadata, recorded_at FROM events
       WHERE stream_id = $1 AND stream_version > $2 AND stream_version <= $3
       ORDER BY stream_version LIMIT $4`,
      [streamId, opts.afterVersion ?? 0, opts.toVersion ?? 2147483647, opts.limit ?? 1000000],
    )) as EventRow[];
    return rows.map(toStored);
  }

  /**
   * Runs an append as a named prepared statement on the pg pool. An append has a handful of shapes (which read models
   * ride along), and measured with EXPLAIN ANALYZE its planning (~0.2 ms) costs about as much as its execution
   * (~0.3 ms): each connection now parses and plans each shape once. Errors are pg's own (same SQLSTATE codes).
   */
  private async prepared<T>(text: string, values: unknown[]): Promise<T[]> {
    let name = this.statementNames.get(text);
    if (name === undefined) {
      name = `append_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      // Shapes are few; the bound only guards against a projection that would build its SQL from data.
      if (this.statementNames.size < 1000) this.statementNames.set(text, name);
    }
    return (await this.pool().query<T>({ name, text, values })).rows;
  }

  private pool(): { query<T>(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: T[] }> } {
    return (this.dataSource.driver as unknown as { master: ReturnType<EventStoreService['pool']> }).master;
  }

  /** The newest time-travel snapshot of `schema` at or below `version`, if any. */
  async snapshotAtOrBelow(streamId: string, version: number, schema: number): Promise<{ version: number; state: unknown } | null> {
    const rows: { version: number; state: unknown }[] = await this.dataSource.query(
      `SELECT version, state FROM stream_snapshots WHERE stream_id = $1 AND version <= $2 AND snapshot_schema = $3 ORDER BY version DESC LIMIT 1`,
      [streamId, version, schema],
    );
    return rows[0] ?? null;
  }

  async streamIds(): Promise<{ streamId: string; streamType: string }[]> {
    const rows: { stream_id: string; stream_type: string }[] = await this.dataSource.query('SELECT stream_id, stream_type FROM streams ORDER BY stream_id');
    return rows.map((r) => ({ streamId: r.stream_id, streamType: r.stream_type }));
  }

  async query<T>(sql: string, values: readonly unknown[] = []): Promise<T[]> {
    return this.dataSource.query(sql, values as unknown[]);
  }
}
