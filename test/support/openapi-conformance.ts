// A REST body checked against the served OpenAPI document (issue 12): every property the body carries is declared,
// every required one is present, types, enums and nullability hold, maps' values and lists' items conform. The
// subset of OpenAPI 3.0 the service emits ($ref, allOf / oneOf / anyOf, nullable, additionalProperties) is covered;
// a schema keyword it does not know is a failure, so that a new construct is not silently passed over.

export interface OpenApiDocument {
  readonly components: { readonly schemas: Readonly<Record<string, Schema>> };
}
interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly nullable?: boolean;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | Schema;
  readonly items?: Schema;
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
}

const KNOWN = new Set(['$ref', 'type', 'enum', 'nullable', 'properties', 'required', 'additionalProperties', 'items', 'allOf', 'oneOf', 'anyOf', 'description', 'format', 'example', 'minimum', 'maximum', 'minItems', 'maxItems', 'minLength', 'maxLength', 'pattern', 'discriminator', 'title', 'default', 'readOnly', 'deprecated']);

/** The problems of `value` against `schema`, each with its path (empty: it conforms). */
export function nonConformities(doc: OpenApiDocument, schema: Schema, value: unknown, path = '$'): string[] {
  const unknown = Object.keys(schema).filter((k) => !KNOWN.has(k));
  if (unknown.length > 0) return [`${path}: schema keyword(s) ${unknown.join(', ')} not checked`];
  if (schema.$ref !== undefined) {
    const target = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    return target ? nonConformities(doc, target, value, path) : [`${path}: unresolved ${schema.$ref}`];
  }
  if (value === null) return schema.nullable ? [] : [`${path}: null where the schema is not nullable`];
  const problems: string[] = [];
  for (const part of schema.allOf ?? []) problems.push(...nonConformities(doc, part, value, path));
  for (const choices of [schema.oneOf, schema.anyOf]) {
    if (choices && !choices.some((c) => nonConformities(doc, c, value, path).length === 0)) problems.push(`${path}: matches none of ${choices.length} alternatives`);
  }
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${path}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);
  switch (schema.type) {
    case undefined:
      break;
    case 'integer':
      if (!Number.isInteger(value)) problems.push(`${path}: ${JSON.stringify(value)} is not an integer`);
      break;
    case 'number':
    case 'string':
    case 'boolean':
      if (typeof value !== schema.type) problems.push(`${path}: ${JSON.stringify(value)} is not a ${schema.type}`);
      break;
    case 'array':
      if (!Array.isArray(value)) return [...problems, `${path}: not an array`];
      if (schema.items) value.forEach((v, i) => problems.push(...nonConformities(doc, schema.items as Schema, v, `${path}[${i}]`)));
      break;
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return [...problems, `${path}: not an object`];
      const record = value as Record<string, unknown>;
      const properties = schema.properties ?? {};
      for (const key of schema.required ?? []) if (!(key in record)) problems.push(`${path}.${key}: required, absent`);
      for (const [key, v] of Object.entries(record)) {
        if (v === undefined) continue;
        if (key in properties) problems.push(...nonConformities(doc, properties[key], v, `${path}.${key}`));
        else if (typeof schema.additionalProperties === 'object') problems.push(...nonConformities(doc, schema.additionalProperties, v, `${path}.${key}`));
        // Without `properties` the object is free-form, or declared by its allOf parts (each checked strictly above).
        else if (schema.additionalProperties !== true && schema.properties !== undefined) problems.push(`${path}.${key}: not declared`);
      }
      break;
    }
    default:
      problems.push(`${path}: type ${schema.type} not checked`);
  }
  return problems;
}

/** `value` against the component `name`. */
export const conformsTo = (doc: OpenApiDocument, name: string, value: unknown): string[] => nonConformities(doc, { $ref: `#/components/schemas/${name}` }, value);
