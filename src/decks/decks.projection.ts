// Read model `seat_decks`: the public face of each Malifaux seat's fate deck (FD-9: counts and the discard top).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from '../event-store/stored-event';
import type { Projection } from '../projections/projection';
import { ProjectionsService } from '../projections/projections.service';
import type { EncounterView } from '../rules/malifaux-2e/view';
import type { Ruleset } from '../rulesets/ruleset';
import { SeatDeckRow } from './entities/seat-deck-row.entity';

@Injectable()
export class DecksProjection implements Projection, OnModuleInit {
  readonly name = 'decks';
  readonly tables = ['seat_decks'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  async apply(tx: EntityManager, streamId: string, ruleset: Ruleset, events: readonly StoredEvent[], state: unknown): Promise<void> {
    if (!ruleset.id.startsWith('malifaux') || events.length === 0) return;
    const view = ruleset.decider.view(state, { role: 'public' }) as EncounterView | null;
    if (!view) return;
    await tx.getRepository(SeatDeckRow).upsert(
      view.seats.map((s) => ({
        encounterId: streamId,
        seat: s.seat,
        name: s.name,
        deckCount: s.deckCount,
        handCount: s.handCount,
        discardCount: s.discardCount,
        discardTop: s.discardTop,
        inPlay: [...s.inPlay],
        soulstones: s.soulstones,
        pendingCutBy: s.pendingCutBy,
      })),
      ['encounterId', 'seat'],
    );
  }
}
