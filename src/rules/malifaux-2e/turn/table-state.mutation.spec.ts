// malifaux-2e §6 AC-2 and §17 Reactivate (rules/malifaux-2e.md; seed 1624-1628): mayActivate on the model's own state -
// once per Turn, one more Activation with an unused Reactivate, never a third (issue 15).
import { atActivation, guard, lilith } from '../testing/turns';
import { mayActivate, type ModelState } from './table-state';

describe('malifaux-2e §6 who may Activate', () => {
  const lil = (over: Partial<ModelState>): ModelState => ({ ...atActivation([lilith], [guard]).model('lilith'), ...over });
  it.each<[string, Partial<ModelState>, boolean]>([
    ['not yet Activated', { activations: 0 }, true],
    ['Activated once, no Reactivate', { activations: 1 }, false],
    ['Activated once, an unused Reactivate', { activations: 1, conditions: { REACTIVATE: null } }, true],
    ['Activated once, Reactivate already used this Turn', { activations: 1, conditions: { REACTIVATE: null }, reactivatedThisTurn: true }, false],
    ['Activated twice, still carrying Reactivate', { activations: 2, conditions: { REACTIVATE: null } }, false],
    ['not in play', { activations: 0, status: 'BURIED' }, false],
  ])('malifaux-2e/AC-2 a model %s → may Activate %p', (_w, over, may) => {
    expect(mayActivate(lil(over))).toBe(may);
  });
});
