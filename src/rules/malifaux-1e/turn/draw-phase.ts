// malifaux-1e §7.2 Draw Phase (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2034-2066): TU-D1 discard any
// number, TU-D2 draw up to the maximum hand size (6 Scrap / 7 Brawl, FD-8), or discard down to it, TU-D3 turn 1.
import type { SeatId } from '../../core/decider';
import { takeFromTop } from '../../malifaux/fate-deck';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import { MALIFAUX_1E } from '../edition';
import { assertCardsInHand, assertNoPendingCut } from '../fate-deck';
import { assertSeat } from '../lifecycle';
import { check } from '../rule-names';
import { maxHandSize, seatOf, type GameState1e } from '../state';

const S72 = '§7.2 (seed 2034-2066)';
type C<T extends EncounterCommand1e['type']> = Extract<EncounterCommand1e, { type: T }>;

/** TU-D2 (D23): how many cards to draw, or to discard, to reach the maximum. */
export function drawPhaseDelta(handSize: number, max: number): { draw: number; mustDiscard: number } {
  // Stryker disable next-line EqualityOperator: at handSize === max both branches give { draw: 0, mustDiscard: 0 }
  return handSize >= max ? { draw: 0, mustDiscard: handSize - max } : { draw: max - handSize, mustDiscard: 0 };
}

/** §7.1: the Draw Phase uses the previous turn's activation order (seat order on turn 1). */
export function beginDrawPhase(state: GameState1e, _c: C<'BeginDrawPhase'>): EncounterEvent1e[] {
  check(state.turn.phase === 'SETUP', 'TU-1', '§7.1 (seed 2002-2032)', `the ${state.turn.phase} phase of turn ${state.turn.number} is not over`);
  const order = state.turn.activationOrder ?? state.seatOrder;
  return [{ type: 'DrawPhaseBegun', data: { turn: state.turn.number + 1, order } }];
}

export function refillHand(state: GameState1e, c: C<'RefillHand'>): EncounterEvent1e[] {
  check(state.turn.phase === 'DRAW', 'TU-D2', S72, 'it is not the Draw Phase');
  assertSeat(state, c.data.seat);
  const seat = seatOf(state, c.data.seat);
  check(!state.turn.drawn.includes(seat.seat), 'TU-D2', S72, `seat ${seat.seat} has drawn this Draw Phase`);
  const order = state.turn.activationOrder ?? state.seatOrder;
  const next: SeatId | undefined = order.find((s) => !state.turn.drawn.includes(s));
  check(next === seat.seat, 'TU-D2', S72, `the Draw Phase follows the previous turn's activation order: seat ${next} first`);
  // §18 "Hand size": 1E has no soulstone draw in the Draw Phase (2E DP-3 has).
  check(!c.data.useSoulstone || MALIFAUX_1E.drawPhaseSoulstoneDraw, 'TU-D2', S72, 'First Edition has no soulstone draw in the Draw Phase: draw up to the maximum hand size only');
  // TU-D3: turn 1 skips steps A and B (no voluntary discards).
  check(state.turn.number > 1 || c.data.discard.length === 0, 'TU-D3', S72, 'turn 1 skips the discard step: draw a full hand');
  assertNoPendingCut(seat);
  assertCardsInHand(seat, c.data.discard);
  const max = maxHandSize(state, MALIFAUX_1E.maxHandSize);
  const delta = drawPhaseDelta(seat.hand.length - c.data.discard.length, max);
  check(delta.mustDiscard === 0, 'TU-D2', S72, `the hand would hold ${seat.hand.length - c.data.discard.length} cards: discard down to the maximum of ${max}`);
  const events: EncounterEvent1e[] = c.data.discard.length > 0 ? [{ type: 'CardsDiscarded', data: { seat: seat.seat, cards: c.data.discard, from: 'hand' } }] : [];
  // Step C draws after step B's discards are on the pile, so an empty deck reshuffles them in (FD-12). Taking reads only the
  // deck and the discard pile, and taking 0 cards (a hand at the maximum) gives no event.
  const after = { ...seat, discard: [...seat.discard, ...c.data.discard] };
  events.push(...takeFromTop(seat.seat, after, delta.draw, { seed: state.seed, nonce: state.nonce }, (cards) => ({ type: 'CardsDrawn', data: { seat: seat.seat, cards, requested: delta.draw } })).events);
  events.push({ type: 'HandDrawn', data: { seat: seat.seat, discarded: c.data.discard.length, drawn: delta.draw } });
  return events;
}
