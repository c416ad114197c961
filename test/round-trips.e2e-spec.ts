// Issue 13: a command costs one SQL round trip when this process already holds the stream's state (the append, with
// its read-model and idempotency writes in the same statement), two when it must read the head first (an
// Idempotency-Key, or a stream another node wrote). Every statement sent to PostgreSQL is counted and logged here.
import { Client } from 'pg';
import { bearer, createEncounter, startTestApp, type TestApp } from './support/test-app';

describe('SQL round trips per command', () => {
  let t: TestApp;
  let sent: string[];
  let spy: jest.SpyInstance;
  beforeAll(async () => {
    t = await startTestApp();
    sent = [];
    const query = Client.prototype.query as (this: Client, ...args: unknown[]) => unknown;
    spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const q = args[0] as string | { text?: string };
      sent.push((typeof q === 'string' ? q : (q.text ?? '')).replace(/\s+/g, ' ').slice(0, 200));
      return query.apply(this, args);
    } as never);
  });
  afterAll(async () => {
    spy.mockRestore();
    await t.close();
  });

  const measure = async (run: () => Promise<unknown>): Promise<string[]> => {
    sent.length = 0;
    await run();
    const mine = [...sent];
    process.stdout.write(`round trips: ${mine.length}\n${mine.map((s) => `  ${s}`).join('\n')}\n`);
    return mine;
  };

  it('a deck command on a stream this process holds: one statement, the append', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    await t.http.post(`/v1/encounters/${c.id}/decks/A/flip`).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(200);
    const sql = await measure(() => t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(200));
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/^WITH head AS \(UPDATE streams/);
  });

  it('a duel decision: one statement', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    await t.http.post(`/v1/encounters/${c.id}/decks/A/draw`).set(...bearer(c.tokens.A)).send({ count: 3 }).expect(200);
    const sql = await measure(() =>
      t.http
        .post(`/v1/encounters/${c.id}/duels`)
        .set(...bearer(c.tokens.A))
        .send({
          kind: 'OPPOSED',
          attacker: { modelId: 'guard', seat: 'A', station: 'MINION', stat: { name: 'Ml', value: 5 }, wounds: 6, maxWounds: 6 },
          defender: { modelId: 'gamin', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 }, wounds: 6, maxWounds: 6 },
          action: { name: 'Sword', damage: { weak: 1, moderate: 2, severe: 3 } },
          defenderFriendly: false,
        })
        .expect(200),
    );
    expect(sql).toHaveLength(1);
  });

  it('under an Idempotency-Key: the head with the prior answer in one read, then the append; a repeat reads and folds the log', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    // A token's grant is read once per process (then cached): the first request of a token pays one more query.
    await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(200);
    const first = await measure(() => t.http.post(`/v1/encounters/${c.id}/decks/A/flip`).set(...bearer(c.tokens.A)).set('idempotency-key', 'k-1').send({ count: 1 }).expect(200));
    expect(first).toHaveLength(2);
    expect(first[0]).toMatch(/FROM streams s LEFT JOIN idempotency_keys/);
    const repeat = await measure(() => t.http.post(`/v1/encounters/${c.id}/decks/A/flip`).set(...bearer(c.tokens.A)).set('idempotency-key', 'k-1').send({ count: 1 }).expect(200));
    expect(repeat.some((s) => /^WITH/.test(s))).toBe(false);
  });

  it('a view read: the head read only, once the token is known', async () => {
    const c = await createEncounter(t, { autoDeclineCuts: true });
    await t.http.post(`/v1/encounters/${c.id}/decks/A/flip`).set(...bearer(c.tokens.A)).send({ count: 1 }).expect(200);
    const sql = await measure(() => t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.A)).expect(200));
    expect(sql).toHaveLength(1);
    expect(sql[0]).toMatch(/FROM streams s/);
  });
});
