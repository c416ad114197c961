// Read models `encounters` (public summary) and `encounter_tokens` (token hashes from EncounterCreated metadata).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent } from '../event-store/stored-event';
import type { Projection } from '../projections/projection';
import { ProjectionsService } from '../projections/projections.service';
import type { Ruleset } from '../rulesets/ruleset';

/** The summary changes only when an encounter starts, a seat is joined, or it ends: other commands cost nothing here. */
const SUMMARY_EVENTS = new Set(['EncounterCreated', 'SeatJoined', 'EncounterEnded', 'GameEnded']);

export interface TokenGrant {
  readonly hash: string;
  readonly role: 'seat' | 'organiser';
  readonly seat: string | null;
}

@Injectable()
export class EncountersProjection implements Projection, OnModuleInit {
  readonly name = 'encounters';
  readonly tables = ['encounter_tokens', 'encounters'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  writes(ruleset: Ruleset, events: readonly NewEvent[], state: unknown): SqlWrite[] {
    const out: SqlWrite[] = [];
    const grants = events.flatMap((e) => (e.metadata?.tokens as TokenGrant[] | undefined) ?? []);
    if (grants.length > 0) {
      out.push({
        text: `INSERT INTO encounter_tokens (token_hash, encounter_id, role, seat)
               SELECT g.hash, head.stream_id, g.role, g.seat FROM head, jsonb_to_recordset($1::jsonb) AS g(hash text, role text, seat text)
               ON CONFLICT (token_hash) DO NOTHING`,
        values: [JSON.stringify(grants)],
      });
    }
    const summary = events.some((e) => SUMMARY_EVENTS.has(e.type)) ? ruleset.summary(state) : null;
    if (summary) {
      out.push({
        text: `INSERT INTO encounters (id, ruleset, status, players, seed_commitment, created_at, ended_at)
               SELECT head.stream_id, $1, $2, $3::jsonb, $4, $5::timestamptz, $6::timestamptz FROM head
               ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, players = EXCLUDED.players, ended_at = EXCLUDED.ended_at`,
        values: [ruleset.id, summary.status, JSON.stringify(summary.players), summary.seedCommitment, summary.createdAt, summary.endedAt],
      });
    }
    return out;
  }
}
