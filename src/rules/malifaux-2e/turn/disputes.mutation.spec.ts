// Declared facts and disputes (DESIGN.md "Declared facts"; rules/malifaux-2e.md §2, §23.2): the exact refusals of ME-1
// and which seat may dispute, concede or withdraw, that effects.spec.ts leaves open (issue 15, mutation testing).
import { atActivation, guard, lilith, type Game } from '../testing/turns';

const S = '§2, §23.2 (seed 428-446)';
const me1 = (message: string) => ({ ruleId: 'malifaux-2e/ME-1', section: S, message });

/** A declared Walk of 5" by Lilith (seat A): facts `w`. */
function walked(): Game {
  const g = atActivation([lilith], [guard]);
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  g.do('A', 'TakeAction', { actionId: 'w', modelId: 'lilith', action: 'Walk', facts: { moved: 5 } });
  return g;
}
const dispute = (fact = 'moved') => ({ actionId: 'w', fact, reason: 'it was 6"' });
const ruling = (r: 'UPHELD' | 'OVERTURNED', fact = 'moved') => ({ actionId: 'w', fact, ruling: r });

describe('malifaux-2e ME-1 disputes: refusals and who rules', () => {
  it('malifaux-2e/ME-1 a dispute names recorded facts, comes from the other seat, and is open once', () => {
    const g = walked();
    expect(g.refusal('B', 'DisputeFact', { actionId: 'nope', fact: 'moved', reason: 'x' })).toEqual(me1('no declared facts recorded for nope'));
    expect(g.refusal('A', 'DisputeFact', dispute())).toEqual(me1('only the opponent of the declaring seat disputes its facts'));
    expect(g.refusal('organiser', 'DisputeFact', dispute())).toEqual(me1('only the opponent of the declaring seat disputes its facts'));
    expect(g.refusal('B', 'DisputeFact', dispute('los'))).toEqual(me1('no fact "los" was declared'));
    expect(g.do('B', 'DisputeFact', dispute())).toEqual([{ type: 'FactDisputed', data: { actionId: 'w', fact: 'moved', by: 'B', reason: 'it was 6"' } }]);
    expect(g.refusal('B', 'DisputeFact', dispute())).toEqual(me1('this fact is already disputed'));
  });

  it('malifaux-2e/ME-1 "*" disputes every fact of the Action; another fact of it is still disputable', () => {
    const g = walked();
    expect(g.refusal('B', 'DisputeFact', dispute('*'))).toBeUndefined();
    g.do('B', 'DisputeFact', dispute('*'));
    expect(g.refusal('B', 'DisputeFact', dispute())).toBeUndefined();
  });

  it('malifaux-2e/ME-1 a resolved dispute may be raised again; only an open one is resolved', () => {
    const g = walked();
    expect(g.refusal('organiser', 'ResolveDispute', ruling('UPHELD'))).toEqual(me1('no open dispute of that fact'));
    g.do('B', 'DisputeFact', dispute());
    g.do('organiser', 'ResolveDispute', ruling('UPHELD'));
    expect(g.refusal('organiser', 'ResolveDispute', ruling('UPHELD'))).toEqual(me1('no open dispute of that fact'));
    expect(g.refusal('B', 'DisputeFact', dispute())).toBeUndefined();
  });

  it.each<['A' | 'B' | 'organiser', 'UPHELD' | 'OVERTURNED', string | null]>([
    ['A', 'OVERTURNED', 'AGREEMENT'], // the declaring seat concedes
    ['A', 'UPHELD', null], // ... but can't rule for itself
    ['B', 'UPHELD', 'AGREEMENT'], // the disputing seat withdraws
    ['B', 'OVERTURNED', null], // ... but can't rule for itself
    ['organiser', 'UPHELD', 'ORGANISER'],
    ['organiser', 'OVERTURNED', 'ORGANISER'],
  ])('malifaux-2e/ME-1 %s rules %s → resolved by %p', (by, r, resolvedBy) => {
    const g = walked();
    g.do('B', 'DisputeFact', dispute());
    if (resolvedBy === null) {
      expect(g.refusal(by, 'ResolveDispute', ruling(r))).toEqual(me1('a seat only concedes its own fact or withdraws its own dispute; the organiser rules otherwise'));
      return;
    }
    expect(g.do(by, 'ResolveDispute', ruling(r))).toEqual([{ type: 'DisputeResolved', data: { actionId: 'w', fact: 'moved', ruling: r, resolvedBy } }]);
  });

  it('malifaux-2e/ME-1 a ruling resolves the open dispute of that fact, not one of another fact', () => {
    const g = walked();
    g.do('B', 'DisputeFact', dispute('*'));
    expect(g.refusal('organiser', 'ResolveDispute', ruling('UPHELD'))).toEqual(me1('no open dispute of that fact'));
    expect(g.refusal('organiser', 'ResolveDispute', { actionId: 'x', fact: '*', ruling: 'UPHELD' })).toEqual(me1('no open dispute of that fact'));
    expect(g.do('organiser', 'ResolveDispute', ruling('UPHELD', '*'))[0].data).toMatchObject({ fact: '*', resolvedBy: 'ORGANISER' });
  });
});
