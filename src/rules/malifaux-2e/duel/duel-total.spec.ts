// malifaux-2e §3.6-3.7, §4.1-4.2 Math, stat modifiers, duel total, TN (seed 002_0afdbbe5c7b94945.txt lines 283, 571-593, 657-661): MA-1..MA-3, SM-1, SM-2, DU-1, FD-4, FD-6, TV-03, A-8
import { DEFAULT_DUEL_POLICY, duelPolicy } from './duel-policy';
import { containsSuits, duelTotal, meetsTn } from '../../malifaux/duel/duel-total';
import { applyMath, divideRoundUp, effectiveStat } from './duel-total';

describe('malifaux-2e §3.6 Math', () => {
  it.each([
    [7, 2, 4],
    [6, 2, 3],
    [1, 2, 1],
    [10, 3, 4],
  ])('malifaux-2e/TV-03 malifaux-2e/MA-1 %d / %d rounds up to %d', (a, b, r) => expect(divideRoundUp(a, b)).toBe(r));

  it('malifaux-2e/MA-2 multiply, divide, add, subtract, whatever order the modifiers come in', () => {
    const mods = [
      { op: 'SUBTRACT', amount: 1 },
      { op: 'ADD', amount: 3 },
      { op: 'DIVIDE', amount: 2 },
      { op: 'MULTIPLY', amount: 3 },
    ] as const;
    expect(applyMath(5, mods)).toBe(10); // 5*3=15, /2=8, +3=11, -1=10
    expect(applyMath(5, mods)).not.toBe(((5 - 1 + 3) / 2) * 3); // left to right would give 10.5
    expect(applyMath(7, [{ op: 'ADD', amount: 1 }, { op: 'DIVIDE', amount: 2 }])).toBe(5); // 7/2=4, +1 (not (7+1)/2=4)
  });

  it('malifaux-2e/MA-3 stats have a minimum of 1, Wounds do not; a stat printed "—" cannot be modified', () => {
    expect(effectiveStat(3, [{ op: 'SUBTRACT', amount: 5 }])).toBe(1);
    expect(effectiveStat(3, [{ op: 'SUBTRACT', amount: 5 }], { wounds: true })).toBe(-2);
    expect(effectiveStat(6, [{ op: 'SUBTRACT', amount: 2 }])).toBe(4);
    expect(effectiveStat(null, [{ op: 'ADD', amount: 2 }])).toBeNull();
  });
});

describe('malifaux-2e §3.7 stat modifiers', () => {
  it('malifaux-2e/SM-1 a stat modifier changes the stat for this duel and is clamped by MA-3', () => {
    const stat = effectiveStat(2, [{ op: 'SUBTRACT', amount: 4 }]) ?? 0;
    expect(duelTotal({ stat, card: 'RAM-05' }, DEFAULT_DUEL_POLICY).value).toBe(6);
    expect(duelTotal({ stat: effectiveStat(5, [{ op: 'ADD', amount: 2 }]) ?? 0, card: 'RAM-05' }, DEFAULT_DUEL_POLICY).value).toBe(12);
  });

  it('malifaux-2e/SM-2 a bonus to the total is added to the total, below the stat minimum too', () => {
    const stat = effectiveStat(2, [{ op: 'SUBTRACT', amount: 4 }]) ?? 0; // 1
    expect(duelTotal({ stat, card: 'RAM-05', totalBonus: -2 }, DEFAULT_DUEL_POLICY).value).toBe(4);
    expect(duelTotal({ stat, card: 'RAM-05', totalBonus: 2 }, DEFAULT_DUEL_POLICY).value).toBe(8);
  });
});

describe('malifaux-2e §4.1 duel total', () => {
  it.each([
    ['printed card', { stat: 5, card: 'MASK-09' }, 14, ['MASK']],
    ['Red Joker with a declared suit (FD-4)', { stat: 5, card: 'RJ', redJokerSuit: 'TOME' }, 19, ['TOME']],
    ['Black Joker: value 0, no suit (FD-6)', { stat: 5, card: 'BJ' }, 5, []],
    ['stat printed suit + Soulstone suit', { stat: 7, card: 'MASK-11', statSuits: ['RAM'], soulstoneSuits: ['CROW'] }, 18, ['MASK', 'CROW', 'RAM']],
  ] as const)('malifaux-2e/FD-4 malifaux-2e/FD-6 %s', (_, input, value, suits) => {
    const t = duelTotal(input, DEFAULT_DUEL_POLICY);
    expect(t.value).toBe(value);
    expect(t.suits).toEqual(suits);
  });

  it('malifaux-2e/FD-6 a stat`s printed suit still counts with the Black Joker by default (A-8 statSuitCountsWithBlackJoker: true), not when off', () => {
    expect(duelTotal({ stat: 5, card: 'BJ', statSuits: ['TOME'] }, DEFAULT_DUEL_POLICY).suits).toEqual(['TOME']);
    expect(duelTotal({ stat: 5, card: 'BJ', statSuits: ['TOME'] }, duelPolicy({ statSuitCountsWithBlackJoker: false })).suits).toEqual([]);
  });
});

describe('malifaux-2e §4.2 TN and suits', () => {
  it.each([
    [{ value: 14, suits: ['MASK'] }, 13, [], true],
    [{ value: 12, suits: ['MASK'] }, 13, [], false],
    [{ value: 13, suits: ['TOME'] }, 12, ['TOME'], true],
    [{ value: 13, suits: ['MASK'] }, 12, ['TOME'], false],
    [{ value: 13, suits: ['TOME', 'TOME'] }, 12, ['TOME', 'TOME'], true],
    [{ value: 13, suits: ['TOME', 'MASK'] }, 12, ['TOME', 'TOME'], false],
  ] as const)('malifaux-2e/DU-1 total %j vs TN %d + %j -> %s', (total, tn, suits, met) => expect(meetsTn(total, tn, suits)).toBe(met));

  it('malifaux-2e/DU-1 suits are a multiset', () => {
    expect(containsSuits(['RAM', 'TOME', 'RAM'], ['RAM', 'RAM'])).toBe(true);
    expect(containsSuits(['RAM', 'TOME'], ['RAM', 'RAM'])).toBe(false);
  });
});
