// Issue 6 "hard to break", in process: idempotency that always holds, options with their defaults, no 409 storm for
// unpinned commands under contention, bodies the API does not take, a database that goes away.
import { Client } from 'pg';
import { createApp } from '../src/app.factory';
import { ADMIN_URL } from './support/test-database';
import { bearer, createEncounter, gql, startTestApp, type TestApp } from './support/test-app';

describe('hard to break', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('malifaux-2e/FD-11 a keyed draw with nothing to draw is a 422, and the key keeps that answer after the state changed', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    const a = bearer(c.tokens.A);
    const all = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...a).send({ count: 54 }).expect(200);
    const hand = all.body.state.seats[0].hand as string[];
    const first = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...a).set('idempotency-key', 'K-empty').send({ count: 1 }).expect(422);
    expect(first.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId: 'malifaux-2e/FD-11' });
    const discarded = await t.http.post(`/v1/encounters/${c.id}/decks/A/discard`).set(...a).send({ cards: [hand[0]] }).expect(200);
    const again = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...a).set('idempotency-key', 'K-empty').send({ count: 1 }).expect(422);
    expect(again.body).toEqual(first.body);
    const after = await t.http.get(`/v1/encounters/${c.id}`).set(...a).expect(200);
    expect(after.body.version).toBe(discarded.body.version);
    // Without the key the same draw is a new command: the discard pile is reshuffled and a card drawn (FD-11).
    await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...a).send({ count: 1 }).expect(200);
  });

  it('a keyed command and a keyed refusal answer the same after the stream moved on', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    const a = bearer(c.tokens.A);
    const first = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...a).set('idempotency-key', 'K-draw').send({ count: 2 }).expect(200);
    await t.http.post(`/v1/encounters/${c.id}/decks/B/draw`).set(...bearer(c.tokens.B)).send({ count: 3 }).expect(200);
    const again = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...a).set('idempotency-key', 'K-draw').send({ count: 2 }).expect(200);
    expect(again.body).toEqual(first.body);
    const refused = await t.http.post(`/v1/encounters/${c.id}/decks/A/cut`).set(...bearer(c.tokens.B)).set('idempotency-key', 'K-cut').send({ index: 3 }).expect(422);
    await t.http.post(`/v1/encounters/${c.id}/decks/A/shuffle`).set(...a).send({}).expect(200);
    const stillRefused = await t.http.post(`/v1/encounters/${c.id}/decks/A/cut`).set(...bearer(c.tokens.B)).set('idempotency-key', 'K-cut').send({ index: 3 }).expect(422);
    expect(stillRefused.body).toEqual(refused.body);
  });

  it('an encounter created with only some options answers every option, REST and GraphQL', async () => {
    const rest = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }], options: { autoDeclineCuts: true } }).expect(201);
    const view = await t.http.get(`/v1/encounters/${rest.body.encounterId}`).set(...bearer(rest.body.organiserToken)).expect(200);
    expect(view.body.state.options).toEqual({ autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: false, stackedDecks: false, dropCorpseScrap: true });
    const created = await gql(
      t,
      null,
      `mutation { createEncounter(input: { ruleset: "malifaux-2e", players: [{ name: "Ann" }, { name: "Bob" }], options: { initiativeReopenSoulstoneWindowAfterTie: true } }) {
         encounterId organiserToken state { ... on Malifaux2eState { options { autoDeclineCuts initiativeReopenSoulstoneWindowAfterTie stackedDecks dropCorpseScrap } } } } }`,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createEncounter).toMatchObject({ state: { options: { autoDeclineCuts: false, initiativeReopenSoulstoneWindowAfterTie: true, stackedDecks: false, dropCorpseScrap: true } } });
  });

  it('200 concurrent unpinned writers on one encounter, on two nodes: no 409, every command applied once, versions without gaps', async () => {
    const other = await createApp({ databaseUrl: t.db.url, poolSize: 5, logLevel: 'silent', logRequests: false, rateLimitPerMinute: 0 });
    await other.init();
    const request = (await import('supertest')).default;
    const nodes = [t.http, request(other.getHttpServer())];
    try {
      const c = await createEncounter(t, { autoDeclineCuts: true });
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          nodes[i % 2].post(`/v1/encounters/${c.id}/decks/${i % 3 === 0 ? 'B' : 'A'}/flip`).set(...bearer(c.tokens[i % 3 === 0 ? 'B' : 'A'])).send({ count: 1 }),
        ),
      );
      expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      const log: { version: number; type: string; data: { flipId?: string } }[] = [];
      for (let page = await t.http.get(`/v1/encounters/${c.id}/events?limit=100`).set(...bearer(c.organiser)).expect(200); ; ) {
        log.push(...(page.body.events as typeof log));
        if (page.body.events.length < 100) break;
        page = await t.http.get(`/v1/encounters/${c.id}/events?limit=100&after=${log[log.length - 1].version}`).set(...bearer(c.organiser)).expect(200);
      }
      const versions = log.map((e) => e.version);
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
      const flips = log.filter((e) => e.type === 'CardsFlipped');
      expect(new Set(flips.map((e) => e.data.flipId)).size).toBe(200);
    } finally {
      await other.close();
    }
  }, 60000);

  it('a stale pinned version is still a 409 under the queue', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    const res = await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 1, expectedVersion: 1 }).expect(409);
    expect(res.body).toMatchObject({ code: 'CONCURRENCY_CONFLICT', expectedVersion: 1 });
  });

  it.each([
    ['gzip', 'application/json'],
    ['deflate', 'application/json'],
    ['br', 'application/json'],
    ['identity', 'text/plain'],
    ['identity', 'application/x-www-form-urlencoded'],
  ])('Content-Encoding %s with %s is a 415 problem, and nothing is appended', async (encoding, type) => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    for (const path of ['decks/A/draw', 'duels/damage', 'duels/trigger', 'end', 'healing', 'initiative']) {
      const res = await t.http
        .post(`/v1/encounters/${c.id}/${path}`)
        .set(...bearer(path === 'end' ? c.organiser : c.tokens.A))
        .set('content-type', type)
        .set('content-encoding', encoding)
        .send('{"count":1}');
      expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 415, type: expect.stringMatching(/application\/problem\+json/) });
      expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const view = await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(200);
    expect(view.body.version).toBe(c.version);
  });

  it('every answer carries an X-Request-Id, the caller’s own when it sent one', async () => {
    const mine = await t.http.get('/v1/health').set('x-request-id', 'trace-42').expect(200);
    expect(mine.headers['x-request-id']).toBe('trace-42');
    const fresh = await t.http.get('/v1/nothing').expect(404);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const bad = await t.http.get('/v1/health').set('x-request-id', 'x'.repeat(300)).expect(200);
    expect(bad.headers['x-request-id']).not.toBe('x'.repeat(300));
  });

  it('a database that goes away is a 503 SERVICE_UNAVAILABLE with Retry-After (health too), and the service recovers', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    const name = new URL(t.db.url).pathname.slice(1);
    const admin = new Client({ connectionString: ADMIN_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      for (const req of [
        t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 1 }),
        t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)),
        t.http.get('/v1/health'),
        t.http.post('/v1/encounters').send({ ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }] }),
      ]) {
        const res = await req;
        expect({ status: res.status, code: res.body.code, retryAfter: res.headers['retry-after'] }).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '1' });
      }
      const g = await gql(t, c.tokens.A, `query($id: ID!) { encounter(id: $id) { version } }`, { id: c.id });
      expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await t.http.get('/v1/health').expect(200);
    await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(200);
  });
});
