// The Malifaux 2E registration: its decider, access rule, summary and creation command.
import { malifaux2e } from '../rules/malifaux-2e';
import type { EncounterCommand } from '../rules/malifaux-2e/commands';
import type { EncounterEvent } from '../rules/malifaux-2e/events';
import { encounterResult } from '../rules/malifaux-2e/encounter/result';
import { isGame, type EncounterState } from '../rules/malifaux-2e/state';
import { foreignSections, invalidField, rejectForeign } from './creation';
import { eventTypesOf } from '../common/contract/event-model';
import { MALIFAUX_2E_EVENT_MODELS, malifaux2eEventModels } from './malifaux-2e-events';
import type { Ruleset, RulesetCommand } from './ruleset';
import { deckFaces } from '../rules/malifaux-2e/view';
import { EFFECT_KINDS_2E } from '../rules/malifaux-2e/turn/turn-commands';

/**
 * The shared effects route validates the kinds of every Malifaux edition; a 2E encounter takes its own (the rules core's
 * list) and answers 400 naming `kind` for any other (1E's WOUNDS, SWAP, REPLACE: DMG-3, DMG-4, PL-3, PL-4).
 */
const EFFECT_KINDS: readonly string[] = EFFECT_KINDS_2E;

export const malifaux2eRuleset: Ruleset = {
  id: 'malifaux-2e',
  snapshotSchema: 6,
  eventModels: malifaux2eEventModels(),
  eventTypes: eventTypesOf(MALIFAUX_2E_EVENT_MODELS),
  decider: {
    initialState: () => malifaux2e.initialState(),
    // Commands reach the decider only through DTOs validated for this ruleset, hence the narrowing casts.
    decide: (s, c) => {
      const kind = c.type === 'DeclareEffect' ? (c.data as { kind?: string }).kind : undefined;
      if (kind !== undefined && !EFFECT_KINDS.includes(kind)) throw invalidField('kind', `a malifaux-2e encounter has no ${kind} effect: one of ${EFFECT_KINDS.join(', ')}`);
      // malifaux-1e LOS-8 reads sight lines from an aura's or pulse's origin; 2E's AU-3 takes only the declared `los`.
      if (c.type === 'DeclareEffect' && (c.data as { via?: { sight?: unknown } }).via?.sight !== undefined) throw invalidField('via.sight', 'sight lines are malifaux-1e facts (LOS-8); a malifaux-2e aura or pulse takes via.los');
      return malifaux2e.decide(s as EncounterState, c as EncounterCommand);
    },
    evolve: (s, e) => malifaux2e.evolve(s as EncounterState, e as EncounterEvent),
    view: (s, v) => malifaux2e.view(s as EncounterState, v),
    redactEvent: (e, v, now) => malifaux2e.redactEvent(e as EncounterEvent, v, now as EncounterState),
  },
  deckFaces: (s) => deckFaces(s as EncounterState),
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
  result: (s) => encounterResult(s as EncounterState),
  createCommandData: (input, server) => {
    rejectForeign('malifaux-2e', foreignSections('malifaux-2e', input));
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
