// malifaux-1e §2 timing (seed 003 lines 31-64): every refusal of ResolveEffects1e with its rule (TI-1 for one effect's
// sentences, TI-5 for simultaneous effects), section and message; the reasons and sentences EffectsOrdered1e records.
import { A, B, cmd, model, step, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EffectSentence1e, EncounterCommand1e } from '../commands';
import { activePlayer, SENTENCE_KINDS } from './effect-timing';

const S2 = '§2 (seed 003 lines 31-64)';
const g = () => toActivation([model('lady', { station: 'MASTER', wounds: 8 })], [model('guard')]);
const resolve = (mode: 'SEQUENCE' | 'SIMULTANEOUS', effects: EffectSentence1e[], by = A): EncounterCommand1e => cmd('ResolveEffects1e', by, { effectsId: 'fx', mode, effects });
const wound = (modelId: string, over: Partial<EffectSentence1e> = {}): EffectSentence1e => ({ kind: 'WOUNDS', modelId, wounds: 1, ...over });

describe('malifaux-1e §2 ResolveEffects1e: every refusal names its rule, section and message', () => {
  it.each<[string, EncounterCommand1e, Refusal1e]>([
    ['malifaux-1e/TI-1 no sentence', resolve('SEQUENCE', []), named('malifaux-1e/TI-1', S2, 'declare 1..20 effects')],
    ['malifaux-1e/TI-5 twenty-one effects', resolve('SIMULTANEOUS', Array.from({ length: 21 }, () => wound('guard'))), named('malifaux-1e/TI-5', S2, 'declare 1..20 effects')],
    ['malifaux-1e/TI-1 a kind a sentence can’t be', resolve('SEQUENCE', [wound('guard'), { kind: 'SWAP', modelId: 'guard' }]), named('malifaux-1e/TI-1', S2, 'effects[1].kind: one of GAIN_CONDITION, REMOVE_CONDITION, WOUNDS, PUSH, PLACE, FALL')],
    ['malifaux-1e/TI-5 an unknown model', resolve('SIMULTANEOUS', [wound('ghost')]), named('malifaux-1e/TI-5', S2, 'effects[0].modelId: no model ghost')],
    ['malifaux-1e/TI-5 an unknown controller', resolve('SIMULTANEOUS', [wound('guard', { controller: 'C' })]), named('malifaux-1e/TI-5', S2, 'effects[0].controller: no seat C')],
  ])('%s', (_, command, expected) => {
    expect(refusalIn(g(), command)).toEqual(expected);
  });
});

describe('malifaux-1e §2 what EffectsOrdered1e records', () => {
  it('malifaux-1e/TI-1 twenty sentences are accepted, each named by its place; malifaux-1e/TI-5 each effect says why it comes where it does', () => {
    const twenty = step(g(), resolve('SEQUENCE', Array.from({ length: 20 }, () => wound('lady', { wounds: 0 }))));
    expect(twenty.added[0]).toMatchObject({ type: 'EffectsOrdered1e', data: { effectsId: 'fx', mode: 'SEQUENCE' } });
    expect(twenty.added[0].type === 'EffectsOrdered1e' && twenty.added[0].data.order.slice(0, 2)).toEqual([
      { index: 0, modelId: 'lady', kind: 'WOUNDS', why: 'sentence 1' },
      { index: 1, modelId: 'lady', kind: 'WOUNDS', why: 'sentence 2' },
    ]);
    const s = step(g(), resolve('SIMULTANEOUS', [wound('guard', { controller: null }), wound('guard', { immediate: true, controller: 'B', mandatory: true })]));
    expect(s.added[0].type === 'EffectsOrdered1e' && s.added[0].data.order.map((o) => o.why)).toEqual(['mandatory, immediate', 'optional, controlled by no player (terrain, environment, encounter): last']);
  });
  it('malifaux-1e/TI-5 twenty effects no key separates resolve in the order their controller declared them (item 4)', () => {
    // More than ten equal effects: V8's sort then compares in both directions, so a full tie must keep the given order.
    const s = step(g(), resolve('SIMULTANEOUS', Array.from({ length: 20 }, (_, i) => wound('lady', { wounds: 0, controller: 'A', mandatory: i >= 0 }))));
    expect(s.added[0].type === 'EffectsOrdered1e' && s.added[0].data.order.map((o) => o.index)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
  it('malifaux-1e/TI-1 a skipped sentence says why, with the rule of its mode', () => {
    const s = step(g(), resolve('SEQUENCE', [wound('guard', { wounds: 6 }), wound('guard')], B));
    expect(s.added.find((e) => e.type === 'EffectSkipped1e')).toEqual({ type: 'EffectSkipped1e', data: { effectsId: 'fx', index: 1, modelId: 'guard', reason: 'guard is no longer in play (KILLED) when this effect comes to resolve (TI-1)' } });
  });
  it('malifaux-1e/TI-5 the active player: the activating model’s seat, else the seat due', () => {
    expect(activePlayer(g().state)).toBe('A');
    expect(activePlayer(step(g(), cmd('ActivateModel', A, { modelId: 'lady' })).state)).toBe('A');
    expect(SENTENCE_KINDS).toEqual(['GAIN_CONDITION', 'REMOVE_CONDITION', 'WOUNDS', 'PUSH', 'PLACE', 'FALL']);
  });
});
