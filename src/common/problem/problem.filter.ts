// REST side of the one error mapping: every exception becomes application/problem+json. GraphQL requests are
// left to Apollo (graphql-error.formatter.ts); errors raised before a route runs (body parsers, hooks, unknown
// media types, oversized bodies) reach Fastify's error handler, which answers the same way (sendProblem).
import { ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ProblemCode, toProblem } from './problem';

const logger = new Logger('ProblemFilter');

export function sendProblem(reply: FastifyReply, exception: unknown): void {
  const problem = toProblem(exception);
  if (problem.code === ProblemCode.INTERNAL) logger.error(exception instanceof Error ? exception.stack : String(exception));
  if (reply.sent) return;
  if (problem.retryAfter !== undefined) void reply.header('retry-after', String(problem.retryAfter));
  void reply.status(problem.status).header('content-type', 'application/problem+json; charset=utf-8').send(JSON.stringify(problem));
}

@Catch()
export class ProblemFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() === 'graphql') return exception;
    sendProblem(host.switchToHttp().getResponse<FastifyReply>(), exception);
    return undefined;
  }
}
