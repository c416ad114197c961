// The whole refusal a Mage Wars call gives (rule, section, message): what a client sees in the problem+json body. The
// mutation specs check all three, so that a rule cited under the wrong id or section, or a blank message, fails a test.
import { refusalOf, type Refusal } from '../../core/testing/refusal';
import type { EncounterCommand } from '../commands';
import type { EncounterEvent } from '../events';
import { mageWars } from '../index';
import { stateOf } from './fixtures';

export { refusalOf, type Refusal };

/** The refusal the decider gives `command` after the events `log`, or undefined when it is accepted. */
export const refusalAfter = (log: readonly EncounterEvent[], command: EncounterCommand): Refusal | undefined =>
  refusalOf(() => mageWars.decide(stateOf(log), command));
