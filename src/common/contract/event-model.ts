// Typed event data for both contracts from one small description per event (issue 12): each description becomes a class
// that is a GraphQL object type and an OpenAPI component under the same name. A ruleset lists its descriptions in its
// registration (`Ruleset.eventModels`); the application layer unions whatever the rulesets registered and falls back
// to UntypedEventData (the data as JSON) for any other event. The data shown is always the redacted data of the
// caller's view: a field the redaction hides is declared nullable (or optional) here, never filled in.
import type { Type } from '@nestjs/common';
import { Field, Float, Int, ObjectType, type GqlTypeReference } from '@nestjs/graphql';
import { ApiExtraModels, ApiProperty, getSchemaPath, type ApiPropertyOptions } from '@nestjs/swagger';
import { JSONScalar } from '../json.scalar';
import { mapEntries } from './map-entries';
import { AbilityKeyword, ActionCategory, ApiEnumProperty, DuelRoleName, DuelStage, DuelStat, Faction, Manifestation, RangeKind, ResistStat, Seat, Station, Suit, TriggerTiming, type SharedEnumName } from './shared-enums';

type Scalar = 'string' | 'int' | 'float' | 'boolean' | 'json';
const ENUMS = { Seat, DuelStage, DuelRole: DuelRoleName, Suit, Station, TriggerTiming, Faction, AbilityKeyword, RangeKind, DuelStat, ResistStat, Manifestation, ActionCategory } as const satisfies Partial<Record<SharedEnumName, object>>;
type EnumKind = keyof typeof ENUMS;

export interface FieldSpec {
  /** A scalar, a shared enum, or another described object (`() => Model`). */
  readonly kind: Scalar | EnumKind | (() => Type<unknown>);
  readonly list?: boolean;
  /**
   * An object keyed by ids (models, `caster:spell`) whose values are `kind` (a list of `kind` with `list`): OpenAPI types
   * its values (additionalProperties); GraphQL, which has no map type, serves its entries `[{ key, value }]` in the
   * map's order (common/contract/map-entries.ts).
   */
  readonly map?: boolean;
  /** A list whose items (or a map whose scalar values) may be null (a card a flip could not turn: an exhausted deck). */
  readonly nullableItems?: boolean;
  /** May be null (for example a field the redaction withholds). */
  readonly nullable?: boolean;
  /** May be absent (for example a count only the redacted form carries). */
  readonly optional?: boolean;
  readonly description?: string;
  /** A `json` value's OpenAPI schema, where OpenAPI can say what no GraphQL type holds (a number or "C"). */
  readonly openApi?: Readonly<Record<string, unknown>>;
}
export type ModelSpec = Readonly<Record<string, FieldSpec | Scalar | EnumKind | (() => Type<unknown>)>>;

/** One registered event type: its `type` and the class of its data. */
export interface EventModel {
  readonly type: string;
  readonly data: Type<unknown>;
}

const built = new Map<string, Type<unknown>>();
/** The field names of each built model: a name built again must describe the same fields (not silently another shape). */
const fieldsOf = new Map<Type<unknown>, readonly string[]>();

/** The fields a built model declares (empty for a class not built here). */
export const modelFields = (cls: Type<unknown>): readonly string[] => fieldsOf.get(cls) ?? [];

const gqlType = (kind: FieldSpec['kind']): (() => GqlTypeReference) => {
  if (typeof kind === 'function') return kind;
  switch (kind) {
    case 'string':
      return () => String;
    case 'int':
      return () => Int;
    case 'float':
      return () => Float;
    case 'boolean':
      return () => Boolean;
    case 'json':
      return () => JSONScalar;
    default:
      return () => ENUMS[kind];
  }
};

const SCALAR_SCHEMAS: Readonly<Record<Exclude<Scalar, 'json'>, { readonly type: string }>> = { string: { type: 'string' }, int: { type: 'integer' }, float: { type: 'number' }, boolean: { type: 'boolean' } };

function apiProperty(f: FieldSpec): PropertyDecorator {
  const common: ApiPropertyOptions = {
    ...(f.description === undefined ? {} : { description: f.description }),
    ...(f.nullable ? { nullable: true } : {}),
    required: !f.optional,
    ...(f.list ? { isArray: true } : {}),
  };
  const kind = f.kind;
  if (f.openApi) return ApiProperty({ ...common, ...f.openApi } as ApiPropertyOptions);
  if (f.map) {
    const { isArray: _isArray, ...rest } = common;
    void _isArray;
    const scalar = typeof kind === 'function' ? { $ref: getSchemaPath(kind()) } : kind in SCALAR_SCHEMAS ? SCALAR_SCHEMAS[kind as Exclude<Scalar, 'json'>] : kind === 'json' ? {} : { $ref: getSchemaPath(kind) };
    // A map's values may be null (a Condition without a value): nullableItems says so for them.
    const value = f.nullableItems && !('$ref' in scalar) ? { ...scalar, nullable: true } : scalar;
    return ApiProperty({ ...rest, type: 'object', additionalProperties: f.list ? { type: 'array', items: value } : value } as ApiPropertyOptions);
  }
  if (f.list && f.nullableItems && typeof kind === 'string' && kind in SCALAR_SCHEMAS) {
    const { isArray: _isArray, ...rest } = common;
    void _isArray;
    return ApiProperty({ ...rest, type: 'array', items: { ...SCALAR_SCHEMAS[kind as Exclude<Scalar, 'json'>], nullable: true } } as ApiPropertyOptions);
  }
  // @nestjs/swagger takes the class itself (a thunk would be read as an anonymous class): models are built in order.
  if (typeof kind === 'function') return ApiProperty({ ...common, type: kind() } as ApiPropertyOptions);
  switch (kind) {
    case 'string':
      return ApiProperty({ ...common, type: 'string' } as ApiPropertyOptions);
    case 'int':
      return ApiProperty({ ...common, type: 'integer' } as ApiPropertyOptions);
    case 'float':
      return ApiProperty({ ...common, type: 'number' } as ApiPropertyOptions);
    case 'boolean':
      return ApiProperty({ ...common, type: 'boolean' } as ApiPropertyOptions);
    case 'json':
      return ApiProperty({ ...common, type: 'object', additionalProperties: true } as ApiPropertyOptions);
    default:
      return ApiEnumProperty(kind, common);
  }
}

/** GraphQL's name of a field kind's type (`Int`, `Seat`, a model's name). */
const typeName = (kind: FieldSpec['kind']): string => {
  if (typeof kind === 'function') return kind().name;
  const scalar: Partial<Record<string, string>> = { string: 'String', int: 'Int', float: 'Float', boolean: 'Boolean', json: 'JSON' };
  return scalar[kind] ?? kind;
};

/**
 * The GraphQL entry of a map field, one per value type (`IntEntry`, `StringListEntry`, `NullableIntEntry`,
 * `Malifaux1eResistEntry`): `{ key, value }`, the key a map key (an id), the value as the map holds it.
 */
function entryModel(f: FieldSpec): Type<unknown> {
  const name = `${f.nullableItems ? 'Nullable' : ''}${typeName(f.kind)}${f.list ? 'List' : ''}Entry`;
  const value: FieldSpec = { kind: f.kind, ...(f.list ? { list: true } : {}), ...(f.nullableItems ? { nullable: true } : {}) };
  return model(name, `One entry of a map keyed by ids (GraphQL has no map type; REST serves the map itself)`, { key: 'string', value });
}

/** A field's GraphQL type: a map as the list of its entries (the middleware turns the map the state holds into them). */
function graphqlField(f: FieldSpec): PropertyDecorator {
  const description = f.description === undefined ? {} : { description: f.description };
  if (f.map) {
    const entry = entryModel(f);
    return Field(() => [entry], { nullable: f.nullable || f.optional, ...description, middleware: [mapEntries('key', 'value')] });
  }
  const type = gqlType(f.kind);
  const nullable = f.list && f.nullableItems ? (f.nullable || f.optional ? 'itemsAndList' : 'items') : f.nullable || f.optional;
  return Field(f.list ? () => [type()] : type, { nullable, ...description });
}

/** How a model is served: `rest` only (an OpenAPI component whose GraphQL counterpart is another, hand-written type). */
export interface ModelOptions {
  readonly rest?: boolean;
}

/**
 * The class described by `spec`, a GraphQL object type and an OpenAPI component both named `name` (built once); with
 * `rest`, only the OpenAPI component (no GraphQL type appears, not even unreachable, for a REST-only shape).
 */
export function model(name: string, description: string, spec: ModelSpec, options: ModelOptions = {}): Type<unknown> {
  const existing = built.get(name);
  if (existing) {
    // One GraphQL / OpenAPI name is one shape: another ruleset's different shape needs its own name (eventModel's `name`).
    if (modelFields(existing).join() !== Object.keys(spec).join()) throw new Error(`model ${name} is already built with other fields`);
    return existing;
  }
  const cls = { [name]: class {} }[name];
  for (const [prop, raw] of Object.entries(spec)) {
    const f: FieldSpec = typeof raw === 'object' ? raw : { kind: raw };
    if (f.map && typeof f.kind === 'function') ApiExtraModels(f.kind())(cls);
    if (!options.rest) graphqlField(f)(cls.prototype, prop);
    // @nestjs/swagger reads a property's design type when its options give no `type` (oneOf): a built class has none.
    if (f.openApi) Reflect.defineMetadata('design:type', Object, cls.prototype, prop);
    apiProperty(f)(cls.prototype, prop);
  }
  if (!options.rest) ObjectType(name, { description })(cls);
  built.set(name, cls);
  fieldsOf.set(cls, Object.keys(spec));
  return cls;
}

/**
 * An event type's data model, named `<Type>Data` unless `name` says otherwise: a ruleset whose event of a type another
 * ruleset also appends has another shape names its model apart (Malifaux 1E's DuelStarted is not 2E's).
 */
export const eventModel = (type: string, description: string, spec: ModelSpec, name = `${type}Data`): EventModel => ({ type, data: model(name, description, spec) });

/** Shorthands for field specs; each takes a kind or a spec already made (`nullable(list('string'))`). */
type Extra = Omit<FieldSpec, 'kind'>;
const spec = (of: FieldSpec | FieldSpec['kind']): FieldSpec => (typeof of === 'object' ? of : { kind: of });
export const list = (of: FieldSpec | FieldSpec['kind'], extra: Extra = {}): FieldSpec => ({ ...spec(of), list: true, ...extra });
export const nullable = (of: FieldSpec | FieldSpec['kind'], extra: Extra = {}): FieldSpec => ({ ...spec(of), nullable: true, ...extra });
export const map = (of: FieldSpec | FieldSpec['kind'], extra: Extra = {}): FieldSpec => ({ ...spec(of), map: true, ...extra });
export const optional = (of: FieldSpec | FieldSpec['kind'], extra: Extra = {}): FieldSpec => ({ ...spec(of), optional: true, ...extra });

/** The event types of an exhaustive record keyed by type (a ruleset's models, or a list `{ Type: true }`). */
export const eventTypesOf = <T extends string>(all: Readonly<Record<T, unknown>>): readonly T[] => Object.keys(all) as T[];
