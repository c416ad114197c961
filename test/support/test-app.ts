// Boots the real application on a fresh database for an end-to-end test file.
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app.factory';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly http: TestAgent;
  readonly db: TestDatabase;
  close(): Promise<void>;
}

export async function startTestApp(opts: { rateLimitPerMinute?: number } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await createApp({ databaseUrl: db.url, poolSize: 5, logLevel: 'silent', logRequests: false, rateLimitPerMinute: opts.rateLimitPerMinute ?? 0 });
  return {
    app,
    http: request(app.getHttpServer()),
    db,
    async close(): Promise<void> {
      await app.close();
      await db.drop();
    },
  };
}

export interface Created {
  readonly id: string;
  readonly version: number;
  readonly organiser: string;
  readonly tokens: Record<string, string>;
  readonly seedCommitment: string;
}

/** Creates a two-seat Malifaux 2E encounter; with `ready`, both cuts are declined so the decks can be used at once. */
export async function createEncounter(t: TestApp, opts: { ready?: boolean; soulstones?: number; autoDeclineCuts?: boolean } = {}): Promise<Created> {
  const res = await t.http
    .post('/v1/encounters')
    .send({
      ruleset: 'malifaux-2e',
      players: [{ name: 'Ann', soulstones: opts.soulstones ?? 2 }, { name: 'Bob', soulstones: opts.soulstones ?? 2 }],
      ...(opts.autoDeclineCuts ? { options: { autoDeclineCuts: true } } : {}),
    })
    .expect(201);
  const body = res.body as { encounterId: string; version: number; organiserToken: string; seats: { seat: string; token: string }[]; seedCommitment: string };
  const created: Created = {
    id: body.encounterId,
    version: body.version,
    organiser: body.organiserToken,
    tokens: Object.fromEntries(body.seats.map((s) => [s.seat, s.token])),
    seedCommitment: body.seedCommitment,
  };
  if (!opts.ready || opts.autoDeclineCuts) return created;
  await t.http.post(`/v1/encounters/${created.id}/decks/A/decline-cut`).set('authorization', `Bearer ${created.tokens.B}`).send({}).expect(200);
  const r = await t.http.post(`/v1/encounters/${created.id}/decks/B/decline-cut`).set('authorization', `Bearer ${created.tokens.A}`).send({}).expect(200);
  return { ...created, version: (r.body as { version: number }).version };
}

export const bearer = (token: string): [string, string] => ['authorization', `Bearer ${token}`];

/** Sends a GraphQL operation with a token. */
export async function gql(t: TestApp, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<{ data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const req = t.http.post('/graphql').send({ query, variables });
  if (token) req.set('authorization', `Bearer ${token}`);
  const res = await req;
  return res.body as { data?: Record<string, unknown>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}
