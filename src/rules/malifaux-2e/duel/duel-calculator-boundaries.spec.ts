// malifaux-2e §3.2, §4 duel odds (seed 002_0afdbbe5c7b94945.txt lines 482-543, 603-764): exact small cases at the boundaries: DU-1 (total = TN succeeds), DU-O6 (the Attacker wins ties), FM-4, FM-6, FM-7, CF-2, FD-11
import { winProbability } from './duel-calculator';
import { f, odds, simple, opposed } from './testing/odds';

describe('malifaux-2e duel calculator at the boundaries', () => {
  it('malifaux-2e/DU-1 a total equal to the TN succeeds; one below fails; the total bonus counts', () => {
    expect(odds(simple({ tn: 10, universe: ['RAM-05'] }))).toEqual([1, 1]);
    expect(odds(simple({ tn: 11, universe: ['RAM-05'] }))).toEqual([0, 1]);
    expect(odds(simple({ tn: 11, universe: ['RAM-05'], me: { stat: 5, fate: f(0, 0), totalBonus: 1 } }))).toEqual([1, 1]);
    expect(winProbability(simple({ tn: 10, universe: ['RAM-05', 'RAM-04'] })).value).toBe(0.5);
  });

  it('malifaux-2e/DU-O6 the Attacker wins a tie; the Defender wins when the Attacker is one short, total bonuses included', () => {
    expect(odds(opposed({ universe: ['RAM-05'], opponentUniverse: ['TOME-05'] }))).toEqual([1, 1]);
    expect(odds(opposed({ myRole: 'DEFENDER', universe: ['RAM-05'], opponentUniverse: ['TOME-05'] }))).toEqual([0, 1]);
    expect(odds(opposed({ universe: ['RAM-05'], opponentUniverse: ['TOME-06'] }))).toEqual([0, 1]);
    expect(odds(opposed({ myRole: 'DEFENDER', universe: ['RAM-05'], opponentUniverse: ['TOME-04'] }))).toEqual([1, 1]);
    expect(odds(opposed({ myRole: 'DEFENDER', universe: ['RAM-05'], opponentUniverse: ['TOME-04'], opponent: { stat: 5, fate: f(0, 0), totalBonus: 2 } }))).toEqual([0, 1]);
    expect(odds(opposed({ myRole: 'DEFENDER', universe: ['RAM-06'], opponentUniverse: ['TOME-04'], opponent: { stat: 5, fate: f(0, 0), totalBonus: 1 } }))).toEqual([1, 1]);
  });

  it('malifaux-2e/DU-O6 the Attacker must meet the TN too: a tie below it loses', () => {
    expect(odds(opposed({ tn: 11, universe: ['RAM-05'], opponentUniverse: ['TOME-05'] }))).toEqual([0, 1]);
    expect(odds(opposed({ tn: 10, universe: ['RAM-05'], opponentUniverse: ['TOME-05'] }))).toEqual([1, 1]);
    expect(odds(opposed({ myRole: 'DEFENDER', tn: 11, universe: ['RAM-01'], opponentUniverse: ['TOME-06'] }))).toEqual([0, 1]);
    expect(odds(opposed({ myRole: 'DEFENDER', tn: 12, universe: ['RAM-01'], opponentUniverse: ['TOME-06'] }))).toEqual([1, 1]);
  });

  it('malifaux-2e/FM-4 malifaux-2e/FM-7 under a penalty the lowest card counts, or the Red Joker; under a bonus the best', () => {
    // Two cards flipped from two: every order gives the same pair.
    expect(odds(simple({ tn: 15, universe: ['RAM-13', 'RAM-02'], me: { stat: 5, fate: f(0, 1) } }))).toEqual([0, 2]);
    expect(odds(simple({ tn: 15, universe: ['RAM-13', 'RAM-02'], me: { stat: 5, fate: f(1, 0) } }))).toEqual([2, 2]);
    expect(odds(simple({ tn: 15, universe: ['RJ', 'RAM-02'], me: { stat: 5, fate: f(0, 1) } }))).toEqual([2, 2]);
  });

  it('malifaux-2e/FM-6 the Black Joker among the flipped cards is forced, even under a bonus', () => {
    expect(odds(simple({ tn: 6, universe: ['BJ', 'RAM-13'], me: { stat: 5, fate: f(1, 0) } }))).toEqual([0, 2]);
  });

  it('malifaux-2e/CF-2 cheating from hand under net 0 counts; under a penalty or after the Black Joker it does not', () => {
    expect(odds(simple({ tn: 15, universe: ['RAM-02', 'RAM-13'], hand: ['RAM-13'], considerCheating: true }))).toEqual([1, 1]);
    expect(odds(simple({ tn: 15, universe: ['RAM-02', 'RAM-13'], hand: ['RAM-13'] }))).toEqual([0, 1]);
    expect(odds(simple({ tn: 15, universe: ['RAM-02', 'RAM-03', 'RAM-13'], hand: ['RAM-13'], considerCheating: true, me: { stat: 5, fate: f(0, 1) } }))).toEqual([0, 2]);
    expect(odds(simple({ tn: 6, universe: ['BJ', 'RAM-13'], hand: ['RAM-13'], considerCheating: true }))).toEqual([0, 1]);
    expect(odds(simple({ tn: 5, universe: ['BJ', 'RAM-13'], hand: ['RAM-13'], considerCheating: true }))).toEqual([1, 1]);
  });

  it('malifaux-2e/CF-2 the opponent`s flipped Red Joker bars the cheat that would have won', () => {
    const q = opposed({ universe: ['RAM-02', 'RAM-13'], hand: ['RAM-13'], considerCheating: true, opponentUniverse: ['RJ', 'TOME-01'], opponent: { stat: 1, fate: f(0, 0) } });
    // Opponent flips TOME-01 (2): 7 wins anyway; opponent flips the RJ (15): 7 loses, the 13 may not be cheated.
    expect(odds(q)).toEqual([1, 2]);
  });

  it('malifaux-2e/FD-11 a flip that runs past the deck continues from the reshuffled known discard', () => {
    // Deck: RAM-02 only; the discard holds RAM-13; a `+` flip takes RAM-02 then RAM-13.
    expect(odds(simple({ tn: 18, universe: ['RAM-02', 'RAM-13'], myDiscard: ['RAM-13'], me: { stat: 5, fate: f(1, 0) } }))).toEqual([1, 1]);
    expect(odds(simple({ tn: 18, universe: ['RAM-02', 'RAM-13'], myDiscard: ['RAM-13'] }))).toEqual([0, 1]);
  });

  it('malifaux-2e/DU-1 a required suit: only cards of that suit (or the Red Joker) meet it', () => {
    expect(odds(simple({ tn: 10, requiredSuits: ['TOME'], universe: ['RAM-09', 'TOME-05', 'RJ'] }))).toEqual([2, 3]);
    expect(odds(simple({ tn: 10, requiredSuits: ['TOME'], universe: ['RAM-09'], me: { stat: 5, fate: f(0, 0), soulstoneSuits: ['TOME'] } }))).toEqual([1, 1]);
  });
});
