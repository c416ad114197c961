// malifaux-2e §3.9 Random Determination (seed 002_0afdbbe5c7b94945.txt lines 595-599): the refusals, the boundaries
// and the exhausted-deck case of RD-1 and RD-2 that random-determination.spec.ts leaves open (issue 15).
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import type { FlipForRandomModel, FlipForRandomPlayer, PickRandomModel } from './commands';
import type { EncounterCommand } from './commands';
import type { EncounterEvent } from './events';
import { malifaux2e } from './index';
import { flipForRandomModel, flipForRandomPlayer, pickRandomModel } from './random-determination';
import type { GameState } from './state';
import { gameOf, stacked } from './testing/fixtures';
import { refusalOf } from './testing/refusal';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (a: CardId[], b: CardId[]): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a' }, { name: 'b' }], seed: 'abc', seedCommitment: 'x', options: { autoDeclineCuts: true }, stackedDecks: [a, b], now: 't' },
});
const SECTION = '§3.9 (seed 595-599)';
const player: FlipForRandomPlayer = { type: 'FlipForRandomPlayer', actor: { role: 'organiser' }, data: { flipId: 'p' } };
const model = (seat: SeatId, candidates: string[]): FlipForRandomModel => ({ type: 'FlipForRandomModel', actor: actor(seat), data: { seat, candidates, flipId: 'r' } });
const pick = (modelId: string): PickRandomModel => ({ type: 'PickRandomModel', actor: actor('A'), data: { modelId } });
const last = (events: readonly EncounterEvent[]): EncounterEvent | undefined => events[events.length - 1];
const game = (a: CardId[], b: CardId[] = stacked()): GameState => gameOf(history(malifaux2e, [create(a, b)]));
/** `seat` with the given cards in play (an unresolved flip). */
const inPlay = (s: GameState, seat: SeatId): GameState => {
  const cards = s.seats[seat]!;
  return { ...s, seats: { ...s.seats, [seat]: { ...cards, deck: cards.deck.slice(1), inPlay: [cards.deck[0]] } } };
};
/** `seat` with every card in hand: deck and discard both empty (A-6, a missing card is worth 0). */
const exhausted = (s: GameState, seat: SeatId): GameState => ({ ...s, seats: { ...s.seats, [seat]: { ...s.seats[seat]!, deck: [], discard: [], hand: [...FATE_DECK] } } });

describe('malifaux-2e §3.9 Random Determination: refusals and boundaries', () => {
  it.each(['A', 'B'] as const)('malifaux-2e/RD-2 malifaux-2e/DU-S1 no random player while seat %s has a flip unresolved', (seat) => {
    expect(refusalOf(() => flipForRandomPlayer(inPlay(game(stacked()), seat), player))).toEqual({
      ruleId: 'malifaux-2e/DU-S1',
      section: '§4.3',
      message: 'finish the duel or flip in progress first',
    });
  });

  it('malifaux-2e/RD-2 malifaux-2e/FD-13 no random player while either deck waits for its cut', () => {
    const offered = (a: SeatId | null, b: SeatId | null): GameState => {
      const s = game(stacked());
      return { ...s, seats: { A: { ...s.seats.A!, pendingCutBy: a }, B: { ...s.seats.B!, pendingCutBy: b } } };
    };
    expect(refusalOf(() => flipForRandomPlayer(offered('B', null), player))?.message).toBe("seat A's deck was just shuffled: seat B must cut it or decline the cut first");
    expect(refusalOf(() => flipForRandomPlayer(offered(null, 'A'), player))?.message).toBe("seat B's deck was just shuffled: seat A must cut it or decline the cut first");
    expect(refusalOf(() => flipForRandomPlayer(offered(null, null), player))).toBeUndefined();
  });

  it('malifaux-2e/RD-2 the higher card wins at once; each card goes face up to the discard pile', () => {
    const events = flipForRandomPlayer(game(stacked('RAM-09'), stacked('MASK-08')), player);
    expect(last(events)).toEqual({ type: 'RandomPlayerDetermined', data: { flipId: 'p', rounds: [{ A: 'RAM-09', B: 'MASK-08' }], winner: 'A' } });
    expect(events.filter((e) => e.type === 'CardsDiscarded').map((e) => e.data)).toEqual([
      { seat: 'A', cards: ['RAM-09'], from: 'play' },
      { seat: 'B', cards: ['MASK-08'], from: 'play' },
    ]);
    expect(events.filter((e) => e.type === 'CardsFlipped').map((e) => e.type === 'CardsFlipped' && e.data.flipId)).toEqual(['p:0:A', 'p:0:B']);
    const b = flipForRandomPlayer(game(stacked('RAM-08'), stacked('MASK-09')), player);
    expect(last(b)).toMatchObject({ data: { winner: 'B' } });
  });

  it('malifaux-2e/RD-2 two exhausted decks tie for ever: after 200 rounds no player is determined', () => {
    const s = exhausted(exhausted(game(stacked()), 'A'), 'B');
    const events = flipForRandomPlayer(s, player);
    const done = last(events);
    expect(done?.type === 'RandomPlayerDetermined' && done.data.winner).toBeNull();
    expect(done?.type === 'RandomPlayerDetermined' && done.data.rounds).toHaveLength(200);
    // One exhausted deck (value 0) loses to any card but the Black Joker.
    const one = flipForRandomPlayer(exhausted(game(stacked('BJ', 'RAM-01')), 'B'), player);
    expect(last(one)).toMatchObject({ data: { rounds: [{ A: 'BJ', B: null }, { A: 'RAM-01', B: null }], winner: 'A' } });
  });

  it('malifaux-2e/RD-1 the refusals of FlipForRandomModel name the rule and what is wrong', () => {
    const s = game(stacked('RAM-05', 'MASK-05'));
    expect(refusalOf(() => flipForRandomModel(s, model('A', [])))).toEqual({ ruleId: 'malifaux-2e/RD-1', section: SECTION, message: 'name at least one candidate model' });
    expect(refusalOf(() => flipForRandomModel(s, model('A', ['m1', 'm2', 'm1'])))).toEqual({ ruleId: 'malifaux-2e/RD-1', section: SECTION, message: 'a candidate model was named twice' });
    const tie = gameOf(history(malifaux2e, [model('A', ['m1', 'm2'])], history(malifaux2e, [create(stacked('RAM-05', 'MASK-05'), stacked())])));
    expect(refusalOf(() => flipForRandomModel(tie, model('B', ['x'])))).toEqual({ ruleId: 'malifaux-2e/RD-1', section: SECTION, message: 'seat A must first pick among the models tied for lowest' });
    expect(refusalOf(() => flipForRandomModel(inPlay(s, 'A'), model('A', ['x'])))).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: '§4.3', message: 'finish the duel or flip in progress first' });
    // The other seat's flip in progress does not stop this one.
    expect(refusalOf(() => flipForRandomModel(inPlay(s, 'B'), model('A', ['x'])))).toBeUndefined();
  });

  it('malifaux-2e/RD-1 one candidate is picked at once; each flip has its own id and is discarded', () => {
    const events = flipForRandomModel(game(stacked('RAM-05')), model('A', ['only']));
    expect(last(events)).toEqual({ type: 'RandomModelFlipped', data: { flipId: 'r', seat: 'A', flips: [{ modelId: 'only', card: 'RAM-05' }], tied: ['only'], picked: 'only' } });
    const two = flipForRandomModel(game(stacked('RAM-05', 'MASK-06')), model('A', ['m1', 'm2']));
    expect(two.filter((e) => e.type === 'CardsFlipped').map((e) => e.type === 'CardsFlipped' && e.data.flipId)).toEqual(['r:0', 'r:1']);
    expect(two.filter((e) => e.type === 'CardsDiscarded')).toHaveLength(2);
    expect(last(two)).toMatchObject({ data: { tied: ['m1'], picked: 'm1' } });
    const tie = flipForRandomModel(game(stacked('RAM-05', 'MASK-05')), model('A', ['m1', 'm2']));
    expect(last(tie)).toMatchObject({ data: { tied: ['m1', 'm2'], picked: null } });
  });

  it('malifaux-2e/RD-1 the refusals of PickRandomModel, and the pick names the flip and the seat that waited', () => {
    expect(refusalOf(() => pickRandomModel(game(stacked()), pick('m1')))).toEqual({ ruleId: 'malifaux-2e/RD-1', section: SECTION, message: 'no tie for lowest is waiting to be broken' });
    const tie = gameOf(history(malifaux2e, [create(stacked('RAM-05', 'MASK-05', 'TOME-09'), stacked()), model('A', ['m1', 'm2', 'm3'])]));
    expect(refusalOf(() => pickRandomModel(tie, pick('m3')))).toEqual({ ruleId: 'malifaux-2e/RD-1', section: SECTION, message: 'pick one of the models tied for lowest: m1, m2' });
    expect(pickRandomModel(tie, pick('m2'))).toEqual([{ type: 'RandomModelPicked', data: { flipId: 'r', seat: 'A', modelId: 'm2' } }]);
  });
});
