// The Initiative Phase over REST and GraphQL (rules/malifaux-2e.md §6.3, seed 869-885): IN-1..IN-5 on a practice deck.
import { stacked } from '../src/rules/malifaux-2e/testing/fixtures';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';


describe('POST /v1/encounters/:id/initiative', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('malifaux-2e/IN-1 malifaux-2e/IN-3 malifaux-2e/IN-4 malifaux-2e/IN-5 malifaux-2e/DV-08 the book’s order, refusals and the First Player', async () => {
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'malifaux-2e', players: [{ name: 'a', soulstones: 2 }, { name: 'b', soulstones: 2 }], options: { autoDeclineCuts: true }, stackedDecks: [stacked('RAM-03', 'MASK-09', 'CROW-05'), stacked('TOME-09', 'RAM-12')] })
      .expect(201);
    const id = res.body.encounterId;
    const [A, B] = [res.body.seats[0].token, res.body.seats[1].token];
    const flipped = await t.http.post(`/v1/encounters/${id}/initiative`).set(...bearer(B)).send({}).expect(200);
    expect(flipped.body.state.initiative).toMatchObject({ cards: { A: 'RAM-03', B: 'TOME-09' }, window: ['A', 'B'] });
    const early = await t.http.post(`/v1/encounters/${id}/initiative/reflip`).set(...bearer(B)).send({ reflip: false }).expect(422);
    expect(early.body.ruleId).toBe('malifaux-2e/IN-3');
    await t.http.post(`/v1/encounters/${id}/initiative/reflip`).set(...bearer(A)).send({ reflip: true }).expect(200);
    const g = await gql(t, B, `mutation($id: ID!) { initiativeReflip(id: $id, input: { reflip: false }) { state { ... on Malifaux2eState { initiative { turn cards { A B } reflipped window winner } firstPlayer seats { soulstones } } } } }`, { id });
    expect(g.errors).toBeUndefined();
    const after = g.data?.initiativeReflip as { state: { initiative: { cards: Record<string, string>; winner: string } } };
    // 9 vs 9 after the window: both reflip (IN-4) → 5 vs 12: B wins.
    expect(after.state.initiative).toMatchObject({ cards: { A: 'CROW-05', B: 'RAM-12' }, winner: 'B' });
    expect((await t.http.post(`/v1/encounters/${id}/initiative/first-player`).set(...bearer(A)).send({ firstPlayer: 'A' }).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await t.http.post(`/v1/encounters/${id}/initiative/first-player`).set(...bearer(B)).send({ firstPlayer: 'Z' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const chosen = await t.http.post(`/v1/encounters/${id}/initiative/first-player`).set(...bearer(B)).send({ firstPlayer: 'A' }).expect(200);
    expect(chosen.body.state).toMatchObject({ firstPlayer: 'A', initiative: null });
    expect(chosen.body.state.seats.map((s: { soulstones: number }) => s.soulstones)).toEqual([1, 2]);
  });
});

describe('POST /v1/encounters/:id/duels/horror', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('malifaux-2e/HO-1 malifaux-2e/HO-4 malifaux-2e/TV-04 the Guild Guard passes Terrifying 13 with the cheated 9, then is immune to that source', async () => {
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: 'malifaux-2e', players: [{ name: 'Guild' }, { name: 'Neverborn' }], options: { autoDeclineCuts: true }, stackedDecks: [stacked('MASK-09', 'CROW-04'), stacked()] })
      .expect(201);
    const id = res.body.encounterId;
    const A = res.body.seats[0].token;
    const guard = { modelId: 'guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 7, maxWounds: 7 };
    await t.http.post(`/v1/encounters/${id}/decks/A/draw`).set(...bearer(A)).send({ count: 1 }).expect(200);
    const started = await t.http.post(`/v1/encounters/${id}/duels/horror`).set(...bearer(A)).send({ model: guard, tn: 13, sourceModelId: 'nephilim' }).expect(200);
    expect(started.body.events[0]).toMatchObject({ type: 'HorrorDuelBegun', data: { sourceModelId: 'nephilim', tn: 13 } });
    await t.http.post(`/v1/encounters/${id}/duels/flip`).set(...bearer(A)).send({}).expect(200);
    const cheated = await t.http.post(`/v1/encounters/${id}/duels/cheat`).set(...bearer(A)).send({ card: 'MASK-09' }).expect(200);
    const resolved = cheated.body.events.find((e: { type: string }) => e.type === 'HorrorDuelResolved');
    expect(resolved.data).toMatchObject({ passed: true, gainsParalyzed: false });
    expect(cheated.body.state.horror.immunity).toEqual({ guard: ['nephilim'] });
    const again = await t.http.post(`/v1/encounters/${id}/duels/horror`).set(...bearer(A)).send({ model: guard, tn: 13, sourceModelId: 'nephilim' }).expect(422);
    expect(again.body.ruleId).toBe('malifaux-2e/HO-4');
  });
});
