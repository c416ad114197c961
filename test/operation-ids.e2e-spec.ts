// One name per operation in both contracts (issue 12): every OpenAPI operationId is the GraphQL field of the same
// operation (`drawCards` both sides). The pairing is checked, not trusted: twins take the same input type, the same
// path parameters and the same query parameters, and every GraphQL root field has its REST twin.
import { buildSchema, getNamedType, isInputObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { GRAPHQL_ONLY, OPERATION_IDS, REST_ONLY } from '../src/common/openapi/operation-ids';
import { graphqlSchema } from '../src/contracts';
import { startTestApp, type TestApp } from './support/test-app';

interface Operation {
  readonly key: string;
  readonly operationId: string;
  readonly parameters: readonly { readonly name: string; readonly in: string }[];
  readonly bodyType: string | null;
}

type Field = GraphQLField<unknown, unknown>;

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      const op = raw as { operationId?: string; parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> } };
      if (typeof op !== 'object' || op === null || !('responses' in op)) continue;
      const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
      out.push({ key: `${method.toUpperCase()} ${path}`, operationId: op.operationId ?? '', parameters: op.parameters ?? [], bodyType: ref ? ref.split('/').pop() ?? null : null });
    }
  }
  return out;
}

describe('operationIds are the GraphQL field names', () => {
  let t: TestApp;
  let ops: Operation[];
  let schema: GraphQLSchema;
  let roots: Record<string, Field>;
  beforeAll(async () => {
    t = await startTestApp();
    ops = operationsOf((await t.http.get('/v1/openapi.json').expect(200)).body);
    schema = buildSchema(graphqlSchema(t.app));
    roots = { ...schema.getQueryType()?.getFields(), ...schema.getMutationType()?.getFields() };
  });
  afterAll(async () => t.close());

  it('names every route in the table with a unique camelCase id (no Controller_method), and the table has no stale entry', () => {
    for (const op of ops) {
      expect({ route: op.key, named: OPERATION_IDS[op.key] }).toEqual({ route: op.key, named: op.operationId });
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(ops.length);
    expect(Object.keys(OPERATION_IDS).sort()).toEqual(ops.map((o) => o.key).sort());
  });

  it('gives drawCards the same name on both sides (the example of the issue)', () => {
    expect(ops.find((o) => o.key === 'POST /v1/encounters/{id}/decks/{seat}/draw')?.operationId).toBe('drawCards');
    expect(roots.drawCards).toBeDefined();
  });

  it('every route with a GraphQL twin is named after a Query or Mutation field, and every such field has its route', () => {
    const restNames = new Set(ops.map((o) => o.operationId));
    const missingTwin = ops.filter((o) => !REST_ONLY.includes(o.operationId) && roots[o.operationId] === undefined).map((o) => `${o.key} -> ${o.operationId}`);
    expect(missingTwin).toEqual([]);
    const noRoute = Object.keys(roots).filter((name) => !restNames.has(name) && !GRAPHQL_ONLY.includes(name));
    expect(noRoute).toEqual([]);
    for (const name of REST_ONLY) expect(roots[name]).toBeUndefined();
    const subscriptions = Object.keys(schema.getSubscriptionType()?.getFields() ?? {});
    expect(subscriptions.every((s) => GRAPHQL_ONLY.includes(s))).toBe(true);
  });

  it('each pair of twins takes the same input type, path parameters and query parameters', () => {
    const mismatches: string[] = [];
    for (const op of ops) {
      const field = roots[op.operationId];
      if (!field) continue;
      const args = new Map(field.args.map((a) => [a.name, getNamedType(a.type)]));
      const inputFields = [...args.values()].flatMap((type) => (isInputObjectType(type) ? Object.keys(type.getFields()) : []));
      if (op.bodyType !== null && ![...args.values()].some((type) => type.name === op.bodyType)) {
        mismatches.push(`${op.key}: body ${op.bodyType}, GraphQL ${op.operationId}(${[...args.entries()].map(([n, ty]) => `${n}: ${ty.name}`).join(', ')})`);
      }
      for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
        if (!args.has(p.name) && !inputFields.includes(p.name)) mismatches.push(`${op.key}: ${p.in} parameter ${p.name} is no argument of ${op.operationId}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
