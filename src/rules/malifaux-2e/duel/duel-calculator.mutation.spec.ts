// malifaux-2e §3.2, §3.4, §4 duel odds (seed 002_0afdbbe5c7b94945.txt lines 482-543, 603-764): exact hand-counted odds on 1-4 card decks for FD-11 (the flip runs past the deck), A-6, A-8, CF-2, DU-1, DU-O6, FM-6
import { f, odds, simple, opposed } from './testing/odds';

describe('malifaux-2e duel calculator: exact odds that pin each decision', () => {
  it('malifaux-2e/A-6 malifaux-2e/CF-2 deck and discard both empty: no card is flipped (one outcome), so nothing meets the TN and nothing may be cheated', () => {
    // The only RAM-13 is in hand: the deck is empty and so is the discard.
    expect(odds(simple({ tn: 18, universe: ['RAM-13'], hand: ['RAM-13'], considerCheating: true }))).toEqual([0, 1]);
    expect(odds(simple({ tn: 1, universe: ['RAM-13'], hand: ['RAM-13'], considerCheating: true }))).toEqual([0, 1]);
  });

  it('malifaux-2e/FD-11 a `+` flip on a one-card deck with an empty discard flips that one card', () => {
    // 5 + 13 = 18: the one card is flipped, the flip stops when deck and discard are both empty.
    expect(odds(simple({ tn: 18, universe: ['RAM-13'], me: { stat: 5, fate: f(1, 0) } }))).toEqual([1, 1]);
    expect(odds(simple({ tn: 19, universe: ['RAM-13'], me: { stat: 5, fate: f(1, 0) } }))).toEqual([0, 1]);
  });

  it('malifaux-2e/FD-11 a `++` flip takes the deck, then the reshuffled discard, and stops when both are spent', () => {
    // Deck RAM-02, discard RAM-13: three cards wanted, two exist; the 13 is among them.
    expect(odds(simple({ tn: 18, universe: ['RAM-02', 'RAM-13'], myDiscard: ['RAM-13'], me: { stat: 5, fate: f(2, 0) } }))).toEqual([1, 1]);
  });

  it('malifaux-2e/FD-11 the card flipped from the reshuffled discard is weighted by how many discarded cards share its value', () => {
    // Deck RAM-02; discard RAM-13, TOME-13, RAM-03; `+`: RAM-02, then one of three: a 13 in 2 of 3 sequences.
    const q = simple({ tn: 18, universe: ['RAM-02', 'RAM-13', 'TOME-13', 'RAM-03'], myDiscard: ['RAM-13', 'TOME-13', 'RAM-03'], me: { stat: 5, fate: f(1, 0) } });
    expect(odds(q)).toEqual([2, 3]);
  });

  it('malifaux-2e/A-8 with the printed suit off for the Black Joker, a Soulstone suit still counts with it', () => {
    const bj = { universe: ['BJ'], tn: 9, requiredSuits: ['TOME' as const], policy: { statSuitCountsWithBlackJoker: false } };
    expect(odds(simple({ ...bj, me: { stat: 9, fate: f(0, 0), soulstoneSuits: ['TOME'] } }))).toEqual([1, 1]);
    expect(odds(simple({ ...bj, me: { stat: 9, fate: f(0, 0), printedSuits: ['TOME'] } }))).toEqual([0, 1]);
  });

  it('malifaux-2e/DU-1 the Red Joker supplies one missing suit, not two', () => {
    expect(odds(simple({ tn: 10, requiredSuits: ['MASK', 'MASK'], universe: ['RJ'] }))).toEqual([0, 1]);
    expect(odds(simple({ tn: 10, requiredSuits: ['MASK', 'MASK'], universe: ['RJ'], me: { stat: 5, fate: f(0, 0), printedSuits: ['MASK'] } }))).toEqual([1, 1]);
  });

  it('malifaux-2e/DU-1 a card supplies one missing suit: with two missing, a card of the first one still fails', () => {
    expect(odds(simple({ tn: 10, requiredSuits: ['MASK', 'TOME'], universe: ['MASK-10'] }))).toEqual([0, 1]);
    expect(odds(simple({ tn: 10, requiredSuits: ['MASK', 'TOME'], universe: ['MASK-10'], me: { stat: 5, fate: f(0, 0), printedSuits: ['TOME'] } }))).toEqual([1, 1]);
  });

  it('malifaux-2e/CF-2 malifaux-2e/DU-1 only a hand card of the required suit is worth cheating in; an empty hand gives nothing', () => {
    const q = { tn: 15, requiredSuits: ['TOME' as const], universe: ['TOME-02', 'RAM-13', 'TOME-13'], considerCheating: true };
    expect(odds(simple({ ...q, hand: ['RAM-13'], myDiscard: ['TOME-13'] }))).toEqual([0, 1]);
    expect(odds(simple({ ...q, hand: ['TOME-13'], myDiscard: ['RAM-13'] }))).toEqual([1, 1]);
    // A flipped RAM-05 does not meet the TOME; with an empty hand there is no card to cheat in, even for a TN of 6.
    expect(odds(simple({ tn: 6, requiredSuits: ['TOME'], universe: ['RAM-05'], considerCheating: true }))).toEqual([0, 1]);
  });

  it('malifaux-2e/DU-1 with no TN, a Simple Duel still fails when no card meets the suit', () => {
    expect(odds(simple({ requiredSuits: ['TOME'], universe: ['RAM-05'] }))).toEqual([0, 1]);
    expect(odds(simple({ requiredSuits: ['TOME'], universe: ['TOME-05'] }))).toEqual([1, 1]);
  });

  it('malifaux-2e/FD-11 the opponent`s short deck gives what it holds: a `+` flip of its one card', () => {
    // Opponent: one card, two wanted: it flips TOME-05 (10); the Attacker's 10 wins the tie.
    expect(odds(opposed({ universe: ['RAM-05'], opponentUniverse: ['TOME-05'], opponent: { stat: 5, fate: f(1, 0) } }))).toEqual([1, 1]);
  });

  it('malifaux-2e/A-5 malifaux-2e/CF-2 the opponent`s Red Joker blocks cheating; with the policy off, not when it also flipped the Black Joker', () => {
    // Opponent (stat 10) flips RJ and BJ: the BJ is forced (10). My 2 (7) loses; a cheated 13 (18) wins if allowed.
    const both = { universe: ['RAM-02', 'RAM-13'], hand: ['RAM-13'], considerCheating: true, opponentUniverse: ['RJ', 'BJ'], opponent: { stat: 10, fate: f(1, 0) } };
    expect(odds(opposed({ ...both, policy: { opponentRedJokerBlocksEvenWithBlackJoker: false } }))).toEqual([2, 2]);
    expect(odds(opposed(both))).toEqual([0, 2]);
    // Opponent (stat 1) flips the RJ alone (15): it blocks even with the policy off; the 13 (18) would have won.
    const rjOnly = { universe: ['RAM-02', 'RAM-13'], hand: ['RAM-13'], considerCheating: true, opponentUniverse: ['RJ'], opponent: { stat: 1, fate: f(0, 0) } };
    expect(odds(opposed({ ...rjOnly, policy: { opponentRedJokerBlocksEvenWithBlackJoker: false } }))).toEqual([0, 1]);
  });

  it('malifaux-2e/DU-O6 malifaux-2e/DU-1 an Attacker without a card of the required suit loses, however high its total', () => {
    expect(odds(opposed({ requiredSuits: ['TOME'], universe: ['RAM-05'], me: { stat: 10, fate: f(0, 0) }, opponent: { stat: 1, fate: f(0, 0) }, opponentUniverse: ['RAM-01'] }))).toEqual([0, 1]);
  });

  it('malifaux-2e/FM-6 malifaux-2e/DU-O6 an Attacker whose active card is the Black Joker (value 0) still wins on its stat alone', () => {
    expect(odds(opposed({ universe: ['BJ'], me: { stat: 10, fate: f(0, 0) }, opponent: { stat: 1, fate: f(0, 0) }, opponentUniverse: ['RAM-01'] }))).toEqual([1, 1]);
  });

  it('malifaux-2e/DU-O6 the Defender`s total bonus counts against an Attacker: a tie wins, one short loses', () => {
    // Attacker 5 + 5 = 10; Defender 5 + 4 + bonus.
    expect(odds(opposed({ universe: ['RAM-05'], opponentUniverse: ['TOME-04'], opponent: { stat: 5, fate: f(0, 0), totalBonus: 1 } }))).toEqual([1, 1]);
    expect(odds(opposed({ universe: ['RAM-05'], opponentUniverse: ['TOME-04'], opponent: { stat: 5, fate: f(0, 0), totalBonus: 2 } }))).toEqual([0, 1]);
  });

  it('malifaux-2e/DU-O6 a Defender wins whenever the Attacker flips no card of the required suit', () => {
    const q = { myRole: 'DEFENDER' as const, requiredSuits: ['TOME' as const], universe: ['RAM-01'], me: { stat: 1, fate: f(0, 0) }, opponent: { stat: 10, fate: f(0, 0) } };
    expect(odds(opposed({ ...q, opponentUniverse: ['RAM-05'] }))).toEqual([1, 1]);
    expect(odds(opposed({ ...q, opponentUniverse: ['TOME-05'] }))).toEqual([0, 1]);
  });
});
