// The Mage Wars registration (apprentice mode): its decider, access rule, summary and creation command.
import { mageWars, MAGE_WARS_SNAPSHOT_SCHEMA, type EncounterCommand, type EncounterEvent, type EncounterState } from '../rules/mage-wars';
import { RuleViolation } from '../rules/core/rule-violation';
import { validateCardDefinition } from '../rules/mage-wars/cards/card-validator';
import { foreignCommand, invalidField, rejectForeign } from './creation';
import type { Ruleset, RulesetCommand } from './ruleset';

/** Every command the Mage Wars decider knows (README "Commands"). */
export const MAGE_WARS_COMMANDS: ReadonlySet<string> = new Set([
  'CreateEncounter', 'PayUpkeep', 'PlanSpells', 'PassDeployment', 'PassQuickcast', 'PassActionPhase', 'EndActionPhase',
  'ActivateCreature', 'Guard', 'MoveCreature', 'Attack', 'DeclareDefense', 'DeclareCounterstrike', 'CastSpell', 'UseAbility',
  'RespondToSpell', 'RespondToTrap', 'RevealEnchantment', 'EndEncounter',
]);

const known = (c: RulesetCommand): EncounterCommand => {
  if (!MAGE_WARS_COMMANDS.has(c.type)) throw foreignCommand('mage-wars', c.type);
  return c as EncounterCommand;
};

export const mageWarsRuleset: Ruleset = {
  id: 'mage-wars',
  snapshotSchema: MAGE_WARS_SNAPSHOT_SCHEMA,
  decider: {
    initialState: () => mageWars.initialState(),
    // Commands reach the decider only through DTOs validated for this ruleset (and the type check above).
    decide: (s, c) => mageWars.decide(s as EncounterState, known(c)),
    evolve: (s, e) => mageWars.evolve(s as EncounterState, e as EncounterEvent),
    view: (s, v) => mageWars.view(s as EncounterState, v),
    redactEvent: (e, v, now) => mageWars.redactEvent(e as EncounterEvent, v, now as EncounterState),
  },
  authorize: (s, c) => mageWars.authorize(s as EncounterState, known(c)),
  summary: (s) => mageWars.summary(s as EncounterState),
  createCommandData: (input, server) => {
    rejectForeign('mage-wars', {
      stackedDecks: input.stackedDecks,
      options: input.options,
      malifaux1e: input.malifaux1e,
      ...Object.fromEntries(input.players.flatMap((p, i) => [[`players[${i}].soulstones`, p.soulstones], [`players[${i}].handSize`, p.handSize]])),
    });
    const mw = input.mageWars;
    if (!mw) throw invalidField('mageWars', 'required for ruleset mage-wars (each player’s mageClass)');
    if (mw.players.length !== input.players.length) throw invalidField('mageWars.players', `one entry per player (${input.players.length})`);
    // Card definitions are JSON checked by the rules core's validator: a malformed one is bad input (400 naming it).
    (mw.cards ?? []).forEach((card, i) => {
      try {
        validateCardDefinition(card);
      } catch (err) {
        if (err instanceof RuleViolation) throw invalidField(`mageWars.cards[${i}]`, err.message);
        throw err;
      }
    });
    return {
      encounterId: server.encounterId,
      players: input.players.map((p, i) => {
        const s = mw.players[i];
        return { name: p.name, mageClass: s.mageClass, ...(s.spellbookId !== undefined ? { spellbookId: s.spellbookId } : {}), ...(s.spellbook !== undefined ? { spellbook: s.spellbook } : {}) };
      }),
      ...(mw.cards ? { cards: mw.cards } : {}),
      seed: server.seed,
      seedCommitment: server.seedCommitment,
      options: Object.fromEntries(Object.entries(mw.options ?? {}).filter(([, v]) => v !== undefined)),
      now: server.now,
    };
  },
};
