// The event types of every ruleset as one enum in both contracts (issue 12: `LoggedEvent.type` is no plain string):
// GraphQL enum EncounterEventType and the OpenAPI component of the same name. Built from what the rulesets register
// (Ruleset.eventTypes, typed or not, and the types of Ruleset.eventModels) plus the application layer's SeatJoined, so
// a ruleset's types join when it registers them and nothing here names a ruleset. On the wire a value is the type's
// own name, the same string as before.
import { registerEnumType } from '@nestjs/graphql';
import { SEAT_JOINED } from '../../rules/core/seat-joined';
import { RULESETS } from '../../rulesets/rulesets';

/** Every event type any ruleset appends, sorted. */
export function encounterEventTypes(): readonly string[] {
  const types = new Set<string>([SEAT_JOINED]);
  for (const r of Object.values(RULESETS)) {
    for (const t of r.eventTypes ?? []) types.add(t);
    for (const m of r.eventModels ?? []) types.add(m.type);
  }
  return [...types].sort();
}

export const EncounterEventType: Readonly<Record<string, string>> = Object.fromEntries(encounterEventTypes().map((t) => [t, t]));
export const ENCOUNTER_EVENT_TYPE_DESCRIPTION = 'The type of an event of any ruleset (the name of what happened, past tense)';

registerEnumType(EncounterEventType, { name: 'EncounterEventType', description: ENCOUNTER_EVENT_TYPE_DESCRIPTION });
