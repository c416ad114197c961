// Migrations in the order they run (listed explicitly, so the same list works from TypeScript and from dist/).
import { EventStore1763800000000 } from './1763800000000-event-store';
import { StreamSnapshots1763900000000 } from './1763900000000-stream-snapshots';
import { HeadSnapshotVersion1764000000000 } from './1764000000000-head-snapshot-version';
import { EncounterResults1764100000000 } from './1764100000000-encounter-results';
import { Leagues1764200000000 } from './1764200000000-leagues';
import { SeatDecksFillfactor1764300000000 } from './1764300000000-seat-decks-fillfactor';

export const MIGRATIONS = [EventStore1763800000000, StreamSnapshots1763900000000, HeadSnapshotVersion1764000000000, EncounterResults1764100000000, Leagues1764200000000, SeatDecksFillfactor1764300000000];
