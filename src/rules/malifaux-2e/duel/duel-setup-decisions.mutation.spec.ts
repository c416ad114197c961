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

describe('malifaux-2e §4.3-4.4 each refusal names its rulebook section', () => {
  const opposed = (defender = lilith, defenderFriendly = false, policy?: object): DuelCommand =>
    ({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: judge, defender, action: { name: 'Slash', damage: { weak: 2, moderate: 3, severe: 4 } }, defenderFriendly, policy } }) as DuelCommand;
  const simple = (tn: number | undefined, requiredSuits: string[] = []): DuelCommand =>
    ({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: judge, action: { name: 'x', tn, requiredSuits } } }) as DuelCommand;
  const started = (start: DuelCommand): FakeTable => {
    const t = new FakeTable({ A: { soulstones: 2 }, B: { soulstones: 2 } });
    t.do(start);
    return t;
  };
  const ss = (suits: string[]): DuelCommand => ({ type: 'DeclareSoulstones', data: { by: 'B', fateModifiers: 0, suits } }) as DuelCommand;

  it.each([
    ['a Simple Duel without a TN', new FakeTable({ A: {} }), simple(undefined), 'malifaux-2e/DU-1', '§4.2-4.3 (seed 603-607)'],
    ['a required suit that is not one', new FakeTable({ A: {} }), simple(5, ['STAR']), 'malifaux-2e/DU-1', '§4.2'],
    ['an Attack on its own model', new FakeTable({ A: {} }), opposed({ ...lilith, modelId: 'judge' }), 'malifaux-2e/DU-O9', '§4.4 (seed 1048)'],
    ['a second duel while one is in progress', started(simple(5)), simple(5), 'malifaux-2e/DU-S1', '§4.3 (seed 621-623)'],
    ['a Soulstone suit that is not one', started(opposed()), ss(['STAR']), 'malifaux-2e/SS-D2', '§3.3'],
    ['relenting against an enemy Attacker', started(opposed()), relent, 'malifaux-2e/DU-O8', '§4.4 (seed 758-764)'],
    [
      'a Minion spending a Soulstone to relent',
      started(opposed({ ...lilith, station: 'MINION' }, true, { relentingDefenderMaySpendSoulstone: true })),
      { type: 'Relent', data: { by: 'B', damageFlipSoulstone: true } },
      'malifaux-2e/SS-D1',
      '§3.3',
    ],
  ] as [string, FakeTable, DuelCommand, string, string][])('malifaux-2e/DU-1 malifaux-2e/DU-S1 malifaux-2e/DU-O8 malifaux-2e/SS-D2 %s: rule and section', (_, t, command, ruleId, section) => {
    expect(refusalOf(t, command)).toMatchObject({ ruleId, section });
  });

  it('malifaux-2e/DU-S1 no duel starts while a damage flip is in progress', () => {
    const t = new FakeTable({ A: { deck: ['RAM-05'] }, B: {} });
    t.do({ type: 'StartDamage', data: { dealer: { modelId: 'judge', seat: 'A' }, target: { modelId: 'lilith', seat: 'B', station: 'MASTER', wounds: 5, maxWounds: 5 }, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } } } });
    expect(refusalOf(t, simple(5))).toEqual({ ruleId: 'malifaux-2e/DU-S1', section: '§4.3 (seed 621-623)', message: 'a duel or flip is already in progress: finish it before beginning another' });
  });

  it('malifaux-2e/DU-O8 a friendly Defender may not relent at its later decisions (choosing its active card after the flip)', () => {
    const t = new FakeTable({ A: { deck: ['RAM-05'], soulstones: 0 }, B: { deck: ['TOME-03', 'TOME-09'], soulstones: 0 } });
    t.do(opposed({ ...lilith, fate: { bonus: 1, penalty: 0 } }, true));
    t.do({ type: 'DeclareSoulstones', data: { by: 'B', fateModifiers: 0, suits: [] } });
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(refusalOf(t, relent)).toEqual({
      ruleId: 'malifaux-2e/DU-O8',
      section: '§4.4 (seed 758-764)',
      message: 'only the Defender may relent, as its step-1 decision, before any card is flipped',
    });
  });

  it('malifaux-2e/FM-2 the duel asks each seat`s deck once for exactly that seat`s 1 + |net| cards', () => {
    const t = new FakeTable({ A: { deck: ['RAM-01', 'RAM-02', 'RAM-03'], soulstones: 0 }, B: { deck: ['TOME-01', 'TOME-02'], soulstones: 0 } });
    t.do(opposed({ ...lilith, fate: { bonus: 1, penalty: 0 } }));
    const asked: [string, number][] = [];
    const realFlip = t.flip.bind(t);
    t.flip = (seat, n) => {
      asked.push([seat, n]);
      return realFlip(seat, n);
    };
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(asked).toEqual([
      ['B', 2],
      ['A', 1],
    ]);
  });
});
