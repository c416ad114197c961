// "No input, however malformed, gets a 500" (DESIGN.md "API conventions") for the Standard Encounter routes: random JSON
// bodies and near-valid commands (real enums, model ids, markers and numbers) on every route, at several setup steps.
import fc from 'fast-check';
import { bearer, createEncounter, startTestApp, type Created, type TestApp } from './support/test-app';

const FACTIONS = ['GUILD', 'NEVERBORN', 'ARCANISTS', 'X'];
const SCHEMES = ['A_LINE_IN_THE_SAND', 'DISTRACT', 'BREAKTHROUGH', 'BODYGUARD', 'VENDETTA', 'MURDER_PROTEGE', 'POWER_RITUAL', 'NOPE'];
const IDS = ['A:justice', 'A:judge', 'B:lilith', 'B:young', 'ghost', ''];
const m = (id: string, station: string) => ({ id, name: id, station, characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds: 8, baseMm: 30, actions: [] });

const entry = fc.record({
  model: fc.record({ id: fc.constantFrom(...IDS), station: fc.constantFrom('MASTER', 'HENCHMAN', 'MINION', 'PEON', 'NONE') }).map((x) => m(x.id, x.station)),
  cost: fc.integer({ min: -1, max: 21 }),
  cache: fc.integer({ min: 0, max: 8 }),
  factions: fc.array(fc.constantFrom(...FACTIONS), { minLength: 0, maxLength: 3 }),
  upgrades: fc.array(fc.record({ name: fc.constantFrom('U', 'V'), cost: fc.integer({ min: 0, max: 3 }), faction: fc.constantFrom(...FACTIONS), limited: fc.boolean(), rare: fc.integer({ min: 1, max: 2 }) }), { maxLength: 3 }),
});
const schemeFacts = fc.record(
  {
    scheme: fc.constantFrom(...SCHEMES),
    markers: fc.array(fc.constantFrom('m1', 'm2', 'ghost'), { maxLength: 3 }),
    enemiesWithin3: fc.array(fc.constantFrom(...IDS), { maxLength: 2 }),
    detonate: fc.boolean(),
    endCursedObjectOn: fc.constantFrom(...IDS),
    position: fc.constantFrom('ENEMY_DZ', 'OTHER', 'X'),
    corners: fc.array(fc.record({ corner: fc.integer({ min: 0, max: 5 }), markerId: fc.constantFrom('m1', 'm2'), inOwnDz: fc.boolean() }), { maxLength: 3 }),
    terrain: fc.array(fc.record({ pieceId: fc.constantFrom('t1', 't2'), markerId: fc.constantFrom('m1', 'm2') }), { maxLength: 2 }),
  },
  { requiredKeys: ['scheme'] },
);
const BODIES: Record<string, fc.Arbitrary<unknown>> = {
  setup: fc.record({ preset: fc.record({ deployment: fc.constantFrom('STANDARD', 'X'), strategy: fc.constantFrom('RECKONING', 'X'), schemePool: fc.array(fc.constantFrom(...SCHEMES), { maxLength: 6 }) }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  'setup/terrain': fc.record({ pieces: fc.array(fc.record({ id: fc.constantFrom('t1', 't2', ''), kind: fc.constantFrom('WALL', 'HILL', 'X'), heightInches: fc.double({ min: -1, max: 40, noNaN: true }), base: fc.constantFrom('x', ' ', ''), traits: fc.array(fc.constantFrom('severe', 'dense', 'nope'), { maxLength: 3 }) }, { requiredKeys: ['id', 'kind', 'heightInches', 'base'] }), { maxLength: 3 }) }),
  'setup/size': fc.record({ soulstones: fc.integer({ min: -5, max: 1200 }) }),
  'setup/faction': fc.record({ faction: fc.constantFrom(...FACTIONS) }),
  'setup/deployment': fc.constant({}),
  'setup/strategy': fc.constant({}),
  'setup/scheme-pool': fc.constant({}),
  'setup/crew': fc.record({ leaderId: fc.constantFrom(...IDS), poolPurchased: fc.integer({ min: -1, max: 8 }), models: fc.array(entry, { minLength: 0, maxLength: 4 }) }),
  'setup/schemes': fc.record({ schemes: fc.array(fc.record({ scheme: fc.constantFrom(...SCHEMES), notes: fc.record({ friendlyModelId: fc.constantFrom(...IDS), enemyModelId: fc.constantFrom(...IDS) }, { requiredKeys: [] }) }), { minLength: 1, maxLength: 3 }), reveal: fc.array(fc.constantFrom(...SCHEMES), { maxLength: 3 }) }),
  'setup/deployment-order': fc.constant({}),
  'setup/deployment-order/choice': fc.record({ deployFirst: fc.boolean() }),
  'setup/deployment-zone': fc.record({ zone: fc.constantFrom('ZONE_1', 'ZONE_2', 'ZONE_3') }),
  'schemes/reveal': fc.record({ scheme: fc.constantFrom(...SCHEMES) }),
  'scoring/declarations': fc.record(
    {
      moment: fc.constantFrom('TURN', 'END', 'X'),
      strategy: fc.record({ nonPeonWithin6: fc.integer({ min: -1, max: 60 }), quarters: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 5 }), claimsHeld: fc.integer({ min: 0, max: 6 }) }, { requiredKeys: [] }),
      schemes: fc.array(schemeFacts, { maxLength: 3 }),
      firstScheme: fc.constantFrom(...SCHEMES),
    },
    { requiredKeys: ['moment'] },
  ),
  'scoring/declarations/00000000-0000-4000-8000-000000000000/ruling': fc.record({ ruling: fc.constantFrom('UPHELD', 'OVERTURNED', 'X') }),
  'scoring/declarations/00000000-0000-4000-8000-000000000000/answer': fc.record({ answer: fc.constantFrom('CONFIRMED', 'DISPUTED', 'X'), reason: fc.constantFrom('r', '') }, { requiredKeys: ['answer'] }),
};

describe('robustness of the Standard Encounter routes', () => {
  let t: TestApp;
  let c: Created;
  beforeAll(async () => {
    t = await startTestApp();
    c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
  });
  afterAll(async () => t.close());

  const send = async (route: string, who: string, body: unknown): Promise<number> => {
    const token = who === 'O' ? c.organiser : c.tokens[who];
    const res = await t.http.post(`/v1/encounters/${c.id}/${route}`).set(...bearer(token)).set('content-type', 'application/json').send(JSON.stringify(body));
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    return res.status;
  };
  const sweep = async (runs: number): Promise<void> => {
    for (const [route, body] of Object.entries(BODIES)) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(body, fc.anything()), fc.constantFrom('A', 'B', 'O'), async (b, who) => {
          await send(route, who, b);
        }),
        { numRuns: runs },
      );
    }
  };

  it('answers every body with a 2xx or a 4xx problem, before the setup and at each of its steps', async () => {
    await sweep(4);
    expect([200, 422]).toContain(await send('setup', 'O', {})); // a random body of the first sweep may already have begun it
    await sweep(6);
    await send('setup/terrain', 'A', { pieces: [] });
    await send('setup/size', 'A', { soulstones: 50 });
    await sweep(6);
    await send('setup/faction', 'A', { faction: 'GUILD' });
    await send('setup/faction', 'B', { faction: 'NEVERBORN' });
    for (const r of ['setup/deployment', 'setup/strategy', 'setup/scheme-pool']) await send(r, 'A', {});
    await sweep(8);
  });
});
