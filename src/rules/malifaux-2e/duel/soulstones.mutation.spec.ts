// malifaux-2e §3.3, §5 Soulstones in duels (seed 002_0afdbbe5c7b94945.txt lines 514-529, 798-822): the whole refusals of
// soulstones.ts (rule, section, message): SS-D1, SS-D2, SS-2 (mutation tests, issue 15)
import { DEFAULT_DUEL_POLICY } from './duel-policy';
import { checkSoulstoneDeclaration, poolAfterSpending } from './soulstones';
import { refusalOf } from '../testing/refusal';

const S33 = '§3.3 (seed 514-529)';

describe('malifaux-2e §3.3 Soulstones on a duel: whole refusals', () => {
  it('malifaux-2e/SS-D1 a Minion spends no Soulstone on a duel (§3.3); a Henchman may', () => {
    const declaration = { fateModifiers: 1, suits: [] };
    expect(refusalOf(() => checkSoulstoneDeclaration({ station: 'MINION', declaration, pool: 3, policy: DEFAULT_DUEL_POLICY }))).toEqual({
      ruleId: 'malifaux-2e/SS-D1',
      section: S33,
      message: 'a MINION model may not spend Soulstones on a duel (Masters and Henchmen only)',
    });
    expect(checkSoulstoneDeclaration({ station: 'HENCHMAN', declaration, pool: 3, policy: DEFAULT_DUEL_POLICY })).toBe(2);
  });

  it('malifaux-2e/SS-D2 the Soulstones for Fate Modifiers are a whole number ≥ 0 (§3.3)', () => {
    expect(refusalOf(() => checkSoulstoneDeclaration({ station: 'MASTER', declaration: { fateModifiers: -1, suits: ['RAM'] }, pool: 3, policy: DEFAULT_DUEL_POLICY }))).toEqual({
      ruleId: 'malifaux-2e/SS-D2',
      section: S33,
      message: 'the number of Soulstones for Fate Modifiers must be a whole number ≥ 0',
    });
  });

  it('malifaux-2e/SS-D2 by default one Soulstone of each kind per duel (§3.3): two for `+` are refused, one `+` and one suit are not', () => {
    expect(refusalOf(() => checkSoulstoneDeclaration({ station: 'MASTER', declaration: { fateModifiers: 2, suits: [] }, pool: 3, policy: DEFAULT_DUEL_POLICY }))).toEqual({
      ruleId: 'malifaux-2e/SS-D2',
      section: S33,
      message: 'policy oneSoulstoneOfEachKindPerDuel: at most one Soulstone per use (Fate Modifier, Suit) per duel',
    });
    expect(checkSoulstoneDeclaration({ station: 'MASTER', declaration: { fateModifiers: 1, suits: ['MASK'] }, pool: 3, policy: DEFAULT_DUEL_POLICY })).toBe(1);
  });
});

describe('malifaux-2e §5 the Soulstone Pool', () => {
  it('malifaux-2e/SS-2 the Pool never goes below 0: 2 from a Pool of 1 is refused under §5, 1 from 1 leaves 0', () => {
    expect(refusalOf(() => poolAfterSpending(1, 2))).toEqual({ ruleId: 'malifaux-2e/SS-2', section: '§5 (seed 798-822)', message: 'the Soulstone Pool holds 1, 2 needed' });
    expect(poolAfterSpending(1, 1)).toBe(0);
  });
});
