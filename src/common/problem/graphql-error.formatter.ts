// GraphQL side of the one error mapping: the same `code` (and `ruleId`, `section`, field errors) in `extensions`.
import { Logger } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';
import { ProblemCode, toProblem } from './problem';

const logger = new Logger('GraphQL');

/** Apollo's own codes for a request that does not fit the schema: they are the caller's mistake (400). */
const APOLLO_REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = (error as { originalError?: unknown }).originalError;
  const apolloCode = formatted.extensions?.code;
  const requestProblem = typeof apolloCode === 'string' && APOLLO_REQUEST_CODES.has(apolloCode);
  if (original === undefined || original === null || requestProblem) {
    // Errors from Apollo itself: a malformed query or variables that do not fit the schema.
    if (!requestProblem && apolloCode === 'INTERNAL_SERVER_ERROR') {
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
