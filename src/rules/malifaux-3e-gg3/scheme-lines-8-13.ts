// malifaux-3e-gg3 §5.8-§5.13 Reveal and End lines of schemes 8-13 (rules/malifaux-3e-gg3.md; seed lines 200-260): SC-3, SD-4, OQ-13..OQ-18, OQ-28, OQ-29
// Each line reads the claim's context (scheme-claim-context.ts).
import { costValue, higherCost, inPlay, leaderOf } from './crews';
import { atLeast, circleCircle, circlePolygon, polygonPolygon, within } from './geometry';
import { Ctx, need, type Line } from './scheme-claim-context';
import type { Gg3Model, SchemeSecret } from './state';

export const spread: Line = (c) => {
  const remove = c.removals(3, (k) => c.onEnemyHalf(k), 'S08', 'on the enemy half');
  const ms = remove.map((id) => c.marker(id)!);
  need(ms.every((a, i) => ms.every((b, j) => i === j || atLeast(circleCircle(c.circle(a), c.circle(b)), 10))), 'S08', 'each at least 10" from the others');
  return { reason: 'three friendly Scheme Markers spread on the enemy half', remove };
};

export const loadR: Line = (c, p) => {
  const t = (p as Extract<SchemeSecret, { no: 9 }>).markerType;
  // Stryker disable next-line ArrayDeclaration: no markers named is refused under S09-R with the same message whether it reads as [] or as any list shorter than six
  const ids = c.facts.markers ?? [];
  const ms = ids.map((id) => c.marker(id));
  // Owner-agnostic (OQ-15): any marker of the type counts.
  need(new Set(ids).size === ids.length && ids.length >= 6 && ms.every((m) => m !== undefined && m.type === t && c.onEnemyHalf(m)), 'S09-R', `six or more ${t} markers on the opponent's half`);
  need(ms.every((a, i) => ms.every((b, j) => i === j || !within(circleCircle(c.circle(a!), c.circle(b!)), 1))), 'S09-R', 'not within 1" of each other');
  c.noRemoval();
  return { reason: `${ids.length} ${t} markers on the enemy half`, remove: [] };
};
export const loadE: Line = (c, p) => {
  const t = (p as Extract<SchemeSecret, { no: 9 }>).markerType;
  const l = c.model(c.facts.leader);
  need(l !== undefined && l.isLeader && (c.s.policies.loadEmUpLeaders === 'either-crew' || l.crew === c.enemy), 'OQ-15', 'one of the Leaders');
  const ids = [
    ...new Set(
      // Stryker disable next-line ArrayDeclaration: no markers named is refused under S09-E with the same message whether it reads as [] or as any list shorter than three
      c.facts.markersNearLeader ?? [],
    ),
  ];
  need(ids.length >= 3 && ids.every((id) => c.marker(id)?.type === t), 'S09-E', `three or more ${t} markers within 3" of that Leader`);
  c.noRemoval();
  return { reason: `${ids.length} ${t} markers near ${l!.name}`, remove: [] };
};

function demonstrators(c: Ctx, p: SchemeSecret): { id: string; m: Gg3Model; x: Gg3Model }[] {
  const ids = (p as Extract<SchemeSecret, { no: 10 }>).models;
  return Object.entries(c.facts.near ?? {})
    .filter(([id]) => ids.includes(id))
    .map(([id, xid]) => ({ id, m: c.s.models[id]!, x: c.model(xid) }))
    .filter((r): r is { id: string; m: Gg3Model; x: Gg3Model } => r.x !== undefined && r.x.controller === c.enemy && inPlay(c.s, r.x) && inPlay(c.s, r.m))
    // OQ-13/OQ-14: a `–` Master is higher Cost than any chosen model.
    .filter((r) => (r.x.station === 'MASTER' || r.x.station === 'HENCHMAN') && higherCost(r.x.cost, r.m.cost));
}
export const demoR: Line = (c, p) => {
  const ids = (p as Extract<SchemeSecret, { no: 10 }>).models;
  const ok = demonstrators(c, p);
  // OQ-28: "two of the chosen models" = at least two by default.
  need(c.s.policies.demonstrationTwo === 'at-least' ? ok.length >= 2 : ok.length === 2, 'OQ-28', `two chosen models within 3" and LoS of a higher-Cost enemy Master or Henchman (${ok.length})`);
  need(ids.every((id) => !c.s.models[id]!.replacedByHigherCost), 'S10-R', 'a chosen model was replaced by a higher-Cost model');
  c.noRemoval();
  return { reason: ok.map((r) => `${r.m.name} near ${r.x.name}`).join(', '), remove: [] };
};
export const demoE: Line = (c, p) => {
  const ok = demonstrators(c, p).filter((r) => !r.m.replacedByHigherCost);
  need(ok.length >= 1, 'S10-E', 'one chosen model within 1" and LoS of a higher-Cost enemy Master or Henchman');
  c.noRemoval();
  return { reason: `${ok[0].m.name} near ${ok[0].x.name}`, remove: [] };
};

export const trapR: Line = (c) => {
  const remove = c.removals('any', () => true, 'S11-R', 'in play');
  // Stryker disable next-line ArrayDeclaration: a marker with no entry counts no enemy model; the filter drops any id that is not an enemy model in play, so a fallback list of such ids counts none either
  const sets = remove.map((k) => new Set((c.facts.enemiesNearMarkers?.[k] ?? []).filter((e) => c.model(e)?.controller === c.enemy && inPlay(c.s, c.model(e)))));
  // OQ-16: the union of distinct enemy models around the chosen markers (policy single-marker: one marker with 3).
  const n = c.s.policies.setTheTrap === 'union' ? new Set(sets.flatMap((x) => [...x])).size : Math.max(...sets.map((x) => x.size));
  need(n >= 3, 'OQ-16', `at least three enemy models within 2" of the chosen markers (${n})`);
  return { reason: `${n} enemy models caught by ${remove.length} marker(s)`, remove };
};
export const trapE: Line = (c) => {
  const x = c.enemyModel(c.facts.enemy, 'S11-E');
  need((x.station === 'MASTER' || x.station === 'HENCHMAN') && c.halfHealth(x), 'S11-E', 'an enemy Master or Henchman with half its maximum Health or less');
  // Stryker disable next-line ArrayDeclaration: a marker with no entry is not near x; a fallback list holding no id of x (an enemy model in play) is not either
  const remove = c.removals(1, (k) => (c.facts.enemiesNearMarkers?.[k.id] ?? []).includes(x.lineageId), 'S11-E', `within 2" of ${x.name}`);
  return { reason: `${x.name} caught at ${x.health}/${x.maxHealth}`, remove };
};

export const faceR: Line = (c) => {
  const own = leaderOf(c.s, c.seat)?.lineageId;
  const k = c.s.kills.find(
    (x) =>
      x.turn === c.s.turn && x.victimCrew === c.enemy && !x.victimWasLeader && costValue(x.cost) >= 8 &&
      // OQ-17: a Leader of either crew (policy owner-only: the claimant's Leader).
      (c.s.policies.inYourFaceLeader === 'either-crew'
        ? x.leadersWithin3.length > 0
        : x.leadersWithin3.includes(
            // Stryker disable next-line StringLiteral: every declared crew has its hired Leader (SD-3; a Replace keeps it), so `own` is never undefined here
            own ?? '',
          )),
  );
  need(k !== undefined, 'S12-R', 'no enemy non-Leader model of Cost 8 or more was killed this turn within 3" of a Leader');
  c.noRemoval();
  return { reason: `${c.s.models[k!.victim]!.name} killed within 3" of a Leader`, remove: [], cites: [k!.factId] };
};
export const faceE: Line = (c) => {
  // S12-E / OQ-29: H is every model the owner hired (not Masters), ranked by the hired Cost of its lineage.
  const hired = Object.values(c.s.models).filter((m) => m.crew === c.seat && m.origin === 'hired' && m.station !== 'MASTER');
  const top = Math.max(...hired.map((m) => costValue(m.originalCost)));
  const m = c.model(c.facts.model);
  need(m !== undefined && hired.includes(m) && costValue(m.originalCost) === top, 'OQ-29', 'your highest-Cost (or tied) non-Master hired model');
  need(inPlay(c.s, m!) && c.facts.modelInEnemyDz === true, 'S12-E', 'it is in play in the opponent’s DZ');
  c.noRemoval();
  return { reason: `${m!.name} in the enemy DZ`, remove: [] };
};

function meetupTerrain(c: Ctx, p: SchemeSecret) {
  const t = c.s.terrain.find((x) => x.terrainId === (p as Extract<SchemeSecret, { no: 13 }>).terrainId)!;
  need(!within(polygonPolygon(t.footprint, c.s.zones[c.seat]!), 3), 'S13-R', 'the chosen terrain is within 3" of your DZ');
  return t;
}
export const meetupR: Line = (c, p) => {
  const { friendly, enemy } = p as Extract<SchemeSecret, { no: 13 }>;
  const t = meetupTerrain(c, p);
  // OQ-18: pairwise within 3" over the three entities (declared by the owner, D/G).
  need(inPlay(c.s, c.s.models[friendly]) && inPlay(c.s, c.s.models[enemy]) && c.facts.pairwiseWithin3 === true, 'OQ-18', 'the two models and the terrain all within 3" of each other');
  c.noRemoval();
  return { reason: `met at ${t.label}`, remove: [] };
};
export const meetupE: Line = (c, p) => {
  const t = meetupTerrain(c, p);
  const touching = c.schemeMarkers(c.seat).filter((k) => within(circlePolygon(c.circle(k), t.footprint), 0));
  need(touching.length >= 2, 'S13-E', `two or more friendly Scheme Markers in base contact with ${t.label}`);
  c.noRemoval();
  return { reason: `${touching.length} Scheme Markers at ${t.label}`, remove: [] };
};

