// A REST body checked against the served OpenAPI document (issue 12): every property the body carries is declared,
// every required one is present, types, enums and nullability hold, maps' values and lists' items conform, a oneOf
// matches exactly one member. The subset of OpenAPI 3.0 the service emits ($ref, allOf / oneOf / anyOf, nullable,
// additionalProperties) is covered.
export type OpenApiSchema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  additionalProperties?: boolean | OpenApiSchema;
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  discriminator?: { propertyName: string; mapping: Record<string, string> };
};
export type OpenApiDoc = { components: { schemas: Record<string, OpenApiSchema> } };

/** Whether `value` fits `schema` of the served OpenAPI document (the subset of JSON Schema it uses); why not in `problems`. */
export function fits(doc: OpenApiDoc, schema: OpenApiSchema, value: unknown, where: string, problems: string[]): void {
  if (value === null) {
    if (!schema.nullable) problems.push(`${where}: null, not nullable`);
    return;
  }
  if (schema.$ref) return fits(doc, doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')], value, where, problems);
  // `nullable` beside `allOf: [$ref]` (and its `type`): the reference says the rest.
  if (schema.allOf) return schema.allOf.forEach((s) => fits(doc, s, value, where, problems));
  if (schema.oneOf) {
    const matching = schema.oneOf.filter((s) => {
      const mine: string[] = [];
      fits(doc, s, value, where, mine);
      return mine.length === 0;
    });
    if (matching.length !== 1) problems.push(`${where}: fits ${matching.length} of the oneOf, ${JSON.stringify(value).slice(0, 200)}`);
    return;
  }
  // A type name several rulesets log: its data is anyOf their models (the encounter's ruleset tells which).
  if (schema.anyOf) {
    const fitsOne = schema.anyOf.some((s) => {
      const mine: string[] = [];
      fits(doc, s, value, where, mine);
      return mine.length === 0;
    });
    if (!fitsOne) problems.push(`${where}: fits none of the anyOf, ${JSON.stringify(value).slice(0, 200)}`);
    return;
  }
  if (schema.enum && !schema.enum.includes(value)) problems.push(`${where}: ${JSON.stringify(value)} not in ${schema.enum.join(', ')}`);
  const kind = Array.isArray(value) ? 'array' : typeof value;
  switch (schema.type) {
    case 'object': {
      if (kind !== 'object') return void problems.push(`${where}: an object expected`);
      const record = value as Record<string, unknown>;
      for (const k of schema.required ?? []) if (record[k] === undefined) problems.push(`${where}.${k}: required`);
      for (const [k, v] of Object.entries(record)) {
        if (v === undefined) continue;
        const property = schema.properties?.[k] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
        if (property) fits(doc, property, v, `${where}.${k}`, problems);
        else if (schema.additionalProperties !== true) problems.push(`${where}.${k}: not declared`);
      }
      return;
    }
    case 'array':
      if (kind !== 'array') return void problems.push(`${where}: an array expected`);
      (value as unknown[]).forEach((v, i) => schema.items && fits(doc, schema.items, v, `${where}[${i}]`, problems));
      return;
    case 'integer':
      if (!Number.isInteger(value)) problems.push(`${where}: an integer expected, got ${JSON.stringify(value)}`);
      return;
    case 'number':
    case 'string':
    case 'boolean':
      if (kind !== schema.type) problems.push(`${where}: a ${schema.type} expected, got ${JSON.stringify(value)}`);
      return;
    default:
      if (schema.type === undefined && !schema.allOf && !schema.$ref) problems.push(`${where}: a schema without a type`);
  }
}

/** Every schema reachable from `name`, and the ones that are free-form JSON (an object of anything). */
export function freeForm(doc: OpenApiDoc, name: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const visit = (s: OpenApiSchema | undefined, where: string): void => {
    if (!s) return;
    if (s.$ref) {
      const ref = s.$ref.replace('#/components/schemas/', '');
      if (seen.has(ref)) return;
      seen.add(ref);
      return visit(doc.components.schemas[ref], ref);
    }
    if (s.additionalProperties === true || (s.type === 'object' && !s.properties && !s.allOf && s.additionalProperties === undefined)) out.push(where);
    for (const [k, p] of Object.entries(s.properties ?? {})) visit(p, `${where}.${k}`);
    if (typeof s.additionalProperties === 'object') visit(s.additionalProperties, `${where}{}`);
    visit(s.items, `${where}[]`);
    for (const x of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) visit(x, where);
  };
  visit({ $ref: `#/components/schemas/${name}` }, name);
  return out;
}

/** The problems of `value` against the component `name` (empty: it conforms). */
export function conformsTo(doc: OpenApiDoc, name: string, value: unknown): string[] {
  const problems: string[] = [];
  fits(doc, { $ref: `#/components/schemas/${name}` }, value, name, problems);
  return problems;
}
