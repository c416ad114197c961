// malifaux-2e §18, §20.8 Crews hired into the encounter as data (rules/malifaux-2e.md; seed 1682-1751, 2347-2399): ST-1
// Costs, factions and Upgrades belong to a later issue: here each seat's crew is given directly, before the first Turn.
import { require_ } from '../../core/rule-violation';
import type { EncounterEvent } from '../events';
import { assertSeat } from '../encounter-lifecycle';
import type { GameState } from '../state';
import { validateCrew } from './crew';
import type { HireCrew } from './turn-commands';

export function hireCrew(state: GameState, c: HireCrew): EncounterEvent[] {
  assertSeat(state, c.data.seat);
  // Turn 0 is before the first Draw Phase: DrawPhaseBegun moves the Turn to 1 as it opens.
  require_(state.turn === 0, 'malifaux-2e/ST-1', '§20.8 (seed 2347-2399)', 'crews are hired before the first Turn');
  require_(!(state.table?.crews ?? []).includes(c.data.seat), 'malifaux-2e/ST-1', '§20.8 (seed 2347-2399)', `seat ${c.data.seat} has already hired its crew`);
  validateCrew(c.data.models, new Set(Object.keys(state.table?.models ?? {})));
  return [{ type: 'CrewHired', data: { seat: c.data.seat, models: c.data.models } }];
}
