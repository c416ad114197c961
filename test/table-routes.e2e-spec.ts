// The Turn's other routes over REST and GraphQL, their inputs mapped to the rules (rules/malifaux-2e.md §10, §16, §19):
// a disengaging Walk and its strike, an aura effect with its LoS, elevation on an attack, an Avatar with a secret card.
import { bearer, createEncounter, gql, startTestApp, type Created, type TestApp } from './support/test-app';

const halberd = { name: 'Halberd', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 6 }, resist: 'Df', damage: { weak: 2, moderate: 3, severe: 4 } };
const model = (id: string, over: object = {}) => ({ id, name: id, station: 'MINION', characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds: 8, baseMm: 30, actions: [halberd], ...over });
const avatar = { name: 'Avatar of Deceit', manifestedBaseMm: 50, manifestation: 'DESPERATE' };

describe('the Turn routes: disengaging strikes, effects, elevation, avatars', () => {
  let t: TestApp;
  let c: Created;
  const post = (who: string, path: string, body: object) =>
    t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(who === 'O' ? c.organiser : c.tokens[who])).send(body);

  beforeAll(async () => {
    t = await startTestApp();
    c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
  });
  afterAll(async () => t.close());

  it('malifaux-2e/AV-2 malifaux-2e/DE-2 malifaux-2e/AU-3 malifaux-2e/EL-1 malifaux-2e/AV-4 the routes map their inputs onto the rules', async () => {
    // The organiser hires seat B's crew; seat A's Master has an Avatar whose card B must not see.
    expect((await post('A', 'crews', { models: [model('lady', { station: 'MASTER', avatar }), model('a2')] })).status).toBe(200);
    const noSeat = await post('O', 'crews', { models: [model('b1')] });
    expect(noSeat.status).toBe(400);
    expect((await post('O', 'crews', { seat: 'B', models: [model('b1'), model('b2')] })).status).toBe(200);
    const seen = async (seat: string) => (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens[seat]))).body.state.table.models.lady.def.avatar.manifestation;
    expect(await seen('A')).toBe('DESPERATE');
    expect(await seen('B')).toBeNull();
    const log = await t.http.get(`/v1/encounters/${c.id}/events`).set(...bearer(c.tokens.B));
    expect(JSON.stringify(log.body)).not.toContain('DESPERATE');

    await post('A', 'draw-phase', {});
    for (const s of ['A', 'B']) await post(s, `decks/${s}/refill`, {});
    const ini = await post('A', 'initiative', {});
    const winner = ini.body.state.turnStep.seats[0];
    await post(winner, 'initiative/first-player', { firstPlayer: 'A' });

    // An aura effect: AU-3 refuses it without LoS to the source; with LoS the model gains the Condition.
    const noLos = await post('A', 'effects', { kind: 'GAIN_CONDITION', modelId: 'a2', condition: { name: 'Made an Example', value: 1 }, via: { kind: 'AURA', sourceModelId: 'lady', range: 6, distance: 5.5, los: 'NONE' } });
    expect(noLos.status).toBe(422);
    expect(noLos.body.ruleId).toBe('malifaux-2e/AU-3');
    const aura = await post('A', 'effects', { kind: 'GAIN_CONDITION', modelId: 'a2', condition: { name: 'Made an Example', value: 1 }, via: { kind: 'AURA', sourceModelId: 'lady', range: 6, distance: 5.5, los: 'CLEAR' } });
    expect(aura.status).toBe(200);
    expect(aura.body.state.table.models.a2.conditions).toEqual({ MADE_AN_EXAMPLE: 1 });

    // A disengaging Walk waits for the engaged enemy, who declines over GraphQL; the Walk is then taken.
    await post('A', 'activations', { modelId: 'a2' });
    const walk = await post('A', 'actions', { modelId: 'a2', action: 'Walk', facts: { moved: 3, leavesEngagementOf: ['b1'], distances: [{ modelId: 'b1', inches: 1 }] } });
    expect(walk.status).toBe(200);
    expect(walk.body.state.turnStep).toMatchObject({ step: 'DISENGAGING_STRIKE', seats: ['B'], models: ['b1'] });
    const far = await post('B', 'actions/disengaging-strike', { strikerId: 'b1', action: 'Halberd', distance: 2.5 });
    expect(far.body.ruleId).toBe('malifaux-2e/DE-2');
    const g = await gql(t, c.tokens.B, 'mutation($id: ID!, $input: DisengagingStrikeInput!) { disengagingStrike(id: $id, input: $input) { events { type data } state { ... on Malifaux2eState { turnStep { step seats } } } } }', { id: c.id, input: { strikerId: 'b1' } });
    expect(g.errors).toBeUndefined();
    const r = g.data!.disengagingStrike as { events: { type: string; data: { blocked?: boolean } }[]; state: { turnStep: { step: string } } };
    expect(r.events.find((e) => e.type === 'WalkResolved')!.data).toMatchObject({ blocked: false });
    expect(r.state.turnStep.step).toBe('ACTION');

    // EL-1: 1" apart, 2" of elevation, the lower model Ht 2: out of the Halberd's 2".
    const high = await post('A', 'actions', { modelId: 'a2', action: 'Halberd', targets: ['b1'], facts: { distances: [{ modelId: 'b1', inches: 1 }], los: [{ modelId: 'b1', los: 'CLEAR' }], elevation: [{ modelId: 'b1', difference: 2, lowerModelHt: 2 }] } });
    expect(high.status).toBe(422);
    expect(high.body.ruleId).toBe('malifaux-2e/RG-1');
    await post('A', 'activations/end', { modelId: 'a2' });

    // AV-4 over GraphQL: the Master manifests, pushing b2 2" away; the card is public from then on.
    const m = await gql(t, c.tokens.A, 'mutation($id: ID!, $input: ManifestAvatarInput!) { manifestAvatar(id: $id, input: $input) { events { type data } } }', {
      id: c.id,
      input: { modelId: 'lady', requirementMet: true, fits: true, pushes: [{ modelId: 'b2', inches: 2 }], manifestEvent: 'heal 2' },
    });
    expect(m.errors).toBeUndefined();
    const ev = (m.data!.manifestAvatar as { events: { type: string; data: Record<string, unknown> }[] }).events;
    expect(ev.map((e) => e.type)).toEqual(['ModelPushed', 'AvatarManifested']);
    expect(await seen('B')).toBe('DESPERATE');
  });
});
