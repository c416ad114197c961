// Workloads over HTTP: many encounters at once, each client working its own encounter with a realistic mix.
import type { Measured } from './baseline';
import { closedLoop, type Call, type Worker } from './closed-loop';

interface Encounter {
  readonly id: string;
  readonly tokens: Record<string, string>;
}

async function post(base: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function createEncounters(base: string, n: number): Promise<Encounter[]> {
  const out: Encounter[] = [];
  for (let i = 0; i < n; i++) {
    const c = (await post(base, '/v1/encounters', { ruleset: 'malifaux-2e', players: [{ name: `a${i}` }, { name: `b${i}` }], options: { autoDeclineCuts: true } })) as {
      encounterId: string;
      seats: { seat: string; token: string }[];
    };
    out.push({ id: c.encounterId, tokens: Object.fromEntries(c.seats.map((s) => [s.seat, s.token])) });
  }
  return out;
}

function report(name: string, r: Measured & { refused: Map<string, number> }): Measured {
  for (const [what, n] of r.refused) process.stdout.write(`  ${name}: ${n} x ${what}\n`);
  return r;
}

/** An HTTP floor: GET `path` on the same server stack, no rules (`/v1/health/live`: no database; `/v1/health`: one SELECT 1). */
export async function httpFloorWorkload(base: string, connections: number, seconds: number, path = '/v1/health'): Promise<Measured> {
  const workers: Worker[] = Array.from({ length: connections }, () => ({ next: (): Call => ({ method: 'GET', path }), answered: () => undefined }));
  return report(`floor ${path}`, await closedLoop(base, workers, seconds, `floor ${path}`));
}

/**
 * One client per table, playing both seats of its encounter in turn (a game is one conversation; two tables never share
 * a stream): with 6+ cards in hand discard one, else draw one (50%); flip one (40%); read the view (10%).
 */
export async function deckWorkload(base: string, connections: number, seconds: number): Promise<Measured> {
  const encounters = await createEncounters(base, connections);
  const workers: Worker[] = encounters.map((e) => {
    const hands: Record<string, string[]> = { A: [], B: [] };
    let seat = 'A';
    return {
      next(): Call {
        seat = Math.random() < 0.5 ? 'A' : 'B';
        const token = e.tokens[seat];
        const r = Math.random();
        const path = `/v1/encounters/${e.id}/decks/${seat}`;
        if (r < 0.1) return { method: 'GET', path: `/v1/encounters/${e.id}`, token };
        if (r < 0.5) return { method: 'POST', path: `${path}/flip`, token, body: { count: 1 } };
        if (hands[seat].length >= 6) return { method: 'POST', path: `${path}/discard`, token, body: { cards: [hands[seat][0]] } };
        return { method: 'POST', path: `${path}/draw`, token, body: { count: 1 } };
      },
      answered(status: number, body: string): void {
        if (status !== 200) return;
        const v = JSON.parse(body) as { state: { seats: { seat: string; hand: string[] | null }[] } };
        hands[seat] = v.state.seats.find((s) => s.seat === seat)?.hand ?? hands[seat];
      },
    };
  });
  return report('decks', await closedLoop(base, workers, seconds, 'decks'));
}

export interface DuelView {
  readonly state: {
    readonly duel: {
      readonly status: string;
      readonly outcome?: { readonly winner: string | null } | null;
      readonly duel?: { readonly sides: readonly { readonly role: string; readonly flipped: readonly string[] | null }[] } | null;
      readonly flip?: { readonly flipped: readonly string[] | null };
    };
    readonly duelStep: { readonly step: string; readonly stage: string | null; readonly role: string | null; readonly seats: readonly string[] };
  };
}

const VALUE = (card: string): number => (card === 'RJ' ? 14 : card === 'BJ' ? 0 : Number(card.slice(-2)));

/** The lowest flipped card is always a legal choice (FM-4: forced under a penalty, free under a bonus). */
function lowestFlipped(v: DuelView): string {
  const { duel, duelStep } = v.state;
  const cards = duelStep.stage === 'DUEL' ? (duel.duel?.sides.find((s) => s.role === duelStep.role)?.flipped ?? []) : (duel.flip?.flipped ?? []);
  return [...cards].sort((a, b) => VALUE(a) - VALUE(b))[0] ?? 'BJ';
}

const minion = (modelId: string, seat: string, stat: string, value: number): Record<string, unknown> => ({
  modelId,
  seat,
  station: 'MINION',
  stat: { name: stat, value },
  wounds: 6,
  maxWounds: 6,
});
const START = {
  kind: 'OPPOSED',
  attacker: minion('guard', 'A', 'Ml', 5),
  defender: minion('gamin', 'B', 'Df', 5),
  action: { name: 'Sword', damage: { weak: 1, moderate: 2, severe: 3 } },
  defenderFriendly: false,
};

/** The next decision of an endless series of duels: attack, flip, cheat or not, damage when the attack hits. */
export function nextDecision(v: DuelView | null): { path: string; body: unknown; seat: string } {
  if (v === null) return { path: 'duels', body: START, seat: 'A' };
  const { duel, duelStep } = v.state;
  const seat = duelStep.seats[0] ?? 'A';
  switch (duelStep.step) {
    case 'FLIP':
      return { path: 'duels/flip', body: {}, seat };
    case 'CHOOSE_ACTIVE_CARD':
      return { path: 'duels/active-card', body: { card: lowestFlipped(v) }, seat };
    case 'NAME_RED_JOKER_SUIT':
      return { path: 'duels/red-joker-suit', body: { suit: 'RAM' }, seat };
    case 'CHEAT':
      return { path: 'duels/decline-cheat', body: {}, seat };
    case 'DECLARE_TRIGGER':
      return { path: 'duels/pass-trigger', body: {}, seat };
    case 'PREVENTION':
      return { path: 'duels/prevention', body: { use: false }, seat };
    default:
      if (duel.status === 'DUEL_RESOLVED' && duel.outcome?.winner === 'ATTACKER') return { path: 'duels/damage', body: {}, seat: 'A' };
      return { path: 'duels', body: START, seat: 'A' };
  }
}

/** Opposed duels between two Minions, decision by decision as the rules ask, with damage flips when they hit. */
export async function duelWorkload(base: string, connections: number, seconds: number): Promise<Measured> {
  const encounters = await createEncounters(base, connections);
  for (const e of encounters) {
    // Three cards in each hand, so that the cheat step is a real decision.
    for (const s of ['A', 'B']) await post(base, `/v1/encounters/${e.id}/decks/${s}/draw`, { count: 3 }, e.tokens[s]);
  }
  const workers: Worker[] = encounters.map((e) => {
    let last: DuelView | null = null;
    return {
      next(): Call {
        const d = nextDecision(last);
        return { method: 'POST', path: `/v1/encounters/${e.id}/${d.path}`, token: e.tokens[d.seat], body: d.body };
      },
      answered(status: number, body: string): void {
        if (status === 200) last = JSON.parse(body) as DuelView;
      },
    };
  });
  return report('duels', await closedLoop(base, workers, seconds, 'duels'));
}

/**
 * Contention: `writers` clients on ONE encounter, unpinned flips (issue 6): the per-stream queue must turn them into
 * a line, not a 409 storm. Reports the 409s separately: the target is none.
 */
export async function contentionWorkload(base: string, writers: number, seconds: number): Promise<Measured & { conflicts: number }> {
  const [e] = await createEncounters(base, 1);
  const workers: Worker[] = Array.from({ length: writers }, (_, i) => {
    const seat = i % 2 === 0 ? 'A' : 'B';
    return { next: (): Call => ({ method: 'POST', path: `/v1/encounters/${e.id}/decks/${seat}/flip`, token: e.tokens[seat], body: { count: 1 } }), answered: () => undefined };
  });
  const r = await closedLoop(base, workers, seconds, 'contention');
  const conflicts = [...r.refused].filter(([what]) => what.startsWith('409')).reduce((n, [, k]) => n + k, 0);
  return { ...report('contention', r), conflicts };
}

export interface SoakWindow {
  readonly second: number;
  readonly sent: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  readonly rssMb: number;
}

/**
 * Soak: an open loop at a fixed rate (requests start on schedule, whatever the answers) for `seconds`, mixed commands
 * on `tables` encounters, in windows of 10 s: latency drift and the server's resident memory per window.
 */
export async function soakWorkload(base: string, rate: number, seconds: number, tables: number, rssMb: () => number): Promise<SoakWindow[]> {
  const encounters = await createEncounters(base, tables);
  const windows: SoakWindow[] = [];
  const started = Date.now();
  const pending = new Set<Promise<void>>();
  let current: { latencies: number[]; errors: number; sent: number } = { latencies: [], errors: 0, sent: 0 };
  const close = (second: number): void => {
    const l = current.latencies.sort((a, b) => a - b);
    windows.push({ second, sent: current.sent, p50: l[Math.floor(l.length * 0.5)] ?? 0, p99: l[Math.floor(l.length * 0.99)] ?? 0, errors: current.errors, rssMb: rssMb() });
    current = { latencies: [], errors: 0, sent: 0 };
  };
  let nextWindow = 10;
  for (let i = 0; Date.now() - started < seconds * 1000; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if ((Date.now() - started) / 1000 >= nextWindow) {
      close(nextWindow);
      nextWindow += 10;
    }
    const e = encounters[i % encounters.length];
    const seat = Math.random() < 0.5 ? 'A' : 'B';
    const r = Math.random();
    // 20% views, 70% flips (cards cycle deck -> discard -> reshuffle, so a table's state stays the same size), 10% shuffles.
    const path = r < 0.2 ? `/v1/encounters/${e.id}` : `/v1/encounters/${e.id}/decks/${seat}/${r < 0.9 ? 'flip' : 'shuffle'}`;
    const bucket = current;
    bucket.sent += 1;
    const t0 = performance.now();
    const p = fetch(`${base}${path}`, {
      method: r < 0.2 ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${e.tokens[seat]}` },
      body: r < 0.2 ? undefined : JSON.stringify(r < 0.9 ? { count: 1 } : {}),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        bucket.latencies.push(performance.now() - t0);
        if (res.status >= 400) bucket.errors += 1;
      })
      .catch(() => {
        bucket.errors += 1;
      })
      .finally(() => pending.delete(p));
    pending.add(p);
  }
  await Promise.all(pending);
  // The tail after the last full window is too short to compare (a handful of requests).
  if (current.sent >= rate * 5) close(Math.round((Date.now() - started) / 1000));
  return windows;
}

export interface LengthPoint {
  readonly events: number;
  readonly command: { readonly p50: number; readonly p99: number };
  readonly timeTravel: { readonly p50: number; readonly p99: number };
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((s.length * p) / 100))] ?? 0;
};

/**
 * Length: one encounter grown to each size of `sizes` (events), and at each size `samples` commands (a flip) and
 * `samples` time-travel reads at random versions, one at a time: a command and a read must cost the same at 10,000
 * events as at 200.
 */
export async function lengthWorkload(base: string, sizes: readonly number[], samples: number): Promise<LengthPoint[]> {
  const [e] = await createEncounters(base, 1);
  const out: LengthPoint[] = [];
  let version = 3;
  const flip = async (seat: string): Promise<number> => {
    const t0 = performance.now();
    const res = (await post(base, `/v1/encounters/${e.id}/decks/${seat}/flip`, { count: 1 }, e.tokens[seat])) as { version: number };
    version = Math.max(version, res.version);
    return performance.now() - t0;
  };
  for (const size of sizes) {
    // Grow with 8 clients at once (the stream queue lines them up), then measure one request at a time.
    while (version < size) await Promise.all(['A', 'B', 'A', 'B', 'A', 'B', 'A', 'B'].map((s) => flip(s)));
    const at = version;
    const command: number[] = [];
    const travel: number[] = [];
    for (let i = 0; i < samples; i++) {
      command.push(await flip(i % 2 === 0 ? 'A' : 'B'));
      const v = 1 + Math.floor(Math.random() * version);
      const t0 = performance.now();
      const res = await fetch(`${base}/v1/encounters/${e.id}/state?version=${v}`, { headers: { authorization: `Bearer ${e.tokens.A}` } });
      await res.arrayBuffer();
      travel.push(performance.now() - t0);
    }
    out.push({ events: at, command: { p50: pct(command, 50), p99: pct(command, 99) }, timeTravel: { p50: pct(travel, 50), p99: pct(travel, 99) } });
  }
  return out;
}
