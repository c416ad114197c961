// Read models `encounters` (public summary) and `encounter_tokens` (token hashes from EncounterCreated metadata).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../event-store/stored-event';
import type { Projection } from '../projections/projection';
import { ProjectionsService } from '../projections/projections.service';
import type { Ruleset } from '../rulesets/ruleset';
import { EncounterRow } from './entities/encounter-row.entity';
import { EncounterToken } from './entities/encounter-token.entity';

const SUMMARY_EVENTS = new Set(['EncounterCreated', 'EncounterEnded']);

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

  async apply(tx: EntityManager, streamId: string, ruleset: Ruleset, events: readonly StoredEvent[], state: unknown): Promise<void> {
    // The summary changes only when an encounter starts or ends: other commands cost this projection nothing.
    if (!events.some((e) => SUMMARY_EVENTS.has(e.type))) return;
    const summary = ruleset.summary(state);
    if (!summary) return;
    const grants = events.flatMap((e) => (e.metadata.tokens as TokenGrant[] | undefined) ?? []);
    if (grants.length > 0) {
      await tx.getRepository(EncounterToken).insert(grants.map((g) => ({ tokenHash: g.hash, encounterId: streamId, role: g.role, seat: g.seat })));
    }
    await tx.getRepository(EncounterRow).upsert(
      {
        id: streamId,
        ruleset: ruleset.id,
        status: summary.status,
        players: summary.players.map((p) => ({ seat: p.seat, name: p.name })),
        seedCommitment: summary.seedCommitment,
        createdAt: new Date(summary.createdAt),
        endedAt: summary.endedAt ? new Date(summary.endedAt) : null,
      },
      ['id'],
    );
  }
}
