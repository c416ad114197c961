// A closed-loop load generator: `workers` clients, each sending its next request as soon as the previous answer is in,
// for `seconds`. Each worker decides its next request from the last answer (a game is a conversation), which an
// open-loop tool that prepares requests ahead of the answers cannot do.
import { Agent, request } from 'undici';
import { percentile, type Measured } from './baseline';

export interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly token?: string;
  readonly body?: unknown;
}

/**
 * The service's CPU time so far (ms, from /proc) and where closed-loop windows go (bench.ts sets both): each run of
 * closedLoop records its own window, so that CPU per request and the profile's samples are those of the workload
 * only, not of start-up or the setup of encounters.
 */
export const serviceProbe: { cpuMs: () => number; windows: { name: string; startUs: number; endUs: number; requests: number; serviceCpuMs: number }[] } = {
  cpuMs: () => 0,
  windows: [],
};

export interface Worker {
  next(): Call;
  answered(status: number, body: string): void;
}

export async function closedLoop(base: string, workers: readonly Worker[], seconds: number, name = 'workload'): Promise<Measured & { refused: Map<string, number> }> {
  const dispatcher = new Agent({ connections: workers.length, pipelining: 1, keepAliveTimeout: 30000 });
  const latencies: number[] = [];
  const refused = new Map<string, number>();
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  const startUs = Number(process.hrtime.bigint() / 1000n);
  const cpu0 = serviceProbe.cpuMs();
  await Promise.all(
    workers.map(async (w) => {
      while (Date.now() < end) {
        const call = w.next();
        const t0 = process.hrtime.bigint();
        try {
          const res = await request(`${base}${call.path}`, {
            method: call.method,
            dispatcher,
            headers: { 'content-type': 'application/json', ...(call.token ? { authorization: `Bearer ${call.token}` } : {}) },
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
          });
          const text = await res.body.text();
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
          if (res.statusCode >= 400) {
            errors++;
            const key = `${res.statusCode} ${text.slice(0, 200)}`;
            refused.set(key, (refused.get(key) ?? 0) + 1);
          }
          w.answered(res.statusCode, text);
        } catch (e) {
          errors++;
          refused.set(String(e), (refused.get(String(e)) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const serviceCpuMs = serviceProbe.cpuMs() - cpu0;
  serviceProbe.windows.push({ name, startUs, endUs: Number(process.hrtime.bigint() / 1000n), requests: latencies.length, serviceCpuMs });
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, refused, cpuUsPerRequest: (serviceCpuMs * 1000) / Math.max(1, latencies.length) };
}
