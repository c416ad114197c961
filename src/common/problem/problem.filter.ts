// REST side of the one error mapping: every exception becomes application/problem+json. GraphQL requests are
// left to Apollo (graphql-error.formatter.ts).
import { ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ProblemCode, toProblem } from './problem';

@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() === 'graphql') return exception;
    const res = host.switchToHttp().getResponse<Response>();
    const problem = toProblem(exception);
    if (problem.code === ProblemCode.INTERNAL) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (res.headersSent) return undefined;
    if (problem.retryAfter !== undefined) res.setHeader('Retry-After', String(problem.retryAfter));
    res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
    return undefined;
  }
}
