// npm run bench — drives the service over HTTP under concurrency and compares it with a baseline measured in the
// same run on the same PostgreSQL: plain single-row INSERT transactions from Node at the same concurrency.
// Env: BENCH_DATABASE_URL (default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test),
//      BENCH_CONNECTIONS (32), BENCH_SECONDS (10), BENCH_WRITERS (200, contention), BENCH_SOAK_SECONDS (120, 0 to skip),
//      BENCH_TURNS_TABLES (8), BENCH_TURNS_SECONDS (max(BENCH_SECONDS, 20)), BENCH_SOAK_RATE (200 requests/s), BENCH_PROFILE (a directory: the service writes a V8 CPU profile there), BENCH_ONLY (comma-separated workload names: floor,decks,duels,turns,contention,length,soak).
import 'reflect-metadata';
import { execSync, spawn } from 'node:child_process';
import { Client, Pool } from 'pg';
import { baseline, type Measured } from './baseline';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceProbe } from './closed-loop';
import { turnsWorkload } from './turns-workload';
import { contentionWorkload, deckWorkload, duelWorkload, httpFloorWorkload, lengthWorkload, soakWorkload } from './workloads';

const ADMIN = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TURNS_TABLES = Number(process.env.BENCH_TURNS_TABLES ?? 8);
const TURNS_SECONDS = Number(process.env.BENCH_TURNS_SECONDS ?? Math.max(SECONDS, 20));
const WRITERS = Number(process.env.BENCH_WRITERS ?? 200);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 120);
const SOAK_RATE = Number(process.env.BENCH_SOAK_RATE ?? 200);
const ONLY = new Set((process.env.BENCH_ONLY ?? 'floor,decks,duels,turns,contention,length,soak').split(',').map((s) => s.trim()));
const PORT = 38000 + Math.floor(Math.random() * 1000);

async function admin(sql: string): Promise<void> {
  const c = new Client({ connectionString: ADMIN });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function dbUrl(name: string): string {
  const u = new URL(ADMIN);
  u.pathname = `/${name}`;
  return u.toString();
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('service did not start');
}

function row(name: string, m: Measured): string {
  const cpu = m.cpuUsPerRequest === undefined ? '' : `   service CPU ${m.cpuUsPerRequest.toFixed(0).padStart(5)} µs/request`;
  return `${name.padEnd(34)} ${m.perSecond.toFixed(0).padStart(8)} /s   p50 ${m.p50.toFixed(2).padStart(7)} ms   p99 ${m.p99.toFixed(2).padStart(7)} ms   errors ${m.errors}${cpu}`;
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); 0 where there is none. */
function cpuMsOf(pid: number | undefined, ticksPerSecond: number): number {
  try {
    // Fields after the command name (which may hold spaces): state is the 3rd field; utime and stime are the 14th and 15th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

function clockTicks(): number {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** Resident memory of a process, from /proc (Linux); 0 where there is none. */
function rssOf(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function main(): Promise<void> {
  const name = `rules_bench_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = dbUrl(name);
  const env = { ...process.env, DATABASE_URL: url, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'error', RATE_LIMIT_PER_MINUTE: '0', WORKERS: process.env.BENCH_WORKERS ?? '1', DB_POOL_SIZE: String(Math.min(CONNECTIONS, 50)) };
  // BENCH_PROFILE=<dir>: the service writes a V8 CPU profile there when it stops (see the README for reading it).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const server = spawn(process.execPath, [...profile, 'dist/src/main.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${PORT}`;
  const ticks = clockTicks();
  serviceProbe.cpuMs = () => cpuMsOf(server.pid, ticks);
  try {
    await waitFor(`${base}/v1/health`);
    process.stdout.write(`bench: ${CONNECTIONS} connections, ${SECONDS} s per workload, PostgreSQL ${new URL(ADMIN).host}\n\n`);
    const pool = new Pool({ connectionString: url, max: Math.min(CONNECTIONS, 50) });
    const results: [string, Measured][] = [];
    results.push(['baseline: INSERT transaction', await baseline(pool, CONNECTIONS, SECONDS)]);
    if (ONLY.has('floor')) {
      results.push(['http floor: GET /v1/health/live (bare)', await httpFloorWorkload(base, CONNECTIONS, SECONDS, '/v1/health/live')]);
      results.push(['http floor: GET /v1/health (1 query)', await httpFloorWorkload(base, CONNECTIONS, SECONDS)]);
    }
    if (ONLY.has('decks')) results.push(['decks: draw/flip/discard/view mix', await deckWorkload(base, CONNECTIONS, SECONDS)]);
    if (ONLY.has('duels')) results.push(['duels: opposed duels + damage, step by step', await duelWorkload(base, CONNECTIONS, SECONDS)]);
    let turnsReport = '';
    if (ONLY.has('turns')) {
      // Long enough for games to reach Turn 5 (the end flip starts there): fewer tables, more time.
      const r = await turnsWorkload(base, TURNS_TABLES, TURNS_SECONDS);
      results.push([`turns: whole 2E Turns, ${TURNS_TABLES} tables`, r]);
      const t1 = r.byTurn.get(1);
      const late = [...r.byTurn].filter(([t]) => t >= 5).map(([, v]) => v);
      const lateP50 = late.length > 0 ? late.reduce((a, v) => a + v.p50 * v.n, 0) / late.reduce((a, v) => a + v.n, 0) : NaN;
      turnsReport = `\nturns: ${r.games} games; p50 by Turn: ${[...r.byTurn].map(([t, v]) => `T${t} ${v.p50.toFixed(2)} ms (${v.n})`).join(', ')}\n` +
        (t1 && late.length > 0 ? `  Turn 5+ / Turn 1 command p50: ${(lateP50 / t1.p50).toFixed(2)}x (target ~1x)\n` : '  no game reached Turn 5: raise BENCH_TURNS_SECONDS\n');
    }
    let conflicts = 0;
    if (ONLY.has('contention')) {
      const c = await contentionWorkload(base, WRITERS, SECONDS);
      conflicts = c.conflicts;
      results.push([`contention: ${WRITERS} writers, one stream`, c]);
    }
    await pool.end();
    for (const [n, m] of results) process.stdout.write(`${row(n, m)}\n`);
    const [, b] = results[0];
    process.stdout.write('\nratios against the baseline measured in this run (command cost in baseline transactions):\n');
    for (const [n, m] of results.slice(1)) {
      process.stdout.write(`  ${n}: throughput ${(m.perSecond / b.perSecond).toFixed(2)}x the baseline (${(b.perSecond / m.perSecond).toFixed(2)}x slower), p50 ${(m.p50 / b.p50).toFixed(2)}x, p99 ${(m.p99 / b.p99).toFixed(2)}x\n`);
    }
    const floor = results.find(([n]) => n.startsWith('http floor: GET /v1/health (1'))?.[1];
    if (floor) {
      process.stdout.write('ratios against the 1-query HTTP floor (what a command adds to one database round trip over HTTP):\n');
      for (const [n, m] of results.filter(([k]) => !k.startsWith('http floor')).slice(1)) {
        process.stdout.write(`  ${n}: throughput ${(floor.perSecond / m.perSecond).toFixed(2)}x slower, p50 ${(m.p50 / floor.p50).toFixed(2)}x\n`);
      }
    }
    process.stdout.write(turnsReport);
    if (ONLY.has('contention')) process.stdout.write(`\ncontention: ${conflicts} unpinned 409s (target 0)\n`);
    if (ONLY.has('length')) {
      process.stdout.write('\nlength: one encounter grown to 200 and 10,000 events; 200 flips and 200 time-travel reads at random versions, one at a time\n');
      const points = await lengthWorkload(base, [200, 10000], 200);
      for (const p of points) {
        process.stdout.write(`  ${String(p.events).padStart(6)} events: command p50 ${p.command.p50.toFixed(2)} ms p99 ${p.command.p99.toFixed(2)} ms; time travel p50 ${p.timeTravel.p50.toFixed(2)} ms p99 ${p.timeTravel.p99.toFixed(2)} ms\n`);
      }
      const [short, long] = points;
      process.stdout.write(`  long / short: command p50 ${(long.command.p50 / short.command.p50).toFixed(2)}x, time travel p50 ${(long.timeTravel.p50 / short.timeTravel.p50).toFixed(2)}x (target <= 2x)\n`);
    }
    if (ONLY.has('soak') && SOAK_SECONDS > 0) {
      process.stdout.write(`\nsoak: ${SOAK_RATE} requests/s for ${SOAK_SECONDS} s on ${CONNECTIONS} encounters (open loop)\n`);
      const windows = await soakWorkload(base, SOAK_RATE, SOAK_SECONDS, CONNECTIONS, () => rssOf(server.pid));
      for (const w of windows) {
        process.stdout.write(`  t=${String(w.second).padStart(4)} s  sent ${String(w.sent).padStart(6)}  p50 ${w.p50.toFixed(2).padStart(7)} ms  p99 ${w.p99.toFixed(2).padStart(7)} ms  5xx/errors ${w.errors}  rss ${w.rssMb.toFixed(0)} MB\n`);
      }
      const first = windows[0];
      const last = windows[windows.length - 1];
      if (first && last) {
        process.stdout.write(`  drift: p50 ${(last.p50 / first.p50).toFixed(2)}x, p99 ${(last.p99 / first.p99).toFixed(2)}x; memory ${first.rssMb.toFixed(0)} -> ${last.rssMb.toFixed(0)} MB (${(last.rssMb - first.rssMb).toFixed(0)} MB)\n`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    // Next to the profile: the workloads' windows on the profile's clock, for bench/profile-summary.ts.
    if (process.env.BENCH_PROFILE) writeFileSync(join(process.env.BENCH_PROFILE, 'bench-windows.json'), JSON.stringify(serviceProbe.windows, null, 2));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof Error ? e.stack : String(e)}\n`);
  process.exit(1);
});
