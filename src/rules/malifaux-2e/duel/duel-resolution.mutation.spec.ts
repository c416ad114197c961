// malifaux-2e §3.3 / §4.5 (seed 002_0afdbbe5c7b94945.txt lines 514-529, 603-764): a Soulstone step nobody can take is
// skipped by the server, and the skip names its rule and reason (issue 15: what a client shows for a skipped step).
import { DuelCommand } from './duel-commands';
import { DuelStepSkipped } from './duel-events';
import { FakeTable, model } from './testing/fake-context';

const start = (attackerStation: 'MASTER' | 'HENCHMAN' | 'MINION' | 'PEON'): DuelCommand => ({
  type: 'StartDuel',
  data: {
    duelId: 'd',
    kind: 'OPPOSED',
    attacker: model({ modelId: 'att', seat: 'A', station: attackerStation, stat: { name: 'Ml', value: 6 } }),
    defender: model({ modelId: 'def', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 } }),
    action: { name: 'Slash' },
    defenderFriendly: false,
  },
});
const skips = (t: FakeTable): DuelStepSkipped['data'][] => t.log.filter((e): e is DuelStepSkipped => e.type === 'DuelStepSkipped').map((e) => e.data);

describe('malifaux-2e §3.3 the Soulstone step a side cannot take is skipped, and says why', () => {
  it.each([
    ['malifaux-2e/SS-D1 a Minion does not use Soulstones', 'MINION', 3, { ruleId: 'malifaux-2e/SS-D1', reason: 'a MINION model does not use Soulstones' }],
    ['malifaux-2e/SS-D1 a Peon does not use Soulstones', 'PEON', 3, { ruleId: 'malifaux-2e/SS-D1', reason: 'a PEON model does not use Soulstones' }],
    ['malifaux-2e/SS-2 a Henchman with an empty Pool', 'HENCHMAN', 0, { ruleId: 'malifaux-2e/SS-2', reason: 'the Soulstone Pool is empty' }],
  ] as const)('%s', (_title, station, soulstones, why) => {
    const t = new FakeTable({ A: { deck: ['RAM-05'], soulstones }, B: { deck: ['CROW-05'] } });
    t.do(start(station));
    expect(skips(t)).toContainEqual({ stage: 'DUEL', step: 'DECLARE_SOULSTONES', role: 'ATTACKER', ...why });
  });

  it('malifaux-2e/SS-2 a Master with one Soulstone is asked (no skip for its side)', () => {
    const t = new FakeTable({ A: { deck: ['RAM-05'], soulstones: 1 }, B: { deck: ['CROW-05'] } });
    t.do(start('MASTER'));
    expect(skips(t).filter((s) => s.role === 'ATTACKER')).toEqual([]);
  });
});
