// The one ValidationPipe (STYLE.md "DTO validation"): whitelist, forbid unknown fields, transform; failures become
// VALIDATION_FAILED problems with one entry per field.
import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ProblemCode, ProblemException, type FieldError } from './problem/problem';
import { memoiseValidationMetadata } from './validation-metadata-cache';

function flatten(errors: readonly ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

export function createValidationPipe(): ValidationPipe {
  memoiseValidationMetadata();
  return new ValidationPipe({
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
