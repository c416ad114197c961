// One error vocabulary for REST and GraphQL (STYLE.md "twenty"; DESIGN.md "API conventions"): a stable code, one
// exhaustive mapping to an RFC 9457 problem document. Details are built only from what the caller may see.
import { HttpException } from '@nestjs/common';
import { RuleViolation } from '../../rules/core/rule-violation';
import { ConcurrencyConflictError, TransientWriteError } from '../../event-store/concurrency-conflict.error';

export enum ProblemCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  CONCURRENCY_CONFLICT = 'CONCURRENCY_CONFLICT',
  /** 409: the open seat a player tried to join was taken already (or the encounter has ended). */
  SEAT_TAKEN = 'SEAT_TAKEN',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  RULE_VIOLATION = 'RULE_VIOLATION',
  RATE_LIMITED = 'RATE_LIMITED',
  /** 503: the database is unreachable or one stream is overloaded; nothing was applied, retry after `retryAfter` s. */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  INTERNAL = 'INTERNAL',
}

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export interface ProblemDocument {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: ProblemCode;
  readonly ruleId?: string;
  readonly section?: string;
  readonly errors?: readonly FieldError[];
  readonly expectedVersion?: number;
  readonly currentVersion?: number;
  /** 429 and 503: seconds to wait before retrying (also the Retry-After header). */
  readonly retryAfter?: number;
}

/** A refusal raised by the application layer (not by the rules). */
export class ProblemException extends Error {
  constructor(
    readonly code: ProblemCode,
    detail: string,
    readonly extras: { errors?: readonly FieldError[]; retryAfter?: number } = {},
  ) {
    super(detail);
    this.name = 'ProblemException';
  }
}

const STATUS_AND_TITLE = (code: ProblemCode): [number, string] => {
  switch (code) {
    case ProblemCode.VALIDATION_FAILED:
      return [400, 'The request is not valid'];
    case ProblemCode.UNAUTHENTICATED:
      return [401, 'Authentication required'];
    case ProblemCode.FORBIDDEN:
      return [403, 'Not allowed for this token'];
    case ProblemCode.NOT_FOUND:
      return [404, 'Not found'];
    case ProblemCode.CONCURRENCY_CONFLICT:
      return [409, 'The stream has moved on'];
    case ProblemCode.SEAT_TAKEN:
      return [409, 'The seat is not open'];
    case ProblemCode.PAYLOAD_TOO_LARGE:
      return [413, 'The request body is too large'];
    case ProblemCode.UNSUPPORTED_MEDIA_TYPE:
      return [415, 'Unsupported request body'];
    case ProblemCode.RULE_VIOLATION:
      return [422, 'The rules do not allow this'];
    case ProblemCode.RATE_LIMITED:
      return [429, 'Too many requests'];
    case ProblemCode.SERVICE_UNAVAILABLE:
      return [503, 'Service temporarily unavailable'];
    case ProblemCode.INTERNAL:
      return [500, 'Internal error'];
    default: {
      const _exhaustive: never = code;
      return _exhaustive;
    }
  }
};

function doc(code: ProblemCode, detail: string, extra: Partial<ProblemDocument> = {}): ProblemDocument {
  const [status, title] = STATUS_AND_TITLE(code);
  return { type: `https://rules.example/problems/${code.toLowerCase().replace(/_/g, '-')}`, title, status, detail, code, ...extra };
}

function fromHttpException(err: HttpException): ProblemDocument {
  const status = err.getStatus();
  const body = err.getResponse();
  const message = typeof body === 'string' ? body : String((body as { message?: unknown }).message ?? err.message);
  if (status === 404) return doc(ProblemCode.NOT_FOUND, message);
  if (status === 401) return doc(ProblemCode.UNAUTHENTICATED, message);
  if (status === 403) return doc(ProblemCode.FORBIDDEN, message);
  if (status === 413) return doc(ProblemCode.PAYLOAD_TOO_LARGE, message);
  if (status === 415) return doc(ProblemCode.UNSUPPORTED_MEDIA_TYPE, message);
  if (status === 429) return doc(ProblemCode.RATE_LIMITED, message);
  if (status === 503) return doc(ProblemCode.SERVICE_UNAVAILABLE, message, { retryAfter: 1 });
  if (status >= 400 && status < 500) return doc(ProblemCode.VALIDATION_FAILED, message);
  return doc(ProblemCode.INTERNAL, 'internal error');
}

/** Maps anything thrown to a problem document. Unknown errors are INTERNAL (a bug: the caller logs it). */
export function toProblem(err: unknown): ProblemDocument {
  if (err instanceof ProblemException) return doc(err.code, err.message, { ...err.extras });
  if (err instanceof RuleViolation) return doc(ProblemCode.RULE_VIOLATION, err.message, { ruleId: err.ruleId, section: err.section });
  if (err instanceof ConcurrencyConflictError) {
    return doc(ProblemCode.CONCURRENCY_CONFLICT, err.message, { expectedVersion: err.expectedVersion, currentVersion: err.currentVersion });
  }
  if (err instanceof HttpException) return fromHttpException(err);
  if (err instanceof TransientWriteError) return doc(ProblemCode.SERVICE_UNAVAILABLE, 'the write gave way to maintenance; nothing was applied', { retryAfter: 1 });
  if (isDatabaseUnavailable(err)) return doc(ProblemCode.SERVICE_UNAVAILABLE, 'the database is unreachable; nothing was applied', { retryAfter: 1 });
  // Fastify's own errors (body parser, limits, media types, routing) carry a statusCode and an FST_ code.
  const e = err as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (typeof e.statusCode === 'number' && typeof e.code === 'string' && e.code.startsWith('FST_')) {
    if (e.statusCode === 413) return doc(ProblemCode.PAYLOAD_TOO_LARGE, 'the request body is too large (64 kB at most)');
    if (e.statusCode === 415) return doc(ProblemCode.UNSUPPORTED_MEDIA_TYPE, 'a request body must be uncompressed application/json', { errors: [{ field: 'Content-Type', message: 'must be application/json' }] });
    if (e.statusCode >= 400 && e.statusCode < 500) return doc(ProblemCode.VALIDATION_FAILED, `malformed request (${e.code}): ${String(e.message)}`);
  }
  if (err instanceof SyntaxError) return doc(ProblemCode.VALIDATION_FAILED, 'malformed JSON body');
  return doc(ProblemCode.INTERNAL, 'internal error');
}

/**
 * Errors of a database that is down, restarting or refusing connections: the pg driver's socket errors and the
 * server's connection-class SQLSTATEs (08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot
 * connect now; 53300: too many connections; any FATAL-severity error). Nothing was committed.
 */
function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown; driverError?: unknown };
  if (e.driverError instanceof Error && e.driverError !== err && isDatabaseUnavailable(e.driverError)) return true;
  const code = typeof e.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(code)) return true;
  if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  // A FATAL error ends the session: the server refused or dropped the connection (e.g. 55000 "database is not
  // currently accepting connections"), not the statement.
  if ((e as { severity?: unknown }).severity === 'FATAL') return true;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i.test(e.message);
}

export const busy = (detail: string): ProblemException => new ProblemException(ProblemCode.SERVICE_UNAVAILABLE, detail, { retryAfter: 1 });

export const notFound = (what: string): ProblemException => new ProblemException(ProblemCode.NOT_FOUND, `${what} not found`);
