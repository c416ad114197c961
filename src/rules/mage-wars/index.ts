// The Mage Wars ruleset, apprentice mode (rules/mage-wars.md; seed 001_b0608170285f4c3d.txt).
import type { Decider } from '../core/decider';
import { authorize } from './access';
import { auditDice } from './audit';
import type { EncounterCommand } from './commands';
import { decide } from './decide';
import type { EncounterEvent } from './events';
import { evolve } from './evolve';
import { isGame, type EncounterState } from './state';
import { redactEvent, view, type EncounterView } from './view';

/** Bump when the state shape changes (stored snapshots of another schema are refolded from the log). */
export const MAGE_WARS_SNAPSHOT_SCHEMA = 3;

/** The public summary the application layer's read models need (shape of rulesets/ruleset.ts EncounterSummary). */
export function summary(state: EncounterState) {
  if (!isGame(state)) return null;
  return {
    status: state.status,
    // Stryker disable next-line StringLiteral: every seat of seatOrder has its seat state; the fallback only satisfies the index type
    players: state.seatOrder.map((seat) => ({ seat, name: state.seats[seat]?.name ?? '' })),
    seedCommitment: state.seedCommitment,
    createdAt: state.createdAt,
    endedAt: state.endedAt,
  };
}

export const mageWars: Decider<EncounterState, EncounterCommand, EncounterEvent, EncounterView | null> & {
  readonly id: 'mage-wars';
  authorize: typeof authorize;
  audit: typeof auditDice;
  summary: typeof summary;
} = {
  id: 'mage-wars',
  initialState: (): EncounterState => ({ status: 'empty' }),
  decide,
  evolve,
  view,
  redactEvent,
  authorize,
  audit: auditDice,
  summary,
};

export type { EncounterCommand, EncounterEvent, EncounterState, EncounterView };
