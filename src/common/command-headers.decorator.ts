// The three command headers in one parameter. A custom decorator rather than three @Headers(): the OpenAPI document
// then describes them once, from the class-level @ApiHeader and @ApiBearerAuth, as optional (which they are).
import { applyDecorators, createParamDecorator, HttpCode, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest as Request } from 'fastify';
import { ApiCommand } from './api-problems.decorator';
import { CommandResultModel } from '../encounters/models/command-result.model';

export interface CommandHeaders {
  readonly authorization?: string;
  readonly idempotencyKey?: string;
  readonly ifMatch?: string;
}

const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(', ') : v);

export const CommandHeadersOf = createParamDecorator((_: unknown, ctx: ExecutionContext): CommandHeaders => {
  const h = ctx.switchToHttp().getRequest<Request>().headers;
  return { authorization: one(h.authorization), idempotencyKey: one(h['idempotency-key']), ifMatch: one(h['if-match']) };
});

/** OpenAPI for a command: 200 CommandResult, the problem answers, the bearer token and the two optional headers. */
export const ApiCommandRoute = (summary: string): MethodDecorator =>
  applyDecorators(
    HttpCode(200),
    ApiOperation({ summary }),
    ApiOkResponse({ type: CommandResultModel }),
    ApiCommand(),
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Repeating a key returns the first answer and appends nothing' }),
    ApiHeader({ name: 'If-Match', required: false, description: 'Expected stream version, instead of expectedVersion in the body' }),
  );
