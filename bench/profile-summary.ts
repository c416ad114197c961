// Summarises a V8 CPU profile of the service (BENCH_PROFILE=<dir> npm run bench): where its on-CPU time goes, as
// self time per function and per category (framework, validation, pg, rules, JSON, GC, ...). With the windows file
// the bench writes next to the profile (bench-windows.json), only the samples taken while a workload ran count, and
// the service's CPU per request (from /proc, not from the sampler) is printed with it.
// Usage: node dist/bench/profile-summary.js <profile.cpuprofile | dir> [--window decks] [--top 25] [--callers fn [--depth 4]]
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly startTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}
/** A workload as the bench saw it: monotonic µs (the profile's clock), requests answered, service CPU from /proc. */
export interface BenchWindow {
  readonly name: string;
  readonly startUs: number;
  readonly endUs: number;
  readonly requests: number;
  readonly serviceCpuMs: number;
}

/** Ordered: the first category whose test matches a frame's url or name wins. */
const CATEGORIES: readonly [string, (f: CallFrame) => boolean][] = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['idle', (f) => f.functionName === '(idle)' || f.functionName === '(program)'],
  // JSON.stringify / JSON.parse are builtins without frames of their own: their time shows in the frame that calls
  // them, so JSON is the frames that do little else (Fastify's answer serialiser, its body parser, pg's jsonb parser).
  ['JSON', (f) => (f.url.endsWith('fastify/lib/reply.js') && f.functionName === 'serialize') || f.url.includes('node_modules/secure-json-parse/') || (f.url.includes('node_modules/pg-types/') && /json/i.test(f.functionName))],
  ['rules', (f) => f.url.includes('/src/rules/')],
  ['app', (f) => f.url.includes('/dist/src/') || f.url.includes('/src/')],
  ['pg', (f) => /node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-[a-z]+)\//.test(f.url)],
  ['orm', (f) => f.url.includes('node_modules/typeorm/')],
  ['validation', (f) => f.url.includes('node_modules/class-validator/') || f.url.includes('node_modules/validator/')],
  ['transform', (f) => f.url.includes('node_modules/class-transformer/')],
  ['nest', (f) => f.url.includes('node_modules/@nestjs/')],
  ['fastify', (f) => /node_modules\/(fastify|@fastify|avvio|find-my-way|light-my-request|fast-json-stringify|secure-json-parse|pino|thread-stream|sonic-boom)\//.test(f.url)],
  ['graphql', (f) => /node_modules\/(graphql|@apollo|@graphql-tools|graphql-ws)/.test(f.url)],
  ['rxjs', (f) => f.url.includes('node_modules/rxjs/')],
  ['other deps', (f) => f.url.includes('node_modules/')],
  ['node core', (f) => f.url.startsWith('node:')],
  ['native/V8', () => true],
];

const categoryOf = (f: CallFrame): string => CATEGORIES.find(([, test]) => test(f))?.[0] ?? 'native/V8';

function load(path: string): { profile: Profile; windows: BenchWindow[] } {
  let file = path;
  let dir = path;
  if (!path.endsWith('.cpuprofile')) {
    const found = readdirSync(path).filter((f) => f.endsWith('.cpuprofile')).sort();
    if (found.length === 0) throw new Error(`no .cpuprofile in ${path}`);
    file = join(path, found[found.length - 1]);
  } else {
    dir = path.slice(0, path.lastIndexOf('/')) || '.';
  }
  const wfile = join(dir, 'bench-windows.json');
  const windows = existsSync(wfile) ? (JSON.parse(readFileSync(wfile, 'utf8')) as BenchWindow[]) : [];
  return { profile: JSON.parse(readFileSync(file, 'utf8')) as Profile, windows };
}

export interface Summary {
  readonly totalUs: number;
  readonly busyUs: number;
  readonly byCategory: Map<string, number>;
  readonly byFunction: Map<string, number>;
}

export function summarise(profile: Profile, from = -Infinity, to = Infinity): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byCategory = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let t = profile.startTime;
  let totalUs = 0;
  let busyUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    // A sample's time is the gap to the next sample (what V8's own tools attribute to it).
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (t < from || t > to) continue;
    const node = byId.get(profile.samples[i]);
    if (!node) continue;
    const cat = categoryOf(node.callFrame);
    totalUs += dt;
    if (cat !== 'idle') busyUs += dt;
    byCategory.set(cat, (byCategory.get(cat) ?? 0) + dt);
    const f = node.callFrame;
    const where = f.url ? `${f.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/dist\//, '')}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + dt);
  }
  return { totalUs, busyUs, byCategory, byFunction };
}

function pct(part: number, whole: number): string {
  return `${((100 * part) / (whole || 1)).toFixed(1).padStart(5)}%`;
}

function print(title: string, s: Summary, top: number, window?: BenchWindow): void {
  process.stdout.write(`\n== ${title}: ${(s.busyUs / 1000).toFixed(0)} ms on CPU in the sampler (of ${(s.totalUs / 1000).toFixed(0)} ms)\n`);
  if (window) {
    const perRequest = (window.serviceCpuMs * 1000) / Math.max(1, window.requests);
    process.stdout.write(`   ${window.requests} requests; service CPU ${window.serviceCpuMs.toFixed(0)} ms (/proc) = ${perRequest.toFixed(0)} µs per request\n`);
  }
  process.stdout.write('   categories (self time, share of on-CPU samples):\n');
  const cats = [...s.byCategory].filter(([c]) => c !== 'idle').sort((a, b) => b[1] - a[1]);
  for (const [c, us] of cats) process.stdout.write(`     ${c.padEnd(12)} ${pct(us, s.busyUs)}\n`);
  process.stdout.write(`   top ${top} functions (self time):\n`);
  const fns = [...s.byFunction].filter(([k]) => !k.startsWith('(idle)') && !k.startsWith('(program)')).sort((a, b) => b[1] - a[1]);
  for (const [k, us] of fns.slice(0, top)) process.stdout.write(`     ${pct(us, s.busyUs)}  ${k}\n`);
}

/** Who calls the functions named `name` (self time of those frames, by the chain of their `depth` nearest callers). */
export function callers(profile: Profile, name: string, depth = 4, from = -Infinity, to = Infinity): Map<string, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < from || t > to) continue;
    const node = byId.get(profile.samples[i]);
    if (!node || node.callFrame.functionName !== name) continue;
    const chain: string[] = [];
    for (let p = parent.get(node.id); p !== undefined && chain.length < depth; p = parent.get(p)) {
      const f = byId.get(p)?.callFrame;
      if (f) chain.push(`${f.functionName || '(anonymous)'}@${f.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/dist\//, '')}:${f.lineNumber + 1}`);
    }
    const key = chain.join(' < ');
    out.set(key, (out.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const path = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  if (!path) throw new Error('usage: profile-summary <profile or dir> [--window name] [--top n]');
  const opt = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const top = Number(opt('--top') ?? 25);
  const only = opt('--window');
  const { profile, windows } = load(path);
  const chosen = windows.filter((w) => only === undefined || w.name.startsWith(only));
  if (chosen.length === 0) print('whole profile', summarise(profile), top);
  for (const w of chosen) print(w.name, summarise(profile, w.startUs, w.endUs), top, w);
  const who = opt('--callers');
  if (who) {
    const w = chosen[0];
    const found = [...callers(profile, who, Number(opt('--depth') ?? 4), w?.startUs, w?.endUs)].sort((a, b) => b[1] - a[1]);
    process.stdout.write(`\ncallers of ${who}${w ? ` in ${w.name}` : ''}:\n`);
    for (const [chain, us] of found.slice(0, 10)) process.stdout.write(`  ${(us / 1000).toFixed(1).padStart(7)} ms  ${chain}\n`);
  }
}

if (require.main === module) main();
