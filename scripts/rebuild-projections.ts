// npm run projections:rebuild — replays the whole event log into fresh read models and swaps them in. On a PostgreSQL
// server it runs beside live services (they wait only for the final swap); the embedded database belongs to one
// process, so there the service must be stopped first (startEmbeddedPostgres refuses otherwise).
import 'reflect-metadata';
import { createApp } from '../src/app.factory';
import { configValidationSchema, type AppConfig } from '../src/config/app-config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/database/embedded-postgres';
import { ProjectionsService } from '../src/projections/projections.service';

async function main(): Promise<void> {
  const cfg = configValidationSchema.validate(process.env, { allowUnknown: true }).value as AppConfig;
  let embedded: EmbeddedPostgres | null = null;
  if (!cfg.DATABASE_URL) embedded = await startEmbeddedPostgres(cfg.DATA_DIR);
  const app = await createApp({ databaseUrl: cfg.DATABASE_URL ?? (embedded as EmbeddedPostgres).url, poolSize: 1, logLevel: 'warn', logRequests: false, rateLimitPerMinute: 0 });
  try {
    const started = Date.now();
    const { streams, events } = await app.get(ProjectionsService).rebuild();
    process.stdout.write(`rebuilt ${app.get(ProjectionsService).names().join(', ')} from ${events} events in ${streams} streams in ${Date.now() - started} ms\n`);
  } finally {
    await app.close();
    if (embedded) await embedded.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`projections:rebuild failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
