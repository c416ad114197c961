// malifaux-1e §3.6 Graverobber / Scavenger, §3.7 killed (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 636-639,
// 698-703, 852-890): a living or undead model killed while a Graverobber is in play leaves corpse counters, a Construct
// with a Scavenger in play scrap counters, 1 / 2 / 3 by base size (W12); Spirits, sacrificed models and models killed by
// hazardous terrain leave none. §18 "Corpse/scrap": 2E always drops one marker.
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import type { ModelState } from './model';

const has = (m: ModelState, ...names: string[]): boolean => m.characteristics.some((c) => names.includes(c.toLowerCase().trim()));
const NOT_LIVING = ['construct', 'spirit', 'esprit', 'nightmare', 'cauchemar', 'undead', 'mort-vivant', 'soulless', 'sans âme'];

/** [DERIVED] isLiving: living unless a characteristic says Construct, Spirit, Nightmare, Undead, Soulless or Object. */
export function isLiving(m: ModelState): boolean {
  return !has(m, ...NOT_LIVING) && !m.characteristics.some((c) => /^(object|objet)\s+\d+$/i.test(c.trim()));
}

/** The counters a model killed now leaves (null: none). `inPlay`: the models in play at the moment of death. */
export function countersFor(dead: ModelState, inPlay: readonly ModelState[]): { kind: 'CORPSE' | 'SCRAP'; count: number } | null {
  if (has(dead, 'spirit', 'esprit')) return null;
  const count = dead.baseMm === 50 ? 3 : dead.baseMm === 40 ? 2 : 1;
  const present = (...names: string[]): boolean => inPlay.some((m) => m.id !== dead.id && m.status === 'IN_PLAY' && has(m, ...names));
  if ((isLiving(dead) || has(dead, 'undead', 'mort-vivant')) && present('graverobber', 'pilleur de tombes')) return { kind: 'CORPSE', count };
  if (has(dead, 'construct') && present('scavenger', 'récupérateur', 'recuperateur')) return { kind: 'SCRAP', count };
  return null;
}

/** The counters of every model the events kill (DamageResolved, ModelWoundsChanged), from the state before them. */
export function countersDropped(before: GameState1e, after: GameState1e): EncounterEvent1e[] {
  const out: EncounterEvent1e[] = [];
  for (const m of Object.values(before.models)) {
    const now = after.models[m.id];
    // Stryker disable next-line OptionalChaining: evolve never deletes a model (killed, sacrificed, replaced ones keep their entry), so `now` is defined
    if (m.status !== 'IN_PLAY' || now?.status !== 'KILLED') continue;
    // §13: a model killed by hazardous terrain leaves no corpse or scrap counters (terrain slice, encounter/extensions-1e.ts).
    if (after.ext.terrain.noCounters?.includes(m.id)) continue;
    const c = countersFor(m, Object.values(before.models));
    if (c) out.push({ type: 'CountersDropped', data: { modelId: m.id, kind: c.kind, count: c.count } });
  }
  return out;
}
