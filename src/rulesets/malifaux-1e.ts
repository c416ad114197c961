// The Malifaux 1E registration: its decider, access rule, summary and creation command. Commands it does not know (a 2E
// Horror Duel, a Standard Encounter step, a Mage Wars move) are a 400 naming the route, never decided.
import { malifaux1e } from '../rules/malifaux-1e';
import type { EncounterCommand1e } from '../rules/malifaux-1e/commands';
import { HANDLERS } from '../rules/malifaux-1e/decide';
import type { EncounterEvent1e } from '../rules/malifaux-1e/events';
import { isGame1e, type EncounterState1e } from '../rules/malifaux-1e/state';
import { MALIFAUX_1E_EVENT_TYPES, malifaux1eEventModels } from './malifaux-1e-events';
import { foreignCommand, foreignSections, invalidField, rejectForeign } from './creation';
import type { Ruleset, RulesetCommand } from './ruleset';
import { deckFaces1e } from '../rules/malifaux-1e/view';

/** Every command the 1E decider knows: CreateEncounter and the handler maps (§1-§10, and §11-§14 as they plug in). */
export const MALIFAUX_1E_COMMANDS: ReadonlySet<string> = new Set(['CreateEncounter', ...Object.keys(HANDLERS)]);

const DUEL_COMMANDS: ReadonlySet<string> = new Set([
  'StartDuel', 'FlipDuelCards', 'ChooseActiveCard', 'NameRedJokerSuit', 'CheatFate', 'DeclineCheat', 'UseSoulstoneCard', 'DeclineSoulstoneCard',
  'DeclareTrigger', 'PassTrigger', 'StartDamageFromDuel', 'StartHealing', 'FlipPrevention', 'DeclinePrevention', 'ApplyBlastDamage', 'DeclareSoulstones', 'Relent',
]);

const known = (c: RulesetCommand): EncounterCommand1e => {
  if (!MALIFAUX_1E_COMMANDS.has(c.type)) throw foreignCommand('malifaux-1e', c.type);
  if (c.type === 'DuelDecision') {
    const inner = (c.data as { command?: { type?: string } }).command?.type ?? '';
    if (!DUEL_COMMANDS.has(inner)) throw foreignCommand('malifaux-1e', inner);
  }
  return c as EncounterCommand1e;
};

export const malifaux1eRuleset: Ruleset = {
  id: 'malifaux-1e',
  snapshotSchema: 4,
  eventModels: malifaux1eEventModels(),
  eventTypes: MALIFAUX_1E_EVENT_TYPES,
  decider: {
    initialState: () => malifaux1e.initialState(),
    decide: (s, c) => malifaux1e.decide(s as EncounterState1e, known(c)),
    evolve: (s, e) => malifaux1e.evolve(s as EncounterState1e, e as EncounterEvent1e),
    view: (s, v) => malifaux1e.view(s as EncounterState1e, v),
    redactEvent: (e, v, now) => malifaux1e.redactEvent(e as EncounterEvent1e, v, now as EncounterState1e),
  },
  deckFaces: (s) => deckFaces1e(s as EncounterState1e),
  authorize: (s, c) => malifaux1e.authorize(s as EncounterState1e, known(c)),
  summary: (s) => {
    const state = s as EncounterState1e;
    if (!isGame1e(state)) return null;
    return {
      status: state.status,
      players: state.seatOrder.map((seat) => ({ seat, name: state.seats[seat]?.name ?? '' })),
      seedCommitment: state.seedCommitment,
      createdAt: state.createdAt,
      endedAt: state.endedAt,
    };
  },
  createCommandData: (input, server) => {
    rejectForeign('malifaux-1e', {
      ...foreignSections('malifaux-1e', input),
      options: input.options,
      ...Object.fromEntries(input.players.map((p, i) => [`players[${i}].handSize`, p.handSize])),
    });
    if (input.players.length !== 2) throw invalidField('players', 'a First Edition encounter has two players');
    const m = input.malifaux1e;
    const options = Object.fromEntries(Object.entries(m?.options ?? {}).filter(([, v]) => v !== undefined && v !== null));
    return {
      encounterId: server.encounterId,
      players: input.players.map((p) => ({ name: p.name, ...(p.soulstones !== undefined && p.soulstones !== null ? { soulstones: p.soulstones } : {}) })),
      ...(m?.size ? { size: m.size } : {}),
      seed: server.seed,
      seedCommitment: server.seedCommitment,
      options,
      ...(input.stackedDecks ? { stackedDecks: input.stackedDecks } : {}),
      now: server.now,
    };
  },
};
