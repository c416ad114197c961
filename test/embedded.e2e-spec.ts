// The embedded path (DESIGN.md "Storage and start-up"): with DATABASE_URL unset the service runs on PGlite.
// This starts the real service process exactly as the README's start command does, on a fresh data directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const PORT = 3000 + Math.floor(Math.random() * 2000) + 20000;
const base = `http://127.0.0.1:${PORT}`;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/v1/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the service did not become healthy on the embedded database');
}

describe('embedded PostgreSQL (npm start without DATABASE_URL)', () => {
  let child: ChildProcess;
  let dir: string;
  let output = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rules-embedded-'));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['dist/src/main.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
    await waitForHealth(Date.now() + 60000).catch((e: Error) => {
      throw new Error(`${e.message}\n${output}`);
    });
  }, 90000);
  afterAll(async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts, says where its data lives, creates an encounter and draws a hand', async () => {
    expect(output).toContain('embedded PostgreSQL (PGlite)');
    const created = await fetch(`${base}/v1/encounters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }], options: { autoDeclineCuts: true } }),
    });
    expect(created.status).toBe(201);
    const c = (await created.json()) as { encounterId: string; seats: { token: string }[] };
    const drawn = await fetch(`${base}/v1/encounters/${c.encounterId}/decks/A/draw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${c.seats[0].token}` },
      body: JSON.stringify({ count: 6 }),
    });
    expect(drawn.status).toBe(200);
    const body = (await drawn.json()) as { state: { seats: { hand: string[] | null }[] } };
    expect(body.state.seats[0].hand).toHaveLength(6);
    expect(body.state.seats[1].hand).toBeNull();

    // Subscriptions hear of appends in-process on the embedded database.
    const client = createClient({ url: `ws://127.0.0.1:${PORT}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${c.seats[1].token}` }, retryAttempts: 0 });
    const got: string[] = [];
    client.subscribe<{ encounterEvent: { type: string } }>(
      { query: `subscription($id: ID!) { encounterEvent(id: $id) { type } }`, variables: { id: c.encounterId } },
      { next: (r) => got.push(r.data?.encounterEvent.type ?? 'error'), error: () => got.push('error'), complete: () => undefined },
    );
    await new Promise((r) => setTimeout(r, 300));
    await fetch(`${base}/v1/encounters/${c.encounterId}/decks/B/flip`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${c.seats[1].token}` },
      body: '{}',
    });
    for (let i = 0; i < 100 && got.length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual(['CardsFlipped', 'CardsDiscarded']);
    await client.dispose();
  });
});
