// OpenAPI: LoggedEvent as a oneOf with a discriminator on `type`, one member per event type that a ruleset registered a
// model for (its `data` a $ref to the model, or anyOf the models when rulesets shape the type apart: 1E's DuelStarted is
// not 2E's), and UntypedEvent for every other type (its `data` free-form). EncounterEventType, the enum of every
// event type, is its own component; each member's `type` is its one value, UntypedEvent's the types no model covers.
import type { Type } from '@nestjs/common';

const common = {
  version: { type: 'integer', description: 'Stream version of this event' },
  position: { type: 'string', description: 'Global position in the log' },
  redacted: { type: 'boolean', description: 'True when hidden parts were withheld from this caller' },
  recordedAt: { type: 'string', format: 'date-time' },
};
const required = ['version', 'position', 'type', 'data', 'redacted', 'recordedAt'];
const FREE_FORM = { type: 'object', additionalProperties: true, description: 'The data of a ruleset that has no model for this type yet' };

export interface LoggedEventTypes {
  /** Every event type (EncounterEventType); default: the typed ones. */
  readonly all?: readonly string[];
  /** Typed types that some ruleset still appends untyped (its data may also be free-form). */
  readonly partlyUntyped?: ReadonlySet<string>;
}

export function loggedEventSchemas(models: ReadonlyMap<string, Type<unknown> | readonly Type<unknown>[]>, types: LoggedEventTypes = {}): Record<string, object> {
  const typed = [...models.keys()].sort();
  const out: Record<string, object> = {};
  const mapping: Record<string, string> = {};
  const ref = (m: Type<unknown>): { $ref: string } => ({ $ref: `#/components/schemas/${m.name}` });
  for (const type of typed) {
    const name = `${type}Event`;
    const raw = models.get(type) ?? [];
    const variants: readonly Type<unknown>[] = Array.isArray(raw) ? raw : [raw as Type<unknown>];
    const shapes: object[] = [...variants.map(ref), ...(types.partlyUntyped?.has(type) ? [FREE_FORM] : [])];
    mapping[type] = `#/components/schemas/${name}`;
    out[name] = {
      type: 'object',
      description: shapes.length === 1 ? `A ${type} event as the caller may see it` : `A ${type} event as the caller may see it: its data has the shape of its ruleset’s`,
      required,
      properties: { ...common, type: { type: 'string', enum: [type] }, data: shapes.length === 1 ? shapes[0] : { anyOf: shapes } },
    };
  }
  const all = [...new Set([...(types.all ?? []), ...typed])].sort();
  const untyped = all.filter((t) => !models.has(t));
  out.EncounterEventType = { type: 'string', enum: all, description: 'The type of an event of any ruleset (the name of what happened, past tense)' };
  out.UntypedEvent = {
    type: 'object',
    description: 'An event of a type with no typed model yet (another ruleset’s, or one not modelled yet), its data as JSON',
    required,
    properties: {
      ...common,
      // One of EncounterEventType, and none a typed member takes (none when every type is typed: a stored event of a type no ruleset lists any more).
      type: { allOf: [{ $ref: '#/components/schemas/EncounterEventType' }, untyped.length > 0 ? { type: 'string', enum: untyped } : { type: 'string', not: { enum: typed } }] },
      data: { type: 'object', additionalProperties: true },
    },
  };
  out.LoggedEvent = {
    description: 'An event of the log as the caller may see it, typed by `type`',
    oneOf: [...typed.map((t) => ({ $ref: mapping[t] })), { $ref: '#/components/schemas/UntypedEvent' }],
    discriminator: { propertyName: 'type', mapping },
  };
  return out;
}
