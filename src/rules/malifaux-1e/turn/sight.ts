// malifaux-1e §4.2 line of sight (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 981-1183): LOS-1 (full /
// partial, cover within 1"), LOS-2 (solid), LOS-3 (obscuring), LOS-4 (elevation adds Ht), LOS-5 (ledges and their
// shadow), LOS-6 (slopes). Positions are not tracked: the table declares what each obstacle between the two models is
// (`facts.sight`), and the server derives from it, with the Ht it knows from the stat cards, whether the target is seen
// and which cover it has. A declared `los` or `cover` that disagrees with that derivation is refused.
import type { SightFact1e, SightObstacle1e } from '../commands';
import { check } from '../rule-names';

const S42 = '§4.2 (seed 981-1183)';

export type SightResult1e = { readonly seen: true; readonly cover: 'NONE' | 'SOFT' | 'HARD' } | { readonly seen: false; readonly rule: string; readonly why: string };

const COVER_RANK = { NONE: 0, SOFT: 1, HARD: 2 } as const;

/** One obstacle's verdict: blocked (with the rule), or the cover it gives (LOS-1: partial, target within 1"). */
function throughObstacle(o: SightObstacle1e, attackerHt: number, targetHt: number, eyeHt: { attacker: number; target: number }): SightResult1e {
  const tall = o.ht >= eyeHt.attacker && o.ht >= eyeHt.target;
  switch (o.kind) {
    case 'SOLID':
      // LOS-2: blocked only if every line meets it and it is at least as high as both models.
      if (o.allLines && tall) return { seen: false, rule: 'LOS-2', why: `every line meets a solid obstacle of Ht ${o.ht} ≥ both models' Ht` };
      // LOS-2: a model within 1" of the solid obstacle ignores the cover it would give.
      return { seen: true, cover: o.targetWithin1 && !o.attackerWithin1 ? 'HARD' : 'NONE' };
    case 'OBSCURING': {
      // LOS-3: never all the way through, nor more than 3" into it, when it is at least as high as both models.
      const deep = o.crossesCompletely === true || (o.allLines && (o.inchesInto ?? 0) > 3);
      if (deep && tall) return { seen: false, rule: 'LOS-3', why: `every line passes more than 3" into (or through) an obscuring obstacle of Ht ${o.ht} ≥ both models' Ht` };
      return { seen: true, cover: o.targetWithin1 ? 'SOFT' : 'NONE' };
    }
    case 'LEDGE': {
      // LOS-5: the shadow zone is ignored when the line crosses 1" or less of the ledge one of them stands on.
      const shortCross = (o.inchesAcross ?? Infinity) <= 1;
      if (o.attackerOn && o.targetInShadow && targetHt <= o.ht && !shortCross) return { seen: false, rule: 'LOS-5', why: `the target is inside the shadow of the Ht ${o.ht} ledge and not taller than it` };
      if (o.targetOn && o.attackerInShadow && attackerHt <= o.ht && !shortCross) return { seen: false, rule: 'LOS-5', why: `the model is inside the shadow of the Ht ${o.ht} ledge the target stands on and not taller than it` };
      if (o.attackerOn || o.targetOn) return { seen: true, cover: 'NONE' };
      // LOS-5: a ledge neither stands on is solid (LOS-2).
      return throughObstacle({ ...o, kind: 'SOLID' }, attackerHt, targetHt, eyeHt);
    }
    case 'SLOPE':
      // LOS-6: a model on the slope is seen whatever its Ht; otherwise LoS can't be drawn through it.
      if (o.attackerOn || o.targetOn) return { seen: true, cover: 'NONE' };
      if (o.allLines) return { seen: false, rule: 'LOS-6', why: 'every line passes through a slope' };
      return { seen: true, cover: o.targetWithin1 && !o.attackerWithin1 ? 'HARD' : 'NONE' };
  }
}

/** LOS-1..LOS-6: the worst obstacle decides; LOS-4: a model on elevated terrain adds its Ht (ledge or slope) to its own. */
export function sightOf(f: SightFact1e, attackerHt: number, targetHt: number): SightResult1e {
  const eyeHt = { attacker: attackerHt + (f.attackerElevation ?? 0), target: targetHt + (f.targetElevation ?? 0) };
  let cover: 'NONE' | 'SOFT' | 'HARD' = 'NONE';
  for (const o of f.obstacles) {
    const r = throughObstacle(o, attackerHt, targetHt, eyeHt);
    if (!r.seen) return r;
    // Stryker disable next-line EqualityOperator: each rank names one cover, so on equal ranks r.cover is already the cover kept
    if (COVER_RANK[r.cover] > COVER_RANK[cover]) cover = r.cover;
  }
  return { seen: true, cover };
}

/**
 * The served check: with `facts.sight` declared for a target, an unseen target is refused with the rule that blocks,
 * and a declared `los` / `cover` must agree with the derivation. Returns the cover to apply (declared or derived).
 */
export function checkSight(
  target: string,
  facts: { readonly sight?: Readonly<Record<string, SightFact1e>>; readonly los?: Readonly<Record<string, 'CLEAR' | 'NONE'>>; readonly cover?: Readonly<Record<string, 'NONE' | 'SOFT' | 'HARD'>> },
  attackerHt: number,
  targetHt: number,
): 'NONE' | 'SOFT' | 'HARD' | undefined {
  const f = facts.sight?.[target];
  if (f === undefined) return facts.cover?.[target];
  const r = sightOf(f, attackerHt, targetHt);
  if (!r.seen) {
    check(false, r.rule, S42, `${target} can't be seen: ${r.why}`);
    return undefined;
  }
  check(facts.los?.[target] !== 'NONE', 'LOS-1', S42, `facts.los says ${target} is not seen, but the declared sight lines see it`);
  const declared = facts.cover?.[target];
  check(declared === undefined || declared === r.cover, 'LOS-1', S42, `facts.cover says ${declared} for ${target}, but the declared sight lines give ${r.cover}`);
  return r.cover;
}
