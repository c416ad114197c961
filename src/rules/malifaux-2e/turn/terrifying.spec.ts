// malifaux-2e §14 HO-5 Terrifying on the table (rules/malifaux-2e.md; seed 1427-1437): an enemy Living model that targets a
// Terrifying (Living) 13 model with an Action first passes the Horror Duel; a pass gives immunity to that source (HO-4).
import { stacked } from '../testing/fixtures';
import { atActivation, halberd, model, type Game } from '../testing/turns';

const nephilim = model('nephilim', { wounds: 9, abilities: [{ keyword: 'TERRIFYING', value: 13, characteristic: 'Living' }] });
const near = { distances: { nephilim: 1 }, los: { nephilim: 'CLEAR' } };
const attack = (g: Game, modelId: string, id = 'x') => g.refused('A', 'TakeAction', { actionId: id, modelId, action: 'Halberd', targets: ['nephilim'], facts: near });
const horror = (g: Game, modelId: string) =>
  g.do('A', 'StartHorrorDuel', { duelId: `h-${modelId}`, model: { modelId, seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 7, maxWounds: 7 }, tn: 13, sourceModelId: 'nephilim' });

describe('malifaux-2e §14 Terrifying on the table', () => {
  it('malifaux-2e/HO-5 malifaux-2e/HO-4 a Living guard targeting the Terrifying model is refused until it passes TN 13; then it attacks', () => {
    const g = atActivation([model('guard', { actions: [halberd] })], [nephilim], { decks: [stacked('RAM-09'), stacked()] });
    g.do('A', 'ActivateModel', { modelId: 'guard' });
    expect(attack(g, 'guard')).toBe('malifaux-2e/HO-5');
    const ev = [...horror(g, 'guard'), ...g.do('A', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'A' } } })];
    expect(ev.find((e) => e.type === 'HorrorDuelResolved')!.data).toMatchObject({ passed: true });
    expect(attack(g, 'guard')).toBeNull();
  });
  it('malifaux-2e/HO-5 malifaux-2e/AP-8 a guard that fails is Paralyzed and its Activation ends: it never attacks', () => {
    const g = atActivation([model('guard', { actions: [halberd] }), model('a2')], [nephilim, model('b2')], { decks: [stacked('RAM-02'), stacked()] });
    g.do('A', 'ActivateModel', { modelId: 'guard' });
    const ev = [...horror(g, 'guard'), ...g.do('A', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'A' } } })];
    expect(ev.find((e) => e.type === 'ActivationEnded')!.data).toMatchObject({ modelId: 'guard', reason: 'PARALYZED' });
    expect(attack(g, 'guard')).toBe('malifaux-2e/AC-1');
  });
  it.each<[string, string | null, object]>([
    ['a Construct (not Living)', null, { characteristics: ['Construct'] }],
    ['a model immune to Horror Duels (AA-2)', null, { immuneTo: ['Horror Duels'] }],
    ['a Living model', 'malifaux-2e/HO-5', {}],
  ])('malifaux-2e/HO-5 Terrifying (Living) against %s → %p', (_w, rule, over) => {
    const g = atActivation([model('guard', { actions: [halberd], ...over })], [nephilim]);
    g.do('A', 'ActivateModel', { modelId: 'guard' });
    expect(attack(g, 'guard')).toBe(rule);
  });
  it('malifaux-2e/HO-5 a Terrifying value is a TN up to 20, a characteristic belongs only to Terrifying', () => {
    expect(() => atActivation([model('m', { abilities: [{ keyword: 'ARMOR', value: 1, characteristic: 'Living' }] })], [nephilim])).toThrow(/abilities\[0\]\.characteristic/);
    expect(() => atActivation([model('m', { abilities: [{ keyword: 'TERRIFYING' }] })], [nephilim])).toThrow(/abilities\[0\]\.value/);
  });
});
