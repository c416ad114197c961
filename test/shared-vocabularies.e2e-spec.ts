// The vocabularies both contracts share, declared once (issue 12): each is one OpenAPI component and (unless its values
// are no GraphQL names, like card ids) one GraphQL enum of the same name and values; no inline copy is left anywhere.
import { buildSchema, isEnumType, getNamedType, type GraphQLSchema } from 'graphql';
import { sharedEnumSchemas } from '../src/common/contract/shared-enums';
import { graphqlSchema } from '../src/contracts';
import { startTestApp, type TestApp } from './support/test-app';

type Json = Record<string, unknown>;

describe('shared vocabularies', () => {
  let t: TestApp;
  let doc: { paths: Json; components: { schemas: Record<string, Json> } };
  let schema: GraphQLSchema;
  beforeAll(async () => {
    t = await startTestApp();
    doc = (await t.http.get('/v1/openapi.json').expect(200)).body;
    schema = buildSchema(graphqlSchema(t.app));
  });
  afterAll(async () => t.close());

  const shared = sharedEnumSchemas();

  it('each is one OpenAPI component with its own description', () => {
    for (const [name, s] of Object.entries(shared)) expect(doc.components.schemas[name]).toEqual(s);
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['Seat', 'Suit', 'Station', 'DuelStepName', 'DuelStage', 'DuelRole', 'CardId']));
  });

  it('no inline enum repeats a shared vocabulary, and every {seat} path parameter is a $ref to Seat', () => {
    const key = (v: readonly unknown[]): string => [...v].map(String).sort().join(',');
    const sharedKeys = new Map(Object.entries(shared).map(([n, s]) => [key(s.enum), n]));
    const copies: string[] = [];
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((c, i) => walk(c, `${where}/${i}`));
      if (typeof node !== 'object' || node === null) return;
      const rec = node as Json;
      if (Array.isArray(rec.enum) && sharedKeys.has(key(rec.enum)) && !Object.keys(shared).some((n) => where === `#/components/schemas/${n}`)) copies.push(`${where}: ${sharedKeys.get(key(rec.enum))}`);
      for (const [k, v] of Object.entries(rec)) walk(v, `${where}/${k}`);
    };
    walk(doc.components, '#/components');
    walk(doc.paths, '#/paths');
    expect(copies).toEqual([]);
    const seatParams = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Record<string, { parameters?: { name: string; in: string; schema: Json }[] }>).flatMap((op) => (op.parameters ?? []).filter((p) => p.in === 'path' && p.name === 'seat')),
    );
    expect(seatParams.length).toBeGreaterThan(5);
    for (const p of seatParams) expect(p.schema).toEqual({ $ref: '#/components/schemas/Seat' });
  });

  it('the GraphQL enums have the same names and values, and the outputs use them', () => {
    // GraphQL lists an enum once a field uses it (GraphQL inputs stay String but for GG3’s: Seat and Station there).
    for (const name of ['Seat', 'Suit', 'DuelStepName', 'DuelStage', 'DuelRole', 'TriggerTiming']) expect(isEnumType(schema.getType(name))).toBe(true);
    for (const [name, s] of Object.entries(shared)) {
      const type = schema.getType(name);
      if (name === 'CardId') {
        expect(type).toBeUndefined();
        continue;
      }
      if (type === undefined) continue;
      if (!isEnumType(type)) throw new Error(`${name} is no GraphQL enum`);
      expect(type.getValues().map((v) => v.name).sort()).toEqual([...s.enum].sort());
    }
    const fieldType = (typeName: string, field: string): string => {
      const t = schema.getType(typeName) as { getFields(): Record<string, { type: Parameters<typeof getNamedType>[0] }> };
      return getNamedType(t.getFields()[field]?.type)?.name ?? "";
    };
    expect(fieldType('DuelStep', 'step')).toBe('DuelStepName');
    expect(fieldType('DuelStep', 'seats')).toBe('Seat');
    expect(fieldType('Malifaux2eSeat', 'seat')).toBe('Seat');
    expect(fieldType('TurnStep', 'seats')).toBe('Seat');
    expect(fieldType('DuelTotal', 'suits')).toBe('Suit');
    expect(fieldType('JoinedSeat', 'seat')).toBe('Seat');
  });
});
