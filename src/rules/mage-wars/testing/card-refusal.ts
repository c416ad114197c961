// Test helper: the field and reason a card definition is refused with (checking the refusal's rule, section and whole
// message), or null when it is accepted; any other error propagates.
import { CardDefinitionError, validateCardDefinition } from '../cards/card-validator';

export function refusal(input: unknown): string | null {
  try {
    validateCardDefinition(input);
    return null;
  } catch (e) {
    if (!(e instanceof CardDefinitionError)) throw e;
    expect([e.ruleId, e.section, e.message]).toEqual(['mage-wars/MD-3', '§7.1, §17.3', `card definition: ${e.field} ${e.why}`]);
    return `${e.field} ${e.why}`;
  }
}
