// Time travel that does not grow with the game (issue 13): a snapshot of the folded state is kept every
// SNAPSHOT_EVERY events, so the state as of any version is the nearest snapshot at or below it plus at most that many
// events. The stream heads are rewritten by every append: a lower fillfactor leaves room for HOT updates in place.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StreamSnapshots1763900000000 implements MigrationInterface {
  name = 'StreamSnapshots1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stream_snapshots (
        stream_id uuid NOT NULL REFERENCES streams (stream_id),
        version integer NOT NULL CHECK (version >= 1),
        snapshot_schema integer NOT NULL,
        state jsonb NOT NULL,
        PRIMARY KEY (stream_id, version)
      )`);
    await q.query('ALTER TABLE streams SET (fillfactor = 70)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS stream_snapshots');
    await q.query('ALTER TABLE streams RESET (fillfactor)');
  }
}
