// malifaux-2e §3.4 Cheat Fate (seed 002_0afdbbe5c7b94945.txt lines 531-543): CF-1..CF-3, FM-5, FL-1, FD-4, DV-06, A-5
import { CheatSituation, assertCheatCard, assertFirstCheatDecision, cheatRefusal } from './cheat-fate';
import { lowerTotalFirst } from '../../malifaux/duel/decision-order';
import { DEFAULT_DUEL_POLICY, duelPolicy } from './duel-policy';
import { ruleOf } from '../../core/testing/helpers';

const ok: CheatSituation = { flipType: 'ATTACK', net: 0, flipped: ['RAM-04'], opponentFlipped: ['CROW-06'], handSize: 3 };

describe('malifaux-2e §3.4 Cheat Fate', () => {
  it.each([
    ['net −1', { ...ok, net: -1 }, 'NET_NEGATIVE'],
    ['own flip contains the BJ', { ...ok, flipped: ['BJ', 'RAM-09'], net: 1 }, 'OWN_BLACK_JOKER'],
    ['opponent flipped the RJ (opposed)', { ...ok, opponentFlipped: ['RJ', 'CROW-02'] }, 'OPPONENT_RED_JOKER'],
    ['initiative flip', { ...ok, flipType: 'INITIATIVE', opponentFlipped: null }, 'FLIP_NOT_CHEATABLE'],
    ['damage flip net 0', { ...ok, flipType: 'DAMAGE', opponentFlipped: null }, null],
  ] as const)('malifaux-2e/DV-06 malifaux-2e/CF-2 %s -> %s', (_, s, clause) =>
    expect(cheatRefusal(s, DEFAULT_DUEL_POLICY)?.clause ?? null).toBe(clause));

  it('malifaux-2e/CF-2 malifaux-2e/FM-5 refuses a cheat with an uncancelled penalty, allows it once the penalty is cancelled', () => {
    expect(cheatRefusal({ ...ok, net: -2 }, DEFAULT_DUEL_POLICY)).toMatchObject({ ruleId: 'malifaux-2e/CF-2', cites: 'FM-5' });
    expect(cheatRefusal({ ...ok, net: 0 }, DEFAULT_DUEL_POLICY)).toBeNull();
    expect(cheatRefusal({ ...ok, net: 2, flipped: ['RAM-04', 'RAM-05', 'RAM-06'] }, DEFAULT_DUEL_POLICY)).toBeNull();
  });

  it('malifaux-2e/CF-2 malifaux-2e/FL-1 refuses cheating a flip type no rule allows (prevention), allows a healing flip', () => {
    expect(cheatRefusal({ ...ok, flipType: 'DAMAGE_PREVENTION', opponentFlipped: null }, DEFAULT_DUEL_POLICY)).toMatchObject({ cites: 'FL-1' });
    expect(cheatRefusal({ ...ok, flipType: 'HEALING', opponentFlipped: null }, DEFAULT_DUEL_POLICY)).toBeNull();
  });

  it('malifaux-2e/CF-2 refuses with an empty hand; allows with one card', () => {
    expect(cheatRefusal({ ...ok, handSize: 0 }, DEFAULT_DUEL_POLICY)?.clause).toBe('EMPTY_HAND');
    expect(cheatRefusal({ ...ok, handSize: 1 }, DEFAULT_DUEL_POLICY)).toBeNull();
  });

  it('malifaux-2e/CF-2 an opponent Red Joker flipped with the Black Joker: blocks by default (A-5 opponentRedJokerBlocksEvenWithBlackJoker: true), not when the policy is off', () => {
    const s = { ...ok, opponentFlipped: ['RJ', 'BJ'] };
    expect(cheatRefusal(s, DEFAULT_DUEL_POLICY)?.clause).toBe('OPPONENT_RED_JOKER');
    expect(cheatRefusal(s, duelPolicy({ opponentRedJokerBlocksEvenWithBlackJoker: false }))).toBeNull();
  });

  it('malifaux-2e/CF-1 the cheated card must come from the Control Hand; the message names only the chosen card', () => {
    expect(ruleOf(() => assertCheatCard('MASK-09', ['MASK-09', 'RAM-01'], undefined, DEFAULT_DUEL_POLICY))).toBeUndefined();
    expect(() => assertCheatCard('MASK-12', ['MASK-09', 'RAM-01'], undefined, DEFAULT_DUEL_POLICY)).toThrow(
      expect.objectContaining({ ruleId: 'malifaux-2e/CF-1', message: expect.not.stringMatching(/MASK-09|RAM-01/) }),
    );
  });

  it('malifaux-2e/FD-4 a cheated Red Joker needs a suit; other cards take none', () => {
    expect(ruleOf(() => assertCheatCard('RJ', ['RJ'], undefined, DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/FD-4');
    expect(ruleOf(() => assertCheatCard('RJ', ['RJ'], 'TOME', DEFAULT_DUEL_POLICY))).toBeUndefined();
    expect(ruleOf(() => assertCheatCard('RAM-05', ['RAM-05'], 'TOME', DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/FD-4');
  });

  it('malifaux-2e/CF-2 the Black Joker from hand: allowed by default (A-5 blackJokerMayBeCheatedFromHand: true), refused when the policy is off', () => {
    expect(ruleOf(() => assertCheatCard('BJ', ['BJ'], undefined, DEFAULT_DUEL_POLICY))).toBeUndefined();
    expect(ruleOf(() => assertCheatCard('BJ', ['BJ'], undefined, duelPolicy({ blackJokerMayBeCheatedFromHand: false })))).toBe('malifaux-2e/CF-2');
  });

  it('malifaux-2e/CF-3 one cheat decision per model per duel', () => {
    expect(ruleOf(() => assertFirstCheatDecision(false))).toBeUndefined();
    expect(ruleOf(() => assertFirstCheatDecision(true))).toBe('malifaux-2e/CF-3');
  });

  it.each([
    [8, 18, 'ATTACKER'],
    [18, 8, 'DEFENDER'],
    [12, 12, 'DEFENDER'],
  ])('malifaux-2e/DU-O4 Attacker %d vs Defender %d: %s decides first', (a, d, first) => expect(lowerTotalFirst(a, d)).toBe(first));
});
