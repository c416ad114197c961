// What a request log line may hold: a whitelist, never the raw headers. Bearer tokens (Authorization), idempotency
// keys (a creation's key returns its tokens to whoever repeats it) and cookies stay out of every log line, and any
// query parameter that looks like a credential is masked in the URL.
import type { IncomingMessage, ServerResponse } from 'node:http';

const SECRET_PARAM = /(token|key|secret|auth|pass|signature)/i;
export const REDACTED = '[redacted]';

export function scrubUrl(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export interface LoggedRequest {
  readonly id: unknown;
  readonly method: string | undefined;
  readonly url: string;
  readonly remoteAddress: string | undefined;
  readonly userAgent: string | undefined;
  readonly contentLength: string | undefined;
  readonly authenticated: boolean;
}

export function serializeRequest(req: IncomingMessage & { id?: unknown; raw?: IncomingMessage }): LoggedRequest {
  const raw = req.raw ?? req;
  return {
    id: req.id ?? raw.headers['x-request-id'],
    method: raw.method,
    url: scrubUrl((raw as IncomingMessage & { originalUrl?: string }).originalUrl ?? raw.url),
    remoteAddress: raw.socket?.remoteAddress,
    userAgent: raw.headers['user-agent'],
    contentLength: raw.headers['content-length'],
    authenticated: raw.headers.authorization !== undefined,
  };
}

export function serializeResponse(res: ServerResponse & { raw?: ServerResponse }): { statusCode: number } {
  return { statusCode: (res.raw ?? res).statusCode };
}
