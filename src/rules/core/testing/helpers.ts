// Small helpers shared by the rule tests.
import { RuleViolation } from '../rule-violation';

/** The rule id a call is refused with, or undefined when it is accepted (a non-RuleViolation error is rethrown). */
export function ruleOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return e.ruleId;
    throw e;
  }
  return undefined;
}

/** Freezes a value and everything in it, so that a test sees any mutation as a TypeError. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
