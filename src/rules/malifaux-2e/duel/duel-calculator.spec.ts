// malifaux-2e §3.2, §3.4, §4 duel odds (seed 002_0afdbbe5c7b94945.txt lines 482-543, 603-764): FM-2, FM-4..FM-7, CF-2, DU-1, DU-O6 checked against brute force and a seeded Monte Carlo
import { rngFor, shuffle } from '../../core/prng';
import { CardId, FATE_DECK } from '../../malifaux/cards';
import { DuelQuery, winProbability } from './duel-calculator';
import { cardsToFlip, netFateModifiers } from './fate-modifiers';
import { referenceProbability, referenceWin } from './testing/reference-duel';

const small: CardId[] = ['RJ', 'BJ', 'RAM-02', 'TOME-05', 'MASK-07', 'CROW-09', 'TOME-11', 'RAM-13', 'MASK-04'];
const oppSmall: CardId[] = ['RJ', 'BJ', 'CROW-03', 'TOME-06', 'RAM-08', 'MASK-10', 'CROW-12'];
const f = (bonus: number, penalty: number) => ({ bonus, penalty });

const vectors: [string, DuelQuery][] = [
  ['simple, net 0, TN 12', { kind: 'SIMPLE', me: { stat: 5, fate: f(0, 0) }, tn: 12, hand: ['RAM-13'], myDiscard: ['MASK-04'] }],
  ['simple, net +2, TN 14 + TOME, cheating', { kind: 'SIMPLE', me: { stat: 4, fate: f(2, 0) }, tn: 14, requiredSuits: ['TOME'], hand: ['RAM-13', 'TOME-11'], myDiscard: [], considerCheating: true }],
  ['simple, net −2, TN 9, cheating refused under a penalty (FM-5)', { kind: 'SIMPLE', me: { stat: 3, fate: f(0, 2) }, tn: 9, hand: ['RAM-13'], myDiscard: [], considerCheating: true }],
  ['simple, RJ in hand for TN 15 + MASK MASK with a printed MASK', { kind: 'SIMPLE', me: { stat: 2, fate: f(1, 0), printedSuits: ['MASK'] }, tn: 15, requiredSuits: ['MASK', 'MASK'], hand: ['RJ'], myDiscard: [], considerCheating: true }],
  ['simple, deck runs out: reshuffle the discard (FD-11)', { kind: 'SIMPLE', me: { stat: 5, fate: f(3, 0) }, tn: 17, hand: ['RAM-13', 'RJ', 'TOME-11', 'MASK-07'], myDiscard: ['BJ', 'CROW-09', 'RAM-02'], considerCheating: true }],
  ['attacker +1 vs defender −1, TN 10 + RAM, cheating', { kind: 'OPPOSED', myRole: 'ATTACKER', me: { stat: 6, fate: f(1, 0) }, opponent: { stat: 5, fate: f(0, 1) }, tn: 10, requiredSuits: ['RAM'], hand: ['RAM-13', 'TOME-05'], myDiscard: [], opponentDiscard: ['CROW-03'], considerCheating: true }],
  ['attacker net 0 vs defender +2 with a Soulstone suit', { kind: 'OPPOSED', myRole: 'ATTACKER', me: { stat: 5, fate: f(0, 0), soulstoneSuits: ['CROW'] }, opponent: { stat: 6, fate: f(2, 0) }, requiredSuits: ['CROW'], hand: ['MASK-07'], myDiscard: [], opponentDiscard: [], considerCheating: true }],
  ['defender −1 vs attacker +2 needing TOME, cheating', { kind: 'OPPOSED', myRole: 'DEFENDER', me: { stat: 5, fate: f(0, 1) }, opponent: { stat: 4, fate: f(2, 0) }, requiredSuits: ['TOME'], hand: ['RAM-13', 'MASK-04'], myDiscard: [], opponentDiscard: [], considerCheating: true }],
  ['defender +1 vs attacker 0, no cheating', { kind: 'OPPOSED', myRole: 'DEFENDER', me: { stat: 4, fate: f(1, 0) }, opponent: { stat: 5, fate: f(0, 0) }, tn: 8, hand: ['RAM-13'], myDiscard: ['TOME-05'], opponentDiscard: [] }],
  ['defender +1, opponent RJ+BJ does not block (policy off)', { kind: 'OPPOSED', myRole: 'DEFENDER', me: { stat: 4, fate: f(1, 0) }, opponent: { stat: 5, fate: f(3, 0) }, hand: ['RAM-13'], myDiscard: [], opponentDiscard: [], considerCheating: true, policy: { opponentRedJokerBlocksEvenWithBlackJoker: false } }],
  ['BJ with a printed suit, A-8 off', { kind: 'SIMPLE', me: { stat: 9, fate: f(0, 1), printedSuits: ['TOME'] }, tn: 9, requiredSuits: ['TOME'], hand: [], myDiscard: [], policy: { statSuitCountsWithBlackJoker: false } }],
];

describe('malifaux-2e duel calculator', () => {
  it.each(vectors)('malifaux-2e/FM-4 malifaux-2e/FM-6 malifaux-2e/FM-7 malifaux-2e/CF-2 malifaux-2e/DU-O6 exact odds equal brute force over every card sequence: %s', (_, q) => {
    const exact = winProbability({ ...q, universe: small, ...(q.kind === 'OPPOSED' ? { opponentUniverse: oppSmall } : {}) });
    const brute = referenceProbability(q, small, oppSmall);
    expect({ numerator: exact.numerator, denominator: exact.denominator }).toEqual(brute);
    expect(exact.value).toBeGreaterThan(0);
    expect(exact.value).toBeLessThan(1);
  });

  it('malifaux-2e/CF-2 cheating from a known hand raises the odds, except under a penalty where it is refused', () => {
    const base: DuelQuery = { kind: 'SIMPLE', me: { stat: 5, fate: f(0, 0) }, tn: 14, hand: ['RAM-13'], myDiscard: [] };
    const plain = winProbability(base).value;
    expect(winProbability({ ...base, considerCheating: true })).toMatchObject({ numerator: 52, denominator: 53 }); // only the BJ stops the 13
    expect(plain).toBeLessThan(0.5);
    const pen = { ...base, me: { stat: 5, fate: f(0, 1) } };
    expect(winProbability({ ...pen, considerCheating: true }).value).toBe(winProbability(pen).value);
  });

  it('malifaux-2e/DU-1 simple duel on a full deck, no modifiers: the share of cards ≥ TN − stat', () => {
    // Wp 5 vs TN 13 needs 8+: 8..13 in four suits (24) + RJ = 25 of 54.
    expect(winProbability({ kind: 'SIMPLE', me: { stat: 5, fate: f(0, 0) }, tn: 13, hand: [], myDiscard: [] })).toMatchObject({ numerator: 25, denominator: 54 });
  });

  const full: [string, DuelQuery][] = [
    ['simple ++ TN 15 + MASK, cheating', { kind: 'SIMPLE', me: { stat: 5, fate: f(2, 0) }, tn: 15, requiredSuits: ['MASK'], hand: ['MASK-12', 'RAM-03', 'TOME-09'], myDiscard: ['CROW-01', 'CROW-13'], considerCheating: true }],
    ['attacker + vs defender −, TN 12, cheating', { kind: 'OPPOSED', myRole: 'ATTACKER', me: { stat: 6, fate: f(1, 0) }, opponent: { stat: 5, fate: f(0, 1) }, tn: 12, hand: ['RAM-11', 'TOME-04'], myDiscard: ['MASK-13'], opponentDiscard: ['RAM-13', 'RJ'], considerCheating: true }],
    ['defender −− vs attacker +++ needing CROW', { kind: 'OPPOSED', myRole: 'DEFENDER', me: { stat: 6, fate: f(0, 2) }, opponent: { stat: 5, fate: f(3, 0) }, requiredSuits: ['CROW'], hand: ['RJ', 'MASK-10'], myDiscard: [], opponentDiscard: ['BJ'], considerCheating: true }],
  ];

  it.each(full)('malifaux-2e/FM-2 malifaux-2e/DU-O6 full 54-card decks: exact odds inside the 99%% interval of a seeded Monte Carlo (20,000 trials): %s', (_, q) => {
    const exact = winProbability(q).value;
    const myDeck = FATE_DECK.filter((c) => !q.hand.includes(c) && !q.myDiscard.includes(c));
    const oppDeck = q.kind === 'OPPOSED' ? FATE_DECK.filter((c) => !q.opponentDiscard.includes(c)) : [];
    const k = cardsToFlip(netFateModifiers(q.me.fate));
    const ko = q.kind === 'OPPOSED' ? cardsToFlip(netFateModifiers(q.opponent.fate)) : 0;
    const n = 20000;
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const mine = shuffle(myDeck, rngFor('c0ffee', 2 * i)).slice(0, k);
      const theirs = q.kind === 'OPPOSED' ? shuffle(oppDeck, rngFor('c0ffee', 2 * i + 1)).slice(0, ko) : null;
      if (referenceWin(q, mine, theirs)) wins++;
    }
    const halfWidth = 2.576 * Math.sqrt((exact * (1 - exact)) / n);
    expect(Math.abs(wins / n - exact)).toBeLessThanOrEqual(halfWidth);
  });
});
