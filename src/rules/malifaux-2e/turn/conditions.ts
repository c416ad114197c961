// malifaux-2e §17 Conditions (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 1564-1652, 1014-1018): CO-1..CO-9, AA-2
import { require_ } from '../../core/rule-violation';
import { effectiveAbilities } from './crew';
import type { TurnEvent } from './turn-events';
import type { ModelState } from './table-state';

export const S17 = '§17 (seed 1564-1652)';

/** The catalogue (§17.2); any other name is a generic "Condition +X" removed in Upkeep (CO-6). */
export const VALUED_CONDITIONS = new Set(['BURNING', 'DEFENSIVE', 'FOCUSED', 'POISON']);
export const UNVALUED_CONDITIONS = new Set(['FAST', 'SLOW', 'PARALYZED', 'REACTIVATE', 'DISTRACTED', 'CURSED_OBJECT']);
/** Removed at the end of the model's own Activation, not in the End Phase (CO-8). */
export const END_OF_ACTIVATION = ['FAST', 'SLOW', 'PARALYZED'];
/** Lasting the rest of the game (§17.2 Distracted, Cursed Object) or managed by their own Upkeep rule (Poison). */
const NOT_REMOVED_IN_UPKEEP = new Set(['DEFENSIVE', 'FAST', 'SLOW', 'PARALYZED', 'POISON', 'DISTRACTED', 'CURSED_OBJECT']);

export const normalName = (name: string): string => name.trim().toUpperCase().replace(/[\s-]+/g, '_');

/**
 * CO-1 merge by name and value (a valueless one already held is ignored); CO-2 an Ability of the same name (valueless:
 * not gained; valued: stacks, kept apart as the ability stays on the card); AA-2 immunity; Fast and Slow cancel.
 */
export function gainCondition(m: ModelState, rawName: string, value: number | null): TurnEvent[] {
  const name = normalName(rawName);
  const id = m.def.id;
  require_(!(VALUED_CONDITIONS.has(name) && value === null), 'malifaux-2e/CO-1', S17, `${name} has a value (+N)`);
  require_(!(UNVALUED_CONDITIONS.has(name) && value !== null), 'malifaux-2e/CO-1', S17, `${name} has no value`);
  require_(value === null || (Number.isInteger(value) && value >= 1 && value <= 20), 'malifaux-2e/CO-1', S17, 'a Condition value is +1..+20');
  if ((m.def.immuneTo ?? []).map(normalName).includes(name)) return []; // AA-2: never gained
  if (value === null && effectiveAbilities(m.def).some((a) => a.keyword === name)) return []; // CO-2: valueless, same name as an Ability
  const held = m.conditions[name];
  if (held !== undefined) {
    if (value === null || held === null) return []; // CO-1: ignored
    return [{ type: 'ConditionGained', data: { modelId: id, name, value, total: held + value } }];
  }
  const cancels = name === 'FAST' ? 'SLOW' : name === 'SLOW' ? 'FAST' : null;
  if (cancels && m.conditions[cancels] !== undefined) return [{ type: 'ConditionRemoved', data: { modelId: id, name: cancels, reason: `cancelled by ${name} (§17.2 Fast/Slow)` } }];
  return [{ type: 'ConditionGained', data: { modelId: id, name, value, total: value } }];
}

/** CO-8: Fast, Slow and Paralyzed end with the model's own Activation. */
export function endOfActivationRemovals(m: ModelState): TurnEvent[] {
  return END_OF_ACTIVATION.filter((n) => m.conditions[n] !== undefined).map((name) => ({ type: 'ConditionRemoved' as const, data: { modelId: m.def.id, name, reason: 'end of its Activation (CO-8)' } }));
}

/** §17.2 Defensive: ends at the start of the model's next Activation (§7 step 1). */
export function startOfActivationRemovals(m: ModelState): TurnEvent[] {
  return m.conditions.DEFENSIVE !== undefined ? [{ type: 'ConditionRemoved', data: { modelId: m.def.id, name: 'DEFENSIVE', reason: 'start of its Activation (§17.2)' } }] : [];
}

/** CO-6: Conditions removed in Upkeep (after Burning's damage), the rest keep their own duration. */
export function upkeepRemovals(m: ModelState): TurnEvent[] {
  return Object.keys(m.conditions)
    .filter((n) => !NOT_REMOVED_IN_UPKEEP.has(n))
    .map((name) => ({ type: 'ConditionRemoved' as const, data: { modelId: m.def.id, name, reason: 'Upkeep (CO-6)' } }));
}

/** Folds a condition event into the model. */
export function evolveConditions(m: ModelState, e: Extract<TurnEvent, { type: 'ConditionGained' | 'ConditionRemoved' | 'ConditionChanged' }>): ModelState {
  const c = { ...m.conditions };
  if (e.type === 'ConditionRemoved') delete c[e.data.name];
  else if (e.type === 'ConditionChanged') c[e.data.name] = e.data.value;
  else c[e.data.name] = e.data.total;
  return { ...m, conditions: c };
}
