// malifaux-2e §4.3-4.4 steps 1-2 (seed 002_0afdbbe5c7b94945.txt lines 603-633, 697-725, 758-764): refusals of duel-setup-decisions.ts that
// duel-setup.spec.ts leaves open — relenting with no duel in progress (DU-S1) and a Simple Duel's actor out of its Wounds (DM-1) (issue 15)
import { DuelCommand } from './duel-commands';
import { FakeTable, model, refusalOf } from './testing/fake-context';

const judge = model({ modelId: 'judge', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 6 } });
const lilith = model({ modelId: 'lilith', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 5 } });
const relent: DuelCommand = { type: 'Relent', data: { by: 'B' } };

describe('malifaux-2e §4.4 relenting needs a duel in progress', () => {
  it('malifaux-2e/DU-S1 relenting with nothing in progress names DU-S1 and the duel section', () => {
    expect(refusalOf(new FakeTable({ A: {}, B: {} }), relent)).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: '§4.3-4.4 (seed 603-764)', message: 'no duel is in progress' });
  });

  it('malifaux-2e/DU-S1 relenting during a damage flip is refused the same way: the duel is over', () => {
    const t = new FakeTable({ A: { deck: ['RAM-05'] }, B: {} });
    t.do({ type: 'StartDamage', data: { dealer: { modelId: 'judge', seat: 'A' }, target: { ...lilith, wounds: 5, maxWounds: 5 }, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } } } });
    expect(refusalOf(t, relent)).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: '§4.3-4.4 (seed 603-764)', message: 'no duel is in progress' });
  });
});

describe('malifaux-2e §4.3 a Simple Duel checks its one model', () => {
  const simple = (wounds: number): DuelCommand => ({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: { ...judge, wounds }, action: { name: 'x', tn: 5 } } });

  it.each([
    [0, 'judge: Wounds must be a whole number from 1 to its maximum Wd (5), got 0'],
    [6, 'judge: Wounds must be a whole number from 1 to its maximum Wd (5), got 6'],
  ])('malifaux-2e/DM-1 an actor with %i Wounds is refused', (wounds, message) => {
    expect(refusalOf(new FakeTable({ A: {} }), simple(wounds))).toMatchObject({ ruleId: 'malifaux-2e/DM-1', message });
  });

  it.each([1, 5])('malifaux-2e/DM-1 an actor with %i Wounds (1 to Wd) starts the duel', (wounds) => {
    expect(refusalOf(new FakeTable({ A: {} }), simple(wounds))).toBeUndefined();
  });
});
