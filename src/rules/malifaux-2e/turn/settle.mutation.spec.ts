// malifaux-2e §5 GT-2 what happens to several models at once (rules/malifaux-2e.md; seed 1312-1319): the order
// settle.ts resolves them in — acting model, defending model, the First Player's others, the Second Player's (issue 15).
import { atActivation, created, guard, lilith, model } from '../testing/turns';
import { simultaneousOrder } from './settle';

const crews = () => atActivation([lilith, model('a2')], [guard, model('b2')], { first: 'B' });

describe('malifaux-2e/GT-2 the order of simultaneous effects', () => {
  it('malifaux-2e/GT-2 with no table there is nothing to order', () => {
    expect(simultaneousOrder(created().state)).toEqual([]);
  });

  it('malifaux-2e/GT-2 between Activations: the First Player’s models first, each crew in hiring order', () => {
    expect(crews().state.table!.order).toEqual(['lilith', 'a2', 'guard', 'b2']);
    expect(simultaneousOrder(crews().state)).toEqual(['guard', 'b2', 'lilith', 'a2']);
  });

  it('malifaux-2e/GT-2 during an Attack: the acting model, then the defending model, then the First Player’s, then the Second Player’s', () => {
    const g = crews();
    g.do('B', 'ActivateModel', { modelId: 'b2' });
    expect(simultaneousOrder(g.state)).toEqual(['b2', 'guard', 'lilith', 'a2']);
    g.do('B', 'TakeAction', { actionId: 'h', modelId: 'b2', action: 'Halberd', targets: ['a2'], facts: { distances: { a2: 1 }, los: { a2: 'CLEAR' } } });
    expect(simultaneousOrder(g.state)).toEqual(['b2', 'a2', 'guard', 'lilith']);
  });
});
