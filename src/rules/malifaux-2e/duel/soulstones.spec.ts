// malifaux-2e §3.3, §5 Soulstones in duels (seed 002_0afdbbe5c7b94945.txt lines 514-529, 713-717): SS-D1..SS-D3, SS-1, SS-2, TV-02
import { DEFAULT_DUEL_POLICY, duelPolicy } from './duel-policy';
import { checkSoulstoneDeclaration, poolAfterSpending, soulstoneDeclarationOrder, soulstoneEffects } from './soulstones';
import { ruleOf } from '../../core/testing/helpers';

const one = { fateModifiers: 1, suits: [] };

describe('malifaux-2e §3.3 Soulstones in duels', () => {
  it.each([
    ['MASTER', undefined],
    ['HENCHMAN', undefined],
    ['ENFORCER', 'malifaux-2e/SS-D1'],
    ['MINION', 'malifaux-2e/SS-D1'],
    ['PEON', 'malifaux-2e/SS-D1'],
  ] as const)('malifaux-2e/SS-D1 a %s spending a Soulstone on a duel -> %s', (station, rule) =>
    expect(ruleOf(() => checkSoulstoneDeclaration({ station, declaration: one, pool: 3, policy: DEFAULT_DUEL_POLICY }))).toBe(rule));

  it('malifaux-2e/SS-D1 declaring nothing is legal for any model', () =>
    expect(checkSoulstoneDeclaration({ station: 'PEON', declaration: { fateModifiers: 0, suits: [] }, pool: 0, policy: DEFAULT_DUEL_POLICY })).toBe(0));

  it('malifaux-2e/SS-D2 one of each use per duel by default (A-4 oneSoulstoneOfEachKindPerDuel: true): `+` and a suit is fine, `++` is refused', () => {
    const both = { fateModifiers: 1, suits: ['TOME' as const] };
    expect(checkSoulstoneDeclaration({ station: 'MASTER', declaration: both, pool: 3, policy: DEFAULT_DUEL_POLICY })).toBe(1);
    const twice = { fateModifiers: 2, suits: [] };
    expect(ruleOf(() => checkSoulstoneDeclaration({ station: 'MASTER', declaration: twice, pool: 3, policy: DEFAULT_DUEL_POLICY }))).toBe('malifaux-2e/SS-D2');
    expect(checkSoulstoneDeclaration({ station: 'MASTER', declaration: twice, pool: 3, policy: duelPolicy({ oneSoulstoneOfEachKindPerDuel: false }) })).toBe(1);
  });

  it('malifaux-2e/SS-D3 the Defender declares first in an Opposed Duel; a Simple Duel has the Actor only', () => {
    expect(soulstoneDeclarationOrder('OPPOSED')).toEqual(['DEFENDER', 'ATTACKER']);
    expect(soulstoneDeclarationOrder('SIMPLE')).toEqual(['ACTOR']);
  });

  it('malifaux-2e/SS-1 malifaux-2e/SS-2 Soulstones come out of the Crew`s Pool, which never goes below 0', () => {
    expect(poolAfterSpending(3, 2)).toBe(1);
    expect(poolAfterSpending(2, 2)).toBe(0);
    expect(ruleOf(() => poolAfterSpending(1, 2))).toBe('malifaux-2e/SS-2');
    expect(ruleOf(() => checkSoulstoneDeclaration({ station: 'MASTER', declaration: one, pool: 0, policy: DEFAULT_DUEL_POLICY }))).toBe('malifaux-2e/SS-2');
  });

  it('malifaux-2e/TV-02 malifaux-2e/SS-D2 effects: Lilith (Defender) `+` on Defense and `−` on the damage flip; the Judge (Attacker) `+` and a suit', () => {
    expect(soulstoneEffects('DEFENDER', one)).toEqual({ flip: { bonus: 1, penalty: 0 }, damageFlipPenalty: 1, suits: [] });
    expect(soulstoneEffects('ATTACKER', { fateModifiers: 1, suits: ['RAM'] })).toEqual({ flip: { bonus: 1, penalty: 0 }, damageFlipPenalty: 0, suits: ['RAM'] });
    expect(soulstoneEffects('ACTOR', one).damageFlipPenalty).toBe(0);
  });
});
