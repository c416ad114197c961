// The typed data of an event, by event type, in both contracts (DESIGN.md "Each ruleset's state and events are typed in
// both contracts"): the models every ruleset registered (Ruleset.eventModels), and UntypedEventData for any other
// event. GraphQL: the union EncounterEventData on LoggedEvent.payload. OpenAPI: LoggedEvent is a oneOf on `type`
// (loggedEventSchemas, used by app.factory.ts). Ruleset-blind: a ruleset adds models, nothing here changes.
// Two rulesets may append one event type with two shapes (1E's DuelStarted is not 2E's): models are kept by ruleset,
// and an event's member is its own ruleset's model for its type (the ruleset travels with the event, off the wire).
import type { Type } from '@nestjs/common';
import { createUnionType, Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { modelFields, type EventModel } from '../../common/contract/event-model';
import { JSONScalar } from '../../common/json.scalar';
import { RULESETS } from '../../rulesets/rulesets';

@ObjectType('UntypedEventData', { description: 'The data of an event type that has no typed model yet, as JSON' })
export class UntypedEventDataModel {
  @Field(() => String, { description: 'The event type' }) @ApiProperty() eventType!: string;
  @Field(() => JSONScalar, { description: 'The data as the caller may see it' }) @ApiProperty({ type: 'object', additionalProperties: true }) json!: unknown;
}

let byRuleset: ReadonlyMap<string, ReadonlyMap<string, Type<unknown>>> | undefined;

/** Every registered model, by ruleset id, then by event type (the registrations are static: read once). */
export function eventModelsByRuleset(): ReadonlyMap<string, ReadonlyMap<string, Type<unknown>>> {
  byRuleset ??= new Map(Object.values(RULESETS).map((r) => [r.id, new Map((r.eventModels ?? ([] as readonly EventModel[])).map((m) => [m.type, m.data]))]));
  return byRuleset;
}

/** Every model of each event type, in ruleset order, each once (one type may have one shape per ruleset). */
export function eventModelVariants(): ReadonlyMap<string, readonly Type<unknown>[]> {
  const out = new Map<string, Type<unknown>[]>();
  for (const models of eventModelsByRuleset().values()) {
    for (const [type, data] of models) {
      const variants = out.get(type) ?? [];
      if (!variants.includes(data)) out.set(type, [...variants, data]);
    }
  }
  return out;
}

/** The model of each typed event type: the first ruleset's (eventModelVariants for a type another ruleset shapes apart). */
export function eventModels(): ReadonlyMap<string, Type<unknown>> {
  return new Map([...eventModelVariants()].map(([type, variants]) => [type, variants[0]]));
}

/** Typed event types that a ruleset listing them (Ruleset.eventTypes) still serves untyped (the MW EncounterCreated). */
export function partlyUntypedEventTypes(): ReadonlySet<string> {
  const variants = eventModelVariants();
  const out = new Set<string>();
  for (const r of Object.values(RULESETS)) {
    for (const t of r.eventTypes ?? []) if (variants.has(t) && !eventModelsByRuleset().get(r.id)?.has(t)) out.add(t);
  }
  return out;
}

/** What LoggedEvent.payload resolves to: the redacted data, tagged with its type (and ruleset) for the union. */
export interface TaggedEventData {
  readonly __eventType: string;
  readonly __ruleset?: string;
  readonly eventType: string;
  readonly json: unknown;
  readonly [field: string]: unknown;
}

export const tagEventData = (type: string, data: unknown, ruleset?: string): TaggedEventData => ({
  ...(typeof data === 'object' && data !== null ? data : {}),
  __eventType: type,
  ...(ruleset === undefined ? {} : { __ruleset: ruleset }),
  eventType: type,
  json: data,
});

/** Of several shapes of a type, the one whose fields best match the data (only when the ruleset did not travel along). */
function closest(variants: readonly Type<unknown>[], value: TaggedEventData): Type<unknown> {
  const score = (m: Type<unknown>): number => modelFields(m).filter((f) => f in value).length - modelFields(m).length;
  return variants.reduce((best, m) => (score(m) > score(best) ? m : best));
}

/** The member of EncounterEventData for tagged data: its ruleset's model of its type, or UntypedEventData. */
export const resolveEventDataType = (value: TaggedEventData): Type<unknown> => {
  if (value.__ruleset !== undefined) return eventModelsByRuleset().get(value.__ruleset)?.get(value.__eventType) ?? UntypedEventDataModel;
  const variants = eventModelVariants().get(value.__eventType) ?? [];
  return variants.length === 0 ? UntypedEventDataModel : closest(variants, value);
};

export const EventDataUnion = createUnionType({
  name: 'EncounterEventData',
  description: 'The data of an event, typed by its type (and ruleset); UntypedEventData for a type with no model yet',
  types: () => [...new Set([...eventModelVariants().values()].flat()), UntypedEventDataModel],
  resolveType: resolveEventDataType,
});
