// The one ValidationPipe (STYLE.md "DTO validation"): whitelist, forbid unknown fields, transform; failures become
// VALIDATION_FAILED problems with one entry per field; then no id or name may be a reserved one (reserved-names.ts).
import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ProblemCode, ProblemException, type FieldError } from './problem/problem';
import { refuseReservedNames } from './reserved-names';
import { memoiseValidationMetadata } from './validation-metadata-cache';

function flatten(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/**
 * The parameters that hold what the client sent: a REST body, query or path parameter, and GraphQL arguments (GraphQL
 * passes its parameter kind as a number, @nestjs/graphql's GqlParamtype: ROOT 0, CONTEXT 1, INFO 2, ARGS 3). The others
 * (the GraphQL context and info, custom decorators such as the resolved access) are the server's own objects.
 */
const CLIENT_INPUT: ReadonlySet<unknown> = new Set<unknown>(['body', 'query', 'param', 3]);

class InputPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const out: unknown = await super.transform(value, metadata);
    if (CLIENT_INPUT.has(metadata.type)) refuseReservedNames(out);
    return out;
  }
}

export function createValidationPipe(): ValidationPipe {
  memoiseValidationMetadata();
  return new InputPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      const detail = fields.map((f) => `${f.field}: ${f.message}`).join('; ') || 'invalid input';
      return new ProblemException(ProblemCode.VALIDATION_FAILED, detail, { errors: fields });
    },
  });
}
