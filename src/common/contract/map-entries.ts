// GraphQL has no map type: a field the server holds as a map (`{ [key]: value }`) is served in GraphQL as a list of
// entries, each `{ <keyName>, <valueName> }`, in the map's own order. REST serves the map itself, which OpenAPI types
// exactly (`additionalProperties`); only the GraphQL side goes through this middleware.
import type { FieldMiddleware } from '@nestjs/graphql';

const entries = (map: unknown, keyName: string, valueName: string): unknown => {
  if (Array.isArray(map)) return map.map((m) => entries(m, keyName, valueName));
  if (map === null || map === undefined || typeof map !== 'object') return map;
  return Object.entries(map).map(([key, value]) => ({ [keyName]: key, [valueName]: value as unknown }));
};

/** A field middleware turning the map the resolver returns (or each of a list of maps) into its entries (null stays null). */
export const mapEntries =
  (keyName: string, valueName: string): FieldMiddleware =>
  async (_ctx, next) =>
    entries(await next(), keyName, valueName);
