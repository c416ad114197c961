// malifaux-2e §6.4 Activation Phase, §7 Activations (rules/malifaux-2e.md; seed 887-962): the exact refusals of AC-1,
// AC-2, AC-4, AC-5, BU-1, the Companion distance boundary and the events of starting and ending (issue 15).
import type { ActivateModel } from './turn-commands';
import type { ActionDef, ModelDef } from './crew';
import type { GameState } from '../state';
import { stacked } from '../testing/fixtures';
import { refusalOf } from '../testing/refusal';
import { atActivation, created, flipDuel, greatsword, guard, lilith, model, type Game } from '../testing/turns';
import { activateModel, assertNoDamageOwed, beginActivationPhase, generateAp, S64 as S64_CITED, S7, tableOf } from './activation';
import { EMPTY_TABLE, type ModelState } from './table-state';

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
const chain = (withinInches: number, modelId = 'pup'): ActivateModel['data'] => ({ modelId, chain: { ability: 'COMPANION', withinInches } });

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

const DU_O7 = { ruleId: 'malifaux-2e/DU-O7', section: '§4.4, §8.2 (seed 748-756, 974-1006)', message: 'the won Attack’s damage flip comes first (its result is part of the Action)' };
const DU_S1 = { ruleId: 'malifaux-2e/DU-S1', section: '§4.3', message: 'finish the duel in progress first' };
const near = { distances: { guard: 1 }, los: { guard: 'CLEAR' } };
const shove: ActionDef = { name: 'Shove', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 7 }, resist: 'Df' };
/** Lilith (A) attacks the guard with `action`; her flip is `a`, the guard's `b` (Ml 7 against Df 5). */
function attacking(a: string, b: string, action = 'Greatsword'): Game {
  const g = atActivation([{ ...lilith, actions: [greatsword, shove] }, model('a2')], [guard, model('b2')], { decks: [stacked(a, 'RAM-12'), stacked(b)] });
  g.do('A', 'ActivateModel', { modelId: 'lilith' });
  g.do('A', 'TakeAction', { actionId: 'x', modelId: 'lilith', action, targets: ['guard'], facts: near });
  return g;
}
const activate = (modelId: string): ActivateModel => ({ type: 'ActivateModel', actor: { role: 'seat', seat: 'A' }, data: { modelId } });
const ms = (def: ModelDef, conditions: Record<string, number | null> = {}): ModelState => ({ ...atActivation([def], [guard]).model(def.id), conditions });

describe('malifaux-2e §6.4 the sections the refusals cite', () => {
  it('malifaux-2e/AC-1 §6.4 and §7 are cited with their seed lines', () => {
    expect(S64_CITED).toBe(S64);
    expect(S7).toBe('§7 (seed 919-962)');
  });

  it('malifaux-2e/AC-1 a table with no crew hired is refused; one crew is a table', () => {
    const s = created().state;
    expect(refusalOf(() => tableOf({ ...s, table: EMPTY_TABLE }))).toEqual(ac('AC-1', 'no crews have been hired into this encounter'));
    const one = { ...EMPTY_TABLE, crews: ['A' as const] };
    expect(tableOf({ ...s, table: one })).toBe(one);
  });
});

describe('malifaux-2e §7 generating AP: every source, named once', () => {
  it.each<[string, ModelDef, Record<string, number | null>, ReturnType<typeof generateAp>]>([
    ['a Minion', model('m'), {}, { ap: 2, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MINION'] }],
    ['a Master', model('m', { station: 'MASTER' }), {}, { ap: 3, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MASTER'] }],
    ['Fast', model('m'), { FAST: null }, { ap: 3, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MINION', 'FAST'] }],
    ['Fast Activation', model('m', { abilities: [{ keyword: 'FAST_ACTIVATION' }] }), {}, { ap: 3, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MINION', 'FAST_ACTIVATION'] }],
    ['Fast and Fast Activation stack (two sources)', model('m', { abilities: [{ keyword: 'FAST_ACTIVATION' }] }), { FAST: null }, { ap: 4, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MINION', 'FAST', 'FAST_ACTIVATION'] }],
    ['Slow', model('m'), { SLOW: null }, { ap: 1, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MINION', 'SLOW'] }],
    ['Fast, Fast Activation and Slow', model('m', { abilities: [{ keyword: 'FAST_ACTIVATION' }] }), { FAST: null, SLOW: null }, { ap: 3, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MINION', 'FAST', 'FAST_ACTIVATION', 'SLOW'] }],
    ['Casting Expert', model('m', { abilities: [{ keyword: 'CASTING_EXPERT' }] }), {}, { ap: 2, restricted: { CASTING: 1, MELEE: 0 }, sources: ['STATION:MINION', 'CASTING_EXPERT'] }],
    ['Melee Expert', model('m', { abilities: [{ keyword: 'MELEE_EXPERT' }] }), {}, { ap: 2, restricted: { CASTING: 0, MELEE: 1 }, sources: ['STATION:MINION', 'MELEE_EXPERT'] }],
    ['both Experts', model('m', { abilities: [{ keyword: 'MELEE_EXPERT' }, { keyword: 'CASTING_EXPERT' }] }), {}, { ap: 2, restricted: { CASTING: 1, MELEE: 1 }, sources: ['STATION:MINION', 'CASTING_EXPERT', 'MELEE_EXPERT'] }],
    ['Paralyzed, whatever else', model('m', { station: 'MASTER', abilities: [{ keyword: 'FAST_ACTIVATION' }, { keyword: 'CASTING_EXPERT' }] }), { PARALYZED: null, FAST: null }, { ap: 0, restricted: { CASTING: 0, MELEE: 0 }, sources: ['PARALYZED'] }],
  ])('malifaux-2e/AP-1 malifaux-2e/AP-2 malifaux-2e/AP-3 %s', (_w, def, conditions, expected) => {
    expect(generateAp(ms(def, conditions))).toEqual(expected);
  });
});

describe('malifaux-2e §7 starting an Activation: the exact events', () => {
  it('malifaux-2e/AC-1 a first Activation starts with its AP and nothing removed', () => {
    const g = atActivation([lilith], [guard]);
    expect(g.do('A', 'ActivateModel', { modelId: 'lilith' })).toEqual([
      { type: 'ActivationStarted', data: { turn: 1, modelId: 'lilith', seat: 'A', chain: null, reactivation: false, ap: 3, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MASTER'] } },
    ]);
  });

  it('malifaux-2e/AC-2 Reactivate is consumed when the extra Activation starts (A-12)', () => {
    const g = atActivation([lilith], [guard, model('b2')]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'DeclareEffect', { effectId: 'e1', kind: 'GAIN_CONDITION', modelId: 'lilith', condition: { name: 'Reactivate' } });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'EndActivation', { modelId: 'guard' });
    expect(g.do('A', 'ActivateModel', { modelId: 'lilith' })).toEqual([
      { type: 'ConditionRemoved', data: { modelId: 'lilith', name: 'REACTIVATE', reason: 'its extra Activation started (A-12)' } },
      { type: 'ActivationStarted', data: { turn: 1, modelId: 'lilith', seat: 'A', chain: null, reactivation: true, ap: 3, restricted: { CASTING: 0, MELEE: 0 }, sources: ['STATION:MASTER'] } },
    ]);
  });
});

describe('malifaux-2e §6.4 chain Activations: the rest of AC-4', () => {
  it('malifaux-2e/AC-4 never more than 2 Activations in a row: a second chain is refused, the first is not', () => {
    const pup2 = model('pup2', { name: 'Pup2', abilities: [{ keyword: 'COMPANION' }] });
    const g = atActivation([lilith, pup, pup2], [guard, model('b2')]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'EndActivation', { modelId: 'lilith' });
    expect(g.refusal('A', 'ActivateModel', chain(3, 'pup2'))).toBeUndefined();
    g.do('A', 'ActivateModel', chain(3));
    expect(g.do('A', 'EndActivation', { modelId: 'pup' })[0].data).toMatchObject({ next: 'B' });
    expect(g.refusal('A', 'ActivateModel', chain(3, 'pup2'))).toEqual(ac('AC-4', 'never more than 2 Activations in a row'));
  });

  it.each<[string, unknown]>([
    ['no distance', undefined],
    ['a null distance', null],
    ['a distance in words', '3'],
  ])('malifaux-2e/AC-4 the Companion distance is a number: %s is refused', (_w, withinInches) => {
    expect(afterLilith().refusal('A', 'ActivateModel', { modelId: 'pup', chain: { ability: 'COMPANION', withinInches } })).toEqual(
      ac('AC-4', 'Companion: the friendly model ended its Activation within 6" (declare withinInches)'),
    );
  });

  it('malifaux-2e/AC-4 a chain follows a friendly model’s finished Activation (the model it follows is known)', () => {
    const g = afterLilith();
    const s = g.state;
    const act = s.table!.activation!;
    const unknown: GameState = { ...s, table: { ...s.table!, activation: { ...act, lastModelId: null } } };
    expect(refusalOf(() => activateModel(unknown, { ...activate('pup'), data: chain(2) }))).toEqual(ac('AC-4', 'a chain Activation follows a friendly model’s Activation'));
    expect(refusalOf(() => activateModel(s, { ...activate('pup'), data: chain(2) }))).toBeUndefined();
  });
});

describe('malifaux-2e §4.3 one duel at a time: no Activation starts or ends during one', () => {
  it('malifaux-2e/DU-S1 ending during the Attack’s duel or its damage flip is refused', () => {
    const g = attacking('RAM-10', 'RAM-03');
    expect(g.state.duel.status).toBe('DUELING');
    expect(g.refusal('A', 'EndActivation', { modelId: 'lilith' })).toEqual(DU_S1);
    flipDuel(g, 'A');
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    expect(g.state.duel.status).toBe('FLIPPING');
    expect(g.refusal('A', 'EndActivation', { modelId: 'lilith' })).toEqual(DU_S1);
    flipDuel(g, 'A');
    expect(g.refusal('A', 'EndActivation', { modelId: 'lilith' })).toBeUndefined();
  });

  it('malifaux-2e/DU-S1 activating while a duel or a flip is in progress is refused; after it resolves it is not', () => {
    const g = attacking('RAM-10', 'RAM-03');
    const dueling = g.state.duel;
    flipDuel(g, 'A');
    const resolved = g.state.duel;
    g.do('A', 'DuelDecision', { command: { type: 'StartDamageFromDuel', data: {} } });
    const flipping = g.state.duel;
    expect([dueling.status, resolved.status, flipping.status]).toEqual(['DUELING', 'DUEL_RESOLVED', 'FLIPPING']);
    const s = atActivation([lilith], [guard]).state;
    for (const duel of [dueling, flipping]) expect(refusalOf(() => activateModel({ ...s, duel }, activate('lilith')))).toEqual(DU_S1);
    expect(refusalOf(() => activateModel({ ...s, duel: resolved }, activate('lilith')))).toBeUndefined();
  });
});

describe('malifaux-2e §8.2 a won Attack’s damage flip comes first (DU-O7)', () => {
  it('malifaux-2e/DU-O7 a hit with damage owes its flip; a miss, or a hit with no damage, owes nothing', () => {
    const hit = attacking('RAM-10', 'RAM-03');
    flipDuel(hit, 'A');
    expect(hit.refusal('A', 'EndActivation', { modelId: 'lilith' })).toEqual(DU_O7);
    const miss = attacking('RAM-01', 'RAM-13');
    flipDuel(miss, 'A');
    expect(miss.state.table!.pending).toMatchObject({ hit: false });
    expect(miss.refusal('A', 'EndActivation', { modelId: 'lilith' })).toBeUndefined();
    const noDamage = attacking('RAM-10', 'RAM-03', 'Shove');
    flipDuel(noDamage, 'A');
    expect(noDamage.state.table!.pending).toMatchObject({ hit: true });
    expect(noDamage.refusal('A', 'EndActivation', { modelId: 'lilith' })).toBeUndefined();
  });

  it('malifaux-2e/DU-O7 only the resolved opposed duel of the pending Attack owes damage', () => {
    const g = attacking('RAM-10', 'RAM-03');
    flipDuel(g, 'A');
    const s = g.state;
    const d = s.duel;
    if (d.status !== 'DUEL_RESOLVED') throw new Error('the Attack’s duel is resolved');
    const owed = (state: GameState) => refusalOf(() => assertNoDamageOwed(state, state.table!));
    expect(owed(s)).toEqual(DU_O7);
    expect(owed({ ...s, duel: { ...d, duel: { ...d.duel, duelId: 'another' } } })).toBeUndefined();
    expect(owed({ ...s, duel: { ...d, duel: { ...d.duel, kind: 'SIMPLE' } } })).toBeUndefined();
  });
});

describe('malifaux-2e §7 step 4: what an Activation waits for before it ends', () => {
  it('malifaux-2e/DE-2 a Walk out of engagement waits for the engaged enemies’ strikes', () => {
    const g = atActivation([lilith], [guard]);
    g.do('A', 'ActivateModel', { modelId: 'lilith' });
    g.do('A', 'TakeAction', { actionId: 'w', modelId: 'lilith', action: 'Walk', facts: { moved: 2, leavesEngagementOf: ['guard'] } });
    expect(g.refusal('A', 'EndActivation', { modelId: 'lilith' })).toEqual({ ruleId: 'malifaux-2e/DE-2', section: '§10.4 (seed 1266-1280)', message: 'the Walk waits for the disengaging strikes of the engaged enemies' });
  });

  it('malifaux-2e/SE-3 a tie for lowest is picked before the Activation ends', () => {
    const g = atActivation([model('silurid'), model('terror-tot')], [guard, model('death-marshal')], { first: 'B', decks: [stacked(), stacked('RAM-08', 'RAM-05', 'CROW-05', 'RAM-13')] });
    g.do('B', 'ActivateModel', { modelId: 'guard' });
    g.do('B', 'TakeAction', { actionId: 'shot', modelId: 'guard', action: 'Pistol', targets: ['silurid'], facts: { distances: { silurid: 8 }, los: { silurid: 'CLEAR' }, targetEngagedWithin2: ['death-marshal'], within2OfTarget: ['terror-tot', 'death-marshal'] } });
    expect(g.state.randomPick).not.toBeNull();
    expect(g.refusal('B', 'EndActivation', { modelId: 'guard' })).toEqual({ ruleId: 'malifaux-2e/SE-3', section: '§10.5 (seed 1290-1304)', message: 'the attacker first picks the target among the models tied for lowest' });
  });
});

describe('malifaux-2e §6.4 who activates, in which order', () => {
  it.each<[string, number, number, 'A' | 'B', string]>([
    ['even crews alternate, First Player A', 2, 2, 'A', 'ABAB'],
    ['even crews alternate, First Player B', 2, 2, 'B', 'BABA'],
    ['the larger crew finishes alone', 3, 1, 'A', 'ABAA'],
    ['the larger crew finishes alone, even when second', 1, 3, 'A', 'ABBB'],
    ['the smaller crew first, then the larger alone', 1, 3, 'B', 'BABB'],
  ])('malifaux-2e/AC-1 malifaux-2e/AC-2 malifaux-2e/AC-3 %s', (_w, na, nb, first, order) => {
    const crew = (seat: string, n: number) => Array.from({ length: n }, (_, i) => model(`${seat}${i}`));
    const g = atActivation(crew('a', na), crew('b', nb), { first });
    const seats: string[] = [];
    const nexts: (string | null)[] = [];
    for (const seat of order) {
      const s = seat === 'A' ? ('A' as const) : ('B' as const);
      const other = s === 'A' ? ('B' as const) : ('A' as const);
      const id = g.state.table!.order.find((m) => g.model(m).seat === s && g.model(m).activations === 0)!;
      // Only the seat due may activate; the other is refused with the seat due named.
      const theirs = g.state.table!.order.find((m) => g.model(m).seat === other && g.model(m).activations === 0);
      if (theirs) expect(g.refusal(other, 'ActivateModel', { modelId: theirs })).toEqual(ac('AC-1', `it is seat ${s}'s Activation`));
      g.do(s, 'ActivateModel', { modelId: id });
      seats.push(s);
      const ended = g.do(s, 'EndActivation', { modelId: id });
      nexts.push(ended[0].type === 'ActivationEnded' ? ended[0].data.next : 'none');
    }
    expect(seats.join('')).toBe(order);
    expect(nexts).toEqual([...order.slice(1).split(''), null]);
    // One Activation per model per Turn (AC-2), then the phase is over.
    expect(Object.values(g.state.table!.models).map((m) => m.activations)).toEqual(Array(na + nb).fill(1));
    expect(g.state.table!.phase).toBe('END');
  });
});
