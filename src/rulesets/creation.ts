// Helpers for a ruleset's createCommandData: a section of the creation input that belongs to another ruleset is a 400.
import { ProblemCode, ProblemException } from '../common/problem/problem';
import type { CreateEncounterInput } from '../encounters/dto/create-encounter.input';

export function invalidField(field: string, message: string): ProblemException {
  return new ProblemException(ProblemCode.VALIDATION_FAILED, `${field}: ${message}`, { errors: [{ field, message }] });
}

/** 400 naming the first of `fields` (paths into the input) that is present. */
export function rejectForeign(ruleset: string, present: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(present)) {
    if (value !== undefined && value !== null) throw invalidField(field, `not an input of ruleset ${ruleset}`);
  }
}

/** Each ruleset's own section of the creation input (one line per ruleset that has one). */
const RULESET_SECTIONS: Readonly<Record<string, 'malifaux1e' | 'mageWars' | 'gg3'>> = {
  'malifaux-1e': 'malifaux1e',
  'mage-wars': 'mageWars',
  'malifaux-3e-gg3': 'gg3',
};

/** The sections of the input that belong to rulesets other than `ruleset`, for rejectForeign. */
export function foreignSections(ruleset: string, input: CreateEncounterInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(RULESET_SECTIONS)
      .filter(([id]) => id !== ruleset)
      .map(([, section]) => [section, input[section]]),
  );
}

/** A command of another ruleset sent to this encounter (a route of the other game): 400, nothing decided. */
export function foreignCommand(ruleset: string, type: string): ProblemException {
  return invalidField('route', `${type} is not a command of this encounter's ruleset (${ruleset})`);
}
