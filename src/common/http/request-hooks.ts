// Fastify hooks that run before any body parser or route: the request id, and the one kind of body the API takes.
// Errors thrown here reach the one error mapping through the Fastify error handler (problem.fastify.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { ProblemCode, ProblemException } from '../problem/problem';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it is sane, else a fresh UUID (also written back on the headers for the logs). */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}

/** Every answer carries X-Request-Id, so that a client's report and the server's log line meet. */
export function echoRequestId(req: FastifyRequest, reply: FastifyReply, done: () => void): void {
  void reply.header('x-request-id', req.id);
  done();
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Uncompressed JSON only: a body with a Content-Encoding (gzip, deflate, br) is 415 (bodies are small, 64 kB at most,
 * and a compressed one only adds a decompression-bomb surface). Other media types are refused by the parser (415).
 */
export function refuseEncodedBodies(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  if (!hasBody(req)) return done();
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return done();
  done(
    new ProblemException(ProblemCode.UNSUPPORTED_MEDIA_TYPE, `Content-Encoding ${encoding} is not accepted: send the JSON body uncompressed`, {
      errors: [{ field: 'Content-Encoding', message: 'must be absent (identity)' }],
    }),
  );
}

/** The path of the first string holding a NUL character in a parsed body or query, or null. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    const found = nulPath(v, path ? (Array.isArray(value) ? `${path}[${k}]` : `${path}.${k}`) : k, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * No text the API stores or searches may hold a NUL character: PostgreSQL's text and jsonb cannot (it would be a 500).
 * A body or query string with one is a 400 naming the field, before any route runs.
 */
export function refuseNulCharacters(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  const field = nulPath(req.query, '') ?? nulPath(req.body, '');
  if (field === null) return done();
  done(new ProblemException(ProblemCode.VALIDATION_FAILED, `${field} holds a NUL character`, { errors: [{ field, message: 'must not hold a NUL (\\u0000) character' }] }));
}
