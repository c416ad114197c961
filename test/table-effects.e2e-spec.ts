// The Turn's table inputs added for §10.2, §16, §18 over REST, GraphQL and the subscription (rules/malifaux-2e.md):
// Upgrades on a crew given as data (CO-3, ST-2, UP-6), a placement that is not a move (MV-7), a push towards a model
// (PU-3), Blast Markers required on the table (BL-1), and the Turn's events reaching a subscriber, redacted per seat.
// Terrifying (HO-5) refuses an Action at its model until the Horror Duel is passed.
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { bearer, createEncounter, gql, startTestApp, type Created, type TestApp } from './support/test-app';

const halberd = { name: 'Halberd', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 6 }, resist: 'Df', damage: { weak: 2, moderate: 3, severe: 4 } };
const model = (id: string, over: object = {}) => ({ id, name: id, station: 'MINION', characteristics: ['Living'], stats: { df: 5, wp: 5, wk: 5, cg: 6, ht: 2 }, wounds: 8, baseMm: 30, actions: [halberd], ...over });

describe('the Turn on the table: Upgrades, placement, pushes, blasts, and the subscription', () => {
  let t: TestApp;
  let c: Created;
  let url: string;
  const post = (who: string, path: string, body: object) =>
    t.http.post(`/v1/encounters/${c.id}/${path}`).set(...bearer(who === 'O' ? c.organiser : c.tokens[who])).send(body);
  const version = async (): Promise<number> => (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.organiser))).body.version;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = `ws://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/graphql`;
    c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
  });
  afterAll(async () => t.close());

  it('malifaux-2e/ST-2 malifaux-2e/UP-6 malifaux-2e/CO-3 a crew’s Upgrades: a malformed one is a 400 naming the field, an illegal one a 422, a legal one gives its ability', async () => {
    const bad = await post('A', 'crews', { models: [model('lady', { station: 'MASTER', upgrades: [{ name: 'U', abilities: [{ keyword: 'TELEPORT' }] }] })] });
    expect(bad.status).toBe(400);
    expect(bad.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('models.0.upgrades.0.abilities.0.keyword');
    const before = await version();
    const minion = await post('A', 'crews', { models: [model('lady', { station: 'MASTER' }), model('a2', { upgrades: [{ name: 'U' }] })] });
    expect([minion.status, minion.body.ruleId]).toEqual([422, 'malifaux-2e/ST-2']);
    const enforcer = await post('A', 'crews', { models: [model('lady', { station: 'MASTER' }), model('a2', { station: 'ENFORCER', upgrades: [{ name: 'U' }, { name: 'V' }] })] });
    expect([enforcer.status, enforcer.body.ruleId]).toEqual([422, 'malifaux-2e/UP-6']);
    expect(await version()).toBe(before);
    const armored = model('a2', { station: 'ENFORCER', abilities: [{ keyword: 'ARMOR', value: 1 }], upgrades: [{ name: 'Hardened', abilities: [{ keyword: 'ARMOR', value: 1 }] }] });
    const hired = await gql(t, c.tokens.A, 'mutation($id: ID!, $input: HireCrewInput!) { hireCrew(id: $id, input: $input) { version } }', { id: c.id, input: { models: [model('lady', { station: 'MASTER' }), armored] } });
    expect(hired.errors).toBeUndefined();
    expect((await post('B', 'crews', { models: [model('b1'), model('b2')] })).status).toBe(200);
    const card = (await t.http.get(`/v1/encounters/${c.id}`).set(...bearer(c.tokens.B))).body.state.table.models.a2.def;
    expect(card.upgrades).toEqual([{ name: 'Hardened', abilities: [{ keyword: 'ARMOR', value: 1 }] }]);
  });

  it('malifaux-2e/MV-7 malifaux-2e/PU-3 malifaux-2e/BL-1 malifaux-2e/DU-S4 a placement is no Walk, a push towards a model stops at it, Blast Markers are declared; a subscriber sees it all', async () => {
    await post('A', 'draw-phase', {});
    for (const s of ['A', 'B']) await post(s, `decks/${s}/refill`, {});
    const ini = await post('A', 'initiative', {});
    await post(ini.body.state.turnStep.seats[0], 'initiative/first-player', { firstPlayer: 'A' });
    const after = await version();
    const got: { type: string; data: Record<string, unknown> }[] = [];
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${c.tokens.B}` }, lazy: false, retryAttempts: 0 });
    client.subscribe<{ encounterEvent: { type: string; data: Record<string, unknown> } }>(
      { query: 'subscription($id: ID!, $after: Int) { encounterEvent(id: $id, afterVersion: $after) { type data } }', variables: { id: c.id, after } },
      { next: (r) => void (r.data && got.push(r.data.encounterEvent)), error: () => undefined, complete: () => undefined },
    );
    try {
      expect((await post('A', 'activations', { modelId: 'lady' })).status).toBe(200);
      const walk = await post('A', 'actions', { modelId: 'lady', action: 'Walk', facts: { moved: 8 } });
      expect([walk.status, walk.body.ruleId]).toEqual([422, 'malifaux-2e/MV-1']);
      // The effects route is shared with 1E: a kind only 1E plays is a 400 naming `kind` here, the stream untouched.
      const atWalk = await version();
      const wounds = await post('A', 'effects', { kind: 'WOUNDS', modelId: 'b1', wounds: 1 });
      expect([wounds.status, wounds.body.errors?.[0]?.field]).toEqual([400, 'kind']);
      expect(wounds.body.errors[0].message).toContain('a malifaux-2e encounter has no WOUNDS effect');
      expect(await version()).toBe(atWalk);
      const placed = await post('A', 'effects', { kind: 'PLACE', modelId: 'lady', inches: 8 });
      expect(placed.status).toBe(200);
      expect(placed.body.events.map((e: { type: string }) => e.type)).toEqual(['EffectDeclared', 'ModelPlaced']);
      expect(placed.body.state.turnStep).toMatchObject({ step: 'ACTION', modelId: 'lady', ap: 3 });
      const tooFar = await post('A', 'effects', { kind: 'PUSH', modelId: 'b1', inches: 3, direction: { kind: 'TOWARDS', of: 'lady', distance: 2 } });
      expect([tooFar.status, tooFar.body.ruleId]).toEqual([422, 'malifaux-2e/PU-3']);
      const pushed = await post('A', 'effects', { kind: 'PUSH', modelId: 'b1', inches: 2, direction: { kind: 'TOWARDS', of: 'lady', distance: 2 } });
      expect(pushed.body.events[1]).toMatchObject({ type: 'ModelPushed', data: { modelId: 'b1', inches: 2, direction: { kind: 'TOWARDS', of: 'lady' } } });
      const target = { modelId: 'b2', seat: 'B', station: 'MINION', wounds: 8, maxWounds: 8 };
      const noMarkers = await post('A', 'duels/blast', { targets: [target] });
      expect([noMarkers.status, noMarkers.body.ruleId]).toEqual([422, 'malifaux-2e/BL-1']);
      // With the markers declared the input passes BL-1 and meets the next check: no Attack declared b2 under a blast (BL-3).
      const early = await post('A', 'duels/blast', { targets: [target], markers: [{ touches: 'b1' }] });
      expect([early.status, early.body.ruleId]).toEqual([422, 'malifaux-2e/BL-3']);
      // DU-S4: with crews hired a duel comes from an Action with the stats on the cards; request-supplied stats are refused.
      const practice = await post('A', 'duels', {
        kind: 'OPPOSED',
        attacker: { modelId: 'lady', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 9 }, wounds: 8, maxWounds: 8 },
        defender: { modelId: 'b1', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 1 }, wounds: 8, maxWounds: 8 },
        action: { name: 'Halberd', damage: { weak: 2, moderate: 3, severe: 4 } },
        defenderFriendly: false,
      });
      expect([practice.status, practice.body.ruleId]).toEqual([422, 'malifaux-2e/DU-S4']);
      const end = Date.now() + 5000;
      while (!got.some((e) => e.type === 'ModelPushed') && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
      expect(got.map((e) => e.type)).toEqual(['ActivationStarted', 'EffectDeclared', 'ModelPlaced', 'EffectDeclared', 'ModelPushed']);
    } finally {
      await client.dispose();
    }
  });

  it('malifaux-2e/HO-5 an Action targeting a Terrifying (Living) 13 enemy waits for the Horror Duel: 422 naming the rule, the stream untouched', async () => {
    c = await createEncounter(t, { soulstones: 0, autoDeclineCuts: true });
    expect((await post('A', 'crews', { models: [model('guard')] })).status).toBe(200);
    expect((await post('B', 'crews', { models: [model('nephilim', { abilities: [{ keyword: 'TERRIFYING', value: 13, characteristic: 'Living' }] })] })).status).toBe(200);
    await post('A', 'draw-phase', {});
    for (const s of ['A', 'B']) await post(s, `decks/${s}/refill`, {});
    const ini = await post('A', 'initiative', {});
    await post(ini.body.state.turnStep.seats[0], 'initiative/first-player', { firstPlayer: 'A' });
    await post('A', 'activations', { modelId: 'guard' });
    const before = await version();
    const res = await post('A', 'actions', { modelId: 'guard', action: 'Halberd', targets: ['nephilim'], facts: { distances: [{ modelId: 'nephilim', inches: 1 }], los: [{ modelId: 'nephilim', los: 'CLEAR' }] } });
    expect([res.status, res.body.code, res.body.ruleId]).toEqual([422, 'RULE_VIOLATION', 'malifaux-2e/HO-5']);
    expect(await version()).toBe(before);
  });
});
