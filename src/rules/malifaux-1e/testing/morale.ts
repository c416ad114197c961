// Test fixtures for the 1E morale slice (§12): a cast of models (a guard, a flyer, an immune golem, a stoic, two
// Terrifying models) and the commands and events the specs build histories from.
import type { MoraleCommand1e, MoraleEvent1e } from '../morale/morale-decider';
import type { MoraleProfile } from '../morale/morale-state';

export const p = (id: string, over: Partial<MoraleProfile> = {}): MoraleProfile => ({ id, seat: 'A', wp: 5, wk: 4, living: true, immuneToMorale: false, terrifying: null, flies: false, ...over });
/** Terrifying 12, melee zones 1" and 2" (MO-6: a 2" area). */
export const horror = p('nightmare', { seat: 'B', terrifying: 12, living: false, meleeZones: [1, 2] });
export const registered: MoraleEvent1e = {
  type: 'MoraleModelsRegistered1e',
  data: { models: [p('guard'), p('flyer', { flies: true }), p('golem', { living: false, immuneToMorale: true }), p('stoic', { immuneToTerrifying: true }), p('scary', { terrifying: 10 }), horror] },
};
export const check = (modelId: string, moment: 'START_ACTIVATION' | 'END_ACTION' | 'ENTER_AREA' | 'DECLARE_CHARGE', distance = 1): MoraleCommand1e => ({ type: 'CheckTerrifying1e', data: { duelId: 'd1', modelId, sourceId: 'nightmare', moment, distance } });
export const required = (modelId = 'guard', tn = 12, sourceId: string | null = 'nightmare', terrifying = true): MoraleEvent1e => ({ type: 'MoraleDuelRequired1e', data: { duelId: 'd1', modelId, sourceId, tn, terrifying } });
export const fled = (modelId = 'guard', causeId: string | null = 'nightmare'): MoraleEvent1e => ({ type: 'ModelFleeing1e', data: { modelId, causeId } });
/** Wk 4: the full flee move is 8". */
export const flee = (over: Partial<Extract<MoraleCommand1e, { type: 'MakeFleeMove1e' }>['data']> = {}): MoraleCommand1e => ({ type: 'MakeFleeMove1e', data: { modelId: 'guard', distance: 8, atTableEdge: false, duringOwnActivation: false, ...over } });
