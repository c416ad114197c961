// Malifaux 2E Draw Phase (rules/malifaux-2e.md §6.2, seed 002_0afdbbe5c7b94945.txt lines 845-867): DP-1..DP-5.
// BeginDrawPhase shuffles every discard pile in (DP-1); each seat then refills in declaration order (DP-2..DP-4)
// and discards down to its hand size (DP-5); the phase ends when every seat has refilled and is at or under it.
import { require_ } from '../core/rule-violation';
import type { SeatId } from '../core/decider';
import { shuffleEvent, takeFromTop } from '../malifaux/fate-deck';
import type { BeginDrawPhase, RefillHand } from './commands';
import { MALIFAUX_2E } from './edition';
import { assertSeat } from './encounter-lifecycle';
import type { EncounterEvent } from './events';
import { assertCardsInHand, assertNoPendingCut, randomOf } from './fate-deck';
import { opponentOf, seatOf, type GameState, type SeatState } from './state';

export const SOULSTONE_EXTRA_DRAW = 2;

export function beginDrawPhase(state: GameState, c: BeginDrawPhase): EncounterEvent[] {
  require_(state.drawPhase === null, 'malifaux-2e/DP-1', '§6.2', 'the Draw Phase has already begun');
  require_(state.initiative === null, 'malifaux-2e/DP-1', '§6.1', 'finish the Initiative Phase first');
  // DU-S1, §6.1: a duel (or damage / healing flip) belongs to an Action: it is finished before the Turn moves on.
  require_(
    state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING',
    'malifaux-2e/DU-S1',
    '§4.3 (seed 621-623), §6.1',
    'a duel or flip is still in progress: finish it before the Draw Phase',
  );
  // DP-4: the previous Turn's First Player declares first (Turn 1: who deployed first, named by the caller).
  const first = c.data.firstPlayer ?? state.firstPlayer ?? state.seatOrder[0];
  assertSeat(state, first);
  for (const s of state.seatOrder) {
    const seat = seatOf(state, s);
    assertNoPendingCut(seat);
    require_(seat.inPlay.length === 0, 'malifaux-2e/DP-1', '§6.2', `seat ${s} has cards in play in an unresolved flip`);
  }
  // DP-4: the previous Turn's First Player (Turn 1: who deployed first) declares first; the caller names her.
  const order: SeatId[] = [first, ...state.seatOrder.filter((s) => s !== first)];
  const random = randomOf(state);
  const offer = (s: SeatId): SeatId | null => (state.options.autoDeclineCuts ? null : opponentOf(state, s));
  // DP-1: hands are set aside; only the discard pile goes back into the deck.
  const shuffles = state.seatOrder.map((s) => shuffleEvent(s, seatOf(state, s), 'discard', 'draw-phase', random, offer(s)));
  return [{ type: 'DrawPhaseBegun', data: { turn: state.turn + 1, order } }, ...shuffles];
}

export function refillHand(state: GameState, c: RefillHand): EncounterEvent[] {
  const phase = state.drawPhase;
  require_(phase !== null, 'malifaux-2e/DP-3', '§6.2', 'hands are refilled only in the Draw Phase');
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  require_(!phase.refilled.includes(seat.seat), 'malifaux-2e/DP-3', '§6.2', `seat ${seat.seat} has already refilled this Draw Phase`);
  const due = phase.order[phase.refilled.length];
  require_(due === seat.seat, 'malifaux-2e/DP-4', '§6.2 (seed 859-863)', `seat ${due} declares first this Draw Phase`);
  assertNoPendingCut(seat);
  const events: EncounterEvent[] = [];
  let hand = seat.hand.slice();
  let cards: SeatState = seat;
  const random = randomOf(state);
  // DP-2: discard any number of cards from hand first.
  if (c.data.discard.length > 0) {
    assertCardsInHand(seat, c.data.discard);
    events.push({ type: 'CardsDiscarded', data: { seat: seat.seat, cards: c.data.discard, from: 'hand' } });
    hand = hand.filter((h) => !c.data.discard.includes(h));
    cards = { ...cards, hand, discard: [...cards.discard, ...c.data.discard] };
  }
  const draw = (count: number): void => {
    if (count <= 0) return;
    const r = takeFromTop(seat.seat, cards, count, random, (drawn) => ({ type: 'CardsDrawn', data: { seat: seat.seat, cards: drawn, requested: count } }));
    events.push(...r.events);
    cards = { ...cards, ...r.remaining, hand: [...cards.hand, ...r.taken] };
  };
  // DP-3: draw up to the hand size; a hand at or above it draws nothing.
  draw(seat.handSize - cards.hand.length);
  // DP-4: one Soulstone, two more cards (SS-2: never from an empty pool).
  if (c.data.useSoulstone) {
    require_(MALIFAUX_2E.drawPhaseSoulstoneDraw, 'malifaux-2e/DP-4', '§5', 'this edition has no Soulstone draw in the Draw Phase');
    require_(seat.soulstones >= 1, 'malifaux-2e/SS-2', '§5', 'the Soulstone Pool is empty');
    events.push({ type: 'SoulstonesSpent', data: { seat: seat.seat, amount: 1, purpose: 'draw-phase-extra-cards' } });
    draw(SOULSTONE_EXTRA_DRAW);
  }
  events.push({ type: 'HandRefilled', data: { seat: seat.seat, usedSoulstone: c.data.useSoulstone } });
  // DP-5 is the seat's next command (DiscardCards) when it is over its hand size; otherwise the phase may end now.
  if (cards.hand.length <= seat.handSize && phase.refilled.length + 1 === phase.order.length && allOthersDone(state, seat.seat)) {
    events.push({ type: 'DrawPhaseEnded', data: { turn: phase.turn } });
  }
  return events;
}

function allOthersDone(state: GameState, except: SeatId): boolean {
  return state.seatOrder.filter((s) => s !== except).every((s) => seatOf(state, s).hand.length <= seatOf(state, s).handSize);
}

/**
 * DP-5 during the Draw Phase: a discard must be made after refilling and bring the hand exactly down to the
 * hand size. Returns the DrawPhaseEnded event when this discard finishes the phase.
 */
export function trimDiscard(state: GameState, seat: SeatState, count: number): EncounterEvent[] {
  const phase = state.drawPhase;
  if (phase === null) return [];
  require_(phase.refilled.includes(seat.seat), 'malifaux-2e/DP-2', '§6.2', 'discard before drawing by refilling the hand with a discard list');
  const excess = seat.hand.length - seat.handSize;
  require_(excess > 0, 'malifaux-2e/DP-5', '§6.2', `seat ${seat.seat} is not above its hand size`);
  require_(count === excess, 'malifaux-2e/DP-5', '§6.2 (seed 865-867)', `discard exactly ${excess} card(s) to come down to the hand size of ${seat.handSize}`);
  const othersDone = allOthersDone(state, seat.seat) && phase.refilled.length === phase.order.length;
  return othersDone ? [{ type: 'DrawPhaseEnded', data: { turn: phase.turn } }] : [];
}
