// malifaux-2e §10.1, §10.2, §13, §15, §16, §17 declared effects (rules/malifaux-2e.md; seed 1196-1226, 1391-1652):
// whole refusals (rule, section, message) and exact events of each effect kind, both sides of each bound (issue 15).
import type { SeatId } from '../../core/decider';
import type { EncounterEvent } from '../events';
import type { ModelDef } from './crew';
import { atActivation, guard, lilith, model, type Game } from '../testing/turns';
import type { Refusal } from '../testing/refusal';

const S13 = '§13 (seed 1391-1411, 1536-1538)';
const S165 = '§16.5 (seed 1540-1554)';
const S16 = '§16.1-§16.2 (seed 1492-1514, 1528-1530)';
const S102 = '§10.2 (seed 1216-1226)';
const S166 = '§16.6 (seed 1556-1560)';
const S101 = '§10.1 (seed 1196-1198)';
const S15 = '§15 (seed 1439-1484)';
const S172 = '§17.2 (seed 2191-2233)';

const refusal = (ruleId: string, section: string, message: string): Refusal => ({ ruleId, section, message });
/** A game with lilith (A, plus a2) against guard (B). */
const game = (): Game => atActivation([lilith, model('a2')], [guard]);
const declare = (g: Game, data: object, seat: SeatId | 'organiser' = 'A'): EncounterEvent[] => g.do(seat, 'DeclareEffect', { effectId: 'fx', ...data });
const refused = (g: Game, data: object, seat: SeatId | 'organiser' = 'A'): Refusal | undefined => g.refusal(seat, 'DeclareEffect', { effectId: 'fx', ...data });
/** The EffectDeclared record of `declare(g, {kind, ...detail})` by seat A. */
const declared = (kind: string, modelId: string | null, detail: Readonly<Record<string, unknown>>, seat: SeatId | null = 'A'): EncounterEvent => ({ type: 'EffectDeclared', data: { effectId: 'fx', seat, kind, modelId, detail } });
const cond = (name: string, value?: number) => (value === undefined ? { name } : { name, value });

describe('malifaux-2e declared effects: who declares, what is recorded', () => {
  it.each([
    ['A', 'A'],
    ['B', 'B'],
    ['organiser', null],
  ] as const)('malifaux-2e/BU-1 seat %p may declare an effect; the record names %p', (who, seat) => {
    const g = game();
    expect(declare(g, { kind: 'BURY', modelId: 'a2' }, who)).toStrictEqual([declared('BURY', 'a2', {}, seat), { type: 'ModelBuried', data: { modelId: 'a2', seat: 'A' } }]);
  });

  it('malifaux-2e/PU-1 the record keeps only the details given (an undefined one is left out)', () => {
    const g = game();
    expect(declare(g, { kind: 'PUSH', modelId: 'guard', inches: 2, stoppedBy: undefined, direction: undefined })).toStrictEqual([
      declared('PUSH', 'guard', { inches: 2 }),
      { type: 'ModelPushed', data: { modelId: 'guard', inches: 2, stoppedBy: null } },
    ]);
  });

  it.each([
    [2, []],
    [0, []],
  ])('malifaux-2e/MV-5 a fall of %p" deals nothing: no event at all, not even the record', (inches, events) => {
    const g = game();
    expect(declare(g, { kind: 'FALL', modelId: 'guard', inches })).toStrictEqual(events);
  });

  it.each([
    [36, 36],
    [2.5, 3],
  ])('malifaux-2e/MV-5 a fall of %p" is suffered as %p FALLING damage', (inches, amount) => {
    const g = atActivation([lilith], [model('guard', { wounds: 40 })]);
    expect(declare(g, { kind: 'FALL', modelId: 'guard', inches })).toStrictEqual([
      declared('FALL', 'guard', { inches }),
      { type: 'ModelDamaged', data: { modelId: 'guard', amount, source: 'FALLING', woundsAfter: 40 - amount } },
    ]);
  });
});

describe('malifaux-2e §16.1-§16.2 auras and pulses (AU-1, AU-3, PL-1)', () => {
  const via = (over: object = {}) => ({ kind: 'AURA', sourceModelId: 'lilith', range: 6, distance: 3, los: 'CLEAR', ...over });
  const fast = (modelId: string, v: object) => ({ kind: 'GAIN_CONDITION', modelId, condition: cond('Fast'), via: via(v) });
  it.each([
    ['AU-1 at 0" (base contact)', { distance: 0 }],
    ['AU-1 at exactly the range', { distance: 6 }],
    ['AU-1 a pulse at exactly its range', { kind: 'PULSE', distance: 6 }],
  ])('malifaux-2e/%s another model is affected', (_t, v) => {
    const g = game();
    const events = declare(g, fast('a2', v));
    expect(events[1]).toStrictEqual({ type: 'ConditionGained', data: { modelId: 'a2', name: 'FAST', value: null, total: null } });
    expect(events).toHaveLength(2);
  });

  it.each([
    ['AU-1 just over an aura’s range', { distance: 6.01 }, refusal('malifaux-2e/AU-1', S16, 'a2 is 6.01" from lilith, outside the 6" aura')],
    ['AU-1 just over a pulse’s range', { kind: 'PULSE', distance: 6.5 }, refusal('malifaux-2e/AU-1', S16, 'a2 is 6.5" from lilith, outside the 6" pulse')],
    ['AU-1 a negative distance', { distance: -0.5 }, refusal('malifaux-2e/AU-1', S16, 'a2 is -0.5" from lilith, outside the 6" aura')],
    ['AU-1 a distance that is no number', { distance: '3' }, refusal('malifaux-2e/AU-1', S16, 'a2 is 3" from lilith, outside the 6" aura')],
    ['AU-3 no LoS to an aura’s source', { los: 'NONE' }, refusal('malifaux-2e/AU-3', S16, "a2 has no LoS to lilith: its aura can't affect it")],
    ['AU-3 no LoS to a pulse’s source', { kind: 'PULSE', los: 'NONE' }, refusal('malifaux-2e/AU-3', S16, "a2 has no LoS to lilith: its pulse can't affect it")],
    ['AU-1 the source is no model', { sourceModelId: 'nobody' }, refusal('malifaux-2e/AU-1', S16, 'there is no model nobody in this encounter')],
  ])('malifaux-2e/%s is refused', (_t, v, r) => {
    expect(refused(game(), fast('a2', v))).toEqual(r);
  });

  it('malifaux-2e/PL-1 a pulse does not affect its source; malifaux-2e/AU-2 an aura does', () => {
    const g = game();
    expect(refused(g, fast('lilith', { kind: 'PULSE', distance: 0 }))).toEqual(refusal('malifaux-2e/PL-1', S16, 'a pulse does not affect its source'));
    expect(refused(g, fast('lilith', { distance: 0 }))).toBeUndefined();
  });

  it('malifaux-2e/AU-1 an aura of a model no longer in play affects nothing', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'lilith' });
    expect(refused(g, fast('a2', {}))).toEqual(refusal('malifaux-2e/AU-1', S16, 'lilith is not in play'));
  });
});

describe('malifaux-2e §17 Conditions gained and removed by card text (CO-1, CO-6)', () => {
  it('malifaux-2e/CO-1 the Condition must be named', () => {
    expect(refused(game(), { kind: 'GAIN_CONDITION', modelId: 'guard' })).toEqual(refusal('malifaux-2e/CO-1', '§17', 'name the Condition'));
  });

  it('malifaux-2e/BU-1 an effect on no model is refused under BU-1 §13', () => {
    expect(refused(game(), { kind: 'BURY' })).toEqual(refusal('malifaux-2e/BU-1', S13, 'there is no model  in this encounter'));
    expect(refused(game(), { kind: 'GAIN_CONDITION', modelId: 'x', condition: cond('Slow') })).toEqual(refusal('malifaux-2e/BU-1', S13, 'there is no model x in this encounter'));
  });

  it('malifaux-2e/BU-1 a buried model gains a Condition; a sacrificed one has left the game', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(declare(g, { kind: 'GAIN_CONDITION', modelId: 'a2', condition: cond('Burning', 2) })).toStrictEqual([
      declared('GAIN_CONDITION', 'a2', { condition: { name: 'Burning', value: 2 } }),
      { type: 'ConditionGained', data: { modelId: 'a2', name: 'BURNING', value: 2, total: 2 } },
    ]);
    declare(g, { kind: 'SACRIFICE', modelId: 'a2' });
    expect(refused(g, { kind: 'GAIN_CONDITION', modelId: 'a2', condition: cond('Slow') })).toEqual(refusal('malifaux-2e/BU-1', S13, 'a2 has left the game'));
  });

  it('malifaux-2e/CO-1 a Condition removed must be held', () => {
    const g = game();
    expect(refused(g, { kind: 'REMOVE_CONDITION', modelId: 'guard', condition: cond('Slow') })).toEqual(refusal('malifaux-2e/CO-1', '§17', 'guard has no SLOW'));
    expect(refused(g, { kind: 'REMOVE_CONDITION', modelId: 'guard' })).toEqual(refusal('malifaux-2e/CO-1', '§17', 'guard has no '));
    declare(g, { kind: 'GAIN_CONDITION', modelId: 'guard', condition: cond('Slow') });
    expect(declare(g, { kind: 'REMOVE_CONDITION', modelId: 'guard', condition: cond('slow') })).toStrictEqual([
      declared('REMOVE_CONDITION', 'guard', { condition: { name: 'slow' } }),
      { type: 'ConditionRemoved', data: { modelId: 'guard', name: 'SLOW', reason: 'declared effect' } },
    ]);
  });

  it.each([
    ['Distracted', 'DISTRACTED'],
    ['Cursed Object', 'CURSED_OBJECT'],
  ])('malifaux-2e/CO-6 %s is removed only by its own Interact', (name, norm) => {
    const g = game();
    declare(g, { kind: 'GAIN_CONDITION', modelId: 'guard', condition: cond(name) });
    expect(refused(g, { kind: 'REMOVE_CONDITION', modelId: 'guard', condition: cond(name) })).toEqual(refusal('malifaux-2e/CO-6', S172, `${norm} is removed only by its own Interact`));
  });
});

describe('malifaux-2e §13 bury, unbury, sacrifice (BU-1, BU-4, SA-1)', () => {
  it('malifaux-2e/BU-1 a buried model is not buried again', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(refused(g, { kind: 'BURY', modelId: 'a2' })).toEqual(refusal('malifaux-2e/BU-1', S13, 'a2 is not in play'));
  });

  it.each([
    [{}, false],
    [{ fits: true }, false],
    [{ fits: false }, true],
  ])('malifaux-2e/BU-4 unburied with %p: in its own Deployment Zone %p', (fits, zone) => {
    const g = game();
    expect(refused(g, { kind: 'UNBURY', modelId: 'a2' })).toEqual(refusal('malifaux-2e/BU-4', S13, 'a2 is not buried'));
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(declare(g, { kind: 'UNBURY', modelId: 'a2', ...fits })).toStrictEqual([declared('UNBURY', 'a2', fits), { type: 'ModelUnburied', data: { modelId: 'a2', seat: 'A', inOwnDeploymentZone: zone } }]);
  });

  it('malifaux-2e/SA-1 a buried model may be sacrificed; a sacrificed one not again', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(declare(g, { kind: 'SACRIFICE', modelId: 'a2' })).toStrictEqual([declared('SACRIFICE', 'a2', {}), { type: 'ModelSacrificed', data: { modelId: 'a2', seat: 'A', turn: 1 } }]);
    expect(refused(g, { kind: 'SACRIFICE', modelId: 'a2' })).toEqual(refusal('malifaux-2e/SA-1', S13, 'a2 has already left the game'));
  });
});

describe('malifaux-2e §10.2 pushes (PU-1..PU-3)', () => {
  it.each([0, 36])('malifaux-2e/PU-2 a push of %p" is taken', (inches) => {
    const g = game();
    expect(declare(g, { kind: 'PUSH', modelId: 'guard', inches })).toStrictEqual([declared('PUSH', 'guard', { inches }), { type: 'ModelPushed', data: { modelId: 'guard', inches, stoppedBy: null } }]);
  });

  it.each([-1, 36.5, '3', undefined])('malifaux-2e/PU-2 a push of %p" is refused', (inches) => {
    expect(refused(game(), { kind: 'PUSH', modelId: 'guard', inches })).toEqual(refusal('malifaux-2e/PU-2', S102, 'declare the distance pushed'));
  });

  it('malifaux-2e/PU-1 only a model in play is pushed', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(refused(g, { kind: 'PUSH', modelId: 'a2', inches: 1 })).toEqual(refusal('malifaux-2e/PU-1', S102, 'a2 is not in play'));
  });

  it.each([
    ['towards, exactly the distance', 'TOWARDS', 3, 3],
    ['towards, 0" to it', 'TOWARDS', 0, 0],
    ['towards, at the 72" bound', 'TOWARDS', 4, 72],
    ['away, further than the distance', 'AWAY', 5, 2],
  ] as const)('malifaux-2e/PU-3 a push %s is taken', (_t, kind, inches, distance) => {
    const g = game();
    const direction = { kind, of: 'lilith', distance };
    expect(declare(g, { kind: 'PUSH', modelId: 'guard', inches, direction })).toStrictEqual([
      declared('PUSH', 'guard', { inches, direction }),
      { type: 'ModelPushed', data: { modelId: 'guard', inches, stoppedBy: null, direction: { kind, of: 'lilith' } } },
    ]);
  });

  it.each([
    ['towards, just over the distance', { kind: 'TOWARDS', of: 'lilith', distance: 2.9 }, 'a push directly towards lilith ends in base contact with it: at most 2.9", not 3"'],
    ['at a negative distance', { kind: 'AWAY', of: 'lilith', distance: -1 }, 'declare the distance to what the push is measured from'],
    ['at a distance over 72"', { kind: 'AWAY', of: 'lilith', distance: 72.5 }, 'declare the distance to what the push is measured from'],
    ['at a distance that is no number', { kind: 'AWAY', of: 'lilith', distance: '5' }, 'declare the distance to what the push is measured from'],
    ['from itself', { kind: 'AWAY', of: 'guard', distance: 4 }, 'a model is not pushed towards or away from itself'],
    ['from nothing', { kind: 'AWAY', of: 'nowhere', distance: 4 }, 'nowhere is neither a model in play nor a marker'],
  ])('malifaux-2e/PU-3 a push %s is refused', (_t, direction, message) => {
    expect(refused(game(), { kind: 'PUSH', modelId: 'guard', inches: 3, direction })).toEqual(refusal('malifaux-2e/PU-3', S102, message));
  });

  it('malifaux-2e/PU-3 a marker on the table is something to push towards; another id is not', () => {
    const g = game();
    declare(g, { kind: 'PLACE_MARKER', marker: { kind: 'OTHER' } });
    expect(refused(g, { kind: 'PUSH', modelId: 'guard', inches: 1, direction: { kind: 'AWAY', of: 'nowhere', distance: 4 } })).toEqual(refusal('malifaux-2e/PU-3', S102, 'nowhere is neither a model in play nor a marker'));
    expect(refused(g, { kind: 'PUSH', modelId: 'guard', inches: 1, direction: { kind: 'TOWARDS', of: 'marker:fx', distance: 4 } })).toBeUndefined();
  });

  it('malifaux-2e/PU-3 a model buried is no longer something to push towards', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(refused(g, { kind: 'PUSH', modelId: 'guard', inches: 1, direction: { kind: 'AWAY', of: 'a2', distance: 4 } })).toEqual(refusal('malifaux-2e/PU-3', S102, 'a2 is neither a model in play nor a marker'));
  });
});

describe('malifaux-2e §16.6 placement (MV-7), §10.1 falling (MV-5)', () => {
  it.each([
    [{}, null],
    [{ inches: 0 }, 0],
    [{ inches: 72 }, 72],
  ])('malifaux-2e/MV-7 a placement %p is taken', (over, inches) => {
    const g = game();
    expect(declare(g, { kind: 'PLACE', modelId: 'guard', ...over })).toStrictEqual([declared('PLACE', 'guard', over), { type: 'ModelPlaced', data: { modelId: 'guard', inches } }]);
  });

  it.each([-1, 72.5, '3'])('malifaux-2e/MV-7 a placement %p" from where it stood is refused', (inches) => {
    expect(refused(game(), { kind: 'PLACE', modelId: 'guard', inches })).toEqual(refusal('malifaux-2e/MV-7', S166, 'the distance from where it stood is 0..72"'));
  });

  it('malifaux-2e/MV-7 a buried model is not placed', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(refused(g, { kind: 'PLACE', modelId: 'a2' })).toEqual(refusal('malifaux-2e/MV-7', S166, 'a2 is not in play (a buried model is unburied, BU-4)'));
  });

  it.each([-1, 36.5, '3'])('malifaux-2e/MV-5 a fall of %p" is refused', (inches) => {
    expect(refused(game(), { kind: 'FALL', modelId: 'guard', inches })).toEqual(refusal('malifaux-2e/MV-5', S101, 'declare the height fallen (inches)'));
  });

  it('malifaux-2e/MV-5 a buried model does not fall', () => {
    const g = game();
    declare(g, { kind: 'BURY', modelId: 'a2' });
    expect(refused(g, { kind: 'FALL', modelId: 'a2', inches: 3 })).toEqual(refusal('malifaux-2e/MV-5', S101, 'a2 is not in play'));
  });
});

describe('malifaux-2e §15 markers (MK-1)', () => {
  it('malifaux-2e/MK-1 a marker placed is described; one removed must exist among several', () => {
    const g = game();
    expect(refused(g, { kind: 'PLACE_MARKER' })).toEqual(refusal('malifaux-2e/MK-1', S15, 'describe the marker'));
    expect(declare(g, { kind: 'PLACE_MARKER', marker: { kind: 'SCHEME', seat: 'A' }, byModelId: 'lilith' })).toStrictEqual([
      declared('PLACE_MARKER', null, { marker: { kind: 'SCHEME', seat: 'A' }, byModelId: 'lilith' }),
      { type: 'MarkerPlaced', data: { id: 'marker:fx', kind: 'SCHEME', seat: 'A', droppedBy: 'lilith' } },
    ]);
    g.do('A', 'DeclareEffect', { effectId: 'fx2', kind: 'PLACE_MARKER', marker: { kind: 'OTHER' } });
    expect(refused(g, { kind: 'REMOVE_MARKER', markerId: 'nope' })).toEqual(refusal('malifaux-2e/MK-1', S15, 'there is no marker nope'));
    expect(declare(g, { kind: 'REMOVE_MARKER', markerId: 'marker:fx2' })).toStrictEqual([
      declared('REMOVE_MARKER', null, { markerId: 'marker:fx2' }),
      { type: 'MarkerRemoved', data: { markerId: 'marker:fx2', byModelId: null } },
    ]);
  });
});

describe('malifaux-2e §16.5 summoning (SU-1..SU-7)', () => {
  const imp = (id: string, characteristics: string[] = ['Rare 2']) => model(id, { name: 'Imp', characteristics });
  const summon = (summonDef: object, by = 'lilith') => ({ kind: 'SUMMON', byModelId: by, summon: summonDef });
  const summoned = (def: ModelDef): EncounterEvent[] => [
    declared('SUMMON', null, { byModelId: 'lilith', summon: def }),
    { type: 'ModelSummoned', data: { seat: 'A', byModelId: 'lilith', model: def, turn: 1 } },
    { type: 'ConditionGained', data: { modelId: def.id, name: 'SLOW', value: null, total: null } },
  ];

  it('malifaux-2e/SU-3 the summoning model must be given and in play', () => {
    const g = game();
    expect(refused(g, { kind: 'SUMMON', summon: imp('i1') })).toEqual(refusal('malifaux-2e/SU-3', S165, 'there is no model  in this encounter'));
    declare(g, { kind: 'BURY', modelId: 'lilith' });
    expect(refused(g, summon(imp('i1')))).toEqual(refusal('malifaux-2e/SU-3', S165, 'the summoning model must be in play'));
  });

  it('malifaux-2e/SU-1 the summoned model is given and placeable; malifaux-2e/SU-5 it has no Upgrades', () => {
    const g = game();
    expect(refused(g, { kind: 'SUMMON', byModelId: 'lilith' })).toEqual(refusal('malifaux-2e/SU-1', S165, 'give the summoned model'));
    expect(refused(g, { ...summon(imp('i1')), fits: false })).toEqual(refusal('malifaux-2e/SU-1', S165, 'a model that can’t be placed (in range and LoS) is not summoned: the summon fails'));
    expect(refused(g, summon({ ...imp('i1'), upgrades: [{ name: 'U', cost: 1 }] }))).toEqual(refusal('malifaux-2e/SU-5', S165, 'summoned models arrive without Upgrades'));
  });

  it('malifaux-2e/SU-2 Rare counts the summoner’s crew only, sacrificed models left out', () => {
    const g = atActivation([lilith, imp('i1'), imp('i2')], [imp('b1'), imp('b2')]);
    expect(refused(g, summon(imp('i3')))).toEqual(refusal('malifaux-2e/SU-2', S165, 'Rare 2: the crew already has 2 Imp'));
    declare(g, { kind: 'SACRIFICE', modelId: 'i2' });
    expect(declare(g, summon(imp('i3')))).toStrictEqual(summoned(imp('i3')));
    // The opponent's two Imps don't count against A's Rare 2 (i1 and i3 do).
    expect(refused(g, summon(imp('i4')))).toEqual(refusal('malifaux-2e/SU-2', S165, 'Rare 2: the crew already has 2 Imp'));
  });

  it('malifaux-2e/SU-2 the opponent’s Rare models don’t count', () => {
    const g = atActivation([lilith], [imp('b1'), imp('b2')]);
    expect(declare(g, summon(imp('i1')))).toStrictEqual(summoned(imp('i1')));
  });

  it.each([
    ['a Totem beside the crew’s Totem', ['Living', 'Totem'], ['Totem'], false],
    ['a " Totem" (spaces trimmed) beside the crew’s Totem', [' Totem'], ['Totem'], false],
    ['a Totem beside a Living Totem', ['Totem'], ['Living Totem'], true],
    ['an Antitotem beside the crew’s Totem', ['Antitotem'], ['Totem'], true],
  ])('malifaux-2e/SU-7 summoning %s', (_t, ch, crewCh, taken) => {
    const g = atActivation([lilith, model('t1', { characteristics: crewCh })], [model('bt', { characteristics: ['Totem'] })]);
    const r = refused(g, summon(model('t2', { characteristics: ch })));
    expect(r).toEqual(taken ? undefined : refusal('malifaux-2e/SU-7', S165, 'a crew has at most one Totem'));
  });

  it('malifaux-2e/SU-7 the opponent’s Totem does not count', () => {
    const g = atActivation([lilith], [model('bt', { characteristics: ['Totem'] })]);
    expect(refused(g, summon(model('t2', { characteristics: ['Totem'] })))).toBeUndefined();
  });
});
