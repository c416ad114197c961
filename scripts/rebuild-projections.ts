// npm run projections:rebuild — empties every read model and replays the whole event log into it.
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

void main();
