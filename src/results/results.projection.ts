// Read model `encounter_results`: the ruleset's own result (Ruleset.result) of an ended encounter. Ruleset-blind: any
// ruleset that answers result() appears here; one that does not (or an encounter without a scored end) never does.
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent } from '../event-store/stored-event';
import type { Projection } from '../projections/projection';
import { ProjectionsService } from '../projections/projections.service';
import type { Ruleset } from '../rulesets/ruleset';

@Injectable()
export class ResultsProjection implements Projection, OnModuleInit {
  readonly name = 'results';
  readonly tables = ['encounter_results'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.register(this);
  }

  /**
   * A result exists only once the encounter has ended (before that, result() is null and nothing is written, so no
   * running game is ever listed); after the end it is written again by any later append, from the same state.
   */
  writes(ruleset: Ruleset, _events: readonly NewEvent[], state: unknown): SqlWrite[] {
    const r = ruleset.result?.(state) ?? null;
    if (!r) return [];
    return [
      {
        text: `INSERT INTO encounter_results (encounter_id, ruleset, outcome, winners, seats, player_names, sides, turns_played, ended_at, policies, details, practice)
               SELECT head.stream_id, $1, $2, $3::jsonb, $4::jsonb, $5::text[], $6::text[], $7, $8::timestamptz, $9::jsonb, $10::jsonb, $11 FROM head
               ON CONFLICT (encounter_id) DO UPDATE SET outcome = EXCLUDED.outcome, winners = EXCLUDED.winners, seats = EXCLUDED.seats,
                 player_names = EXCLUDED.player_names, sides = EXCLUDED.sides, turns_played = EXCLUDED.turns_played, ended_at = EXCLUDED.ended_at,
                 policies = EXCLUDED.policies, details = EXCLUDED.details, practice = EXCLUDED.practice`,
        values: [
          ruleset.id,
          r.outcome,
          JSON.stringify(r.winners),
          JSON.stringify(r.seats),
          r.seats.map((s) => s.name.trim().toLowerCase()),
          [...new Set(r.seats.map((s) => s.side).filter((x): x is string => x !== null))],
          r.turnsPlayed,
          r.endedAt,
          JSON.stringify(r.policies),
          JSON.stringify(r.details ?? {}),
          r.practice === true,
        ],
      },
    ];
  }
}
