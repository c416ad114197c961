// malifaux-2e §20 Who may give the Standard Encounter commands (DESIGN.md "Hidden information and access"): a seat acts for
// itself; agreed setup data (terrain, size) and the setup flips may come from any seat or the organiser.
import type { SeatId } from '../../core/decider';
import { isGame, opponentOf, type EncounterState } from '../state';
import type { StandardCommand } from './standard-types';

export function authorizeStandard(state: EncounterState, c: StandardCommand): string | null {
  const asSeat = (seat: SeatId | null | undefined): string | null =>
    seat === null || seat === undefined || (c.actor.role === 'seat' && c.actor.seat === seat) ? null : `only seat ${seat} may do this`;
  const enc = isGame(state) ? state.standard : null;
  switch (c.type) {
    case 'BeginStandardSetup':
    case 'RecordTerrain':
    case 'SetEncounterSize':
    case 'DetermineDeployment':
    case 'DetermineStrategy':
    case 'GenerateSchemePool':
    case 'FlipDeploymentOrder':
      return null;
    case 'AnnounceFaction':
    case 'SubmitCrew':
    case 'ChooseSchemes':
    case 'RevealScheme':
    case 'DeclareScoringFacts':
    case 'ChooseSpoils':
    case 'ChooseStoryRole':
      return asSeat(c.data.seat);
    case 'ChooseDeploymentOrder':
      return asSeat(enc?.orderWinner);
    case 'ChooseDeploymentZone':
      return asSeat(enc?.deployFirst);
    case 'RuleOnScoringFacts':
      return c.actor.role === 'organiser' ? null : 'only the organiser rules on a disputed declaration';
    case 'AnswerScoringFacts': {
      // The opponent of the declaring seat answers (or the organiser, who rules on a dispute).
      const d = enc?.declarations.find((x) => x.declarationId === c.data.declarationId);
      if (!d || !isGame(state) || c.actor.role === 'organiser') return null;
      return asSeat(opponentOf(state, d.seat));
    }
    default: {
      const _exhaustive: never = c;
      return _exhaustive;
    }
  }
}
