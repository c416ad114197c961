// malifaux-1e §14 Encounters: the encounter slice's decide, a dispatch over the step handlers (rules/malifaux-1e.md §14.1-§14.13)
// Plugged into the 1E decider by command type (ENCOUNTER_COMMAND_TYPES_1E); throws RuleViolation, never anything else.
import { require_ } from '../../core/rule-violation';
import type { EncounterSliceCommand1e } from './encounter-commands';
import { SETUP_1E, S141, type EncounterContext1e } from './encounter-context';
import type { EncounterSliceEvent1e } from './encounter-events';
import type { Malifaux1eEncounterSlice } from './encounter-state';
import { announceSchemes, chooseSchemes, deployCrew, flipDeploymentOrder, submitCrew } from './crew-decide';
import { endTurn, scoreVictoryPoints } from './end-decide';
import { beginSetup, chooseEncounterType, chooseFaction, chooseSize, determineDeployment, determineLocation, flipSpecial, recordTerrain } from './setup-decide';
import { decideReflip, flipStrategy, makeChoice } from './strategy-decide';

export function decideEncounter(state: Malifaux1eEncounterSlice, command: EncounterSliceCommand1e, ctx: EncounterContext1e): EncounterSliceEvent1e[] {
  require_(state.step !== 'ENDED', SETUP_1E, S141, 'the encounter has ended');
  switch (command.type) {
    case 'BeginEncounterSetup1e':
      return beginSetup(state, command);
    case 'ChooseEncounterSize1e':
      return chooseSize(state, command);
    case 'ChooseFaction1e':
      return chooseFaction(state, command);
    case 'DetermineLocation1e':
      return determineLocation(state, command, ctx);
    case 'MakeSetupChoice1e':
      return makeChoice(state, command, ctx);
    case 'FlipSpecialLocation1e':
      return flipSpecial(state, command, ctx);
    case 'RecordEncounterTerrain1e':
      return recordTerrain(state, command, ctx);
    case 'DetermineDeployment1e':
      return determineDeployment(state, command, ctx);
    case 'ChooseEncounterType1e':
      return chooseEncounterType(state, command, ctx);
    case 'FlipStrategy1e':
      return flipStrategy(state, command, ctx);
    case 'DecideStrategyReflip1e':
      return decideReflip(state, command, ctx);
    case 'SubmitCrew1e':
      return submitCrew(state, command);
    case 'ChooseSchemes1e':
      return chooseSchemes(state, command, ctx);
    case 'FlipDeploymentOrder1e':
      return flipDeploymentOrder(state, command, ctx);
    case 'DeployCrew1e':
      return deployCrew(state, command);
    case 'AnnounceSchemes1e':
      return announceSchemes(state, command, ctx);
    case 'EndTurn1e':
      return endTurn(state, command, ctx);
    case 'ScoreVictoryPoints1e':
      return scoreVictoryPoints(state, command, ctx);
    default: {
      const never: never = command;
      return never;
    }
  }
}
