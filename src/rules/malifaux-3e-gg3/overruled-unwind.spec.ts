// malifaux-3e-gg3 FACT-1 compensating events for overruled table events (overruled-unwind.ts, facts.ts), CO-6 tokens.
import { inTurnOne } from './testing/fixtures';

describe('malifaux-3e-gg3 an overruled table event is unwound by compensating events', () => {
  it('malifaux-3e-gg3/FACT-1 an overruled kill: the model is back in play with its Health, CO-6 its Curse tokens come back, the discard is undone', () => {
    const g = inTurnOne();
    expect(g.state.models['b-hench']).toMatchObject({ curse: 2, health: 10 });
    g.seat('A', 'RecordDamage', { factId: 'd0', source: 'a-hench', target: 'b-hench', amount: 3, activationId: 'act-1' });
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-hench', leadersWithin3: [] });
    g.seat('A', 'DiscardCurseToken', { discard: true });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-lead'] });
    expect([g.state.models['b-lead'].curse, g.state.discards.length, g.state.kills.length]).toEqual([1, 1, 1]);
    const before = g.events.length;
    g.seat('B', 'DisputeFact', { factId: 'k1', reason: 'out of range' });
    const out = g.org('ResolveDispute', { factId: 'k1', ruling: 'overruled' });
    expect(out).toEqual([
      { type: 'DisputeResolved', data: { factId: 'k1', ruling: 'overruled' } },
      { type: 'ModelRestored', data: { factId: 'k1', lineageId: 'b-hench', status: 'in-play', health: 7, curse: 1 } },
      { type: 'CurseTokenMoved', data: { factId: 'k1', by: 'A', from: 'b-lead', to: 'b-hench' } },
    ]);
    expect(g.state.models['b-hench']).toMatchObject({ status: 'in-play', health: 7, curse: 2 });
    expect([g.state.models['b-lead'].curse, g.state.discards.length, g.state.kills.length]).toEqual([0, 0, 0]);
    // History is never edited: the kill and its tokens' moves are still in the log, before the compensating events.
    expect(g.events.slice(0, before).map((e) => e.type)).toEqual(expect.arrayContaining(['ModelKilled', 'CurseTokenDiscarded', 'CurseTokensRedistributed']));
  });

  it('malifaux-3e-gg3/FACT-1 an overruled kill still waiting for its Curse discard closes the CO-6 step; an upheld one changes nothing', () => {
    const g = inTurnOne();
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-enf', killer: 'a-hench', leadersWithin3: [] });
    expect(g.state.pendingCurse).toMatchObject({ victim: 'b-enf' });
    g.seat('B', 'DisputeFact', { factId: 'k1', reason: 'no' });
    g.org('ResolveDispute', { factId: 'k1', ruling: 'overruled' });
    expect([g.state.pendingCurse, g.state.models['b-enf'].status, g.state.models['b-enf'].curse]).toEqual([null, 'in-play', 2]);
    g.seat('A', 'RecordKill', { factId: 'k2', victim: 'b-min1', killer: 'a-hench', leadersWithin3: [] });
    g.seat('A', 'DiscardCurseToken', { discard: false });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-lead'] });
    g.seat('B', 'DisputeFact', { factId: 'k2', reason: 'no' });
    expect(g.types(g.org('ResolveDispute', { factId: 'k2', ruling: 'upheld' }))).toEqual(['DisputeResolved']);
    expect(g.state.models['b-min1'].status).toBe('killed');
  });

  it('malifaux-3e-gg3/FACT-1 overruled damage gives the Health back and no longer counts as damage dealt; overruled healing takes it back', () => {
    const g = inTurnOne();
    g.seat('A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-lead', amount: 5, activationId: 'act-1' });
    g.seat('B', 'RecordHealing', { factId: 'h1', target: 'b-lead', amount: 2 });
    g.seat('B', 'DisputeFact', { factId: 'd1', reason: 'no LoS' });
    expect(g.types(g.org('ResolveDispute', { factId: 'd1', ruling: 'overruled' }))).toEqual(['DisputeResolved', 'DamageReverted']);
    expect(g.state.models['b-lead'].health).toBe(14);
    expect(g.state.damage.some((d) => d.factId === 'd1')).toBe(false);
    g.seat('A', 'DisputeFact', { factId: 'h1', reason: 'no heal' });
    expect(g.types(g.seat('B', 'WithdrawFact', { factId: 'h1' }))).toEqual(['DisputeResolved', 'HealingReverted']);
    expect(g.state.models['b-lead'].health).toBe(12);
  });

  it('malifaux-3e-gg3/FACT-1 an overruled Curse pass (CO-5) moves the token back; an overruled bury unburies', () => {
    const g = inTurnOne();
    g.seat('B', 'PassCurseToken', { factId: 'p1', from: 'b-enf', to: 'a-peon', within1: true });
    g.seat('A', 'DisputeFact', { factId: 'p1', reason: 'not within 1"' });
    expect(g.org('ResolveDispute', { factId: 'p1', ruling: 'overruled' })[1]).toEqual({ type: 'CurseTokenMoved', data: { factId: 'p1', by: 'B', from: 'a-peon', to: 'b-enf' } });
    expect([g.state.models['a-peon'].curse, g.state.models['b-enf'].curse]).toEqual([0, 2]);
    g.seat('A', 'RecordBury', { factId: 'b1', lineageId: 'a-lead', buried: true });
    g.seat('B', 'DisputeFact', { factId: 'b1', reason: 'no' });
    expect(g.types(g.org('ResolveDispute', { factId: 'b1', ruling: 'overruled' }))).toEqual(['DisputeResolved', 'ModelUnburied']);
    expect(g.state.models['a-lead'].status).toBe('in-play');
  });

  it('malifaux-3e-gg3/FACT-1 a scheme VP citing an overruled kill is revoked and the model is back', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation', pool: [1, 3, 4, 6, 12], schemesA: [{ no: 1 }, { no: 6, models: ['a-min1', 'a-min2'] }] });
    g.seat('B', 'RecordKill', { factId: 'k1', victim: 'a-min1', killer: 'b-enf', leadersWithin3: [] });
    g.org('EndTurn');
    g.claim('A', 1, 'reveal');
    expect(g.vp('A')).toBe(1);
    g.seat('A', 'DisputeFact', { factId: 'k1', reason: 'it was mine' });
    expect(g.types(g.org('ResolveDispute', { factId: 'k1', ruling: 'overruled' }))).toEqual(['DisputeResolved', 'ModelRestored', 'VpRevoked']);
    expect([g.vp('A'), g.state.models['a-min1'].status]).toEqual([0, 'in-play']);
  });

  it('malifaux-3e-gg3/CO-7 a Cursed Objects VP resting on the discard of an overruled kill is revoked with it (FACT-1)', () => {
    const g = inTurnOne();
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-hench', leadersWithin3: [] });
    g.seat('A', 'DiscardCurseToken', { discard: true });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-lead'] });
    g.org('EndTurn');
    const award = g.events.find((e) => e.type === 'StrategyVpAwarded' && e.data.seat === 'A');
    expect(award?.data).toMatchObject({ vp: 1, factIds: ['k1'] });
    g.seat('B', 'DisputeFact', { factId: 'k1', reason: 'no' });
    expect(g.types(g.org('ResolveDispute', { factId: 'k1', ruling: 'overruled' }))).toEqual(['DisputeResolved', 'ModelRestored', 'CurseTokenMoved', 'VpRevoked']);
    expect(g.vp('A')).toBe(0);
  });

  it('malifaux-3e-gg3/CO-6 a token passed on since the kill is not taken back twice: only tokens still held come back (FACT-1)', () => {
    const g = inTurnOne();
    const total = (): number => Object.values(g.state.models).reduce((n, m) => n + m.curse, 0);
    g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-hench', leadersWithin3: [] });
    g.seat('A', 'DiscardCurseToken', { discard: false });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-lead', 'b-peon'] });
    g.seat('B', 'PassCurseToken', { factId: 'p1', from: 'b-lead', to: 'a-peon', within1: true });
    const before = total();
    g.seat('B', 'DisputeFact', { factId: 'k1', reason: 'no' });
    const out = g.org('ResolveDispute', { factId: 'k1', ruling: 'overruled' });
    expect(out.slice(1)).toEqual([
      { type: 'ModelRestored', data: { factId: 'k1', lineageId: 'b-hench', status: 'in-play', health: 10, curse: 0 } },
      { type: 'CurseTokenMoved', data: { factId: 'k1', by: 'A', from: 'b-peon', to: 'b-hench' } },
    ]);
    expect([g.state.models['b-hench'].curse, g.state.models['a-peon'].curse, total()]).toEqual([1, 1, before]);
  });
});
