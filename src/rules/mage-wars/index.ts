// The Mage Wars ruleset, apprentice mode (rules/mage-wars.md; seed 001_b0608170285f4c3d.txt).
import type { Decider } from '../core/decider';
import { authorize } from './access';
import { auditDice } from './audit';
import type { EncounterCommand } from './commands';
import { decide } from './decide';
import type { EncounterEvent } from './events';
import { evolve } from './evolve';
import type { EncounterState } from './state';
import { redactEvent, view, type EncounterView } from './view';

export const mageWars: Decider<EncounterState, EncounterCommand, EncounterEvent, EncounterView | null> & {
  readonly id: 'mage-wars';
  authorize: typeof authorize;
  audit: typeof auditDice;
} = {
  id: 'mage-wars',
  initialState: (): EncounterState => ({ status: 'empty' }),
  decide,
  evolve,
  view,
  redactEvent,
  authorize,
  audit: auditDice,
};

export type { EncounterCommand, EncounterEvent, EncounterState, EncounterView };
