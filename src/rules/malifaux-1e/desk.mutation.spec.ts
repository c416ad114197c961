// The cards of one decide call (desk.ts), checked through the Desk itself (issue 15): a cheat takes the played card out
// of the hand into play (FD-9), only cards in play are discarded from play, once (FD-11), a spent soulstone leaves the
// pool (SS-3), and a seat not in the game has no cards and no soulstones (FD-12: a flip with nothing to flip).
import type { CardId } from '../malifaux/cards';
import { Desk } from './desk';
import type { GameState1e } from './state';
import { model, toActivation } from './testing/fixtures';

// A: hand RAM 1-6, deck CROW-01, CROW-02 next; B: hand TOME 1-6.
const g = toActivation([model('a1')], [model('b1')], ['CROW-01', 'CROW-02']);
const state: GameState1e = g.state;
const discarded = (desk: Desk): CardId[][] => desk.events.flatMap((e) => (e.type === 'CardsDiscarded' ? [[...e.data.cards]] : []));

describe('malifaux-1e/SS-3 a spent soulstone leaves the pool', () => {
  it('malifaux-1e/SS-3 each spend takes one soulstone from the spending seat only', () => {
    const desk = new Desk(state);
    const poolA = state.seats.A!.soulstones;
    const poolB = state.seats.B!.soulstones;
    expect(poolA).toBeGreaterThan(1);
    expect(desk.soulstones('A')).toBe(poolA);
    desk.spend('A', 'duel');
    expect(desk.soulstones('A')).toBe(poolA - 1);
    desk.spend('A', 'damage prevention');
    expect(desk.soulstones('A')).toBe(poolA - 2);
    expect(desk.soulstones('B')).toBe(poolB);
    expect(desk.events).toEqual([
      { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'duel' } },
      { type: 'SoulstonesSpent', data: { seat: 'A', amount: 1, purpose: 'damage prevention' } },
    ]);
  });
});

describe('malifaux-1e/FD-9 a cheated card goes from the hand into play', () => {
  it('malifaux-1e/FD-9 the played card leaves the hand, the others stay, and it can then be discarded from play', () => {
    const desk = new Desk(state);
    expect(desk.hand('A')).toEqual(['RAM-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06']);
    desk.play('A', 'RAM-03', 'cheat');
    expect(desk.hand('A')).toEqual(['RAM-01', 'RAM-02', 'RAM-04', 'RAM-05', 'RAM-06']);
    expect(desk.hand('B')).toEqual(state.seats.B!.hand);
    desk.discardFromPlay('A', ['RAM-03']);
    expect(discarded(desk)).toEqual([['RAM-03']]);
  });
});

describe('malifaux-1e/FD-11 cards used go from play to the discard pile', () => {
  it('malifaux-1e/FD-11 only cards in play are discarded, each once; the other cards in play stay there', () => {
    const desk = new Desk(state);
    expect(desk.flip('A', 2, 'f1')).toEqual(['CROW-01', 'CROW-02']);
    // RAM-01 is in the hand, not in play: it is not discarded from play.
    desk.discardFromPlay('A', ['CROW-02', 'RAM-01']);
    expect(discarded(desk)).toEqual([['CROW-02']]);
    // Already in the discard pile: nothing more happens.
    desk.discardFromPlay('A', ['CROW-02']);
    expect(discarded(desk)).toEqual([['CROW-02']]);
    // The other flipped card is still in play.
    desk.discardFromPlay('A', ['CROW-01']);
    expect(discarded(desk)).toEqual([['CROW-02'], ['CROW-01']]);
    expect(desk.hand('A')).toContain('RAM-01');
  });
});

describe('malifaux-1e/FD-12 a seat with no cards at all', () => {
  it('malifaux-1e/FD-12 a seat not in the game (C at a two-player table) has an empty hand, no soulstones, and its flip takes no card', () => {
    const desk = new Desk(state);
    expect(desk.hand('C')).toEqual([]);
    expect(desk.soulstones('C')).toBe(0);
    expect(desk.flip('C', 1, 'f1')).toEqual([]);
    expect(desk.events).toEqual([]);
  });
});
