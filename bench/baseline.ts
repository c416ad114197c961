// The baseline: plain single-row INSERT transactions (BEGIN; INSERT; COMMIT) from Node, `connections` at a time.
import type { Pool } from 'pg';

export interface Measured {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** The service's CPU (user + system, /proc) per answered request during the workload; absent for the baseline. */
  readonly cpuUsPerRequest?: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function baseline(pool: Pool, connections: number, seconds: number): Promise<Measured> {
  await pool.query('CREATE TABLE IF NOT EXISTS bench_baseline (id bigserial PRIMARY KEY, stream_id uuid NOT NULL, data jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now())');
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const payload = JSON.stringify({ seat: 'A', cards: ['RAM-07'], flipId: '00000000-0000-4000-8000-000000000000' });
  const worker = async (): Promise<void> => {
    while (Date.now() < end) {
      const t0 = process.hrtime.bigint();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO bench_baseline (stream_id, data) VALUES (gen_random_uuid(), $1)', [payload]);
        await client.query('COMMIT');
      } catch {
        errors++;
        await client.query('ROLLBACK').catch(() => undefined);
      } finally {
        client.release();
      }
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}
