// Read models are projections of the log: a rebuild from the log gives the same rows (npm run projections:rebuild).
import { DataSource } from 'typeorm';
import { ProjectionsService } from '../src/projections/projections.service';
import { bearer, createEncounter, startTestApp, type TestApp } from './support/test-app';

describe('projections', () => {
  let t: TestApp;
  let ds: DataSource;
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
  });
  afterAll(async () => t.close());

  it('projections:rebuild empties the read models and replays the log into the same rows', async () => {
    const c = await createEncounter(t, { ready: true });
    await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 5 }).expect(200);
    await t.http.post(`/v1/encounters/${c.id}/decks/B/flip`).set(...bearer(c.tokens.B)).send({ count: 3 }).expect(200);
    const d = await createEncounter(t, { ready: true });
    await t.http.post(`/v1/encounters/${d.id}/end`).set(...bearer(d.organiser)).send({}).expect(200);
    const dump = async (): Promise<unknown> => ({
      encounters: await ds.query('SELECT * FROM encounters ORDER BY id'),
      tokens: await ds.query('SELECT * FROM encounter_tokens ORDER BY token_hash'),
      decks: await ds.query('SELECT * FROM seat_decks ORDER BY encounter_id, seat'),
      snapshots: await ds.query('SELECT stream_id, version, snapshot, snapshot_schema FROM streams ORDER BY stream_id'),
    });
    const before = await dump();
    await ds.query('DELETE FROM seat_decks');
    await ds.query(`UPDATE encounters SET status = 'garbage'`);
    const result = await t.app.get(ProjectionsService).rebuild();
    expect(result.streams).toBeGreaterThanOrEqual(2);
    expect(await dump()).toEqual(before);
    // And the service still works on the rebuilt rows.
    await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(200);
  });

  it('seat_decks follows each command with the public face of the decks, and leaves an unchanged seat row unwritten', async () => {
    const c = await createEncounter(t, { ready: true });
    const rows = async (): Promise<{ seat: string; hand_count: number; deck_count: number; xmin: string }[]> =>
      ds.query('SELECT seat, hand_count, deck_count, xmin::text AS xmin FROM seat_decks WHERE encounter_id = $1 ORDER BY seat', [c.id]);
    await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 2 }).expect(200);
    const before = await rows();
    await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 3 }).expect(200);
    const after = await rows();
    const view = await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.B)).expect(200);
    const seatA = (view.body.state.seats as { seat: string; handCount: number; deckCount: number }[]).find((s) => s.seat === 'A')!;
    expect(after[0]).toMatchObject({ seat: 'A', hand_count: seatA.handCount, deck_count: seatA.deckCount });
    expect(after[0].hand_count).toBe(before[0].hand_count + 3);
    expect(after[0].xmin).not.toBe(before[0].xmin);
    // B's deck did not move: its row keeps the tuple written before (no new version, no WAL for it).
    expect(after[1]).toEqual(before[1]);
  });
});
