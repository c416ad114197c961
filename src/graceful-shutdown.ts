// SIGTERM / SIGINT, in three steps, so that nothing a client already sent is reset:
// 1. grace: keep accepting for `graceMs`, but answer every request with `Connection: close` and health with 503, so
//    load balancers and keep-alive clients go elsewhere; connections already queued in the kernel's accept backlog
//    (which closing the listener at once would reset) are taken and served;
// 2. close the listener and let the requests in flight finish (bounded by `timeoutMs`), closing idle sockets;
// 3. close the application (subscriptions, the database pool) and exit 0.
import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import { isDraining, startDraining } from './common/http/lifecycle';

export interface ShutdownOptions {
  readonly graceMs: number;
  readonly timeoutMs: number;
  /** Runs after the application closed (e.g. stop the embedded database). */
  readonly after?: () => Promise<void>;
  readonly log: (line: string) => void;
}

export function drainOnSignals(app: INestApplication, server: Server, opts: ShutdownOptions): void {
  let inFlight = 0;
  server.on('request', (_req, res) => {
    if (isDraining()) res.setHeader('Connection', 'close');
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
  });
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    opts.log(`${signal}: draining ${inFlight} request(s), then closing`);
    startDraining();
    await new Promise((r) => setTimeout(r, opts.graceMs));
    server.close();
    const deadline = Date.now() + opts.timeoutMs;
    // Keep-alive sockets with no request in flight are closed as they become idle; busy ones finish their answer.
    while (inFlight > 0 && Date.now() < deadline) {
      server.closeIdleConnections();
      await new Promise((r) => setTimeout(r, 20));
    }
    if (inFlight > 0) opts.log(`shutdown timeout: ${inFlight} request(s) still running are cut off`);
    server.closeAllConnections();
    let code = 0;
    try {
      await app.close();
      await opts.after?.();
    } catch (err) {
      opts.log(`error while closing: ${err instanceof Error ? err.message : String(err)}`);
      code = 1;
    }
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
