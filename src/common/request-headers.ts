// Command headers shared by REST controllers: Idempotency-Key and If-Match (an alternative to `expectedVersion`).
import { ProblemCode, ProblemException } from './problem/problem';

const KEY = /^[A-Za-z0-9._:-]{1,200}$/;

export function idempotencyKeyFrom(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  if (!KEY.test(header)) {
    throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'Idempotency-Key must be 1-200 characters of A-Z a-z 0-9 . _ : -', {
      errors: [{ field: 'Idempotency-Key', message: 'must be 1-200 characters of A-Z a-z 0-9 . _ : -' }],
    });
  }
  return header;
}

/** `If-Match: "7"` (or `7`, or `W/"7"`) means expectedVersion 7. The body wins when it has one. */
export function expectedVersionFrom(bodyValue: number | null | undefined, ifMatch: string | undefined): number | undefined {
  // `expectedVersion: null` means "no expectation", as if it were absent.
  if (bodyValue !== undefined && bodyValue !== null) return bodyValue;
  if (ifMatch === undefined || ifMatch === '') return undefined;
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(ifMatch.trim());
  if (!m) {
    throw new ProblemException(ProblemCode.VALIDATION_FAILED, 'If-Match must be a stream version, e.g. "7"', {
      errors: [{ field: 'If-Match', message: 'must be a stream version' }],
    });
  }
  return Number(m[1]);
}
