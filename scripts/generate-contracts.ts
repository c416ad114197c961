// npm run openapi:generate — writes openapi.yaml and schema.gql from the code (on a throw-away embedded database).
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app.factory';
import { graphqlSchema, openApiYaml } from '../src/contracts';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'rules-contracts-'));
  const pg = await startEmbeddedPostgres(dir);
  const app = await createApp({ databaseUrl: pg.url, poolSize: 1, logLevel: 'silent', logRequests: false, rateLimitPerMinute: 0 });
  try {
    writeFileSync('openapi.yaml', openApiYaml(app));
    writeFileSync('schema.gql', graphqlSchema(app));
    process.stdout.write('wrote openapi.yaml and schema.gql\n');
  } finally {
    await app.close();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
