// malifaux-1e §14 the encounter slice's dispatch (encounter-decide.ts, issue 15; rules/malifaux-1e.md §14.1, GL-2): once
// the encounter is decided, every command is refused with the one refusal that says so, before any step handler runs.
import type { Actor } from '../../core/decider';
import { refusalOf as refusal } from '../../core/testing/refusal';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { encounterContext, SETUP_1E, S141 } from './encounter-context';
import { decideEncounter } from './encounter-decide';
import { initialEncounterSlice, type Malifaux1eEncounterSlice } from './encounter-state';
import { StackedFlipper } from './testing/encounter-game';

const A: Actor = { role: 'seat', seat: 'A' };
const ENDED: Malifaux1eEncounterSlice = { ...initialEncounterSlice(), step: 'ENDED', winner: 'A' };
const decide = (command: EncounterSliceCommand1e): unknown => decideEncounter(ENDED, command, encounterContext(new StackedFlipper()));

describe('malifaux-1e §14.1 an ended encounter (decideEncounter)', () => {
  // A late score and a fresh setup: each handler would refuse with its own step message, so only the dispatch's guard gives this one.
  it.each<EncounterSliceCommand1e>([
    { type: 'ScoreVictoryPoints1e', actor: A, data: { seat: 'A', lines: [] } },
    { type: 'BeginEncounterSetup1e', actor: { role: 'organiser' }, data: {} },
  ])('malifaux-1e/SETUP malifaux-1e/GL-2 once the winner is decided, $type is refused: the encounter has ended', (command) => {
    expect(refusal(() => decide(command))).toEqual({ ruleId: SETUP_1E, section: S141, message: 'the encounter has ended' });
  });
});
