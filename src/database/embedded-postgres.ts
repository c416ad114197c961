// The embedded PostgreSQL used when DATABASE_URL is unset (DESIGN.md "Storage and start-up"): PGlite, a real
// Postgres build running in this process, served to the ordinary `pg` driver over a local TCP socket.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  // PGlite is one session: the app uses a pool of one connection on it (see database.module.ts), so that no two
  // transactions ever interleave in the same session.
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  const conn = server.getServerConn();
  return {
    url: `postgres://postgres@${conn}/postgres`,
    async stop(): Promise<void> {
      await server.stop();
      await db.close();
    },
  };
}
