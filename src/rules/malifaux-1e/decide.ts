// Malifaux 1E decide: dispatches each command type to the handler of the rules section that owns it (STYLE.md "A rule
// file"). The handler maps are the plug-in points: §1-§10 here; §11 magic, §12 morale, §13 terrain and §14 encounters
// plug their handlers into EXTENSION_HANDLERS (src/rules/malifaux-1e/{magic,morale,terrain,encounter}/), without editing
// the core handlers.
import type { EncounterCommand1e } from './commands';
import { blastWounds, decideDuel1e, settleDuel } from './duel/table-duel';
import type { EncounterEvent1e } from './events';
import { evolve1e } from './evolve';
import { cutDeck, declineCut, discardCards, drawCards, flipCards, shuffleDeck } from './fate-deck';
import { assertActive, createEncounter, endEncounter } from './lifecycle';
import { flipForRandomPlayer, settleRuleDispute } from './random-determination';
import { check } from './rule-names';
import { isGame1e, type EncounterState1e, type GameState1e } from './state';
import { activateModel, endActivation } from './turn/activation';
import { takeAction } from './turn/actions';
import { resolveClosingPhase } from './turn/closing-phase';
import { hireCrew } from './turn/crew';
import { beginDrawPhase, refillHand } from './turn/draw-phase';
import { countersDropped } from './turn/counters';
import { declareEffect } from './turn/effects';
import { resolveEffects } from './turn/effect-timing';
import { disengageFollowUp, disengagingStrike } from './turn/disengage';
import { chooseFirstPlayer, decideInitiativeReflip, flipInitiative } from './turn/initiative';
import { decideExtension1e, EXTENSION_COMMAND_TYPES_1E, guardCoreCommand1e, type ExtensionCommand1e } from './encounter/extensions-1e';

type GameCommand = Exclude<EncounterCommand1e, { type: 'CreateEncounter' }>;
type Handler<T extends GameCommand['type']> = (state: GameState1e, command: Extract<GameCommand, { type: T }>) => EncounterEvent1e[];
export type HandlerMap = { readonly [T in GameCommand['type']]?: Handler<T> };

const game = (s: GameState1e, e: EncounterEvent1e): GameState1e => {
  const n = evolve1e(s, e);
  return isGame1e(n) ? n : s;
};

/** §5 The Fate Deck. */
const DECK_HANDLERS: HandlerMap = { ShuffleDeck: shuffleDeck, CutDeck: cutDeck, DeclineCut: declineCut, DrawCards: drawCards, DiscardCards: discardCards, FlipCards: flipCards };

/** §6, §10: duels and damage flips. */
const DUEL_HANDLERS: HandlerMap = {
  DuelDecision: (s, c) => {
    const events = decideDuel1e(s, c.data.command);
    return [...events, ...blastWounds(s, events)];
  },
};

/** §3, §7, §8, §9: crews, the turn, activations, actions, movement effects. */
const TURN_HANDLERS: HandlerMap = {
  BeginDrawPhase: beginDrawPhase,
  RefillHand: refillHand,
  FlipInitiative: flipInitiative,
  DecideInitiativeReflip: decideInitiativeReflip,
  ChooseFirstPlayer: () => chooseFirstPlayer(),
  HireCrew: hireCrew,
  ActivateModel: activateModel,
  TakeAction: takeAction,
  EndActivation: endActivation,
  DisengagingStrike: disengagingStrike,
  DeclareEffect: declareEffect,
  ResolveEffects1e: resolveEffects,
  ResolveClosingPhase: (s) => resolveClosingPhase(s),
  EndEncounter: endEncounter,
  FlipForRandomPlayer: flipForRandomPlayer,
  SettleRuleDispute1e: settleRuleDispute,
};

/**
 * §11 magic (casting and resist duels, summoned and transformed models), §12 morale (morale duels, fleeing, rallying,
 * Terrifying), §13 terrain and §14 encounters: their handlers go here, one map per section, imported from their
 * folders. A command type listed here and in a core map is refused at load (see `HANDLERS` below).
 */
export const EXTENSION_HANDLERS: readonly HandlerMap[] = [
  Object.fromEntries(EXTENSION_COMMAND_TYPES_1E.map((type) => [type, (s: GameState1e, c: ExtensionCommand1e) => decideExtension1e(s, c, game)])) as HandlerMap,
];

function merge(maps: readonly HandlerMap[]): HandlerMap {
  const out: Record<string, unknown> = {};
  for (const m of maps) {
    for (const [type, h] of Object.entries(m)) {
      if (out[type]) throw new Error(`malifaux-1e: two handlers for ${type}`);
      out[type] = h;
    }
  }
  return out as HandlerMap;
}

export const HANDLERS: HandlerMap = merge([DECK_HANDLERS, DUEL_HANDLERS, TURN_HANDLERS, ...EXTENSION_HANDLERS]);

export function decide1e(state: EncounterState1e, command: EncounterCommand1e): EncounterEvent1e[] {
  if (command.type === 'CreateEncounter') return createEncounter(state, command);
  assertActive(state);
  guardCoreCommand1e(state, command);
  const handler = HANDLERS[command.type] as Handler<typeof command.type> | undefined;
  check(handler !== undefined, 'TI-1', '§2', `${command.type} is not a First Edition command`);
  const events = (handler as (s: GameState1e, c: GameCommand) => EncounterEvent1e[])(state, command);
  // An action may start a duel, a decision may end one: the steps without a real choice follow at once; a resolved
  // disengaging strike then stops the move or hands over to the next enemy (DE-2).
  const settled = [...events, ...settleDuel(state, events, game)];
  const after = settled.reduce(game, state);
  const follow = disengageFollowUp(after);
  // §3.6: killed models leave corpse or scrap counters when a Graverobber or Scavenger is in play.
  return [...settled, ...follow, ...countersDropped(state, follow.reduce(game, after))];
}
