// The whole refusal a Mage Wars call gives (rule, section, message): what a client sees in the problem+json body. The
// mutation specs check all three, so that a rule cited under the wrong id or section, or a blank message, fails a test.
import { RuleViolation } from '../../core/rule-violation';
import type { EncounterCommand } from '../commands';
import type { EncounterEvent } from '../events';
import { mageWars } from '../index';
import { stateOf } from './fixtures';

export interface Refusal {
  readonly ruleId: string;
  readonly section: string;
  readonly message: string;
}

/** The refusal `f` throws, or undefined when it is accepted (a non-RuleViolation error is rethrown). */
export function refusalOf(f: () => unknown): Refusal | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return { ruleId: e.ruleId, section: e.section, message: e.message };
    throw e;
  }
  return undefined;
}

/** The refusal the decider gives `command` after the events `log`, or undefined when it is accepted. */
export const refusalAfter = (log: readonly EncounterEvent[], command: EncounterCommand): Refusal | undefined =>
  refusalOf(() => mageWars.decide(stateOf(log), command));
