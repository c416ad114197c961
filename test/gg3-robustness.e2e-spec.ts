// "No input, however malformed, gets a 500" for the GG3 routes: random JSON bodies (and plausible ones) on every
// command route, from each token, on a GG3 encounter in play; each answer is a 2xx or a 4xx problem document.
import fc from 'fast-check';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';

const ROUTES = [
  'terrain', 'crew', 'schemes', 'attacker', 'deployment-zones', 'strategy-markers', 'deploy', 'pregame-initiative', 'curse-tokens', 'turns', 'flip-choice', 'covert-selection',
  'activations', 'damage', 'healing', 'kills', 'curse-discard', 'curse-redistribution', 'summons', 'replacements', 'burials', 'markers', 'markers/remove',
  'strategy-markers/push', 'curse-tokens/pass', 'activations/end', 'end-turn', 'covert-selection/reveal', 'strategy-facts', 'claims', 'claims/finish',
  'facts/confirm', 'facts/dispute', 'facts/ruling', 'facts/withdraw',
];
const ID = fc.constantFrom('a-lead', 'a-min1', 'b-lead', 'b-min1', 'covert-1', 'x', '', '../', 'a'.repeat(80));
const plausible = fc.record(
  {
    victim: ID, killer: ID, leadersWithin3: fc.array(ID, { maxLength: 3 }), source: ID, target: ID, amount: fc.integer({ min: -2, max: 50 }), activationId: ID,
    model: ID, lineageId: ID, lineageIds: fc.array(ID, { maxLength: 5 }), markerId: ID, type: ID, x: fc.double(), y: fc.double(), slot: fc.integer({ min: -1, max: 2 }),
    part: fc.constantFrom('reveal', 'end', 'x'), facts: fc.jsonValue(), factId: ID, discard: fc.jsonValue(), initiative: fc.constantFrom('A', 'B', 'C'),
  },
  { requiredKeys: [] },
);

describe('GG3 robustness', () => {
  let t: TestApp;
  let id = '';
  const tok: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.http.post('/v1/encounters').send({ ruleset: 'malifaux-3e-gg3', players: [{ name: 'A' }, { name: 'B' }], gg3: { method: 'to-assigned', strategy: 'gg3.cursed-objects', schemePool: [1, 2, 3, 4, 5] } }).expect(201);
    id = res.body.encounterId;
    tok.org = res.body.organiserToken;
    for (const s of res.body.seats as { seat: string; token: string }[]) tok[s.seat] = s.token;
    const post = (who: string, path: string, body: object = {}) => t.http.post(`/v1/encounters/${id}/gg3/${path}`).set(...bearer(tok[who])).send(body).expect(200);
    const crew = (p: string) => [
      { lineageId: `${p}-lead`, name: 'L', station: 'MASTER', maxHealth: 14, isLeader: true },
      { lineageId: `${p}-min1`, name: 'M', station: 'MINION', cost: 5, maxHealth: 6 },
    ];
    await post('A', 'crew', { models: crew('a') });
    await post('B', 'crew', { models: crew('b') });
    await post('A', 'schemes', { schemes: [{ no: 1 }, { no: 3 }] });
    await post('B', 'schemes', { schemes: [{ no: 3 }, { no: 4 }] });
    await post('org', 'attacker', { attacker: 'A' });
    await post('B', 'deployment-zones', { half: 'high' });
    await post('org', 'deploy');
  });
  afterAll(async () => t.close());

  it('random and plausible bodies on every GG3 route never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), fc.oneof(fc.jsonValue(), plausible), fc.constantFrom('A', 'B', 'org'), async (route, body, who) => {
        const res = await t.http.post(`/v1/encounters/${id}/gg3/${route}`).set(...bearer(tok[who])).set('content-type', 'application/json').send(JSON.stringify(body));
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      }),
      { numRuns: 200, seed: 20261123 },
    );
  });

  it('random GraphQL inputs on a GG3 mutation never produce an INTERNAL error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (input) => {
        const r = await gql(t, tok.A, 'mutation($id: ID!, $input: Gg3KillInput!) { gg3RecordKill(id: $id, input: $input) { version } }', { id, input });
        for (const e of r.errors ?? []) expect(e.extensions?.code).not.toBe('INTERNAL');
      }),
      { numRuns: 40, seed: 7 },
    );
  });
});
