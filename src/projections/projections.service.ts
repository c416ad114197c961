// Runs every registered projection in the append's transaction, and rebuilds them all from the log on demand.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventStoreService } from '../event-store/event-store.service';
import type { StoredEvent } from '../event-store/stored-event';
import { fold } from '../rules/core/decider';
import type { Ruleset } from '../rulesets/ruleset';
import { rulesetFor } from '../rulesets/rulesets';
import type { Projection } from './projection';

@Injectable()
export class ProjectionsService {
  private readonly projections: Projection[] = [];

  constructor(private readonly store: EventStoreService) {}

  register(projection: Projection): void {
    if (!this.projections.some((p) => p.name === projection.name)) this.projections.push(projection);
  }

  names(): string[] {
    return this.projections.map((p) => p.name);
  }

  async apply(tx: EntityManager, streamId: string, ruleset: Ruleset, events: readonly StoredEvent[], state: unknown): Promise<void> {
    for (const p of this.projections) await p.apply(tx, streamId, ruleset, events, state);
  }

  /** Empties every read model and replays the whole log into it (and refreshes the stream snapshots). */
  async rebuild(): Promise<{ streams: number; events: number }> {
    let count = 0;
    const streams = await this.store.streamIds();
    await this.store.transaction(async (tx) => {
      for (const p of this.projections) for (const t of p.tables) await tx.query(`DELETE FROM ${t}`);
      for (const { streamId, streamType } of streams) {
        const ruleset = rulesetFor(streamType);
        if (!ruleset) continue;
        const events: StoredEvent[] = await this.store.readStream(streamId);
        count += events.length;
        const state = fold(ruleset.decider.evolve, ruleset.decider.initialState(), events);
        await tx.query('UPDATE streams SET snapshot = $2, snapshot_schema = $3 WHERE stream_id = $1', [
          streamId,
          JSON.stringify(state),
          ruleset.snapshotSchema,
        ]);
        await this.apply(tx, streamId, ruleset, events, state);
      }
    });
    return { streams: streams.length, events: count };
  }
}
