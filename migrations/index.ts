// Migrations in the order they run (listed explicitly, so the same list works from TypeScript and from dist/).
import { EventStore1763800000000 } from './1763800000000-event-store';

export const MIGRATIONS = [EventStore1763800000000];
