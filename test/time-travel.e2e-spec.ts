// Time travel from the nearest snapshot (issue 13): the state as of any version is the same as a fold of the log from
// its first event, for the caller's viewer, whatever snapshot it started from.
import { DataSource } from 'typeorm';
import request from 'supertest';
import { createApp } from '../src/app.factory';
import { EventStoreService, HEAD_SNAPSHOT_EVERY, SNAPSHOT_EVERY } from '../src/event-store/event-store.service';
import { fold } from '../src/rules/core/decider';
import { rulesetFor } from '../src/rulesets/rulesets';
import { bearer, createEncounter, startTestApp, type TestApp } from './support/test-app';

describe('time travel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('GET /state?version=N equals a fold of the log from version 1, across snapshot boundaries, for each viewer', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    let version = c.version;
    for (let i = 0; i < 130; i++) {
      const seat = i % 2 === 0 ? 'A' : 'B';
      const res = await t.http.post(`/v1/encounters/${c.id}/decks/${seat}/${i % 7 === 3 ? 'draw' : 'flip'}`).set(...bearer(c.tokens[seat])).send({ count: 1 });
      expect(res.status).toBe(200);
      version = res.body.version as number;
    }
    expect(version).toBeGreaterThan(2 * SNAPSHOT_EVERY + 10);
    const snapshots = await t.app.get(DataSource).query('SELECT version FROM stream_snapshots WHERE stream_id = $1 ORDER BY version', [c.id]);
    expect(snapshots.length).toBeGreaterThanOrEqual(2);
    const ruleset = rulesetFor('malifaux-2e')!;
    const log = await t.app.get(EventStoreService).readStream(c.id);
    const boundary = (snapshots as { version: number }[])[0].version;
    for (const v of [1, 5, boundary - 1, boundary, boundary + 1, boundary + 57, version - 1, version]) {
      for (const seat of ['A', 'B'] as const) {
        const res = await t.http.get(`/v1/encounters/${c.id}/state?version=${v}`).set(...bearer(c.tokens[seat])).expect(200);
        const then = fold(ruleset.decider.evolve, ruleset.decider.initialState(), log.slice(0, v));
        expect({ v, seat, state: res.body.state }).toEqual({ v, seat, state: JSON.parse(JSON.stringify(ruleset.decider.view(then, { role: 'seat', seat }))) });
      }
    }
  }, 60000);

  it('the head snapshot is refreshed every HEAD_SNAPSHOT_EVERY events; a node without the state in memory folds the tail to the same view and decides on it', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    let last: { version: number; state: unknown } = { version: 0, state: null };
    for (let i = 0; i < HEAD_SNAPSHOT_EVERY + 7; i++) {
      const res = await t.http.post(`/v1/encounters/${c.id}/decks/A/flip`).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(200);
      last = res.body as typeof last;
    }
    const [head] = (await t.app.get(DataSource).query('SELECT version, snapshot_version FROM streams WHERE stream_id = $1', [c.id])) as { version: number; snapshot_version: number }[];
    expect(head.version).toBe(last.version);
    expect(head.snapshot_version).toBeLessThan(head.version);
    expect(head.version - head.snapshot_version).toBeLessThan(HEAD_SNAPSHOT_EVERY + 2);
    const cold = await createApp({ databaseUrl: t.db.url, poolSize: 2, logLevel: 'silent', logRequests: false, rateLimitPerMinute: 0 });
    try {
      const view = await request(cold.getHttpServer()).get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(200);
      expect(view.body).toEqual({ version: last.version, state: last.state });
      const next = await request(cold.getHttpServer()).post(`/v1/encounters/${c.id}/decks/A/flip`).set(...bearer(c.tokens.A)).send({ count: 1, expectedVersion: last.version }).expect(200);
      expect(next.body.version).toBeGreaterThan(last.version);
    } finally {
      await cold.close();
    }
  }, 60000);
});
