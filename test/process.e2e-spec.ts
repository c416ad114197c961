// Issue 6 "hard to break", as an operator runs it: the real service process (dist/src/main.js) on a PostgreSQL server
// with request logging on. No secret reaches its log; `npm run projections:rebuild` (the same script, the same
// settings) finishes beside it under load without failing a command; SIGTERM under load resets no request.
import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const PORT = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${PORT}`;

interface Encounter {
  readonly id: string;
  readonly organiser: string;
  readonly tokens: readonly string[];
}

async function post(path: string, token: string | null, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function newEncounter(): Promise<Encounter> {
  const res = await post('/v1/encounters', null, { ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }], options: { autoDeclineCuts: true } });
  const b = res.body as { encounterId: string; organiserToken: string; seats: { token: string }[] };
  return { id: b.encounterId, organiser: b.organiserToken, tokens: b.seats.map((s) => s.token) };
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the service process', () => {
  let db: TestDatabase;
  let child: ChildProcess;
  let output = '';
  let env: NodeJS.ProcessEnv;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    db = await createTestDatabase();
    env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: db.url, LOG_LEVEL: 'info', LOG_REQUESTS: 'true', RATE_LIMIT_PER_MINUTE: '0' };
    child = spawn(process.execPath, ['dist/src/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    for (const deadline = Date.now() + 60000; ; ) {
      const ok = await fetch(`${base}/v1/health`).then((r) => r.ok).catch(() => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the service did not start\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 90000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await db.drop();
  });

  it('logs every request with its X-Request-Id and never a bearer token, an idempotency key or a credential in the query', async () => {
    const c = await newEncounter();
    const res = await post(`/v1/encounters/${c.id}/decks/A/draw?token=${c.tokens[1]}`, c.tokens[0], { count: 2 }, { 'idempotency-key': 'idem-7f3a9c2e', 'x-request-id': 'trace-abc-123' });
    expect(res.status).toBe(200);
    await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${c.organiser}` }, body: '{"query":"{ __typename }"}' });
    await new Promise((r) => setTimeout(r, 300));
    expect(output).toContain('trace-abc-123');
    for (const secret of [...c.tokens, c.organiser, 'idem-7f3a9c2e']) expect(output).not.toContain(secret);
  });

  it('projections:rebuild finishes beside the live service under load, fails no command, and leaves the rows of a fresh fold', async () => {
    const tables = await Promise.all(Array.from({ length: 6 }, () => newEncounter()));
    let stop = false;
    const failures: number[] = [];
    let served = 0;
    const client = async (e: Encounter, seat: number): Promise<void> => {
      while (!stop) {
        const r = await post(`/v1/encounters/${e.id}/decks/${seat === 0 ? 'A' : 'B'}/flip`, e.tokens[seat], { count: 1 });
        if (r.status !== 200) failures.push(r.status);
        served += 1;
        if (served % 40 === 0) await post('/v1/encounters', null, { ruleset: 'malifaux-2e', players: [{ name: 'C' }, { name: 'D' }] });
      }
    };
    const load = tables.flatMap((e) => [client(e, 0), client(e, 1)]);
    await new Promise((r) => setTimeout(r, 300));
    const before = served;
    const rebuilt = await run(['dist/scripts/rebuild-projections.js'], { ...env, LOG_REQUESTS: 'false' });
    const during = served - before;
    stop = true;
    await Promise.all(load);
    expect({ code: rebuilt.code, output: rebuilt.output }).toEqual({ code: 0, output: expect.stringContaining('rebuilt') });
    expect(failures).toEqual([]);
    expect(during).toBeGreaterThan(0);

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const dump = async (): Promise<unknown> => ({
        encounters: (await pg.query('SELECT * FROM encounters ORDER BY id')).rows,
        tokens: (await pg.query('SELECT * FROM encounter_tokens ORDER BY token_hash')).rows,
        decks: (await pg.query('SELECT * FROM seat_decks ORDER BY encounter_id, seat')).rows,
      });
      const live = await dump();
      const fresh = await run(['dist/scripts/rebuild-projections.js'], { ...env, LOG_REQUESTS: 'false' });
      expect(fresh.code).toBe(0);
      expect(await dump()).toEqual(live);
      // And the rows agree with the streams: each seat's counts are those of its public view.
      for (const e of tables) {
        const view = (await (await fetch(`${base}/v1/encounters/${e.id}`, { headers: { authorization: `Bearer ${e.organiser}` } })).json()) as {
          state: { seats: { seat: string; deckCount: number; discardCount: number }[] };
        };
        const rows = (await pg.query('SELECT seat, deck_count, discard_count FROM seat_decks WHERE encounter_id = $1 ORDER BY seat', [e.id])).rows;
        expect(rows).toEqual(view.state.seats.map((s) => ({ seat: s.seat, deck_count: s.deckCount, discard_count: s.discardCount })));
      }
      expect((await pg.query(`SELECT count(*)::int AS n FROM information_schema.schemata WHERE schema_name LIKE 'rebuild_%'`)).rows[0].n).toBe(0);
    } finally {
      await pg.end();
    }
  }, 120000);

  it('SIGTERM with 40 requests in flight: every one is answered, then the process exits 0', async () => {
    const c = await newEncounter();
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      post(`/v1/encounters/${c.id}/decks/${i % 2 === 0 ? 'A' : 'B'}/flip`, c.tokens[i % 2], { count: 1 }).then(
        (r) => r.status,
        (err: Error & { cause?: { code?: string } }) => `${err.message} ${err.cause?.code ?? ''}`,
      ),
    );
    await new Promise((r) => setTimeout(r, 15));
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM: draining');
  }, 60000);
});
