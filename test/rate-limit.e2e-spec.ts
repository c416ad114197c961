// Rate limiting per client address (RATE_LIMIT_PER_MINUTE): past the limit, 429 RATE_LIMITED in REST and GraphQL.
import { bearer, createEncounter, gql, startTestApp, type TestApp } from './support/test-app';

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimitPerMinute: 8 });
  });
  afterAll(async () => t.close());

  it('answers 429 RATE_LIMITED as a problem document once the limit is spent, REST and GraphQL alike; health is exempt', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A))).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThan(10);
    const limited = await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(429);
    expect(limited.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // The limit counts per operation (per route or resolver), as @nestjs/throttler does.
    const codes: unknown[] = [];
    for (let i = 0; i < 10; i++) codes.push((await gql(t, c.tokens.A, `query($id: ID!) { encounter(id: $id) { version } }`, { id: c.id })).errors?.[0].extensions?.code);
    expect(codes).toContain('RATE_LIMITED');
    expect(codes[0]).toBeUndefined();
    await t.http.get('/v1/health').expect(200);
  });
});
