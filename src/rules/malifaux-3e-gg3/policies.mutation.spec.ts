// malifaux-3e-gg3 §9 policy defaults (policies.ts): an encounter created without policies records the rulebook's answers
// to OQ-9b, OQ-18, OQ-23 and OQ-25, and plays by them (issue 15).
import type { Gg3Event } from './events';
import type { Gg3Policies } from './policies';
import { beforeAttacker, inTurnOne, schemeGame } from './testing/fixtures';

describe('malifaux-3e-gg3 §9 the default policies are the rulebook answers (issue 15)', () => {
  it.each([
    ['OQ-9b', 'summonedMayPassCurse', true],
    ['OQ-18', 'meetupPairwise', true],
    ['OQ-23', 'nullKillerCounts', false],
    ['OQ-25', 'excludeInsignificant', false],
  ] as [string, keyof Gg3Policies, boolean][])('malifaux-3e-gg3/%s an encounter created without policies records %s = %s', (_oq, flag, value) => {
    const g = beforeAttacker();
    const created = g.events.find((e): e is Extract<Gg3Event, { type: 'EncounterCreated' }> => e.type === 'EncounterCreated');
    expect(created?.data.policies[flag]).toBe(value);
    expect(g.state.policies[flag]).toBe(value);
  });

  it('malifaux-3e-gg3/OQ-9 by default a summoned model may use the Curse pass-back Interact (OQ-9b, CO-5)', () => {
    const g = inTurnOne();
    g.seat('B', 'RecordSummon', { factId: 's1', model: { lineageId: 'b-sum', name: 'S', station: 'MINION', cost: 4, maxHealth: 4 }, hasSummonUpgrade: true });
    g.seat('A', 'PlaceCurseToken', { model: 'b-sum' });
    expect(g.refusal('B', 'PassCurseToken', { factId: 'p1', from: 'b-sum', to: 'a-peon', within1: true })).toBeUndefined();
  });

  it('malifaux-3e-gg3/OQ-23 by default a kill with no killer does not score Hidden Martyrs (S06-R)', () => {
    const g = schemeGame([{ no: 6, models: ['a-min1', 'a-min2'] }, { no: 3 }]);
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'a-min1', killer: null, leadersWithin3: [] });
    g.org('EndTurn');
    expect(g.claimRefusal('A', 0, 'reveal')).toBe('S06-R');
  });

  it('malifaux-3e-gg3/OQ-25 by default an Insignificant model still counts for the strategy (Guard the Stash)', () => {
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    g.state = { ...g.state, models: { ...g.state.models, 'a-peon': { ...g.state.models['a-peon'], insignificant: true } } };
    g.org('EndTurn');
    g.seat('A', 'DeclareStrategyFacts', { factId: 'gs-a-1', near: { 'stash-5': ['a-peon'] } });
    g.seat('B', 'DeclareStrategyFacts', { factId: 'gs-b-1', near: {} });
    expect(g.state.ledger.filter((e) => e.source === 'STRATEGY').map((e) => `${e.turn}${e.seat}`)).toEqual(['1A']);
  });
});
