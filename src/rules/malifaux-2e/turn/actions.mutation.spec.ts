// malifaux-2e §8 Actions with §9 range / LoS and §10 movement and engagement (rules/malifaux-2e.md; seed 966-1308):
// the exact refusals of takeAction (AC-1, DU-S1, DE-2, SE-3, AP-2, EN-1..EN-3, MV-1, MV-2, DE-1, AA-1, AA-3, RG-1, TV-07,
// CF-1, AP-5, CO-1, DU-O9, PL-1, PR-1, TR-6), both sides of each boundary, and the events each Action writes (issue 15).
import type { CardId } from '../../malifaux/cards';
import type { EncounterEvent } from '../events';
import { stacked } from '../testing/fixtures';
import { atActivation, flipDuel, greatsword, halberd, lilith, model, pistol, type Game } from '../testing/turns';
import type { ActionDef, ModelDef } from './crew';

const S8 = '§8 (seed 966-1092)';
const S84 = '§8.4 (seed 1066-1082)';
const refusal = (ruleId: string, section: string, message: string) => ({ ruleId: `malifaux-2e/${ruleId}`, section, message });
const types = (ev: readonly EncounterEvent[]) => ev.map((e) => e.type);

const a2 = model('a2');
const guard = model('guard', { actions: [halberd, pistol], wounds: 20 });
const b2 = model('b2');
/** Lilith (A, 3 AP) activating with `over` on her card; a2 (A), the guard and b2 (B) on the table. */
function ready(over: Partial<ModelDef> = {}, opts: { decks?: [CardId[], CardId[]]; hands?: [CardId[], CardId[]] } = {}): Game {
  const g = atActivation([{ ...lilith, ...over }, a2], [guard, b2], opts);
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  return g;
}
const act = (action: string, data: object = {}) => ({ actionId: 'x', modelId: 'lilith', action, ...data });
const near = { distances: { guard: 1 }, los: { guard: 'CLEAR' } };
/** The ActionTaken of Lilith's Action with every field (what the Turn is written from). */
const taken = (action: string, over: object = {}) => ({
  type: 'ActionTaken',
  data: { actionId: 'x', modelId: 'lilith', seat: 'A', action, targets: [], facts: {}, note: null, category: 'TACTICAL', printedAp: 1, paid: 1, paidRestricted: 0, free: null, zeroAp: false, focus: 0, duelId: null, grants: 0, ...over },
});

describe('malifaux-2e §7 who may act, and when', () => {
  it('malifaux-2e/AC-1 only the model activating takes Actions, and only its controller declares them', () => {
    const idle = atActivation([lilith, a2], [guard]);
    expect(idle.refusal('A', 'TakeAction', act('Focus'))).toEqual(refusal('AC-1', '§6.4, §7 (seed 887-962)', 'lilith is not the model activating'));
    const g = ready();
    expect(g.refusal('A', 'TakeAction', { ...act('Focus'), modelId: 'a2' })).toEqual(refusal('AC-1', '§6.4, §7 (seed 887-962)', 'a2 is not the model activating'));
    expect(() => g.do('B', 'TakeAction', act('Focus'))).toThrow(/^FORBIDDEN/);
    expect(g.refusal('A', 'TakeAction', act('Focus'))).toBeUndefined();
  });

  it('malifaux-2e/DU-S1 no Action while the last Action’s duel or its damage flip is under way', () => {
    const g = ready({}, { decks: [stacked('RAM-10', 'RAM-12'), stacked('RAM-03')] });
    const busy = refusal('DU-S1', '§4.3 (seed 621-623)', 'finish the duel of the last Action first');
    g.do('A', 'TakeAction', act('Greatsword', { targets: ['guard'], facts: near }));
    expect(g.state.duel.status).toBe('DUELING');
    expect(g.refusal('A', 'TakeAction', { ...act('Focus'), actionId: 'f' })).toEqual(busy);
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    expect(g.state.duel.status).toBe('FLIPPING');
    expect(g.refusal('A', 'TakeAction', { ...act('Focus'), actionId: 'f' })).toEqual(busy);
    flipDuel(g, 'A');
    expect(g.refusal('A', 'TakeAction', { ...act('Focus'), actionId: 'f' })).toBeUndefined();
  });

  it('malifaux-2e/DE-2 a Walk out of engagement waits for the disengaging strikes: no other Action meanwhile', () => {
    const g = ready();
    const ev = g.do('A', 'TakeAction', act('Walk', { facts: { moved: 2, leavesEngagementOf: ['guard', 'guard'] } }));
    expect(ev).toEqual([taken('Walk', { facts: { moved: 2, leavesEngagementOf: ['guard', 'guard'] } }), { type: 'DisengageDeclared', data: { actionId: 'x', modelId: 'lilith', strikers: ['guard'] } }]);
    expect(g.refusal('A', 'TakeAction', { ...act('Focus'), actionId: 'f' })).toEqual(refusal('DE-2', '§10.4 (seed 1266-1280)', 'the Walk waits for the disengaging strikes of the engaged enemies'));
  });

  it('malifaux-2e/SE-3 a tie for the random target is broken by the attacker before any other Action', () => {
    const g = atActivation([lilith, a2], [guard, b2], { first: 'B', decks: [stacked(), stacked('RAM-08', 'RAM-05', 'CROW-05', 'RAM-13')] });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    const facts = { distances: { lilith: 8 }, los: { lilith: 'CLEAR' }, targetEngagedWithin2: ['b2'], within2OfTarget: ['a2', 'b2'] };
    g.do('B', 'TakeAction', { actionId: 's', modelId: 'guard', action: 'Pistol', targets: ['lilith'], facts });
    expect(g.state.randomPick).not.toBeNull();
    expect(g.refusal('B', 'TakeAction', { actionId: 'f', modelId: 'guard', action: 'Focus' })).toEqual(refusal('SE-3', '§10.5 (seed 1290-1304)', 'the attacker first picks the target among the models tied for lowest'));
  });

  it('malifaux-2e/AP-2 a Paralyzed model declares no Actions, not even 0-AP ones', () => {
    const g = ready();
    // Written as the event alone: through a command, a Paralyzed model's Activation ends at once (settle.ts) unless a duel
    // is under way, which DU-S1 refuses first; the guard still holds for any stream that reaches this state.
    g.events.push({ type: 'ConditionGained', data: { modelId: 'lilith', name: 'PARALYZED', value: null, total: null } });
    expect(g.state.table!.activation!.current!.modelId).toBe('lilith');
    for (const data of [act('Focus'), act('Interact', { ap: 0 })]) expect(g.refusal('A', 'TakeAction', data)).toEqual(refusal('AP-2', '§7, §17.2 (seed 1608-1614)', 'a Paralyzed model may declare no Actions, not even 0-AP ones'));
  });

  it('malifaux-2e/AP-5 an Action is on the model’s card or a general one', () => {
    expect(ready().refusal('A', 'TakeAction', act('Peacebringer'))).toEqual(refusal('AP-5', S8, '"Peacebringer" is not an Action on lilith\'s card'));
  });
});

describe('malifaux-2e §10.3 engagement declared with an Action', () => {
  it.each<[string, string, ((g: Game) => void) | null, ReturnType<typeof refusal> | undefined]>([
    ['an unknown model', 'ghost', null, refusal('EN-2', '§10.3 (seed 1253-1288)', 'there is no model ghost in this encounter')],
    ['a friendly model', 'a2', null, refusal('EN-2', '§10.3 (seed 1253-1288)', 'a2 can’t be engaged with lilith (friendly, or not in play)')],
    ['a buried enemy', 'guard', (g) => g.do('organiser', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'guard' }), refusal('EN-2', '§10.3 (seed 1253-1288)', 'guard can’t be engaged with lilith (friendly, or not in play)')],
    ['an enemy in play', 'guard', null, undefined],
  ])('malifaux-2e/EN-2 engaged with %s', (_w, id, setup, expected) => {
    const g = ready();
    setup?.(g);
    expect(g.refusal('A', 'TakeAction', act('Focus', { facts: { engagedWith: [id] } }))).toEqual(expected);
  });
});

describe('malifaux-2e §8.4 Focus and Defensive Stance', () => {
  it('malifaux-2e/AP-5 Focus: 1 AP, no targets, Focused +1', () => {
    const ev = ready().do('A', 'TakeAction', act('Focus'));
    expect(ev).toEqual([taken('Focus'), { type: 'ConditionGained', data: { modelId: 'lilith', name: 'FOCUSED', value: 1, total: 1 } }]);
  });

  it.each([[0], [-1], [1.5]])('malifaux-2e/TV-07 Defensive Stance of %p AP is refused', (ap) => {
    expect(ready().refusal('A', 'TakeAction', act('Defensive Stance', { ap }))).toEqual(refusal('TV-07', S84, 'Defensive Stance spends 1 or more AP (#)'));
  });

  it('malifaux-2e/TV-07 malifaux-2e/CF-1 Defensive Stance: 1 AP by default with no effect without a discard; the discard comes from the hand', () => {
    expect(ready().do('A', 'TakeAction', act('Defensive Stance'))).toEqual([taken('Defensive Stance')]);
    const g = ready({}, { hands: [['RAM-02'], []] });
    expect(g.refusal('A', 'TakeAction', act('Defensive Stance', { ap: 2, discard: 'RAM-09' }))).toEqual(refusal('CF-1', '§8.4 (seed 1072-1074)', 'the discarded card must come from your Control Hand'));
    expect(types(g.do('A', 'TakeAction', act('Defensive Stance', { ap: 2, discard: 'RAM-02' })))).toEqual(['ActionTaken', 'CardsDiscarded', 'ConditionGained']);
  });
});

describe('malifaux-2e §10.1 Walk', () => {
  const flyer = { abilities: [{ keyword: 'FLIGHT' as const }] };
  const ghost = { abilities: [{ keyword: 'INCORPOREAL' as const }] };
  const wk = (rule: string, total: number) => refusal(rule, '§10.1 (seed 1174-1214)', `a Walk moves up to Wk 5" (severe terrain counts double): ${total}" declared`);
  it.each<[string, Partial<ModelDef>, object, ReturnType<typeof refusal> | undefined]>([
    ['no distance', {}, {}, refusal('MV-1', '§10.1 (seed 1174-1214)', 'declare the distance moved (facts.moved)')],
    ['a negative distance', {}, { moved: -1 }, refusal('MV-1', '§10.1 (seed 1174-1214)', 'declare the distance moved (facts.moved)')],
    ['no move at all', {}, { moved: 0 }, undefined],
    ['exactly Wk', {}, { moved: 5 }, undefined],
    ['past Wk', {}, { moved: 6 }, wk('MV-1', 6)],
    ['severe inches past the distance moved', {}, { moved: 1, severeInches: 2 }, refusal('MV-2', '§10.1 (seed 1206-1214)', 'severe inches are part of the distance moved')],
    ['all of it severe', {}, { moved: 2, severeInches: 2 }, undefined],
    ['3" with 2" severe: exactly Wk', {}, { moved: 3, severeInches: 2 }, undefined],
    ['4" with 2" severe: 6"', {}, { moved: 4, severeInches: 2 }, wk('MV-2', 6)],
    ['4" with 3" severe: 7"', {}, { moved: 4, severeInches: 3 }, wk('MV-2', 7)],
    ['a flyer, 4" with 3" severe', flyer, { moved: 4, severeInches: 3 }, undefined],
    ['an Incorporeal model, 4" with 3" severe', ghost, { moved: 4, severeInches: 3 }, undefined],
  ])('malifaux-2e/MV-1 malifaux-2e/MV-2 a Walk: %s', (_w, over, facts, expected) => {
    expect(ready(over).refusal('A', 'TakeAction', act('Walk', { facts }))).toEqual(expected);
  });

  it('malifaux-2e/MV-1 a Walk costs 1 AP and writes no disengage when it leaves no engagement', () => {
    expect(ready().do('A', 'TakeAction', act('Walk', { facts: { moved: 3 } }))).toEqual([taken('Walk', { facts: { moved: 3 } })]);
  });

  const sniper = model('sniper', { actions: [pistol] });
  it.each<[string, string, ((g: Game) => void) | null, ReturnType<typeof refusal> | undefined]>([
    ['an unknown model', 'ghost', null, refusal('DE-1', '§10.4 (seed 1266-1280)', 'there is no model ghost in this encounter')],
    ['a friendly model', 'a2', null, refusal('DE-1', '§10.4 (seed 1266-1280)', 'friendly models never engage (EN-2)')],
    ['an enemy with no Close Attack', 'sniper', null, refusal('EN-1', '§10.3 (seed 1253-1288, 1610)', 'sniper has no engagement range (no Close Attack, or Paralyzed)')],
    ['a Paralyzed enemy', 'guard', (g) => g.do('organiser', 'DeclareEffect', { effectId: 'p', kind: 'GAIN_CONDITION', modelId: 'guard', condition: { name: 'Paralyzed' } }), refusal('EN-1', '§10.3 (seed 1253-1288, 1610)', 'guard has no engagement range (no Close Attack, or Paralyzed)')],
    ['a buried enemy', 'guard', (g) => g.do('organiser', 'DeclareEffect', { effectId: 'b', kind: 'BURY', modelId: 'guard' }), refusal('BU-1', '§13', 'guard is not in play')],
    ['an enemy in play with a Close Attack', 'guard', null, undefined],
  ])('malifaux-2e/DE-1 malifaux-2e/EN-1 a Walk leaving the engagement of %s', (_w, id, setup, expected) => {
    const g = atActivation([lilith, a2], [guard, sniper]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    setup?.(g);
    expect(g.refusal('A', 'TakeAction', act('Walk', { facts: { moved: 2, leavesEngagementOf: [id] } }))).toEqual(expected);
  });
});

describe('malifaux-2e §8.4 Charge', () => {
  const charge = (facts: object = {}, targets: string[] = ['guard']) => act('Charge', { targets, facts: { moved: 4, los: { guard: 'CLEAR' }, endsInEngagementRange: true, ...facts } });
  const cg = refusal('MV-1', S84, 'a Charge moves up to Cg 6" in a straight line');
  it.each<[string, object, string[], ReturnType<typeof refusal> | undefined]>([
    ['engaged', { engagedWith: ['b2'] }, ['guard'], refusal('EN-3', '§10.3 (seed 1253-1288)', 'an engaged model can’t Charge')],
    ['no target', {}, [], refusal('AA-1', S84, 'a Charge targets one model')],
    ['two targets', {}, ['guard', 'b2'], refusal('AA-1', S84, 'a Charge targets one model')],
    ['an unknown target', {}, ['ghost'], refusal('AA-1', S8, 'there is no model ghost in this encounter')],
    ['no LoS', { los: { guard: 'NONE' } }, ['guard'], refusal('RG-1', S84, 'the Charge target must be in LoS')],
    ['a negative move', { moved: -1 }, ['guard'], cg],
    ['no move', { moved: 0 }, ['guard'], undefined],
    ['exactly Cg', { moved: 6 }, ['guard'], undefined],
    ['past Cg', { moved: 6.5 }, ['guard'], cg],
    ['undeclared distance moved', { moved: undefined }, ['guard'], cg],
    ['not ending in engagement range', { endsInEngagementRange: false }, ['guard'], refusal('EN-3', S84, 'the Charge must end with the target inside this model’s engagement range')],
    ['ending 2" away (Greatsword 2")', { distances: { guard: 2 } }, ['guard'], undefined],
    ['ending 3" away', { distances: { guard: 3 } }, ['guard'], refusal('EN-1', '§10.3 (seed 1253-1288)', 'the Charge ends 3" away, outside lilith\'s 2" engagement range')],
    ['ending 1" away, 2" lower', { distances: { guard: 1 }, elevation: { guard: { difference: 2, lowerModelHt: 1 } } }, ['guard'], refusal('EN-1', '§10.3 (seed 1253-1288)', 'the Charge ends 3" away, outside lilith\'s 2" engagement range')],
  ])('malifaux-2e/AA-1 malifaux-2e/EN-3 a Charge %s', (_w, facts, targets, expected) => {
    expect(ready().refusal('A', 'TakeAction', charge(facts, targets))).toEqual(expected);
  });

  it('malifaux-2e/EN-3 a model with no Cg can’t Charge', () => {
    const g = ready({ stats: { ...lilith.stats, cg: null } });
    expect(g.refusal('A', 'TakeAction', charge())).toEqual(refusal('EN-3', S84, "lilith has no Cg: it can't Charge"));
  });

  it('malifaux-2e/AA-1 a Charge costs 2 AP and grants two Attacks', () => {
    const facts = { moved: 4, los: { guard: 'CLEAR' }, endsInEngagementRange: true };
    expect(ready().do('A', 'TakeAction', charge())).toEqual([taken('Charge', { targets: ['guard'], facts, printedAp: 2, paid: 2, grants: 2 })]);
  });

  const heavy: ActionDef = { ...greatsword, name: 'Heavy', ap: 2 };
  const shove: ActionDef = { name: 'Shove', ap: 1, category: 'TACTICAL', range: { kind: 'CLOSE', inches: 2 } };
  const charged = () => {
    const g = ready({ actions: [greatsword, heavy, shove, pistol] });
    g.do('A', 'TakeAction', { ...charge(), actionId: 'c' });
    return g;
  };
  it('malifaux-2e/AA-1 the Attacks a Charge pays for have an AP cost of 1', () => {
    expect(charged().refusal('A', 'TakeAction', act('Heavy', { targets: ['guard'], facts: near }))).toEqual(refusal('AA-1', S84, 'the Attacks of a Charge must have an AP cost of 1'));
  });

  it.each<[string, string, string, object]>([
    ['a Close Attack on the Charge target', 'Greatsword', 'guard', { paid: 0, free: 'CHARGE' }],
    ['a Close Attack on another model', 'Greatsword', 'b2', { paid: 1, free: null }],
    ['a Projectile Attack on the Charge target', 'Pistol', 'guard', { paid: 1, free: null }],
    ['a Close Tactical Action on the Charge target', 'Shove', 'guard', { paid: 1, free: null }],
  ])('malifaux-2e/AA-1 after a Charge, %s', (_w, action, id, payment) => {
    const ev = charged().do('A', 'TakeAction', act(action, { targets: [id], facts: { distances: { [id]: 1 }, los: { [id]: 'CLEAR' } } }));
    expect(ev[0].data).toMatchObject(payment);
  });
});

describe('malifaux-2e §8.2 Actions from the card', () => {
  it('malifaux-2e/AA-3 a once-per-Turn Action is taken once; another Action any number of times', () => {
    const once: ActionDef = { name: 'Once', ap: 1, category: 'TACTICAL', range: { kind: 'SELF', inches: 0 }, oncePerTurn: true };
    const often: ActionDef = { ...once, name: 'Often', oncePerTurn: undefined };
    const g = ready({ actions: [once, often] });
    g.do('A', 'TakeAction', act('Often'));
    expect(g.refusal('A', 'TakeAction', act('Often'))).toBeUndefined();
    g.do('A', 'TakeAction', act('Once'));
    expect(g.refusal('A', 'TakeAction', act('Once'))).toEqual(refusal('AA-3', '§8.2 (seed 1036-1038)', 'lilith has already taken Once this Turn'));
  });

  it('malifaux-2e/CO-1 spending Focus needs the model Focused', () => {
    expect(ready().refusal('A', 'TakeAction', act('Greatsword', { targets: ['guard'], facts: near, useFocus: true }))).toEqual(refusal('CO-1', '§17.2 (seed 1602-1606)', 'lilith is not Focused'));
  });

  const shock: ActionDef = { ...halberd, name: 'Shockwave', range: { kind: 'PULSE', inches: 3 } };
  it.each<[string, string, string[], object, ReturnType<typeof refusal> | undefined]>([
    ['no target', 'Greatsword', [], near, refusal('RG-1', S8, 'an Attack Action names one target (others hit by blasts or pulses are declared in facts.blastHits)')],
    ['two targets', 'Greatsword', ['guard', 'b2'], near, refusal('RG-1', S8, 'an Attack Action names one target (others hit by blasts or pulses are declared in facts.blastHits)')],
    ['its own model', 'Greatsword', ['lilith'], { distances: { lilith: 0 }, los: { lilith: 'CLEAR' } }, refusal('DU-O9', '§8.1 (seed 1048)', 'an Attack may not target its own model')],
    ['an unknown model', 'Greatsword', ['ghost'], near, refusal('RG-1', S8, 'there is no model ghost in this encounter')],
    ['a pulse hitting its source', 'Shockwave', ['guard'], { blastHits: ['lilith'] }, refusal('PL-1', '§16.2 (seed 1528-1530)', 'a pulse does not affect its source')],
    ['a pulse hitting others', 'Shockwave', ['guard'], { blastHits: ['b2'] }, undefined],
    ['a Close Attack whose blast is declared on its source', 'Greatsword', ['guard'], { ...near, blastHits: ['lilith'] }, undefined],
    ['a Projectile Attack while engaged', 'Pistol', ['guard'], { ...near, engagedWith: ['guard'] }, refusal('PR-1', '§8.3 (seed 1056-1062)', 'an engaged model can’t take Projectile Attack Actions')],
    ['a Close Attack while engaged', 'Greatsword', ['guard'], { ...near, engagedWith: ['guard'] }, undefined],
  ])('malifaux-2e/RG-1 malifaux-2e/PL-1 malifaux-2e/PR-1 an Attack on %s', (_w, action, targets, facts, expected) => {
    expect(ready({ actions: [greatsword, pistol, shock] }).refusal('A', 'TakeAction', act(action, { targets, facts }))).toEqual(expected);
  });

  it('malifaux-2e/CO-1 an Attack spends Focused: the bonus goes on the duel, the Condition is removed', () => {
    const g = ready();
    g.do('A', 'TakeAction', { ...act('Focus'), actionId: 'f' });
    const ev = g.do('A', 'TakeAction', act('Greatsword', { targets: ['guard'], facts: near, useFocus: true }));
    expect(ev.slice(0, 2)).toEqual([
      { type: 'ActionTaken', data: { ...taken('Greatsword').data, category: 'ATTACK', targets: ['guard'], facts: near, focus: 1, duelId: 'x' } },
      { type: 'ConditionRemoved', data: { modelId: 'lilith', name: 'FOCUSED', reason: 'spent on an Action' } },
    ]);
    expect(ev[2].type).toBe('DuelStarted');
  });

  it('malifaux-2e/SE-1 only a Projectile Attack into an engagement is randomized; a Close Attack goes to its target', () => {
    const facts = { ...near, targetEngagedWithin2: ['a2'], within2OfTarget: ['a2'] };
    const ev = ready().do('A', 'TakeAction', act('Greatsword', { targets: ['guard'], facts }));
    expect(types(ev).slice(0, 2)).toEqual(['ActionTaken', 'DuelStarted']);
    expect(types(ev)).not.toContain('RandomModelFlipped');
    expect(ev[1].data).toMatchObject({ sides: [{ participant: { modelId: 'lilith' } }, { participant: { modelId: 'guard' } }] });
  });
});

describe('malifaux-2e §8.1 Tactical Actions from the card', () => {
  const burst: ActionDef = { name: 'Burst', ap: 1, category: 'TACTICAL', range: { kind: 'PULSE', inches: 2 } };
  const buff: ActionDef = { name: 'Buff', ap: 1, category: 'TACTICAL', range: { kind: 'SELF', inches: 0 }, conditionsOnHit: [{ name: 'Fast' }] };
  const halo: ActionDef = { name: 'Halo', ap: 1, category: 'TACTICAL', range: { kind: 'AURA', inches: 3 } };
  const shove: ActionDef = { name: 'Shove', ap: 1, category: 'TACTICAL', range: { kind: 'CLOSE', inches: 2 } };
  const ponder: ActionDef = { name: 'Ponder', ap: 1, category: 'TACTICAL', range: { kind: 'SELF', inches: 0 }, stat: { name: 'Wp', value: 7 } };
  const pray: ActionDef = { ...ponder, name: 'Pray', tn: 10 };
  const caster = () => ready({ actions: [burst, buff, halo, shove, ponder, pray] });
  const rg = refusal('RG-1', '§9.1 (seed 1094-1121)', 'guard is 2.5" away, out of the Action\'s 2" range');
  it.each<[string, string, string[], object, ReturnType<typeof refusal> | undefined]>([
    ['a pulse on its source', 'Burst', ['lilith', 'guard'], {}, refusal('PL-1', '§16.2 (seed 1528-1530)', 'a pulse does not affect its source')],
    ['a pulse on others (no range declared)', 'Burst', ['guard'], {}, undefined],
    ['a Self Action on its own model', 'Buff', ['lilith'], {}, undefined],
    ['a Self Action on another model (no range declared)', 'Buff', ['guard'], {}, undefined],
    ['an Aura on another model (no range declared)', 'Halo', ['guard'], {}, undefined],
    ['a Close Action on its own model (no range declared)', 'Shove', ['lilith'], {}, undefined],
    ['a Close Action on a model 2" away', 'Shove', ['guard'], { distances: { guard: 2 }, los: { guard: 'CLEAR' } }, undefined],
    ['a Close Action on a model 2.5" away', 'Shove', ['guard'], { distances: { guard: 2.5 }, los: { guard: 'CLEAR' } }, rg],
    ['a Close Action on a model out of range after the first', 'Shove', ['lilith', 'guard'], { distances: { guard: 2.5 }, los: { guard: 'CLEAR' } }, rg],
    ['an unknown model', 'Shove', ['ghost'], {}, refusal('RG-1', S8, 'there is no model ghost in this encounter')],
  ])('malifaux-2e/PL-1 malifaux-2e/RG-1 a Tactical Action: %s', (_w, action, targets, facts, expected) => {
    expect(caster().refusal('A', 'TakeAction', act(action, { targets, facts }))).toEqual(expected);
  });

  it('malifaux-2e/AP-5 a Tactical Action with no TN takes effect at once; with no target, on its own model', () => {
    expect(caster().do('A', 'TakeAction', act('Buff'))).toEqual([taken('Buff'), { type: 'ConditionGained', data: { modelId: 'lilith', name: 'FAST', value: null, total: null } }]);
    expect(caster().do('A', 'TakeAction', act('Ponder'))).toEqual([taken('Ponder')]);
  });

  it('malifaux-2e/CO-1 Focused is counted on a Tactical Action with no duel', () => {
    const g = caster();
    g.do('A', 'TakeAction', { ...act('Focus'), actionId: 'f' });
    expect(g.do('A', 'TakeAction', act('Ponder', { useFocus: true }))).toEqual([taken('Ponder', { focus: 1 })]);
  });

  it.each<[boolean]>([[false], [true]])('malifaux-2e/CO-1 a Tactical Action with a stat and a TN is a Simple Duel (Focused spent: %p)', (focused) => {
    const g = caster();
    if (focused) g.do('A', 'TakeAction', { ...act('Focus'), actionId: 'f' });
    const ev = g.do('A', 'TakeAction', act('Pray', { useFocus: focused }));
    const removed = { type: 'ConditionRemoved', data: { modelId: 'lilith', name: 'FOCUSED', reason: 'spent on an Action' } };
    expect(ev.slice(0, focused ? 2 : 1)).toEqual([taken('Pray', { focus: focused ? 1 : 0, duelId: 'x' }), ...(focused ? [removed] : [])]);
    expect(ev[focused ? 2 : 1]).toMatchObject({ type: 'DuelStarted', data: { duelId: 'x', kind: 'SIMPLE' } });
  });
});

describe('malifaux-2e §3.5 the Action a Trigger grants', () => {
  const trig = (name: string, grantsAction: boolean) => ({ name, suits: ['RAM' as const], timing: 'AFTER_SUCCEEDING' as const, grantsAction });
  /** Lilith's Claws hit the guard and she declares `declared`; the damage is flipped when the Attack has damage. */
  function clawed(triggers: ReturnType<typeof trig>[], declared: string, withDamage = true): Game {
    const claws: ActionDef = { ...greatsword, name: 'Claws', triggers, ...(withDamage ? {} : { damage: undefined }) };
    const g = ready({ actions: [claws] }, { decks: [stacked('RAM-10', 'RAM-01', 'RAM-11', 'RAM-02', 'RAM-12', 'RAM-03'), stacked('TOME-03', 'TOME-04', 'TOME-02')] });
    g.do('A', 'TakeAction', { ...act('Claws', { targets: ['guard'], facts: near }), actionId: 'c1' });
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'DeclareTrigger', data: { by: 'A', trigger: declared } } });
    if (withDamage) {
      g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
      flipDuel(g, 'A');
    }
    return g;
  }
  const claim = (name: string, actionId = 'c2') => ({ ...act('Claws', { targets: ['guard'], facts: near, grantedByTrigger: name }), actionId });
  const none = (name: string) => refusal('TR-6', '§3.5 (seed 744)', `no Trigger "${name}" of this model's last duel grants an Action`);

  it.each<[string, ReturnType<typeof trig>[], string, string, ReturnType<typeof refusal> | undefined]>([
    ['the declared granting Trigger', [trig('Flurry', true), trig('Boost', false)], 'Flurry', 'Flurry', undefined],
    ['another Trigger than the one declared', [trig('Flurry', true), trig('Boost', false)], 'Flurry', 'Boost', none('Boost')],
    ['a declared Trigger that grants nothing (another one does)', [trig('Flurry', false), trig('Boost', true)], 'Flurry', 'Flurry', none('Flurry')],
  ])('malifaux-2e/TR-6 claiming %s', (_w, triggers, declared, claimed, expected) => {
    expect(clawed(triggers, declared).refusal('A', 'TakeAction', claim(claimed))).toEqual(expected);
  });

  it('malifaux-2e/TR-6 the Action is granted once the duel is resolved, with no damage flip to make', () => {
    const ev = clawed([trig('Flurry', true)], 'Flurry', false).do('A', 'TakeAction', claim('Flurry'));
    expect(ev[0].data).toMatchObject({ paid: 0, free: 'TRIGGER' });
  });

  it('malifaux-2e/TR-6 malifaux-2e/AA-1 the last Attack a Charge paid for may declare a Trigger granting an Action: that one is free too', () => {
    const claws: ActionDef = { ...greatsword, name: 'Claws', triggers: [trig('Flurry', true)] };
    const g = ready({ actions: [claws] }, { decks: [stacked('RAM-10', 'RAM-01', 'RAM-11', 'RAM-02', 'RAM-12', 'RAM-03'), stacked('TOME-03', 'TOME-04', 'TOME-02')] });
    g.do('A', 'TakeAction', { ...act('Charge', { targets: ['guard'], facts: { moved: 4, los: { guard: 'CLEAR' }, endsInEngagementRange: true } }), actionId: 'ch' });
    for (const id of ['c0', 'c1']) {
      g.do('A', 'TakeAction', { ...act('Claws', { targets: ['guard'], facts: near }), actionId: id });
      flipDuel(g, 'A');
      const decision = id === 'c1' ? { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Flurry' } } : { type: 'PassTrigger', data: { by: 'A' } };
      g.do('A', 'DuelDecision', { command: decision });
      g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
      flipDuel(g, 'A');
    }
    expect(g.state.table!.activation!.current!.granted).toEqual({ by: 'CHARGE', targetId: 'guard', remaining: 0 });
    expect(g.do('A', 'TakeAction', claim('Flurry'))[0].data).toMatchObject({ paid: 0, free: 'TRIGGER' });
  });

  it('malifaux-2e/TR-6 the Action a Trigger grants is taken once, even when its own duel declares the Trigger again', () => {
    const g = clawed([trig('Flurry', true)], 'Flurry');
    g.do('A', 'TakeAction', claim('Flurry'));
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Flurry' } } });
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    flipDuel(g, 'A');
    expect(g.refusal('A', 'TakeAction', claim('Flurry', 'c3'))).toEqual(refusal('TR-6', '§3.5 (seed 744)', 'the Trigger’s Action was already taken'));
  });
});
