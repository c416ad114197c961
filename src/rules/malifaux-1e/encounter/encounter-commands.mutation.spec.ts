// malifaux-1e §14.1-§14.12 the encounter slice's command list (encounter-commands.ts, issue 15): the 1E decider routes
// by this list, so each of the eighteen setup-to-VP commands is on it once and reaches a handler of decideEncounter.
import type { Actor } from '../../core/decider';
import { refusalOf } from '../../core/testing/refusal';
import { ENCOUNTER_COMMAND_TYPES_1E, type EncounterSliceCommand1e, type EncounterSliceCommandType1e } from './encounter-commands';
import { encounterContext, SETUP_1E } from './encounter-context';
import { decideEncounter } from './encounter-decide';
import { initialEncounterSlice } from './encounter-state';
import { StackedFlipper } from './testing/encounter-game';

const ORGANISER: Actor = { role: 'organiser' };

/** What a fresh encounter answers to a bare command of `type`: its events, a refusal's rule id, or UNHANDLED. */
function answerTo(type: EncounterSliceCommandType1e): string {
  let out: unknown;
  const command = { type, actor: ORGANISER, data: {} } as EncounterSliceCommand1e;
  const refused = refusalOf(() => {
    out = decideEncounter(initialEncounterSlice(), command, encounterContext(new StackedFlipper()));
  });
  if (refused) return refused.ruleId;
  // An unknown type falls through the dispatch's `never` branch, which hands the command back instead of events.
  return Array.isArray(out) ? 'EVENTS' : 'UNHANDLED';
}

describe('malifaux-1e §14 encounter commands', () => {
  it('malifaux-1e/SETUP the eighteen encounter commands are listed once each, setup first and the VP last', () => {
    expect(ENCOUNTER_COMMAND_TYPES_1E).toHaveLength(18);
    expect(new Set(ENCOUNTER_COMMAND_TYPES_1E).size).toBe(18);
    expect([ENCOUNTER_COMMAND_TYPES_1E[0], ENCOUNTER_COMMAND_TYPES_1E[17]]).toEqual(['BeginEncounterSetup1e', 'ScoreVictoryPoints1e']);
  });

  it('malifaux-1e/SETUP each listed command reaches its handler: the setup begins, every later step is refused out of order', () => {
    const answers = ENCOUNTER_COMMAND_TYPES_1E.map((type) => [type, answerTo(type)]);
    expect(answers).toEqual(ENCOUNTER_COMMAND_TYPES_1E.map((type) => [type, type === 'BeginEncounterSetup1e' ? 'EVENTS' : SETUP_1E]));
  });
});
