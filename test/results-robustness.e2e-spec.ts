// No input to the results and league routes, however malformed, gets a 500: each is a 4xx problem+json.
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

const cursor = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('results and leagues: malformed input', () => {
  let t: TestApp;
  let league: { id: string; token: string };
  beforeAll(async () => {
    t = await startTestApp();
    const l = await t.http.post('/v1/leagues').send({ name: 'R', ruleset: 'malifaux-2e' }).expect(201);
    league = { id: l.body.league.leagueId, token: l.body.organiserToken };
  });
  afterAll(async () => t.close());

  it.each([
    ['player=%00'],
    ['side=a%00b'],
    ['player=' + 'x'.repeat(101)],
    [`cursor=${cursor(['2026-01-01T00:00:00Z', '------------------------------------'])}`],
    [`cursor=${cursor(['2020', '00000000-0000-4000-8000-000000000000'])}`],
    [`cursor=${cursor(['+275760-09-13T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'])}`],
    ['from=%2B275760-09-13T00:00:00Z'],
    ['to=0000-01-01T00:00:00Z'],
    ['league=00000000-0000-0000-0000-00000000000g'],
    ['limit=1e3'],
    ['ruleset=malifaux-2e&ruleset=mage-wars'],
  ])('GET /v1/results?%s is a 4xx, never a 500', async (qs) => {
    const res = await t.http.get(`/v1/results?${qs}`);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it.each([
    [{ name: 'a\u0000b', ruleset: 'malifaux-2e' }],
    [{ name: 'ok', ruleset: 'malifaux-2e', policy: { win: 3, draw: 1, loss: 0, tieBreakers: 'VP_FOR' } }],
    [{ name: 'a\nb', ruleset: 'malifaux-2e' }],
    [{ name: ['x'], ruleset: 'malifaux-2e' }],
  ])('POST /v1/leagues %j is a 4xx', async (body) => {
    const res = await t.http.post('/v1/leagues').send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it.each([
    [{ encounterId: '00000000-0000-4000-8000-000000000000', encounterToken: 'a\u0000' }],
    [{ encounterId: '00000000-0000-4000-8000-000000000000', encounterToken: 'x'.repeat(300) }],
    [{ encounterId: 7, encounterToken: 'org_x' }],
    [{}],
  ])('POST /v1/leagues/{leagueId}/encounters %j is a 4xx', async (body) => {
    const res = await t.http.post(`/v1/leagues/${league.id}/encounters`).set(...bearer(league.token)).send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('a NUL character anywhere in a JSON body or query is a 400 naming the field (PostgreSQL cannot store it)', async () => {
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'a\u0000' }, { name: 'b' }] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'players[0].name', message: expect.any(String) }]);
    const q = await t.http.get('/v1/results?player=%00');
    expect(q.body.errors[0].field).toBe('player');
  });

  it('malformed tokens and ids are 4xx', async () => {
    expect((await t.http.post(`/v1/leagues/${league.id}/encounters`).set('authorization', 'Bearer \u00e9').send({ encounterId: '00000000-0000-4000-8000-000000000000', encounterToken: 'x' })).status).toBeLessThan(500);
    expect((await t.http.get('/v1/leagues/%00/standings')).status).toBe(400);
    expect((await t.http.get('/v1/results/%E0%A4%A')).status).toBeLessThan(500);
    const g = await gql(t, null, `query { results(player: "a\\u0000") { nextCursor } }`);
    expect(g.errors?.[0].extensions?.code).not.toBe('INTERNAL');
  });
});
