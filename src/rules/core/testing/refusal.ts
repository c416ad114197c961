// The whole refusal a call gives (rule id, section, message): what a client reads in the problem+json body. Specs of
// every ruleset read refusals through this one reader (issue 15: a rule cited under the wrong id or section, or a
// blank message, must fail a test).
import { RuleViolation } from '../rule-violation';

export interface Refusal {
  readonly ruleId: string;
  readonly section: string;
  readonly message: string;
}

/** The refusal `f` throws, or undefined when it is accepted (any other error is rethrown). */
export function refusalOf(f: () => unknown): Refusal | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return { ruleId: e.ruleId, section: e.section, message: e.message };
    throw e;
  }
  return undefined;
}
