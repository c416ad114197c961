// OpenAPI: every command documents its problem+json answers once, here.
import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiResponse } from '@nestjs/swagger';

const problem = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };

export function ApiProblems(...statuses: number[]): MethodDecorator & ClassDecorator {
  const described: Record<number, string> = {
    400: 'VALIDATION_FAILED: malformed body, parameter or header',
    401: 'UNAUTHENTICATED: missing or unknown token',
    403: 'FORBIDDEN: the token may not act for that seat',
    404: 'NOT_FOUND: unknown encounter',
    409: 'CONCURRENCY_CONFLICT: expectedVersion is stale',
    422: 'RULE_VIOLATION: the rules refuse the move (ruleId, section)',
  };
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, description: described[status], content: problem })));
}

export const ApiCommand = (): MethodDecorator & ClassDecorator =>
  applyDecorators(ApiBearerAuth(), ApiProblems(400, 401, 403, 404, 409, 422));
