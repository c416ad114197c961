// Collects every registered projection's writes for an append, and rebuilds all read models from the log on demand.
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, type QueryRunner } from 'typeorm';
import { EventStoreService, type Exec } from '../event-store/event-store.service';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent } from '../event-store/stored-event';
import { fold } from '../rules/core/decider';
import type { Ruleset } from '../rulesets/ruleset';
import { rulesetFor } from '../rulesets/rulesets';
import type { Projection, StreamKind } from './projection';

/** Attempts at the final swap when it loses a deadlock or its lock wait times out against live appends. */
const SWAP_ATTEMPTS = 5;
/** The longest the swap waits for its locks; appends never wait on the rebuild longer than the swap itself. */
const SWAP_LOCK_TIMEOUT = '3s';

interface StreamRow {
  stream_id: string;
  stream_type: string;
  version: number;
  snapshot_schema: number;
}

@Injectable()
export class ProjectionsService {
  private readonly projections: Projection[] = [];
  private readonly kinds = new Map<string, StreamKind>();
  private readonly logger = new Logger('Projections');

  constructor(
    private readonly store: EventStoreService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  register(projection: Projection): void {
    if (!this.projections.some((p) => p.name === projection.name)) this.projections.push(projection);
  }

  /** A stream type that is not a ruleset (a league): its read models are rebuilt with the others. */
  registerKind(kind: StreamKind): void {
    this.kinds.set(kind.type, kind);
  }

  names(): string[] {
    return [...this.projections.map((p) => p.name), ...this.kinds.keys()];
  }

  writes(ruleset: Ruleset, events: readonly NewEvent[], state: unknown): SqlWrite[] {
    return this.projections.flatMap((p) => p.writes(ruleset, events, state));
  }

  /**
   * Rebuilds every read model from the log while the service keeps running: the new rows are built aside (a schema
   * of their own, the same tables), caught up with what was appended meanwhile, then swapped in under a short lock
   * (writers wait for the swap, never for the replay). Everything runs on ONE connection, so it works on a pool of
   * one (the embedded database) and never waits for a connection it holds itself.
   */
  async rebuild(): Promise<{ streams: number; events: number }> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const exec: Exec = (sql, values) => runner.query(sql, values as unknown[]);
    const aside = `rebuild_${randomBytes(6).toString('hex')}`;
    const tables = [...this.projections.flatMap((p) => p.tables), ...[...this.kinds.values()].flatMap((k) => k.tables)];
    const folded = new Map<string, number>();
    let events = 0;
    try {
      await runner.query(`CREATE SCHEMA ${aside}`);
      for (const t of tables) await runner.query(`CREATE TABLE ${aside}.${t} (LIKE public.${t} INCLUDING ALL)`);
      // Unqualified table names in the projections' SQL now name the tables aside; `streams` and `events` stay public.
      await runner.query(`SET search_path TO ${aside}, public`);
      events += await this.catchUp(exec, folded);
      events += await this.catchUp(exec, folded);
      await this.swap(runner, exec, aside, tables, folded);
      return { streams: folded.size, events };
    } finally {
      await runner.query('RESET search_path').catch(() => undefined);
      await runner.query(`DROP SCHEMA IF EXISTS ${aside} CASCADE`).catch(() => undefined);
      await runner.release();
    }
  }

  /** Folds and projects (into the tables aside) every stream whose version differs from the one folded last. */
  private async catchUp(exec: Exec, folded: Map<string, number>): Promise<number> {
    const streams = (await exec('SELECT stream_id, stream_type, version, snapshot_schema FROM public.streams ORDER BY stream_id', [])) as StreamRow[];
    let events = 0;
    for (const s of streams) {
      if (folded.get(s.stream_id) === s.version) continue;
      const ruleset = rulesetFor(s.stream_type);
      const kind = ruleset ? undefined : this.kinds.get(s.stream_type);
      if (!ruleset && !kind) continue;
      const log = await this.store.readStream(s.stream_id, { toVersion: s.version }, exec);
      events += log.length;
      const state = ruleset ? fold(ruleset.decider.evolve, ruleset.decider.initialState(), log) : fold(kind!.evolve, kind!.initialState(), log);
      const schema = ruleset ? ruleset.snapshotSchema : kind!.snapshotSchema;
      // A snapshot of an old schema is refreshed; the version guard leaves a stream that moved on to its writer.
      if (s.snapshot_schema !== schema) {
        await exec('UPDATE public.streams SET snapshot = $2, snapshot_schema = $3, snapshot_version = $4 WHERE stream_id = $1 AND version = $4', [
          s.stream_id,
          JSON.stringify(state),
          schema,
          s.version,
        ]);
      }
      await this.store.project(s.stream_id, ruleset ? this.writes(ruleset, log, state) : kind!.writes(log, state), exec);
      folded.set(s.stream_id, s.version);
    }
    return events;
  }

  /**
   * Under EXCLUSIVE locks on the live tables (reads go on; appends that write them wait), project what was appended
   * since the last pass, then replace the live rows with the rows aside. An append blocked meanwhile writes its
   * upsert after the swap, on top of rows that are exactly the log up to the versions it saw.
   */
  private async swap(runner: QueryRunner, exec: Exec, aside: string, tables: readonly string[], folded: Map<string, number>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      await runner.startTransaction();
      try {
        await runner.query(`SET LOCAL lock_timeout = '${SWAP_LOCK_TIMEOUT}'`);
        await runner.query(`LOCK TABLE ${tables.map((t) => `public.${t}`).join(', ')} IN EXCLUSIVE MODE`);
        await this.catchUp(exec, folded);
        for (const t of tables) {
          await runner.query(`DELETE FROM public.${t}`);
          await runner.query(`INSERT INTO public.${t} SELECT * FROM ${aside}.${t}`);
        }
        await runner.commitTransaction();
        return;
      } catch (err) {
        await runner.rollbackTransaction();
        const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
        // 40P01 deadlock with an append, 55P03 lock timeout: let the appends through and try again.
        if (attempt >= SWAP_ATTEMPTS || (code !== '40P01' && code !== '55P03')) throw err;
        this.logger.warn(`read-model swap attempt ${attempt} gave way to live appends (${code}); retrying`);
      }
    }
  }
}
