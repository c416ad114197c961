// malifaux-1e §2 timing (rules/malifaux-1e.md; seed 003 lines 31-64): TI-1 one effect's sentences resolve in printed
// order, never re-ranked, each with its own effect id; TI-5 item 2 immediate effects come first as a group, in the order
// declared (neither the players' activation order nor, under MODEL_ACTIVATION_ORDER, the models' ranks them); item 3 an
// effect declared with no controller at all is one no player controls.
import { A, B, cmd, model, step, toActivation } from '../testing/fixtures';
import type { EffectSentence1e, EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const a2 = model('a2');
const guard = model('guard');
const g = (): { events: EncounterEvent1e[]; state: GameState1e } => toActivation([lady, a2], [guard]);
const resolve = (mode: 'SEQUENCE' | 'SIMULTANEOUS', effects: EffectSentence1e[], by = A): EncounterCommand1e => cmd('ResolveEffects1e', by, { effectsId: 'fx', mode, effects });
const gain = (modelId: string, name: string, over: Partial<EffectSentence1e> = {}): EffectSentence1e => ({ kind: 'GAIN_CONDITION', modelId, condition: { name }, ...over });
const ordered = (added: readonly EncounterEvent1e[]): { index: number; why: string }[] => {
  const e = added.find((x) => x.type === 'EffectsOrdered1e');
  return e?.type === 'EffectsOrdered1e' ? e.data.order.map((o) => ({ index: o.index, why: o.why })) : [];
};
const modifiers = (added: readonly EncounterEvent1e[]): string[] => added.flatMap((e) => (e.type === 'ModifierChanged' ? [`${e.data.modifier}:${String(e.data.value)}`] : []));

describe('malifaux-1e §2 TI-1: one effect’s sentences, in printed order', () => {
  it('malifaux-1e/TI-1 sentences are never re-ranked by TI-5: an optional no-player Fast before a mandatory Slow of the active player stays first', () => {
    // TI-5 would put the mandatory, active player's Slow first; TI-1 resolves the sentences as printed, so the Fast is
    // gained and then cancelled by the Slow (AM-1), never the other way round.
    const s = step(g(), resolve('SEQUENCE', [gain('guard', 'FAST', { controller: null }), gain('guard', 'SLOW', { controller: 'A', mandatory: true })], B));
    expect(ordered(s.added)).toEqual([
      { index: 0, why: 'sentence 1' },
      { index: 1, why: 'sentence 2' },
    ]);
    expect(modifiers(s.added)).toEqual(['fast:true', 'fast:false']);
  });

  it('malifaux-1e/TI-1 each sentence is its own effect: a fall in sentence 2 flips under the id fx:1', () => {
    // MV-11: a 3" fall is one flip; its flip id names the effect and the sentence, so the table can tell which card came
    // from which sentence of the effect.
    const s = step(g(), resolve('SEQUENCE', [{ kind: 'WOUNDS', modelId: 'guard', wounds: 0 }, { kind: 'FALL', modelId: 'guard', inches: 3 }], B));
    const flips = s.added.filter((e) => e.type === 'CardsFlipped');
    expect(flips).toHaveLength(1);
    expect(flips[0]).toMatchObject({ type: 'CardsFlipped', data: { seat: 'B', flipId: 'fx:1:fall:0' } });
  });
});

describe('malifaux-1e §2 TI-5: the groups of item 2 and item 3', () => {
  it('malifaux-1e/TI-5 item 3: an effect declared with no controller at all is no player’s and comes last, after the other player’s', () => {
    // `controller` left out means the same as null: terrain, environment, the encounter. The guard's Fast (no controller)
    // is declared first but resolves after B's Slow, which Fast then cancels (AM-1).
    const s = step(g(), resolve('SIMULTANEOUS', [gain('guard', 'FAST'), gain('guard', 'SLOW', { controller: 'B' })]));
    expect(ordered(s.added)).toEqual([
      { index: 1, why: 'optional, another player’s, in this turn’s activation order' },
      { index: 0, why: 'optional, controlled by no player (terrain, environment, encounter): last' },
    ]);
    expect(modifiers(s.added)).toEqual(['slow:true', 'slow:false']);
  });

  it('malifaux-1e/TI-5 item 2: immediate effects of both players come first in the order declared, not in the players’ activation order', () => {
    // A activates first (toActivation), yet B's immediate effect, declared first, resolves first: the activation order
    // only ranks the other players' (non-immediate) effects.
    const s = step(g(), resolve('SIMULTANEOUS', [gain('guard', 'SLOW', { controller: 'B', immediate: true }), gain('guard', 'FAST', { controller: 'A', immediate: true })]));
    expect(ordered(s.added)).toEqual([
      { index: 0, why: 'optional, immediate' },
      { index: 1, why: 'optional, immediate' },
    ]);
    expect(modifiers(s.added)).toEqual(['slow:true', 'slow:false']);
  });

  it('malifaux-1e/TI-5 [AMBIGUOUS] item 2, MODEL_ACTIVATION_ORDER: immediate effects keep the declared order, whichever model activated first', () => {
    // The reading orders one player's effects by when their models activated; immediate effects are a group of their
    // own, ahead of that ranking: a2 activated and lady did not, yet lady's immediate effect, declared first, goes first.
    const base = toActivation([lady, a2], [guard], [], [], { options: { autoDeclineCuts: true, simultaneousEffectOrder: 'MODEL_ACTIVATION_ORDER' } });
    const activated = step(step(base, cmd('ActivateModel', A, { modelId: 'a2' })), cmd('EndActivation', A, { modelId: 'a2' }));
    expect(activated.state.turn.activated).toEqual(['a2']);
    const s = step(activated, resolve('SIMULTANEOUS', [gain('lady', 'FAST', { controller: 'A', immediate: true }), gain('a2', 'SLOW', { controller: 'A', immediate: true })]));
    expect(ordered(s.added).map((o) => o.index)).toEqual([0, 1]);
    // Without `immediate` the same two effects follow the models' activation: a2's first (the control for the above).
    const plain = step(activated, resolve('SIMULTANEOUS', [gain('lady', 'FAST', { controller: 'A' }), gain('a2', 'SLOW', { controller: 'A' })]));
    expect(ordered(plain.added).map((o) => o.index)).toEqual([1, 0]);
  });
});
