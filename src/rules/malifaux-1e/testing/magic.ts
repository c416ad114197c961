// Test fixtures for the 1E magic slice (§11): three spells of different shapes, a target fact, the commands that cast them.
import type { MagicCommand1e, MagicEvent1e } from '../magic/magic-events';
import type { SpellTargetFact } from '../magic/magic-state';
import type { SpellProfile } from '../magic/spell';

/** A targeted ranged spell with a required suit, a Df resist and a limit of one cast. */
export const bolt: SpellProfile = { name: 'Bolt', ap: 1, tn: 13, suits: ['RAM'], rst: 'Df', range: 'RANGED', rg: 10, limit: 1 };
/** A melee spell with no resist duel. */
export const heal: SpellProfile = { name: 'Mend', ap: 1, tn: 10, suits: [], rst: null, range: 'MELEE', rg: 2 };
/** A (2) pulse resisted on Wp that counts as a morale duel. */
export const pulse: SpellProfile = { name: 'Dread', ap: 2, tn: 12, suits: [], rst: 'Wp', range: 'PULSE', rg: 6, moraleDuel: true };

export const t = (modelId: string, over: Partial<SpellTargetFact> = {}): SpellTargetFact => ({ modelId, inLoS: true, distance: 5, friendly: false, ...over });

export const declare = (spell: SpellProfile, targets: SpellTargetFact[], over: Partial<Extract<MagicCommand1e, { type: 'DeclareSpell1e' }>['data']> = {}): MagicCommand1e => ({
  type: 'DeclareSpell1e',
  data: { castingId: 'c1', casterId: 'mage', spell, targets, upFrontConditionsMet: true, ...over },
});
export const cast = (value: number, suits: SpellProfile['suits'], extraConditionsMet = true): MagicCommand1e => ({ type: 'ResolveCasting1e', data: { castingId: 'c1', final: { value, suits }, extraConditionsMet } });
export const resist = (modelId: string, final: number, takeEffect?: boolean): MagicCommand1e => ({ type: 'ResolveResist1e', data: { castingId: 'c1', modelId, final, ...(takeEffect ? { takeEffect } : {}) } });
export const castOk = (value = 15): MagicEvent1e => ({ type: 'CastingResolved1e', data: { castingId: 'c1', final: { value, suits: ['RAM'] }, success: true, reason: null } });
