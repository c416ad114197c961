// GraphQL side of the one error mapping: the same `code` (and `ruleId`, `section`, field errors) in `extensions`.
import { Logger } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';
import { ProblemCode, toProblem } from './problem';

const logger = new Logger('GraphQL');

export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown }).originalError;
  const apolloCode = formatted.extensions?.code;
  if (original === undefined || original === null) {
    // Errors from Apollo itself: a malformed query or variables that do not fit the schema.
    if (apolloCode === 'INTERNAL_SERVER_ERROR') {
      logger.error(String((error as Error).message));
      return { message: 'internal error', extensions: { code: ProblemCode.INTERNAL, status: 500 } };
    }
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code: ProblemCode.VALIDATION_FAILED, status: 400, graphqlCode: apolloCode } };
  }
  const problem = toProblem(original);
  if (problem.code === ProblemCode.INTERNAL) logger.error(original instanceof Error ? original.stack : String(original));
  const { type: _type, title: _title, detail, ...rest } = problem;
  return { message: detail, locations: formatted.locations, path: formatted.path, extensions: { ...rest } };
}
