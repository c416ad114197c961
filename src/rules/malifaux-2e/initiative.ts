// Malifaux 2E Initiative Phase (rules/malifaux-2e.md §6.3; seed 002_0afdbbe5c7b94945.txt lines 869-885): IN-1..IN-5.
// The initiative cards stay face up (in play) until the First Player is chosen; a replaced card is discarded at once.
import type { SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import { parseCard, type CardId } from '../malifaux/cards';
import { discardFromPlay, flipToPlay, type RandomSource, type SeatCards } from '../malifaux/fate-deck';
import type { ChooseFirstPlayer, DecideInitiativeReflip, FlipInitiative } from './commands';
import type { EncounterEvent } from './events';
import { assertNoPendingCut, randomOf } from './fate-deck';
import { opponentOf, seatOf, type GameState } from './state';

const SECTION = '§6.3 (seed 869-885)';
/** IN-2 / IN-4 reflip until the tie breaks; a long run of ties has vanishing odds, so a bound is safe. */
const MAX_TIE_ROUNDS = 200;

export interface InitiativeState {
  readonly turn: number;
  /** The card each seat holds now (null only when its deck and discard were both empty, A-6: value 0). */
  readonly cards: Readonly<Record<string, CardId | null>>;
  /** IN-3: who has used the one Soulstone reflip of this phase. */
  readonly reflipped: readonly SeatId[];
  /** IN-3: seats still to decide in the open Soulstone window, in order (lower card first). Empty: window closed. */
  readonly window: readonly SeatId[];
  /** IN-5: who chooses First or Second Player, once the window has closed without a tie. */
  readonly winner: SeatId | null;
}

const value = (c: CardId | null): number => (c === null ? 0 : parseCard(c).value);

type Cards = Record<string, SeatCards>;

/** One face-up card for `seat` (to play), recorded in `cards`. */
function flipOne(seat: SeatId, cards: Cards, random: RandomSource, flipId: string): { events: EncounterEvent[]; card: CardId | null } {
  const f = flipToPlay(seat, cards[seat], random, flipId);
  cards[seat] = f.after;
  return { events: f.events, card: f.card };
}

function discardInPlay(seat: SeatId, card: CardId | null, cards: Cards): EncounterEvent[] {
  const d = discardFromPlay(seat, cards[seat], card);
  cards[seat] = d.after;
  return d.events;
}

/** Both seats flip (again) until their values differ (IN-2 before the window, IN-4 after it). */
function flipUntilNoTie(state: GameState, cards: Cards, held: Record<string, CardId | null>, flipId: string): EncounterEvent[] {
  const [a, b] = state.seatOrder;
  const random = randomOf(state);
  const events: EncounterEvent[] = [];
  // Stryker disable next-line EqualityOperator: a 201st round of two exhausted decks flips nothing and records nothing
  for (let round = 0; round < MAX_TIE_ROUNDS; round++) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: unset cards both read as the same value, so the tie test alone flips them
    if (held[a] !== undefined && held[b] !== undefined && value(held[a]) !== value(held[b])) return events;
    for (const s of [a, b]) {
      if (held[s] !== undefined) events.push(...discardInPlay(s, held[s], cards));
      const f = flipOne(s, cards, random, `${flipId}:${round}`);
      events.push(...f.events);
      held[s] = f.card;
    }
  }
  return events;
}

/** IN-3: a seat has a real choice only with a Soulstone in its Pool and its reflip of this phase unused. */
const mayReflip = (state: GameState, seat: SeatId, reflipped: readonly SeatId[]): boolean => seatOf(state, seat).soulstones >= 1 && !reflipped.includes(seat);

const lowerFirst = (state: GameState, held: Record<string, CardId | null>): SeatId[] => {
  const [a, b] = state.seatOrder;
  return value(held[a]) <= value(held[b]) ? [a, b] : [b, a];
};

/** IN-1, IN-2: both seats flip; ties reflip before any Soulstone; the Soulstone window opens, the lower card first (IN-3). */
export function flipInitiative(state: GameState, c: FlipInitiative): EncounterEvent[] {
  require_(state.initiative === null, 'malifaux-2e/IN-1', SECTION, 'the Initiative Phase is already under way');
  require_(state.drawPhase === null, 'malifaux-2e/IN-1', '§6.1', 'finish the Draw Phase first');
  require_(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'malifaux-2e/DU-S1', '§4.3', 'finish the duel or flip in progress first');
  const cards: Cards = {};
  for (const s of state.seatOrder) {
    const seat = seatOf(state, s);
    assertNoPendingCut(seat);
    require_(seat.inPlay.length === 0, 'malifaux-2e/DU-S1', '§4.3', `seat ${s} has cards in play`);
    cards[s] = seat;
  }
  const held: Record<string, CardId | null> = {};
  const events = flipUntilNoTie(state, cards, held, c.data.flipId);
  return [...events, { type: 'InitiativeFlipped', data: { turn: state.turn, cards: held, window: lowerFirst(state, held).filter((s) => mayReflip(state, s, [])) } }];
}

/** IN-3 (and IN-4 after the window): one seat's decision to spend a Soulstone and reflip, or not. */
export function decideInitiativeReflip(state: GameState, c: DecideInitiativeReflip): EncounterEvent[] {
  const ini = state.initiative;
  require_(ini !== null && ini.window.length > 0, 'malifaux-2e/IN-3', SECTION, 'no Soulstone window is open');
  const seat = c.data.seat;
  require_(ini.window[0] === seat, 'malifaux-2e/IN-3', SECTION, `seat ${ini.window[0]} (the lower card) decides first`);
  const cards: Cards = Object.fromEntries(state.seatOrder.map((s) => [s, seatOf(state, s) as SeatCards]));
  const held: Record<string, CardId | null> = { ...ini.cards };
  const events: EncounterEvent[] = [];
  if (c.data.reflip) {
    require_(!ini.reflipped.includes(seat), 'malifaux-2e/IN-3', SECTION, 'a player reflips with a Soulstone only once per Initiative Phase');
    require_(seatOf(state, seat).soulstones >= 1, 'malifaux-2e/SS-2', '§5', 'the Soulstone Pool is empty');
    events.push({ type: 'SoulstonesSpent', data: { seat, amount: 1, purpose: 'initiative-reflip' } });
    events.push(...discardInPlay(seat, held[seat], cards));
    const f = flipOne(seat, cards, randomOf(state), `${c.data.flipId}:reflip`);
    events.push(...f.events);
    held[seat] = f.card;
  }
  events.push({ type: 'InitiativeReflipDecided', data: { seat, reflip: c.data.reflip, card: held[seat] } });
  if (ini.window.length > 1) return events;
  // The window has closed. IN-4: a tie means both reflip, until it breaks.
  const [a, b] = state.seatOrder;
  if (value(held[a]) === value(held[b])) {
    events.push(...flipUntilNoTie(state, cards, held, `${c.data.flipId}:tie`));
    // The seat that has just reflipped is out whatever its Pool holds now: it has used its one reflip (IN-3).
    const reflipped = c.data.reflip ? [...ini.reflipped, seat] : ini.reflipped;
    const reopen = state.options.initiativeReopenSoulstoneWindowAfterTie ? lowerFirst(state, held).filter((s) => mayReflip(state, s, reflipped)) : [];
    events.push({ type: 'InitiativeFlipped', data: { turn: ini.turn, cards: held, window: reopen } });
  }
  return events;
}

/** IN-5: the player with the higher card chooses to be First or Second Player; the initiative cards are discarded. */
export function chooseFirstPlayer(state: GameState, c: ChooseFirstPlayer): EncounterEvent[] {
  const ini = state.initiative;
  require_(ini !== null && ini.winner !== null, 'malifaux-2e/IN-5', SECTION, 'the Initiative Phase has no winner yet');
  require_(state.seatOrder.includes(c.data.firstPlayer), 'malifaux-2e/IN-5', SECTION, `there is no seat ${c.data.firstPlayer}`);
  const cards: Cards = Object.fromEntries(state.seatOrder.map((s) => [s, seatOf(state, s) as SeatCards]));
  const discards = state.seatOrder.flatMap((s) => discardInPlay(s, ini.cards[s] ?? null, cards));
  const second = opponentOf(state, c.data.firstPlayer);
  return [...discards, { type: 'FirstPlayerChosen', data: { turn: ini.turn, chosenBy: ini.winner, firstPlayer: c.data.firstPlayer, secondPlayer: second } }];
}

/** Folds the initiative events (evolve.ts). */
export function evolveInitiative(
  ini: InitiativeState | null,
  e: Extract<EncounterEvent, { type: 'InitiativeFlipped' | 'InitiativeReflipDecided' }>,
  seatOrder: readonly SeatId[],
): InitiativeState | null {
  if (e.type === 'InitiativeFlipped') {
    const window = e.data.window;
    const [a, b] = seatOrder;
    // Stryker disable next-line EqualityOperator: a closed InitiativeFlipped never holds equal values (ties are reflipped), bar two exhausted decks
    const winner = window.length === 0 ? (value(e.data.cards[a] ?? null) > value(e.data.cards[b] ?? null) ? a : b) : null;
    return { turn: e.data.turn, cards: e.data.cards, reflipped: ini?.reflipped ?? [], window, winner };
  }
  if (!ini) return ini;
  const cards = { ...ini.cards, [e.data.seat]: e.data.card };
  const window = ini.window.filter((s) => s !== e.data.seat);
  const reflipped = e.data.reflip ? [...ini.reflipped, e.data.seat] : ini.reflipped;
  const [a, b] = seatOrder;
  const closedWithoutTie = window.length === 0 && value(cards[a] ?? null) !== value(cards[b] ?? null);
  // Stryker disable next-line EqualityOperator: closedWithoutTie means the values differ, so > and >= agree
  const winner = closedWithoutTie ? (value(cards[a] ?? null) > value(cards[b] ?? null) ? a : b) : null;
  return { ...ini, cards, window, reflipped, winner };
}
