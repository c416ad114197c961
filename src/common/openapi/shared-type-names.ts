// One name per type in both contracts: a class that is a GraphQL type (@InputType / @ObjectType('Name')) gets the
// same name in OpenAPI's components, instead of its class name (`MageWarsCastInput`, not `CastInput`;
// `CommandResult`, not `CommandResultModel`). Done once here for every module, ruleset and future type.
import { TypeMetadataStorage } from '@nestjs/graphql';
import { DECORATORS } from '@nestjs/swagger';

/** Names the OpenAPI schemas after their GraphQL types; returns class name -> shared name for the ones renamed. */
export function shareGraphqlTypeNames(): ReadonlyMap<string, string> {
  const renamed = new Map<string, string>();
  const types = [...TypeMetadataStorage.getInputTypesMetadata(), ...TypeMetadataStorage.getObjectTypesMetadata()];
  for (const { name, target } of types) {
    if (name === target.name || Reflect.hasOwnMetadata(DECORATORS.API_SCHEMA, target)) continue;
    Reflect.defineMetadata(DECORATORS.API_SCHEMA, [{ name }], target);
    renamed.set(target.name, name);
  }
  return renamed;
}

const PREFIX = '#/components/schemas/';

/**
 * References written by hand with getSchemaPath() at decoration time (the state oneOf and its discriminator mapping)
 * still carry the class name: point them at the shared name.
 */
export function renameSchemaRefs(node: unknown, renamed: ReadonlyMap<string, string>): void {
  if (Array.isArray(node)) {
    node.forEach((child) => renameSchemaRefs(child, renamed));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && value.startsWith(PREFIX)) {
      const shared = renamed.get(value.slice(PREFIX.length));
      if (shared !== undefined) record[key] = PREFIX + shared;
    } else {
      renameSchemaRefs(value, renamed);
    }
  }
}

/**
 * A property that points at a shared enum comes out of @nestjs/swagger as `allOf: [$ref]` with no `type`, which
 * OpenAPI 3.0 linters refuse beside `nullable` (and a lone allOf without siblings): give it the enum's own type.
 */
export function typeEnumRefs(node: unknown, schemas: Readonly<Record<string, { type?: unknown; enum?: unknown }>>): void {
  if (Array.isArray(node)) {
    node.forEach((child) => typeEnumRefs(child, schemas));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  const allOf = record.allOf;
  if (Array.isArray(allOf) && allOf.length === 1 && record.type === undefined) {
    const ref = (allOf[0] as { $ref?: unknown }).$ref;
    const target = typeof ref === 'string' && ref.startsWith(PREFIX) ? schemas[ref.slice(PREFIX.length)] : undefined;
    if (target?.enum !== undefined && typeof target.type === 'string') record.type = target.type;
  }
  for (const value of Object.values(record)) typeEnumRefs(value, schemas);
}

/**
 * An inline enum with exactly the values of a shared vocabulary (a suit, a seat, a station written out again by a
 * DTO) becomes a reference to that vocabulary's one component; its description and nullability stay beside it.
 */
export function shareInlineEnums(doc: { components?: { schemas?: Record<string, unknown> } }, shared: Readonly<Record<string, { enum: readonly string[] }>>): void {
  const key = (values: readonly unknown[]): string => [...values].map(String).sort().join('\u0000');
  const byValues = new Map(Object.entries(shared).map(([name, s]) => [key(s.enum), name]));
  const visit = (node: unknown, skip: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((child) => visit(child, false));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const name = !skip && Array.isArray(record.enum) && record.type === 'string' ? byValues.get(key(record.enum)) : undefined;
    if (name !== undefined) {
      delete record.enum;
      const others = Object.keys(record).filter((k) => k !== 'type');
      if (others.length === 0) {
        delete record.type;
        record.$ref = PREFIX + name;
      } else {
        record.allOf = [{ $ref: PREFIX + name }];
      }
    }
    for (const value of Object.values(record)) visit(value, false);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) visit(schema, name in shared);
  visit((doc as { paths?: unknown }).paths, false);
}
