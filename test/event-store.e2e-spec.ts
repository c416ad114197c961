// The event store on real PostgreSQL: racing writers, immutable events, and read models that rebuild identically.
import { DataSource } from 'typeorm';
import { ConcurrencyConflictError } from '../src/event-store/concurrency-conflict.error';
import { EventStoreService } from '../src/event-store/event-store.service';
import { IdempotencyJanitor } from '../src/event-store/idempotency-janitor.service';
import { createEncounter, startTestApp, type TestApp } from './support/test-app';

describe('event store', () => {
  let t: TestApp;
  let ds: DataSource;
  let store: EventStoreService;
  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    store = t.app.get(EventStoreService);
  });
  afterAll(async () => t.close());

  it('two writers with the same expected version: the second fails and no row is added', async () => {
    const c = await createEncounter(t);
    const count = async (): Promise<number> => Number((await ds.query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [c.id]))[0].n);
    const before = await count();
    const probe = { streamId: c.id, streamType: 'malifaux-2e', expectedVersion: before, events: [{ type: 'Probe', data: {} }], snapshot: { state: { status: 'empty' }, schema: 0 }, writes: [] };
    const [first, second] = await Promise.allSettled([store.append(probe), store.append(probe)]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    const failed = (first.status === 'rejected' ? first : second) as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(ConcurrencyConflictError);
    expect(await count()).toBe(before + 1);
  });

  it('an append is one statement: when a read-model write fails, no event, head move or other write remains', async () => {
    const c = await createEncounter(t);
    const head = await store.streamHead(c.id);
    const broken = {
      streamId: c.id,
      streamType: 'malifaux-2e',
      expectedVersion: head?.version ?? 0,
      events: [{ type: 'Probe', data: {} }],
      snapshot: { state: { status: 'empty' }, schema: 0 },
      writes: [
        { text: `INSERT INTO idempotency_keys (scope, idempotency_key, request_hash, status, response) SELECT 's', 'k', 'h', 200, '{}'::jsonb FROM head`, values: [] },
        { text: 'INSERT INTO encounter_tokens (token_hash, encounter_id, role) SELECT NULL, head.stream_id, $1 FROM head', values: ['seat'] },
      ],
    };
    await expect(store.append(broken)).rejects.toThrow(/null value/);
    expect((await store.streamHead(c.id))?.version).toBe(head?.version);
    expect(await ds.query(`SELECT * FROM idempotency_keys WHERE scope = 's'`)).toHaveLength(0);
  });

  it('a new stream cannot be created twice (unique stream id and version)', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const create = { streamId: id, streamType: 'malifaux-2e', expectedVersion: 0, events: [{ type: 'Probe', data: {} }], snapshot: { state: {}, schema: 0 }, writes: [] };
    await store.append(create);
    await expect(store.append(create)).rejects.toBeInstanceOf(ConcurrencyConflictError);
  });

  it('idempotency records older than their time to live are swept (the creation answer holds tokens)', async () => {
    await t.http.post('/v1/encounters').set('idempotency-key', 'old-one').send({ ruleset: 'malifaux-2e', players: [{ name: 'a' }, { name: 'b' }] }).expect(201);
    await t.http.post('/v1/encounters').set('idempotency-key', 'new-one').send({ ruleset: 'malifaux-2e', players: [{ name: 'a' }, { name: 'b' }] }).expect(201);
    await ds.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'old-one'`);
    expect(await t.app.get(IdempotencyJanitor).sweep()).toBe(1);
    const left: { idempotency_key: string }[] = await ds.query(`SELECT idempotency_key FROM idempotency_keys WHERE idempotency_key IN ('old-one', 'new-one')`);
    expect(left.map((r) => r.idempotency_key)).toEqual(['new-one']);
  });

  it('events are immutable: the database refuses UPDATE and DELETE', async () => {
    await createEncounter(t);
    await expect(ds.query(`UPDATE events SET type = 'Changed' WHERE global_position = 1`)).rejects.toThrow(/immutable/);
    await expect(ds.query('DELETE FROM events WHERE global_position = 1')).rejects.toThrow(/immutable/);
  });

});
