// malifaux-1e §2 timing through the decider (rules/malifaux-1e.md; seed 003_709459c7b0988b93.txt lines 31-64): TI-1 one
// effect's sentences in order, each against the state the previous one left; TI-5 the order of simultaneous effects, and
// its item-2 reading as a policy flag (simultaneousEffectOrder).
import { A, B, cmd, model, refusal, step, toActivation } from '../testing/fixtures';
import { malifaux1e } from '..';
import type { EffectSentence1e, EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import { orderByPrecedence } from '../../malifaux/simultaneous-effects';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const a2 = model('a2');
const guard = model('guard');
const g = () => toActivation([lady, a2], [guard]);
const resolve = (mode: 'SEQUENCE' | 'SIMULTANEOUS', effects: EffectSentence1e[], by = A): EncounterCommand1e => cmd('ResolveEffects1e', by, { effectsId: 'fx', mode, effects });
const ordered = (added: readonly EncounterEvent1e[]): number[] => {
  const e = added.find((x) => x.type === 'EffectsOrdered1e');
  return e?.type === 'EffectsOrdered1e' ? e.data.order.map((o) => o.index) : [];
};
const gain = (modelId: string, name: string, over: Partial<EffectSentence1e> = {}): EffectSentence1e => ({ kind: 'GAIN_CONDITION', modelId, condition: { name }, ...over });
const lose = (modelId: string, name: string): EffectSentence1e => ({ kind: 'REMOVE_CONDITION', modelId, condition: { name } });
const wound = (modelId: string, wounds: number, over: Partial<EffectSentence1e> = {}): EffectSentence1e => ({ kind: 'WOUNDS', modelId, wounds, ...over });

describe('malifaux-1e §2 TI-1: each sentence of an effect is resolved fully before the next', () => {
  it.each<[string, EffectSentence1e[], { fast: boolean; slow: boolean; wounds: number; status: string; skipped: number }]>([
    ['gain Fast, then lose it: the second sentence sees the first’s Fast', [gain('guard', 'FAST'), lose('guard', 'FAST')], { fast: false, slow: false, wounds: 6, status: 'IN_PLAY', skipped: 0 }],
    ['lose Fast, then gain it: nothing to lose yet, then Fast', [lose('guard', 'FAST'), gain('guard', 'FAST')], { fast: true, slow: false, wounds: 6, status: 'IN_PLAY', skipped: 0 }],
    ['Fast, then Slow: the Slow of sentence 2 meets the Fast of sentence 1 and both go (AM-1)', [gain('guard', 'FAST'), gain('guard', 'SLOW')], { fast: false, slow: false, wounds: 6, status: 'IN_PLAY', skipped: 0 }],
    ['2 wounds, then 3 wounds: 6 − 2 − 3 = 1', [wound('guard', 2), wound('guard', 3)], { fast: false, slow: false, wounds: 1, status: 'IN_PLAY', skipped: 0 }],
    ['6 wounds kill it, then "it gains Slow": the second sentence has no model left and is skipped', [wound('guard', 6), gain('guard', 'SLOW')], { fast: false, slow: false, wounds: 0, status: 'KILLED', skipped: 1 }],
    ['6 wounds kill it, then a push: skipped, never refused', [wound('guard', 6), { kind: 'PUSH', modelId: 'guard', inches: 3 }], { fast: false, slow: false, wounds: 0, status: 'KILLED', skipped: 1 }],
  ])('malifaux-1e/TI-1 %s', (_, sentences, out) => {
    const s = step(g(), resolve('SEQUENCE', sentences, B));
    expect(ordered(s.added)).toEqual(sentences.map((__, i) => i));
    const m = s.state.models.guard;
    expect({ fast: m.modifiers.fast, slow: m.modifiers.slow, wounds: m.wounds, status: m.status, skipped: s.added.filter((e) => e.type === 'EffectSkipped1e').length }).toEqual(out);
  });

  it('malifaux-1e/TI-1 a sentence the rules refuse refuses the whole effect; only the controller declares its sentences', () => {
    expect(refusal(g(), resolve('SEQUENCE', [wound('guard', 1), { kind: 'PUSH', modelId: 'guard' }], B))).toBe('malifaux-1e/MV-6');
    expect(refusal(g(), resolve('SEQUENCE', [{ kind: 'SUMMON', modelId: 'guard' }]))).toBe('malifaux-1e/TI-1');
    expect(refusal(g(), resolve('SEQUENCE', []))).toBe('malifaux-1e/TI-1');
    expect(malifaux1e.authorize(g().state, resolve('SEQUENCE', [wound('guard', 1, { controller: 'B' })], A))).not.toBeNull();
    expect(malifaux1e.authorize(g().state, resolve('SIMULTANEOUS', [wound('guard', 1, { controller: 'B' })], A))).toBeNull();
  });
});

describe('malifaux-1e §2 TI-5: effects that trigger at the same time', () => {
  // A activates first (toActivation): A is the active player, B the other, in this turn's activation order.
  const six: EffectSentence1e[] = [
    wound('guard', 1, { controller: 'B' }),
    wound('guard', 1, { controller: null, mandatory: true }),
    wound('guard', 1, { controller: 'A' }),
    wound('guard', 1, { controller: 'B', immediate: true }),
    wound('guard', 1, { controller: 'A', mandatory: true }),
    wound('guard', 1, { controller: null }),
  ];
  it.each<[string, EffectSentence1e[], number[]]>([
    ['item 1: mandatory before optional, whatever else', [wound('guard', 1, { controller: 'A' }), wound('guard', 1, { controller: 'B', mandatory: true })], [1, 0]],
    ['item 2: immediate effects first, then the active player’s', [wound('guard', 1, { controller: 'A' }), wound('guard', 1, { controller: 'B', immediate: true })], [1, 0]],
    ['item 2 default: the other player’s after the active player’s', [wound('guard', 1, { controller: 'B' }), wound('guard', 1, { controller: 'A' })], [1, 0]],
    ['item 3: effects no player controls (terrain, the encounter) last', [wound('guard', 1, { controller: null }), wound('guard', 1, { controller: 'B' })], [1, 0]],
    ['item 4: one player’s own effects keep the order that player declares', [gain('lady', 'FAST', { controller: 'A' }), gain('a2', 'FAST', { controller: 'A' }), gain('lady', 'SLOW', { controller: 'A' })], [0, 1, 2]],
    ['all four together', six, [4, 1, 3, 2, 0, 5]],
  ])('malifaux-1e/TI-5 %s', (_, effects, order) => {
    const s = step(g(), resolve('SIMULTANEOUS', effects));
    expect(ordered(s.added)).toEqual(order);
    // TI-1 too: resolved one by one in that order (the guard's wounds fall 1 at a time).
    const wounds = s.added.filter((e): e is Extract<EncounterEvent1e, { type: 'ModelWoundsChanged' }> => e.type === 'ModelWoundsChanged').map((e) => e.data.wounds);
    expect(wounds).toEqual(wounds.length ? Array.from({ length: wounds.length }, (__, i) => 5 - i) : []);
  });

  it('malifaux-1e/TI-5 the order applied is the one resolved: B’s Slow then A’s Fast on the same model cancel in that order', () => {
    // Optional A (active) Fast comes before optional B Slow: Fast is gained, then Slow cancels it (AM-1).
    const s = step(g(), resolve('SIMULTANEOUS', [gain('guard', 'SLOW', { controller: 'B' }), gain('guard', 'FAST', { controller: 'A' })]));
    expect(s.added.filter((e) => e.type === 'ModifierChanged').map((e) => (e.type === 'ModifierChanged' ? `${e.data.modifier}:${e.data.value}` : ''))).toEqual(['fast:true', 'fast:false']);
    expect(s.added[0]).toMatchObject({ type: 'EffectsOrdered1e', data: { order: [{ index: 1, why: 'optional, the active player’s' }, { index: 0, why: 'optional, another player’s, in this turn’s activation order' }] } });
  });

  it.each<['PLAYER_CHOICE' | 'MODEL_ACTIVATION_ORDER', number[]]>([
    ['PLAYER_CHOICE', [0, 1]],
    ['MODEL_ACTIVATION_ORDER', [1, 0]],
  ])('malifaux-1e/TI-5 [AMBIGUOUS] item 2, simultaneousEffectOrder %s: A’s effects on lady and a2 after a2 activated first', (reading, order) => {
    const base = toActivation([lady, a2], [guard], [], [], { options: { autoDeclineCuts: true, simultaneousEffectOrder: reading } });
    const activated = step(step(base, cmd('ActivateModel', A, { modelId: 'a2' })), cmd('EndActivation', A, { modelId: 'a2' }));
    const s = step(activated, resolve('SIMULTANEOUS', [gain('lady', 'FAST', { controller: 'A' }), gain('a2', 'SLOW', { controller: 'A' })]));
    expect(ordered(s.added)).toEqual(order);
    expect((activated.state as GameState1e).turn.activated).toEqual(['a2']);
  });
});

describe('malifaux shared: orderByPrecedence (the sort under 1E TI-5 and 2E TR-5 / TR-7)', () => {
  it.each<[string, number[], number[]]>([
    ['stable: equal keys keep the given order', [1, 1, 1], [0, 1, 2]],
    ['the lowest rank first', [2, 0, 1], [1, 2, 0]],
  ])('malifaux-1e/TI-5 %s', (_, ranks, out) => {
    const list = ranks.map((rank, i) => ({ rank, i }));
    expect(orderByPrecedence(list, [(x) => x.rank]).map((x) => x.i)).toEqual(out);
  });
});
