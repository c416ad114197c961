// Leagues (issue 8): a league is a stream of its own (stream_type 'league'); these are its read models, fed in the
// append's statement and rebuilt from the log. Standings are not stored: they are computed from encounter_results.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Leagues1764200000000 implements MigrationInterface {
  name = 'Leagues1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE leagues (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        ruleset text NOT NULL,
        policy jsonb NOT NULL,
        organiser_token_hash text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE league_encounters (
        league_id uuid NOT NULL,
        encounter_id uuid NOT NULL,
        enrolled_at timestamptz NOT NULL,
        PRIMARY KEY (league_id, encounter_id)
      )`);
    await q.query('CREATE INDEX league_encounters_encounter ON league_encounters (encounter_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS league_encounters');
    await q.query('DROP TABLE IF EXISTS leagues');
  }
}
