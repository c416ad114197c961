// CPU per command in one process, for before/after comparisons on a busy machine (issue 13): the service is built in
// this process (createApp, as main.ts does) and driven through Fastify's inject (no sockets on the HTTP side; the
// database is the real PostgreSQL), `CLIENTS` tables at a time, and the process's own CPU time (user + system) is
// divided by the commands answered. Throughput on a shared machine says little; CPU per command says what we pay.
// Env: BENCH_DATABASE_URL as bench.ts; CPU_ROUNDS (5), CPU_COMMANDS (400 per round), CPU_CLIENTS (8).
import 'reflect-metadata';
import { Client } from 'pg';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory';
import { nextDecision, type DuelView } from './workloads';

const ADMIN = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 5);
const COMMANDS = Number(process.env.CPU_COMMANDS ?? 400);
const CLIENTS = Number(process.env.CPU_CLIENTS ?? 8);

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

interface Table {
  readonly id: string;
  readonly tokens: Record<string, string>;
}

async function call(app: NestFastifyApplication, method: 'GET' | 'POST', url: string, token: string | undefined, body?: unknown): Promise<{ status: number; json: unknown }> {
  const res = await app.inject({ method, url, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.statusCode, json: res.statusCode === 200 || res.statusCode === 201 ? (JSON.parse(res.body) as unknown) : null };
}

async function tables(app: NestFastifyApplication, n: number): Promise<Table[]> {
  const out: Table[] = [];
  for (let i = 0; i < n; i++) {
    const c = (await call(app, 'POST', '/v1/encounters', undefined, { ruleset: 'malifaux-2e', players: [{ name: 'a' }, { name: 'b' }], options: { autoDeclineCuts: true } })).json as {
      encounterId: string;
      seats: { seat: string; token: string }[];
    };
    out.push({ id: c.encounterId, tokens: Object.fromEntries(c.seats.map((s) => [s.seat, s.token])) });
  }
  return out;
}

/** The deck mix of bench/workloads.ts (draw, or discard at 6+ cards; flip; a view read), one step per call. */
function deckStep(app: NestFastifyApplication, t: Table, hands: Record<string, string[]>): () => Promise<void> {
  return async () => {
    const seat = Math.random() < 0.5 ? 'A' : 'B';
    const r = Math.random();
    const path = `/v1/encounters/${t.id}/decks/${seat}`;
    const res =
      r < 0.1
        ? await call(app, 'GET', `/v1/encounters/${t.id}`, t.tokens[seat])
        : r < 0.5
          ? await call(app, 'POST', `${path}/flip`, t.tokens[seat], { count: 1 })
          : hands[seat].length >= 6
            ? await call(app, 'POST', `${path}/discard`, t.tokens[seat], { cards: [hands[seat][0]] })
            : await call(app, 'POST', `${path}/draw`, t.tokens[seat], { count: 1 });
    if (res.status !== 200) throw new Error(`deck step answered ${res.status}`);
    const v = res.json as { state: { seats: { seat: string; hand: string[] | null }[] } };
    hands[seat] = v.state.seats.find((s) => s.seat === seat)?.hand ?? hands[seat];
  };
}

function duelStep(app: NestFastifyApplication, t: Table): () => Promise<void> {
  let last: DuelView | null = null;
  return async () => {
    const d = nextDecision(last);
    const res = await call(app, 'POST', `/v1/encounters/${t.id}/${d.path}`, t.tokens[d.seat], d.body);
    if (res.status !== 200) throw new Error(`duel step ${d.path} answered ${res.status}`);
    last = res.json as DuelView;
  };
}

/** µs of this process's CPU per command, `COMMANDS` commands spread over the clients, one round. */
async function round(steps: (() => Promise<void>)[]): Promise<number> {
  const per = Math.ceil(COMMANDS / steps.length);
  const cpu0 = process.cpuUsage();
  await Promise.all(steps.map(async (step) => {
    for (let i = 0; i < per; i++) await step();
  }));
  const cpu = process.cpuUsage(cpu0);
  return (cpu.user + cpu.system) / (per * steps.length);
}

async function main(): Promise<void> {
  const name = `rules_cpu_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(ADMIN);
  u.pathname = `/${name}`;
  const app = await createApp({ databaseUrl: u.toString(), poolSize: CLIENTS, logLevel: 'error', logRequests: false, rateLimitPerMinute: 0 });
  try {
    const decks = await tables(app, CLIENTS);
    const duels = await tables(app, CLIENTS);
    for (const t of duels) for (const s of ['A', 'B']) await call(app, 'POST', `/v1/encounters/${t.id}/decks/${s}/draw`, t.tokens[s], { count: 3 });
    const deckSteps = decks.map((t) => deckStep(app, t, { A: [], B: [] }));
    const duelSteps = duels.map((t) => duelStep(app, t));
    await round(deckSteps);
    await round(duelSteps); // warm-up: JIT, prepared statements, caches
    const results: Record<string, number[]> = { decks: [], duels: [] };
    for (let i = 0; i < ROUNDS; i++) {
      results.decks.push(await round(deckSteps));
      results.duels.push(await round(duelSteps));
    }
    for (const [k, xs] of Object.entries(results)) {
      const s = [...xs].sort((a, b) => a - b);
      process.stdout.write(`${k}: CPU per command (µs, in-process, ${CLIENTS} clients): min ${s[0].toFixed(0)} median ${s[Math.floor(s.length / 2)].toFixed(0)} (${xs.map((x) => x.toFixed(0)).join(' ')})\n`);
    }
  } finally {
    await app.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
