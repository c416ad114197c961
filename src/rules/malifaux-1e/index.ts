// The Malifaux First Edition ruleset (rules/malifaux-1e.md; seeds 000_8cac2ea3b25a10d7.txt, 003_709459c7b0988b93.txt), on
// the shared Malifaux engine (src/rules/malifaux/) with its differences in edition.ts.
import type { Decider } from '../core/decider';
import { authorize1e } from './access';
import type { EncounterCommand1e } from './commands';
import { decide1e } from './decide';
import type { EncounterEvent1e } from './events';
import { evolve1e } from './evolve';
import type { EncounterState1e } from './state';
import { redactEvent1e, view1e, type EncounterView1e } from './view';

export const malifaux1e: Decider<EncounterState1e, EncounterCommand1e, EncounterEvent1e, EncounterView1e | null> & {
  readonly id: 'malifaux-1e';
  authorize: typeof authorize1e;
} = {
  id: 'malifaux-1e',
  initialState: (): EncounterState1e => ({ status: 'empty' }),
  decide: decide1e,
  evolve: evolve1e,
  view: view1e,
  redactEvent: redactEvent1e,
  authorize: authorize1e,
};

export type { EncounterCommand1e, EncounterEvent1e, EncounterState1e, EncounterView1e };
