// malifaux-3e-gg3 §5.1-§5.7 Reveal and End lines of schemes 1-7 (rules/malifaux-3e-gg3.md; seed lines 90-200): SC-3, SD-2, OQ-6, OQ-10, OQ-11, OQ-12, OQ-13, OQ-19, OQ-23, OQ-27
// Each line reads the claim's context (scheme-claim-context.ts); "exactly one" is === 1.
import { higherCost, inPlay, leaderOf } from './crews';
import { CENTERPOINT, circlePoint, circlePolygon, polygonOnHalf, within } from './geometry';
import { Ctx, need, type Line } from './scheme-claim-context';
import type { Gg3Marker, Gg3Model, SchemeSecret } from './state';

export const breakthroughR: Line = (c) => {
  const m = c.model(c.facts.model);
  need(m !== undefined && m.controller === c.seat && inPlay(c.s, m) && c.facts.modelInEnemyDz === true, 'S01-R', 'a friendly model in play in the enemy DZ');
  need(Array.isArray(c.facts.enemiesWithin4LoS) && c.facts.enemiesWithin4LoS.length === 0, 'S01-R', 'no enemy model within 4" and in LoS of it');
  // OQ-10: the removed marker is friendly and in the enemy DZ (policy any-friendly: anywhere).
  const anywhere = c.s.policies.breakthroughRemoval === 'any-friendly';
  const remove = c.removals(1, (k) => anywhere || c.inEnemyDz(k), 'OQ-10', anywhere ? '' : 'in the enemy DZ');
  return { reason: `${m!.name} in the enemy DZ with no enemy within 4" in LoS`, remove };
};
export const breakthroughE: Line = (c) => ({ reason: 'three friendly Scheme Markers in the enemy DZ', remove: c.removals(3, (k) => c.inEnemyDz(k), 'S01-E', 'in the enemy DZ') });

export const vendettaR: Line = (c, p) => {
  const { friendly, enemy } = p as Extract<SchemeSecret, { no: 2 }>;
  const f = c.s.models[friendly]!;
  const e = c.s.models[enemy]!;
  const act = c.s.activationEnded;
  // S02-R: the checkpoint is the end of F*'s activation, not the end of the turn.
  need(
    act !== null &&
      act.lineageId === friendly &&
      // Stryker disable next-line ConditionalExpression: claims.ts takes Vendetta's Reveal only in the Activation Phase (SC-2 §6 CP-ACT), so the phase always holds here
      c.s.phase === 'ACTIVATION',
    'S02-R',
    'Vendetta reveals at the end of the chosen model’s activation',
  );
  need(!f.replacedByHigherCost, 'S02-R', 'the friendly model was replaced by a higher-Cost model');
  const damaged = c.s.damage.some((d) => d.source === friendly && d.target === enemy && d.amount > 0 && (c.s.policies.vendettaDamage === 'ever' || d.activationId === act!.activationId));
  need(damaged, 'OQ-11', c.s.policies.vendettaDamage === 'ever' ? 'it has not damaged the enemy model' : 'it has not damaged the enemy model during this activation');
  need(inPlay(c.s, e) && c.halfHealth(e), 'S02-R', 'the enemy model is in play with half its maximum Health or less');
  c.noRemoval();
  const facts = c.s.facts
    .filter(
      (x) =>
        x.fact.source === friendly &&
        x.fact.target === enemy &&
        // Stryker disable next-line ConditionalExpression: only damage facts carry both a source and a target (table-records.ts), so the kind never decides
        x.kind === 'damage',
    )
    .map((x) => x.factId);
  return { reason: `${f.name} damaged ${e.name}, now at ${e.health}/${e.maxHealth}`, remove: [], cites: facts };
};
export const vendettaE: Line = (c, p) => {
  const { friendly, enemy } = p as Extract<SchemeSecret, { no: 2 }>;
  const f = c.s.models[friendly]!;
  need(inPlay(c.s, f) && !f.replacedByHigherCost && !inPlay(c.s, c.s.models[enemy]), 'S02-E', 'the friendly model is in play (not replaced by higher Cost) and the enemy one is not');
  c.noRemoval();
  return { reason: `${f.name} survives, ${c.s.models[enemy]!.name} is not in play`, remove: [] };
};

export const assassinateR: Line = (c) => {
  const l = leaderOf(c.s, c.enemy);
  need(l !== undefined && inPlay(c.s, l) && c.halfHealth(l), 'S03-R', 'the enemy Leader is in play with half its maximum Health or less');
  c.noRemoval();
  return { reason: `enemy Leader at ${l!.health}/${l!.maxHealth}`, remove: [] };
};
export const assassinateE: Line = (c) => {
  need(!inPlay(c.s, leaderOf(c.s, c.enemy)), 'S03-E', 'the enemy Leader is in play');
  c.noRemoval();
  return { reason: 'the enemy Leader is not in play', remove: [] };
};

export const leaveMarkR: Line = (c) => {
  const near = (k: Gg3Marker): boolean => within(circlePoint(c.circle(k), CENTERPOINT), 1);
  need(!c.schemeMarkers(c.enemy).some(near), 'S04-R', 'the opponent has a Scheme Marker within 1" of the centerpoint');
  return { reason: 'the only Scheme Marker within 1" of the centerpoint', remove: c.removals(1, near, 'S04-R', 'within 1" of the centerpoint') };
};
export const leaveMarkE: Line = (c) => ({ reason: 'three friendly Scheme Markers within 4" of the centerpoint', remove: c.removals(3, (k) => within(circlePoint(c.circle(k), CENTERPOINT), 4), 'S04-E', 'within 4" of the centerpoint') });

function sabotageTerrain(c: Ctx, p: SchemeSecret) {
  const t = c.s.terrain.find((x) => x.terrainId === (p as Extract<SchemeSecret, { no: 5 }>).terrainId)!;
  // OQ-19: the chosen terrain must be on the opponent's half (any part by default), checked now that halves exist.
  need(polygonOnHalf(t.footprint, c.s.halves[c.enemy]!, c.s.policies.sabotageTerrainHalf), 'OQ-19', 'the chosen terrain is not on the opponent’s half');
  return t;
}
export const sabotageR: Line = (c, p) => {
  const t = sabotageTerrain(c, p);
  const safe = (k: Gg3Marker): boolean => Array.isArray(c.facts.enemiesNearMarkers?.[k.id]) && c.facts.enemiesNearMarkers![k.id].length === 0;
  const remove = c.removals(2, (k) => within(circlePolygon(c.circle(k), t.footprint), 2) && c.onEnemyHalf(k) && safe(k), 'S05-R', 'within 2" of the terrain, on the enemy half, with no enemy within 3" in LoS');
  return { reason: `two friendly Scheme Markers at ${t.label}`, remove };
};
export const sabotageE: Line = (c, p) => {
  const t = sabotageTerrain(c, p);
  const near = (k: Gg3Marker): boolean => within(circlePolygon(c.circle(k), t.footprint), 2);
  need(!c.schemeMarkers(c.enemy).some(near), 'S05-E', 'an enemy Scheme Marker is within 2" of the terrain');
  const qualifying = (k: Gg3Marker): boolean => near(k) && c.onEnemyHalf(k);
  need(c.schemeMarkers(c.seat).some(qualifying), 'S05-E', 'no friendly Scheme Marker within 2" of the terrain on the enemy half');
  // OQ-27: the removed marker is one of the qualifying ones (policy off: any friendly Scheme Marker).
  const remove = c.removals(1, (k) => !c.s.policies.sabotageEndRemovesQualifying || qualifying(k), 'OQ-27', 'that qualifies');
  return { reason: `${t.label} holds friendly Scheme Markers and no enemy ones`, remove };
};

export const martyrsR: Line = (c, p) => {
  const ids = (p as Extract<SchemeSecret, { no: 6 }>).models;
  // OQ-23: the killer's controller at the kill; a kill without one does not count unless the policy says so.
  const died = ids.filter((id) =>
    c.s.kills.some((k) => k.victim === id && k.turn === c.s.turn && (k.killerController === c.enemy || (k.killerController === null && c.s.policies.nullKillerCounts))) && !c.s.models[id]!.replacedByHigherCost,
  );
  need(died.length === 1, 'S06-R', `exactly one of the chosen models must be killed by an enemy-controlled model this turn (${died.length})`);
  c.noRemoval();
  const cites = c.s.kills
    .filter(
      (k) =>
        k.victim === died[0] &&
        // Stryker disable next-line ConditionalExpression: a lineage has one kill record at most (a restored victim's is dropped), and died[0]'s is this turn's
        k.turn === c.s.turn,
    )
    .map((k) => k.factId);
  return { reason: `${c.s.models[died[0]]!.name} was killed by the enemy this turn`, remove: [], cites };
};
export const martyrsE: Line = (c, p) => {
  const ids = (p as Extract<SchemeSecret, { no: 6 }>).models;
  const ok = ids.filter((id) => {
    const m = c.s.models[id]!;
    // Stryker disable next-line ArrayDeclaration: an id that names no model is filtered out, so any fallback list of unknown ids reads as []
    const engagers = (c.facts.engagedBy?.[id] ?? []).map((e) => c.model(e)).filter((e): e is Gg3Model => e !== undefined && e.controller === c.enemy && inPlay(c.s, e));
    return inPlay(c.s, m) && engagers.some((e) => higherCost(e.cost, m.cost)) && m.health > m.maxHealth / 2 && !m.replacedByHigherCost;
  });
  // OQ-12: "exactly one" applies to the whole conjunction.
  const exactlyOne = c.s.policies.martyrsExactlyOne;
  need(exactlyOne ? ok.length === 1 : ok.length >= 1, 'OQ-12', `${exactlyOne ? 'exactly one' : 'at least one'} chosen model must meet every clause (${ok.length} do)`);
  c.noRemoval();
  return { reason: `${c.s.models[ok[0]]!.name} holds against a higher-Cost enemy`, remove: [] };
};

export const catchR: Line = (c, p) => {
  const id = (p as Extract<SchemeSecret, { no: 7 }>).minion;
  const m = c.s.models[id]!;
  const x = c.enemyModel(c.facts.near?.[id], 'S07-R');
  need(x.isLeader || x.station === 'HENCHMAN', 'S07-R', 'within 1" and LoS of an enemy Leader or Henchman');
  need(inPlay(c.s, m) && !m.replacedByHigherCost, 'S07-R', 'the chosen Minion is in play, not replaced by a higher-Cost model');
  need((c.facts.engagedBy?.[id] ?? []).every((e) => e === x.lineageId), 'S07-R', 'it is engaged by another enemy model');
  c.noRemoval();
  return { reason: `${m.name} within 1" of ${x.name}`, remove: [] };
};
export const catchE: Line = (c, p) => {
  const m = c.s.models[(p as Extract<SchemeSecret, { no: 7 }>).minion]!;
  need(inPlay(c.s, m) && c.facts.onEnemyHalf === true && c.facts.engaged === false && !m.replacedByHigherCost, 'S07-E', 'in play, on the enemy half, not engaged, not replaced by higher Cost');
  c.noRemoval();
  return { reason: `${m.name} on the enemy half, not engaged`, remove: [] };
};

