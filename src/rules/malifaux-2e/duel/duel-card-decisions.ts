// malifaux-2e §4.3-4.4 steps 2-4: active card, Red Joker suit, Cheat Fate, Triggers (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 496-512, 531-569, 631-647, 721-746): FM-4, FM-6, FM-7, FD-4, CF-1..CF-3, TR-1..TR-3
import { SeatId } from '../../core/decider';
import { RuleViolation, require_ } from '../../core/rule-violation';
import { CardId, SUITS, Suit, isBlackJoker } from '../../malifaux/cards';
import { assertCheatCard, assertMayCheat, CheatSituation } from './cheat-fate';
import { CheatFate } from './duel-commands';
import { DuelContext } from './duel-context';
import { CardMove, DuelEvent } from './duel-events';
import { expectStep } from './duel-order';
import { DuelPolicy } from './duel-policy';
import { DuelRecord, DuelState, SideState, cardInUse, sideOf, sideTotal } from './duel-state';
import { duelOf } from './duel-setup-decisions';
import { FlipType, legalActiveCards } from './fate-modifiers';
import { TriggerDef, availableTriggers, checkTriggerDeclaration } from './triggers';

const FM_SECTION = '§3.2 (seed 482-512)';

/** FM-4, FM-6, FM-7: checks the choice and returns the moves of the cards not chosen (to the Discard Pile). */
export function checkActiveCard(flipped: readonly CardId[], net: number, card: CardId, seat: SeatId): CardMove[] {
  require_(flipped.includes(card), 'malifaux-2e/FM-4', FM_SECTION, `${card} is not one of the flipped cards`);
  if (!legalActiveCards(flipped, net).includes(card)) {
    if (flipped.some(isBlackJoker)) throw new RuleViolation('malifaux-2e/FM-6', FM_SECTION, 'the Black Joker was flipped: it must be the active card');
    throw new RuleViolation('malifaux-2e/FM-4', FM_SECTION, `with a penalty the lowest card (or the Red Joker, FM-7) must be taken, not ${card}`);
  }
  return discardOthers(flipped, card, seat);
}

export function discardOthers(flipped: readonly CardId[], kept: CardId | null, seat: SeatId): CardMove[] {
  const others = [...flipped];
  if (kept !== null) others.splice(others.indexOf(kept), 1);
  return others.map((c) => ({ seat, card: c, from: 'IN_PLAY', to: 'DISCARD' }));
}

export function chooseDuelCard(state: DuelState, by: SeatId, card: CardId): DuelEvent[] {
  const due = expectStep(state, 'CHOOSE_ACTIVE_CARD', by);
  const duel = duelOf(state);
  const side = sideOf(duel, due.role ?? 'ACTOR');
  if (!side || side.flipped === null) return [];
  const moves = checkActiveCard(side.flipped, side.net ?? 0, card, by);
  const total = sideTotal(duel, { ...side, choice: { status: 'CHOSEN', card } });
  return [{ type: 'ActiveCardChosen', data: { stage: 'DUEL', role: side.role, seat: by, card, automatic: false, total, moves } }];
}

export function nameRedJokerSuit(state: DuelState, by: SeatId, suit: Suit): DuelEvent[] {
  const due = expectStep(state, 'NAME_RED_JOKER_SUIT', by);
  require_(SUITS.includes(suit), 'malifaux-2e/FD-4', '§1.2 (seed 402)', 'the Red Joker takes one of RAM, CROW, TOME or MASK');
  const duel = duelOf(state);
  const side = sideOf(duel, due.role ?? 'ACTOR');
  if (!side) return [];
  const total = sideTotal(duel, { ...side, redJokerSuit: suit });
  return [{ type: 'RedJokerSuitNamed', data: { role: side.role, seat: by, suit, total } }];
}

const FLIP_TYPE_OF = { ACTOR: 'SIMPLE_DUEL', ATTACKER: 'ATTACK', DEFENDER: 'DEFENSE' } as const;

/** CF-2 inputs for one duel side: its own flip, the opponent's flipped cards (opposed duels), its hand size. */
export function duelCheatSituation(duel: DuelRecord, side: SideState, handSize: number): CheatSituation {
  // CF-2 (seed 543): a player's *opponent* flipping the Red Joker bars her cheat; in a duel between two models of one
  // player (a friendly attack) the other side is no opponent, so its Red Joker bars nothing.
  const found = duel.sides.find((s) => s.role !== side.role);
  const other = found && found.participant.seat !== side.participant.seat ? found : undefined;
  const flipType: FlipType = FLIP_TYPE_OF[side.role];
  return { flipType, net: side.net ?? 0, flipped: side.flipped ?? [], opponentFlipped: other ? (other.flipped ?? []) : null, handSize };
}

/** CF-1: swap the active card for one from hand; the replaced card is discarded at once (TV-04). */
export function cheatMoves(seat: SeatId, card: CardId, replaced: CardId | null): CardMove[] {
  const moves: CardMove[] = [{ seat, card, from: 'HAND', to: 'IN_PLAY' }];
  return replaced === null ? moves : [...moves, { seat, card: replaced, from: 'IN_PLAY', to: 'DISCARD' }];
}

export function checkCheat(situation: CheatSituation, c: CheatFate['data'], hand: readonly CardId[], policy: DuelPolicy): void {
  assertMayCheat(situation, policy);
  assertCheatCard(c.card, hand, c.redJokerSuit, policy);
}

export function cheatDuel(state: DuelState, c: CheatFate['data'], ctx: DuelContext): DuelEvent[] {
  const due = expectStep(state, 'CHEAT', c.by);
  const duel = duelOf(state);
  const side = sideOf(duel, due.role ?? 'ACTOR');
  if (!side) return [];
  const hand = ctx.hand(c.by);
  checkCheat(duelCheatSituation(duel, side, hand.length), c, hand, duel.policy);
  // Stryker disable next-line BooleanLiteral: a side cheats once (CF-3), so the card in use before and after cheating is the same here
  const replaced = cardInUse(side, false);
  const redJokerSuit = c.redJokerSuit ?? null;
  const total = sideTotal(duel, { ...side, cheat: { status: 'CHEATED', card: c.card, replaced: replaced ?? c.card, redJokerSuit } });
  return [
    {
      type: 'FateCheated',
      data: { stage: 'DUEL', role: side.role, seat: c.by, card: c.card, replaced: replaced ?? c.card, redJokerSuit, total, moves: cheatMoves(c.by, c.card, replaced) },
    },
  ];
}

export function declineDuelCheat(state: DuelState, by: SeatId): DuelEvent[] {
  const due = expectStep(state, 'CHEAT', by);
  return [{ type: 'CheatDeclined', data: { stage: 'DUEL', role: due.role, seat: by } }];
}

/** TR-3: the triggers open to a side in this duel. */
export function sideTriggers(duel: DuelRecord, side: SideState): TriggerDef[] {
  return availableTriggers({ role: side.role, statName: side.participant.stat.name, actionTriggers: duel.action.triggers, statTriggers: side.participant.statTriggers });
}

export function declareTrigger(state: DuelState, by: SeatId, name: string): DuelEvent[] {
  const due = expectStep(state, 'DECLARE_TRIGGER', by);
  const duel = duelOf(state);
  const side = sideOf(duel, due.role ?? 'ACTOR');
  if (!side) return [];
  const trigger = checkTriggerDeclaration({ name, available: sideTriggers(duel, side), finalSuits: sideTotal(duel, side).suits, alreadyDeclared: false });
  return [{ type: 'TriggerDeclared', data: { role: side.role, seat: by, modelId: side.participant.modelId, trigger } }];
}

export function passTrigger(state: DuelState, by: SeatId): DuelEvent[] {
  const due = expectStep(state, 'DECLARE_TRIGGER', by);
  return [{ type: 'TriggerPassed', data: { role: due.role ?? 'ACTOR', seat: by } }];
}
