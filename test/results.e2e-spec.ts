// GET /v1/results, GET /v1/results/{encounterId} and the GraphQL `results` / `result` queries: the ruleset-blind results
// read model, written when an encounter ends, filtered and cursor-paged, rebuilt from the log with the same rows.
import { DataSource } from 'typeorm';
import { ProjectionsService } from '../src/projections/projections.service';
import { setUpStandard } from './support/standard-game';
import { bearer, createEncounter, gql, startTestApp, type TestApp } from './support/test-app';

describe('results read model', () => {
  let t: TestApp;
  const ended: string[] = [];
  let running: string;
  beforeAll(async () => {
    t = await startTestApp();
    for (const names of [['Ann', 'Bob'], ['Cid', 'Ann'], ['Dee', 'Eve']] as [string, string][]) {
      const g = await setUpStandard(t, names);
      await g.post('O', 'end', { reason: 'time called' });
      ended.push(g.c.id);
    }
    running = (await setUpStandard(t, ['Ann', 'Zed'])).c.id;
    // A practice encounter (crews hired directly, no Standard Encounter) ends without a scored result.
    const p = await createEncounter(t, { ready: true });
    await t.http.post(`/v1/encounters/${p.id}/end`).set(...bearer(p.organiser)).send({}).expect(200);
  });
  afterAll(async () => t.close());

  describe('GET /v1/results', () => {
    it('lists the ended, scored encounters newest first; never a running one', async () => {
      const res = await t.http.get('/v1/results').expect(200);
      const ids = (res.body.results as { encounterId: string }[]).map((r) => r.encounterId);
      expect(ids).toEqual([...ended].reverse());
      expect(ids).not.toContain(running);
      expect(res.body.nextCursor).toBeNull();
    });

    it('filters by player name (case-insensitive), side, ruleset and date', async () => {
      const ann = await t.http.get('/v1/results?player=ann').expect(200);
      expect((ann.body.results as { encounterId: string }[]).map((r) => r.encounterId).sort()).toEqual([ended[0], ended[1]].sort());
      expect((await t.http.get('/v1/results?side=GUILD').expect(200)).body.results).toHaveLength(3);
      expect((await t.http.get('/v1/results?side=ARCANISTS').expect(200)).body.results).toHaveLength(0);
      expect((await t.http.get('/v1/results?ruleset=mage-wars').expect(200)).body.results).toHaveLength(0);
      expect((await t.http.get('/v1/results?ruleset=malifaux-2e').expect(200)).body.results).toHaveLength(3);
      expect((await t.http.get('/v1/results?from=2999-01-01T00:00:00Z').expect(200)).body.results).toHaveLength(0);
      expect((await t.http.get('/v1/results?to=2999-01-01T00:00:00Z&from=2000-01-01T00:00:00Z').expect(200)).body.results).toHaveLength(3);
    });

    it('pages with an opaque cursor', async () => {
      const p1 = await t.http.get('/v1/results?limit=2').expect(200);
      expect(p1.body.results).toHaveLength(2);
      const p2 = await t.http.get(`/v1/results?limit=2&cursor=${p1.body.nextCursor}`).expect(200);
      expect(p2.body.results).toHaveLength(1);
      expect(p2.body.nextCursor).toBeNull();
      expect([...p1.body.results, ...p2.body.results].map((r: { encounterId: string }) => r.encounterId)).toEqual([...ended].reverse());
    });

    it.each([['limit=0'], ['limit=abc'], ['ruleset=chess'], ['from=yesterday'], ['cursor=not%20one'], ['cursor=eyJ4IjoxfQ'], ['player='], ['surprise=1']])(
      'answers 400 problem+json naming the field for %s',
      async (qs) => {
        const res = await t.http.get(`/v1/results?${qs}`);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(JSON.stringify(res.body.errors)).toContain(qs.split('=')[0]);
      },
    );
  });

  describe('GET /v1/results/{encounterId}', () => {
    it('gives one result with its seats, sides and ledger entries', async () => {
      const res = await t.http.get(`/v1/results/${ended[0]}`).expect(200);
      expect(res.body).toMatchObject({ encounterId: ended[0], ruleset: 'malifaux-2e', seats: [{ seat: 'A', name: 'Ann', side: 'GUILD' }, { seat: 'B', name: 'Bob', side: 'NEVERBORN' }] });
      expect(['WIN', 'DRAW']).toContain(res.body.outcome);
      expect(res.body.details).toEqual(expect.arrayContaining([{ name: 'mode', value: 'STANDARD' }, { name: 'encounterSize', value: '50' }]));
    });
    it('is 404 for a running encounter, an unknown one, and one without a scored end; 400 for a malformed id', async () => {
      for (const id of [running, '00000000-0000-4000-8000-000000000000']) {
        const res = await t.http.get(`/v1/results/${id}`).expect(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
      expect((await t.http.get('/v1/results/nope').expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('GraphQL results / result', () => {
    it('serves the same rows, without a token', async () => {
      const g = await gql(t, null, `query { results(player: "Ann", limit: 5) { nextCursor results { encounterId outcome winners seats { name side vp entries { source vp turn events declarations } } } } }`);
      expect(g.errors).toBeUndefined();
      expect((g.data!.results as { results: unknown[] }).results).toHaveLength(2);
      const one = await gql(t, null, `query($id: ID!) { result(encounterId: $id) { encounterId turnsPlayed policies { name value } } }`, { id: ended[2] });
      expect((one.data!.result as { encounterId: string }).encounterId).toBe(ended[2]);
      const bad = await gql(t, null, `query { results(limit: 500) { nextCursor } }`);
      expect(bad.errors?.[0].extensions?.code).toBe('VALIDATION_FAILED');
      const missing = await gql(t, null, `query($id: ID!) { result(encounterId: $id) { encounterId } }`, { id: running });
      expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });
  });

  it('npm run projections:rebuild replays the log into the same result rows', async () => {
    const ds = t.app.get(DataSource);
    const dump = async (): Promise<unknown> => ds.query('SELECT * FROM encounter_results ORDER BY encounter_id');
    const before = await dump();
    expect(before).toHaveLength(3);
    await ds.query('DELETE FROM encounter_results');
    await t.app.get(ProjectionsService).rebuild();
    expect(await dump()).toEqual(before);
  });
});
