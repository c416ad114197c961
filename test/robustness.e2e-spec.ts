// "No input, however malformed, gets a 500" (DESIGN.md "API conventions"): random bodies, parameters and headers on
// every command route, REST and GraphQL; each answer is a 2xx or a 4xx problem document, never a 5xx.
import fc from 'fast-check';
import { bearer, createEncounter, gql, startTestApp, type Created, type TestApp } from './support/test-app';

const ROUTES = ['shuffle', 'cut', 'decline-cut', 'draw', 'discard', 'flip', 'refill'];

describe('robustness', () => {
  let t: TestApp;
  let c: Created;
  beforeAll(async () => {
    t = await startTestApp();
    c = await createEncounter(t, { ready: true });
  });
  afterAll(async () => t.close());

  it('random JSON bodies on every REST command never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.constantFrom('A', 'B', 'Z', '%00', '..'), fc.jsonValue(), fc.constantFrom('A', 'B'), async (route, seat, body, who) => {
        const res = await t.http
          .post(`/v1/encounters/${c.id}/decks/${encodeURIComponent(seat)}/${route}`)
          .set(...bearer(c.tokens[who]))
          .set('content-type', 'application/json')
          .send(JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      }),
      { numRuns: 150, seed: 20261122 },
    );
  });

  it('garbage ids, headers and raw bodies never produce a 5xx', async () => {
    const cases: [string, string, Record<string, string>, string][] = [
      ['POST', `/v1/encounters/${c.id}/decks/A/draw`, { 'content-type': 'application/json', 'if-match': 'W/"abc"' }, '{"count":1}'],
      ['POST', `/v1/encounters/${c.id}/decks/A/draw`, { 'content-type': 'application/json', 'idempotency-key': 'x'.repeat(500) }, '{"count":1}'],
      ['POST', `/v1/encounters/${c.id}/decks/A/draw`, { 'content-type': 'text/plain' }, 'count=1'],
      ['POST', `/v1/encounters/${c.id}/decks/A/draw`, { 'content-type': 'application/json' }, `{"count":${'9'.repeat(400)}}`],
      ['POST', `/v1/encounters/${c.id}/decks/A/draw`, { 'content-type': 'application/json' }, `{"count":1,"__proto__":{"x":1}}`],
      ['POST', '/v1/encounters', { 'content-type': 'application/json' }, JSON.stringify({ ruleset: 'malifaux-2e', players: [{ name: 'x'.repeat(100000) }] })],
      ['GET', `/v1/encounters/${c.id}/events?after=-1`, {}, ''],
      ['GET', `/v1/encounters/${c.id}/events?limit=1e9`, {}, ''],
      ['GET', `/v1/encounters/${c.id}/state?version=abc`, {}, ''],
      ['GET', '/v1/encounters/%E0%A4%A', {}, ''],
      ['GET', '/v1/nothing-here', {}, ''],
    ];
    for (const [method, url, headers, body] of cases) {
      const req = method === 'GET' ? t.http.get(url) : t.http.post(url).send(body);
      req.set(...bearer(c.tokens.A));
      for (const [k, v] of Object.entries(headers)) req.set(k, v);
      const res = await req;
      expect({ url, status: res.status < 500 }).toEqual({ url, status: true });
      if (res.status >= 400) expect({ url, type: res.headers['content-type'] }).toEqual({ url, type: expect.stringMatching(/application\/problem\+json/) });
    }
  });

  it('random GraphQL variables never produce an INTERNAL error', async () => {
    const mutation = `mutation($id: ID!, $seat: Seat!, $input: DiscardCardsInput!) { discardCards(id: $id, seat: $seat, input: $input) { version } }`;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.string(), async (input, seat) => {
        const res = await gql(t, c.tokens.A, mutation, { id: c.id, seat, input });
        for (const e of res.errors ?? []) expect(e.extensions?.code).not.toBe('INTERNAL');
      }),
      { numRuns: 60, seed: 7 },
    );
  });
});
