// The event store and the first read models (DESIGN.md "Layers" 2): one table of immutable events, unique
// (stream_id, stream_version); the stream head with its snapshot; idempotency records; projections.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStore1763800000000 implements MigrationInterface {
  name = 'EventStore1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE streams (
        stream_id uuid PRIMARY KEY,
        stream_type text NOT NULL,
        version integer NOT NULL CHECK (version >= 0),
        snapshot jsonb NOT NULL,
        snapshot_schema integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        stream_id uuid NOT NULL REFERENCES streams (stream_id),
        stream_version integer NOT NULL CHECK (stream_version >= 1),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
      )`);
    // Events are immutable: the database itself refuses to change or delete one.
    await q.query(`
      CREATE FUNCTION events_are_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are immutable (% on event %)', TG_OP, OLD.global_position;
      END $$`);
    await q.query(`CREATE TRIGGER events_immutable BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_are_immutable()`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        status integer NOT NULL,
        response jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, idempotency_key)
      )`);
    await q.query(`
      CREATE TABLE encounters (
        id uuid PRIMARY KEY,
        ruleset text NOT NULL,
        status text NOT NULL,
        players jsonb NOT NULL,
        seed_commitment text NOT NULL,
        created_at timestamptz NOT NULL,
        ended_at timestamptz NULL
      )`);
    await q.query(`
      CREATE TABLE encounter_tokens (
        token_hash text PRIMARY KEY,
        encounter_id uuid NOT NULL,
        role text NOT NULL,
        seat text NULL
      )`);
    await q.query(`CREATE INDEX encounter_tokens_encounter ON encounter_tokens (encounter_id)`);
    await q.query(`
      CREATE TABLE seat_decks (
        encounter_id uuid NOT NULL,
        seat text NOT NULL,
        name text NOT NULL,
        deck_count integer NOT NULL,
        hand_count integer NOT NULL,
        discard_count integer NOT NULL,
        discard_top text NULL,
        in_play jsonb NOT NULL,
        soulstones integer NOT NULL,
        pending_cut_by text NULL,
        PRIMARY KEY (encounter_id, seat)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['seat_decks', 'encounter_tokens', 'encounters', 'idempotency_keys', 'events', 'streams']) {
      await q.query(`DROP TABLE IF EXISTS ${t}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS events_are_immutable()`);
  }
}
