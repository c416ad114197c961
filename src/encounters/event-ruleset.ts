// The ruleset that logged an event as served, noted by `redact` (command-bus.service.ts): not a field of either
// contract, only how the GraphQL union EncounterEventData picks a model for a type name two rulesets share.
const loggedBy = new WeakMap<object, string>();

export const noteEventRuleset = <T extends object>(event: T, ruleset: string): T => {
  loggedBy.set(event, ruleset);
  return event;
};

export const eventRulesetOf = (event: object): string | undefined => loggedBy.get(event);
