// The Malifaux 2E registration: its decider, access rule, summary and creation command.
import { malifaux2e } from '../rules/malifaux-2e';
import type { EncounterCommand } from '../rules/malifaux-2e/commands';
import type { EncounterEvent } from '../rules/malifaux-2e/events';
import { isGame, type EncounterState } from '../rules/malifaux-2e/state';
import { rejectForeign } from './creation';
import type { Ruleset, RulesetCommand } from './ruleset';

export const malifaux2eRuleset: Ruleset = {
  id: 'malifaux-2e',
  snapshotSchema: 5,
  decider: {
    initialState: () => malifaux2e.initialState(),
    // Commands reach the decider only through DTOs validated for this ruleset, hence the narrowing casts.
    decide: (s, c) => malifaux2e.decide(s as EncounterState, c as EncounterCommand),
    evolve: (s, e) => malifaux2e.evolve(s as EncounterState, e as EncounterEvent),
    view: (s, v) => malifaux2e.view(s as EncounterState, v),
    redactEvent: (e, v, now) => malifaux2e.redactEvent(e as EncounterEvent, v, now as EncounterState),
  },
  authorize: (s, c: RulesetCommand) => malifaux2e.authorize(s as EncounterState, c as EncounterCommand),
  summary: (s) => {
    const state = s as EncounterState;
    if (!isGame(state)) return null;
    return {
      status: state.status,
      players: state.seatOrder.map((seat) => ({ seat, name: state.seats[seat]?.name ?? '' })),
      seedCommitment: state.seedCommitment,
      createdAt: state.createdAt,
      endedAt: state.endedAt,
    };
  },
  createCommandData: (input, server) => {
    rejectForeign('malifaux-2e', { mageWars: input.mageWars, malifaux1e: input.malifaux1e });
    return {
      encounterId: server.encounterId,
      players: input.players.map((p) => ({ name: p.name, soulstones: p.soulstones, handSize: p.handSize })),
      seed: server.seed,
      seedCommitment: server.seedCommitment,
      options: input.options ?? {},
      ...(input.stackedDecks ? { stackedDecks: input.stackedDecks } : {}),
      now: server.now,
    };
  },
};
