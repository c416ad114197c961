import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ConfigModule } from '@nestjs/config';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { LoggerModule } from 'nestjs-pino';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { REDACTED, serializeRequest, serializeResponse } from './common/http/log-serializers';
import { formatGraphqlError } from './common/problem/graphql-error.formatter';
import { RateLimitGuard } from './common/throttle/rate-limit.guard';
import { configValidationSchema } from './config/app-config';
import { typeormOptions } from './database/typeorm-options';
import { DecksModule } from './decks/decks.module';
import { DuelsModule } from './duels/duels.module';
import { EncountersModule } from './encounters/encounters.module';
import { EventStoreModule } from './event-store/event-store.module';
import { GraphqlIdeModule } from './graphql-ide/graphql-ide.module';
import { WebTableModule } from './web-table/web-table.module';
import { graphqlIdePlugin } from './graphql-ide/graphql-ide.plugin';
import { HealthModule } from './health/health.module';
import { ProjectionsModule } from './projections/projections.module';
import { LeaguesModule } from './leagues/leagues.module';
import { ResultsModule } from './results/results.module';
import { TurnsModule } from './turns/turns.module';

export interface AppOptions {
  /** The database to use: a PostgreSQL server, or the embedded one started by main.ts. */
  readonly databaseUrl: string;
  readonly poolSize: number;
  readonly logLevel: string;
  readonly logRequests: boolean;
  /** Requests per minute per client address; 0 turns rate limiting off. */
  readonly rateLimitPerMinute: number;
  /** The embedded PGlite (one process, the only writer): subscriptions need not poll for other nodes' appends. */
  readonly embedded?: boolean;
  /** How long an Idempotency-Key's first answer is kept (default 24). */
  readonly idempotencyTtlHours?: number;
  /** Browser origins allowed to call the API (CORS); `*` (the default) for any: tokens travel in a header, never a cookie. */
  readonly corsOrigins?: string;
  /** Behind a reverse proxy: the client address comes from X-Forwarded-For (rate limits, logs). */
  readonly trustProxy?: boolean;
}

/** graphql-ws options; `context` is passed on to graphql-ws's own server options (Nest spreads them there). */
/** The same error mapping for subscriptions: graphql-ws runs them outside Apollo's formatError. */
const mapErrors = (errors: readonly GraphQLError[]): GraphQLError[] =>
  errors.map((e) => {
    const f = formatGraphqlError(e.toJSON(), e);
    return new GraphQLError(f.message, { nodes: e.nodes, path: e.path, extensions: f.extensions });
  });

const GRAPHQL_WS = {
  path: '/graphql',
  // graphql-ws hands the errors / the result as the last argument of these hooks.
  onError: (...args: unknown[]): GraphQLError[] => mapErrors(args[args.length - 1] as readonly GraphQLError[]),
  onNext: (...args: unknown[]): ExecutionResult | undefined => {
    const result = args[args.length - 1] as ExecutionResult;
    return result.errors ? { ...result, errors: mapErrors(result.errors) } : undefined;
  },
  context: (ctx: { connectionParams?: Record<string, unknown>; extra?: { request?: unknown } }) => ({
    connectionParams: ctx.connectionParams ?? {},
    upgradeReq: ctx.extra?.request,
  }),
};

@Module({})
export class AppModule {
  static forRoot(opts: AppOptions): DynamicModule {
    const limited = opts.rateLimitPerMinute > 0;
    const guards: Provider[] = limited ? [{ provide: APP_GUARD, useClass: RateLimitGuard }] : [];
    return {
      module: AppModule,
      providers: guards,
      imports: [
        ThrottlerModule.forRoot([{ ttl: 60000, limit: limited ? opts.rateLimitPerMinute : Number.MAX_SAFE_INTEGER }]),
        ConfigModule.forRoot({ isGlobal: true, validationSchema: configValidationSchema, ignoreEnvFile: true }),
        // Without request logging, no per-request pino middleware at all (it costs ~3% of a command's CPU).
        LoggerModule.forRoot({
          pinoHttp: {
            level: opts.logLevel,
            autoLogging: opts.logRequests,
            quietReqLogger: true,
            // The id the request-id middleware put on the request (the caller's X-Request-Id, or a fresh UUID).
            genReqId: (req: IncomingMessage) => String(req.headers['x-request-id'] ?? ''),
            serializers: { req: serializeRequest, res: serializeResponse },
            // Belt and braces: should anything log raw headers, the credentials in them are censored.
            redact: { paths: ['req.headers.authorization', 'req.headers["idempotency-key"]', 'req.headers.cookie', 'headers.authorization'], censor: REDACTED },
          },
          ...(opts.logRequests ? {} : { forRoutes: [] }),
        }),
        TypeOrmModule.forRoot(typeormOptions(opts.databaseUrl, opts.poolSize)),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          autoSchemaFile: true,
          sortSchema: true,
          path: '/graphql',
          introspection: true,
          // The landing page is our offline GraphiQL (graphql-ide/), not Nest's CDN-loaded Playground or GraphiQL.
          playground: false,
          plugins: [graphqlIdePlugin()],
          // Fastify's Apollo integration hands (request, reply): resolvers read the token from `req`, the rate
          // limiter writes its headers on `reply`.
          context: (request: FastifyRequest, reply: FastifyReply) => ({ req: request, reply }),
          // Subscriptions over graphql-ws on the same path; the token comes in connectionParams.authorization.
          subscriptions: { 'graphql-ws': GRAPHQL_WS },
          formatError: formatGraphqlError,
        }),
        EventStoreModule,
        ProjectionsModule,
        HealthModule,
        GraphqlIdeModule,
        WebTableModule,
        EncountersModule,
        DecksModule,
        DuelsModule,
        TurnsModule,
        ResultsModule,
        LeaguesModule,
      ],
    };
  }
}
