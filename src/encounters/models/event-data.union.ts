// The typed data of an event, by event type, in both contracts (DESIGN.md "Each ruleset's state and events are typed in
// both contracts"): the models every ruleset registered (Ruleset.eventModels), and UntypedEventData for any other
// event. GraphQL: the union EncounterEventData on LoggedEvent.payload. OpenAPI: LoggedEvent is a oneOf on `type`
// (loggedEventSchemas, used by app.factory.ts). Ruleset-blind: a ruleset adds models, nothing here changes.
// Two rulesets may give one type name different data (GG3's ModelKilled is not Malifaux 2E's): each keeps its own
// model, and an event resolves to the model of the ruleset that logged it (../event-ruleset.ts, noted by `redact`).
import type { Type } from '@nestjs/common';
import { createUnionType, Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type { EventModel } from '../../common/contract/event-model';
import { JSONScalar } from '../../common/json.scalar';
import { RULESETS } from '../../rulesets/rulesets';

@ObjectType('UntypedEventData', { description: 'The data of an event type that has no typed model yet, as JSON' })
export class UntypedEventDataModel {
  @Field(() => String, { description: 'The event type' }) @ApiProperty() eventType!: string;
  @Field(() => JSONScalar, { description: 'The data as the caller may see it' }) @ApiProperty({ type: 'object', additionalProperties: true }) json!: unknown;
}

let byRuleset: ReadonlyMap<string, ReadonlyMap<string, Type<unknown>>> | null = null;

/** Every registered model, by ruleset id, then event type (the registrations are static: read once). */
export function eventModelsByRuleset(): ReadonlyMap<string, ReadonlyMap<string, Type<unknown>>> {
  byRuleset ??= new Map(Object.entries(RULESETS).map(([id, ruleset]) => [id, new Map((ruleset.eventModels ?? ([] as readonly EventModel[])).map((m) => [m.type, m.data]))]));
  return byRuleset;
}

/** The distinct models of each event type: one, or one per ruleset that gives a shared type name data of its own. */
export function eventModelsByType(): ReadonlyMap<string, readonly Type<unknown>[]> {
  const out = new Map<string, Type<unknown>[]>();
  for (const models of eventModelsByRuleset().values()) {
    for (const [type, data] of models) {
      const known = out.get(type) ?? [];
      if (!known.includes(data)) out.set(type, [...known, data]);
    }
  }
  return out;
}

/** One model per event type (the first ruleset's, in RULESETS order, for a type name several share); see eventModelsByType. */
export function eventModels(): ReadonlyMap<string, Type<unknown>> {
  return new Map([...eventModelsByType()].map(([type, models]) => [type, models[0]]));
}

/** Every distinct registered model class. */
export const allEventModels = (): readonly Type<unknown>[] => [...new Set([...eventModelsByType().values()].flat())];

/** Typed event types that a ruleset listing them (Ruleset.eventTypes) still serves untyped: its data may be free-form. */
export function partlyUntypedEventTypes(): ReadonlySet<string> {
  const typed = eventModelsByType();
  const out = new Set<string>();
  for (const r of Object.values(RULESETS)) {
    for (const t of r.eventTypes ?? []) if (typed.has(t) && !eventModelsByRuleset().get(r.id)?.has(t)) out.add(t);
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

/**
 * The member of EncounterEventData for tagged data: the model its ruleset registered for its type; without a ruleset,
 * the type's only model; else UntypedEventData.
 */
export function resolveEventDataType(value: TaggedEventData): Type<unknown> {
  if (value.__ruleset !== undefined) return eventModelsByRuleset().get(value.__ruleset)?.get(value.__eventType) ?? UntypedEventDataModel;
  const models = eventModelsByType().get(value.__eventType) ?? [];
  return models.length === 1 ? models[0] : UntypedEventDataModel;
}

export const EventDataUnion = createUnionType({
  name: 'EncounterEventData',
  description: 'The data of an event, typed by its type (and, for a type name two rulesets share, by the encounter’s ruleset); UntypedEventData for a type with no model yet',
  types: () => [...allEventModels(), UntypedEventDataModel],
  resolveType: resolveEventDataType,
});
