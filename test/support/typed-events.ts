// A log read both ways (issue 12): over GraphQL with every field of every typed payload selected, and over REST as the
// same caller. Each typed payload must be the REST data field for field (none missing, none invented, nullability as
// served), and of its ruleset's model for its type (the member of EncounterEventData a generated client expects).
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { graphqlSchema } from '../../src/contracts';
import { eventModelsByRuleset } from '../../src/encounters/models/event-data.union';
import { bearer, gql, type TestApp } from './test-app';
import { conformsTo, type OpenApiDoc } from './openapi-conformance';

/** A REST body conforms to the OpenAPI component `name` the service documents for it. */
export async function restConforms(t: TestApp, name: string, body: unknown): Promise<void> {
  const doc = (await t.http.get('/v1/openapi.json').expect(200)).body as OpenApiDoc;
  expect(conformsTo(doc, name, body)).toEqual([]);
}

export interface Logged {
  readonly type: string;
  readonly version: number;
  readonly payload: Record<string, unknown> & { readonly __typename: string };
}

/** A payload selected by selectAll with its `Type_field` aliases taken off, nested objects included. */
export function unalias(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unalias);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === '__typename' ? k : k.slice(k.indexOf('_') + 1), k === '__typename' ? v : unalias(v)]));
}

const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/**
 * A REST map (`{ [key]: value }`) where GraphQL selected a list: the map's entries, named as the selected entries are
 * (`{ key, value }`, or a hand-written pair such as `{ name, player }`), in the map's order. Anything else as it is.
 */
export function entriesWhereListed(shape: unknown, data: unknown): unknown {
  if (!Array.isArray(shape) || !isObject(data)) return data;
  if (shape.length === 0) return Object.entries(data);
  const first: unknown = shape[0];
  if (!isObject(first)) return data;
  const [keyName, valueName] = Object.keys(first).filter((k) => k !== '__typename');
  return Object.entries(data).map(([key, value]) => ({ [keyName]: key, [valueName]: value }));
}

/**
 * `data` as GraphQL serves it for the selected `shape`: an absent optional field reads null, in nested objects too. The
 * keys are the union of both sides', so a field the model lacks (or invents) shows up as a difference.
 */
export function nullFilled(shape: unknown, raw: unknown): unknown {
  if (raw === undefined) return null;
  const data = entriesWhereListed(shape, raw);
  if (Array.isArray(shape) && Array.isArray(data)) return data.map((d, i) => nullFilled(shape[i], d));
  if (!isObject(shape) || !isObject(data)) return data;
  const keys = new Set([...Object.keys(shape), ...Object.keys(data)]);
  return Object.fromEntries([...keys].map((k) => [k, nullFilled(shape[k], data[k])]));
}

/**
 * Every field of an object type, nested objects included: what a client asking for everything would select. Aliased
 * by type (GraphQL refuses one response name with two nullabilities across union members, `card: String` here and
 * `card: String!` there), as such a client would.
 */
export function selectAll(type: GraphQLObjectType, path: readonly string[] = []): string {
  const on = [...path, type.name];
  return Object.values(type.getFields())
    .filter((f) => !cutOff(getNamedType(f.type).name, on))
    .map((f) => {
      const named = getNamedType(f.type);
      const alias = `${type.name}_${f.name}: ${f.name}`;
      return isObjectType(named) ? `${alias} { ${selectAll(named, on)} }` : alias;
    })
    .join(' ');
}

/** A type that refers back to itself (an attack's parent, an innate spell's card) is selected two levels deep. */
export const cutOff = (typeName: string, path: readonly string[]): boolean => path.filter((n) => n === typeName).length >= 2;

/**
 * Every field of every payload member one ruleset's log may hold (its models, and UntypedEventData), as fragments: what a
 * client of that ruleset selects. All members of every ruleset at once would exceed the service's 64 KiB body limit.
 */
export function payloadFragments(schema: GraphQLSchema, ruleset: string): string {
  const names = [...new Set([...(eventModelsByRuleset().get(ruleset)?.values() ?? [])].map((m) => m.name)), 'UntypedEventData'];
  return names
    .map((name) => {
      const type = schema.getType(name);
      if (!isObjectType(type)) throw new Error(`${name} is no object type`);
      return `... on ${name} { ${selectAll(type)} }`;
    })
    .join('\n');
}

/** The log of `id` as `token` sees it, checked typed-as-REST; the payload type names go into `seen`. */
export async function typedAsRest(t: TestApp, ruleset: string, id: string, token: string, seen: Set<string>): Promise<Logged[]> {
  const fragments = payloadFragments(buildSchema(graphqlSchema(t.app)), ruleset);
  const query = `query($id: ID!) { encounterEvents(id: $id, limit: 500) { events { type version payload { __typename ${fragments} } } } }`;
  const r = await gql(t, token, query, { id });
  expect(r.errors).toBeUndefined();
  const rest = (await t.http.get(`/v1/encounters/${id}/events?limit=500`).set(...bearer(token)).expect(200)).body.events as { type: string; version: number; data: Record<string, unknown> }[];
  const logged = (r.data?.encounterEvents as { events: Logged[] }).events;
  expect(logged.map((e) => e.type)).toEqual(rest.map((e) => e.type));
  const models = eventModelsByRuleset().get(ruleset);
  return logged.map((e, i) => {
    seen.add(e.payload.__typename);
    expect(e.payload.__typename).toBe(models?.get(e.type)?.name ?? 'UntypedEventData');
    if (e.payload.__typename === 'UntypedEventData') return e;
    const { __typename, ...fields } = unalias(e.payload) as Record<string, unknown>;
    expect(Object.keys(fields).sort()).toEqual(expect.arrayContaining(Object.keys(rest[i].data).sort()));
    expect(fields).toEqual(nullFilled(fields, rest[i].data));
    return { ...e, payload: { __typename, ...fields } as Logged['payload'] };
  });
}

/** `data` cut down to the fields `shape` selected (GraphQL may expose fewer fields than REST), absent ones as null. */
function projected(shape: unknown, raw: unknown): unknown {
  if (raw === undefined) return null;
  const data = entriesWhereListed(shape, raw);
  if (Array.isArray(shape) && Array.isArray(data)) return data.map((d, i) => projected(shape[i] ?? shape[0], d));
  if (!isObject(shape) || !isObject(data)) return data;
  return Object.fromEntries(Object.keys(shape).map((k) => [k, projected(shape[k], data[k])]));
}

/** The state of `id` as `token` sees it, every field of the GraphQL `stateType` selected: each is the REST state’s. */
export async function typedStateAsRest(t: TestApp, stateType: string, id: string, token: string): Promise<Record<string, unknown>> {
  const schema = buildSchema(graphqlSchema(t.app));
  const type = schema.getType(stateType);
  if (!isObjectType(type)) throw new Error(`${stateType} is no object type`);
  const r = await gql(t, token, `query($id: ID!) { encounter(id: $id) { state { ... on ${stateType} { ${selectAll(type)} } } } }`, { id });
  expect(r.errors).toBeUndefined();
  const state = unalias((r.data?.encounter as { state: unknown }).state) as Record<string, unknown>;
  const rest = (await t.http.get(`/v1/encounters/${id}`).set(...bearer(token)).expect(200)).body.state as Record<string, unknown>;
  expect(state).toEqual(projected(state, rest));
  await restConforms(t, stateType, rest);
  return state;
}

interface RestTableModel {
  readonly def: { readonly name: string; readonly station: string; readonly wounds: number };
  readonly seat: string;
  readonly wounds: number;
  readonly conditions: Record<string, number | null>;
  readonly status: string;
  readonly activations: number;
  readonly reactivatedThisTurn: boolean;
  readonly summonedTurn: number | null;
  readonly avatar?: string | null;
}
interface RestTable {
  readonly order: readonly string[];
  readonly models: Record<string, RestTableModel>;
  readonly [field: string]: unknown;
}

/**
 * The Malifaux 2E table of `id` as `token` sees it, every field of the GraphQL Table selected: GraphQL serves the REST
 * table's maps as lists (models in hiring order with their card, Conditions by name), every other field as REST does.
 * Each card must be the REST `def` field for field (none missing, none invented).
 */
export async function typedTableAsRest(t: TestApp, id: string, token: string): Promise<Record<string, unknown>> {
  const type = buildSchema(graphqlSchema(t.app)).getType('Table');
  if (!isObjectType(type)) throw new Error('Table is no object type');
  const r = await gql(t, token, `query($id: ID!) { encounter(id: $id) { state { ... on Malifaux2eState { table { ${selectAll(type)} } } } } }`, { id });
  expect(r.errors).toBeUndefined();
  const table = unalias((r.data?.encounter as { state: { table: unknown } }).state.table) as Record<string, unknown>;
  const rest = (await t.http.get(`/v1/encounters/${id}`).set(...bearer(token)).expect(200)).body.state.table as RestTable;
  await restConforms(t, 'Malifaux2eTableState', rest);
  const { order, models, ...fields } = rest;
  const expected = {
    ...fields,
    models: order.map((mid) => {
      const m = models[mid];
      const conditions = Object.entries(m.conditions).map(([name, value]) => ({ name, value }));
      return { id: mid, name: m.def.name, seat: m.seat, station: m.def.station, wounds: m.wounds, maxWounds: m.def.wounds, status: m.status, activations: m.activations, reactivatedThisTurn: m.reactivatedThisTurn, conditions, summonedTurn: m.summonedTurn, avatar: m.avatar ?? null, card: m.def };
    }),
  };
  expect(table).toEqual(nullFilled(table, expected));
  return table;
}

/** One field of the state (`standard`, say) with every GraphQL field selected: each is the REST state's (as typedStateAsRest). */
export async function typedStateFieldAsRest(t: TestApp, stateType: string, field: string, id: string, token: string): Promise<unknown> {
  const schema = buildSchema(graphqlSchema(t.app));
  const state = schema.getType(stateType);
  if (!isObjectType(state)) throw new Error(`${stateType} is no object type`);
  const type = getNamedType(state.getFields()[field].type);
  const selection = isObjectType(type) ? `{ ${selectAll(type)} }` : '';
  const r = await gql(t, token, `query($id: ID!) { encounter(id: $id) { state { ... on ${stateType} { ${field} ${selection} } } } }`, { id });
  expect(r.errors).toBeUndefined();
  const value = unalias((r.data?.encounter as { state: Record<string, unknown> }).state[field]);
  const rest = (await t.http.get(`/v1/encounters/${id}`).set(...bearer(token)).expect(200)).body.state[field] as unknown;
  expect(value).toEqual(projected(value, rest));
  return value;
}
