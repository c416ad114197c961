// malifaux-2e §4, §12, §14, §16.3 duels on the table's models (rules/malifaux-2e.md; seed 603-796, 1312-1388, 1415-1437,
// 1506-1532): what table-duels.ts adds to a duel decision when crews are hired - Armor and Hard to Kill from the card and
// the Conditions (TV-16, GT-1), the "when damaging" Triggers of the Action (DM-3, TR-7), the Blast targets (BL-1, BL-3),
// the Horror Duel on the card's Wp (HO-1, HO-3), a hit's Conditions and the exact refusals (issue 15).
import type { EncounterEvent } from '../events';
import { stacked } from '../testing/fixtures';
import { atActivation, created, flipDuel, greatsword, guard, halberd, lilith, model, pistol, type Game } from '../testing/turns';
import type { ActionDef, ModelDef } from './crew';
import { armorOf } from './table-duels';

const refusal = (id: string, section: string, message: string) => ({ ruleId: `malifaux-2e/${id}`, section, message });
const near = (id: string) => ({ distances: { [id]: 1 }, los: { [id]: 'CLEAR' } });
const duel = (g: Game, seat: 'A' | 'B', command: object): EncounterEvent[] => g.do(seat, 'DuelDecision', { command });
const duelRefusal = (g: Game, seat: 'A' | 'B', command: object) => g.refusal(seat, 'DuelDecision', { command });
const flipOf = (g: Game) => (g.state.duel.status === 'FLIPPING' ? g.state.duel.flip : null);

describe('malifaux-2e §12 Armor and Hard to Kill from the card (armorOf)', () => {
  const on = (def: ModelDef, armor?: number) => {
    const m = atActivation([def], [model('b1')]).model(def.id);
    return armor === undefined ? m : { ...m, conditions: { ...m.conditions, ARMOR: armor } };
  };
  it('malifaux-2e/TV-16 Armor +N of the Ability and of the Condition are added: one reduction of N, minimum 1', () => {
    expect(armorOf(on(model('k', { abilities: [{ keyword: 'ARMOR', value: 2 }] }), 1))).toEqual({ reduce: [{ amount: 3, minimum: 1 }] });
    expect(armorOf(on(model('k'), 1))).toEqual({ reduce: [{ amount: 1, minimum: 1 }] });
  });
  it('malifaux-2e/TV-16 malifaux-2e/GT-1 no Armor: no reduction at all; Hard to Kill is kept either way', () => {
    expect(armorOf(on(model('k')))).toEqual({});
    expect(armorOf(on(model('k', { abilities: [{ keyword: 'HARD_TO_KILL' }] })))).toEqual({ hardToKill: true });
    expect(armorOf(on(model('k', { abilities: [{ keyword: 'HARD_TO_KILL' }, { keyword: 'ARMOR', value: 1 }] })))).toEqual({ reduce: [{ amount: 1, minimum: 1 }], hardToKill: true });
  });
});

describe('malifaux-2e §4.3 no free duel with crews hired', () => {
  it('malifaux-2e/DU-S4 a StartDuel is refused whole: duels come from Actions', () => {
    const g = atActivation([lilith], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    const start = { type: 'StartDuel', data: { duelId: 'd', kind: 'SIMPLE', action: { name: 'x', tn: 10 }, actor: { modelId: 'lilith', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7 } } } };
    expect(duelRefusal(g, 'A', start)).toEqual(refusal('DU-S4', '§4.3 (seed 689-693)', 'with crews hired, duels come from Actions (TakeAction) with the stats on the cards'));
  });
});

describe('malifaux-2e §11 the damage flip of an Action', () => {
  const other = { name: 'Follow Up', suits: ['RAM' as const], timing: 'AFTER_SUCCEEDING' as const };
  const critical = { name: 'Critical Strike', suits: ['RAM' as const], timing: 'WHEN_DAMAGING' as const, addsDamage: 1 };
  const claws: ActionDef = { ...greatsword, name: 'Claws', triggers: [other, critical] };
  /** Ml 7 + RAM-10 against Df 5 + TOME-03: a hit with a RAM, so either Trigger may be declared. */
  const hit = (target: ModelDef = model('guard', { wounds: 10 }), defence = 'TOME-03'): Game => {
    const g = atActivation([model('m', { actions: [claws] })], [target, model('b2')], { decks: [stacked('RAM-10', 'RAM-12'), stacked(defence)] });
    g.do('A', 'ActivateModel', { modelId: 'm' });
    g.do('A', 'TakeAction', { actionId: 'c1', modelId: 'm', action: 'Claws', targets: ['guard'], facts: near('guard') });
    flipDuel(g, 'A');
    return g;
  };
  it('malifaux-2e/DM-3 malifaux-2e/TR-7 the declared Trigger (not another of the Action) adds its +1; no Armor, no reduction', () => {
    const g = hit();
    duel(g, 'A', { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Critical Strike' } });
    duel(g, 'A', { type: 'StartDamageFromDuel', data: {} });
    expect(flipOf(g)!.modifiers).toEqual({ add: [1], reduce: [] });
  });
  it('malifaux-2e/DM-3 a declared Trigger that adds no damage adds nothing', () => {
    const g = hit();
    duel(g, 'A', { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Follow Up' } });
    duel(g, 'A', { type: 'StartDamageFromDuel', data: {} });
    expect(flipOf(g)!.modifiers).toEqual({ reduce: [] });
  });
  it('malifaux-2e/DM-3 the additions given with the damage flip come first, then the declared Trigger’s', () => {
    const g = hit();
    duel(g, 'A', { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Critical Strike' } });
    duel(g, 'A', { type: 'StartDamageFromDuel', data: { modifiers: { add: [2] } } });
    expect(flipOf(g)!.modifiers).toEqual({ add: [2, 1], reduce: [] });
  });
  it('malifaux-2e/TR-3 malifaux-2e/TR-1 only the acting model declares the Action’s Triggers: the Defender can’t, even with the suit', () => {
    const g = hit(undefined, 'RAM-03');
    const none = refusal('TR-1', '§4.3-4.5 (seed 609-661, 705-746)', 'cannot declare a Trigger or pass: no Trigger of this model has its suits in the final duel total');
    expect(duelRefusal(g, 'B', { type: 'DeclareTrigger', data: { by: 'B', trigger: 'Critical Strike' } })).toEqual(none);
  });
  it('malifaux-2e/DM-1 malifaux-2e/DU-O7 a damage flip is for the pending Action’s own duel: after a Horror Duel it is not the killed target’s', () => {
    const nephilim = model('nephilim', { wounds: 9, abilities: [{ keyword: 'TERRIFYING', value: 13, characteristic: 'Living' }] });
    const g = atActivation([model('m', { actions: [claws] })], [model('guard', { wounds: 2 }), nephilim], { decks: [stacked('RAM-10', 'RAM-12', 'RAM-13'), stacked('TOME-03')] });
    g.do('A', 'ActivateModel', { modelId: 'm' });
    g.do('A', 'TakeAction', { actionId: 'c1', modelId: 'm', action: 'Claws', targets: ['guard'], facts: near('guard') });
    flipDuel(g, 'A');
    duel(g, 'A', { type: 'PassTrigger', data: { by: 'A' } });
    duel(g, 'A', { type: 'StartDamageFromDuel', data: {} });
    flipDuel(g, 'A');
    expect(g.model('guard').status).toBe('KILLED');
    g.do('A', 'StartHorrorDuel', { duelId: 'h', model: { modelId: 'm', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 7, maxWounds: 7 }, tn: 13, sourceModelId: 'nephilim' });
    flipDuel(g, 'A');
    // The resolved duel is the Horror Duel, not the Claws duel still pending: the duel's own refusal, not the dead guard's (DM-1).
    expect(duelRefusal(g, 'A', { type: 'StartDamageFromDuel', data: {} })).toEqual(refusal('DU-O7', '§4.4 (seed 748-756)', 'no resolved Opposed Duel to take the margin from'));
  });
  it('malifaux-2e/DM-3 the modifiers given with the damage flip are kept beside the card’s Armor', () => {
    const g = hit(model('guard', { wounds: 10, abilities: [{ keyword: 'ARMOR', value: 1 }, { keyword: 'HARD_TO_KILL' }] }));
    duel(g, 'A', { type: 'PassTrigger', data: { by: 'A' } });
    duel(g, 'A', { type: 'StartDamageFromDuel', data: { modifiers: { multiply: [2], add: [2] } } });
    expect(flipOf(g)!.modifiers).toEqual({ multiply: [2], add: [2], reduce: [{ amount: 1, minimum: 1 }], hardToKill: true });
  });
});

describe('malifaux-2e §16.3 Blast damage on the table', () => {
  const december: ActionDef = { ...pistol, name: 'December Blast', stat: { name: 'Ca', value: 7 }, damage: { weak: 2, moderate: 3, severe: 4, blasts: { moderate: 1, severe: 1 } } };
  const under = (modelId: string) => ({ modelId, seat: 'B', station: 'MINION', wounds: 1, maxWounds: 1 });
  const markers = [{ touches: 'lilith' }];
  const blasted = (blastHits?: string[]): Game => {
    const g = atActivation([model('rasputina', { station: 'MASTER', actions: [december] })], [{ ...lilith }, model('yn', { wounds: 6 }), model('b3')], { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
    g.do('A', 'ActivateModel', { modelId: 'rasputina' });
    g.do('A', 'TakeAction', { actionId: 'db', modelId: 'rasputina', action: 'December Blast', targets: ['lilith'], facts: { ...near('lilith'), distances: { lilith: 8 }, ...(blastHits ? { blastHits } : {}) } });
    flipDuel(g, 'A');
    duel(g, 'A', { type: 'StartDamageFromDuel', data: {} });
    flipDuel(g, 'A');
    return g;
  };
  const blast = (targets: string[], withMarkers = true) => ({ type: 'ApplyBlastDamage', data: { by: 'A', targets: targets.map(under), ...(withMarkers ? { markers } : {}) } });
  it('malifaux-2e/BL-1 malifaux-2e/BL-3 the Blast Markers must be declared; only the declared models are under the blast (whole refusals)', () => {
    const g = blasted(['yn']);
    expect(duelRefusal(g, 'A', blast(['yn'], false))).toEqual(refusal('BL-1', '§16.3 (seed 1506-1520)', 'declare the Blast Markers placed (markers: what each one touches)'));
    expect(duelRefusal(g, 'A', blast(['b3']))).toEqual(refusal('BL-3', '§16.3 (seed 1506-1526)', 'b3 was not declared under the blast (facts.blastHits)'));
    duel(g, 'A', blast(['yn']));
    expect(g.model('yn').wounds).toBe(6 - 3);
  });
  it('malifaux-2e/BL-3 nothing declared under the blast: every model is refused by BL-3', () => {
    const odd = 'Stryker was here';
    expect(duelRefusal(blasted(), 'A', blast([odd]))).toEqual(refusal('BL-3', '§16.3 (seed 1506-1526)', `${odd} was not declared under the blast (facts.blastHits)`));
  });
  it('malifaux-2e/BL-3 no Action pending: no model is under a blast', () => {
    const g = atActivation([lilith], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    const odd = 'Stryker was here';
    expect(duelRefusal(g, 'A', blast([odd]))).toEqual(refusal('BL-3', '§16.3 (seed 1506-1526)', `${odd} was not declared under the blast (facts.blastHits)`));
  });
  it('malifaux-2e/DM-1 a declared model that has left play is refused whole', () => {
    const g = blasted(['yn', 'b3']);
    g.do('B', 'DeclareEffect', { effectId: 's', kind: 'SACRIFICE', modelId: 'b3' });
    expect(duelRefusal(g, 'A', blast(['yn', 'b3']))).toEqual(refusal('DM-1', '§12.1 (seed 1321-1331)', 'b3 is not in play'));
  });
  it('malifaux-2e/DM-1 a declared model that is not in the encounter is refused whole', () => {
    const g = blasted(['yn', 'ghost']);
    expect(duelRefusal(g, 'A', blast(['ghost']))).toEqual(refusal('DM-1', '§12.1', 'there is no model ghost in this encounter'));
  });
});

describe('malifaux-2e §14 the Horror Duel on the table', () => {
  const horror = (modelId: string) => ({ duelId: `h-${modelId}`, model: { modelId, seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 9 }, wounds: 7, maxWounds: 7 }, tn: 13, sourceModelId: 'nephilim' });
  const nephilim = model('nephilim', { wounds: 9, abilities: [{ keyword: 'TERRIFYING', value: 13, characteristic: 'Living' }] });
  const table = (...a: ModelDef[]): Game => {
    const g = atActivation(a, [nephilim]);
    g.do('A', 'ActivateModel', { modelId: a[0].id });
    return g;
  };
  const begun = (ev: EncounterEvent[]) => ev.find((e) => e.type === 'HorrorDuelBegun')!.data;
  const started = (ev: EncounterEvent[]) => ev.find((e) => e.type === 'DuelStarted')!.data;
  it('malifaux-2e/HO-1 on the model’s own Wp and printed suits from the card, during its own Activation', () => {
    const g = table(model('guard', { stats: { df: 5, wp: 4, wk: 5, cg: 6, ht: 2, suits: { Wp: ['MASK'] } } }));
    const ev = g.do('A', 'StartHorrorDuel', horror('guard'));
    expect(begun(ev)).toMatchObject({ modelId: 'guard', seat: 'A', immuneToParalyzed: false, duringOwnActivation: true });
    expect(started(ev)).toMatchObject({ sides: [{ participant: { modelId: 'guard', stat: { name: 'Wp', value: 4, printedSuits: ['MASK'] } } }] });
  });
  it('malifaux-2e/HO-1 malifaux-2e/HO-3 another model’s Horror Duel is not during its own Activation; a card immune to " paralyzed " is immune', () => {
    const g = table(model('guard'), model('a2', { immuneTo: [' paralyzed '] }));
    const ev = g.do('A', 'StartHorrorDuel', horror('a2'));
    expect(begun(ev)).toMatchObject({ modelId: 'a2', immuneToParalyzed: true, duringOwnActivation: false });
    expect(started(ev)).toMatchObject({ sides: [{ participant: { modelId: 'a2', stat: { name: 'Wp', value: 5, printedSuits: [] } } }] });
  });
  it('malifaux-2e/HO-3 immunity to something else is not immunity to Paralyzed', () => {
    const g = table(model('guard', { immuneTo: ['Horror Duels', 'Slow'] }));
    expect(begun(g.do('A', 'StartHorrorDuel', horror('guard')))).toMatchObject({ immuneToParalyzed: false });
  });
  it('malifaux-2e/HO-1 malifaux-2e/BU-1 an unknown model and a model out of play are refused whole', () => {
    const g = table(model('guard'), model('a2'));
    expect(g.refusal('A', 'StartHorrorDuel', horror('ghost'))).toEqual(refusal('HO-1', '§14 (seed 1415-1437)', 'there is no model ghost in this encounter'));
    g.do('A', 'DeclareEffect', { effectId: 's', kind: 'SACRIFICE', modelId: 'a2' });
    expect(g.refusal('A', 'StartHorrorDuel', horror('a2'))).toEqual(refusal('BU-1', '§13', 'a2 is not in play'));
  });
  it('malifaux-2e/HO-1 without crews hired the request’s model and stat are used as given', () => {
    const g = created();
    const ev = g.do('A', 'StartHorrorDuel', horror('ghost'));
    expect(started(ev)).toMatchObject({ sides: [{ participant: { modelId: 'ghost', stat: { name: 'Wp', value: 9 } } }] });
  });
});

describe('malifaux-2e §8 the Conditions of a hit', () => {
  const shock: ActionDef = { ...halberd, name: 'Shockwave', range: { kind: 'PULSE', inches: 3 }, conditionsOnHit: [{ name: 'Slow' }] };
  const ward: ActionDef = { name: 'Ward', ap: 1, category: 'TACTICAL', range: { kind: 'SELF', inches: 0 }, stat: { name: 'Wp', value: 7 }, tn: 10, conditionsOnHit: [{ name: 'Fast' }] };
  const caster = (card: string): Game => {
    const g = atActivation([model('p', { actions: [shock, ward] })], [guard, model('b2')], { decks: [stacked(card), stacked('RAM-05')] });
    g.do('A', 'ActivateModel', { modelId: 'p' });
    return g;
  };
  const gained = (ev: EncounterEvent[]) => ev.filter((e) => e.type === 'ConditionGained').map((e) => e.data);
  it('malifaux-2e/PL-1 a hit gives its Conditions to the targets, not to the attacker', () => {
    const g = caster('RAM-13');
    g.do('A', 'TakeAction', { actionId: 's', modelId: 'p', action: 'Shockwave', targets: ['b2'] });
    expect(gained(flipDuel(g, 'A'))).toEqual([{ modelId: 'b2', name: 'SLOW', value: null, total: null }]);
  });
  it('malifaux-2e/PL-1 a miss gives no Condition', () => {
    const g = caster('RAM-01');
    g.do('A', 'TakeAction', { actionId: 's', modelId: 'p', action: 'Shockwave', targets: ['b2'] });
    expect(gained(flipDuel(g, 'A'))).toEqual([]);
  });
  it('malifaux-2e/AP-5 an Action with no target that succeeds gives its Conditions to its own model', () => {
    const g = caster('RAM-13');
    g.do('A', 'TakeAction', { actionId: 'w', modelId: 'p', action: 'Ward' });
    expect(gained(flipDuel(g, 'A'))).toEqual([{ modelId: 'p', name: 'FAST', value: null, total: null }]);
  });
});

describe('malifaux-2e §17.2 losing a Cursed Object', () => {
  it('malifaux-2e/CO-6 a successful Interact removes the Cursed Object, with its reason', () => {
    const g = atActivation([lilith], [guard], { decks: [stacked('RAM-10'), stacked()] });
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'DeclareEffect', { effectId: 'c', kind: 'GAIN_CONDITION', modelId: 'lilith', condition: { name: 'Cursed Object' } });
    g.do('A', 'TakeAction', { actionId: 'i', modelId: 'lilith', action: 'Interact', interact: 'CURSED_OBJECT' });
    const ev = flipDuel(g, 'A');
    expect(ev.filter((e) => e.type === 'ConditionRemoved')).toEqual([{ type: 'ConditionRemoved', data: { modelId: 'lilith', name: 'CURSED_OBJECT', reason: 'its Interact succeeded (§17.2)' } }]);
  });
});
