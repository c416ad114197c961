// Builds the Nest application the same way for main.ts, the tests, the contract generator and the benchmark.
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppModule, type AppOptions } from './app.module';
import { applyOperationIds } from './common/openapi/operation-ids';
import { renameSchemaRefs, shareGraphqlTypeNames, shareInlineEnums, typeEnumRefs } from './common/openapi/shared-type-names';
import { ProblemCode } from './common/problem/problem';
import { sharedEnumSchemas } from './common/contract/shared-enums';
import { STATE_MODELS } from './encounters/models/encounter-state.union';
import { allEventModels, eventModelsByType, partlyUntypedEventTypes } from './encounters/models/event-data.union';
import { encounterEventTypes } from './encounters/models/event-type.enum';
import { loggedEventSchemas } from './common/openapi/logged-event-schemas';
import { ProblemFilter, sendProblem } from './common/problem/problem.filter';
import { echoRequestId, refuseEncodedBodies, refuseNulCharacters, requestIdOf } from './common/http/request-hooks';
import { createValidationPipe } from './common/validation';
import { IdempotencyJanitor } from './event-store/idempotency-janitor.service';
import { StreamNotifier } from './event-store/stream-notifier.service';

const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
const retryAfter = { 'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } } };

/** Public data and creations that need no token: results, league standings, creating an encounter or a league. */
const isPublic = (path: string, method: string): boolean =>
  PUBLIC_OPERATIONS.includes(`${method} ${path}`) ||
  (method === 'post' && (path === '/v1/encounters' || path === '/v1/leagues')) ||
  (method === 'get' && (path.startsWith('/v1/results') || (path.startsWith('/v1/leagues') && !path.endsWith('/organiser'))));

/**
 * Answers every route can give, documented once here: 429 (rate limit, except health), 503 (database unreachable,
 * overload, shutting down), and for bodies 413 and 415. Health, creations and joining an open seat need no token
 * (`security: []`).
 */
const PUBLIC_OPERATIONS = ['post /v1/encounters', 'post /v1/mage-wars/spellbooks', 'get /v1/mage-wars/codex'];

function documentServedProblems(doc: OpenAPIObject): void {
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item) as [string, { responses?: Record<string, unknown>; security?: unknown[] }][]) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const responses = (op.responses = op.responses ?? {});
      const isHealth = path.startsWith('/v1/health');
      if (!isHealth) responses['429'] ??= { description: 'RATE_LIMITED: too many requests from this address', headers: retryAfter, content: problemContent };
      // A malformed URL or header is a 400 on every route (Fastify's frameworkErrors, the validation pipe).
      if (!Object.keys(responses).some((code) => code.startsWith('4') && code !== '429')) {
        responses['400'] = { description: 'VALIDATION_FAILED: a malformed URL, parameter or header', content: problemContent };
      }
      responses['503'] ??= { description: 'SERVICE_UNAVAILABLE: nothing was applied; retry after Retry-After', headers: retryAfter, content: problemContent };
      if (method === 'post') {
        responses['413'] ??= { description: 'PAYLOAD_TOO_LARGE: a body over 64 kB', content: problemContent };
        responses['415'] ??= { description: 'UNSUPPORTED_MEDIA_TYPE: the body must be uncompressed application/json', content: problemContent };
      }
      // Creations (an encounter, a league, a saved list such as a spellbook) and joining an open seat need no token:
      // they hand one out; public reference data (results, standings, the codex) neither.
      if (isHealth || isPublic(path, method) || (method === 'post' && path.endsWith('/seats/{seat}/join'))) op.security = [];
      fixParameters(path, method, op as { parameters?: Parameter[] });
    }
  }
}

/**
 * Every operation has a description (its summary, unless it has more to say) and every tag it uses is declared at
 * the top with a description: what Redocly's `recommended` and Spectral's `spectral:oas` rule sets ask for.
 */
function describeOperationsAndTags(doc: OpenAPIObject): void {
  const used = new Set<string>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as { summary?: string; description?: string; tags?: string[]; responses?: unknown }[]) {
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      if (!op.description && op.summary) op.description = op.summary;
      for (const tag of op.tags ?? []) used.add(tag);
    }
  }
  doc.tags = [...used].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `The ${name} routes` }));
}

const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  encounters: 'Encounters (one event stream per game): creation, views, the event log, time travel, the end',
  decks: 'Fate decks and spellbooks: shuffles, cuts, draws, discards, flips, the Draw Phase, random determination',
  duels: 'Duels and attacks step by step, damage, healing and prevention, the odds calculator',
  turns: 'The Turn or round: initiative, activations, actions, the End Phase, declared facts and disputes',
  health: 'Liveness and readiness',
  results: 'Results of ended encounters for league sites: public, every VP traceable to the events that earned it',
  leagues: 'Leagues: a scoring policy, enrolled encounters and the standings derived from their results',
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}

/**
 * Path parameters exactly as the path has them (required, a uuid for `{id}`, the seat vocabulary for `{seat}`), and
 * the command headers only where they mean something: Idempotency-Key on commands, If-Match on commands of an
 * existing stream. Class-level decorators would otherwise spread them over routes that have no such thing.
 */
function fixParameters(path: string, method: string, op: { parameters?: Parameter[] }): void {
  const inPath = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
  const kept = (op.parameters ?? []).filter((p) => {
    if (p.in === 'path') return inPath.has(p.name);
    if (p.in === 'header' && p.name === 'Idempotency-Key') return method === 'post';
    if (p.in === 'header' && p.name === 'If-Match') return method === 'post' && path !== '/v1/encounters';
    return true;
  });
  for (const name of inPath) {
    const existing = kept.find((p) => p.in === 'path' && p.name === name);
    const param: Parameter = existing ?? { name, in: 'path' };
    param.required = true;
    if (name === 'id') param.schema = { type: 'string', format: 'uuid' };
    if (name === 'seat') param.schema = { $ref: '#/components/schemas/Seat' };
    param.schema ??= { type: 'string' };
    if (!existing) kept.push(param);
  }
  kept.sort((a, b) => `${a.in}:${a.name}`.localeCompare(`${b.in}:${b.name}`));
  op.parameters = kept;
}

export function buildOpenApi(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Tabletop rules service')
    .setDescription(
      'Event-sourced rules-as-a-service for tabletop games. The server owns the randomness, the hidden information and the bookkeeping; every command appends immutable events to the encounter stream. Errors are application/problem+json (RFC 9457) with a stable `code`.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'opaque', description: 'A seat or organiser token from POST /v1/encounters' })
    .addServer('/')
    .setLicense('Proprietary (UNLICENSED)', 'https://rules.example/license')
    .build();
  const renamed = shareGraphqlTypeNames();
  const doc = SwaggerModule.createDocument(app, config, { extraModels: [...STATE_MODELS, ...allEventModels()] });
  renameSchemaRefs(doc, renamed);
  typeEnumRefs(doc, (doc.components?.schemas ?? {}) as Record<string, { type?: unknown; enum?: unknown }>);
  // Decorator order differs between compilers; sort parameters so the document is the same however it was built.
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as { parameters?: { in: string; name: string }[] }[]) {
      op.parameters?.sort((a, b) => `${a.in}:${a.name}`.localeCompare(`${b.in}:${b.name}`));
    }
  }
  documentServedProblems(doc);
  describeOperationsAndTags(doc);
  applyOperationIds(doc.paths as Record<string, Record<string, unknown>>);
  doc.components = doc.components ?? {};
  doc.components.schemas = {
    ...doc.components.schemas,
    ...sharedEnumSchemas(),
    ...loggedEventSchemas(eventModelsByType(), { all: encounterEventTypes(), partlyUntyped: partlyUntypedEventTypes() }),
    Problem: {
      type: 'object',
      required: ['type', 'title', 'status', 'detail', 'code'],
      properties: {
        type: { type: 'string' },
        title: { type: 'string' },
        status: { type: 'integer' },
        detail: { type: 'string' },
        code: { type: 'string', enum: Object.values(ProblemCode) },
        ruleId: { type: 'string', description: 'RULE_VIOLATION: <ruleset>/<RULE-ID>' },
        section: { type: 'string', description: 'RULE_VIOLATION: the rulebook section' },
        errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
        expectedVersion: { type: 'integer' },
        currentVersion: { type: 'integer' },
        retryAfter: { type: 'integer', description: '429 and 503: seconds to wait before retrying (also the Retry-After header)' },
      },
    },
  };
  shareInlineEnums(doc, sharedEnumSchemas());
  return doc;
}

/** The largest request body the API takes (a crew list is the biggest legitimate one). */
const BODY_LIMIT = 64 * 1024;

export async function createApp(opts: AppOptions): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
    genReqId: requestIdOf,
    // Errors Fastify answers itself, before any route or error handler (a malformed URL, an unsupported media
    // type found by the router): the same problem documents.
    frameworkErrors: (error: Error, _req: FastifyRequest, reply: FastifyReply) => sendProblem(reply, error),
  });
  const fastify = adapter.getInstance();
  // JSON is the only body the API takes: no text/plain parser (Fastify has one by default), so anything else is 415.
  fastify.removeContentTypeParser('text/plain');
  fastify.addHook('onRequest', echoRequestId);
  fastify.addHook('onRequest', refuseEncodedBodies);
  fastify.addHook('preValidation', refuseNulCharacters);
  // Errors raised before a route runs (parsers, hooks, limits) reach Nest's Fastify error handler, which hands them to
  // the global ProblemFilter like any other. bodyParser: false keeps Fastify's own JSON parser and no form parser.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(opts), adapter, { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix('v1', { exclude: ['docs', 'docs/{*path}', 'graphql-ide/{*path}', 'table', 'table/{*path}'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ProblemFilter());
  // Third-party frontends call the API from browsers. Tokens are bearer headers, never cookies, so no credentials.
  const origins = (opts.corsOrigins ?? '*').split(',').map((o) => o.trim()).filter((o) => o.length > 0);
  app.enableCors({
    origin: origins.includes('*') ? '*' : origins,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'if-match', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });
  // No enableShutdownHooks: Nest would close at once on SIGTERM and re-raise it, resetting requests in flight.
  // main.ts drains first (graceful-shutdown.ts).
  app.get(StreamNotifier).configure(opts.embedded ? { kind: 'local' } : { kind: 'poll', intervalMs: 150 });
  app.get(IdempotencyJanitor).configure(opts.idempotencyTtlHours ?? 24);
  await app.init();
  // After init: the GraphQL schema is built by then, so the OpenAPI schemas can take its type names.
  const document = buildOpenApi(app);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'v1/openapi.json', useGlobalPrefix: false });
  await fastify.ready();
  return app;
}
