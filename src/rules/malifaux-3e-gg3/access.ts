// malifaux-3e-gg3 access: who may give which command (DESIGN.md "Hidden information and access"). A seat acts for
// itself (the `seat` in the data must be its own); the organiser runs the table clock and rules on disputes.
import type { Gg3Command } from './commands';
import type { Gg3State } from './state';

const ORGANISER: ReadonlySet<Gg3Command['type']> = new Set([
  'CreateEncounter', 'RegisterTerrain', 'DetermineAttacker', 'DeployCrews', 'DeclarePregameInitiative', 'StartTurn', 'StartActivations', 'EndTurn', 'ResolveDispute', 'EndEncounter',
]);

export const isOrganiserCommand = (type: string): boolean => ORGANISER.has(type as Gg3Command['type']);

export function authorize(_s: Gg3State, c: Gg3Command): string | null {
  if (ORGANISER.has(c.type)) return c.actor.role === 'organiser' ? null : `${c.type} is the organiser's command`;
  if (c.actor.role !== 'seat') return `${c.type} is given by a seat, for itself`;
  const seat = (c.data as { seat?: string }).seat;
  return seat === c.actor.seat ? null : 'a seat acts only for itself';
}
