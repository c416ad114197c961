// malifaux-2e §3.3 Soulstones in duels and §14 Horror Duels (seed 002_0afdbbe5c7b94945.txt lines 514-529, 1415-1437): the boundaries and the refusals' words: SS-D1, SS-D2, SS-2, HO-1, HO-2, HO-4, HO-5, AA-2
import { RuleViolation } from '../../core/rule-violation';
import { DEFAULT_DUEL_POLICY } from './duel-policy';
import { assertMustMakeHorrorDuel, horrorOutcome, startHorrorDuel, terrifyingHorrorDuel, TerrifyingAbility } from './horror';
import { checkSoulstoneDeclaration, poolAfterSpending, soulstoneCost } from './soulstones';
import { model } from './testing/fake-context';

const said = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return `${e.ruleId}: ${e.message}`;
    throw e;
  }
  return undefined;
};
const declare = (fateModifiers: number, suits: ('RAM' | 'TOME')[] = [], station: 'MASTER' | 'MINION' = 'MASTER', pool = 3) =>
  said(() => checkSoulstoneDeclaration({ station, declaration: { fateModifiers, suits }, pool, policy: DEFAULT_DUEL_POLICY }));

describe('malifaux-2e §3.3 Soulstone declarations: boundaries', () => {
  it('malifaux-2e/SS-D2 a negative or fractional number of Soulstones for Fate Modifiers is refused; 0 and 1 are fine', () => {
    const msg = 'malifaux-2e/SS-D2: the number of Soulstones for Fate Modifiers must be a whole number ≥ 0';
    expect(declare(-1)).toBe(msg);
    expect(declare(-1, ['RAM', 'TOME'])).toBe(msg);
    expect(declare(0.5)).toBe(msg);
    expect(declare(0)).toBeUndefined();
    expect(declare(1)).toBeUndefined();
  });

  it('malifaux-2e/SS-D2 (A-4) two suits are refused like two `+`; one suit is fine', () => {
    const msg = 'malifaux-2e/SS-D2: policy oneSoulstoneOfEachKindPerDuel: at most one Soulstone per use (Fate Modifier, Suit) per duel';
    expect(declare(0, ['RAM', 'TOME'])).toBe(msg);
    expect(declare(2)).toBe(msg);
    expect(declare(0, ['RAM'])).toBeUndefined();
    expect(soulstoneCost({ fateModifiers: 1, suits: ['RAM'] })).toBe(2);
  });

  it('malifaux-2e/SS-D1 malifaux-2e/SS-2 the refusals say which station and how many Soulstones', () => {
    expect(declare(0, ['RAM'], 'MINION')).toBe('malifaux-2e/SS-D1: a MINION model may not spend Soulstones on a duel (Masters and Henchmen only)');
    expect(declare(0, [], 'MINION', 0)).toBeUndefined();
    expect(declare(1, ['RAM'], 'MASTER', 1)).toBe('malifaux-2e/SS-2: the Soulstone Pool holds 1, 2 needed');
    expect(poolAfterSpending(2, 2)).toBe(0);
  });
});

describe('malifaux-2e §14 Horror Duels: consequences and occasions', () => {
  const guard = model({ modelId: 'guard', seat: 'A', stat: { name: 'Wp', value: 5 } });

  it('malifaux-2e/HO-1 the Horror Duel names its source and TN; a stat other than Wp is refused by name', () => {
    expect(startHorrorDuel({ duelId: 'h', model: guard, tn: 12, sourceName: 'Terrifying 12' })).toEqual({
      type: 'StartDuel',
      data: { duelId: 'h', kind: 'SIMPLE', actor: guard, action: { name: 'Horror Duel (Terrifying 12)', tn: 12 }, policy: undefined },
    });
    expect(said(() => startHorrorDuel({ duelId: 'h', model: { ...guard, stat: { name: 'Df', value: 5 } }, tn: 12, sourceName: 'x' }))).toBe('malifaux-2e/HO-1: a Horror Duel uses Wp, not Df');
  });

  it('malifaux-2e/HO-2 passing a Horror Duel during the model`s own Activation does not end it', () => {
    expect(horrorOutcome({ passed: true, modelId: 'guard', sourceModelId: 'neph', immunity: {}, duringOwnActivation: true })).toEqual({ gainsParalyzed: false, activationEnds: false, immunity: { guard: ['neph'] } });
  });

  it('malifaux-2e/HO-4 passing twice against one source records it once; other models` immunities are kept', () => {
    const before = { guard: ['neph'], other: ['teddy'] };
    expect(horrorOutcome({ passed: true, modelId: 'guard', sourceModelId: 'neph', immunity: before }).immunity).toBe(before);
    expect(horrorOutcome({ passed: true, modelId: 'guard', sourceModelId: 'teddy', immunity: before }).immunity).toEqual({ guard: ['neph', 'teddy'], other: ['teddy'] });
  });

  it('malifaux-2e/HO-4 malifaux-2e/AA-2 the refusal names why no Horror Duel is due', () => {
    expect(said(() => assertMustMakeHorrorDuel({ modelId: 'guard', sourceModelId: 'neph', immunity: { guard: ['neph'] } }))).toBe(
      'malifaux-2e/HO-4: this model already passed a Horror Duel from that source this Turn',
    );
    expect(said(() => assertMustMakeHorrorDuel({ modelId: 'guard', sourceModelId: 'neph', immunity: {}, immuneToHorrorDuels: true }))).toBe('malifaux-2e/AA-2: this model is immune to Horror Duels');
    expect(said(() => assertMustMakeHorrorDuel({ modelId: 'guard', sourceModelId: 'neph', immunity: {} }))).toBeUndefined();
  });

  it('malifaux-2e/HO-5 Terrifying: enemy models with the characteristic, on targeting the source or ending a Walk in its engagement range', () => {
    const living: TerrifyingAbility = { sourceModelId: 'neph', sourceSeat: 'B', characteristic: 'Living', tn: 11 };
    const enemy = { modelId: 'guard', seat: 'A', characteristics: ['Living'] };
    const targeted = { kind: 'TARGETED_SOURCE_WITH_ACTION' } as const;
    const tn = (a: Partial<Parameters<typeof terrifyingHorrorDuel>[0]>) => terrifyingHorrorDuel({ ability: living, model: enemy, occasion: targeted, immunity: {}, ...a });
    expect(tn({})).toBe(11);
    expect(tn({ model: { ...enemy, seat: 'B' } })).toBeNull();
    expect(tn({ model: { ...enemy, characteristics: ['Undead'] } })).toBeNull();
    expect(tn({ model: { ...enemy, characteristics: ['Undead'] }, ability: { ...living, characteristic: null } })).toBe(11);
    expect(tn({ occasion: { kind: 'ENDED_WALK', withinSourceEngagementRange: false } })).toBeNull();
    expect(tn({ occasion: { kind: 'ENDED_WALK', withinSourceEngagementRange: true } })).toBe(11);
    expect(tn({ immunity: { guard: ['neph'] } })).toBeNull();
    expect(tn({ model: { ...enemy, immuneToHorrorDuels: true } })).toBeNull();
  });
});
