// malifaux-1e §7.2 Draw Phase (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 2034-2066) with §5.5 FD-12: step
// C draws after step B's discards are on the discard pile, so a deck that runs out in step C is reshuffled from a pile
// that holds them (the hand is not shuffled in).
import { A, B, cmd, run, step, turnOneWithoutCrews } from '../testing/fixtures';
import type { CardId } from '../../malifaux/cards';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };

const refill = (seat: 'A' | 'B', discard: CardId[] = []): EncounterCommand1e => cmd('RefillHand', seat === 'A' ? A : B, { seat, discard, useSoulstone: false });

/**
 * Turn 1 with no crews (A wins the initiative, MASK-13 against MASK-01), its Closing Phase (every discard back in the
 * deck: A's deck holds 48), then A draws all 48: the Draw Phase of turn 2 begins with A's deck and discard pile empty.
 */
function emptyDeckAtTurnTwo(): Game {
  return run([
    ...turnOneWithoutCrews(A),
    cmd('DrawCards', A, { seat: 'A', count: 48 }),
    cmd('BeginDrawPhase', A, {}),
  ]);
}

describe('malifaux-1e §7.2 step C draws from a deck that step B\'s discards can refill (FD-12)', () => {
  it('malifaux-1e/TU-D2 malifaux-1e/FD-12 A keeps 2 of 54 cards: the empty deck is reshuffled from the 52 just discarded, and A draws 4', () => {
    const g = emptyDeckAtTurnTwo();
    const hand = g.state.seats.A?.hand ?? [];
    // The setting: the whole deck is in A's hand, nothing in the deck or the discard pile.
    expect([hand.length, g.state.seats.A?.deck.length, g.state.seats.A?.discard.length]).toEqual([54, 0, 0]);
    const kept = hand.slice(0, 2);
    const discarded = hand.slice(2);
    const s = step(g, refill('A', discarded));
    expect(s.added.map((e) => e.type)).toEqual(['CardsDiscarded', 'DeckShuffled', 'CardsDrawn', 'HandDrawn']);
    const shuffled = s.added[1];
    // The new deck is exactly step B's discards (the two kept cards stay in the hand).
    expect(shuffled.type === 'DeckShuffled' ? [shuffled.data.reason, shuffled.data.gathered, [...shuffled.data.order].sort()] : []).toEqual(['empty-deck', 'discard', [...discarded].sort()]);
    const drawn = s.added[2];
    expect(drawn.type === 'CardsDrawn' ? [drawn.data.requested, drawn.data.cards.length] : []).toEqual([4, 4]);
    expect(s.added[3]).toEqual({ type: 'HandDrawn', data: { seat: 'A', discarded: 52, drawn: 4 } });
    // A ends step C at the maximum hand size of a Scrap (FD-8), its two kept cards among them.
    expect(s.state.seats.A?.hand.length).toBe(6);
    expect(s.state.seats.A?.hand).toEqual(expect.arrayContaining(kept));
    expect(s.state.seats.A?.deck.length).toBe(48);
  });
});
