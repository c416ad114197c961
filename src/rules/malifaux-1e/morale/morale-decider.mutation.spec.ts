// malifaux-1e §12 Morale: every refusal of decideMorale with its rule, section and message; the boundaries of the
// morale duel, the Terrifying area and the flee move; the slice after each event (MO-1..MO-11).
import { decideMorale, evolveMorale, type MoraleCommand1e, type MoraleEvent1e } from './morale-decider';
import { assertMayTakeAction, fleeDistance, moraleFateModifier, terrifyingApplies, terrifyingArea } from './morale-rules';
import { initialMoraleSlice, type Malifaux1eMoraleSlice, type MoraleModel } from './morale-state';
import { check, fled, flee, horror, p, registered, required } from '../testing/morale';
import { refusalOf, type Refusal1e } from '../testing/refusal';

const S = '§12 (seed 3723-3840)';
const fold = (events: readonly MoraleEvent1e[]): Malifaux1eMoraleSlice => events.reduce(evolveMorale, initialMoraleSlice());
const decide = (events: readonly MoraleEvent1e[], c: MoraleCommand1e): MoraleEvent1e[] => decideMorale(fold(events), c);
const register = (...models: ReturnType<typeof p>[]): MoraleCommand1e => ({ type: 'RegisterMoraleModels1e', data: { models } });
const morale = (over: Partial<Extract<MoraleCommand1e, { type: 'RequireMoraleDuel1e' }>['data']> = {}): MoraleCommand1e => ({ type: 'RequireMoraleDuel1e', data: { duelId: 'd2', modelId: 'guard', tn: 10, labelledMorale: true, ...over } });
const sacrificed: MoraleEvent1e = { type: 'ModelSacrificedFleeing1e', data: { modelId: 'guard', countersRemoved: true } };
const rallying: MoraleEvent1e = { type: 'RallyActivationBegun1e', data: { modelId: 'guard' } };
const model = (over: Partial<MoraleModel> = {}): MoraleModel => ({ ...p('m'), fleeing: false, rallying: false, passedTerrifying: [], removed: false, ...over });

describe('malifaux-1e §12 every refusal names its rule, section and message', () => {
  it.each<[string, MoraleEvent1e[], MoraleCommand1e, Refusal1e]>([
    ['malifaux-1e/MO-1 a Wp that is not a whole number', [], register(p('x', { wp: 4.5 })), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'x: Wp and Wk are whole numbers' }],
    ['malifaux-1e/MO-1 a Wk that is not a whole number', [], register(p('ok'), p('y', { wk: 1.5 })), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'y: Wp and Wk are whole numbers' }],
    ['malifaux-1e/MO-1 a negative Wk', [], register(p('z', { wk: -1 })), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'z: Wp and Wk are whole numbers' }],
    ['malifaux-1e/MO-1 an unknown model', [registered], check('ghost', 'END_ACTION'), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'no model ghost in play' }],
    ['malifaux-1e/MO-1 a model sacrificed fleeing is out of play', [registered, fled(), sacrificed], check('guard', 'END_ACTION'), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'no model guard in play' }],
    ['malifaux-1e/MO-5 a source that is not Terrifying', [registered], { type: 'CheckTerrifying1e', data: { duelId: 'd1', modelId: 'nightmare', sourceId: 'guard', moment: 'START_ACTIVATION', distance: 0 } }, { ruleId: 'malifaux-1e/MO-5', section: S, message: 'guard is not Terrifying' }],
    ['malifaux-1e/MO-6 outside the largest melee zone', [registered], check('guard', 'END_ACTION', 2.5), { ruleId: 'malifaux-1e/MO-6', section: S, message: `guard is 2.5" away, outside nightmare's 2" area` }],
    ['malifaux-1e/MO-3 a plain Wp duel', [registered], morale({ labelledMorale: false }), { ruleId: 'malifaux-1e/MO-3', section: S, message: 'only a duel labelled as a morale duel is one; this is a plain Wp duel' }],
    ['malifaux-1e/MO-1 a morale duel of an unknown model', [registered], morale({ modelId: 'ghost' }), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'no model ghost in play' }],
    ['malifaux-1e/MO-1 a TN that is not a whole number', [registered], morale({ tn: 9.5 }), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'a morale duel is Wp → TN' }],
    ['malifaux-1e/MO-1 a negative TN', [registered], morale({ tn: -1 }), { ruleId: 'malifaux-1e/MO-1', section: S, message: 'a morale duel is Wp → TN' }],
    ['malifaux-1e/MO-1 no morale duel waiting', [registered], { type: 'ResolveMoraleDuel1e', data: { duelId: 'd1', final: 3 } }, { ruleId: 'malifaux-1e/MO-1', section: S, message: 'no morale duel d1 is waiting' }],
    ['malifaux-1e/MO-1 forced to flee: an unknown model', [registered], { type: 'ForceFlee1e', data: { modelId: 'ghost' } }, { ruleId: 'malifaux-1e/MO-1', section: S, message: 'no model ghost in play' }],
    ['malifaux-1e/MO-8 an activation before the flee move', [registered, fled()], { type: 'BeginMoraleActivation1e', data: { modelId: 'guard' } }, { ruleId: 'malifaux-1e/MO-8', section: S, message: 'guard must first make its flee move' }],
    ['malifaux-1e/MO-10 a movement action while rallying', [registered, fled(), flee8(), rallying], { type: 'TakeMoraleAction1e', data: { modelId: 'guard', category: 'MOVEMENT' } }, { ruleId: 'malifaux-1e/MO-10', section: S, message: 'guard is rallying and can take no movement action this activation' }],
    ['malifaux-1e/MO-8 no flee move due', [registered], flee(), { ruleId: 'malifaux-1e/MO-8', section: S, message: 'guard has no flee move to make' }],
    ['malifaux-1e/MO-8 a second flee move', [registered, fled(), flee8()], flee(), { ruleId: 'malifaux-1e/MO-8', section: S, message: 'guard has no flee move to make' }],
    ['malifaux-1e/MO-9 engaged with the cause, not directly away', [registered, fled()], flee({ engagedWithCause: true, awayFromCause: false }), { ruleId: 'malifaux-1e/MO-9', section: '§12.3', message: 'engaged with the cause of the duel, it flees directly away from that model' }],
    ['malifaux-1e/MO-9 longer than 2 × Wk', [registered, fled()], flee({ distance: 8.5 }), { ruleId: 'malifaux-1e/MO-9', section: '§12.3', message: 'a flee move is 8" (2 × Wk 4), not 8.5"' }],
    ['malifaux-1e/MO-9 a negative distance', [registered, fled()], flee({ distance: -1, blocked: true }), { ruleId: 'malifaux-1e/MO-9', section: '§12.3', message: 'a flee move is 8" (2 × Wk 4), not -1"' }],
    ['malifaux-1e/MO-9 an endless distance', [registered, fled()], flee({ distance: Number.NaN, blocked: true }), { ruleId: 'malifaux-1e/MO-9', section: '§12.3', message: 'a flee move is 8" (2 × Wk 4), not NaN"' }],
    ['malifaux-1e/MO-9 shorter, neither blocked nor at an edge', [registered, fled()], flee({ distance: 7.5 }), { ruleId: 'malifaux-1e/MO-9', section: '§12.3', message: 'a flee move is the full 8" unless blocked or stopped by a table edge' }],
  ])('%s', (_, events, command, expected) => {
    expect(refusalOf(() => decide(events, command))).toEqual(expected);
  });
});

function flee8(): MoraleEvent1e {
  return { type: 'FleeMoveMade1e', data: { modelId: 'guard', distance: 8, endsActivation: false } };
}

describe('malifaux-1e §12 boundaries of what is accepted', () => {
  it('malifaux-1e/MO-1 Wk 0 and TN 0 are whole numbers; a registered model is known with its profile', () => {
    expect(decide([], register(p('slow', { wk: 0 })))).toEqual([{ type: 'MoraleModelsRegistered1e', data: { models: [p('slow', { wk: 0 })] } }]);
    expect(decide([registered], morale({ tn: 0, sourceId: 'spell' }))).toEqual([{ type: 'MoraleDuelRequired1e', data: { duelId: 'd2', modelId: 'guard', sourceId: 'spell', tn: 0, terrifying: false } }]);
    expect(fold([registered]).models.guard).toEqual({ ...p('guard'), fleeing: false, rallying: false, passedTerrifying: [], removed: false });
  });
  it('malifaux-1e/MO-6 a charge declared at the Terrifying model needs no area; with no melee zone the area is 1" (Bash)', () => {
    expect(decide([registered], check('guard', 'DECLARE_CHARGE', 20))).toEqual([required()]);
    expect([terrifyingArea({}), terrifyingArea({ meleeZones: [] }), terrifyingArea({ meleeZones: [0.5] }), terrifyingArea(horror)]).toEqual([1, 1, 1, 2]);
  });
  it('malifaux-1e/MO-1 a morale duel: final = TN wins, TN − 1 loses; a resisted spell: final = TN loses, TN + 1 wins', () => {
    const resolve = (final: number, resist?: boolean): MoraleEvent1e[] => decide([registered, required('guard', 12, null, false)], { type: 'ResolveMoraleDuel1e', data: { duelId: 'd1', final, ...(resist ? { resist } : {}) } });
    expect(resolve(11)).toEqual([
      { type: 'MoraleDuelResolved1e', data: { duelId: 'd1', modelId: 'guard', final: 11, tn: 12, won: false, sourceId: null, terrifying: false } },
      { type: 'ModelFleeing1e', data: { modelId: 'guard', causeId: null } },
    ]);
    expect(resolve(12, true).map((e) => e.type)).toEqual(['MoraleDuelResolved1e', 'ModelFleeing1e']);
    expect(resolve(13, true).map((e) => e.type)).toEqual(['MoraleDuelResolved1e']);
  });
  it('malifaux-1e/MO-1 the duel resolved is the one named, among several waiting', () => {
    const other = { ...required('flyer'), data: { ...required('flyer').data, duelId: 'd9' } } as MoraleEvent1e;
    expect(decide([registered, required(), other], { type: 'ResolveMoraleDuel1e', data: { duelId: 'd9', final: 20 } })).toEqual([{ type: 'MoraleDuelResolved1e', data: { duelId: 'd9', modelId: 'flyer', final: 20, tn: 12, won: true, sourceId: 'nightmare', terrifying: true } }]);
  });
  it('malifaux-1e/MO-2 a model forced to flee flees with no cause', () => {
    expect(decide([registered], { type: 'ForceFlee1e', data: { modelId: 'guard' } })).toEqual([fled('guard', null)]);
  });
  it('malifaux-1e/MO-9 blocked: shorter is allowed; blocked at 0": no move; directly away from the cause: allowed', () => {
    const h = [registered, fled()];
    expect(decide(h, flee({ distance: 3, blocked: true }))).toEqual([{ type: 'FleeMoveMade1e', data: { modelId: 'guard', distance: 3, endsActivation: false } }]);
    expect(decide(h, flee({ distance: 0, blocked: true }))).toEqual([{ type: 'FleeMoveSkipped1e', data: { modelId: 'guard', reason: 'CANNOT_MOVE' } }]);
    expect(decide(h, flee({ engagedWithCause: true, awayFromCause: true }))[0].type).toBe('FleeMoveMade1e');
    expect(fold([...h, ...decide(h, flee({ distance: 0, blocked: true }))]).mustFlee).toEqual([]);
  });
  it('malifaux-1e/MO-10 an activation of a model that is not fleeing is no rally; an action of an unregistered model is not checked', () => {
    expect(decide([registered], { type: 'BeginMoraleActivation1e', data: { modelId: 'guard' } })).toEqual([]);
    expect(decide([registered, fled(), flee8()], { type: 'TakeMoraleAction1e', data: { modelId: 'guard', category: 'MOVEMENT' } })).toEqual([]);
    expect(() => assertMayTakeAction(initialMoraleSlice(), 'ghost', 'MOVEMENT')).not.toThrow();
  });
  it('malifaux-1e/MO-11 a Paralyzed pass rallies only a fleeing model', () => {
    expect(decide([registered], { type: 'EndMoraleActivation1e', data: { modelId: 'guard', paralyzed: true } })).toEqual([]);
    expect(decide([registered, fled(), flee8()], { type: 'EndMoraleActivation1e', data: { modelId: 'guard', paralyzed: false } })).toEqual([]);
  });
  it('malifaux-1e/MO-7 leaving the area clears that model only', () => {
    expect(decide([registered], { type: 'LeaveTerrifyingArea1e', data: { modelId: 'guard', sourceId: 'nightmare' } })).toEqual([{ type: 'TerrifyingCleared1e', data: { modelIds: ['guard'], sourceId: 'nightmare' } }]);
  });
});

describe('malifaux-1e §12 Terrifying and fate modifiers as pure rules', () => {
  it.each<[string, Partial<MoraleModel>, 'START_ACTIVATION' | 'ENTER_AREA', boolean]>([
    ['a living model', {}, 'START_ACTIVATION', true],
    ['a non-living model', { living: false }, 'START_ACTIVATION', false],
    ['a Terrifying model', { terrifying: 9 }, 'START_ACTIVATION', false],
    ['a model immune to morale', { immuneToMorale: true }, 'START_ACTIVATION', false],
    ['a model immune to Terrifying', { immuneToTerrifying: true }, 'START_ACTIVATION', false],
    ['a flyer entering', { flies: true }, 'ENTER_AREA', false],
    ['a flyer at the start of its activation', { flies: true }, 'START_ACTIVATION', true],
    ['a walker entering', {}, 'ENTER_AREA', true],
    ['a model that beat this source', { passedTerrifying: ['nightmare'] }, 'START_ACTIVATION', false],
    ['a model that beat another source', { passedTerrifying: ['other'] }, 'START_ACTIVATION', true],
  ])('malifaux-1e/MO-5 %s', (_, over, moment, applies) => {
    expect(terrifyingApplies(model(over), model({ id: 'nightmare', terrifying: 12 }), moment)).toBe(applies);
  });
  it('malifaux-1e/MO-5 a source that is not Terrifying never applies', () => {
    expect(terrifyingApplies(model(), model({ id: 'x' }), 'START_ACTIVATION')).toBe(false);
  });
  it('malifaux-1e/MO-8 a − on non-morale duels while fleeing or rallying, none otherwise; malifaux-1e/MO-9 flee move 2 × Wk', () => {
    expect([moraleFateModifier(undefined, false), moraleFateModifier(model(), false), moraleFateModifier(model({ rallying: true }), false), moraleFateModifier(model({ fleeing: true }), false), moraleFateModifier(model({ rallying: true }), true)]).toEqual([0, 0, -1, -1, 0]);
    expect([fleeDistance({ wk: 5 }), fleeDistance({ wk: 0 })]).toEqual([10, 0]);
  });
});

describe('malifaux-1e §12 the slice after each event', () => {
  it('malifaux-1e/MO-7 only a won Terrifying duel with a source is remembered; the duel leaves the pending list', () => {
    const won = (over: object): MoraleEvent1e => ({ type: 'MoraleDuelResolved1e', data: { duelId: 'd1', modelId: 'guard', final: 13, tn: 12, won: true, sourceId: 'nightmare', terrifying: true, ...over } } as MoraleEvent1e);
    const other = { ...required('flyer'), data: { ...required('flyer').data, duelId: 'd9' } } as MoraleEvent1e;
    const s = fold([registered, required(), other, won({})]);
    expect([s.models.guard.passedTerrifying, s.pending.map((x) => x.duelId)]).toEqual([['nightmare'], ['d9']]);
    expect(fold([registered, required(), won({ won: false })]).models.guard.passedTerrifying).toEqual([]);
    expect(fold([registered, required(), won({ terrifying: false })]).models.guard.passedTerrifying).toEqual([]);
    expect(fold([registered, required(), won({ sourceId: null })]).models.guard.passedTerrifying).toEqual([]);
    const twice = fold([registered, won({}), won({ sourceId: 'scary' })]);
    expect(twice.models.guard.passedTerrifying).toEqual(['nightmare', 'scary']);
    const cleared = evolveMorale(twice, { type: 'TerrifyingCleared1e', data: { modelIds: ['guard', 'ghost'], sourceId: 'nightmare' } });
    expect([cleared.models.guard.passedTerrifying, cleared.models.ghost]).toEqual([['scary'], undefined]);
  });
  it('malifaux-1e/MO-8 a model fleeing twice has one flee move due; fleeing models are marked, others not', () => {
    const s = fold([registered, fled(), fled('flyer'), fled()]);
    expect([s.mustFlee, s.models.guard.fleeing, s.models.golem.fleeing]).toEqual([['flyer', 'guard'], true, false]);
    expect(fold([registered, fled('ghost')]).models.ghost).toBeUndefined();
  });
  it('malifaux-1e/MO-9 D32 the model sacrificed at the edge is removed and no longer fleeing; the move made clears only its own due move', () => {
    const s = fold([registered, fled(), fled('flyer'), sacrificed]);
    expect([s.models.guard.removed, s.models.guard.fleeing, s.mustFlee]).toEqual([true, false, ['flyer']]);
    expect(fold([registered, fled(), fled('flyer'), flee8()]).mustFlee).toEqual(['flyer']);
  });
  it('malifaux-1e/MO-10 rallying is set by the rally activation and cleared with fleeing when it rallies', () => {
    const r = fold([registered, fled(), flee8(), rallying]);
    expect([r.models.guard.rallying, r.models.guard.fleeing]).toEqual([true, true]);
    const done = evolveMorale(r, { type: 'ModelRallied1e', data: { modelId: 'guard' } });
    expect([done.models.guard.rallying, done.models.guard.fleeing, done.models.flyer]).toEqual([false, false, r.models.flyer]);
  });
});
