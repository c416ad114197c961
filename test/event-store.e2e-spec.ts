// The event store on real PostgreSQL: racing writers, immutable events, and read models that rebuild identically.
import { DataSource } from 'typeorm';
import { ConcurrencyConflictError } from '../src/event-store/concurrency-conflict.error';
import { EventStoreService } from '../src/event-store/event-store.service';
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
    const snapshot = { state: { status: 'empty' }, schema: 0 };
    await store.transaction((tx) => store.append(tx, c.id, 'malifaux-2e', before, [{ type: 'Probe', data: {} }], snapshot));
    await expect(store.transaction((tx) => store.append(tx, c.id, 'malifaux-2e', before, [{ type: 'Probe', data: {} }], snapshot))).rejects.toBeInstanceOf(
      ConcurrencyConflictError,
    );
    expect(await count()).toBe(before + 1);
  });

  it('a new stream cannot be created twice (unique stream id and version)', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    const snapshot = { state: {}, schema: 0 };
    await store.transaction((tx) => store.append(tx, id, 'malifaux-2e', 0, [{ type: 'Probe', data: {} }], snapshot));
    await expect(store.transaction((tx) => store.append(tx, id, 'malifaux-2e', 0, [{ type: 'Probe', data: {} }], snapshot))).rejects.toBeInstanceOf(
      ConcurrencyConflictError,
    );
  });

  it('events are immutable: the database refuses UPDATE and DELETE', async () => {
    await createEncounter(t);
    await expect(ds.query(`UPDATE events SET type = 'Changed' WHERE global_position = 1`)).rejects.toThrow(/immutable/);
    await expect(ds.query('DELETE FROM events WHERE global_position = 1')).rejects.toThrow(/immutable/);
  });

});
