// The typed data of an event, by event type, in both contracts (DESIGN.md "Each ruleset's state and events are typed in
// both contracts"): the models every ruleset registered (Ruleset.eventModels), and UntypedEventData for any other
// event. GraphQL: the union EncounterEventData on LoggedEvent.payload. OpenAPI: LoggedEvent is a oneOf on `type`
// (loggedEventSchemas, used by app.factory.ts). Ruleset-blind: a ruleset adds models, nothing here changes; a type that
// several rulesets log with different data (EncounterCreated) takes the model whose `matches` claims the data.
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

// The registrations are constants: collected once (the union resolves every payload through them).
let byType: ReadonlyMap<string, readonly EventModel[]> | undefined;

/**
 * Every registered model, by event type: those that claim their data (`EventModel.matches`) first, then the one for any
 * other data. Two rulesets may share a type with the same model, or with models that tell their data apart.
 */
export function eventModelsByType(): ReadonlyMap<string, readonly EventModel[]> {
  byType ??= collectModels();
  return byType;
}

function collectModels(): ReadonlyMap<string, readonly EventModel[]> {
  const out = new Map<string, EventModel[]>();
  for (const ruleset of Object.values(RULESETS)) {
    for (const m of ruleset.eventModels ?? ([] as readonly EventModel[])) {
      const models = out.get(m.type) ?? [];
      if (models.some((x) => x.data === m.data)) continue;
      const other = models.find((x) => !x.matches);
      if (other && !m.matches) throw new Error(`event type ${m.type} has two models (${other.data.name}, ${m.data.name})`);
      out.set(m.type, m.matches ? [m, ...models] : [...models, m]);
    }
  }
  return out;
}

/** The model of each event type (the one for any data when several rulesets log it: see eventModelsByType). */
export function eventModels(): ReadonlyMap<string, Type<unknown>> {
  return new Map([...eventModelsByType()].map(([type, models]) => [type, (models.find((m) => !m.matches) ?? models[0]).data]));
}

/** Every event data class, once. */
export const eventDataClasses = (): readonly Type<unknown>[] => [...new Set([...eventModelsByType().values()].flatMap((models) => models.map((m) => m.data)))];

/** What LoggedEvent.payload resolves to: the redacted data, tagged with its type for the union. */
export interface TaggedEventData {
  readonly __eventType: string;
  readonly eventType: string;
  readonly json: unknown;
  readonly [field: string]: unknown;
}

export const tagEventData = (type: string, data: unknown): TaggedEventData => ({
  ...(typeof data === 'object' && data !== null ? data : {}),
  __eventType: type,
  eventType: type,
  json: data,
});

/** The member of EncounterEventData for tagged data: its type's model, or UntypedEventData. */
export const resolveEventDataType = (value: TaggedEventData): Type<unknown> => {
  const data = (typeof value.json === 'object' && value.json !== null ? value.json : {}) as Readonly<Record<string, unknown>>;
  return (eventModelsByType().get(value.__eventType) ?? []).find((m) => !m.matches || m.matches(data))?.data ?? UntypedEventDataModel;
};

export const EventDataUnion = createUnionType({
  name: 'EncounterEventData',
  description: 'The data of an event, typed by its type; UntypedEventData for a type with no model yet',
  types: () => [...eventDataClasses(), UntypedEventDataModel],
  resolveType: resolveEventDataType,
});
