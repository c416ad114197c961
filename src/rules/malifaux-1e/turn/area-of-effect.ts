// malifaux-1e §4.7 areas of effect and LOS-8 (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 1370-1420): an
// aura or a pulse affects every model inside its area, measured from the edge of the origin model's base, the origin
// excluded, and only the models it has LoS to: behind a solid element only if the effect can "see" through or around it.
// Positions are not tracked: the table declares the distance and, optionally, the sight lines from the origin (LOS-1..
// LOS-6, turn/sight.ts), which the server reads with the stat cards' Ht.
import type { SightFact1e } from '../commands';
import { check, violation } from '../rule-names';
import type { GameState1e } from '../state';
import { sightOf } from './sight';

const S47 = '§4.7 (seed 1370-1420)';

/** The aura or pulse an effect comes from (DeclareEffect `via`). */
export interface AreaSource1e {
  readonly kind: 'AURA' | 'PULSE';
  readonly sourceModelId: string;
  /** Aura # / Pulse #: the radius in inches from the edge of the origin's base. */
  readonly range: number;
  /** The declared distance from the edge of the origin's base to the model. */
  readonly distance: number;
  /** A declared LoS from the origin; `sight` (the lines drawn) decides when both are given. */
  readonly los?: 'CLEAR' | 'NONE';
  readonly sight?: SightFact1e;
}

/**
 * §4.7, LOS-8: `modelId` is reached by the area. The area "sees" from its origin: LoS is drawn from the origin model
 * (its Ht, plus the elevation it stands on, LOS-4) to the model, and the worst obstacle decides (a solid element as tall
 * as both blocks, LOS-2; more than 3" into obscuring terrain, LOS-3; a ledge's shadow, LOS-5; a slope, LOS-6). An area's
 * "infinite height" (auras and pulses, unless stated) is its vertical reach, not an eye above the walls: a wall the
 * origin can't see past shields the models behind it, which is what LOS-8 says.
 */
export function checkAreaReach(state: GameState1e, modelId: string, via: AreaSource1e): void {
  const origin = state.models[via.sourceModelId];
  check(origin !== undefined && origin.status === 'IN_PLAY', 'LOS-8', S47, `the ${via.kind.toLowerCase()}'s origin ${via.sourceModelId} is not in play`);
  check(via.sourceModelId !== modelId, 'LOS-8', S47, `${via.kind === 'AURA' ? 'an aura' : 'a pulse'} never affects its origin (${modelId})`);
  check(via.distance <= via.range, 'LOS-8', S47, `${modelId} is ${via.distance}" from ${via.sourceModelId}'s base: outside the ${via.kind === 'AURA' ? 'Aura' : 'Pulse'} ${via.range}`);
  const target = state.models[modelId];
  if (via.sight !== undefined) {
    const r = sightOf(via.sight, origin.stats.ht, target.stats.ht);
    // LOS-8: the refusal names the obstacle that blocks and its rule (LOS-2..LOS-6), which only an unseen result carries.
    if (!r.seen) throw violation('LOS-8', S47, `the ${via.kind.toLowerCase()} can't see ${modelId} through or around the terrain: ${r.why} (${r.rule})`);
    check(via.los !== 'NONE', 'LOS-8', S47, `via.los says ${modelId} is not seen, but the declared sight lines see it`);
    return;
  }
  check(via.los !== 'NONE', 'LOS-8', S47, `the ${via.kind.toLowerCase()} has no LoS to ${modelId}: it is not affected`);
}
