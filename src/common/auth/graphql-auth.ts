import type { FastifyRequest as Request } from 'fastify';

/** What a GraphQL operation carries: the HTTP request (queries, mutations) or the connection params (subscriptions). */
export interface GqlContext {
  readonly req?: Request;
  readonly connectionParams?: Record<string, unknown>;
}

/** The bearer token of a GraphQL operation: the Authorization header, or `authorization` in the connection params. */
export function authorizationOf(ctx: GqlContext): string | undefined {
  const h = ctx.req?.headers.authorization;
  if (typeof h === 'string') return h;
  const p = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
  return typeof p === 'string' ? p : undefined;
}
