// malifaux-1e §2 timing (rules/malifaux-1e.md; seed 003_709459c7b0988b93.txt lines 31-64 = seed 000 lines 396-429):
// TI-1 each sentence of an effect is resolved fully before the next one; TI-5 effects that trigger at the same time are
// resolved in a fixed order. Card text is not read by the server: the table declares the sentences (each one a
// DeclareEffect of turn/effects.ts) or the simultaneous effects, and the server orders them and resolves each against
// the state the previous one left.
import type { SeatId } from '../../core/decider';
import { orderByPrecedence, type PrecedenceKey } from '../../malifaux/simultaneous-effects';
import type { EffectSentence1e, EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import { evolve1e } from '../evolve';
import { check } from '../rule-names';
import { isGame1e, type GameState1e, type Malifaux1eOptions } from '../state';
import { declareEffect } from './effects';

type ResolveEffects = Extract<EncounterCommand1e, { type: 'ResolveEffects1e' }>;
const S2 = '§2 (seed 003 lines 31-64)';
/** The DeclareEffect kinds a sentence may be: the ones that change one model at once (§4.5). */
export const SENTENCE_KINDS: readonly string[] = ['GAIN_CONDITION', 'REMOVE_CONDITION', 'WOUNDS', 'PUSH', 'PLACE', 'FALL'];

/** TI-5 item 2: the player whose turn it is to act (the activating model's, else the seat due), null outside activations. */
export function activePlayer(state: GameState1e): SeatId | null {
  return state.turn.activation?.seat ?? state.turn.due ?? null;
}

/** Why an effect comes where it does (returned in `EffectsOrdered1e`, so the table sees the ruling applied). */
function groupOf(e: EffectSentence1e, active: SeatId | null): { readonly rank: number; readonly why: string } {
  if (e.immediate === true) return { rank: 0, why: 'immediate' };
  if (e.controller === null || e.controller === undefined) return { rank: 3, why: 'controlled by no player (terrain, environment, encounter): last' };
  if (e.controller === active) return { rank: 1, why: 'the active player’s' };
  return { rank: 2, why: 'another player’s, in this turn’s activation order' };
}

/**
 * TI-5 ranking keys, in priority: (1) mandatory ("doit") before optional ("peut"); (2) immediate effects, then the active
 * player's, then the other players' in this turn's activation order (the spec's default for what the seed leaves
 * unsaid), then (3) effects no player controls. Item 4: among one player's own effects, the player's choice, i.e. the
 * order declared; the `MODEL_ACTIVATION_ORDER` reading of item 2 instead orders them by when their models activated this
 * turn (models not yet activated after, in the declared order).
 */
export function simultaneousKeys(state: GameState1e, reading: Malifaux1eOptions['simultaneousEffectOrder']): PrecedenceKey<EffectSentence1e>[] {
  const active = activePlayer(state);
  const order = state.turn.activationOrder ?? state.seatOrder;
  // Stryker disable next-line ArrayDeclaration: before any model activates, every effect gets the same activation key whatever the placeholder holds (no model bears its id)
  const activated = state.turn.activated ?? [];
  const keys: PrecedenceKey<EffectSentence1e>[] = [
    (e) => (e.mandatory === true ? 0 : 1),
    (e) => groupOf(e, active).rank,
    (e) => (groupOf(e, active).rank === 2 && e.controller ? order.indexOf(e.controller) : 0),
  ];
  if (reading === 'MODEL_ACTIVATION_ORDER') {
    keys.push((e) => {
      const i = activated.indexOf(e.modelId);
      return e.immediate === true || i < 0 ? activated.length : i;
    });
  }
  return keys;
}

/** TI-5: the order in which simultaneous effects resolve (indices into the declared list). */
export function orderSimultaneous(state: GameState1e, effects: readonly EffectSentence1e[]): number[] {
  const indexed = effects.map((e, index) => ({ ...e, index }));
  // A stream created before the option existed has no reading: like PLAYER_CHOICE, it adds no key (only MODEL_ACTIVATION_ORDER does).
  return orderByPrecedence(indexed, simultaneousKeys(state, state.options.simultaneousEffectOrder)).map((e) => e.index);
}

const fold = (s: GameState1e, e: EncounterEvent1e): GameState1e => {
  const n = evolve1e(s, e);
  return isGame1e(n) ? n : s;
};

/**
 * TI-1 (SEQUENCE: the sentences of one effect, in printed order) and TI-5 (SIMULTANEOUS: effects that trigger together,
 * put in the TI-5 order). Either way each effect is resolved fully, against the state the previous one left, before the
 * next starts: a sentence whose model is no longer in play (killed or replaced by an earlier one) has nothing left to
 * change and is skipped, not refused. A sentence the rules refuse refuses the whole command (nothing half-resolved).
 */
export function resolveEffects(state: GameState1e, c: ResolveEffects): EncounterEvent1e[] {
  const { effects, mode, effectsId } = c.data;
  const rule = mode === 'SEQUENCE' ? 'TI-1' : 'TI-5';
  check(effects.length >= 1 && effects.length <= 20, rule, S2, 'declare 1..20 effects');
  for (const [i, e] of effects.entries()) {
    check(SENTENCE_KINDS.includes(e.kind), rule, S2, `effects[${i}].kind: one of ${SENTENCE_KINDS.join(', ')}`);
    check(state.models[e.modelId] !== undefined, rule, S2, `effects[${i}].modelId: no model ${e.modelId}`);
    const controller = e.controller;
    // No controller (undefined or null) is TI-5 item 3's "no player"; a named one must be a seat of this encounter.
    if (controller !== undefined && controller !== null) check(state.seatOrder.includes(controller), rule, S2, `effects[${i}].controller: no seat ${controller}`);
  }
  const order = mode === 'SEQUENCE' ? effects.map((_, i) => i) : orderSimultaneous(state, effects);
  const active = activePlayer(state);
  const out: EncounterEvent1e[] = [
    {
      type: 'EffectsOrdered1e',
      data: { effectsId, mode, order: order.map((i) => ({ index: i, modelId: effects[i].modelId, kind: effects[i].kind, why: mode === 'SEQUENCE' ? `sentence ${i + 1}` : `${effects[i].mandatory === true ? 'mandatory' : 'optional'}, ${groupOf(effects[i], active).why}` })) },
    },
  ];
  let now = state;
  for (const i of order) {
    const e = effects[i];
    const data = { kind: e.kind, modelId: e.modelId, condition: e.condition, wounds: e.wounds, adjustments: e.adjustments, byModelId: e.byModelId, inches: e.inches };
    // Every model was checked above, and no event removes a model from the state (a killed or replaced one keeps its
    // entry with its new status), so only the status can have changed.
    const m = now.models[data.modelId];
    if (m.status !== 'IN_PLAY') {
      const skipped: EncounterEvent1e = { type: 'EffectSkipped1e', data: { effectsId, index: i, modelId: data.modelId, reason: `${data.modelId} is no longer in play (${m.status}) when this effect comes to resolve (${rule})` } };
      out.push(skipped);
      now = fold(now, skipped);
      continue;
    }
    const events = declareEffect(now, { type: 'DeclareEffect', actor: c.actor, data: { ...data, effectId: `${effectsId}:${i}` } });
    out.push(...events);
    now = events.reduce(fold, now);
  }
  return out;
}
