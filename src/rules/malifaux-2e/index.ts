// The Malifaux Second Edition ruleset (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt).
import type { Decider } from '../core/decider';
import { authorize } from './access';
import type { EncounterCommand } from './commands';
import { decide } from './decide';
import type { EncounterEvent } from './events';
import { evolve } from './evolve';
import type { EncounterState } from './state';
import { redactEvent, view, type EncounterView } from './view';

export const malifaux2e: Decider<EncounterState, EncounterCommand, EncounterEvent, EncounterView | null> & {
  readonly id: 'malifaux-2e';
  authorize: typeof authorize;
} = {
  id: 'malifaux-2e',
  initialState: (): EncounterState => ({ status: 'empty' }),
  decide,
  evolve,
  view,
  redactEvent,
  authorize,
};

export type { EncounterCommand, EncounterEvent, EncounterState, EncounterView };
