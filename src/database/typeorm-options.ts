// TypeORM options shared by the app and the scripts: entities listed explicitly, migrations run at start.
import type { DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../migrations';
import { SeatDeckRow } from '../decks/entities/seat-deck-row.entity';
import { EncounterRow } from '../encounters/entities/encounter-row.entity';
import { EncounterToken } from '../encounters/entities/encounter-token.entity';
import { EventRecord } from '../event-store/entities/event-record.entity';
import { IdempotencyRecord } from '../event-store/entities/idempotency-record.entity';
import { StreamRecord } from '../event-store/entities/stream-record.entity';
import { LeagueEncounterRow } from '../leagues/entities/league-encounter-row.entity';
import { LeagueRow } from '../leagues/entities/league-row.entity';
import { EncounterResultRow } from '../results/entities/encounter-result-row.entity';

export const ENTITIES = [EventRecord, StreamRecord, IdempotencyRecord, EncounterRow, EncounterToken, SeatDeckRow, EncounterResultRow, LeagueRow, LeagueEncounterRow];

export function typeormOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: process.env.TYPEORM_LOG_QUERIES === 'true' ? ['query'] : false,
    extra: { max: poolSize },
  };
}
