// Issue 12 for Malifaux 1E: contracts a generated client can trust. Every 1E event type has a typed model (the
// record in src/rulesets/malifaux-1e-events.ts does not compile without one; this checks the registration), each has a
// discriminated OpenAPI schema, the GraphQL union holds the models, LoggedEvent.type is the EncounterEventType enum of
// every ruleset's types, and no 1E state field is a JSON scalar but the id-keyed maps and the hidden-or-listed schemes.
// The games themselves are read typed-as-REST in test/malifaux-1e.e2e-spec.ts and test/malifaux-1e-encounter.e2e-spec.ts.
import { buildSchema, getNamedType, isEnumType, isObjectType, isUnionType, type GraphQLNamedType, type GraphQLObjectType } from 'graphql';
import { graphqlSchema } from '../src/contracts';
import { eventModelsByRuleset, eventModelsByType, resolveEventDataType, tagEventData, UntypedEventDataModel } from '../src/encounters/models/event-data.union';
import { encounterEventTypes } from '../src/encounters/models/event-type.enum';
import { MAGE_WARS_EVENT_MODELS } from '../src/rulesets/mage-wars-events';
import { MALIFAUX_1E_EVENT_MODELS, MALIFAUX_1E_EVENT_TYPES } from '../src/rulesets/malifaux-1e-events';
import { MALIFAUX_2E_EVENT_MODELS } from '../src/rulesets/malifaux-2e-events';
import { RULESETS } from '../src/rulesets/rulesets';
import { startTestApp, type TestApp } from './support/test-app';

type Schema = { type?: string; enum?: string[]; $ref?: string; anyOf?: { $ref?: string }[]; allOf?: Schema[]; properties?: Record<string, Schema>; additionalProperties?: boolean | Schema; items?: Schema };

/** The GraphQL fields under `root` (nested object types included) whose type is the JSON scalar. */
function jsonFields(root: GraphQLNamedType, seen = new Set<string>()): string[] {
  if (!isObjectType(root) || seen.has(root.name)) return [];
  seen.add(root.name);
  return Object.values(root.getFields()).flatMap((f) => {
    const named = getNamedType(f.type);
    return named.name === 'JSON' ? [`${root.name}.${f.name}`] : jsonFields(named, seen);
  });
}

describe('malifaux-1e contracts (issue 12)', () => {
  let t: TestApp;
  let doc: { components: { schemas: Record<string, Schema> } };
  beforeAll(async () => {
    t = await startTestApp();
    doc = (await t.http.get('/v1/openapi.json').expect(200)).body;
  });
  afterAll(async () => t.close());

  it('every 1E event type is registered with a model, and listed in the ruleset’s event types', () => {
    const models = eventModelsByRuleset().get('malifaux-1e');
    expect(RULESETS['malifaux-1e'].eventTypes).toEqual(MALIFAUX_1E_EVENT_TYPES);
    const untyped = MALIFAUX_1E_EVENT_TYPES.filter((type) => !models?.has(type));
    expect(untyped).toEqual([]);
    for (const [type, m] of Object.entries(MALIFAUX_1E_EVENT_MODELS)) expect(models?.get(type)).toBe(m.data);
    expect(MALIFAUX_1E_EVENT_TYPES.length).toBeGreaterThan(100);
  });

  it('a type both editions append has each edition’s shape; the shared deck events are 2E’s one model', () => {
    expect(MALIFAUX_1E_EVENT_MODELS.DuelStarted.data.name).toBe('Malifaux1eDuelStartedData');
    expect(eventModelsByType().get('DuelStarted')).toEqual([MALIFAUX_2E_EVENT_MODELS.DuelStarted?.data, MALIFAUX_1E_EVENT_MODELS.DuelStarted.data]);
    expect(MALIFAUX_1E_EVENT_MODELS.CardsDrawn).toBe(MALIFAUX_2E_EVENT_MODELS.CardsDrawn);
    // The member of the union is the event's own ruleset's model; without the ruleset, a shared type is ambiguous: untyped.
    expect(resolveEventDataType(tagEventData('DuelStarted', { duel: {} }, 'malifaux-1e'))).toBe(MALIFAUX_1E_EVENT_MODELS.DuelStarted.data);
    expect(resolveEventDataType(tagEventData('DuelStarted', { duel: {} }))).toBe(UntypedEventDataModel);
    expect(resolveEventDataType(tagEventData('DuelStarted', { duelId: 'd', kind: 'SIMPLE', sides: [] }, 'malifaux-2e'))).toBe(MALIFAUX_2E_EVENT_MODELS.DuelStarted?.data);
    expect(resolveEventDataType(tagEventData('EncounterCreated', {}, 'mage-wars'))).toBe(MAGE_WARS_EVENT_MODELS.EncounterCreated.data);
  });

  it('GraphQL: the union holds every 1E model; LoggedEvent.type is the EncounterEventType enum of every ruleset’s types', () => {
    const schema = buildSchema(graphqlSchema(t.app));
    const union = schema.getType('EncounterEventData');
    if (!isUnionType(union)) throw new Error('EncounterEventData is no union');
    const members = new Set(union.getTypes().map((m) => m.name));
    expect(Object.values(MALIFAUX_1E_EVENT_MODELS).map((m) => m.data.name).filter((n) => !members.has(n))).toEqual([]);
    const logged = schema.getType('LoggedEvent');
    if (!isObjectType(logged)) throw new Error('LoggedEvent is no object type');
    const type = getNamedType(logged.getFields().type.type);
    expect(type.name).toBe('EncounterEventType');
    if (!isEnumType(type)) throw new Error('EncounterEventType is no enum');
    const values = type.getValues().map((v) => v.value as string);
    expect(values).toEqual(encounterEventTypes());
    for (const r of Object.values(RULESETS)) expect((r.eventTypes ?? []).filter((x) => !values.includes(x))).toEqual([]);
    expect(values).toEqual(expect.arrayContaining(['SeatJoined', 'SpellDeclared1e', 'RuleDisputeSettled1e', 'DuelStarted', 'SpellCast', 'EncounterGenerated']));
  });

  it('OpenAPI: a discriminated schema per 1E event type; a type both editions append has data anyOf both shapes', () => {
    const s = doc.components.schemas;
    const mapping = (s.LoggedEvent as { discriminator?: { mapping: Record<string, string> } }).discriminator?.mapping ?? {};
    for (const [type, m] of Object.entries(MALIFAUX_1E_EVENT_MODELS)) {
      expect(mapping[type]).toBe(`#/components/schemas/${type}Event`);
      const event = s[`${type}Event`];
      expect(event.properties?.type.enum).toEqual([type]);
      const data = event.properties?.data;
      const refs = data?.$ref !== undefined ? [data.$ref] : (data?.anyOf ?? []).map((x) => x.$ref);
      expect(refs).toContain(`#/components/schemas/${m.data.name}`);
      expect(s[m.data.name]).toBeDefined();
    }
    expect(s.DuelStartedEvent.properties?.data.anyOf).toEqual([{ $ref: '#/components/schemas/DuelStartedData' }, { $ref: '#/components/schemas/Malifaux1eDuelStartedData' }]);
    expect(s.EncounterEventType.enum).toEqual(encounterEventTypes());
    // Withheld 1E data is optional, never a field a seat could read.
    expect(s.Malifaux1eEncounterCreatedData).toMatchObject({ properties: { seed: { type: 'string' } } });
    expect((s.Malifaux1eEncounterCreatedData as { required?: string[] }).required).not.toContain('seed');
    expect((s.Malifaux1eCrewSubmittedData as { required?: string[] }).required).toEqual(['seat']);
  });

  it('the 1E state has no JSON scalar in GraphQL but the hidden-or-listed schemes and a spell’s Rg (number or "C"); id-keyed maps are entry lists', () => {
    const schema = buildSchema(graphqlSchema(t.app));
    const state = schema.getType('Malifaux1eState');
    if (!state) throw new Error('no Malifaux1eState');
    expect(jsonFields(state).sort()).toEqual(['Malifaux1eEncounterSetup.schemes', 'Malifaux1eSpell.rg']);
    const field = (type: string, name: string): string => (schema.getType(type) as GraphQLObjectType).getFields()[name].type.toString();
    expect(field('Malifaux1eMagic', 'casts')).toBe('[IntEntry!]!');
    expect(field('Malifaux1eMorale', 'models')).toBe('[Malifaux1eMoraleModelEntry!]!');
    expect(field('Malifaux1eCasting', 'resists')).toBe('[Malifaux1eResistEntry!]!');
    const s = doc.components.schemas;
    expect(s.Malifaux1eMorale.properties?.models.additionalProperties).toEqual({ $ref: '#/components/schemas/Malifaux1eMoraleModel' });
    expect(s.Malifaux1eMagic.properties?.casts.additionalProperties).toEqual({ type: 'integer' });
    expect(s.Malifaux1eState.properties?.duel.allOf).toEqual([{ $ref: '#/components/schemas/Malifaux1eDuel' }]);
  });
});
