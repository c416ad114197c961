// Does a value fit a GraphQL output type? The checks a server makes when it serialises the value (non-null fields
// present, lists, enum values, Int / Float / String / Boolean), plus no member the type lacks: what the model of an
// event promises a generated client, checked against data the rules produced.
import { isEnumType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLNonNull, type GraphQLObjectType, type GraphQLOutputType } from 'graphql';

const SCALARS: Readonly<Record<string, (v: unknown) => boolean>> = {
  Int: (v) => Number.isInteger(v),
  Float: (v) => typeof v === 'number' && Number.isFinite(v),
  String: (v) => typeof v === 'string',
  Boolean: (v) => typeof v === 'boolean',
  JSON: () => true,
};

/**
 * A map's entry type (common/contract/map-entries.ts): an object of two fields, the first a `String!` key. A field of a
 * list of such entries holds a map in the data (`{ [key]: value }`) that the field's middleware serves as its entries.
 */
function isMapEntry(type: GraphQLOutputType): type is GraphQLNonNull<GraphQLObjectType> {
  if (!isNonNullType(type) || !isObjectType(type.ofType)) return false;
  const fields = Object.values(type.ofType.getFields());
  return fields.length === 2 && fields[0].type.toString() === 'String!';
}

const entries = (type: GraphQLNonNull<GraphQLObjectType>, map: Record<string, unknown>): Record<string, unknown>[] => {
  const [keyName, valueName] = Object.keys(type.ofType.getFields());
  return Object.entries(map).map(([key, value]) => ({ [keyName]: key, [valueName]: value }));
};

function fits(type: GraphQLOutputType, value: unknown, path: string): string[] {
  if (isNonNullType(type)) return value === null || value === undefined ? [`${path}: null for ${type.toString()}`] : fits(type.ofType, value, path);
  if (value === null || value === undefined) return [];
  if (isListType(type) && isMapEntry(type.ofType) && typeof value === 'object' && !Array.isArray(value)) return fits(type, entries(type.ofType, value as Record<string, unknown>), path);
  if (isListType(type)) return Array.isArray(value) ? value.flatMap((x, i) => fits(type.ofType, x, `${path}[${i}]`)) : [`${path}: not a list`];
  if (isObjectType(type)) return typeof value === 'object' && !Array.isArray(value) ? conformance(type, value as Record<string, unknown>, path) : [`${path}: not an object`];
  if (isEnumType(type)) return type.getValue(String(value)) ? [] : [`${path}: ${String(value)} is no ${type.name}`];
  if (isScalarType(type)) return (SCALARS[type.name] ?? (() => false))(value) ? [] : [`${path}: ${JSON.stringify(value)} is no ${type.name}`];
  return [`${path}: ${type.toString()} is not checked here`];
}

/** What keeps `data` from fitting `type`: one line per problem, empty when it fits. */
export function conformance(type: GraphQLObjectType, data: Record<string, unknown>, path = type.name): string[] {
  const fields = type.getFields();
  const extra = Object.keys(data).filter((k) => !(k in fields)).map((k) => `${path}.${k}: not a field of ${type.name}`);
  return [...extra, ...Object.values(fields).flatMap((f) => fits(f.type, data[f.name], `${path}.${f.name}`))];
}
