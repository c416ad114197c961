// Collects every registered projection's writes for an append, and rebuilds all read models from the log on demand.
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventStoreService } from '../event-store/event-store.service';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent, StoredEvent } from '../event-store/stored-event';
import { fold } from '../rules/core/decider';
import type { Ruleset } from '../rulesets/ruleset';
import { rulesetFor } from '../rulesets/rulesets';
import type { Projection } from './projection';

@Injectable()
export class ProjectionsService {
  private readonly projections: Projection[] = [];

  constructor(
    private readonly store: EventStoreService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  register(projection: Projection): void {
    if (!this.projections.some((p) => p.name === projection.name)) this.projections.push(projection);
  }

  names(): string[] {
    return this.projections.map((p) => p.name);
  }

  writes(ruleset: Ruleset, events: readonly NewEvent[], state: unknown): SqlWrite[] {
    return this.projections.flatMap((p) => p.writes(ruleset, events, state));
  }

  /** Empties every read model and replays the whole log into it (and refreshes the stream snapshots), in one transaction. */
  async rebuild(): Promise<{ streams: number; events: number }> {
    let count = 0;
    const streams = await this.store.streamIds();
    await this.dataSource.transaction(async (tx) => {
      // Writers wait for the rebuild rather than interleave with it.
      for (const p of this.projections) for (const t of p.tables) await tx.query(`LOCK TABLE ${t} IN EXCLUSIVE MODE`);
      for (const p of this.projections) for (const t of p.tables) await tx.query(`DELETE FROM ${t}`);
      for (const { streamId, streamType } of streams) {
        const ruleset = rulesetFor(streamType);
        if (!ruleset) continue;
        const events: StoredEvent[] = await this.store.readStream(streamId);
        count += events.length;
        const state = fold(ruleset.decider.evolve, ruleset.decider.initialState(), events);
        await tx.query('UPDATE streams SET snapshot = $2, snapshot_schema = $3 WHERE stream_id = $1', [streamId, JSON.stringify(state), ruleset.snapshotSchema]);
        await this.store.project(streamId, this.writes(ruleset, events, state), (sql, values) => tx.query(sql, values as unknown[]));
      }
    });
    return { streams: streams.length, events: count };
  }
}
