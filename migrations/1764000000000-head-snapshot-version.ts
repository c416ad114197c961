// The head row's snapshot is refreshed every HEAD_SNAPSHOT_EVERY events instead of on every append (a turn's state
// is ~12 kB of JSON: parsing and compressing it cost PostgreSQL about 0.4 ms per command). `snapshot_version` says
// which version the snapshot is of; a reader folds the few events after it.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class HeadSnapshotVersion1764000000000 implements MigrationInterface {
  name = 'HeadSnapshotVersion1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE streams ADD COLUMN snapshot_version integer');
    await q.query('UPDATE streams SET snapshot_version = version');
    await q.query('ALTER TABLE streams ALTER COLUMN snapshot_version SET NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE streams DROP COLUMN snapshot_version');
  }
}
