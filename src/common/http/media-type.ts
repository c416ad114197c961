// The API takes one kind of request body: uncompressed JSON. A body in another media type is 415, and so is one
// with a Content-Encoding (gzip, deflate, br): bodies are small (64 kB at most) and a compressed one only adds a
// decompression-bomb surface. Both answer through the one error mapping, before any parser runs.
import type { NextFunction, Request, Response } from 'express';
import { ProblemCode, ProblemException } from '../problem/problem';

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export function jsonOnly(req: Request, _res: Response, next: NextFunction): void {
  if (!hasBody(req)) return next();
  const encoding = (req.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') {
    return next(new ProblemException(ProblemCode.UNSUPPORTED_MEDIA_TYPE, `Content-Encoding ${encoding} is not accepted: send the JSON body uncompressed`, { errors: [{ field: 'Content-Encoding', message: 'must be absent (identity)' }] }));
  }
  const type = req.headers['content-type'] ?? '';
  if (!JSON_TYPE.test(type)) {
    return next(new ProblemException(ProblemCode.UNSUPPORTED_MEDIA_TYPE, `a request body must be application/json, not ${type || 'untyped'}`, { errors: [{ field: 'Content-Type', message: 'must be application/json' }] }));
  }
  next();
}
