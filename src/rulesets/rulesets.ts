// The rulesets this server referees. Only implemented rulesets are listed: an unknown id is a 400, not a stub.
import { mageWarsRuleset } from './mage-wars';
import { malifaux2eRuleset } from './malifaux-2e';
import { malifaux3eGg3Ruleset } from './malifaux-3e-gg3';
import type { Ruleset } from './ruleset';

export const RULESETS: Readonly<Record<string, Ruleset>> = { 'malifaux-2e': malifaux2eRuleset, 'mage-wars': mageWarsRuleset, 'malifaux-3e-gg3': malifaux3eGg3Ruleset };
export const RULESET_IDS = Object.keys(RULESETS);

export function rulesetFor(id: string): Ruleset | undefined {
  return RULESETS[id];
}
