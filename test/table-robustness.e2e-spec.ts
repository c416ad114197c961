// "No input, however malformed, gets a 500" (DESIGN.md "API conventions") for the Turn on the table: random JSON bodies
// and near-valid commands (real model ids, random actions, facts and numbers) on every route, before and after the
// crews are hired; each answer is a 2xx or a 4xx problem document.
import fc from 'fast-check';
import { bearer, createEncounter, startTestApp, type Created, type TestApp } from './support/test-app';

const ROUTES = ['crews', 'activations', 'activations/end', 'actions', 'actions/disengaging-strike', 'effects', 'avatars/manifest', 'end-phase', 'disputes', 'disputes/resolve', 'duels/blast'];
const halberd = { name: 'Halberd', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 6 }, resist: 'Df', damage: { weak: 2, moderate: 3, severe: 4 } };
const model = (id: string, over: object = {}) => ({ id, name: id, station: 'MINION', characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds: 8, baseMm: 30, actions: [halberd], ...over });
// 'constructor' and '__proto__': names every plain object answers to, refused as input (src/common/reserved-names.ts).
const IDS = ['m', 'a1', 'a2', 'b1', 'b2', 'ghost', '', 'constructor', '__proto__'];
const ACTIONS = ['Walk', 'Charge', 'Focus', 'Defensive Stance', 'Interact', 'Halberd', 'Nope'];

const nearValid = fc.record({
  modelId: fc.constantFrom(...IDS),
  action: fc.constantFrom(...ACTIONS),
  targets: fc.array(fc.constantFrom(...IDS), { maxLength: 3 }),
  facts: fc.record(
    {
      moved: fc.double({ min: -1, max: 80, noNaN: true }),
      distances: fc.array(fc.record({ modelId: fc.constantFrom(...IDS), inches: fc.double({ min: -1, max: 80, noNaN: true }) }), { maxLength: 3 }),
      los: fc.array(fc.record({ modelId: fc.constantFrom(...IDS), los: fc.constantFrom('CLEAR', 'NONE', 'X') }), { maxLength: 3 }),
      engagedWith: fc.array(fc.constantFrom(...IDS), { maxLength: 2 }),
      leavesEngagementOf: fc.array(fc.constantFrom(...IDS), { maxLength: 2 }),
      blastHits: fc.array(fc.constantFrom(...IDS), { maxLength: 2 }),
      targetEngagedWithin2: fc.array(fc.constantFrom(...IDS), { maxLength: 2 }),
      within2OfTarget: fc.array(fc.constantFrom(...IDS), { maxLength: 2 }),
      endsInEngagementRange: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
  ap: fc.integer({ min: -1, max: 4 }),
  interact: fc.constantFrom('PLACE_SCHEME_MARKER', 'REMOVE_SCHEME_MARKERS', 'REDUCE_BURNING', 'OTHER'),
  kind: fc.constantFrom('GAIN_CONDITION', 'REMOVE_CONDITION', 'BURY', 'UNBURY', 'SACRIFICE', 'PUSH', 'PLACE', 'FALL', 'PLACE_MARKER', 'REMOVE_MARKER', 'SUMMON'),
  direction: fc.record({ kind: fc.constantFrom('TOWARDS', 'AWAY', 'UP'), of: fc.constantFrom(...IDS), distance: fc.double({ min: -1, max: 80, noNaN: true }) }, { requiredKeys: [] }),
  markers: fc.array(fc.record({ touches: fc.constantFrom(...IDS, 'blast:0', 'blast:9') }), { maxLength: 3 }),
  condition: fc.record({ name: fc.constantFrom('Burning', 'Slow', 'Paralyzed', 'Reactivate', 'X'), value: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: ['name'] }),
  inches: fc.double({ min: -1, max: 40, noNaN: true }),
  strikerId: fc.constantFrom(...IDS),
  actionId: fc.constantFrom('x', 'y'),
  fact: fc.constantFrom('moved', '*', 'effect'),
  reason: fc.constant('r'),
  ruling: fc.constantFrom('UPHELD', 'OVERTURNED'),
  requirementMet: fc.boolean(),
  fits: fc.boolean(),
  summon: fc.constantFrom(model('s1'), model('s2', { station: 'ENFORCER', upgrades: [{ name: 'U', abilities: [{ keyword: 'HARD_TO_KILL' }] }] })),
  targetsBlast: fc.constant(undefined),
});

describe('robustness of the Turn routes', () => {
  let t: TestApp;
  let c: Created;
  beforeAll(async () => {
    t = await startTestApp();
    c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
  });
  afterAll(async () => t.close());

  const send = async (route: string, who: string, body: unknown): Promise<void> => {
    const token = who === 'O' ? c.organiser : c.tokens[who];
    const res = await t.http.post(`/v1/encounters/${c.id}/${route}`).set(...bearer(token)).set('content-type', 'application/json').send(JSON.stringify(body));
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
  };

  it('random JSON bodies never produce a 5xx', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...ROUTES), fc.jsonValue(), fc.constantFrom('A', 'B', 'O'), async (route, body, who) => send(route, who, body)), { numRuns: 60 });
  });

  it('near-valid commands, before and after the crews are hired and in the Activation Phase, never produce a 5xx', async () => {
    const run = () => fc.assert(fc.asyncProperty(fc.constantFrom(...ROUTES), nearValid, fc.constantFrom('A', 'B', 'O'), async (route, body, who) => {
      const { targetsBlast, ...rest } = body;
      void targetsBlast;
      return send(route, who, route === 'crews' ? { models: [model(body.modelId || 'x')] } : rest);
    }), { numRuns: 60 });
    await run();
    await t.http.post(`/v1/encounters/${c.id}/crews`).set(...bearer(c.tokens.A)).send({ models: [model('a1', { station: 'MASTER', avatar: { name: 'Av', manifestedBaseMm: 50, manifestation: 'PLANNED' } }), model('a2')] });
    await t.http.post(`/v1/encounters/${c.id}/crews`).set(...bearer(c.tokens.B)).send({ models: [model('b1'), model('b2')] });
    await run();
    await t.http.post(`/v1/encounters/${c.id}/draw-phase`).set(...bearer(c.tokens.A)).send({});
    for (const s of ['A', 'B']) await t.http.post(`/v1/encounters/${c.id}/decks/${s}/refill`).set(...bearer(c.tokens[s])).send({});
    const ini = await t.http.post(`/v1/encounters/${c.id}/initiative`).set(...bearer(c.tokens.A)).send({});
    // The random commands before may have moved the game on (or refused the flip): read the winner only when it is there.
    expect(ini.status).toBeLessThan(500);
    const winner: string | undefined = ini.body.state?.turnStep?.seats?.[0];
    if (winner !== undefined) await t.http.post(`/v1/encounters/${c.id}/initiative/first-player`).set(...bearer(c.tokens[winner])).send({ firstPlayer: winner });
    await run();
  });
});
