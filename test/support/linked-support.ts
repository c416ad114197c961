// Helpers for series tests: a poster that returns the raw answer (to read refusals), re-exporting the setup helper.
import { createPlain, poster, setUpStandard as setUp, type SetupOptions } from './standard-game';
import { bearer, type TestApp } from './test-app';

export async function createPoster(t: TestApp, names: [string, string]) {
  const c = await createPlain(t, names);
  return {
    c,
    post: poster(t, c),
    raw: async (seat: string, path: string, body: object = {}) =>
      t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(seat === 'O' ? c.organiser : c.tokens[seat])).send(body),
  };
}

/** setUpStandard, plus `raw` to post without throwing on a refusal. */
export async function setUpStandard(t: TestApp, names: [string, string], o: SetupOptions) {
  const g = await setUp(t, names, o);
  return { ...g, raw: async (seat: string, path: string, body: object = {}) => t.http.post(`/v1/encounters/${g.c.id}/${path}`).set(...bearer(seat === 'O' ? g.c.organiser : g.c.tokens[seat])).send(body) };
}
