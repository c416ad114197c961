// Every answer carries X-Request-Id (the caller's, when it sent a sane one), and request logs carry the same id, so a
// client's report and the server's log line meet.
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  next();
}
