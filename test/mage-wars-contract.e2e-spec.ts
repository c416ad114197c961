// Mage Wars in both contracts (issue 12): every event type has a typed model (GraphQL: a member of EncounterEventData;
// OpenAPI: a member of LoggedEvent's oneOf on `type`), the state has no JSON left, and what each caller is served fits
// them field for field, hidden parts withheld the same way. GraphQL serves a map as its entries and a cast cost as
// MageWarsCastCost (mage-wars-card.model.ts); `served` below says how, the rest is the REST data as it is.
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  graphql,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLOutputType,
  type GraphQLUnionType,
} from 'graphql';
import type { Viewer } from '../src/rules/core/decider';
import { mageWars } from '../src/rules/mage-wars';
import type { EncounterEvent } from '../src/rules/mage-wars/events';
import type { EncounterState } from '../src/rules/mage-wars/state';
import { createCommand, CARDS, fullCommand } from '../src/rules/mage-wars/testing/fixtures';
import { starterCatalogue } from '../src/rules/mage-wars/testing/starter-catalogue';
import { eventModelsByType, resolveEventDataType, tagEventData } from '../src/encounters/models/event-data.union';
import { MAGE_WARS_EVENT_MODELS } from '../src/rulesets/mage-wars-events';
import { RULESETS } from '../src/rulesets/rulesets';
import { explore } from './support/mage-wars-explorer';
import { nextRequest, type View } from './support/mage-wars-client';
import { bearer, gql, startTestApp, type TestApp } from './support/test-app';
import { cutOff, selectAll, unalias, payloadFragments } from './support/typed-events';
import { fits, freeForm, type OpenApiDoc, type OpenApiSchema } from './support/openapi-conformance';

const TYPES = Object.keys(MAGE_WARS_EVENT_MODELS);
const dataName = (type: string): string => MAGE_WARS_EVENT_MODELS[type as EncounterEvent['type']].data.name;

/** The GraphQL entries of the maps the state and events hold: entry type -> [key field, value field]. */
const ENTRIES: Readonly<Record<string, readonly [string, string]>> = {
  MageWarsDefenseUse: ['key', 'uses'],
  MageWarsBarrierHit: ['attackerId', 'round'],
  MageWarsInnateCast: ['cardId', 'round'],
  MageWarsSeatRoll: ['seat', 'roll'],
  MageWarsPrivateCards: ['seat', 'cardIds'],
};

/**
 * `value` (REST data) as GraphQL serves it when a client selects every field of `type` (selectAll): absent reads null,
 * maps read as entries, a cast cost as MageWarsCastCost. A key of the data that the type lacks goes into `problems`.
 */
function served(type: GraphQLOutputType, value: unknown, where: string, problems: string[], path: readonly string[] = []): unknown {
  if (value === undefined || value === null) return null;
  if (isNonNullType(type)) return served(type.ofType, value, where, problems, path);
  if (isListType(type)) {
    if (Array.isArray(value)) return value.map((v, i) => served(type.ofType, v, `${where}[${i}]`, problems, path));
    const entry = ENTRIES[getNamedType(type).name];
    if (entry && typeof value === 'object') return served(type, Object.entries(value).map(([k, v]) => ({ [entry[0]]: k, [entry[1]]: v as unknown })), where, problems, path);
    problems.push(`${where}: a list expected, got ${JSON.stringify(value)}`);
    return value;
  }
  if (isObjectType(type)) {
    if (type.name === 'MageWarsCastCost') return { fixed: typeof value === 'number' ? value : null, perTargetLevel: typeof value === 'object' ? (value as { perTargetLevel: number }).perTargetLevel : null, variable: value === 'X' };
    if (typeof value !== 'object') {
      problems.push(`${where}: an object (${type.name}) expected, got ${JSON.stringify(value)}`);
      return value;
    }
    const record = value as Record<string, unknown>;
    const fields = type.getFields();
    for (const k of Object.keys(record)) if (!(k in fields) && record[k] !== undefined) problems.push(`${where}.${k}: not a field of ${type.name}`);
    const on = [...path, type.name];
    return Object.fromEntries(Object.values(fields).filter((f) => !cutOff(getNamedType(f.type).name, on)).map((f) => [f.name, served(f.type, record[f.name], `${where}.${f.name}`, problems, on)]));
  }
  if (isScalarType(type) && type.name === 'JSON') problems.push(`${where}: JSON`);
  return value;
}

/** The GraphQL types reachable from `type` that are the JSON scalar, by path. */
function jsonFields(type: GraphQLObjectType, path: readonly string[] = []): string[] {
  if (path.includes(type.name)) return [];
  return Object.values(type.getFields()).flatMap((f) => {
    const named = getNamedType(f.type);
    if (isScalarType(named) && named.name === 'JSON') return [`${type.name}.${f.name}`];
    return isObjectType(named) ? jsonFields(named, [...path, type.name]) : [];
  });
}

/** Events the explored matches may not reach (a rare moment), written as the rules core types them. */
const SAMPLES: readonly EncounterEvent[] = [
  { type: 'SeatJoined', data: { seat: 'B', name: 'Ben', joinedAt: '2026-01-01T00:00:00Z' } },
  { type: 'DeploymentPassed', data: { seat: 'A' } },
  { type: 'ActionPhasePassed', data: { seat: 'B' } },
  { type: 'CreatureTeleported', data: { objectId: 'mage-A', from: { row: 0, col: 0 }, to: { row: 1, col: 0 } } },
  { type: 'BondFormed', data: { mageId: 'mage-A', objectId: 'o-1', marker: 'Pet', pay: 'mana', amount: 2 } },
  { type: 'DamageHealed', data: { objectId: 'mage-A', amount: 2 } },
  { type: 'BondRewardUsed', data: { objectId: 'o-1', mageId: 'mage-A', round: 2 } },
  { type: 'CurseReturned', data: { enchantmentId: 'e-c1', seat: 'A', mageId: 'mage-A', instanceId: 'A-3', cardId: 'agony', round: 3, hidden: true } },
  { type: 'CurseReturned', data: { enchantmentId: 'e-c2', seat: 'A', mageId: 'mage-A', instanceId: 'A-4', cardId: 'agony', round: 3, hidden: false } },
  { type: 'WardActivated', data: { objectId: 'mage-A', marker: 'Voltaric Shield', cost: 2 } },
  { type: 'WardSpent', data: { objectId: 'mage-A', marker: 'Voltaric Shield', absorbed: 2, source: 'a-1' } },
  { type: 'WardExpired', data: { objectId: 'mage-A', marker: 'Voltaric Shield' } },
  { type: 'ManaDrained', data: { attackerId: 'o-2', fromSeat: 'B', toSeat: null, amount: 1 } },
  { type: 'ManaDrained', data: { attackerId: 'o-2', fromSeat: 'B', toSeat: 'A', amount: 1 } },
  { type: 'RageGained', data: { objectId: 'o-2', rage: 1 } },
  { type: 'SpellCounterWindow', data: { castId: 'c-9', seat: 'B', enchantmentId: 'e-c5' } },
  { type: 'SpellCountered', data: { castId: 'c-9', reason: 'Nullify' } },
  { type: 'DazeChecked', data: { attackId: 'a-1', roll: 7, proceeds: true } },
  { type: 'DefenseUsed', data: { objectId: 'mage-B', key: 'mage-B#0', roll: 8, needed: 7, avoided: true } },
  { type: 'TrapTriggered', data: { objectId: 'mage-B', seat: 'A', enchantmentIds: ['e-c3'], resumeMove: true } },
  { type: 'TrapAnswered', data: { enchantmentId: 'e-c3' } },
  { type: 'TrapsResolved', data: { objectId: 'mage-B' } },
  { type: 'EquipmentAttached', data: { mageId: 'mage-A', instanceId: 'A-7', cardId: 'mage-wand', slots: ['weapon'], returned: [], bound: { instanceId: 'A-8', cardId: 'minor-heal' }, seat: 'A' } },
];

const VIEWERS: readonly Viewer[] = [{ role: 'seat', seat: 'A' }, { role: 'seat', seat: 'B' }, { role: 'organiser' }, { role: 'auditor' }];

describe('Mage Wars contracts: typed events and state', () => {
  let t: TestApp;
  let doc: OpenApiDoc;
  beforeAll(async () => {
    t = await startTestApp();
    doc = (await t.http.get('/v1/openapi.json').expect(200)).body as OpenApiDoc;
  });
  afterAll(async () => t.close());

  it('every Mage Wars event type has its model, registered and in the GraphQL union; EncounterCreated and EncounterEnded by the ruleset that logged them', () => {
    expect(RULESETS['mage-wars'].eventModels).toHaveLength(TYPES.length);
    for (const [type, m] of Object.entries(MAGE_WARS_EVENT_MODELS)) {
      expect(m.type).toBe(type);
      expect(eventModelsByType().get(type)).toContain(m.data);
    }
    // A type name every ruleset logs resolves to the model of the ruleset that logged the event.
    const created = { encounterId: 'x', ruleset: 'mage-wars', seats: [] };
    expect(resolveEventDataType(tagEventData('EncounterCreated', created, 'mage-wars'))).toBe(MAGE_WARS_EVENT_MODELS.EncounterCreated.data);
    expect(resolveEventDataType(tagEventData('EncounterCreated', { ...created, ruleset: 'malifaux-2e' }, 'malifaux-2e'))).not.toBe(MAGE_WARS_EVENT_MODELS.EncounterCreated.data);
    const ended = { result: { winner: 'A', draw: false, reason: 'x' }, seed: 's', endedAt: 'now' };
    expect(resolveEventDataType(tagEventData('EncounterEnded', ended, 'mage-wars'))).toBe(MAGE_WARS_EVENT_MODELS.EncounterEnded.data);
    expect(resolveEventDataType(tagEventData('EncounterEnded', { seed: 's', endedAt: 'now', reason: 'x' }, 'malifaux-2e'))).not.toBe(MAGE_WARS_EVENT_MODELS.EncounterEnded.data);
    const union = t.app.get(GraphQLSchemaHost).schema.getType('EncounterEventData');
    if (!isUnionType(union)) throw new Error('EncounterEventData is no union');
    expect(union.getTypes().map((x) => x.name)).toEqual(expect.arrayContaining(TYPES.map(dataName)));
  });

  it('OpenAPI: LoggedEvent has a member for each Mage Wars event type, its data the Mage Wars model; withheld fields nullable; no free-form JSON', () => {
    const logged = doc.components.schemas.LoggedEvent;
    expect(logged.discriminator?.propertyName).toBe('type');
    for (const type of TYPES) {
      const member = logged.discriminator?.mapping[type];
      expect(member).toBe(`#/components/schemas/${type}Event`);
      expect(logged.oneOf).toContainEqual({ $ref: member });
      const data = doc.components.schemas[`${type}Event`].properties?.data;
      const refs = data?.$ref ? [data.$ref] : (data?.anyOf ?? []).map((x) => x.$ref);
      expect(refs).toContain(`#/components/schemas/${dataName(type)}`);
      expect(freeForm(doc, dataName(type))).toEqual([]);
    }
    const props = (name: string): Record<string, OpenApiSchema> => doc.components.schemas[name].properties ?? {};
    expect(props('MageWarsSpellsPlannedData').instanceIds.nullable).toBe(true);
    expect(props('MageWarsSpellCastData').cardId.nullable).toBe(true);
    expect(props('MageWarsEnchantmentAttachedData').cardId.nullable).toBe(true);
    expect(props('MageWarsEncounterCreatedData').seed.nullable).toBe(true);
    expect(props('MageWarsCreatedSeat').spellbook.nullable).toBe(true);
    // The state: maps are typed maps, everything else an object with its properties.
    expect(freeForm(doc, 'MageWarsState')).toEqual([]);
    expect(freeForm(doc, 'MageWarsSpellbook')).toEqual([]);
  });

  it('GraphQL: no JSON scalar left in the Mage Wars state, its saved spellbooks or any Mage Wars event data', () => {
    const schema = t.app.get(GraphQLSchemaHost).schema;
    const object = (name: string): GraphQLObjectType => {
      const x = schema.getType(name);
      if (!isObjectType(x)) throw new Error(`${name} is no object type`);
      return x;
    };
    expect(jsonFields(object('MageWarsState'))).toEqual([]);
    expect(jsonFields(object('MageWarsSavedSpellbook'))).toEqual([]);
    expect(TYPES.flatMap((type) => jsonFields(object(dataName(type))))).toEqual([]);
  });

  it('explored matches: every event as each caller may see it is served by GraphQL field for field and fits its OpenAPI schema', async () => {
    const host = t.app.get(GraphQLSchemaHost).schema;
    const union = host.getType('EncounterEventData') as GraphQLUnionType;
    let batch: unknown[] = [];
    // The service's own types and resolvers (maps to entries, the cast cost), over data handed in directly.
    const probe = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Probe', fields: { payloads: { type: new GraphQLList(new GraphQLNonNull(union)), resolve: () => batch } } }) });
    const members = TYPES.map(dataName).map((name) => host.getType(name) as GraphQLObjectType);
    const query = `{ payloads { __typename ${[...new Set(members)].map((m) => `... on ${m.name} { ${selectAll(m)} }`).join('\n')} } }`;

    const catalogue = starterCatalogue();
    const wizard = { name: 'Wiz', mageClass: 'Wizard' as const, element: 'Air' as const };
    const logs = [
      explore(createCommand({ seed: 'contract-1', cards: [...Object.values(CARDS)] }), 'apprentice', 800),
      explore(fullCommand([{ name: 'Bea', mageClass: 'Beastmaster' }, { name: 'Wal', mageClass: 'Warlock' }], catalogue, 'contract-2'), 'full-1', 1500),
      explore(fullCommand([{ name: 'Pri', mageClass: 'Priestess' }, wizard], catalogue, 'contract-3'), 'full-2', 1500),
    ];
    // Each event as each viewer saw it when it was logged (hidden parts withheld), and as the auditor sees it.
    const shown: { type: string; data: unknown }[] = [];
    const distinct = new Set<string>();
    const perType = new Map<string, number>();
    const add = (type: string, data: unknown): void => {
      const json = JSON.stringify(data);
      if (distinct.has(type + json) || (perType.get(type) ?? 0) >= 40) return;
      distinct.add(type + json);
      perType.set(type, (perType.get(type) ?? 0) + 1);
      shown.push({ type, data: JSON.parse(json) as unknown });
    };
    let live: EncounterState = mageWars.initialState();
    for (const log of logs) {
      live = mageWars.initialState();
      for (const e of log) {
        live = mageWars.evolve(live, e);
        for (const viewer of VIEWERS) add(e.type, mageWars.redactEvent(e, viewer, live).data);
      }
    }
    const reached = new Set(shown.map((x) => x.type));
    const midGame = mageWars.evolve(mageWars.initialState(), logs[0][0]);
    for (const e of SAMPLES) for (const viewer of VIEWERS) add(e.type, mageWars.redactEvent(e, viewer, midGame).data);
    expect(TYPES.filter((type) => !shown.some((x) => x.type === type))).toEqual([]);

    const problems: string[] = [];
    for (let i = 0; i < shown.length; i += 200) {
      const slice = shown.slice(i, i + 200);
      batch = slice.map((x) => tagEventData(x.type, x.data, 'mage-wars'));
      const r = await graphql({ schema: probe, source: query });
      expect(r.errors).toBeUndefined();
      const payloads = (r.data?.payloads ?? []) as Record<string, unknown>[];
      slice.forEach((x, k) => {
        const member = MAGE_WARS_EVENT_MODELS[x.type as EncounterEvent['type']].data.name;
        const got = unalias(payloads[k]) as Record<string, unknown>;
        expect(got.__typename).toBe(member);
        const { __typename, ...fields } = got;
        const mine: string[] = [];
        const expected = served(host.getType(member) as GraphQLObjectType, x.data, `${x.type}`, mine);
        if (JSON.stringify(fields) !== JSON.stringify(expected)) expect({ type: x.type, fields }).toEqual({ type: x.type, fields: expected });
        const member$ = doc.components.schemas[`${x.type}Event`].properties?.data;
        if (member$) fits(doc, member$, x.data, x.type, mine);
        problems.push(...mine);
      });
    }
    expect([...new Set(problems)]).toEqual([]);
    // The explored matches reach most types by play; the samples cover the rare moments.
    expect(reached.size).toBeGreaterThanOrEqual(40);
  });

  describe('over HTTP', () => {
    let id = '';
    let organiser = '';
    const tokens: Record<string, string> = {};
    const rest = async (token: string): Promise<{ type: string; data: Record<string, unknown> }[]> =>
      (await t.http.get(`/v1/encounters/${id}/events?limit=500`).set(...bearer(token)).expect(200)).body.events as { type: string; data: Record<string, unknown> }[];

    /** The log over GraphQL, every field of every member selected, is the REST log as `served`; returns the payloads. */
    async function typedAsRest(token: string): Promise<Record<string, unknown>[]> {
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const fragments = payloadFragments(schema, 'mage-wars');
      const r = await gql(t, token, `query($id: ID!) { encounterEvents(id: $id, limit: 500) { events { type payload { __typename ${fragments} } } } }`, { id });
      expect(r.errors).toBeUndefined();
      const logged = (r.data?.encounterEvents as { events: { type: string; payload: Record<string, unknown> }[] }).events;
      const byRest = await rest(token);
      expect(logged.map((e) => e.type)).toEqual(byRest.map((e) => e.type));
      const problems: string[] = [];
      const out = logged.map((e, i) => {
        const { __typename, ...fields } = unalias(e.payload) as Record<string, unknown>;
        expect(__typename).toBe(dataName(e.type));
        expect(fields).toEqual(served(schema.getType(String(__typename)) as GraphQLObjectType, byRest[i].data, e.type, problems));
        return { type: e.type, ...fields };
      });
      expect(problems).toEqual([]);
      return out;
    }

    it('a match played by two seats (one joined an open seat): events and state typed field for field, hidden parts withheld, revealed at the end', async () => {
      const mw = { players: [{ mageClass: 'Warlock' }, { mageClass: 'Priestess', spellbookId: 'apprentice-priestess' }], cards: [CARDS.fireball, CARDS.flameblast, CARDS.pillar] };
      const created = await t.http.post('/v1/encounters').send({ ruleset: 'mage-wars', players: [{ name: 'Ana' }, {}], mageWars: mw }).expect(201);
      id = created.body.encounterId;
      organiser = created.body.organiserToken;
      tokens.A = created.body.seats[0].token;
      tokens.B = (await t.http.post(`/v1/encounters/${id}/seats/B/join`).send({ name: 'Ben' }).expect(200)).body.token;
      // Two rounds: attacks and spells, and no Mage destroyed yet (the end would reveal everything).
      for (let i = 0; i < 100; i++) {
        const now = (await t.http.get(`/v1/encounters/${id}`).set(...bearer(organiser)).expect(200)).body.state as View;
        if (now.round > 2) break;
        const deciding = now.roundStep;
        const seat = deciding.seat ?? deciding.seats?.[0];
        if (!seat) break;
        const req = nextRequest((await t.http.get(`/v1/encounters/${id}`).set(...bearer(tokens[seat])).expect(200)).body.state as View);
        if (!req) break;
        await t.http.post(`/v1/encounters/${id}/mage-wars/${req[1]}`).set(...bearer(tokens[req[0]])).send(req[2]).expect(200);
      }

      // The typed selections a client writes, as B: A's plan withheld (null, with its count), the seed too.
      const typed = `query($id: ID!) { encounterEvents(id: $id, limit: 500) { events { type payload { __typename
        ... on MageWarsEncounterCreatedData { seed mode seats { seat spellbook { cardId } spellbookCount mage { id cost { fixed } } } cards { id cost { fixed variable perTargetLevel } } }
        ... on SeatJoinedData { seat name }
        ... on MageWarsInitiativeDeterminedData { round initiative rollOff { seat roll } }
        ... on MageWarsSpellsPlannedData { seat instanceIds count }
        ... on MageWarsSpellCastData { castId seat cardId target { kind id } }
        ... on MageWarsDiceRolledData { purpose outcome { die faces { kind value } values } }
      } } } }`;
      expect(((await t.http.get(`/v1/encounters/${id}`).set(...bearer(organiser)).expect(200)).body.state as View).status).toBe('active');
      const asB = await gql(t, tokens.B, typed, { id });
      expect(asB.errors).toBeUndefined();
      const events = (asB.data?.encounterEvents as { events: { type: string; payload: Record<string, unknown> }[] }).events;
      const of = (type: string): Record<string, unknown>[] => events.filter((e) => e.type === type).map((e) => e.payload);
      expect(of('EncounterCreated')[0]).toMatchObject({ __typename: 'MageWarsEncounterCreatedData', seed: null, mode: 'apprentice' });
      expect((of('EncounterCreated')[0].seats as { seat: string; spellbook: unknown }[]).map((x) => x.spellbook === null)).toEqual([true, false]);
      expect(of('SeatJoined')[0]).toEqual({ __typename: 'SeatJoinedData', seat: 'B', name: 'Ben' });
      expect(of('InitiativeDetermined')[0].rollOff).toEqual(expect.arrayContaining([expect.arrayContaining([expect.objectContaining({ seat: 'A' })])]));
      const plansOfA = of('SpellsPlanned').filter((p) => p.seat === 'A');
      expect(plansOfA.length).toBeGreaterThan(0);
      for (const p of plansOfA) expect(p).toMatchObject({ instanceIds: null, count: expect.any(Number) });
      expect(of('SpellsPlanned').filter((p) => p.seat === 'B').every((p) => Array.isArray(p.instanceIds))).toBe(true);

      for (const token of [tokens.A, tokens.B, organiser]) await typedAsRest(token);

      // The state, every field selected, is the REST state as served (no JSON left to select as a whole).
      const schema = t.app.get(GraphQLSchemaHost).schema;
      const stateType = schema.getType('MageWarsState') as GraphQLObjectType;
      for (const token of [tokens.A, tokens.B, organiser]) {
        const g = await gql(t, token, `query($id: ID!) { encounter(id: $id) { state { ... on MageWarsState { ${selectAll(stateType)} } } } }`, { id });
        expect(g.errors).toBeUndefined();
        const state = unalias((g.data?.encounter as { state: unknown }).state);
        const byRest = (await t.http.get(`/v1/encounters/${id}`).set(...bearer(token)).expect(200)).body.state as unknown;
        const problems: string[] = [];
        expect(state).toEqual(served(stateType, byRest, 'state', problems));
        expect(problems).toEqual([]);
        const fitsProblems: string[] = [];
        fits(doc, { $ref: '#/components/schemas/MageWarsState' }, byRest, 'state', fitsProblems);
        expect(fitsProblems).toEqual([]);
      }

      await t.http.post(`/v1/encounters/${id}/end`).set(...bearer(organiser)).send({ reason: 'contract test over' }).expect(200);
      const after = await typedAsRest(tokens.B);
      expect(after.find((e) => e.type === 'EncounterCreated')?.seed).toEqual(expect.any(String));
      expect(after.filter((e) => e.type === 'SpellsPlanned' && e.seat === 'A').every((e) => Array.isArray(e.instanceIds))).toBe(true);
      await typedAsRest(tokens.A);
    });
  });
});
