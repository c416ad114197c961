// Starts the service: on DATABASE_URL when set, else on the embedded PostgreSQL (PGlite) under DATA_DIR.
import 'reflect-metadata';
import cluster from 'node:cluster';
import { configValidationSchema, type AppConfig } from './config/app-config';
import type { Server } from 'node:http';
import { createApp } from './app.factory';
import { drainOnSignals } from './graceful-shutdown';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';

let shuttingDown = false;

async function main(): Promise<void> {
  const { value: config, error } = configValidationSchema.validate(process.env, { allowUnknown: true, abortEarly: false });
  if (error) throw new Error(`configuration: ${error.message}`);
  const cfg = config as AppConfig;
  // WORKERS > 1 on a PostgreSQL server: the API nodes are stateless (DESIGN.md "Scaling out"), so one process per core
  // shares the port. The embedded database lives in one process, so it always runs one.
  if (cfg.WORKERS > 1 && cfg.DATABASE_URL && cluster.isPrimary) {
    for (let i = 0; i < cfg.WORKERS; i++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      process.stderr.write(`worker ${worker.process.pid} exited with ${code}\n`);
      if (!shuttingDown) cluster.fork();
    });
    const stopAll = (): void => {
      shuttingDown = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    };
    process.once('SIGINT', stopAll);
    process.once('SIGTERM', stopAll);
    return;
  }
  let embedded: EmbeddedPostgres | null = null;
  if (!cfg.DATABASE_URL) embedded = await startEmbeddedPostgres(cfg.DATA_DIR);
  const app = await createApp({
    databaseUrl: cfg.DATABASE_URL ?? (embedded as EmbeddedPostgres).url,
    // PGlite is a single session: one connection, so that transactions never interleave.
    poolSize: embedded ? 1 : cfg.DB_POOL_SIZE,
    logLevel: cfg.LOG_LEVEL,
    logRequests: cfg.LOG_REQUESTS,
    rateLimitPerMinute: cfg.RATE_LIMIT_PER_MINUTE,
    embedded: embedded !== null,
    idempotencyTtlHours: cfg.IDEMPOTENCY_TTL_HOURS,
    corsOrigins: cfg.CORS_ORIGINS,
    trustProxy: cfg.TRUST_PROXY,
  });
  await app.listen(cfg.PORT, cfg.HOST);
  const where = embedded ? `embedded PostgreSQL (PGlite) in ${cfg.DATA_DIR}` : 'PostgreSQL at DATABASE_URL';
  process.stdout.write(`rules service listening on http://${cfg.HOST}:${cfg.PORT} (REST /v1, GraphQL /graphql, docs /docs) on ${where}\n`);
  drainOnSignals(app, app.getHttpServer() as Server, {
    graceMs: cfg.SHUTDOWN_GRACE_MS,
    timeoutMs: cfg.SHUTDOWN_TIMEOUT_MS,
    after: async () => {
      if (embedded) await embedded.stop();
    },
    log: (line) => process.stdout.write(`${line}\n`),
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
