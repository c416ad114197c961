// Reading typed event payloads the way a generated client would (issue 12): every field of every member of the
// GraphQL union EncounterEventData selected, compared field for field with the REST `data` of the same events.
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';

/** A payload selected by selectAll with its `Type_field` aliases taken off, nested objects included. */
export function unalias(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unalias);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === '__typename' ? k : k.slice(k.indexOf('_') + 1), k === '__typename' ? v : unalias(v)]));
}

/**
 * `data` as GraphQL serves it for the selected `shape`: an absent optional field reads null, in nested objects too. The
 * keys are the union of both sides', so a field the model lacks (or invents) shows up as a difference.
 */
export function nullFilled(shape: unknown, data: unknown): unknown {
  if (data === undefined) return null;
  if (Array.isArray(shape) && Array.isArray(data)) return data.map((d, i) => nullFilled(shape[i], d));
  const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
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
