// The embedded PostgreSQL used when DATABASE_URL is unset (DESIGN.md "Storage and start-up"): PGlite, a real
// Postgres build running in this process, served to the ordinary `pg` driver over a local TCP socket.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

/** True when a process with this pid is running (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes opening one data directory would corrupt it. The owner writes its pid
 * beside the data; a second process (a second service, `npm run projections:rebuild`) refuses to start while it lives.
 */
function claim(dataDir: string): string {
  const pidFile = join(dataDir, 'pglite.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
      throw new Error(`the embedded database in ${dataDir} is in use by process ${pid}: stop it first, or run against a PostgreSQL server (DATABASE_URL)`);
    }
  }
  writeFileSync(pidFile, String(process.pid));
  return pidFile;
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pidFile = claim(dataDir);
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
      rmSync(pidFile, { force: true });
    },
  };
}
