// The Mage Wars registration (apprentice, full and double modes): its decider, access rule, summary, result, creation
// command and the saved spellbooks a creation names.
import { mageWars, MAGE_WARS_SNAPSHOT_SCHEMA, type EncounterCommand, type EncounterEvent, type EncounterState } from '../rules/mage-wars';
import { RuleViolation } from '../rules/core/rule-violation';
import { CardDefinitionError, validateCardDefinition } from '../rules/mage-wars/cards/card-validator';
import { SAVED_SPELLBOOK_STREAM, evolveSpellbook, type SavedSpellbook, type SpellbookSaved } from '../rules/mage-wars/cards/saved-spellbook';
import type { CardDefinition } from '../rules/mage-wars/cards/card-definition';
import type { CreateEncounterInput } from '../encounters/dto/create-encounter.input';
import { foreignCommand, foreignSections, invalidField, rejectForeign } from './creation';
import { mageWarsResult } from './mage-wars-result';
import { MAGE_WARS_EVENT_TYPES } from './mage-wars-event-types';
import type { CreationValues, Ruleset, RulesetCommand, StreamReference } from './ruleset';

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
  eventTypes: MAGE_WARS_EVENT_TYPES,
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
      ...foreignSections('mage-wars', input),
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
        if (err instanceof CardDefinitionError) throw invalidField(`mageWars.cards[${i}].${err.field}`, `${err.why} (${err.ruleId})`);
        if (err instanceof RuleViolation) throw invalidField(`mageWars.cards[${i}]`, err.message);
        throw err;
      }
    });
    const mode = mw.mode ?? 'apprentice';
    const saved = savedBooks(input, server);
    // A saved book brings its definitions; the registered ones and the other books' must agree (one definition per card
    // id). The refusal does not name the card: the book is secret, even from whoever creates the encounter.
    const cards = new Map<string, unknown>((mw.cards ?? []).map((c) => [String(c.id), c]));
    const registered = new Set(cards.keys());
    saved.forEach((book, i) =>
      book?.definitions.forEach((d: CardDefinition) => {
        const mine = cards.get(d.id);
        if (mine !== undefined && JSON.stringify(mine) !== JSON.stringify(d))
          throw invalidField(`mageWars.players[${i}].savedSpellbookId`, 'a card of this book is defined differently in mageWars.cards or in another book');
        cards.set(d.id, d);
      }),
    );
    return {
      encounterId: server.encounterId,
      ...(mw.mode !== undefined ? { mode } : {}),
      players: input.players.map((p, i) => {
        const s = mw.players[i];
        const book = saved[i];
        const full = (field: string, v: unknown): void => {
          if (v !== undefined && mode === 'apprentice') throw invalidField(`mageWars.players[${i}].${field}`, 'a full-mode input (mageWars.mode full or double)');
        };
        full('element', s.element);
        full('team', s.team);
        full('savedSpellbookId', s.savedSpellbookId);
        if (book && (s.spellbook !== undefined || s.spellbookId !== undefined))
          throw invalidField(`mageWars.players[${i}].savedSpellbookId`, 'one book per Mage: savedSpellbookId, spellbookId or spellbook');
        if (book && book.mageClass !== s.mageClass) throw invalidField(`mageWars.players[${i}].savedSpellbookId`, `a book built for a ${book.mageClass}, not a ${s.mageClass}`);
        // The saved book was validated for its Mage and element: another element could re-price it, and a refusal then
        // would name cards of a secret book to whoever creates the encounter.
        if (book && s.element !== undefined && s.element !== book.element) throw invalidField(`mageWars.players[${i}].element`, 'differs from the element the saved spellbook was built for');
        const element = s.element ?? book?.element;
        return {
          name: p.name,
          mageClass: s.mageClass,
          ...(s.spellbookId !== undefined ? { spellbookId: s.spellbookId } : {}),
          ...(s.spellbook !== undefined ? { spellbook: s.spellbook } : {}),
          ...(book ? { spellbook: book.cards } : {}),
          ...(element !== undefined ? { element } : {}),
          ...(s.team !== undefined ? { team: s.team } : {}),
          // §17.1: what only the secret book defines is that seat's until it is public (view.ts).
          ...(book ? { privateCardIds: book.definitions.map((d) => d.id).filter((cardId) => !registered.has(cardId)) } : {}),
        };
      }),
      ...(cards.size > 0 ? { cards: [...cards.values()] } : {}),
      seed: server.seed,
      seedCommitment: server.seedCommitment,
      options: Object.fromEntries(Object.entries(mw.options ?? {}).filter(([, v]) => v !== undefined)),
      now: server.now,
    };
  },
  references: (input) =>
    (input.mageWars?.players ?? []).flatMap((p, i): StreamReference[] =>
      p.savedSpellbookId === undefined ? [] : [{ field: `mageWars.players[${i}].savedSpellbookId`, streamId: p.savedSpellbookId, streamType: SAVED_SPELLBOOK_STREAM }],
    ),
  result: (s) => mageWarsResult(s as EncounterState),
};

/** Each seat's saved book (folded from its stream, the latest version), or null. */
function savedBooks(input: CreateEncounterInput, server: CreationValues): (SavedSpellbook | null)[] {
  return (input.mageWars?.players ?? []).map((p) => {
    const stream = p.savedSpellbookId === undefined ? undefined : server.referenced?.[p.savedSpellbookId];
    if (!stream) return null;
    return stream.events.reduce<SavedSpellbook | null>((st, e) => evolveSpellbook(st, e as SpellbookSaved), null);
  });
}
