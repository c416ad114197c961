// Malifaux 3E Gaining Grounds 3 in contracts a generated client can trust (issue 12): every GG3 event type is typed
// (GraphQL: a member of EncounterEventData, `Gg3<Type>Data`; OpenAPI: a member of LoggedEvent's oneOf on `type`), the
// typed payload is the REST data as the caller may see it (what the redaction withholds stays null), type names GG3
// shares with Malifaux 2E resolve to each ruleset's own model, and the GG3 state has no JSON field but a fact's payload.
import { buildSchema, getNamedType, isObjectType, isScalarType, isUnionType, type GraphQLObjectType } from 'graphql';
import { graphqlSchema } from '../src/contracts';
import { eventModelsByRuleset, resolveEventDataType, tagEventData, UntypedEventDataModel } from '../src/encounters/models/event-data.union';
import { MALIFAUX_2E_EVENT_MODELS } from '../src/rulesets/malifaux-2e-events';
import { GG3_EVENT_MODELS } from '../src/rulesets/malifaux-3e-gg3-events';
import { gg3 } from '../src/rules/malifaux-3e-gg3';
import type { Gg3Event } from '../src/rules/malifaux-3e-gg3/events';
import { beforeAttacker, endTurnPassing, inTurnOne, type Game } from '../src/rules/malifaux-3e-gg3/testing/fixtures';
import { conformance } from './support/graphql-conformance';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';
import { nullFilled, payloadFragments, restConforms, unalias } from './support/typed-events';

const GG3 = 'malifaux-3e-gg3';
const m = (lineageId: string, station: string, cost: number | null, maxHealth: number, isLeader = false) => ({ lineageId, name: lineageId, station, ...(cost === null ? {} : { cost }), maxHealth, isLeader });
const CREW_A = [m('a-lead', 'MASTER', null, 14, true), m('a-hench', 'HENCHMAN', 9, 10), m('a-enf', 'ENFORCER', 8, 8), m('a-min1', 'MINION', 5, 6), m('a-min2', 'MINION', 4, 5)];
const CREW_B = [m('b-lead', 'MASTER', null, 14, true), m('b-hench', 'HENCHMAN', 10, 10), m('b-enf', 'ENFORCER', 8, 9), m('b-min1', 'MINION', 6, 6)];
/** The GraphQL type of a GG3 event's data (TurnEnded shares Malifaux 2E's model: the same data). */
const typename = (type: string): string => GG3_EVENT_MODELS[type as keyof typeof GG3_EVENT_MODELS].data.name;

interface Logged {
  readonly type: string;
  readonly version: number;
  readonly redacted: boolean;
  readonly payload: Record<string, unknown> & { readonly __typename: string };
}

/** Fields typed JSON in an object type, nested ones included, as `Type.field`. */
function jsonFields(type: GraphQLObjectType, seen = new Set<string>()): string[] {
  if (seen.has(type.name)) return [];
  seen.add(type.name);
  return Object.values(type.getFields()).flatMap((f) => {
    const named = getNamedType(f.type);
    if (isScalarType(named) && named.name === 'JSON') return [`${type.name}.${f.name}`];
    return isObjectType(named) ? jsonFields(named, seen) : [];
  });
}

describe('GG3 contracts: typed events and state (malifaux-3e-gg3, issue 12)', () => {
  let t: TestApp;
  let id = '';
  let org = '';
  const tok: Record<string, string> = {};
  const seen = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const post = async (who: string, path: string, body: object = {}): Promise<{ version: number; events: { type: string }[] }> => {
    const res = await t.http.post(`/v1/encounters/${id}/gg3/${path}`).set(...bearer(who)).send(body);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { version: number; events: { type: string }[] };
  };

  /**
   * The log over GraphQL, every field of every member of the union selected, and over REST, as `token` may read them:
   * each GG3 event is typed by its own model (never UntypedEventData) and is the REST data field for field.
   */
  async function typedAsRest(token: string): Promise<Logged[]> {
    const schema = buildSchema(graphqlSchema(t.app));
    const union = schema.getType('EncounterEventData');
    if (!isUnionType(union)) throw new Error('EncounterEventData is no union');
    const fragments = payloadFragments(schema, 'malifaux-3e-gg3');
    const r = await gql(t, token, `query($id: ID!) { encounterEvents(id: $id, limit: 500) { events { type version redacted payload { __typename ${fragments} } } } }`, { id });
    expect(r.errors).toBeUndefined();
    const rest = (await t.http.get(`/v1/encounters/${id}/events?limit=500`).set(...bearer(token)).expect(200)).body.events as { type: string; data: Record<string, unknown> }[];
    const logged = (r.data?.encounterEvents as { events: Logged[] }).events;
    expect(logged.map((e) => e.type)).toEqual(rest.map((e) => e.type));
    return logged.map((e, i) => {
      const { __typename, ...fields } = unalias(e.payload) as Record<string, unknown>;
      seen.add(e.type);
      expect([e.type, __typename]).toEqual([e.type, typename(e.type)]);
      // An event without data shows its type in GraphQL only (GraphQL has no empty object type).
      const data = Object.keys(rest[i].data).length === 0 ? { eventType: e.type } : rest[i].data;
      expect(fields).toEqual(nullFilled(fields, data));
      return { ...e, payload: { __typename: __typename as string, ...fields } };
    });
  }
  const payloadOf = (log: Logged[], type: string, match: Record<string, unknown> = {}): Record<string, unknown> =>
    log.find((e) => e.type === type && Object.entries(match).every(([k, v]) => e.payload[k] === v))!.payload;

  it('every GG3 event type has its own model, registered for the ruleset; names GG3 shares with Malifaux 2E resolve per ruleset', () => {
    const registered = eventModelsByRuleset().get(GG3)!;
    expect([...registered.keys()].sort()).toEqual(Object.keys(GG3_EVENT_MODELS).sort());
    for (const [type, model] of Object.entries(GG3_EVENT_MODELS)) {
      expect(model.type).toBe(type);
      expect(model.data).not.toBe(UntypedEventDataModel);
      expect(resolveEventDataType(tagEventData(type, {}, GG3))).toBe(model.data);
    }
    const shared = Object.keys(GG3_EVENT_MODELS).filter((type) => type in MALIFAUX_2E_EVENT_MODELS);
    expect(shared).toEqual(expect.arrayContaining(['EncounterCreated', 'ModelKilled', 'SchemeRevealed', 'CrewsRevealed']));
    for (const type of shared) {
      const of2e = MALIFAUX_2E_EVENT_MODELS[type as keyof typeof MALIFAUX_2E_EVENT_MODELS]!.data;
      expect(resolveEventDataType(tagEventData(type, {}, 'malifaux-2e'))).toBe(of2e);
      // Only TurnEnded carries the same data in both: one model; the others are GG3's own.
      expect(GG3_EVENT_MODELS[type as keyof typeof GG3_EVENT_MODELS].data === of2e).toBe(type === 'TurnEnded');
    }
  });

  it('GraphQL: every GG3 model is a member of EncounterEventData; the GG3 state has no JSON field but a declared fact’s payload', () => {
    const schema = buildSchema(graphqlSchema(t.app));
    const union = schema.getType('EncounterEventData');
    if (!isUnionType(union)) throw new Error('EncounterEventData is no union');
    const members = union.getTypes().map((u) => u.name);
    for (const model of Object.values(GG3_EVENT_MODELS)) expect(members).toContain(model.data.name);
    const state = schema.getType('Gg3State');
    if (!isObjectType(state)) throw new Error('Gg3State is no object type');
    expect(jsonFields(state)).toEqual(['Gg3Fact.fact']);
    // Open keys only: a fact's payload (by kind); Guard the Stash's models by marker id are the map's entries.
    const eventJson = Object.values(GG3_EVENT_MODELS).flatMap((x) => jsonFields(schema.getType(x.data.name) as GraphQLObjectType));
    expect(eventJson.sort()).toEqual(['Gg3FactAssertedData.fact']);
    expect((schema.getType('Gg3StrategyFactsDeclaredData') as GraphQLObjectType).getFields().near.type.toString()).toBe('[StringListEntry!]!');
  });

  it('OpenAPI: LoggedEvent maps every GG3 event type to a schema whose data is (or includes) its model; withheld fields are nullable', async () => {
    type Schema = { oneOf?: { $ref: string }[]; anyOf?: { $ref: string }[]; discriminator?: { propertyName: string; mapping: Record<string, string> }; properties?: Record<string, Schema & { $ref?: string; nullable?: boolean }> };
    const doc = (await t.http.get('/v1/openapi.json').expect(200)).body as { components: { schemas: Record<string, Schema> } };
    const schemas = doc.components.schemas;
    const logged = schemas.LoggedEvent;
    expect(logged.discriminator?.propertyName).toBe('type');
    for (const [type, model] of Object.entries(GG3_EVENT_MODELS)) {
      const ref = logged.discriminator?.mapping[type];
      expect([type, ref]).toEqual([type, `#/components/schemas/${type}Event`]);
      expect(logged.oneOf).toContainEqual({ $ref: ref });
      const data = schemas[`${type}Event`].properties!.data;
      const refs = data.$ref ? [data.$ref] : (data.anyOf ?? []).map((x) => x.$ref);
      expect(refs).toContain(`#/components/schemas/${model.data.name}`);
      expect(schemas[model.data.name]).toBeDefined();
    }
    // A name shared with Malifaux 2E: its data is one of the two rulesets' models.
    expect(schemas.ModelKilledEvent.properties!.data.anyOf).toEqual([{ $ref: '#/components/schemas/ModelKilledData' }, { $ref: '#/components/schemas/Gg3ModelKilledData' }]);
    expect(schemas.Gg3EncounterCreatedData.properties!.seed.nullable).toBe(true);
    expect(schemas.Gg3CrewDeclaredData.properties!.models.nullable).toBe(true);
    expect(schemas.Gg3CovertSelectionCommittedData.properties!.secret.nullable).toBe(true);
    expect(schemas.Gg3CovertSelectionRevealedData.properties!.lineageIds.nullable).toBe(true);
  });

  it('GraphQL inputs: GG3 fields of a shared vocabulary take its enum (literal `seat: A`, variable "A"); a value GG3 does not take is a 400 naming the field', () => {
    const schema = buildSchema(graphqlSchema(t.app));
    const inputField = (type: string, field: string): string => getNamedType((schema.getType(type) as unknown as { getFields(): Record<string, { type: Parameters<typeof getNamedType>[0] }> }).getFields()[field].type)?.name ?? '';
    expect([inputField('Gg3FlipChoiceInput', 'pick'), inputField('Gg3AttackerInput', 'attacker'), inputField('Gg3StartTurnInput', 'initiative'), inputField('Gg3SeatInput', 'seat')]).toEqual(['Seat', 'Seat', 'Seat', 'Seat']);
    expect([inputField('Gg3ModelInput', 'station'), inputField('Gg3ReplaceInput', 'station')]).toEqual(['Station', 'Station']);
  });

  it('every GG3 event type, as the rules produce it under each strategy and as each seat may see it, fits its GraphQL model', () => {
    const schema = buildSchema(graphqlSchema(t.app));
    const games: Game[] = [];
    // Cursed Objects (the fixtures' default): Curse tokens placed, a kill's tokens discarded and passed on, a pass-back,
    // an overruled kill and overruled damage and healing unwound, the game ended.
    const cursed = inTurnOne();
    cursed.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-enf', leadersWithin3: [] });
    cursed.seat('A', 'DiscardCurseToken', { discard: true });
    cursed.seat('B', 'RedistributeCurseTokens', { recipients: ['b-min2'] });
    cursed.seat('A', 'RecordKill', { factId: 'k2', victim: 'b-enf', killer: 'a-enf', leadersWithin3: [] });
    cursed.seat('A', 'DiscardCurseToken', { discard: false });
    cursed.seat('B', 'RedistributeCurseTokens', { recipients: ['b-min1', 'b-min2'] });
    cursed.seat('B', 'PassCurseToken', { factId: 'p1', from: 'b-min2', to: 'a-enf', within1: true });
    cursed.seat('B', 'RecordDamage', { factId: 'd1', source: 'b-lead', target: 'a-hench', amount: 2, activationId: 'act' });
    cursed.seat('B', 'RecordHealing', { factId: 'h1', target: 'b-lead', amount: 1 });
    cursed.seat('B', 'RecordKill', { factId: 'k3', victim: 'a-peon', killer: 'b-lead', leadersWithin3: [] });
    endTurnPassing(cursed);
    // After the turn's scoring: k1 scored A the discard's VP (CO-7), so overruling it revokes that VP.
    for (const [seat, factId] of [['A', 'd1'], ['A', 'h1'], ['A', 'k3'], ['B', 'k1']] as const) {
      cursed.seat(seat, 'DisputeFact', { factId, reason: 'no' });
      cursed.org('ResolveDispute', { factId, ruling: 'overruled' });
    }
    cursed.org('EndEncounter', { reason: 'time' });
    games.push(cursed);
    // The server's flips (policy initiative=server-flip): the Attacker and a turn's Initiative, each picked by the winner.
    games.push(inTurnOne({ strategy: 'gg3.carve-a-path', policies: { initiative: 'server-flip' } }));
    const carve = games[games.length - 1];
    carve.seat('A', 'PushStrategyMarker', { factId: 'push1', by: 'a-hench', markerId: 'carve-A-1', x: 6, y: 12, within1: true, removedMarkers: [] });
    const stash = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    endTurnPassing(stash);
    games.push(stash, inTurnOne({ strategy: 'gg3.covert-operation' }), beforeAttacker());

    const problems = games.flatMap((g) =>
      g.events.flatMap((e: Gg3Event) =>
        [e, gg3.redactEvent(e, { role: 'seat', seat: 'A' }, g.state), gg3.redactEvent(e, { role: 'seat', seat: 'B' }, g.state)].flatMap((v) => {
          seen.add(v.type);
          return conformance(schema.getType(typename(v.type)) as GraphQLObjectType, v.data as Record<string, unknown>, `${v.type}(${typename(v.type)})`);
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('a GG3 game read by each seat and the organiser: typed payloads equal the REST data; what is withheld is null in both', async () => {
    const res = await t.http
      .post('/v1/encounters')
      .send({ ruleset: GG3, players: [{ name: 'Ann' }, { name: 'Bob' }], gg3: { method: 'to-assigned', strategy: 'gg3.covert-operation', schemePool: [1, 3, 4, 6, 12] } })
      .expect(201);
    id = res.body.encounterId;
    org = res.body.organiserToken;
    for (const s of res.body.seats as { seat: string; token: string }[]) tok[s.seat] = s.token;
    await post(org, 'terrain', { terrain: [{ terrainId: 'barn', label: 'Barn', footprint: [[10, 26], [14, 26], [14, 30], [10, 30]] }] });
    await post(tok.A, 'crew', { models: CREW_A });
    // A's crew is declared, B's not yet: B reads A's CrewDeclared with its models withheld.
    expect(payloadOf(await typedAsRest(tok.B), 'CrewDeclared', { seat: 'A' })).toMatchObject({ models: null });
    await post(tok.B, 'crew', { models: CREW_B });
    await post(tok.A, 'schemes', { schemes: [{ no: 3 }, { no: 6, models: ['a-min1', 'a-min2'] }] });
    await post(tok.B, 'schemes', { schemes: [{ no: 12 }, { no: 4 }] });
    const attacker = (value: string) => gql(t, org, `mutation($id: ID!) { gg3DetermineAttacker(id: $id, input: { attacker: ${value} }) { version } }`, { id });
    // C: a Seat, not one GG3 takes (class-validator); "A": a string where the enum is due (GraphQL itself).
    for (const value of ['C', '"A"']) {
      const refused = await attacker(value);
      expect([value, refused.errors?.[0].extensions?.code]).toEqual([value, 'VALIDATION_FAILED']);
      expect(JSON.stringify(refused.errors?.[0])).toContain(value === 'C' ? 'attacker' : 'Seat');
    }
    expect((await attacker('A')).errors).toBeUndefined();
    await post(tok.B, 'deployment-zones', { half: 'high' });
    await post(org, 'deploy');

    // Turn 1: the table facts, one of them overruled (its compensating event typed too).
    const turn = await gql(t, org, 'mutation($id: ID!, $input: Gg3StartTurnInput!) { gg3StartTurn(id: $id, input: $input) { version } }', { id, input: { initiative: 'A' } });
    expect(turn.errors).toBeUndefined();
    await post(org, 'activations');
    await post(tok.A, 'damage', { factId: 'd1', source: 'a-hench', target: 'b-lead', amount: 3, activationId: 'act-1' });
    await post(tok.A, 'damage', { factId: 'd2', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'act-1' });
    await post(tok.A, 'healing', { factId: 'h1', target: 'a-hench', amount: 1 });
    await post(tok.A, 'markers', { markerId: 'a-s1', type: 'scheme', x: 18, y: 18 });
    await post(tok.A, 'markers/remove', { markerId: 'a-s1', reason: 'interact' });
    await post(tok.A, 'summons', { factId: 's1', model: m('a-sum', 'MINION', 4, 5), hasSummonUpgrade: true });
    await post(tok.A, 'replacements', { factId: 'r1', lineageId: 'a-min2', modelId: 'a-min2-new', name: 'Bigger', station: 'ENFORCER', cost: 7, maxHealth: 8 });
    await post(tok.B, 'burials', { factId: 'b1', lineageId: 'b-min1', buried: true });
    await post(tok.B, 'burials', { factId: 'b2', lineageId: 'b-min1', buried: false });
    // A mutation's events resolve like the log's: ModelKilled (a name Malifaux 2E has too) is GG3's model.
    const kill = await gql(t, tok.B, 'mutation($id: ID!, $input: Gg3KillInput!) { gg3RecordKill(id: $id, input: $input) { events { type payload { __typename ... on Gg3ModelKilledData { victim killer killerController } } } } }', {
      id,
      input: { factId: 'k1', victim: 'a-min1', killer: 'b-enf', leadersWithin3: [] },
    });
    expect(kill.errors).toBeUndefined();
    expect((kill.data!.gg3RecordKill as { events: { type: string; payload: unknown }[] }).events).toEqual([
      { type: 'FactAsserted', payload: { __typename: 'Gg3FactAssertedData' } },
      { type: 'ModelKilled', payload: { __typename: 'Gg3ModelKilledData', victim: 'a-min1', killer: 'b-enf', killerController: 'B' } },
    ]);
    await post(tok.A, 'facts/confirm', { factId: 'k1' });
    await post(tok.B, 'facts/dispute', { factId: 'd1', reason: 'out of range' });
    await post(org, 'facts/ruling', { factId: 'd1', ruling: 'overruled' });
    await post(tok.B, 'facts/dispute', { factId: 'h1', reason: 'no healing there' });
    await post(tok.A, 'facts/withdraw', { factId: 'h1' });
    await post(tok.A, 'activations/end', { lineageId: 'a-hench', activationId: 'act-1' });
    await post(org, 'end-turn');
    await post(tok.A, 'claims', { slot: 0, part: 'reveal', factId: 'claim-assassinate' });
    await post(tok.A, 'claims/finish');
    await post(tok.B, 'claims/finish');

    // Turn 2: A's Covert selection, committed and revealed first: B reads neither until both have revealed.
    await post(org, 'turns', { initiative: 'B' });
    await post(tok.A, 'covert-selection', { lineageIds: ['a-hench'] });
    const asB = await typedAsRest(tok.B);
    const asA = await typedAsRest(tok.A);
    expect(payloadOf(asB, 'CovertSelectionCommitted', { seat: 'A' })).toMatchObject({ secret: null });
    expect(payloadOf(asA, 'CovertSelectionCommitted', { seat: 'A' })).toMatchObject({ secret: { lineageIds: ['a-hench'] } });
    // SEC-1: A's unrevealed scheme (slot 1) stays null for B; its revealed one (slot 0) is there.
    expect(payloadOf(asB, 'SchemesCommitted', { seat: 'A' })).toMatchObject({ secret: { payloads: [{ no: 3 }, null], salts: [expect.any(String), null] } });
    expect(payloadOf(asA, 'SchemesCommitted', { seat: 'A' })).toMatchObject({ secret: { payloads: [{ no: 3 }, { no: 6, models: ['a-min1', 'a-min2'] }] } });
    expect(payloadOf(asB, 'EncounterCreated')).toMatchObject({ seed: null });
    expect(JSON.stringify(asB.map((e) => e.payload))).not.toMatch(/"models":\["a-min1"|"no":6|"a-hench"\]/);
    await post(org, 'activations');
    await post(org, 'end-turn');
    await post(tok.A, 'covert-selection/reveal', { placement: { model: 'a-hench', marker: 'covert-2', notEngaged: true, within2: true } });
    expect(payloadOf(await typedAsRest(tok.B), 'CovertSelectionRevealed', { seat: 'A' })).toMatchObject({ lineageIds: null, salt: null, placement: null, factId: null });
    await post(tok.B, 'covert-selection/reveal', {});
    expect(payloadOf(await typedAsRest(tok.B), 'CovertSelectionRevealed', { seat: 'A' })).toMatchObject({ lineageIds: ['a-hench'], placement: { marker: 'covert-2' } });
    await post(tok.B, 'claims/finish');
    await post(tok.A, 'claims/finish');
    // The REST state, as each seat and the organiser see it mid-game, is what OpenAPI documents for Gg3State.
    for (const token of [tok.A, tok.B, org]) await restConforms(t, 'Gg3State', (await t.http.get(`/v1/encounters/${id}`).set(...bearer(token)).expect(200)).body.state);

    // The end: every secret and the seed revealed, in the typed payloads as in REST.
    await t.http.post(`/v1/encounters/${id}/end`).set(...bearer(org)).send({}).expect(200);
    const after = await typedAsRest(tok.B);
    await typedAsRest(tok.A);
    await typedAsRest(org);
    await restConforms(t, 'Gg3State', (await t.http.get(`/v1/encounters/${id}`).set(...bearer(tok.A)).expect(200)).body.state);
    expect(payloadOf(after, 'EncounterCreated').seed).toMatch(/^[0-9a-f]{64}$/);
    expect(payloadOf(after, 'SchemesCommitted', { seat: 'A' })).toMatchObject({ secret: { payloads: [{ no: 3 }, { no: 6 }] } });
    expect(payloadOf(after, 'GameEnded')).toMatchObject({ vp: { A: expect.any(Number), B: expect.any(Number) } });
  });

  it('every GG3 event type was checked: fitted to its model from the rules, or read typed over GraphQL against REST', () => {
    expect(Object.keys(GG3_EVENT_MODELS).filter((type) => !seen.has(type))).toEqual([]);
  });

  it('GraphQL: the GG3 state with typed selections only (no JSON field but a fact’s payload), as each seat may see it', async () => {
    const q = `query($id: ID!) { encounter(id: $id) { state { ... on Gg3State { step { kind seats } players { seat vp } crews { seat models { lineageId status station } }
      schemes { seat slots { slot revealed scheme secret { no models } } } covert { seat lineageIds } ledger { seat source part vp } result { vp { A B } winner } } } } }`;
    const r = await gql(t, tok.B, q, { id });
    expect(r.errors).toBeUndefined();
    const st = (r.data!.encounter as { state: { step: { kind: string }; schemes: { seat: string; slots: { secret: unknown }[] }[]; result: { vp: { A: number } } } }).state;
    expect(st.step.kind).toBe('ended');
    expect(st.schemes.find((s) => s.seat === 'A')!.slots[1].secret).toEqual({ no: 6, models: ['a-min1', 'a-min2'] });
    expect(typeof st.result.vp.A).toBe('number');
  });
});
