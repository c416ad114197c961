// The shared Malifaux engine's small pieces, boundary by boundary (issue 15): damage bands, the deck events' card
// movements, fate modifiers, the fixed flip tables, the seat view, simultaneous effects and stat arithmetic. Each title
// cites the rule of the edition(s) that read the piece (rules/malifaux-1e.md, rules/malifaux-2e.md).
import { MALIFAUX_1E } from '../malifaux-1e/edition';
import { MALIFAUX_2E } from '../malifaux-2e/edition';
import { isCardId, parseCard } from './cards';
import { amountOf, bandOf } from './damage-track';
import { evolveDeckSeat, isDeckEvent, type DeckSeat } from './deck-evolve';
import { DECK_EVENT_TYPES } from './fate-deck-events';
import { addFateModifiers, cardsToFlip, legalActiveCards, netFateModifiers, NO_FATE_MODIFIERS } from './fate-modifiers';
import { combatTotalModifiers, ONE_TWO_THREE_ALL, readFixedTable } from './flip-tables';
import { seatView, type DeckSeat as ViewSeat } from './seat-view';
import { orderByPrecedence } from './simultaneous-effects';
import { effectiveStat, halve } from './stats';

const TRACK = { weak: 2, moderate: 3, severe: 5 };

describe('malifaux shared cards: ids and parsing', () => {
  it.each(['RAM-01', 'TOME-09', 'CROW-10', 'MASK-13', 'RJ', 'BJ'])('malifaux-2e/FD-1 malifaux-1e/FD-2 %s is a card id', (id) => {
    expect(isCardId(id)).toBe(true);
  });

  it.each(['xRAM-01', 'RAM-01x', 'RAM-1', 'RAM-10 ', ' RJ', 'BJx'])('malifaux-2e/FD-1 %j is not a card id (anchored on both ends)', (id) => {
    expect(isCardId(id)).toBe(false);
  });

  it('malifaux-2e/FD-1 parseCard names the id it refuses', () => {
    expect(() => parseCard('RAM-00')).toThrow('not a fate card id: RAM-00');
  });
});

describe('malifaux shared damage track (malifaux-1e/DMG-6, malifaux-2e/DM-2)', () => {
  it.each([
    [null, 'NONE'],
    ['BJ', 'NONE'],
    ['RJ', 'RED_JOKER'],
    ['RAM-01', 'WEAK'],
    ['RAM-05', 'WEAK'],
    ['RAM-06', 'MODERATE'],
    ['RAM-10', 'MODERATE'],
    ['RAM-11', 'SEVERE'],
    ['RAM-13', 'SEVERE'],
  ] as const)('malifaux-1e/DMG-6 malifaux-2e/DM-2 %s falls in the %s band', (card, band) => {
    expect(bandOf(card)).toBe(band);
  });

  it.each([
    ['NONE', 0],
    ['WEAK', 2],
    ['MODERATE', 3],
    ['SEVERE', 5],
  ] as const)('malifaux-1e/DMG-6 the %s band deals %i of a 2/3/5 track', (band, amount) => {
    expect(amountOf(band, TRACK)).toBe(amount);
  });
});

describe('malifaux shared deck evolution (malifaux-1e/FD-7..FD-12, malifaux-2e/FD-7..FD-12)', () => {
  const seat: DeckSeat = { deck: ['RAM-01', 'RAM-02', 'RAM-03'], hand: ['TOME-01', 'TOME-02'], discard: ['CROW-01'], inPlay: ['MASK-01'], soulstones: 2, pendingCutBy: null };

  it('malifaux-1e/FD-12 a shuffle of every card gathers hand, discard and play into the new deck and offers the cut', () => {
    const order = ['MASK-01', 'CROW-01', 'TOME-02', 'TOME-01', 'RAM-03', 'RAM-02', 'RAM-01'];
    const next = evolveDeckSeat(seat, { type: 'DeckShuffled', data: { seat: 'A', reason: 'initial', gathered: 'all', nonce: 0, order, cutOfferedTo: 'B' } });
    expect(next).toEqual({ ...seat, deck: order, hand: [], discard: [], inPlay: [], pendingCutBy: 'B' });
  });

  it('malifaux-1e/FD-12 a shuffle of the discard pile keeps the hand and the cards in play', () => {
    const order = ['CROW-01', 'RAM-01', 'RAM-02', 'RAM-03'];
    const next = evolveDeckSeat(seat, { type: 'DeckShuffled', data: { seat: 'A', reason: 'empty-deck', gathered: 'discard', nonce: 1, order, cutOfferedTo: null } });
    expect(next).toEqual({ ...seat, deck: order, discard: [], pendingCutBy: null });
  });

  it('malifaux-1e/FD-12 a cut moves the top `index` cards under the rest and closes the offer; a declined cut only closes it', () => {
    const offered: DeckSeat = { ...seat, pendingCutBy: 'B' };
    expect(evolveDeckSeat(offered, { type: 'DeckCut', data: { seat: 'A', by: 'B', index: 1 } })).toEqual({ ...seat, deck: ['RAM-02', 'RAM-03', 'RAM-01'], pendingCutBy: null });
    expect(evolveDeckSeat(offered, { type: 'CutDeclined', data: { seat: 'A', by: 'B' } })).toEqual({ ...seat, pendingCutBy: null });
  });

  it('malifaux-1e/FD-7 drawn cards leave the deck for the end of the hand; malifaux-1e/FD-9 flipped ones go into play', () => {
    expect(evolveDeckSeat(seat, { type: 'CardsDrawn', data: { seat: 'A', cards: ['RAM-01', 'RAM-02'], requested: 2 } })).toEqual({ ...seat, deck: ['RAM-03'], hand: ['TOME-01', 'TOME-02', 'RAM-01', 'RAM-02'] });
    expect(evolveDeckSeat(seat, { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-01'], flipId: 'f' } })).toEqual({ ...seat, deck: ['RAM-02', 'RAM-03'], inPlay: ['MASK-01', 'RAM-01'] });
  });

  it('malifaux-2e/CF-1 a card played (a cheat) leaves the hand for play', () => {
    expect(evolveDeckSeat(seat, { type: 'CardPlayed', data: { seat: 'A', card: 'TOME-02', purpose: 'cheat' } })).toEqual({ ...seat, hand: ['TOME-01'], inPlay: ['MASK-01', 'TOME-02'] });
  });

  it('malifaux-1e/FD-10 discards from the hand or from play go on top of the pile, the last one on top', () => {
    expect(evolveDeckSeat(seat, { type: 'CardsDiscarded', data: { seat: 'A', cards: ['TOME-02', 'TOME-01'], from: 'hand' } })).toEqual({ ...seat, hand: [], discard: ['CROW-01', 'TOME-02', 'TOME-01'] });
    expect(evolveDeckSeat(seat, { type: 'CardsDiscarded', data: { seat: 'A', cards: ['MASK-01'], from: 'play' } })).toEqual({ ...seat, inPlay: [], discard: ['CROW-01', 'MASK-01'] });
  });

  it('malifaux-1e/SS-3 spent soulstones leave the pool, which never goes below 0', () => {
    expect(evolveDeckSeat(seat, { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'p' } }).soulstones).toBe(1);
    expect(evolveDeckSeat(seat, { type: 'SoulstonesSpent', data: { seat: 'A', amount: 5, purpose: 'p' } }).soulstones).toBe(0);
  });

  it('malifaux-1e/FD-12 an unknown event leaves the seat as it was (evolve is total)', () => {
    const unknown = { type: 'Other', data: { seat: 'A' } } as unknown as Parameters<typeof evolveDeckSeat>[1];
    expect(evolveDeckSeat(seat, unknown)).toBe(seat);
  });

  it('malifaux-2e/FD-12 exactly the eight deck events are deck events', () => {
    for (const type of DECK_EVENT_TYPES) expect(isDeckEvent({ type })).toBe(true);
    expect(DECK_EVENT_TYPES).toHaveLength(8);
    for (const type of ['ModelActivated', 'DuelStarted', 'EncounterCreated', '']) expect(isDeckEvent({ type })).toBe(false);
  });
});

describe('malifaux shared fate modifiers (malifaux-2e/FM-1..FM-7, malifaux-1e/FM-1..FM-4)', () => {
  it('malifaux-2e/FM-2 all modifiers stack: sums of `+` and of `−`', () => {
    expect(addFateModifiers({ bonus: 1, penalty: 0 }, { bonus: 2, penalty: 1 }, { bonus: 0, penalty: 3 })).toEqual({ bonus: 3, penalty: 4 });
    expect(addFateModifiers()).toEqual(NO_FATE_MODIFIERS);
    expect(NO_FATE_MODIFIERS).toEqual({ bonus: 0, penalty: 0 });
  });

  it.each([
    [{ bonus: 2, penalty: 1 }, 1],
    [{ bonus: 1, penalty: 3 }, -2],
    [['+', '+', '-'], 1],
    [['-', '-'], -2],
    [[], 0],
  ] as const)('malifaux-1e/FM-1 malifaux-2e/FM-3 %j nets to %i', (mods, net) => {
    expect(netFateModifiers(mods)).toBe(net);
  });

  it.each([
    [0, 1],
    [1, 2],
    [-1, 2],
    [3, 4],
    [-3, 4],
    [4, 4],
    [-5, 4],
  ])('malifaux-1e/FM-2 malifaux-2e/FM-4 net %i flips %i cards (one plus at most three)', (net, cards) => {
    expect(cardsToFlip(net)).toBe(cards);
  });

  it.each([
    ['the Black Joker is the only card kept', ['RAM-13', 'BJ'], 2, ['BJ']],
    ['net `+`: any card', ['RAM-03', 'RAM-13'], 1, ['RAM-03', 'RAM-13']],
    ['a single card is kept, whatever the net', ['RAM-13'], -1, ['RAM-13']],
    ['net `−`: the lowest (ties choosable) and the Red Joker', ['RAM-09', 'RJ', 'TOME-04', 'CROW-04'], -2, ['RJ', 'TOME-04', 'CROW-04']],
    ['net 0 with two cards: the lower one', ['RAM-09', 'TOME-05'], 0, ['TOME-05']],
  ] as const)('malifaux-1e/FM-3 malifaux-2e/FM-5 %s', (_t, cards, net, legal) => {
    expect(legalActiveCards(cards, net)).toEqual(legal);
  });
});

describe('malifaux shared flip tables (malifaux-1e/CB-7, malifaux-1e/HE-2, malifaux-1e/PR-1)', () => {
  it.each([
    [0, { bonus: 0, penalty: 2 }],
    [1, { bonus: 0, penalty: 1 }],
    [5, { bonus: 0, penalty: 1 }],
    [6, { bonus: 0, penalty: 0 }],
    [10, { bonus: 0, penalty: 0 }],
    [11, { bonus: 1, penalty: 0 }],
    [99, { bonus: 1, penalty: 0 }],
  ])('malifaux-1e/CB-7 combat total %i gives %j', (margin, mods) => {
    expect(combatTotalModifiers(MALIFAUX_1E.combatTotalTable, margin)).toEqual(mods);
  });

  it('malifaux-1e/CB-7 a table with a gap has no row for it', () => {
    expect(combatTotalModifiers([{ min: 0, max: 2, modifiers: NO_FATE_MODIFIERS }], 3)).toBeNull();
  });

  const TABLE = { blackJoker: 1, low: 2, mid: 3, high: 4, redJoker: 5 };
  it.each([
    [null, 9, 1],
    ['BJ', 9, 1],
    ['BJ', 0, 0],
    ['RAM-05', 9, 2],
    ['RAM-06', 9, 3],
    ['RAM-10', 9, 3],
    ['RAM-11', 9, 4],
    ['RJ', 9, 5],
    ['RJ', 4, 4],
    ['RAM-11', 3, 3],
  ] as const)('malifaux-1e/PR-1 a fixed table reads %s against %i wanted as %i (never more than wanted)', (card, wanted, out) => {
    expect(readFixedTable(TABLE, card, wanted)).toBe(out);
  });

  it('malifaux-1e/HE-2 the Red Joker of the 1/2/3/all table gives everything wanted', () => {
    expect(ONE_TWO_THREE_ALL).toEqual({ blackJoker: 0, low: 1, mid: 2, high: 3, redJoker: 'ALL' });
    expect(readFixedTable(ONE_TWO_THREE_ALL, 'RJ', 9)).toBe(9);
  });
});

describe('malifaux shared seat view (malifaux-1e/FD-10, malifaux-2e/FD-9)', () => {
  const seat: ViewSeat = { seat: 'A', name: 'Ann', soulstones: 3, pendingCutBy: 'B', deck: ['RAM-01', 'RAM-02'], hand: ['TOME-01'], discard: ['CROW-01', 'CROW-02', 'CROW-03'], inPlay: ['MASK-01'] };

  it('malifaux-1e/FD-10 another seat sees counts, the top of the discard pile and the cards in play, not the hand or the orders', () => {
    expect(seatView(seat, 6, false, false)).toEqual({
      seat: 'A', name: 'Ann', handSize: 6, soulstones: 3, pendingCutBy: 'B', deckCount: 2, handCount: 1, hand: null, discardCount: 3, discardTop: 'CROW-03', discard: null, deck: null, inPlay: ['MASK-01'],
    });
  });

  it('malifaux-2e/FD-9 the owner sees the hand; after the end the deck and the whole pile are revealed', () => {
    expect(seatView(seat, 6, true, false).hand).toEqual(['TOME-01']);
    const after = seatView(seat, 6, true, true);
    expect([after.deck, after.discard]).toEqual([['RAM-01', 'RAM-02'], ['CROW-01', 'CROW-02', 'CROW-03']]);
  });

  it('malifaux-1e/FD-10 an empty discard pile has no top card', () => {
    expect(seatView({ ...seat, discard: [] }, 6, false, false).discardTop).toBeNull();
  });
});

describe('malifaux shared simultaneous effects (malifaux-1e/TI-5, malifaux-2e/TR-5)', () => {
  const effects = [
    { id: 'a', kind: 1, seat: 1 },
    { id: 'b', kind: 0, seat: 1 },
    { id: 'c', kind: 1, seat: 0 },
    { id: 'd', kind: 0, seat: 1 },
    { id: 'e', kind: 1, seat: 0 },
  ];

  it('malifaux-1e/TI-5 the first key that separates two effects decides; later keys only break its ties', () => {
    const ordered = orderByPrecedence(effects, [(e) => e.kind, (e) => e.seat]);
    expect(ordered.map((e) => e.id)).toEqual(['b', 'd', 'c', 'e', 'a']);
  });

  it('malifaux-1e/TI-5 item 4: a full tie keeps the order its controller gave', () => {
    expect(orderByPrecedence(effects, []).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(orderByPrecedence([...effects].reverse(), [(e) => e.kind]).map((e) => e.id)).toEqual(['d', 'b', 'e', 'c', 'a']);
  });
});

describe('malifaux shared stats (malifaux-1e/SM-1, malifaux-1e/GEN-2, malifaux-2e/MA-3)', () => {
  it.each([
    ['Wk', 5, [2], [1], 6],
    ['Wk', 5, [], [6], 1],
    ['Cg', 2, [], [3], 1],
    ['Df', 3, [], [5], 0],
    ['Df', 3, [1, 1], [2, 1], 2],
  ] as const)('malifaux-1e/SM-1 1E %s %i +%j −%j is %i (floor 0, Wk/Cg 1)', (name, base, bonuses, penalties, out) => {
    expect(effectiveStat(MALIFAUX_1E, name, base, bonuses, penalties)).toBe(out);
  });

  it('malifaux-2e/MA-3 2E floors every stat at its own value; a profile without a `*` floors at 0', () => {
    expect(effectiveStat(MALIFAUX_2E, 'Df', 3, [], [5])).toBe(MALIFAUX_2E.statFloor['*']);
    expect(effectiveStat({ ...MALIFAUX_1E, statFloor: {} }, 'Df', 3, [], [5])).toBe(0);
    expect(effectiveStat({ ...MALIFAUX_1E, statFloor: { Df: 2, '*': 0 } }, 'Df', 3, [], [5])).toBe(2);
  });

  it.each([
    [5, false, 3],
    [4, false, 2],
    [5, true, 2.5],
    [1, false, 1],
  ])('malifaux-1e/GEN-2 halving %i (distance: %s) gives %d', (value, isDistance, out) => {
    expect(halve(value, isDistance)).toBe(out);
  });
});
