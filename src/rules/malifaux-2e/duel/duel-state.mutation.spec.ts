// malifaux-2e §4.1-4.2 Duel totals of duel-state.ts (seed 002_0afdbbe5c7b94945.txt lines 571-593, 631-633): a side's total uses its stat after the stat
// modifiers (SM-1) (mutation tests, issue 15)
import { DuelCommand } from './duel-commands';
import { FakeTable, model } from './testing/fake-context';

describe('malifaux-2e §4.1 a side`s duel total', () => {
  it.each([
    [[], 9],
    [[{ op: 'ADD' as const, amount: 2 }], 11],
    [[{ op: 'MULTIPLY' as const, amount: 2 }], 13],
  ])('malifaux-2e/SM-1 Wp 4 with stat modifiers %j and a 5 flipped totals %i', (modifiers, total) => {
    const actor = model({ modelId: 'm', seat: 'A', station: 'MASTER', stat: { name: 'Wp', value: 4, modifiers } });
    const start: DuelCommand = { type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor, action: { name: 'x', tn: 20 } } };
    const t = new FakeTable({ A: { deck: ['RAM-05'], soulstones: 0 } });
    t.do(start);
    const chosen = t.do({ type: 'FlipDuelCards', data: { by: 'A' } }).find((e) => e.type === 'ActiveCardChosen');
    expect(chosen?.data).toMatchObject({ card: 'RAM-05', automatic: true, total: { value: total } });
  });
});
