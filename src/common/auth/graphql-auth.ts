import type { Request } from 'express';

/** The Authorization header of the HTTP request behind a GraphQL operation. */
export function authorizationOf(ctx: { req?: Request }): string | undefined {
  const h = ctx.req?.headers.authorization;
  return typeof h === 'string' ? h : undefined;
}
