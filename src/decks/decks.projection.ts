// Read model `seat_decks`: the public face of each Malifaux seat's fate deck (FD-9: counts and the discard top).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent } from '../event-store/stored-event';
import type { Projection } from '../projections/projection';
import { ProjectionsService } from '../projections/projections.service';
import type { EncounterView } from '../rules/malifaux-2e/view';
import type { Ruleset } from '../rulesets/ruleset';

@Injectable()
export class DecksProjection implements Projection, OnModuleInit {
  readonly name = 'decks';
  readonly tables = ['seat_decks'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  writes(ruleset: Ruleset, events: readonly NewEvent[], state: unknown): SqlWrite[] {
    if (!ruleset.id.startsWith('malifaux') || events.length === 0) return [];
    const view = ruleset.decider.view(state, { role: 'public' }) as EncounterView | null;
    // A Malifaux ruleset without fate decks in its view (GG3 scores from facts) has no rows here.
    if (!view || !Array.isArray(view.seats)) return [];
    const rows = view.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      deck_count: s.deckCount,
      hand_count: s.handCount,
      discard_count: s.discardCount,
      discard_top: s.discardTop,
      in_play: s.inPlay,
      soulstones: s.soulstones,
      pending_cut_by: s.pendingCutBy,
    }));
    return [
      {
        text: `INSERT INTO seat_decks (encounter_id, seat, name, deck_count, hand_count, discard_count, discard_top, in_play, soulstones, pending_cut_by)
               SELECT head.stream_id, r.seat, r.name, r.deck_count, r.hand_count, r.discard_count, r.discard_top, r.in_play, r.soulstones, r.pending_cut_by
               FROM head, jsonb_to_recordset($1::jsonb) AS r(seat text, name text, deck_count int, hand_count int, discard_count int,
                                                            discard_top text, in_play jsonb, soulstones int, pending_cut_by text)
               ON CONFLICT (encounter_id, seat) DO UPDATE SET name = EXCLUDED.name, deck_count = EXCLUDED.deck_count,
                 hand_count = EXCLUDED.hand_count, discard_count = EXCLUDED.discard_count, discard_top = EXCLUDED.discard_top,
                 in_play = EXCLUDED.in_play, soulstones = EXCLUDED.soulstones, pending_cut_by = EXCLUDED.pending_cut_by`,
        values: [JSON.stringify(rows)],
      },
    ];
  }
}
