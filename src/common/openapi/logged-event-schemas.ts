// OpenAPI: LoggedEvent as a oneOf with a discriminator on `type`, one member per event type that a ruleset registered a
// model for (its `data` a $ref to the model), and UntypedEvent for every other type (its `data` free-form).
import type { Type } from '@nestjs/common';

const common = {
  version: { type: 'integer', description: 'Stream version of this event' },
  position: { type: 'string', description: 'Global position in the log' },
  redacted: { type: 'boolean', description: 'True when hidden parts were withheld from this caller' },
  recordedAt: { type: 'string', format: 'date-time' },
};
const required = ['version', 'position', 'type', 'data', 'redacted', 'recordedAt'];

const ref = (model: Type<unknown>): { $ref: string } => ({ $ref: `#/components/schemas/${model.name}` });
const dataSchema = (data: Type<unknown> | readonly Type<unknown>[]): object => {
  const all: readonly Type<unknown>[] = Array.isArray(data) ? data : [data as Type<unknown>];
  return all.length === 1 ? ref(all[0]) : { oneOf: all.map(ref) };
};

/** `models`: the data model of each event type, or its models when several rulesets log the type (its data a oneOf). */
export function loggedEventSchemas(models: ReadonlyMap<string, Type<unknown> | readonly Type<unknown>[]>): Record<string, object> {
  const types = [...models.keys()].sort();
  const out: Record<string, object> = {};
  const mapping: Record<string, string> = {};
  for (const type of types) {
    const name = `${type}Event`;
    mapping[type] = `#/components/schemas/${name}`;
    out[name] = {
      type: 'object',
      description: `A ${type} event as the caller may see it`,
      required,
      properties: { ...common, type: { type: 'string', enum: [type] }, data: dataSchema(models.get(type) ?? []) },
    };
  }
  out.UntypedEvent = {
    type: 'object',
    description: 'An event of a type with no typed model yet (another ruleset’s, or one not modelled yet), its data as JSON',
    required,
    properties: { ...common, type: { type: 'string', not: { enum: types } }, data: { type: 'object', additionalProperties: true } },
  };
  out.LoggedEvent = {
    description: 'An event of the log as the caller may see it, typed by `type`',
    oneOf: [...types.map((t) => ({ $ref: mapping[t] })), { $ref: '#/components/schemas/UntypedEvent' }],
    discriminator: { propertyName: 'type', mapping },
  };
  return out;
}
