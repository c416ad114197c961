// The league stream kind: how a league folds (src/rules/league) and the read models it feeds (`leagues`,
// `league_encounters`), registered with the projections so that `npm run projections:rebuild` replays leagues too.
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { SqlWrite } from '../event-store/sql-write';
import type { NewEvent } from '../event-store/stored-event';
import type { StreamKind } from '../projections/projection';
import { ProjectionsService } from '../projections/projections.service';
import { evolveLeague, initialLeague, type LeagueEvent, type LeagueState } from '../rules/league/league';

export const LEAGUE_STREAM = 'league';
export const LEAGUE_SNAPSHOT_SCHEMA = 1;

@Injectable()
export class LeagueStream implements StreamKind, OnModuleInit {
  readonly type = LEAGUE_STREAM;
  readonly snapshotSchema = LEAGUE_SNAPSHOT_SCHEMA;
  readonly tables = ['leagues', 'league_encounters'];

  constructor(private readonly projections: ProjectionsService) {}

  onModuleInit(): void {
    this.projections.registerKind(this);
  }

  initialState(): LeagueState {
    return initialLeague();
  }

  evolve(state: unknown, event: NewEvent): LeagueState {
    return evolveLeague(state as LeagueState, event as LeagueEvent);
  }

  writes(events: readonly NewEvent[], _state: unknown): SqlWrite[] {
    return events.flatMap((e): SqlWrite[] => {
      const ev = e as LeagueEvent;
      switch (ev.type) {
        case 'LeagueCreated':
          // The organiser token's hash travels in the event's metadata (never shown), like an encounter's tokens.
          return [
            {
              text: `INSERT INTO leagues (id, name, ruleset, policy, organiser_token_hash, created_at)
                     SELECT head.stream_id, $1, $2, $3::jsonb, $4, $5::timestamptz FROM head ON CONFLICT (id) DO NOTHING`,
              values: [ev.data.name, ev.data.ruleset, JSON.stringify(ev.data.policy), String(e.metadata?.organiserTokenHash ?? ''), ev.data.createdAt],
            },
          ];
        case 'EncounterEnrolled':
          return [
            {
              text: `INSERT INTO league_encounters (league_id, encounter_id, enrolled_at) SELECT head.stream_id, $1::uuid, $2::timestamptz FROM head
                     ON CONFLICT (league_id, encounter_id) DO NOTHING`,
              values: [ev.data.encounterId, ev.data.enrolledAt],
            },
          ];
        default:
          return [];
      }
    });
  }
}
