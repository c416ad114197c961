// Commands and views of one encounter by the seat (or organiser) whose token is named: the preamble every e2e test of a
// ruleset's routes needs. `id` and `t` are read at call time because a test sets them in beforeAll / its first test.
import type { Response } from 'supertest';
import { bearer, type TestApp } from './test-app';

export interface SeatClient<V> {
  /** POST /v1/encounters/{id}/{path} as `who`; anything but `status` throws with the answer. */
  post(who: string, path: string, body: object, status?: number): Promise<Response>;
  /** The encounter's state as `who` sees it. */
  view(who: string): Promise<V>;
  /** A 422 problem+json naming `ruleId`. */
  refused(who: string, path: string, body: object, ruleId: string): Promise<Response>;
}

export function seatClient<V>(t: () => TestApp, id: () => string, tokens: Readonly<Record<string, string>>): SeatClient<V> {
  const post = async (who: string, path: string, body: object, status = 200): Promise<Response> => {
    const r = await t().http.post(`/v1/encounters/${id()}/${path}`).set(...bearer(tokens[who])).send(body);
    if (r.status !== status) throw new Error(`${path}: expected ${status}, got ${r.status} ${JSON.stringify(r.body)}`);
    return r;
  };
  return {
    post,
    view: async (who) => (await t().http.get(`/v1/encounters/${id()}`).set(...bearer(tokens[who])).expect(200)).body.state as V,
    refused: async (who, path, body, ruleId) => {
      const r = await post(who, path, body, 422);
      expect(r.headers['content-type']).toContain('application/problem+json');
      expect(r.body).toMatchObject({ code: 'RULE_VIOLATION', ruleId });
      return r;
    },
  };
}
