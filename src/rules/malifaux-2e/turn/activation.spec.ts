// malifaux-2e §6.4 Activation Phase, §7 Activations (rules/malifaux-2e.md; seed 887-962): AC-1..AC-5, AP-1..AP-8, TV-06, DV-20
import { stacked } from '../testing/fixtures';
import { atActivation, guard, lilith, model } from '../testing/turns';
import { generateAp } from './activation';
import type { ModelState } from './table-state';

const A = [lilith, model('a2')];
const B = [guard, model('b2')];
const state = (def = model('x'), conditions: Record<string, number | null> = {}): ModelState => ({
  def,
  seat: 'A',
  wounds: def.wounds,
  conditions,
  status: 'IN_PLAY',
  activations: 0,
  reactivatedThisTurn: false,
  oncePerTurnUsed: [],
  summonedTurn: null,
  avatar: null,
  manifestBarredTurn: null,
  manifestationRevealed: false,
});

describe('malifaux-2e §6.4 Activation Phase', () => {
  it('malifaux-2e/AC-1 the First Player activates first, then the players alternate; the other seat or a second model is refused', () => {
    const g = atActivation(A, B);
    expect(g.state.table!.activation!.next).toBe('A');
    expect(g.refused('B', 'ActivateModel', { modelId: 'guard' })).toBe('malifaux-2e/AC-1');
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(g.refused('A', 'ActivateModel', { modelId: 'a2' })).toBe('malifaux-2e/AC-1');
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    expect(g.state.table!.activation!.next).toBe('B');
    expect(g.refused('A', 'ActivateModel', { modelId: 'a2' })).toBe('malifaux-2e/AC-1');
    expect(g.refused('B', 'ActivateModel', { modelId: 'guard' })).toBeNull();
  });

  it('malifaux-2e/AC-2 a model Activates once per Turn; Reactivate allows one more, consumed when it starts (A-12)', () => {
    const g = atActivation([lilith], [guard, model('b2')]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'DeclareEffect', { effectId: 'e1', kind: 'GAIN_CONDITION', modelId: 'lilith', condition: { name: 'Reactivate' } });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'EndActivation', { modelId: 'guard' });
    const again = g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(again).toContainEqual(expect.objectContaining({ type: 'ActivationStarted', data: expect.objectContaining({ reactivation: true }) }));
    expect(g.model('lilith').conditions.REACTIVATE).toBeUndefined();
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'b2' });
    g.do('B', 'EndActivation', { modelId: 'b2' });
    expect(g.state.table!.phase).toBe('END');
    const g2 = atActivation([lilith, model('a2')], [guard]);
    g2.do('A', 'ActivateModel', { modelId: 'lilith' });
    g2.do('A', 'EndActivation', { modelId: 'lilith' });
    g2.do('B', 'ActivateModel', { modelId: 'guard' });
    g2.do('B', 'EndActivation', { modelId: 'guard' });
    expect(g2.refused('A', 'ActivateModel', { modelId: 'lilith' })).toBe('malifaux-2e/AC-2');
  });

  it('malifaux-2e/AC-3 a player with no models left to Activate is skipped; the phase ends when every model has Activated', () => {
    const g = atActivation([lilith, model('a2'), model('a3')], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    const ended = g.do('B', 'EndActivation', { modelId: 'guard' });
    expect(ended).toContainEqual(expect.objectContaining({ type: 'ActivationEnded', data: expect.objectContaining({ next: 'A' }) }));
    g.do('A', 'ActivateModel', { modelId: 'a2' });
    g.do('A', 'EndActivation', { modelId: 'a2' });
    expect(g.state.table!.activation!.next).toBe('A');
    g.do('A', 'ActivateModel', { modelId: 'a3' });
    const last = g.do('A', 'EndActivation', { modelId: 'a3' });
    expect(last.map((e) => e.type)).toContain('ActivationPhaseEnded');
    expect(g.refused('A', 'ActivateModel', { modelId: 'a3' })).toBe('malifaux-2e/AC-1');
  });

  it('malifaux-2e/AC-4 a Companion chain-activates after a friendly model within 6", never a third in a row', () => {
    const pup = model('pup', { abilities: [{ keyword: 'COMPANION' }] });
    const pup2 = model('pup2', { abilities: [{ keyword: 'COMPANION' }] });
    const g = atActivation([lilith, pup, pup2], [guard, model('b2')]);
    expect(g.refused('A', 'ActivateModel', { modelId: 'pup', chain: { ability: 'COMPANION', withinInches: 3 } })).toBe('malifaux-2e/AC-4');
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    expect(g.refused('A', 'ActivateModel', { modelId: 'pup', chain: { ability: 'COMPANION', withinInches: 7 } })).toBe('malifaux-2e/AC-4');
    expect(g.refused('A', 'ActivateModel', { modelId: 'lilith', chain: { ability: 'COMPANION', withinInches: 3 } })).toBe('malifaux-2e/AC-2');
    g.do('A', 'ActivateModel', { modelId: 'pup', chain: { ability: 'COMPANION', withinInches: 3 } });
    g.do('A', 'EndActivation', { modelId: 'pup' });
    expect(g.refused('A', 'ActivateModel', { modelId: 'pup2', chain: { ability: 'COMPANION', withinInches: 3 } })).toBe('malifaux-2e/AC-4');
    expect(g.state.table!.activation!.next).toBe('B');
  });

  it('malifaux-2e/AC-5 no passing: ending an Activation that was never started is refused while a model is left', () => {
    const g = atActivation(A, B);
    expect(g.refused('A', 'EndActivation', { modelId: 'lilith' })).toBe('malifaux-2e/AC-5');
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(g.refused('A', 'EndActivation', { modelId: 'lilith' })).toBeNull();
  });
});

describe('malifaux-2e §7 AP', () => {
  it.each([
    ['Master', model('m', { station: 'MASTER' }), {}, 3, { CASTING: 0, MELEE: 0 }],
    ['Master + Slow', model('m', { station: 'MASTER' }), { SLOW: null }, 2, { CASTING: 0, MELEE: 0 }],
    ['Minion + Fast', model('m'), { FAST: null }, 3, { CASTING: 0, MELEE: 0 }],
    ['Paralyzed Master', model('m', { station: 'MASTER', abilities: [{ keyword: 'MELEE_EXPERT' }] }), { PARALYZED: null }, 0, { CASTING: 0, MELEE: 0 }],
    ['Candy (non-Master) with Casting Expert (TV-06)', model('candy', { station: 'ENFORCER', abilities: [{ keyword: 'CASTING_EXPERT' }] }), {}, 2, { CASTING: 1, MELEE: 0 }],
    ['Fast and Melee Expert stack (different sources)', model('m', { abilities: [{ keyword: 'MELEE_EXPERT' }] }), { FAST: null }, 3, { CASTING: 0, MELEE: 1 }],
  ])('malifaux-2e/AP-1 malifaux-2e/AP-2 malifaux-2e/DV-20 malifaux-2e/TV-06 %s', (_c, def, conditions, ap, restricted) => {
    expect(generateAp(state(def, conditions))).toMatchObject({ ap, restricted });
  });

  it('malifaux-2e/AP-3 one source counts once: Fast gained twice is +1; malifaux-2e/AP-4 AP never below 0', () => {
    const g = atActivation([model('m')], [guard]);
    g.do('A', 'DeclareEffect', { effectId: 'f1', kind: 'GAIN_CONDITION', modelId: 'm', condition: { name: 'Fast' } });
    g.do('A', 'DeclareEffect', { effectId: 'f2', kind: 'GAIN_CONDITION', modelId: 'm', condition: { name: 'Fast' } });
    expect(generateAp(g.model('m')).ap).toBe(3);
    const peon = model('p', { station: 'PEON' });
    expect(generateAp(state({ ...peon, abilities: [] }, { SLOW: null })).ap).toBe(1);
    expect(generateAp({ ...state(peon, { SLOW: null }), def: { ...peon, station: 'NONE' } }).ap).toBeGreaterThanOrEqual(0);
    const g2 = atActivation([model('m')], [guard]);
    g2.do('A', 'ActivateModel', { modelId: 'm' });
    g2.do('A', 'TakeAction', { actionId: 'x1', modelId: 'm', action: 'Focus' });
    g2.do('A', 'TakeAction', { actionId: 'x2', modelId: 'm', action: 'Focus' });
    expect(g2.state.table!.activation!.current!.ap).toBe(0);
  });

  it('malifaux-2e/AP-5 an Action costing more AP than left is refused and nothing is spent; malifaux-2e/AP-7 the model may stop early and unspent AP are lost', () => {
    const g = atActivation([model('m')], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'm' });
    expect(g.refused('A', 'TakeAction', { actionId: 'c', modelId: 'm', action: 'Defensive Stance', ap: 3 })).toBe('malifaux-2e/AP-5');
    expect(g.state.table!.activation!.current!.ap).toBe(2);
    g.do('A', 'TakeAction', { actionId: 'f', modelId: 'm', action: 'Focus' });
    const end = g.do('A', 'EndActivation', { modelId: 'm' });
    expect(end).toContainEqual(expect.objectContaining({ type: 'ActivationEnded', data: expect.objectContaining({ apLost: 1 }) }));
  });

  it('malifaux-2e/AP-6 only one zero-AP Action per Activation', () => {
    const zero = model('z', { actions: [halberdZero] });
    const g = atActivation([zero], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'z' });
    expect(g.refused('A', 'TakeAction', { actionId: 'i1', modelId: 'z', action: 'Interact', ap: 0 })).toBeNull();
    g.do('A', 'TakeAction', { actionId: 'i1', modelId: 'z', action: 'Interact', ap: 0 });
    expect(g.refused('A', 'TakeAction', { actionId: 'i2', modelId: 'z', action: 'Interact', ap: 0 })).toBe('malifaux-2e/AP-6');
  });

  it('malifaux-2e/AP-8 malifaux-2e/AP-2 a model Paralyzed during its own Activation loses its AP and goes to End Activation; Paralyzed declares no Actions', () => {
    const g = atActivation([model('m'), model('m2')], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'm' });
    const ev = g.do('A', 'DeclareEffect', { effectId: 'p', kind: 'GAIN_CONDITION', modelId: 'm', condition: { name: 'Paralyzed' } });
    expect(ev.map((e) => e.type)).toEqual(['EffectDeclared', 'ConditionGained', 'ConditionRemoved', 'ActivationEnded']);
    expect(g.state.table!.activation).toMatchObject({ current: null, next: 'B' });
    const g2 = atActivation([model('m')], [guard]);
    g2.do('A', 'DeclareEffect', { effectId: 'p', kind: 'GAIN_CONDITION', modelId: 'm', condition: { name: 'Paralyzed' } });
    // CO-8: gained before its Activation, it costs that whole Activation (0 AP, ended at once).
    const started = g2.do('A', 'ActivateModel', { modelId: 'm' });
    expect(started).toContainEqual(expect.objectContaining({ type: 'ActivationStarted', data: expect.objectContaining({ ap: 0 }) }));
    expect(started).toContainEqual(expect.objectContaining({ type: 'ActivationEnded', data: expect.objectContaining({ reason: 'PARALYZED' }) }));
    const g3 = atActivation([model('m')], [guard]);
    g3.do('A', 'ActivateModel', { modelId: 'm' });
    const bury = g3.do('A', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'm' });
    expect(bury).toContainEqual(expect.objectContaining({ type: 'ActivationEnded', data: expect.objectContaining({ reason: 'BURIED' }) }));
  });
});

describe('malifaux-2e §14 Horror Duels on the table', () => {
  it('malifaux-2e/HO-1 malifaux-2e/HO-2 malifaux-2e/AP-8 the guard fails Terrifying 13 on its own Wp 5 during its own Activation: Paralyzed, the Activation ends', () => {
    const g = atActivation([lilith], [guard, model('b2')], { first: 'B', decks: [stacked(), stacked('RAM-02')] });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    const begun = g.do('B', 'StartHorrorDuel', { duelId: 'h', model: { modelId: 'guard', seat: 'B', station: 'MINION', stat: { name: 'Wp', value: 20 }, wounds: 7, maxWounds: 7 }, tn: 13, sourceModelId: 'lilith' });
    expect(begun.find((e) => e.type === 'DuelStarted')!.data).toMatchObject({ sides: [{ participant: { stat: { name: 'Wp', value: 5 } } }] });
    const ev = g.do('B', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'B' } } });
    expect(ev.find((e) => e.type === 'HorrorDuelResolved')!.data).toMatchObject({ passed: false, gainsParalyzed: true, activationEnds: true });
    expect(ev.find((e) => e.type === 'ActivationEnded')!.data).toMatchObject({ modelId: 'guard', reason: 'PARALYZED' });
    expect(g.model('guard').conditions).toEqual({});
    expect(g.state.table!.activation!.next).toBe('A');
  });

  it('malifaux-2e/HO-1 a Horror Duel names a model of the encounter once crews are hired', () => {
    const g = atActivation([lilith], [guard]);
    expect(g.refused('B', 'StartHorrorDuel', { duelId: 'h', model: { modelId: 'ghost', seat: 'B', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 7, maxWounds: 7 }, tn: 13, sourceModelId: 'lilith' })).toBe('malifaux-2e/HO-1');
  });
});

const halberdZero = { ...model('q').actions[0], name: 'Quick Jab', ap: 0 };
