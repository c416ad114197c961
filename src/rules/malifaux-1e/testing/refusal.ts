// The whole refusal a call gives (rule, section, message): what a client sees in the problem+json body. The mutation
// specs check all three, so that a 1E rule cited under the wrong id or section, or a blank message, fails a test.
import { RuleViolation } from '../../core/rule-violation';
import { ruleNameOf } from '../rule-names';

export interface Refusal1e {
  readonly ruleId: string;
  readonly section: string;
  readonly message: string;
}

/** The refusal `f` throws, or undefined when it is accepted (a non-RuleViolation error is rethrown). */
export function refusalOf(f: () => unknown): Refusal1e | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return { ruleId: e.ruleId, section: e.section, message: e.message };
    throw e;
  }
  return undefined;
}

/** A 1E refusal as `violation` words it: the message followed by the rule family's French and English names (§19). */
export const named = (ruleId: string, section: string, message: string): Refusal1e => {
  const name = ruleNameOf(ruleId);
  return { ruleId, section, message: name ? `${message} [${name.fr} / ${name.en}]` : message };
};
