// The duel mechanics the editions share (malifaux/duel/): totals with each edition's soulstone, who decides first, and
// the cheat bans with §18's one difference (rules/malifaux-1e.md §18 "Cheat bans", "Soulstone in a duel").
import { MALIFAUX_1E } from '../../malifaux-1e/edition';
import { MALIFAUX_2E } from '../../malifaux-2e/edition';
import { cheatBlocks } from './cheat-bans';
import { lowerTotalFirst } from './decision-order';
import { eligibleTriggers, onlyChoice, opposedOutcome } from './duel-outcome';
import { duelTotal } from './duel-total';

const ALL = { statSuitCountsWithBlackJoker: true };

describe('malifaux shared duel mechanics', () => {
  it.each([
    ['malifaux-1e/SS-4 the 1E soulstone card adds value AND suit', { stat: 5, card: 'RAM-07', soulstoneCard: { card: 'TOME-04', redJokerSuit: null } }, 16, ['RAM', 'TOME']],
    ['malifaux-1e/SS-4 a Black Joker soulstone card adds nothing', { stat: 5, card: 'RAM-07', soulstoneCard: { card: 'BJ', redJokerSuit: null } }, 12, ['RAM']],
    ['malifaux-1e/FD-5 a Red Joker soulstone card adds 14 and its named suit', { stat: 5, card: 'RAM-07', soulstoneCard: { card: 'RJ', redJokerSuit: 'MASK' as const } }, 26, ['RAM', 'MASK']],
    ['malifaux-2e/SS-D2 2E soulstone suits add a suit, no value', { stat: 5, card: 'RAM-07', soulstoneSuits: ['CROW' as const] }, 12, ['RAM', 'CROW']],
  ])('%s', (_title, input, value, suits) => {
    expect(duelTotal(input, ALL)).toEqual({ value, suits });
  });

  it.each([
    [9, 10, 'ATTACKER'],
    [10, 10, 'DEFENDER'],
    [11, 10, 'DEFENDER'],
  ] as const)('malifaux-1e/DU-O0 malifaux-2e/DU-O4 attacker %i vs defender %i: %s decides first in both editions', (a, d, first) => {
    expect(lowerTotalFirst(a, d)).toBe(first);
  });

  const base = { cheatable: true, net: 0, flipped: ['RAM-04'], handSize: 3 };
  it.each([
    ['malifaux-2e/CF-2 the opponent flipped the Red Joker: 2E bans', MALIFAUX_2E, { ...base, opponentFlipped: ['RJ'] }, ['OPPONENT_RED_JOKER']],
    ['malifaux-1e/FM-3 the opponent flipped the Red Joker: 1E allows (§18 "Cheat bans")', MALIFAUX_1E, { ...base, opponentFlipped: ['RJ'] }, []],
    ['malifaux-1e/FD-6 own Black Joker and net `−`: both clauses', MALIFAUX_1E, { ...base, net: -1, flipped: ['BJ', 'RAM-02'] }, ['NET_NEGATIVE', 'OWN_BLACK_JOKER']],
    ['malifaux-1e/FD-7 an empty hand', MALIFAUX_1E, { ...base, handSize: 0 }, ['EMPTY_HAND']],
  ])('%s', (_title, profile, check, blocks) => {
    expect(cheatBlocks(profile, check)).toEqual(blocks);
  });

  it('malifaux-1e/FM-3 cheatBanOnAnyNegative: any `−` bans, even cancelled', () => {
    expect(cheatBlocks(MALIFAUX_1E, { ...base, net: 1, penalty: 1 }, { banOnAnyPenalty: true })).toEqual(['NET_NEGATIVE']);
    expect(cheatBlocks(MALIFAUX_1E, { ...base, net: 1, penalty: 1 })).toEqual([]);
  });

  it.each([
    ['malifaux-1e/DU-O0 malifaux-2e/DU-O6 a tie goes to the attacker', 10, 10, null, 'ATTACKER', 0],
    ['malifaux-2e/DU-O6 the attacker must also meet the TN', 10, 8, 11, 'DEFENDER', 2],
    ['malifaux-1e/DU-O1 the combat total is attacker − defender', 8, 12, null, 'DEFENDER', -4],
  ] as const)('%s', (_title, a, d, tn, winner, margin) => {
    expect(opposedOutcome({ value: a, suits: [] }, { value: d, suits: [] }, tn)).toEqual({ winner, margin });
  });

  it('malifaux-1e/TG-6 malifaux-2e/TR-1 a trigger needs its suits as a multiset of the final total', () => {
    const triggers = [{ name: 'one', suits: ['TOME' as const] }, { name: 'two', suits: ['TOME' as const, 'TOME' as const] }];
    expect(eligibleTriggers(triggers, ['TOME', 'RAM']).map((t) => t.name)).toEqual(['one']);
  });

  it.each([
    ['malifaux-1e/FM-4 malifaux-2e/FM-6 the Black Joker is kept without asking', ['BJ', 'RAM-13'], 1, { card: 'BJ' }],
    ['malifaux-2e/FM-4 a choice between two cards is asked', ['RAM-03', 'RAM-13'], 1, null],
    ['malifaux-2e/A-6 a flip that yielded no card keeps none', [], 0, { card: null }],
  ] as const)('%s', (_title, flipped, net, out) => {
    expect(onlyChoice(flipped, net)).toEqual(out);
  });
});
