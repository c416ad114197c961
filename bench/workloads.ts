// Workloads over HTTP: many encounters at once, each connection working its own encounters with a realistic mix.
import type autocannonType from 'autocannon';
import type { Measured } from './baseline';

interface Seat {
  readonly id: string;
  readonly seat: 'A' | 'B';
  readonly token: string;
  hand: string[];
}

async function createSeats(base: string, encounters: number): Promise<Seat[]> {
  const seats: Seat[] = [];
  for (let i = 0; i < encounters; i++) {
    const res = await fetch(`${base}/v1/encounters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruleset: 'malifaux-2e', players: [{ name: `a${i}` }, { name: `b${i}` }], options: { autoDeclineCuts: true } }),
    });
    const c = (await res.json()) as { encounterId: string; seats: { seat: 'A' | 'B'; token: string }[] };
    for (const s of c.seats) seats.push({ id: c.encounterId, seat: s.seat, token: s.token, hand: [] });
  }
  return seats;
}

/** Per request: with 6+ cards in hand discard one (30%), else draw one; flips 40%; a view read 10%. */
export async function deckWorkload(autocannon: typeof autocannonType, base: string, connections: number, seconds: number, encounters: number): Promise<Measured> {
  const seats = await createSeats(base, encounters);
  const failures = new Map<string, number>();
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req, ctx: object) => {
          const context = ctx as Record<string, unknown>;
          // Each connection keeps to its own seats, so no two connections fight over one hand.
          if (!context.seats) {
            const mine = seats.filter((_, i) => i % connections === next % connections);
            next++;
            context.seats = mine.length > 0 ? mine : seats;
          }
          const pool = context.seats as Seat[];
          const s = pool[Math.floor(Math.random() * pool.length)];
          context.current = s;
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${s.token}` };
          const r = Math.random();
          const path = `/v1/encounters/${s.id}/decks/${s.seat}`;
          if (r < 0.1) return { ...req, method: 'GET', path: `/v1/encounters/${s.id}`, headers };
          if (r < 0.5) return { ...req, method: 'POST', path: `${path}/flip`, headers, body: '{"count":1}' };
          if (s.hand.length >= 6) {
            // Forget the card at once: autocannon may build the next request before this answer arrives.
            const card = s.hand.shift() as string;
            return { ...req, method: 'POST', path: `${path}/discard`, headers, body: JSON.stringify({ cards: [card] }) };
          }
          return { ...req, method: 'POST', path: `${path}/draw`, headers, body: '{"count":1}' };
        },
        onResponse: (status, body, ctx: object) => {
          const context = ctx as Record<string, unknown>;
          if (status !== 200) {
            failures.set(`${status} ${body.slice(0, 160)}`, (failures.get(`${status} ${body.slice(0, 160)}`) ?? 0) + 1);
            return;
          }
          const s = context.current as Seat;
          const parsed = JSON.parse(body) as { state: { seats: { seat: string; hand: string[] | null }[] } };
          s.hand = parsed.state.seats.find((x) => x.seat === s.seat)?.hand ?? s.hand;
        },
      },
    ],
  });
  for (const [what, n] of failures) process.stdout.write(`  non-2xx x${n}: ${what}\n`);
  return {
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The HTTP floor: GET /v1/health, one database round trip through the same NestJS stack, no rules. */
export async function httpFloorWorkload(autocannon: typeof autocannonType, base: string, connections: number, seconds: number): Promise<Measured> {
  const result = await autocannon({ url: `${base}/v1/health`, connections, duration: seconds });
  return { perSecond: result.requests.total / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
