// malifaux-2e §14 HO-5 Terrifying on the table (rules/malifaux-2e.md; seed 1427-1437): the exact refusal, and which
// targets call for a Horror Duel, that terrifying.spec.ts leaves open (issue 15, mutation testing).
import { atActivation, halberd, model, type Game } from '../testing/turns';

const nephilim = model('nephilim', { name: 'Nephilim', wounds: 9, abilities: [{ keyword: 'TERRIFYING', value: 13, characteristic: 'Living' }] });
const dread = model('dread', { name: 'Dread', abilities: [{ keyword: 'TERRIFYING', value: 11 }] });
const facts = { distances: { nephilim: 1, dread: 1 }, los: { nephilim: 'CLEAR', dread: 'CLEAR' } };
const attack = (g: Game, targets: string[]) => g.refusal('A', 'TakeAction', { actionId: 'x', modelId: 'guard', action: 'Halberd', targets, facts });
const activated = (over: object = {}): Game => {
  const g = atActivation([model('guard', { name: 'Guard', actions: [halberd], ...over })], [nephilim, dread]);
  g.do('A', 'ActivateModel', { modelId: 'guard' });
  return g;
};
const ho5 = (src: string, id: string, tn: number) => ({
  ruleId: 'malifaux-2e/HO-5',
  section: '§14 (seed 1427-1437)',
  message: `${src} is Terrifying ${tn}: Guard first passes a TN ${tn} Horror Duel against it (duels/horror, sourceModelId ${id})`,
});

describe('malifaux-2e §14 HO-5 which targets call for a Horror Duel first', () => {
  it('malifaux-2e/HO-5 the refusal names the source, its TN and the duel to start', () => {
    expect(attack(activated(), ['nephilim'])).toEqual(ho5('Nephilim', 'nephilim', 13));
  });

  it('malifaux-2e/HO-5 Terrifying with no characteristic applies to every model, a Construct too', () => {
    expect(attack(activated({ characteristics: ['Construct'] }), ['dread'])).toEqual(ho5('Dread', 'dread', 11));
    expect(attack(activated({ characteristics: ['Construct'] }), ['nephilim'])).toBeUndefined();
  });

  it('malifaux-2e/HO-5 malifaux-2e/AA-2 immunity to Horror Duels is read whatever its spelling', () => {
    expect(attack(activated({ immuneTo: ['horror-duels'] }), ['dread'])).toBeUndefined();
    expect(attack(activated({ immuneTo: ['Horror'] }), ['dread'])).toEqual(ho5('Dread', 'dread', 11));
  });

  it('malifaux-2e/HO-5 a Terrifying model out of play, or not in the encounter, asks for no Horror Duel (the target is refused for that)', () => {
    const g = activated();
    g.do('B', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'nephilim' });
    expect(attack(g, ['nephilim'])?.ruleId).toBe('malifaux-2e/BU-1');
    expect(attack(g, ['ghost'])?.message).toBe('there is no model ghost in this encounter');
  });
});
