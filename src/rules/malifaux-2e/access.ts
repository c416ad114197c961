// Who may give which command (DESIGN.md "Hidden information and access"): a seat acts only for itself; the cut of a
// deck belongs to the opponent it was offered to (FD-13); ending the encounter belongs to the organiser.
import type { Actor } from '../core/decider';
import type { EncounterCommand } from './commands';
import { isGame, opponentOf, type EncounterState } from './state';

/** Null when the actor may give the command; otherwise why not (answered as 403 FORBIDDEN). */
export function authorize(state: EncounterState, command: EncounterCommand): string | null {
  const actor: Actor = command.actor;
  const asSeat = (seat: string): string | null =>
    actor.role === 'seat' && actor.seat === seat ? null : `only seat ${seat} may do this for seat ${seat}`;
  switch (command.type) {
    case 'CreateEncounter':
    case 'BeginDrawPhase':
      return null;
    case 'EndEncounter':
      return actor.role === 'organiser' ? null : 'only the organiser may end the encounter';
    case 'CutDeck':
    case 'DeclineCut': {
      if (!isGame(state)) return null;
      const seat = state.seats[command.data.seat];
      const cutter = seat?.pendingCutBy ?? opponentOf(state, command.data.seat);
      return asSeat(cutter) === null ? null : `only seat ${cutter}, the opponent, may cut seat ${command.data.seat}'s deck`;
    }
    case 'ShuffleDeck':
    case 'DrawCards':
    case 'DiscardCards':
    case 'FlipCards':
    case 'RefillHand':
      return asSeat(command.data.seat);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
