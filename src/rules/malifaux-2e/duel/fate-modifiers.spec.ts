// malifaux-2e §3.1-3.2 Flips and Fate Modifiers (seed 002_0afdbbe5c7b94945.txt lines 458-512): FL-1, FM-1..FM-4, FM-6, FM-7, FD-5, FD-6, TV-01, DV-04, DV-05
import { FLIP_TYPES, addFateModifiers, cardsToFlip, isCheatableFlip, legalActiveCards, netFateModifiers } from './fate-modifiers';

describe('malifaux-2e §3.2 Fate Modifiers', () => {
  it('malifaux-2e/TV-01 malifaux-2e/FM-1 malifaux-2e/FM-2 Guild Guard [+, +, −]: net +1, flips 2, may take either card', () => {
    const net = netFateModifiers(['+', '+', '-']);
    expect(net).toBe(1);
    expect(cardsToFlip(net)).toBe(2);
    expect(legalActiveCards(['RAM-03', 'CROW-11'], net)).toEqual(['RAM-03', 'CROW-11']);
  });

  it.each([
    [{ bonus: 2, penalty: 1 }, 1],
    [{ bonus: 1, penalty: 3 }, -2],
    [{ bonus: 2, penalty: 2 }, 0],
    [{ bonus: 0, penalty: 0 }, 0],
  ])('malifaux-2e/FM-1 %j cancel one for one to net %d', (mods, net) => expect(netFateModifiers(mods)).toBe(net));

  it('malifaux-2e/FM-3 modifiers from several sources stack (Defensive +2 and a Soulstone: +++)', () =>
    expect(addFateModifiers({ bonus: 2, penalty: 0 }, { bonus: 1, penalty: 0 }, { bonus: 0, penalty: 1 })).toEqual({ bonus: 3, penalty: 1 }));

  it.each([
    [0, 1],
    [1, 2],
    [-1, 2],
    [3, 4],
    [4, 4],
    [-5, 4],
    [-2, 3],
  ])('malifaux-2e/DV-04 malifaux-2e/FM-2 net %d flips %d cards (cap 4)', (net, n) => expect(cardsToFlip(net)).toBe(n));
});

describe('malifaux-2e §3.2 choosing the active card', () => {
  it.each([
    ['net −1, [RJ, 3]: the lowest or the Red Joker', ['RJ', 'RAM-03'], -1, ['RJ', 'RAM-03']],
    ['net +2, [BJ, RJ, 13]: the Black Joker only', ['BJ', 'RJ', 'MASK-13'], 2, ['BJ']],
    ['net −2, [5R, 5T, 9]: either 5 (tie for lowest)', ['RAM-05', 'TOME-05', 'CROW-09'], -2, ['RAM-05', 'TOME-05']],
  ])('malifaux-2e/DV-05 malifaux-2e/FM-4 malifaux-2e/FM-6 malifaux-2e/FM-7 %s', (_, cards, net, legal) =>
    expect(legalActiveCards(cards, net)).toEqual(legal));

  it('malifaux-2e/FM-4 a bonus allows any card, even the lower one; a penalty refuses the higher one', () => {
    expect(legalActiveCards(['RAM-12', 'TOME-02'], 1)).toContain('TOME-02');
    expect(legalActiveCards(['RAM-12', 'TOME-02'], -1)).toEqual(['TOME-02']);
    expect(legalActiveCards(['RAM-12'], 0)).toEqual(['RAM-12']);
  });

  it('malifaux-2e/FM-6 malifaux-2e/FD-6 the Black Joker is forced even with a bonus; without it a bonus leaves the choice free', () => {
    expect(legalActiveCards(['MASK-13', 'BJ'], 3)).toEqual(['BJ']);
    expect(legalActiveCards(['MASK-13', 'CROW-01'], 3)).toEqual(['MASK-13', 'CROW-01']);
  });

  it('malifaux-2e/FM-7 malifaux-2e/FD-5 the Red Joker may be taken under a penalty, but not when the Black Joker was flipped too', () => {
    expect(legalActiveCards(['RJ', 'RAM-02', 'CROW-07'], -2)).toEqual(['RJ', 'RAM-02']);
    expect(legalActiveCards(['RJ', 'BJ', 'CROW-07'], -2)).toEqual(['BJ']);
  });
});

describe('malifaux-2e §3.1 flip types', () => {
  it.each([
    ['ATTACK', true],
    ['DEFENSE', true],
    ['SIMPLE_DUEL', true],
    ['DAMAGE', true],
    ['HEALING', true],
    ['INITIATIVE', false],
    ['DAMAGE_PREVENTION', false],
    ['HAZARDOUS_TERRAIN_DAMAGE', false],
    ['ENCOUNTER_END', false],
    ['RANDOM_DETERMINATION', false],
    ['SETUP', false],
    ['BOG_BADLANDS', false],
  ] as const)('malifaux-2e/FL-1 a %s flip is cheatable: %s', (type, cheatable) => {
    expect(isCheatableFlip(type)).toBe(cheatable);
    expect(FLIP_TYPES[type].seedLines).not.toBe('');
  });
});
