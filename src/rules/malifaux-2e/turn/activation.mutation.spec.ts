// malifaux-2e §6.4 Activation Phase, §7 Activations (rules/malifaux-2e.md; seed 887-962): the exact refusals of AC-1,
// AC-2, AC-4, AC-5, BU-1, the Companion distance boundary and the events of starting and ending (issue 15).
import { atActivation, created, guard, lilith, model, type Game } from '../testing/turns';
import { beginActivationPhase } from './activation';

const S64 = '§6.4 (seed 887-897, 932-938)';
const ac = (rule: string, message: string) => ({ ruleId: `malifaux-2e/${rule}`, section: S64, message });
const pup = model('pup', { name: 'Pup', abilities: [{ keyword: 'COMPANION' }] });
/** Lilith (A) has Activated and ended; her Pup may chain. */
function afterLilith(): Game {
  const g = atActivation([lilith, pup, model('a3', { name: 'A3' })], [guard, model('b2')]);
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  g.do('A', 'EndActivation', { modelId: 'lilith' });
  return g;
}
const chain = (withinInches: number, modelId = 'pup') => ({ modelId, chain: { ability: 'COMPANION', withinInches } });

describe('malifaux-2e §6.4 activating: refusals and events', () => {
  it('malifaux-2e/AC-1 no crews, the wrong seat, another model activating', () => {
    expect(created().refusal('A', 'ActivateModel', { modelId: 'lilith' })).toEqual(ac('AC-1', 'no crews have been hired into this encounter'));
    const g = atActivation([lilith, model('a2')], [guard]);
    expect(g.refusal('B', 'ActivateModel', { modelId: 'guard' })).toEqual(ac('AC-1', "it is seat A's Activation"));
    expect(g.refusal('A', 'ActivateModel', { modelId: 'ghost' })).toEqual(ac('AC-1', 'there is no model ghost in this encounter'));
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(g.refusal('A', 'ActivateModel', { modelId: 'a2' })).toEqual(ac('AC-1', 'model lilith is still activating'));
    expect(g.refusal('A', 'EndActivation', { modelId: 'a2' })).toEqual(ac('AC-1', 'a2 is not the model activating'));
  });

  it('malifaux-2e/AC-1 models activate only in the Activation Phase', () => {
    const g = created();
    g.do('A', 'HireCrew', { seat: 'A', models: [lilith] });
    g.do('B', 'HireCrew', { seat: 'B', models: [guard] });
    expect(g.refusal('A', 'ActivateModel', { modelId: 'lilith' })).toEqual(ac('AC-1', 'models activate only in the Activation Phase'));
  });

  it('malifaux-2e/BU-1 malifaux-2e/AC-2 a model out of play, or already Activated', () => {
    const g = atActivation([lilith, model('a2', { name: 'A2' })], [guard, model('b2')]);
    g.do('A', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'a2' });
    expect(g.refusal('A', 'ActivateModel', { modelId: 'a2' })).toEqual({ ruleId: 'malifaux-2e/BU-1', section: '§13 (seed 1391-1411)', message: "A2 is not in play and can't Activate" });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'EndActivation', { modelId: 'guard' });
    expect(g.refusal('A', 'ActivateModel', { modelId: 'lilith' })).toEqual(ac('AC-2', 'lilith has already Activated this Turn'));
  });

  it('malifaux-2e/AC-5 no passing', () => {
    expect(atActivation([lilith], [guard]).refusal('A', 'EndActivation', { modelId: 'lilith' })).toEqual(ac('AC-5', 'no passing: activate a model that has not yet Activated this Turn'));
  });

  it('malifaux-2e/AC-4 a chain needs the ability, a friendly Activation just before, and the model within 6"', () => {
    const g = afterLilith();
    expect(g.refusal('A', 'ActivateModel', chain(3, 'a3'))).toEqual(ac('AC-4', 'A3 has no COMPANION ability'));
    for (const d of [6.1, -1]) expect(g.refusal('A', 'ActivateModel', chain(d))).toEqual(ac('AC-4', 'Companion: the friendly model ended its Activation within 6" (declare withinInches)'));
    for (const d of [6, 0]) expect(g.refusal('A', 'ActivateModel', chain(d))).toBeUndefined();
    const first = atActivation([lilith, pup], [guard]);
    expect(first.refusal('A', 'ActivateModel', chain(1))).toEqual(ac('AC-4', 'a chain Activation follows a friendly model’s Activation'));
  });

  it('malifaux-2e/AC-4 an enemy’s Activation just before is no friendly one', () => {
    const g = atActivation([lilith], [guard, pup]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    expect(g.refusal('B', 'ActivateModel', chain(1))).toEqual(ac('AC-4', 'a chain Activation follows a friendly model’s Activation'));
  });

  it('malifaux-2e/AC-4 the chain is recorded with the model it follows', () => {
    const ev = afterLilith().do('A', 'ActivateModel', chain(2));
    expect(ev.find((e) => e.type === 'ActivationStarted')!.data).toMatchObject({ modelId: 'pup', seat: 'A', turn: 1, chain: { ability: 'COMPANION', afterModelId: 'lilith' }, reactivation: false });
  });

  it('malifaux-2e/AP-7 an Activation ends with its unspent AP lost, the other seat next', () => {
    const g = atActivation([model('x', { abilities: [{ keyword: 'CASTING_EXPERT' }, { keyword: 'MELEE_EXPERT' }] })], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'x' });
    expect(g.do('A', 'EndActivation', { modelId: 'x' })).toEqual([{ type: 'ActivationEnded', data: { modelId: 'x', seat: 'A', reason: 'DONE', apLost: 4, next: 'B' } }]);
  });

  it('malifaux-2e/AC-3 the last Activation ends the phase; the same seat goes on while the other has nothing left', () => {
    const g = atActivation([lilith, model('a2')], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    expect(g.do('B', 'EndActivation', { modelId: 'guard' })[0].data).toMatchObject({ next: 'A' });
    g.do('A', 'ActivateModel', { modelId: 'a2' });
    expect(g.do('A', 'EndActivation', { modelId: 'a2' })).toEqual([
      { type: 'ActivationEnded', data: { modelId: 'a2', seat: 'A', reason: 'DONE', apLost: 2, next: null } },
      { type: 'ActivationPhaseEnded', data: { turn: 1 } },
    ]);
  });

  it('malifaux-2e/AC-1 malifaux-2e/AC-3 the phase begins with the First Player, or the other seat when she has nothing to activate', () => {
    const g = atActivation([lilith], [guard], { first: 'B' });
    expect(beginActivationPhase(g.state, 'A')).toEqual([{ type: 'ActivationPhaseBegun', data: { turn: 1, firstPlayer: 'A', next: 'A' } }]);
    const half = created();
    half.do('A', 'HireCrew', { seat: 'A', models: [lilith] });
    expect(beginActivationPhase(half.state, 'A')).toEqual([]);
    const buried = atActivation([lilith], [guard]);
    buried.do('A', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'lilith' });
    expect(beginActivationPhase(buried.state, 'A')).toEqual([{ type: 'ActivationPhaseBegun', data: { turn: 1, firstPlayer: 'A', next: 'B' } }]);
    buried.do('A', 'DeclareEffect', { effectId: 'g', kind: 'BURY', modelId: 'guard' });
    expect(beginActivationPhase(buried.state, 'A')).toEqual([
      { type: 'ActivationPhaseBegun', data: { turn: 1, firstPlayer: 'A', next: null } },
      { type: 'ActivationPhaseEnded', data: { turn: 1 } },
    ]);
  });
});
