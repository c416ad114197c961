// Turns (issue 7): each client runs one table of Malifaux 2E — two crews of three models hired as data, then whole
// Turns: the Draw Phase with both refills, the Initiative Phase, six Activations (activate, Walk, Focus, end) and the
// End Phase — following `turnStep` from each answer, until the end-of-encounter flip (from Turn 5) ends the game; then
// a new table. Every command's latency is kept with the Turn it was played in, so Turn 1 and Turn 5+ are compared in
// the same run (a command must not get slower as a game grows).
import { percentile, type Measured } from './baseline';

const weapon = { name: 'Sword', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 1 }, stat: { name: 'Ml', value: 5 }, resist: 'Df', damage: { weak: 1, moderate: 2, severe: 3 } };
const model = (id: string, station = 'MINION'): object => ({ id, name: id, station, characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds: station === 'MASTER' ? 12 : 8, baseMm: 30, actions: [weapon] });
const crew = (prefix: string): object[] => [model(`${prefix}1`, 'MASTER'), model(`${prefix}2`), model(`${prefix}3`)];

interface TurnStep {
  readonly step: string;
  readonly seats: readonly string[];
  readonly models: readonly string[];
}

interface Answer {
  readonly status: number;
  readonly body: { state?: { turn?: number; status?: string; turnStep?: TurnStep } };
}

export interface TurnsMeasured extends Measured {
  readonly byTurn: ReadonlyMap<number, { readonly p50: number; readonly p99: number; readonly n: number }>;
  readonly games: number;
}

async function call(base: string, path: string, token: string | null, body?: unknown): Promise<{ answer: Answer; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Answer['body'];
  return { answer: { status: res.status, body: json }, ms: performance.now() - t0 };
}

export async function turnsWorkload(base: string, clients: number, seconds: number): Promise<TurnsMeasured> {
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  const byTurn = new Map<number, number[]>();
  const all: number[] = [];
  let errors = 0;
  let games = 0;
  const table = async (): Promise<void> => {
    while (Date.now() < end) {
      const created = await call(base, '/v1/encounters', null, { ruleset: 'malifaux-2e', players: [{ name: 'Ann' }, { name: 'Bob' }], options: { autoDeclineCuts: true } });
      const c = created.answer.body as unknown as { encounterId: string; seats: { seat: string; token: string }[] };
      const token: Record<string, string> = Object.fromEntries(c.seats.map((s) => [s.seat, s.token]));
      const path = (p: string): string => `/v1/encounters/${c.encounterId}/${p}`;
      games += 1;
      let step: TurnStep | undefined;
      let turn = 0;
      const send = async (seat: string, p: string, body: object): Promise<void> => {
        const { answer, ms } = await call(base, path(p), token[seat], body);
        if (answer.status !== 200) {
          errors += 1;
          throw new Error(`${p}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        }
        all.push(ms);
        const bucket = byTurn.get(turn) ?? [];
        bucket.push(ms);
        byTurn.set(turn, bucket);
        step = answer.body.state?.turnStep;
        turn = answer.body.state?.turn ?? turn;
        if (answer.body.state?.status === 'ended') step = undefined;
      };
      try {
        await send('A', 'crews', { models: crew('a') });
        await send('B', 'crews', { models: crew('b') });
        while (step && Date.now() < end) {
          const seat = step.seats[0];
          switch (step.step) {
            case 'BEGIN_DRAW_PHASE':
              await send('A', 'draw-phase', {});
              break;
            case 'REFILL_HAND':
              await send(seat, `decks/${seat}/refill`, {});
              break;
            case 'FLIP_INITIATIVE':
              await send('A', 'initiative', {});
              break;
            case 'INITIATIVE_REFLIP':
              await send(seat, 'initiative/reflip', { reflip: false });
              break;
            case 'CHOOSE_FIRST_PLAYER':
              await send(seat, 'initiative/first-player', { firstPlayer: seat });
              break;
            case 'ACTIVATE': {
              const modelId = step.models[0];
              await send(seat, 'activations', { modelId });
              await send(seat, 'actions', { modelId, action: 'Walk', facts: { moved: 3 } });
              await send(seat, 'actions', { modelId, action: 'Focus' });
              await send(seat, 'activations/end', { modelId });
              break;
            }
            case 'END_PHASE':
              await send(seat, 'end-phase', {});
              break;
            case 'ENCOUNTER_ENDED':
              step = undefined;
              break;
            default:
              throw new Error(`turns workload: no move for ${step.step}`);
          }
        }
      } catch (err) {
        process.stdout.write(`  turns: ${(err as Error).message}\n`);
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, () => table()));
  const elapsed = (Date.now() - started) / 1000;
  all.sort((a, b) => a - b);
  const summary = new Map<number, { p50: number; p99: number; n: number }>();
  for (const [t, xs] of [...byTurn].sort((a, b) => a[0] - b[0])) {
    xs.sort((a, b) => a - b);
    summary.set(t, { p50: percentile(xs, 50), p99: percentile(xs, 99), n: xs.length });
  }
  return { perSecond: all.length / elapsed, p50: percentile(all, 50), p99: percentile(all, 99), errors, byTurn: summary, games };
}
