// The rulesets this server referees. Only implemented rulesets are listed: an unknown id is a 400, not a stub.
import { mageWarsRuleset } from './mage-wars';
import { malifaux1eRuleset } from './malifaux-1e';
import { malifaux2eRuleset } from './malifaux-2e';
import type { Ruleset } from './ruleset';

export const RULESETS: Readonly<Record<string, Ruleset>> = { 'malifaux-2e': malifaux2eRuleset, 'malifaux-1e': malifaux1eRuleset, 'mage-wars': mageWarsRuleset };
export const RULESET_IDS = Object.keys(RULESETS);

export function rulesetFor(id: string): Ruleset | undefined {
  return RULESETS[id];
}
