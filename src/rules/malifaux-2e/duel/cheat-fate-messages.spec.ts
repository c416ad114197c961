// malifaux-2e §3.4 Cheat Fate (seed 002_0afdbbe5c7b94945.txt lines 531-543): what each refusal tells the player, clause by clause: CF-1, CF-2, FM-5, FL-1, FD-4, FD-6, A-5, A-6
import { RuleViolation } from '../../core/rule-violation';
import { CheatSituation, assertCheatCard, assertFirstCheatDecision, assertMayCheat, cheatRefusal } from './cheat-fate';
import { DEFAULT_DUEL_POLICY, duelPolicy } from './duel-policy';

const ok: CheatSituation = { flipType: 'ATTACK', net: 0, flipped: ['RAM-04'], opponentFlipped: ['CROW-06'], handSize: 3 };
const said = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return `${e.ruleId}: ${e.message}`;
    throw e;
  }
  return undefined;
};

describe('malifaux-2e §3.4 Cheat Fate refusals, word for word', () => {
  it.each([
    [{ ...ok, flipType: 'INITIATIVE' }, { clause: 'FLIP_NOT_CHEATABLE', cites: 'FL-1', message: 'a INITIATIVE flip may not be cheated' }],
    [{ ...ok, net: -1 }, { clause: 'NET_NEGATIVE', cites: 'FM-5', message: 'no cheating with uncancelled penalty Fate Modifiers' }],
    [{ ...ok, flipped: [] }, { clause: 'NO_CARD_FLIPPED', cites: 'A-6', message: 'the flip yielded no card (counts as the Black Joker)' }],
    [{ ...ok, flipped: ['RAM-04', 'BJ'], net: 1 }, { clause: 'OWN_BLACK_JOKER', cites: 'FD-6', message: 'you flipped the Black Joker' }],
    [{ ...ok, opponentFlipped: ['CROW-06', 'RJ'] }, { clause: 'OPPONENT_RED_JOKER', cites: 'CF-2', message: 'your opponent flipped the Red Joker' }],
    [{ ...ok, handSize: 0 }, { clause: 'EMPTY_HAND', cites: 'CF-2', message: 'your Control Hand is empty' }],
  ] as [CheatSituation, object][])('malifaux-2e/CF-2 %j -> %j', (s, expected) => expect(cheatRefusal(s, DEFAULT_DUEL_POLICY)).toEqual({ ruleId: 'malifaux-2e/CF-2', ...expected }));

  it('malifaux-2e/CF-2 A-5: with the policy off an opponent`s Red Joker still blocks when it came without the Black Joker', () => {
    const off = duelPolicy({ opponentRedJokerBlocksEvenWithBlackJoker: false });
    expect(cheatRefusal({ ...ok, opponentFlipped: ['RJ', 'CROW-02'] }, off)?.clause).toBe('OPPONENT_RED_JOKER');
    expect(cheatRefusal({ ...ok, opponentFlipped: ['BJ', 'CROW-02'] }, off)).toBeNull();
    expect(cheatRefusal({ ...ok, opponentFlipped: null }, DEFAULT_DUEL_POLICY)).toBeNull();
    expect(cheatRefusal({ flipType: 'ATTACK', net: 0, flipped: ['RAM-04'], handSize: 1 }, DEFAULT_DUEL_POLICY)).toBeNull();
  });

  it('malifaux-2e/CF-2 malifaux-2e/CF-1 malifaux-2e/FD-4 malifaux-2e/CF-3 the thrown refusals', () => {
    expect(said(() => assertMayCheat({ ...ok, net: -1 }, DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/CF-2: cannot Cheat Fate (FM-5): no cheating with uncancelled penalty Fate Modifiers');
    expect(said(() => assertMayCheat(ok, DEFAULT_DUEL_POLICY))).toBeUndefined();
    expect(said(() => assertCheatCard('MASK-12', ['RAM-01'], undefined, DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/CF-1: MASK-12 is not in your Control Hand');
    expect(said(() => assertCheatCard('RJ', ['RJ'], undefined, DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/FD-4: a cheated Red Joker needs a declared suit');
    expect(said(() => assertCheatCard('RJ', ['RJ'], 'STAR' as 'RAM', DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/FD-4: the Red Joker takes one of RAM, CROW, TOME or MASK');
    expect(said(() => assertCheatCard('RAM-01', ['RAM-01'], 'RAM', DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/FD-4: only the Red Joker takes a declared suit');
    expect(said(() => assertCheatCard('BJ', ['BJ'], 'RAM', DEFAULT_DUEL_POLICY))).toBe('malifaux-2e/FD-4: only the Red Joker takes a declared suit');
    expect(said(() => assertCheatCard('BJ', ['BJ'], undefined, duelPolicy({ blackJokerMayBeCheatedFromHand: false })))).toBe(
      'malifaux-2e/CF-2: policy blackJokerMayBeCheatedFromHand: the Black Joker may not be cheated from hand',
    );
    expect(said(() => assertCheatCard('RAM-01', ['RAM-01'], undefined, duelPolicy({ blackJokerMayBeCheatedFromHand: false })))).toBeUndefined();
    expect(said(() => assertFirstCheatDecision(true))).toBe('malifaux-2e/CF-3: this model has already made its one Cheat Fate decision in this duel');
  });
});
