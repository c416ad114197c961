// malifaux-3e-gg3 §2.4 FACT-1: a declared fact's life (asserted, confirmed or disputed, upheld or overruled, withdrawn):
// which seat may answer, in which status, and the message of each refusal (issue 15: tests that make the mutants of
// facts.ts fail).
import { confirmFact, disputeFact, resolveDispute, withdrawFact } from './facts';
import { inTurnOne, type Game, refusalOf } from './testing/fixtures';

const why = refusalOf;
/** Turn 1, A has declared damage d1 (3 to b-enf). */
const declared = (): Game => {
  const g = inTurnOne({ strategy: 'gg3.covert-operation' });
  g.seat('A', 'RecordDamage', { factId: 'd1', source: 'a-hench', target: 'b-enf', amount: 3, activationId: 'act-1' });
  return g;
};

describe('malifaux-3e-gg3 §2.4 the life of a declared fact', () => {
  it('malifaux-3e-gg3/FACT-1 the opponent confirms or disputes an asserted fact; the asserting seat cannot, nor can anyone answer an unknown fact', () => {
    const g = declared();
    expect(confirmFact(g.state, 'B', 'd1')).toEqual([{ type: 'FactConfirmed', data: { factId: 'd1', by: 'B' } }]);
    expect(disputeFact(g.state, 'B', 'd1', 'no LoS')).toEqual([{ type: 'FactDisputed', data: { factId: 'd1', by: 'B', reason: 'no LoS' } }]);
    expect(why(() => confirmFact(g.state, 'A', 'd1'))).toBe('FACT-1 §2.4: the opponent of the asserting seat answers a fact');
    expect(why(() => disputeFact(g.state, 'A', 'd1', 'x'))).toBe('FACT-1 §2.4: the opponent of the asserting seat answers a fact');
    expect(why(() => confirmFact(g.state, 'B', 'nope'))).toBe('FACT-1 §2.4: no such fact');
    expect(why(() => disputeFact(g.state, 'B', 'nope', 'x'))).toBe('FACT-1 §2.4: no such fact');
  });

  it('malifaux-3e-gg3/FACT-1 a fact is answered once: confirmed or disputed facts refuse another answer, naming their status', () => {
    const g = declared();
    g.seat('B', 'ConfirmFact', { factId: 'd1' });
    expect(why(() => disputeFact(g.state, 'B', 'd1', 'late'))).toBe('FACT-1 §2.4: this fact is already confirmed');
    const h = declared();
    h.seat('B', 'DisputeFact', { factId: 'd1', reason: 'no LoS' });
    expect(why(() => confirmFact(h.state, 'B', 'd1'))).toBe('FACT-1 §2.4: this fact is already disputed');
  });

  it('malifaux-3e-gg3/FACT-1 only a disputed fact is ruled on; upheld changes nothing, overruled unwinds it', () => {
    const g = declared();
    expect(why(() => resolveDispute(g.state, 'd1', 'upheld'))).toBe('FACT-1 §2.4: only a disputed fact is ruled on (or withdrawn)');
    expect(why(() => resolveDispute(g.state, 'nope', 'upheld'))).toBe('FACT-1 §2.4: only a disputed fact is ruled on (or withdrawn)');
    g.seat('B', 'DisputeFact', { factId: 'd1', reason: 'no LoS' });
    expect(resolveDispute(g.state, 'd1', 'upheld')).toEqual([{ type: 'DisputeResolved', data: { factId: 'd1', ruling: 'upheld' } }]);
    expect(g.types(resolveDispute(g.state, 'd1', 'overruled'))).toEqual(['DisputeResolved', 'DamageReverted']);
    g.org('ResolveDispute', { factId: 'd1', ruling: 'upheld' });
    expect(why(() => resolveDispute(g.state, 'd1', 'overruled'))).toBe('FACT-1 §2.4: only a disputed fact is ruled on (or withdrawn)');
  });

  it('malifaux-3e-gg3/FACT-1 only the asserting seat withdraws its fact, and only once it is disputed', () => {
    const g = declared();
    expect(why(() => withdrawFact(g.state, 'B', 'd1'))).toBe('FACT-1 §2.4: only the asserting seat withdraws its fact');
    expect(why(() => withdrawFact(g.state, 'A', 'nope'))).toBe('FACT-1 §2.4: only the asserting seat withdraws its fact');
    expect(why(() => withdrawFact(g.state, 'A', 'd1'))).toBe('FACT-1 §2.4: only a disputed fact is ruled on (or withdrawn)');
    g.seat('B', 'DisputeFact', { factId: 'd1', reason: 'no LoS' });
    expect(g.types(withdrawFact(g.state, 'A', 'd1'))).toEqual(['DisputeResolved', 'DamageReverted']);
    expect(withdrawFact(g.state, 'A', 'd1')[0]).toEqual({ type: 'DisputeResolved', data: { factId: 'd1', ruling: 'overruled' } });
  });

  it('malifaux-3e-gg3/FACT-1 an overruled fact revokes every award citing it, not the revoked ones nor awards citing other facts', () => {
    const g = declared();
    g.seat('B', 'DisputeFact', { factId: 'd1', reason: 'no LoS' });
    const entry = { seat: 'A' as const, vp: 1, revoked: false, factIds: ['d1'], awardId: 'x1' };
    const s = {
      ...g.state,
      ledger: [
        { ...g.state.ledger[0], ...entry },
        { ...g.state.ledger[0], ...entry, awardId: 'x2', revoked: true },
        { ...g.state.ledger[0], ...entry, awardId: 'x3', factIds: ['other'] },
        { ...g.state.ledger[0], ...entry, awardId: 'x4', factIds: ['other', 'd1'] },
      ],
    } as typeof g.state;
    const revoked = resolveDispute(s, 'd1', 'overruled').filter((e) => e.type === 'VpRevoked');
    expect(revoked).toEqual([
      { type: 'VpRevoked', data: { awardId: 'x1', reason: 'fact d1 overruled' } },
      { type: 'VpRevoked', data: { awardId: 'x4', reason: 'fact d1 overruled' } },
    ]);
    expect(resolveDispute(s, 'd1', 'upheld').filter((e) => e.type === 'VpRevoked')).toEqual([]);
  });
});
