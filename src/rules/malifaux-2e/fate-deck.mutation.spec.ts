// malifaux-2e §1.4-§1.6 Fate Deck commands (seed 002_0afdbbe5c7b94945.txt lines 412-426): the exact refusals (rule,
// section, message) and the count / index boundaries of FD-8..FD-13 and FM-2 that fate-deck.spec.ts leaves open.
import type { Actor, SeatId } from '../core/decider';
import { history } from '../core/testing/given';
import { FATE_DECK, type CardId } from '../malifaux/cards';
import type { CutDeck, DeclineCut, DiscardCards, DrawCards, EncounterCommand, FlipCards, ShuffleDeck } from './commands';
import { cutDeck, declineCut, discardCards, drawCards, flipCards, shuffleDeck } from './fate-deck';
import { malifaux2e } from './index';
import type { GameState } from './state';
import { gameOf, stacked } from './testing/fixtures';
import { refusalOf } from './testing/refusal';

const actor = (seat: SeatId): Actor => ({ role: 'seat', seat });
const create = (autoDeclineCuts: boolean): EncounterCommand => ({
  type: 'CreateEncounter',
  actor: { role: 'organiser' },
  data: { encounterId: 'e', players: [{ name: 'a' }, { name: 'b' }], seed: 'abc', seedCommitment: 'x', options: { autoDeclineCuts }, stackedDecks: [stacked('RAM-01', 'RAM-02', 'RAM-03'), stacked()], now: 't' },
});
const shuffle = (seat: SeatId, fresh = false): ShuffleDeck => ({ type: 'ShuffleDeck', actor: actor(seat), data: { seat, fresh } });
const cut = (seat: SeatId, index: number): CutDeck => ({ type: 'CutDeck', actor: actor(seat === 'A' ? 'B' : 'A'), data: { seat, index } });
const decline = (seat: SeatId): DeclineCut => ({ type: 'DeclineCut', actor: actor(seat === 'A' ? 'B' : 'A'), data: { seat } });
const draw = (count: number): DrawCards => ({ type: 'DrawCards', actor: actor('A'), data: { seat: 'A', count } });
const flip = (count: number): FlipCards => ({ type: 'FlipCards', actor: actor('A'), data: { seat: 'A', count, flipId: 'f' } });
const discard = (cards: CardId[]): DiscardCards => ({ type: 'DiscardCards', actor: actor('A'), data: { seat: 'A', cards } });
const free = gameOf(history(malifaux2e, [create(true)]));
/** Seat A's cards replaced: `deck` on top, `hand`, `discard` and `inPlay` as given. */
const withA = (s: GameState, cards: { deck?: CardId[]; hand?: CardId[]; discard?: CardId[]; inPlay?: CardId[] }): GameState => ({ ...s, seats: { ...s.seats, A: { ...s.seats.A!, ...cards } } });
const shuffled = gameOf(history(malifaux2e, [create(true), shuffle('A')]));
const offered = gameOf(history(malifaux2e, [create(false)]));

describe('malifaux-2e §1.4-§1.6 Fate Deck commands: refusals and boundaries', () => {
  it('malifaux-2e/FD-13 a deck with a cut on offer is not touched: the refusal names both seats', () => {
    const refusal = { ruleId: 'malifaux-2e/FD-13', section: '§1.6 (seed 424-426)', message: "seat A's deck was just shuffled: seat B must cut it or decline the cut first" };
    for (const f of [() => drawCards(offered, draw(1)), () => flipCards(offered, flip(1)), () => shuffleDeck(offered, shuffle('A'))]) expect(refusalOf(f)).toEqual(refusal);
  });

  it('malifaux-2e/FD-13 a cut or a decline needs a cut on offer; the index runs from 1 to the deck size − 1', () => {
    for (const f of [() => cutDeck(free, cut('A', 1)), () => declineCut(free, decline('A'))]) {
      expect(refusalOf(f)).toEqual({ ruleId: 'malifaux-2e/FD-13', section: '§1.6 (seed 424-426)', message: "no cut of seat A's deck is on offer" });
    }
    const bounds = { ruleId: 'malifaux-2e/FD-13', section: '§1.6', message: 'a cut index must be 1..53 (the card at that position becomes the top card)' };
    for (const index of [0, 54, 1.5]) expect(refusalOf(() => cutDeck(offered, cut('A', index)))).toEqual(bounds);
    expect(cutDeck(offered, cut('A', 1))).toEqual([{ type: 'DeckCut', data: { seat: 'A', by: 'B', index: 1 } }]);
    expect(cutDeck(offered, cut('B', 53))).toEqual([{ type: 'DeckCut', data: { seat: 'B', by: 'A', index: 53 } }]);
    expect(declineCut(offered, decline('B'))).toEqual([{ type: 'CutDeclined', data: { seat: 'B', by: 'A' } }]);
  });

  it('malifaux-2e/FD-12 a shuffle gathers the discard pile (or all 54 when fresh) and offers a cut unless the policy declines it', () => {
    expect(shuffleDeck(free, shuffle('A'))[0]).toMatchObject({ type: 'DeckShuffled', data: { seat: 'A', gathered: 'discard', reason: 'command', cutOfferedTo: null } });
    expect(shuffleDeck(free, shuffle('B', true))[0]).toMatchObject({ data: { seat: 'B', gathered: 'all', reason: 'fresh-deck', cutOfferedTo: null } });
    const answered = gameOf(history(malifaux2e, [decline('A'), decline('B')], history(malifaux2e, [create(false)])));
    expect(shuffleDeck(answered, shuffle('A'))[0]).toMatchObject({ data: { seat: 'A', cutOfferedTo: 'B' } });
    expect(refusalOf(() => shuffleDeck(withA(free, { inPlay: ['RAM-01'], deck: free.seats.A!.deck.slice(1) }), shuffle('A')))).toEqual({
      ruleId: 'malifaux-2e/FD-12',
      section: '§1.6',
      message: 'cards are in play in an unresolved flip; resolve it before shuffling',
    });
    expect(shuffled.nonce).toBeGreaterThan(free.nonce);
  });

  it('malifaux-2e/FD-8 malifaux-2e/FD-11 a draw takes at least one card, and needs a card in the deck or the discard pile', () => {
    const none = { ruleId: 'malifaux-2e/FD-8', section: '§1.4', message: 'draw at least one card' };
    for (const count of [0, -1, 1.5]) expect(refusalOf(() => drawCards(free, draw(count)))).toEqual(none);
    expect(drawCards(free, draw(1))).toEqual([{ type: 'CardsDrawn', data: { seat: 'A', cards: ['RAM-01'], requested: 1 } }]);
    expect(refusalOf(() => drawCards(withA(free, { deck: [], discard: [], hand: [...FATE_DECK] }), draw(1)))).toEqual({
      ruleId: 'malifaux-2e/FD-11',
      section: '§1.5 (seed 422)',
      message: 'seat A has no card to draw: its Fate Deck and Discard Pile are both empty',
    });
    // One card in the discard pile is enough: it is reshuffled into the deck and drawn.
    const events = drawCards(withA(free, { deck: [], discard: ['RAM-01'], hand: FATE_DECK.filter((c) => c !== 'RAM-01') }), draw(1));
    expect(events[events.length - 1]).toEqual({ type: 'CardsDrawn', data: { seat: 'A', cards: ['RAM-01'], requested: 1 } });
    const deckOnly = drawCards(withA(free, { deck: ['RAM-01'], discard: [], hand: FATE_DECK.filter((c) => c !== 'RAM-01') }), draw(2));
    expect(deckOnly).toEqual([{ type: 'CardsDrawn', data: { seat: 'A', cards: ['RAM-01'], requested: 2 } }]);
  });

  it('malifaux-2e/FM-2 a flip turns over 1 to 4 cards, each discarded at once (FD-9)', () => {
    const bounds = { ruleId: 'malifaux-2e/FM-2', section: '§3.2', message: 'a flip turns over 1 to 4 cards' };
    for (const count of [0, 5, 1.5]) expect(refusalOf(() => flipCards(free, flip(count)))).toEqual(bounds);
    expect(flipCards(free, flip(1))).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-01'], flipId: 'f' } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-01'], from: 'play' } },
    ]);
    expect(flipCards(free, flip(4))[0]).toMatchObject({ data: { cards: [...free.seats.A!.deck.slice(0, 4)] } });
  });

  it('malifaux-2e/FD-11 A-6 a flip short of cards is flagged with how many are missing; with none at all nothing is discarded', () => {
    const oneLeft = withA(free, { deck: ['RAM-01'], discard: [], hand: FATE_DECK.filter((c) => c !== 'RAM-01') });
    expect(flipCards(oneLeft, flip(3))).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-01'], flipId: 'f' } },
      { type: 'CardsFlipped', data: { seat: 'A', cards: [], flipId: 'f', exhausted: 2 } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-01'], from: 'play' } },
    ]);
    const empty = withA(free, { deck: [], discard: [], hand: [...FATE_DECK] });
    expect(flipCards(empty, flip(2)).filter((e) => e.type !== 'CardsFlipped' || e.data.cards.length > 0 || e.data.exhausted)).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: [], flipId: 'f', exhausted: 2 } },
    ]);
  });

  it('malifaux-2e/DP-3 no drawing or flipping by command during the Draw Phase', () => {
    const drawing = gameOf(history(malifaux2e, [{ type: 'BeginDrawPhase', actor: { role: 'organiser' }, data: {} }], history(malifaux2e, [create(true)])));
    expect(refusalOf(() => drawCards(drawing, draw(1)))).toEqual({
      ruleId: 'malifaux-2e/DP-3',
      section: '§6.2 (seed 845-867)',
      message: 'drawing by an effect is not allowed during the Draw Phase; refill the hand instead',
    });
    expect(refusalOf(() => flipCards(drawing, flip(1)))).toEqual({
      ruleId: 'malifaux-2e/DP-3',
      section: '§6.2 (seed 845-867)',
      message: 'flipping is not allowed during the Draw Phase; refill the hand instead',
    });
  });

  it('malifaux-2e/FD-9 malifaux-2e/FD-10 a discard names at least one card of the hand, each once; outside the Draw Phase it ends nothing', () => {
    const s = withA(free, { hand: ['RAM-01', 'RAM-02'], deck: free.seats.A!.deck.slice(2) });
    expect(refusalOf(() => discardCards(s, discard([])))).toEqual({ ruleId: 'malifaux-2e/FD-10', section: '§1.5', message: 'name at least one card to discard' });
    expect(refusalOf(() => discardCards(s, discard(['RAM-01', 'RAM-01'])))).toEqual({ ruleId: 'malifaux-2e/FD-10', section: '§1.5', message: 'a card was named twice' });
    expect(refusalOf(() => discardCards(s, discard(['RAM-01', 'MASK-05', 'TOME-06'])))).toEqual({
      ruleId: 'malifaux-2e/FD-9',
      section: '§1.5 (seed 418-422)',
      message: 'not in your hand: MASK-05, TOME-06',
    });
    expect(discardCards(s, discard(['RAM-02', 'RAM-01']))).toEqual([{ type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-02', 'RAM-01'], from: 'hand' } }]);
  });
});
