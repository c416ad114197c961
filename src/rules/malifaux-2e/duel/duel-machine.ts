// malifaux-2e §4.5 Duel state machine (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 603-794, 1335-1388): simple and opposed duels, damage / healing / prevention flips
/*
 * Contract for the integrator (the encounter decider):
 *
 *   decideDuel(state: DuelState, command: DuelCommand, ctx: DuelContext): DuelEvent[]   (throws RuleViolation only)
 *   evolveDuel(state: DuelState, event: DuelEvent): DuelState                          (total, never throws)
 *   initialDuelState(): DuelState                                                        ({ status: 'IDLE' })
 *   dueStep(state): DueStep                                                              (the decision due next)
 *
 * The machine accepts only the decision due next, in the book's order (§4.3-4.5): Soulstones (Defender first) or
 * relenting -> FlipDuelCards -> ChooseActiveCard (Defender first) -> NameRedJokerSuit (when the active card is the Red
 * Joker) -> CheatFate / DeclineCheat (lower current total first, Defender on a tie) -> DeclareTrigger / PassTrigger
 * (lower final total first, Defender on a tie) -> DuelResolved. Then, optionally, StartDamageFromDuel / StartDamage /
 * StartHealing -> FlipDuelCards -> ChooseActiveCard -> CheatFate / DeclineCheat -> FlipPrevention / DeclinePrevention ->
 * DamageResolved / HealingResolved. Steps without a real choice are taken automatically in the same decide call
 * (a DuelStepSkipped with the rule that removed the choice, or ActiveCardChosen{automatic: true}, or the resolution).
 *
 * CARDS. The machine never moves cards. It reads them through ctx: ctx.flip(seat, n) must return the next n cards of
 * that seat's Fate Deck (top first) WITHOUT the machine removing them (the integrator handles reshuffles, FD-11, and
 * records its own deck events); ctx.hand(seat) and ctx.soulstones(seat) are read-only. ctx.flip is called at most once
 * per seat per command (in a friendly attack both models share a seat: one call, the Defender takes the first cards).
 * Every card movement is written in the event that causes it, in `data.moves: CardMove[]` ({ seat, card, from, to }):
 *   DuelCardsFlipped   DECK -> IN_PLAY      the cards returned by ctx.flip (must be valid CardIds; fewer = A-6)
 *   ActiveCardChosen   IN_PLAY -> DISCARD   the flipped cards not chosen (FM-4)
 *   FateCheated        HAND -> IN_PLAY      the cheated card; IN_PLAY -> DISCARD the replaced card (CF-1)
 *   DuelResolved       IN_PLAY -> DISCARD   the cards in use, at step 5
 *   PreventionFlipped  DECK -> DISCARD      the prevention card (PV-1)
 *   DamageResolved / HealingResolved       IN_PLAY -> DISCARD  the damage / healing card in use
 * Applying `moves` in event order keeps the seat's deck / hand / discard in step; every card that enters play leaves it.
 * SOULSTONES. SoulstonesDeclared.spent, DefenderRelented.spent and PreventionFlipped.spent are paid from that seat's
 * Pool (SS-1): the integrator deducts them. WOUNDS. DamageResolved / HealingResolved give woundsAfter and killed.
 * HIDDEN CARDS. RuleViolation messages never name a card in hand other than the one the acting player chose.
 */
import { DuelCommand } from './duel-commands';
import { DuelContext } from './duel-context';
import { CardMove, DuelEvent } from './duel-events';
import { evolveDuel } from './duel-evolve';
import { DuelState } from './duel-state';
import { dueStep } from './duel-steps';
import { declareSoulstones, flipDuelCards, relent, startDuel } from './duel-setup-decisions';
import { cheatDuel, chooseDuelCard, declareTrigger, declineDuelCheat, nameRedJokerSuit, passTrigger } from './duel-card-decisions';
import { automaticDuelEvent } from './duel-resolution';
import {
  applyBlastDamage,
  automaticFlipEvent,
  cheatFlip,
  chooseFlipCard,
  declineFlipCheat,
  declinePrevention,
  flipFateCards,
  flipPrevention,
  startDamage,
  startDamageFromDuel,
  startHealing,
} from './fate-flip-flow';

export type { DuelContext } from './duel-context';
export { evolveDuel } from './duel-evolve';
export { initialDuelState } from './duel-state';
export { dueStep } from './duel-steps';

function decideCommand(state: DuelState, command: DuelCommand, ctx: DuelContext): DuelEvent[] {
  const inFlip = state.status === 'FLIPPING';
  switch (command.type) {
    case 'StartDuel':
      return startDuel(state, command.data);
    case 'DeclareSoulstones':
      return declareSoulstones(state, command.data, ctx);
    case 'Relent':
      return relent(state, command.data, ctx);
    case 'FlipDuelCards':
      return inFlip ? flipFateCards(state, command.data.by, ctx) : flipDuelCards(state, command.data.by, ctx);
    case 'ChooseActiveCard':
      return inFlip ? chooseFlipCard(state, command.data.by, command.data.card) : chooseDuelCard(state, command.data.by, command.data.card);
    case 'NameRedJokerSuit':
      return nameRedJokerSuit(state, command.data.by, command.data.suit);
    case 'CheatFate':
      return inFlip ? cheatFlip(state, command.data, ctx) : cheatDuel(state, command.data, ctx);
    case 'DeclineCheat':
      return inFlip ? declineFlipCheat(state, command.data.by) : declineDuelCheat(state, command.data.by);
    case 'DeclareTrigger':
      return declareTrigger(state, command.data.by, command.data.trigger);
    case 'PassTrigger':
      return passTrigger(state, command.data.by);
    case 'StartDamageFromDuel':
      return startDamageFromDuel(state, command.data);
    case 'StartDamage':
      return startDamage(state, command.data);
    case 'StartHealing':
      return startHealing(state, command.data);
    case 'FlipPrevention':
      return flipPrevention(state, command.data.by, ctx);
    case 'DeclinePrevention':
      return declinePrevention(state, command.data.by);
    case 'ApplyBlastDamage':
      return applyBlastDamage(state, command.data);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

function automaticEvent(state: DuelState, ctx: DuelContext): DuelEvent | null {
  const due = dueStep(state);
  if (state.status === 'DUELING') return automaticDuelEvent(state.duel, due, ctx);
  if (state.status === 'FLIPPING') return automaticFlipEvent(state, due, ctx);
  return null;
}

/**
 * `ctx` as it stands once `events` are applied: the cards they took from a hand are gone and the Soulstones they spent
 * are paid. The automatic steps that follow a decision judge the choice left (CF-2 empty hand, SS-2 empty pool) on it,
 * which matters when both models of a duel share a seat's hand and pool (a friendly attack).
 */
function contextAfter(ctx: DuelContext, events: readonly DuelEvent[]): DuelContext {
  const moves = events.flatMap((e) => (e.data as { moves?: readonly CardMove[] }).moves ?? []);
  const spent = (seat: string): number =>
    events.reduce((n, e) => n + ((e.type === 'SoulstonesDeclared' || e.type === 'DefenderRelented' || e.type === 'PreventionFlipped') && e.data.seat === seat ? e.data.spent : 0), 0);
  return {
    flip: (seat, count) => ctx.flip(seat, count),
    hand: (seat) => ctx.hand(seat).filter((card) => !moves.some((m) => m.seat === seat && m.from === 'HAND' && m.card === card)),
    soulstones: (seat) => ctx.soulstones(seat) - spent(seat),
  };
}

/** The events of `command`, followed by every automatic step (§4.5) up to the next real decision. */
export function decideDuel(state: DuelState, command: DuelCommand, ctx: DuelContext): DuelEvent[] {
  const events = decideCommand(state, command, ctx);
  let s = events.reduce(evolveDuel, state);
  // Stryker disable next-line EqualityOperator,UpdateOperator: the loop ends when no automatic step is left; the guard only stops a runaway loop
  for (let guard = 0; guard < 64; guard++) {
    const next = automaticEvent(s, contextAfter(ctx, events));
    if (!next) break;
    events.push(next);
    s = evolveDuel(s, next);
  }
  return events;
}
