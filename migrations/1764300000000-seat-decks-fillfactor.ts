// The seat_decks rows are rewritten by most deck commands and no index covers the columns they change: a lower
// fillfactor leaves room on the page for the new version, so PostgreSQL updates them in place (HOT) as it does the
// stream heads (1763900000000-stream-snapshots.ts).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SeatDecksFillfactor1764300000000 implements MigrationInterface {
  name = 'SeatDecksFillfactor1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE seat_decks SET (fillfactor = 70)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE seat_decks RESET (fillfactor)');
  }
}
