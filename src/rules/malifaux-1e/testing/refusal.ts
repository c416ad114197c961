// The whole refusal a call gives (rule, section, message): what a client sees in the problem+json body. The mutation
// specs check all three, so that a 1E rule cited under the wrong id or section, or a blank message, fails a test.
import { refusalOf, type Refusal } from '../../core/testing/refusal';
import { ruleNameOf } from '../rule-names';

export type Refusal1e = Refusal;
export { refusalOf };

/** A 1E refusal as `violation` words it: the message followed by the rule family's French and English names (§19). */
export const named = (ruleId: string, section: string, message: string): Refusal1e => {
  const name = ruleNameOf(ruleId);
  return { ruleId, section, message: name ? `${message} [${name.fr} / ${name.en}]` : message };
};
