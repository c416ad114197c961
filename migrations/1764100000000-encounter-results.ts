// The results read model (issue 8): one row per ended encounter whose ruleset scores an end, public facts only, fed
// by the `results` projection in the append's statement and rebuilt from the log like every read model.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EncounterResults1764100000000 implements MigrationInterface {
  name = 'EncounterResults1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE encounter_results (
        encounter_id uuid PRIMARY KEY,
        ruleset text NOT NULL,
        outcome text NOT NULL,
        winners jsonb NOT NULL,
        seats jsonb NOT NULL,
        player_names text[] NOT NULL,
        sides text[] NOT NULL,
        turns_played integer NOT NULL,
        ended_at timestamptz NOT NULL,
        policies jsonb NOT NULL,
        details jsonb NOT NULL,
        practice boolean NOT NULL DEFAULT false
      )`);
    // Newest first with a stable tie-break: the cursor order of GET /v1/results.
    await q.query('CREATE INDEX encounter_results_ended ON encounter_results (ended_at DESC, encounter_id DESC)');
    await q.query('CREATE INDEX encounter_results_players ON encounter_results USING gin (player_names)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS encounter_results');
  }
}
