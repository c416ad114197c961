// malifaux-2e §10.2, §13, §15, §16 declared effects, kills and markers; declared facts and disputes (rules/malifaux-2e.md; seed 1216-1226, 1391-1561; DESIGN.md "Declared facts")
import { stacked } from '../testing/fixtures';
import { atActivation, flipDuel, guard, lilith, model, type Game } from '../testing/turns';

/** The effect's own events (after the EffectDeclared record). */
const effect = (g: Game, kind: string, data: object = {}) => g.do('A', 'DeclareEffect', { effectId: `${kind}-${g.events.length}`, kind, ...data }).filter((e) => e.type !== 'EffectDeclared');
const tryEffect = (g: Game, kind: string, data: object = {}) => g.refused('A', 'DeclareEffect', { effectId: `${kind}-${g.events.length}`, kind, ...data });
const near = { distances: { guard: 1 }, los: { guard: 'CLEAR' } };

/** Lilith hits the guard (wounds 1) for Severe 5: killed. */
function kill(characteristics: string[]) {
  const g = atActivation([lilith], [model('guard', { wounds: 1, characteristics }), model('b2')], { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  g.do('A', 'TakeAction', { actionId: 'gs', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: near });
  flipDuel(g, 'A');
  g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
  return { g, ev: flipDuel(g, 'A') };
}

describe('malifaux-2e §13 buried, sacrificed, killed; §15 markers', () => {
  it.each([
    ['Living', 'CORPSE'],
    ['Undead', 'CORPSE'],
    ['Construct', 'SCRAP'],
    ['Beast', null],
  ])('malifaux-2e/DM-1 malifaux-2e/MK-2 malifaux-2e/MK-3 a %s model killed by an Attack drops %p, credited to the attacker', (ch, marker) => {
    const { g, ev } = kill([ch]);
    expect(ev.find((e) => e.type === 'ModelKilled')!.data).toEqual({ modelId: 'guard', seat: 'B', byModelId: 'lilith', bySeat: 'A', turn: 1, marker, buried: false });
    expect(g.state.table!.markers.map((m) => m.kind)).toEqual(marker ? [marker] : []);
    expect(g.refused('A', 'TakeAction', { actionId: 'again', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: near })).toBe('malifaux-2e/BU-1');
  });

  it('malifaux-2e/MK-5 players may agree to skip Corpse and Scrap Markers (option dropCorpseScrap: false)', () => {
    const g = atActivation([lilith], [model('guard', { wounds: 1 }), model('b2')], { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
    g.events = g.events.map((e) => (e.type === 'EncounterCreated' ? { ...e, data: { ...e.data, options: { ...e.data.options, dropCorpseScrap: false } } } : e));
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', { actionId: 'gs', modelId: 'lilith', action: 'Greatsword', targets: ['guard'], facts: near });
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    const ev = flipDuel(g, 'A');
    expect(ev.find((e) => e.type === 'ModelKilled')!.data).toMatchObject({ marker: null });
    expect(g.state.table!.markers).toEqual([]);
  });

  it('malifaux-2e/MK-4 a Living Construct drops one marker only', () => {
    const { g } = kill(['Living', 'Construct']);
    expect(g.state.table!.markers).toHaveLength(1);
  });

  it('malifaux-2e/BU-1 a buried model can’t Activate and is no target; malifaux-2e/BU-4 unburied it can; malifaux-2e/BU-3 buried during its own Activation ends it', () => {
    const g = atActivation([lilith, model('a2')], [guard]);
    effect(g, 'BURY', { modelId: 'a2' });
    expect(g.state.table!.models.a2.status).toBe('BURIED');
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    expect(g.refused('B', 'TakeAction', { actionId: 'h', modelId: 'guard', action: 'Halberd', targets: ['a2'], facts: { distances: { a2: 1 }, los: { a2: 'CLEAR' } } })).toBe('malifaux-2e/BU-1');
    const ended = g.do('B', 'EndActivation', { modelId: 'guard' });
    // A's only model left to activate is buried: the phase is over (AC-3).
    expect(ended.map((e) => e.type)).toContain('ActivationPhaseEnded');
    expect(tryEffect(g, 'UNBURY', { modelId: 'lilith' })).toBe('malifaux-2e/BU-4');
    const un = effect(g, 'UNBURY', { modelId: 'a2', fits: false });
    expect(un[0].data).toMatchObject({ inOwnDeploymentZone: true });
    expect(g.state.table!.models.a2.status).toBe('IN_PLAY');
  });

  it('malifaux-2e/SA-1 malifaux-2e/MK-6 a sacrificed model is not killed and drops no marker; twice is refused', () => {
    const g = atActivation([lilith], [guard]);
    const ev = effect(g, 'SACRIFICE', { modelId: 'guard' });
    expect(ev.map((e) => e.type)).toEqual(['ModelSacrificed']);
    expect(g.state.table!.markers).toEqual([]);
    expect(tryEffect(g, 'SACRIFICE', { modelId: 'guard' })).toBe('malifaux-2e/SA-1');
  });

  it('malifaux-2e/PU-1 malifaux-2e/PU-2 malifaux-2e/PU-4 malifaux-2e/TV-12 a push is recorded with its distance and what stopped it; it is not a Walk (no AP)', () => {
    const g = atActivation([lilith], [guard]);
    const ev = effect(g, 'PUSH', { modelId: 'guard', inches: 1.5, stoppedBy: 'boulder' });
    expect(ev[0].data).toEqual({ modelId: 'guard', inches: 1.5, stoppedBy: 'boulder' });
    expect(tryEffect(g, 'PUSH', { modelId: 'guard' })).toBe('malifaux-2e/PU-2');
  });

  it.each([
    [4, 4],
    [3, 3],
    [2.0, 0],
    [2.1, 3],
    [2.5, 3],
  ])('malifaux-2e/MV-5 malifaux-2e/TV-10 malifaux-2e/DV-22 a fall of %p" deals %p damage', (inches, damage) => {
    const g = atActivation([lilith], [guard]);
    effect(g, 'FALL', { modelId: 'guard', inches });
    expect(g.model('guard').wounds).toBe(7 - damage);
  });

  it.each([
    ['Armor +1, 4"', [{ keyword: 'ARMOR' as const, value: 1 }], 7, 4, 7 - 3],
    ['Armor +3, 3" (a minimum of 1)', [{ keyword: 'ARMOR' as const, value: 3 }], 7, 3, 7 - 1],
    ['Hard to Kill on 3 Wounds, 6"', [{ keyword: 'HARD_TO_KILL' as const }], 3, 6, 1],
  ])('malifaux-2e/MV-5 falling damage is suffered like any damage: %s', (_w, abilities, wounds, inches, after) => {
    const g = atActivation([lilith], [model('guard', { wounds, abilities })]);
    effect(g, 'FALL', { modelId: 'guard', inches });
    expect(g.model('guard').wounds).toBe(after);
  });

  it('malifaux-2e/MV-5 a fall that takes the last Wounds kills (DM-1)', () => {
    const g = atActivation([lilith], [model('guard', { wounds: 3 })]);
    const ev = effect(g, 'FALL', { modelId: 'guard', inches: 4 });
    expect(ev.map((e) => e.type)).toEqual(['ModelDamaged', 'ModelKilled']);
    expect(tryEffect(g, 'FALL', { modelId: 'guard', inches: 4 })).toBe('malifaux-2e/MV-5');
  });

  it('malifaux-2e/MK-1 a marker removed must exist', () => {
    const g = atActivation([lilith], [guard]);
    effect(g, 'PLACE_MARKER', { marker: { kind: 'OTHER' } });
    expect(tryEffect(g, 'REMOVE_MARKER', { markerId: 'nope' })).toBe('malifaux-2e/MK-1');
    expect(tryEffect(g, 'REMOVE_MARKER', { markerId: g.state.table!.markers[0].id })).toBeNull();
  });
});

describe('malifaux-2e §16.1-§16.2 auras and pulses on declared effects', () => {
  // TV-26 (seed 1502-1504): Made an Example: other friendly models within a 6" aura get +1 Wp (as a Condition here).
  const via = (over: object = {}) => ({ kind: 'AURA', sourceModelId: 'lilith', range: 6, distance: 5.5, los: 'CLEAR', ...over });
  const example = (g: Game, modelId: string, v: object) => tryEffect(g, 'GAIN_CONDITION', { modelId, condition: { name: 'Made an Example', value: 1 }, via: via(v) });
  it.each([
    ['AU-1 a friendly model at 5.5" with LoS is affected (TV-26)', 'a2', {}, null],
    ['AU-1 a model at 6.5" is outside a 6" aura', 'a2', { distance: 6.5 }, 'malifaux-2e/AU-1'],
    ['AU-3 without LoS to the source, no bonus (TV-26)', 'a2', { los: 'NONE' }, 'malifaux-2e/AU-3'],
    ['AU-2 (malifaux-2e/AU-2) an aura affects its source too, unless the text narrows it', 'lilith', { distance: 0, los: 'NONE' }, null],
    ['PL-1 a pulse never affects its source', 'lilith', { kind: 'PULSE', distance: 0 }, 'malifaux-2e/PL-1'],
    ['AU-1 the source must be a model in play', 'a2', { sourceModelId: 'nobody' }, 'malifaux-2e/AU-1'],
  ])('malifaux-2e/%s', (_c, modelId, v, rule) => {
    const g = atActivation([lilith, model('a2')], [guard]);
    expect(example(g, modelId, v)).toBe(rule);
  });
});

describe('malifaux-2e §16.5 summoning', () => {
  const imp = (id: string) => model(id, { name: 'Imp', characteristics: ['Rare 2'] });
  it('malifaux-2e/SU-3 malifaux-2e/SU-4 the summoned model joins the acting model’s crew with Slow and can’t Interact this Turn', () => {
    const g = atActivation([lilith], [guard]);
    effect(g, 'SUMMON', { byModelId: 'lilith', summon: imp('i1') });
    expect(g.state.table!.models.i1).toMatchObject({ seat: 'A', conditions: { SLOW: null }, summonedTurn: 1 });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'EndActivation', { modelId: 'guard' });
    g.do('A', 'ActivateModel', { modelId: 'i1' });
    expect(g.state.table!.activation!.current!.ap).toBe(1);
    expect(g.refused('A', 'TakeAction', { actionId: 'i', modelId: 'i1', action: 'Interact' })).toBe('malifaux-2e/SU-4');
  });

  it('malifaux-2e/SU-1 malifaux-2e/SU-2 malifaux-2e/SU-7 a summon that can’t be placed, over Rare, or a second Totem fails', () => {
    const g = atActivation([lilith, model('t1', { characteristics: ['Totem'] })], [guard]);
    expect(tryEffect(g, 'SUMMON', { byModelId: 'lilith', summon: imp('i1'), fits: false })).toBe('malifaux-2e/SU-1');
    effect(g, 'SUMMON', { byModelId: 'lilith', summon: imp('i1') });
    effect(g, 'SUMMON', { byModelId: 'lilith', summon: imp('i2') });
    expect(tryEffect(g, 'SUMMON', { byModelId: 'lilith', summon: imp('i3') })).toBe('malifaux-2e/SU-2');
    expect(tryEffect(g, 'SUMMON', { byModelId: 'lilith', summon: model('t2', { characteristics: ['Totem'] }) })).toBe('malifaux-2e/SU-7');
  });
});

describe('declared facts and disputes (DESIGN.md)', () => {
  const walked = () => {
    const g = atActivation([lilith], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', { actionId: 'w', modelId: 'lilith', action: 'Walk', facts: { moved: 5 } });
    return g;
  };
  it('malifaux-2e/ME-1 the opponent disputes a declared distance; the declaring seat concedes or the organiser rules', () => {
    const g = walked();
    expect(g.state.table!.facts.w).toEqual({ seat: 'A', facts: { moved: 5 } });
    expect(g.refused('A', 'DisputeFact', { actionId: 'w', fact: 'moved', reason: 'mine' })).toBe('malifaux-2e/ME-1');
    expect(g.refused('B', 'DisputeFact', { actionId: 'w', fact: 'los', reason: 'x' })).toBe('malifaux-2e/ME-1');
    g.do('B', 'DisputeFact', { actionId: 'w', fact: 'moved', reason: 'it was 6"' });
    expect(g.refused('B', 'ResolveDispute', { actionId: 'w', fact: 'moved', ruling: 'OVERTURNED' })).toBe('malifaux-2e/ME-1');
    g.do('A', 'ResolveDispute', { actionId: 'w', fact: 'moved', ruling: 'OVERTURNED' });
    expect(g.state.table!.disputes).toEqual([{ actionId: 'w', fact: 'moved', by: 'B', reason: 'it was 6"', ruling: 'OVERTURNED', resolvedBy: 'AGREEMENT' }]);
    // A declared effect is recorded like an Action's facts: the other seat may dispute it.
    const g3 = walked();
    g3.do('A', 'DeclareEffect', { effectId: 'fx', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'Slow' } });
    expect(g3.state.table!.facts.fx).toEqual({ seat: 'A', facts: { effect: { kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'Slow' } } } });
    g3.do('B', 'DisputeFact', { actionId: 'fx', fact: 'effect', reason: 'the trigger’s suit was not there' });
    expect(g3.state.table!.disputes[0]).toMatchObject({ actionId: 'fx', ruling: 'OPEN' });
    const g2 = walked();
    g2.do('B', 'DisputeFact', { actionId: 'w', fact: 'moved', reason: 'x' });
    g2.do('organiser', 'ResolveDispute', { actionId: 'w', fact: 'moved', ruling: 'UPHELD' });
    expect(g2.state.table!.disputes[0]).toMatchObject({ ruling: 'UPHELD', resolvedBy: 'ORGANISER' });
  });
});
