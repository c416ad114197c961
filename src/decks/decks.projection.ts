// Read model `seat_decks`: the public face of each Malifaux seat's fate deck (FD-9: counts and the discard top).
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent } from '../event-store/stored-event';
import type { Projection } from '../projections/projection';
import { ProjectionsService } from '../projections/projections.service';
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
    // A ruleset without fate decks (Mage Wars; GG3 scores from facts) declares no deck faces and has no rows here.
    if (!ruleset.deckFaces || events.length === 0) return [];
    const faces = ruleset.deckFaces(state);
    if (faces.length === 0) return [];
    const rows = faces.map((s) => ({
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
    // The opponent's row is usually unchanged by a command: the WHERE skips rewriting it (a new tuple and its WAL).
    return [
      {
        text: `INSERT INTO seat_decks (encounter_id, seat, name, deck_count, hand_count, discard_count, discard_top, in_play, soulstones, pending_cut_by)
               SELECT head.stream_id, r.seat, r.name, r.deck_count, r.hand_count, r.discard_count, r.discard_top, r.in_play, r.soulstones, r.pending_cut_by
               FROM head, jsonb_to_recordset($1::jsonb) AS r(seat text, name text, deck_count int, hand_count int, discard_count int,
                                                            discard_top text, in_play jsonb, soulstones int, pending_cut_by text)
               ON CONFLICT (encounter_id, seat) DO UPDATE SET name = EXCLUDED.name, deck_count = EXCLUDED.deck_count,
                 hand_count = EXCLUDED.hand_count, discard_count = EXCLUDED.discard_count, discard_top = EXCLUDED.discard_top,
                 in_play = EXCLUDED.in_play, soulstones = EXCLUDED.soulstones, pending_cut_by = EXCLUDED.pending_cut_by
               WHERE (seat_decks.name, seat_decks.deck_count, seat_decks.hand_count, seat_decks.discard_count, seat_decks.discard_top,
                      seat_decks.in_play, seat_decks.soulstones, seat_decks.pending_cut_by)
                 IS DISTINCT FROM (EXCLUDED.name, EXCLUDED.deck_count, EXCLUDED.hand_count, EXCLUDED.discard_count, EXCLUDED.discard_top,
                      EXCLUDED.in_play, EXCLUDED.soulstones, EXCLUDED.pending_cut_by)`,
        values: [JSON.stringify(rows)],
      },
    ];
  }
}
