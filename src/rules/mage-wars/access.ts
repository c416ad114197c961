// Who may give which command (DESIGN.md "Hidden information and access"): a seat acts only for itself; creating the
// encounter belongs to whoever sets it up (the organiser's token, or any caller before it exists).
import type { EncounterCommand } from './commands';
import type { EncounterState } from './state';

/** Null when the actor may give the command; otherwise why not (answered as 403 FORBIDDEN). */
export function authorize(_state: EncounterState, command: EncounterCommand): string | null {
  if (command.type === 'CreateEncounter') return null;
  if (command.type === 'EndEncounter') return command.actor.role === 'organiser' ? null : 'only the organiser may end the encounter';
  const seat = command.data.seat;
  const actor = command.actor;
  return actor.role === 'seat' && actor.seat === seat ? null : `only seat ${seat} may do this for seat ${seat}`;
}
