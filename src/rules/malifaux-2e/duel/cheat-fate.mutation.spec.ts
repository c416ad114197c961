// malifaux-2e §3.4 Cheat Fate, §1.2 Jokers (seed 002_0afdbbe5c7b94945.txt lines 402, 531-543): the whole refusals of a
// cheat (rule, section, message) — CF-1, CF-2, CF-3 cite §3.4, FD-4 cites §1.2 (mutation tests, issue 15)
import { Suit } from '../../malifaux/cards';
import { CheatSituation, assertCheatCard, assertFirstCheatDecision, assertMayCheat } from './cheat-fate';
import { DEFAULT_DUEL_POLICY } from './duel-policy';
import { refusalOf } from '../testing/refusal';

const S34 = '§3.4 (seed 531-543)';
const S12 = '§1.2 (seed 402)';

describe('malifaux-2e §3.4 Cheat Fate: whole refusals', () => {
  it('malifaux-2e/CF-2 a cheat under an uncancelled penalty is refused under §3.4; with the penalty cancelled it is allowed', () => {
    const s: CheatSituation = { flipType: 'ATTACK', net: -1, flipped: ['RAM-04', 'RAM-09'], opponentFlipped: ['CROW-06'], handSize: 3 };
    expect(refusalOf(() => assertMayCheat(s, DEFAULT_DUEL_POLICY))).toEqual({
      ruleId: 'malifaux-2e/CF-2',
      section: S34,
      message: 'cannot Cheat Fate (FM-5): no cheating with uncancelled penalty Fate Modifiers',
    });
    expect(refusalOf(() => assertMayCheat({ ...s, net: 0, flipped: ['RAM-04'] }, DEFAULT_DUEL_POLICY))).toBeUndefined();
  });

  it('malifaux-2e/CF-1 the cheated card must come from the Control Hand (§3.4)', () => {
    expect(refusalOf(() => assertCheatCard('MASK-12', ['RAM-01'], undefined, DEFAULT_DUEL_POLICY))).toEqual({
      ruleId: 'malifaux-2e/CF-1',
      section: S34,
      message: 'MASK-12 is not in your Control Hand',
    });
    expect(refusalOf(() => assertCheatCard('RAM-01', ['RAM-01'], undefined, DEFAULT_DUEL_POLICY))).toBeUndefined();
  });

  it('malifaux-2e/CF-3 one Cheat Fate decision per model per duel (§3.4)', () => {
    expect(refusalOf(() => assertFirstCheatDecision(true))).toEqual({
      ruleId: 'malifaux-2e/CF-3',
      section: S34,
      message: 'this model has already made its one Cheat Fate decision in this duel',
    });
    expect(refusalOf(() => assertFirstCheatDecision(false))).toBeUndefined();
  });
});

describe('malifaux-2e §1.2 a cheated Red Joker`s suit: whole refusals', () => {
  it('malifaux-2e/FD-4 a cheated Red Joker needs a declared suit (§1.2)', () => {
    expect(refusalOf(() => assertCheatCard('RJ', ['RJ'], undefined, DEFAULT_DUEL_POLICY))).toEqual({
      ruleId: 'malifaux-2e/FD-4',
      section: S12,
      message: 'a cheated Red Joker needs a declared suit',
    });
    expect(refusalOf(() => assertCheatCard('RJ', ['RJ'], 'TOME', DEFAULT_DUEL_POLICY))).toBeUndefined();
  });

  it('malifaux-2e/FD-4 the Red Joker takes one of the four suits (§1.2)', () => {
    // A client may send any string; the type only names the four suits.
    const stars = 'STARS' as Suit;
    expect(refusalOf(() => assertCheatCard('RJ', ['RJ'], stars, DEFAULT_DUEL_POLICY))).toEqual({
      ruleId: 'malifaux-2e/FD-4',
      section: S12,
      message: 'the Red Joker takes one of RAM, CROW, TOME or MASK',
    });
  });

  it('malifaux-2e/FD-4 only the Red Joker takes a declared suit (§1.2)', () => {
    expect(refusalOf(() => assertCheatCard('RAM-01', ['RAM-01'], 'RAM', DEFAULT_DUEL_POLICY))).toEqual({
      ruleId: 'malifaux-2e/FD-4',
      section: S12,
      message: 'only the Red Joker takes a declared suit',
    });
  });
});
