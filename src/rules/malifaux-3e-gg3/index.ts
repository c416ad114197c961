// malifaux-3e-gg3: Malifaux Third Edition, Gaining Grounds Season 3 strategies and schemes (rules/malifaux-3e-gg3.md).
// The decider (README.md: commands, events, policies, decisions).
import type { Decider } from '../core/decider';
import { authorize } from './access';
import type { Gg3Command } from './commands';
import { decide } from './decide';
import type { Gg3Event } from './events';
import { evolve, initialState } from './evolve';
import { resultOf } from './result';
import type { Gg3State } from './state';
import { redactEvent, view, type Gg3View } from './view';

export const GG3_SNAPSHOT_SCHEMA = 2;

export const gg3: Decider<Gg3State, Gg3Command, Gg3Event, Gg3View> & {
  authorize: typeof authorize;
  result: typeof resultOf;
} = {
  initialState,
  decide,
  evolve,
  view,
  redactEvent: (e, v, now) => redactEvent(e, v, now),
  authorize,
  result: resultOf,
};

export type { Gg3Command, Gg3Event, Gg3State, Gg3View };
