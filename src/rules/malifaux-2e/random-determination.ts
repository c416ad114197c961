// Malifaux 2E Random Determination (rules/malifaux-2e.md §3.9; seed 002_0afdbbe5c7b94945.txt lines 595-599): RD-1, RD-2,
// not cheatable (FL-1). Jokers at face value (RJ 14, BJ 0; [AMBIGUOUS] A-7). The flipped cards go to the discard pile.
import type { SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import { parseCard, type CardId } from '../malifaux/cards';
import { discardFromPlay, flipToPlay, type RandomSource, type SeatCards } from '../malifaux/fate-deck';
import type { FlipForRandomModel, FlipForRandomPlayer, PickRandomModel } from './commands';
import type { EncounterEvent } from './events';
import { assertNoPendingCut, randomOf } from './fate-deck';
import { seatOf, type GameState } from './state';

const SECTION = '§3.9 (seed 595-599)';
/** RD-2 reflips until the tie breaks; two decks tie 54 times in a row with vanishing odds, so a bound is safe. */
const MAX_RANDOM_PLAYER_ROUNDS = 200;

/** One card off `seat`'s deck face up to its discard pile (FD-9, FD-11), with the events that say so. */
function flipOne(seat: SeatId, cards: SeatCards, random: RandomSource, flipId: string): { events: EncounterEvent[]; card: CardId | null; after: SeatCards } {
  const f = flipToPlay(seat, cards, random, flipId);
  const d = discardFromPlay(seat, f.after, f.card);
  return { events: [...f.events, ...d.events], card: f.card, after: d.after };
}

const value = (card: CardId | null): number => (card === null ? 0 : parseCard(card).value);

/** RD-2: both players flip; the highest value is the randomly determined player; ties reflip. */
export function flipForRandomPlayer(state: GameState, c: FlipForRandomPlayer): EncounterEvent[] {
  const [a, b] = state.seatOrder;
  for (const s of [a, b]) assertNoPendingCut(seatOf(state, s));
  require_(seatOf(state, a).inPlay.length === 0 && seatOf(state, b).inPlay.length === 0, 'malifaux-2e/DU-S1', '§4.3', 'finish the duel or flip in progress first');
  const random = randomOf(state);
  const events: EncounterEvent[] = [];
  const rounds: { [seat: string]: CardId | null }[] = [];
  let cards = { [a]: seatOf(state, a) as SeatCards, [b]: seatOf(state, b) as SeatCards };
  for (let round = 0; round < MAX_RANDOM_PLAYER_ROUNDS; round++) {
    const fa = flipOne(a, cards[a], random, `${c.data.flipId}:${round}:${a}`);
    const fb = flipOne(b, cards[b], random, `${c.data.flipId}:${round}:${b}`);
    events.push(...fa.events, ...fb.events);
    cards = { [a]: fa.after, [b]: fb.after };
    rounds.push({ [a]: fa.card, [b]: fb.card });
    if (value(fa.card) !== value(fb.card)) {
      // Stryker disable next-line EqualityOperator: the values differ here (checked just above), so > and >= agree
      const winner = value(fa.card) > value(fb.card) ? a : b;
      return [...events, { type: 'RandomPlayerDetermined', data: { flipId: c.data.flipId, rounds, winner } }];
    }
  }
  return [...events, { type: 'RandomPlayerDetermined', data: { flipId: c.data.flipId, rounds, winner: null } }];
}

/** RD-1: the effect's controller flips one card per candidate; the lowest is picked; on a tie the acting model's controller picks. */
export function flipForRandomModel(state: GameState, c: FlipForRandomModel): EncounterEvent[] {
  const { seat, candidates } = c.data;
  require_(candidates.length >= 1, 'malifaux-2e/RD-1', SECTION, 'name at least one candidate model');
  require_(new Set(candidates).size === candidates.length, 'malifaux-2e/RD-1', SECTION, 'a candidate model was named twice');
  require_(state.randomPick === null, 'malifaux-2e/RD-1', SECTION, `seat ${state.randomPick?.seat} must first pick among the models tied for lowest`);
  const own = seatOf(state, seat);
  assertNoPendingCut(own);
  require_(own.inPlay.length === 0, 'malifaux-2e/DU-S1', '§4.3', 'finish the duel or flip in progress first');
  const random = randomOf(state);
  const events: EncounterEvent[] = [];
  const flips: { modelId: string; card: CardId | null }[] = [];
  let cards: SeatCards = own;
  candidates.forEach((modelId, i) => {
    const f = flipOne(seat, cards, random, `${c.data.flipId}:${i}`);
    events.push(...f.events);
    cards = f.after;
    flips.push({ modelId, card: f.card });
  });
  const lowest = Math.min(...flips.map((f) => value(f.card)));
  const tied = flips.filter((f) => value(f.card) === lowest).map((f) => f.modelId);
  return [...events, { type: 'RandomModelFlipped', data: { flipId: c.data.flipId, seat, flips, tied, picked: tied.length === 1 ? tied[0] : null } }];
}

/** RD-1: the tie for lowest is broken by the acting model's controller, among the tied models only. */
export function pickRandomModel(state: GameState, c: PickRandomModel): EncounterEvent[] {
  const pending = state.randomPick;
  require_(pending !== null, 'malifaux-2e/RD-1', SECTION, 'no tie for lowest is waiting to be broken');
  require_(pending.tied.includes(c.data.modelId), 'malifaux-2e/RD-1', SECTION, `pick one of the models tied for lowest: ${pending.tied.join(', ')}`);
  return [{ type: 'RandomModelPicked', data: { flipId: pending.flipId, seat: pending.seat, modelId: c.data.modelId } }];
}
