// Rate limiting per client address for REST and GraphQL alike (@nestjs/throttler). GraphQL operations carry their HTTP
// request in the context; a refusal is 429 RATE_LIMITED through the one error mapping.
import { ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  /** A subscription has no HTTP request to count: it is limited when its connection's operations are. */
  override canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType<string>() === 'graphql' && !GqlExecutionContext.create(context).getContext<{ req?: FastifyRequest }>().req) {
      return Promise.resolve(true);
    }
    return super.canActivate(context);
  }

  protected override getRequestResponse(context: ExecutionContext): { req: Record<string, unknown>; res: Record<string, unknown> } {
    if (context.getType<string>() === 'graphql') {
      const ctx = GqlExecutionContext.create(context).getContext<{ req: FastifyRequest; reply: FastifyReply }>();
      return { req: ctx.req as unknown as Record<string, unknown>, res: ctx.reply as unknown as Record<string, unknown> };
    }
    const http = context.switchToHttp();
    return { req: http.getRequest<FastifyRequest>() as unknown as Record<string, unknown>, res: http.getResponse<FastifyReply>() as unknown as Record<string, unknown> };
  }
}
