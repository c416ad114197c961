// malifaux-2e §10.5 Shooting into engagements (rules/malifaux-2e.md; seed 1290-1304): SE-1..SE-5, PR-3, TV-09
import { stacked } from '../testing/fixtures';
import { atActivation, guard, model } from '../testing/turns';

// TV-09 (seed 1304): the Guild Guard shoots at the Silurid; within 2": Terror Tot and Death Marshal. Flips 8, 5, 6.
const crewA = [model('silurid'), model('terror-tot')];
const crewB = [guard, model('death-marshal')];
const shoot = (facts: object, decks: [string[], string[]] = [stacked(), stacked('RAM-08', 'RAM-05', 'RAM-06', 'RAM-13')]) => {
  const g = atActivation(crewA, crewB, { first: 'B', decks });
  g.do('B', 'ActivateModel', { modelId: 'guard' });
  const data = { actionId: 'shot', modelId: 'guard', action: 'Pistol', targets: ['silurid'], facts: { distances: { silurid: 8 }, los: { silurid: 'CLEAR' }, ...facts } };
  return { g, data };
};
const near = { targetEngagedWithin2: ['death-marshal'], within2OfTarget: ['terror-tot', 'death-marshal'] };

describe('malifaux-2e §10.5 shooting into engagements', () => {
  it('malifaux-2e/SE-1 malifaux-2e/SE-3 malifaux-2e/PR-3 malifaux-2e/TV-09 the Guild Guard’s shot at the Silurid goes to the Terror Tot (lowest 5 of 8, 5, 6)', () => {
    const { g, data } = shoot(near);
    const ev = g.do('B', 'TakeAction', data);
    expect(ev.find((e) => e.type === 'RandomModelFlipped')!.data).toMatchObject({ seat: 'B', flips: [{ modelId: 'silurid', card: 'RAM-08' }, { modelId: 'terror-tot', card: 'RAM-05' }, { modelId: 'death-marshal', card: 'RAM-06' }], picked: 'terror-tot' });
    expect(ev.find((e) => e.type === 'TargetRandomized')!.data).toEqual({ actionId: 'shot', from: 'silurid', to: 'terror-tot' });
    expect(ev.find((e) => e.type === 'DuelStarted')!.data).toMatchObject({ sides: [{ participant: { modelId: 'guard' } }, { participant: { modelId: 'terror-tot' } }] });
    expect(g.state.table!.pending!.targetIds).toEqual(['terror-tot']);
  });

  it('malifaux-2e/SE-5 a target engaged, but with no engaging model within 2", is not randomized', () => {
    const { g, data } = shoot({ targetEngagedWithin2: [], within2OfTarget: ['death-marshal'] });
    const ev = g.do('B', 'TakeAction', data);
    expect(ev.map((e) => e.type)).not.toContain('RandomModelFlipped');
    expect(ev.find((e) => e.type === 'DuelStarted')!.data).toMatchObject({ sides: [{}, { participant: { modelId: 'silurid' } }] });
  });

  it('malifaux-2e/SE-2 the candidates are the target and every model within 2" of it, never the attacker; contradictory facts are refused', () => {
    const { g, data } = shoot({ targetEngagedWithin2: ['death-marshal'], within2OfTarget: ['death-marshal', 'guard'] });
    const ev = g.do('B', 'TakeAction', data);
    expect((ev.find((e) => e.type === 'RandomModelFlipped')!.data as unknown as { flips: { modelId: string }[] }).flips.map((f) => f.modelId)).toEqual(['silurid', 'death-marshal']);
    const bad = shoot({ targetEngagedWithin2: ['death-marshal'], within2OfTarget: ['terror-tot'] });
    expect(shoot({ targetEngagedWithin2: ['terror-tot'], within2OfTarget: ['terror-tot'] }).g.refused('B', 'TakeAction', shoot({ targetEngagedWithin2: ['terror-tot'], within2OfTarget: ['terror-tot'] }).data)).toBe('malifaux-2e/EN-2');
    expect(bad.g.refused('B', 'TakeAction', bad.data)).toBe('malifaux-2e/SE-2');
  });

  it('malifaux-2e/SE-3 malifaux-2e/SE-4 a tie for lowest is broken by the attacker, then the duel starts against the pick (out of LoS or not)', () => {
    const { g, data } = shoot(near, [stacked(), stacked('RAM-08', 'RAM-05', 'CROW-05', 'RAM-13')]);
    const ev = g.do('B', 'TakeAction', data);
    expect(ev.map((e) => e.type)).not.toContain('DuelStarted');
    expect(g.refused('B', 'TakeAction', { ...data, actionId: 'again', action: 'Focus' })).toBe('malifaux-2e/SE-3');
    const picked = g.do('B', 'PickRandomModel', { modelId: 'death-marshal' });
    expect(picked.map((e) => e.type).slice(0, 3)).toEqual(['RandomModelPicked', 'TargetRandomized', 'DuelStarted']);
    expect(g.state.table!.pending!.targetIds).toEqual(['death-marshal']);
  });
});
