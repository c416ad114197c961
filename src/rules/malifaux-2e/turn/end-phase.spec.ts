// malifaux-2e §6.5 End Phase and §17 Conditions (rules/malifaux-2e.md; seed 899-915, 1564-1652, 2431-2444): EP-1..EP-3, CO-1..CO-9, GT-3, TV-08, DV-09, DV-21, TV-16
import { stacked } from '../testing/fixtures';
import { allActivated, atActivation, guard, lilith, model, type Game } from '../testing/turns';
import { encounterContinues } from './end-phase';

const gain = (g: Game, modelId: string, name: string, value?: number) =>
  g.do('organiser', 'DeclareEffect', { effectId: `${modelId}-${name}-${g.events.length}`, kind: 'GAIN_CONDITION', modelId, condition: { name, value } }).filter((e) => e.type !== 'EffectDeclared');

describe('malifaux-2e §6.5 End Phase', () => {
  it('malifaux-2e/EP-1 the End Phase comes only once every model has Activated', () => {
    const g = atActivation([lilith], [guard]);
    expect(g.refused('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' })).toBe('malifaux-2e/EP-1');
    allActivated(g);
    expect(g.refused('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' })).toBeNull();
  });

  it.each([
    ['Poison +3: 1 damage, then Poison +2', [['POISON', 3]], 1, { POISON: 2 }],
    ['Burning +3: 3 damage, then removed', [['BURNING', 3]], 3, {}],
    ['Poison +1 on a model with Armor +2: 1 damage (can’t be reduced), then removed', [['POISON', 1], ['ARMOR', 2]], 1, {}],
    ['Focused +1 (no stated duration) is removed without damage', [['FOCUSED', 1]], 0, {}],
    ['Distracted lasts the rest of the game', [['DISTRACTED', undefined]], 0, { DISTRACTED: null }],
  ])('malifaux-2e/EP-1 malifaux-2e/CO-6 malifaux-2e/DV-21 Upkeep: %s', (_c, conditions, damage, after) => {
    const g = atActivation([lilith], [guard]);
    for (const [n, v] of conditions as [string, number | undefined][]) gain(g, 'guard', n, v);
    allActivated(g);
    g.do('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
    expect(g.model('guard').wounds).toBe(7 - damage);
    expect(g.model('guard').conditions).toEqual(after);
  });

  it('malifaux-2e/CO-9 malifaux-2e/BU-2 malifaux-2e/GT-3 buried models burn too, the First Player’s models first; malifaux-2e/BU-5 malifaux-2e/MK-6 killed in Upkeep while buried: no marker', () => {
    const g = atActivation([model('a1', { wounds: 2 })], [model('b1', { wounds: 2 })], { first: 'B' });
    gain(g, 'a1', 'BURNING', 2);
    gain(g, 'b1', 'BURNING', 1);
    g.do('organiser', 'DeclareEffect', { effectId: 'bury', kind: 'BURY', modelId: 'a1' });
    allActivated(g);
    const ev = g.do('B', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
    expect(ev.find((e) => e.type === 'UpkeepResolved')!.data).toMatchObject({ order: ['b1', 'a1'] });
    expect(ev.filter((e) => e.type === 'ModelDamaged').map((e) => (e.data as { modelId: string }).modelId)).toEqual(['b1', 'a1']);
    expect(ev.find((e) => e.type === 'ModelKilled')!.data).toMatchObject({ modelId: 'a1', buried: true, marker: null });
    expect(g.model('b1').wounds).toBe(1);
  });

  it('malifaux-2e/EP-2 the Earn VP step follows Upkeep (A-1), then the Turn ends and the next Draw Phase is due', () => {
    const g = atActivation([lilith], [guard]);
    allActivated(g);
    const ev = g.do('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
    expect(ev.map((e) => e.type)).toEqual(['UpkeepResolved', 'VictoryPointsStep', 'TurnEnded']);
    expect(g.state.table!.phase).toBe('SETUP');
    expect(g.refused('A', 'ActivateModel', { modelId: 'lilith' })).toBe('malifaux-2e/AC-1');
    expect(g.refused('A', 'BeginDrawPhase', {})).toBeNull();
  });

  it.each([
    [5, 'RAM-10', true],
    [5, 'RAM-09', false],
    [6, 'RAM-11', true],
    [6, 'RAM-10', false],
    [7, 'RAM-12', true],
    [7, 'RAM-11', false],
    [8, 'RAM-13', true],
    [9, 'RAM-13', false],
    [9, 'RJ', true],
    [10, 'RJ', false],
    [5, 'BJ', false],
  ])('malifaux-2e/EP-3 malifaux-2e/TV-08 malifaux-2e/DV-09 Turn %p, card %p → continues %p', (turn, card, continues) => {
    expect(encounterContinues(turn, card).continues).toBe(continues);
  });

  it('malifaux-2e/EP-3 from Turn 5 the First Player flips after Upkeep and the encounter ends below the threshold; before Turn 5 nobody flips', () => {
    const play = (turn: number, card: string) => {
      const g = atActivation([lilith], [guard], { decks: [stacked(card), stacked()], first: 'A' });
      g.events = g.events.map((e) => (e.type === 'DrawPhaseBegun' ? { ...e, data: { ...e.data, turn } } : e));
      allActivated(g);
      return { g, ev: g.do('A', 'ResolveEndPhase', { flipId: 'f', now: '2026-01-01T03:00:00Z' }) };
    };
    const end = play(5, 'RAM-09');
    expect(end.ev.find((e) => e.type === 'EncounterEndFlipped')!.data).toMatchObject({ seat: 'A', card: 'RAM-09', threshold: 10, continues: false });
    expect(end.g.state.status).toBe('ended');
    const goOn = play(5, 'RAM-10');
    expect(goOn.g.state.status).toBe('active');
    expect(goOn.g.state.seats.A!.discard).toEqual(['RAM-10']);
    expect(play(4, 'RAM-01').ev.map((e) => e.type)).not.toContain('EncounterEndFlipped');
  });
});

describe('malifaux-2e §17 Conditions', () => {
  it('malifaux-2e/CO-1 same name with values merge (Burning +1 +2 = +3); a valueless one held again is ignored; malifaux-2e/CO-4 different names all apply', () => {
    const g = atActivation([lilith], [guard]);
    gain(g, 'guard', 'Burning', 1);
    gain(g, 'guard', 'Burning', 2);
    expect(gain(g, 'guard', 'Slow')).toHaveLength(1);
    expect(gain(g, 'guard', 'Slow')).toEqual([]);
    gain(g, 'guard', 'Poison', 1);
    expect(g.model('guard').conditions).toEqual({ BURNING: 3, SLOW: null, POISON: 1 });
    expect(g.refused('organiser', 'DeclareEffect', { effectId: 'x', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'Burning' } })).toBe('malifaux-2e/CO-1');
  });

  it('malifaux-2e/CO-2 a valueless Condition named like an Ability the model has is not gained; malifaux-2e/AA-2 malifaux-2e/CO-7 a model immune to a Condition never gains it', () => {
    const g = atActivation([model('inc', { abilities: [{ keyword: 'INCORPOREAL' }], immuneTo: ['Paralyzed'] })], [guard]);
    expect(gain(g, 'inc', 'Incorporeal')).toEqual([]);
    expect(gain(g, 'inc', 'Paralyzed')).toEqual([]);
    expect(gain(g, 'guard', 'Incorporeal')).toHaveLength(1);
  });

  it('malifaux-2e/CO-8 Fast, Slow and Paralyzed end with the model’s own Activation, not the Turn; gained after it activated, they carry into the next Turn', () => {
    const g = atActivation([model('a1'), model('a2')], [guard]);
    gain(g, 'a1', 'Fast');
    g.do('A', 'ActivateModel', { modelId: 'a1' });
    expect(g.state.table!.activation!.current!.ap).toBe(3);
    g.do('A', 'EndActivation', { modelId: 'a1' });
    expect(g.model('a1').conditions.FAST).toBeUndefined();
    gain(g, 'a1', 'Slow');
    allActivated(g);
    g.do('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
    expect(g.model('a1').conditions.SLOW).toBeNull();
  });

  it('malifaux-2e/CO-1 Fast and Slow cancel: gaining one while holding the other removes both (DV-20)', () => {
    const g = atActivation([lilith], [guard]);
    gain(g, 'guard', 'Slow');
    const ev = gain(g, 'guard', 'Fast');
    expect(ev.map((e) => e.type)).toEqual(['ConditionRemoved']);
    expect(g.model('guard').conditions).toEqual({});
  });

  it('malifaux-2e/CO-6 Defensive ends at the start of the model’s next Activation; Distracted is not removed by a declared effect', () => {
    const g = atActivation([lilith], [guard]);
    gain(g, 'lilith', 'Defensive', 2);
    gain(g, 'lilith', 'Distracted');
    expect(g.refused('A', 'DeclareEffect', { effectId: 'r', kind: 'REMOVE_CONDITION', modelId: 'lilith', condition: { name: 'Distracted' } })).toBe('malifaux-2e/CO-6');
    const ev = g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(ev[0]).toMatchObject({ type: 'ConditionRemoved', data: { name: 'DEFENSIVE' } });
  });

  it('malifaux-2e/CO-6 Distracted lasts the game and is removed only by a (2) Interact', () => {
    const g = atActivation([lilith], [guard]);
    gain(g, 'lilith', 'Distracted');
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    expect(g.refused('A', 'TakeAction', { actionId: 'i1', modelId: 'lilith', action: 'Interact', interact: 'REMOVE_DISTRACTED', ap: 1 })).toBe('malifaux-2e/AP-5');
    g.do('A', 'TakeAction', { actionId: 'i2', modelId: 'lilith', action: 'Interact', interact: 'REMOVE_DISTRACTED', ap: 2 });
    expect(g.model('lilith').conditions).toEqual({});
    expect(g.refused('A', 'TakeAction', { actionId: 'i3', modelId: 'lilith', action: 'Interact', interact: 'REMOVE_DISTRACTED', ap: 2 })).toBe('malifaux-2e/CO-6');
  });

  it.each([
    ['RAM-07', {}],
    ['RAM-06', { CURSED_OBJECT: null }],
  ])('malifaux-2e/CO-6 Cursed Object: a (1) Interact for a TN 12 Wk duel (Wk 5 + %p) removes it on success only', (card, after) => {
    const g = atActivation([lilith], [guard], { decks: [stacked(card), stacked()] });
    gain(g, 'lilith', 'Cursed Object');
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    const ev = g.do('A', 'TakeAction', { actionId: 'co', modelId: 'lilith', action: 'Interact', interact: 'CURSED_OBJECT', ap: 1 });
    expect(ev.find((e) => e.type === 'DuelStarted')!.data).toMatchObject({ kind: 'SIMPLE', action: { tn: 12 }, sides: [{ participant: { stat: { name: 'Wk', value: 5 } } }] });
    g.do('A', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'A' } } });
    expect(g.model('lilith').conditions).toEqual(after);
  });

  it('malifaux-2e/TV-16 Burning in Upkeep is reduced by Armor to a minimum of 1; Poison is not', () => {
    const armored = model('knight', { abilities: [{ keyword: 'ARMOR', value: 2 }] });
    const g = atActivation([lilith], [armored]);
    gain(g, 'knight', 'Burning', 1);
    allActivated(g);
    g.do('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
    expect(g.model('knight').wounds).toBe(6);
  });

  it('malifaux-2e/CO-9 Burning +5 in Upkeep on a 3-Wound Hard to Kill model leaves it at 1 (Hard to Kill after Armor); Poison on its last Wound kills (Hard to Kill needs 2)', () => {
    const tough = (id: string) => model(id, { wounds: 3, abilities: [{ keyword: 'HARD_TO_KILL' }] });
    const g = atActivation([lilith], [tough('burnt'), tough('poisoned')]);
    gain(g, 'burnt', 'Burning', 5);
    g.events.push({ type: 'ModelDamaged', data: { modelId: 'poisoned', amount: 2, source: 'test', woundsAfter: 1 } });
    gain(g, 'poisoned', 'Poison', 1);
    allActivated(g);
    g.do('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
    expect([g.model('burnt').wounds, g.model('burnt').status, g.model('poisoned').status]).toEqual([1, 'IN_PLAY', 'KILLED']);
  });

  it('malifaux-2e/CO-2 a Condition stacks with an Ability of the same name when both have values (Armor +1 ability, Armor +1 Condition = 2)', () => {
    const g = atActivation([lilith], [model('knight', { abilities: [{ keyword: 'ARMOR', value: 1 }] })]);
    expect(gain(g, 'knight', 'Armor', 1)).toHaveLength(1);
    gain(g, 'knight', 'Burning', 4);
    allActivated(g);
    g.do('A', 'ResolveEndPhase', { flipId: 'f', now: 'n' });
    expect(g.model('knight').wounds).toBe(7 - 2);
  });
});
