// Malifaux 2E decide: routes each command to the rule file that implements it (one file per rules section).
import type { EncounterCommand } from './commands';
import { beginDrawPhase, refillHand } from './draw-phase';
import { duelDecision } from './duels';
import { flipForRandomModel, flipForRandomPlayer, pickRandomModel } from './random-determination';
import { chooseFirstPlayer, decideInitiativeReflip, flipInitiative } from './initiative';
import { startHorror } from './horror-duels';
import { assertActive, createEncounter, endEncounter } from './encounter-lifecycle';
import type { EncounterEvent } from './events';
import { cutDeck, declineCut, discardCards, drawCards, flipCards, shuffleDeck } from './fate-deck';
import type { EncounterState } from './state';

export function decide(state: EncounterState, command: EncounterCommand): EncounterEvent[] {
  if (command.type === 'CreateEncounter') return createEncounter(state, command);
  assertActive(state);
  switch (command.type) {
    case 'ShuffleDeck':
      return shuffleDeck(state, command);
    case 'CutDeck':
      return cutDeck(state, command);
    case 'DeclineCut':
      return declineCut(state, command);
    case 'DrawCards':
      return drawCards(state, command);
    case 'DiscardCards':
      return discardCards(state, command);
    case 'FlipCards':
      return flipCards(state, command);
    case 'BeginDrawPhase':
      return beginDrawPhase(state, command);
    case 'RefillHand':
      return refillHand(state, command);
    case 'EndEncounter':
      return endEncounter(state, command);
    case 'DuelDecision':
      return duelDecision(state, command);
    case 'FlipForRandomPlayer':
      return flipForRandomPlayer(state, command);
    case 'FlipForRandomModel':
      return flipForRandomModel(state, command);
    case 'PickRandomModel':
      return pickRandomModel(state, command);
    case 'FlipInitiative':
      return flipInitiative(state, command);
    case 'DecideInitiativeReflip':
      return decideInitiativeReflip(state, command);
    case 'ChooseFirstPlayer':
      return chooseFirstPlayer(state, command);
    case 'StartHorrorDuel':
      return startHorror(state, command);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
