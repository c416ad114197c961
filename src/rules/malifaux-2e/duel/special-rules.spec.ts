// malifaux-2e §3.5 TR-6, TR-7; §3.8 BR-1; §14 HO-5 (seed 002_0afdbbe5c7b94945.txt lines 545-551, 744, 1314, 1427-1437)
import { terrifyingHorrorDuel, type TerrifyingAbility } from './horror';
import { FakeTable, model } from './testing/fake-context';
import { grantedActionCost, orderSimultaneousEffects } from './triggers';

const terrifying: TerrifyingAbility = { sourceModelId: 'nephilim', sourceSeat: 'B', characteristic: 'Living', tn: 10 };
const guard = { modelId: 'guard', seat: 'A', characteristics: ['Living'] };

describe('malifaux-2e special rules around duels', () => {
  it('grantedActionCost: an extra Action granted by a Trigger costs no AP; others cost their printed AP (helper of TakeAction)', () => {
    expect(grantedActionCost('TRIGGER', 2)).toBe(0);
    expect(grantedActionCost('ABILITY', 2)).toBe(2);
    expect(grantedActionCost('NONE', 1)).toBe(1);
  });

  // TR-7 / GT-1 are cited by turn/general-timing.spec.ts, where the table's damage flip orders a "when damaging" Trigger
  // before Hard to Kill with this helper; TR-6 by turn/actions.spec.ts, where TakeAction uses grantedActionCost.
  it('orderSimultaneousEffects: Triggers before Abilities of the same moment, the Defender’s Trigger first (helper)', () => {
    const order = orderSimultaneousEffects([
      { kind: 'ABILITY' as const, role: 'DEFENDER' as const, name: 'Hard to Kill' },
      { kind: 'TRIGGER' as const, role: 'ATTACKER' as const, name: 'Critical Strike' },
      { kind: 'ABILITY' as const, role: 'ATTACKER' as const, name: 'Blood Frenzy' },
      { kind: 'TRIGGER' as const, role: 'DEFENDER' as const, name: 'Counterattack' },
    ]);
    expect(order.map((e) => e.name)).toEqual(['Counterattack', 'Critical Strike', 'Hard to Kill', 'Blood Frenzy']);
  });

  it('malifaux-2e/BR-1 a special rule overrides the core rule: a per-duel policy beats the default (here: cheating in the Black Joker)', () => {
    const play = (blackJokerMayBeCheatedFromHand: boolean): string | null => {
      const t = new FakeTable({ A: { deck: ['CROW-04'], hand: ['BJ'] } });
      t.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', actor: model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 5 } }), action: { name: 'x', tn: 13 }, policy: { blackJokerMayBeCheatedFromHand } } });
      t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
      try {
        t.do({ type: 'CheatFate', data: { by: 'A', card: 'BJ' } });
        return null;
      } catch (e) {
        return (e as { ruleId?: string }).ruleId ?? 'error';
      }
    };
    expect(play(true)).toBeNull();
    expect(play(false)).toBe('malifaux-2e/CF-2');
  });

  it.each([
    ['an enemy Living model that targets the source', guard, { kind: 'TARGETED_SOURCE_WITH_ACTION' as const }, {}, 10],
    ['an enemy Living model ending a Walk within engagement range', guard, { kind: 'ENDED_WALK' as const, withinSourceEngagementRange: true }, {}, 10],
    ['a Walk ending out of engagement range', guard, { kind: 'ENDED_WALK' as const, withinSourceEngagementRange: false }, {}, null],
    ['a friendly model', { ...guard, seat: 'B' }, { kind: 'TARGETED_SOURCE_WITH_ACTION' as const }, {}, null],
    ['a model that is not Living', { ...guard, characteristics: ['Construct'] }, { kind: 'TARGETED_SOURCE_WITH_ACTION' as const }, {}, null],
    ['a model that already passed against this source this Turn (HO-4)', guard, { kind: 'TARGETED_SOURCE_WITH_ACTION' as const }, { guard: ['nephilim'] }, null],
    ['a model immune to Horror Duels (AA-2)', { ...guard, immuneToHorrorDuels: true }, { kind: 'TARGETED_SOURCE_WITH_ACTION' as const }, {}, null],
  ])('malifaux-2e/HO-5 Terrifying (Living) 10: %s → TN %p', (_case, m, occasion, immunity, tn) => {
    expect(terrifyingHorrorDuel({ ability: terrifying, model: m, occasion, immunity })).toBe(tn);
  });
});
