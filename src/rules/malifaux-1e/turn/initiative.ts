// malifaux-1e §7.3 Initiative, Activation Phase step B (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2076-2105):
// steps 1-5 (the section has no rule ids; refusals cite SS-5, the crew's soulstone reflip, and TU-A1): one uncheatable flip each;
// equal values reflip with no soulstone; ascending order, 1 soulstone to
// reflip (SS-5, the new card replaces the old); a tie after the window restarts step B with fresh chances;
// the highest activates first (no choice, §18 "Initiative").
import type { SeatId } from '../../core/decider';
import { type CardId, parseCard } from '../../malifaux/cards';
import type { EncounterCommand1e } from '../commands';
import { Desk } from '../desk';
import type { EncounterEvent1e } from '../events';
import { check } from '../rule-names';
import type { GameState1e } from '../state';

const S73 = '§7.3 (seed 2076-2105)';
type C<T extends EncounterCommand1e['type']> = Extract<EncounterCommand1e, { type: T }>;
const value = (c: CardId | null): number => (c === null ? 0 : parseCard(c).value);

/** Flip until the values differ (TU-I2: no soulstone on a raw tie); the cards go to the discard piles at once. */
function flipUntilDifferent(desk: Desk, seats: readonly SeatId[], flipId: string): { cards: Partial<Record<SeatId, CardId | null>>; tieReflips: number } {
  for (let round = 0; ; round++) {
    const cards: Partial<Record<SeatId, CardId | null>> = {};
    for (const s of seats) {
      // The flip is one card, or none when deck and discard pile are both empty (FD-12); it goes to the discard pile at once.
      const flipped = desk.flip(s, 1, `${flipId}:${round}`);
      cards[s] = flipped[0] ?? null;
      desk.discardFromPlay(s, flipped);
    }
    const values = seats.map((s) => value(cards[s] ?? null));
    // A guard against a deck of only Black Jokers (never happens with 54 cards): stop after 54 rounds.
    // Stryker disable next-line EqualityOperator,ConditionalExpression: two 54-card decks never tie 54 times running, so the round guard (> 54, >= 54 or none) never decides
    if (new Set(values).size === values.length || round > 54) return { cards, tieReflips: round };
  }
}

/** TU-I3: the soulstone window, ascending order of value (fixed before any reflip). */
export function windowOrder(cards: Partial<Record<SeatId, CardId | null>>, seats: readonly SeatId[]): SeatId[] {
  return [...seats].sort((a, b) => value(cards[a] ?? null) - value(cards[b] ?? null));
}

export function flipInitiative(state: GameState1e, c: C<'FlipInitiative'>): EncounterEvent1e[] {
  check(state.turn.phase === 'ACTIVATION' && state.turn.activationOrder === null && state.turn.initiative === null, 'SS-5', S73, 'no initiative flip is due');
  const desk = new Desk(state);
  const { cards, tieReflips } = flipUntilDifferent(desk, state.seatOrder, c.data.flipId);
  return [...desk.events, { type: 'InitiativeFlipped', data: { turn: state.turn.number, cards, window: windowOrder(cards, state.seatOrder), tieReflips } }];
}

export function decideInitiativeReflip(state: GameState1e, c: C<'DecideInitiativeReflip'>): EncounterEvent1e[] {
  const ini = state.turn.initiative;
  check(ini !== null, 'SS-5', S73, 'no soulstone reflip window is open');
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: never fails (so its rule and message never show): the last answer closes the window in the same command (ActivationOrderSet clears the initiative, a restart opens a full window), so an open initiative never has an empty window
  check(ini.window.length > 0, 'SS-5', S73, 'no soulstone reflip window is open');
  check(ini.window[0] === c.data.seat, 'SS-5', S73, `the lower card answers first: seat ${ini.window[0]}`);
  const desk = new Desk(state);
  let card: CardId | null = null;
  if (c.data.reflip) {
    check((state.seats[c.data.seat]?.soulstones ?? 0) >= 1, 'SS-5', '§3.8 (seed 2078-2102)', 'the Soulstone Pool is empty');
    desk.spend(c.data.seat, 'initiative reflip');
    const flipped = desk.flip(c.data.seat, 1, `${c.data.flipId}:reflip`);
    card = flipped[0] ?? null;
    desk.discardFromPlay(c.data.seat, flipped);
  }
  const events: EncounterEvent1e[] = [...desk.events.splice(0), { type: 'InitiativeReflipDecided', data: { seat: c.data.seat, reflip: c.data.reflip, card } }];
  if (ini.window.length > 1) return events;
  // The window is closed: a tie restarts step B among the tied players, with fresh soulstone chances (TU-I4, D20).
  const cards = { ...ini.cards, ...(c.data.reflip ? { [c.data.seat]: card } : {}) };
  const values = state.seatOrder.map((s) => value(cards[s] ?? null));
  if (new Set(values).size < values.length) {
    const again = flipUntilDifferent(desk, state.seatOrder, `${c.data.flipId}:restart`);
    return [...events, ...desk.events, { type: 'InitiativeFlipped', data: { turn: state.turn.number, cards: again.cards, window: windowOrder(again.cards, state.seatOrder), tieReflips: again.tieReflips } }];
  }
  // TU-I5: the activation order is initiative order, high to low.
  const order = [...state.seatOrder].sort((a, b) => value(cards[b] ?? null) - value(cards[a] ?? null));
  return [...events, { type: 'ActivationOrderSet', data: { turn: state.turn.number, order } }];
}

/** §18 "Initiative": 2E's winner chooses the First Player; in 1E the highest card activates first and nobody chooses. */
export function chooseFirstPlayer(): EncounterEvent1e[] {
  check(false, 'TU-A1', S73, 'in First Edition the highest initiative card activates first: there is no First Player to choose');
}
