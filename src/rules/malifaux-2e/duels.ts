// Malifaux 2E duels inside an encounter (rules/malifaux-2e.md §3, §4, §12, §14; seed 002_0afdbbe5c7b94945.txt lines
// 450-796, 1321-1437): the duel machine (duel/duel-machine.ts) decides, and its flips come from the seats' real decks.
// FD-11: when a flip needs more cards than the deck holds, the discard pile is shuffled under the remaining cards first.
import type { SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import type { CardId } from '../malifaux/cards';
import { shuffleEvent } from '../malifaux/fate-deck';
import type { DuelDecision } from './commands';
import type { DuelCommand } from './duel/duel-commands';
import type { DuelContext } from './duel/duel-context';
import type { CardMove, DuelEvent } from './duel/duel-events';
import { decideDuel, evolveDuel } from './duel/duel-machine';
import type { EncounterEvent } from './events';
import { horrorConsequences } from './horror-duels';
import { assertSeat } from './encounter-lifecycle';
import { assertNoPendingCut, randomOf } from './fate-deck';
import { seatOf, type GameState, type SeatState } from './state';

export const DUEL_EVENT_TYPES: ReadonlySet<string> = new Set([
  'DuelStarted',
  'SoulstonesDeclared',
  'DefenderRelented',
  'DuelStepSkipped',
  'DuelCardsFlipped',
  'ActiveCardChosen',
  'RedJokerSuitNamed',
  'FateCheated',
  'CheatDeclined',
  'TriggerDeclared',
  'TriggerPassed',
  'DuelResolved',
  'FlipStarted',
  'PreventionFlipped',
  'PreventionDeclined',
  'DamageResolved',
  'HealingResolved',
  'BlastDamageResolved',
]);

export function isDuelEvent(e: EncounterEvent): e is DuelEvent {
  return DUEL_EVENT_TYPES.has(e.type);
}

/** The seats a duel, damage or healing flip names for its models: each must be a player at the table, with a deck (FD-1). */
function seatsNamed(c: DuelCommand): SeatId[] {
  switch (c.type) {
    case 'StartDuel':
      return c.data.kind === 'SIMPLE' ? [c.data.actor.seat] : [c.data.attacker.seat, c.data.defender.seat];
    case 'StartDamage':
      return [c.data.dealer.seat, c.data.target.seat];
    case 'StartHealing':
      return [c.data.healed.seat];
    default:
      return [];
  }
}

export function duelDecision(state: GameState, c: DuelDecision): EncounterEvent[] {
  require_(state.drawPhase === null, 'malifaux-2e/DU-S1', '§4.3, §6.2', 'no duel during the Draw Phase');
  for (const seat of seatsNamed(c.data.command)) assertSeat(state, seat);
  const before: EncounterEvent[] = [];
  const random = randomOf(state);
  const ctx: DuelContext = {
    flip(seat: SeatId, count: number): readonly CardId[] {
      const s = seatOf(state, seat);
      assertNoPendingCut(s);
      // Stryker disable next-line MethodExpression: the duel machine keeps only the first `count` cards ctx.flip returns
      if (s.deck.length >= count || s.discard.length === 0) return s.deck.slice(0, count);
      const reshuffle = shuffleEvent(seat, s, 'discard', 'empty-deck', random, null);
      before.push(reshuffle);
      // Stryker disable next-line MethodExpression: the duel machine keeps only the first `count` cards ctx.flip returns
      return reshuffle.data.order.slice(0, count);
    },
    hand: (seat: SeatId) => seatOf(state, seat).hand,
    soulstones: (seat: SeatId) => seatOf(state, seat).soulstones,
  };
  // decideDuel fills `before` (a reshuffle) through ctx.flip: call it first, then put those events in front.
  const decided = decideDuel(state.duel, c.data.command, ctx);
  const events: EncounterEvent[] = [...before, ...decided];
  // §14: a Horror Duel's result has consequences beyond the duel (Paralyzed, immunity).
  return [...events, ...horrorConsequences(state, state.horror?.pending ?? null, events)];
}

function move(seat: SeatState, m: CardMove): SeatState {
  const out = (cards: readonly CardId[]): CardId[] => cards.filter((x) => x !== m.card);
  const from =
    m.from === 'DECK' ? { deck: out(seat.deck) } : m.from === 'HAND' ? { hand: out(seat.hand) } : { inPlay: out(seat.inPlay) };
  const moved = { ...seat, ...from };
  return m.to === 'IN_PLAY' ? { ...moved, inPlay: [...moved.inPlay, m.card] } : { ...moved, discard: [...moved.discard, m.card] };
}

/** The duel machine's state, plus every card move and Soulstone spent that its event records. */
export function evolveDuelEvent(state: GameState, e: DuelEvent): GameState {
  const seats = { ...state.seats };
  const moves = (e.data as { moves?: readonly CardMove[] }).moves ?? [];
  for (const m of moves) {
    const s = seats[m.seat];
    if (s) seats[m.seat] = move(s, m);
  }
  const spent = e.type === 'SoulstonesDeclared' || e.type === 'DefenderRelented' || e.type === 'PreventionFlipped' ? e.data : null;
  if (spent) {
    const s = seats[spent.seat];
    if (s) seats[spent.seat] = { ...s, soulstones: Math.max(0, s.soulstones - spent.spent) };
  }
  return { ...state, seats, duel: evolveDuel(state.duel, e) };
}
