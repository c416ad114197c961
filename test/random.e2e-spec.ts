// Random determination over REST and GraphQL (rules/malifaux-2e.md §3.9, seed 595-599, 1304): RD-1 with the book's
// example (TV-09) on a practice deck, the tie pick, RD-2.
import { stacked } from '../src/rules/malifaux-2e/testing/fixtures';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';


describe('random determination', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  async function practice(a: string[], b: string[]): Promise<{ id: string; A: string; B: string; org: string }> {
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'malifaux-2e', players: [{ name: 'Guard' }, { name: 'Nephilim' }], options: { autoDeclineCuts: true }, stackedDecks: [a, b] })
      .expect(201);
    return { id: res.body.encounterId, A: res.body.seats[0].token, B: res.body.seats[1].token, org: res.body.organiserToken };
  }

  it('malifaux-2e/RD-1 malifaux-2e/TV-09 POST …/decks/A/random-model: Silurid 8, Terror Tot 5, Death Marshal 6 → Terror Tot', async () => {
    const c = await practice(stacked('RAM-08', 'MASK-05', 'TOME-06'), stacked());
    const res = await t.http.post(`/v1/encounters/${c.id}/decks/A/random-model`).set(...bearer(c.A)).send({ candidates: ['silurid', 'terror-tot', 'death-marshal'] }).expect(200);
    const flipped = res.body.events.find((e: { type: string }) => e.type === 'RandomModelFlipped');
    expect(flipped.data).toMatchObject({ picked: 'terror-tot', tied: ['terror-tot'] });
    expect(res.body.state.seats[0]).toMatchObject({ discardCount: 3, discardTop: 'TOME-06' });
    expect((await t.http.post(`/v1/encounters/${c.id}/decks/A/random-model`).set(...bearer(c.B)).send({ candidates: ['x'] }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await t.http.post(`/v1/encounters/${c.id}/decks/A/random-model`).set(...bearer(c.A)).send({ candidates: [] }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('malifaux-2e/RD-1 a tie waits for the flipping seat: POST …/random/pick (GraphQL pickRandomModel)', async () => {
    const c = await practice(stacked('RAM-05', 'MASK-05', 'TOME-09'), stacked());
    const res = await t.http.post(`/v1/encounters/${c.id}/decks/A/random-model`).set(...bearer(c.A)).send({ candidates: ['m1', 'm2', 'm3'] }).expect(200);
    expect(res.body.state.randomPick).toMatchObject({ seat: 'A', tied: ['m1', 'm2'] });
    const wrong = await t.http.post(`/v1/encounters/${c.id}/random/pick`).set(...bearer(c.A)).send({ modelId: 'm3' }).expect(422);
    expect(wrong.body.ruleId).toBe('malifaux-2e/RD-1');
    const g = await gql(t, c.A, `mutation($id: ID!) { pickRandomModel(id: $id, input: { modelId: "m2" }) { events { type data } state { ... on Malifaux2eState { randomPick { tied } } } } }`, { id: c.id });
    expect(g.errors).toBeUndefined();
    expect(g.data?.pickRandomModel).toMatchObject({ events: [{ type: 'RandomModelPicked', data: { modelId: 'm2' } }], state: { randomPick: null } });
  });

  it('malifaux-2e/RD-2 POST …/random/player: both flip, ties reflip, the highest wins', async () => {
    const c = await practice(stacked('RAM-07', 'CROW-03'), stacked('TOME-07', 'MASK-12'));
    const res = await t.http.post(`/v1/encounters/${c.id}/random/player`).set(...bearer(c.org)).send({}).expect(200);
    const done = res.body.events.find((e: { type: string }) => e.type === 'RandomPlayerDetermined');
    expect(done.data).toMatchObject({ winner: 'B', rounds: [{ A: 'RAM-07', B: 'TOME-07' }, { A: 'CROW-03', B: 'MASK-12' }] });
  });
});
