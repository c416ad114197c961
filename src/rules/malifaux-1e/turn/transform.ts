// malifaux-1e §11.6 transformed models (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3665-3719): TF-2 the
// transformed model uses its new profile but keeps its original spells; TF-3 wounds and effects carry over both ways.
import type { HiredModel } from '../commands';
import type { EncounterEvent1e } from '../events';
import { modelFrom } from './crew';
import type { ModelState } from './model';

const S116 = 'TF-2, TF-3 (§11.6)';

/**
 * TF-2: the new profile's stats, weapons, base, characteristics; the original's spells, hence its Ca [DERIVED: Ca is the
 * stat the spells are cast with, and the new profile's spells can't be used]. TF-3: the wounds suffered, the action
 * modifiers and the activations this turn carry over; a transformation that leaves no Wd kills it.
 */
export function transformInto(m: ModelState, card: HiredModel): EncounterEvent1e {
  const into = modelFrom(m.seat, { ...card, id: m.id });
  const wounds = Math.max(0, into.stats.wd - (m.stats.wd - m.wounds));
  const profile: ModelState = { ...into, stats: { ...into.stats, ca: m.stats.ca }, wounds, modifiers: m.modifiers, activations: m.activations, status: wounds > 0 ? 'IN_PLAY' : 'KILLED', transformedFrom: m };
  return { type: 'ModelProfileChanged1e', data: { modelId: m.id, profile, cause: `transformed into ${card.name} (${S116})` } };
}

/** TF-3: the original swapped back in, with the wounds suffered and the effects of the transformed model. */
export function transformBack(m: ModelState): EncounterEvent1e {
  const original = m.transformedFrom as ModelState;
  const wounds = Math.max(0, original.stats.wd - (m.stats.wd - m.wounds));
  // The original was not itself transformed (TF-1 refuses a second transformation), so it carries no transformedFrom.
  const profile: ModelState = { ...original, wounds, modifiers: m.modifiers, activations: m.activations, status: wounds > 0 ? 'IN_PLAY' : 'KILLED' };
  return { type: 'ModelProfileChanged1e', data: { modelId: m.id, profile, cause: `the transformation ended: ${original.name} again (${S116})` } };
}
