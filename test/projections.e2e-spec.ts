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
});
