// malifaux-3e-gg3 §5.1-§5.13 scheme Reveal and End lines (rules/malifaux-3e-gg3.md; seed lines 90-260): S01..S13 R/E, OQ-10..OQ-19, OQ-23, OQ-27..OQ-29
// Each line is checked at the moment of the claim (ORD-2) from what the server knows (S: models, costs, health,
// kills, markers and their positions) and the facts the owner declares with the claim (D: LoS, engagement, models'
// distances). Markers the line removes are named by the owner and each is checked (SC-3). "Exactly one" is === 1.
import { require_ } from '../core/rule-violation';
import type { ClaimFacts } from './commands';
import { costValue, higherCost, inPlay, leaderOf } from './crews';
import { CENTERPOINT, circleCircle, circleInZone, circleOnHalf, circlePoint, circlePolygon, otherHalf, polygonOnHalf, polygonPolygon, radiusOf, within, type Circle } from './geometry';
import { opponent, type Gg3Marker, type Gg3Model, type Gg3State, type SchemeSecret, type Seat } from './state';
import { RULESET, type SchemeNo } from './tables';

export interface Claimed {
  readonly reason: string;
  readonly remove: readonly string[];
  /** Recorded table facts the line relied on (kills, damage), cited by the award (FACT-1). */
  readonly cites?: readonly string[];
}

const need = (ok: boolean, id: string, msg: string): void => require_(ok, `${RULESET}/${id}`, '§5', msg);

class Ctx {
  readonly enemy: Seat;
  constructor(
    readonly s: Gg3State,
    readonly seat: Seat,
    readonly facts: ClaimFacts,
    readonly removeIds: readonly string[],
  ) {
    this.enemy = opponent(seat);
  }
  circle(m: Gg3Marker): Circle {
    return { x: m.x, y: m.y, r: radiusOf(this.s.policies.markerDiameterMm) };
  }
  marker(id: string): Gg3Marker | undefined {
    return this.s.markers.find((m) => m.id === id);
  }
  schemeMarkers(of: Seat): Gg3Marker[] {
    return this.s.markers.filter((m) => m.type === 'scheme' && m.owner === of);
  }
  model(id: string | undefined): Gg3Model | undefined {
    return id === undefined ? undefined : this.s.models[id];
  }
  inEnemyDz(m: Gg3Marker, mode = this.s.policies.containment): boolean {
    return circleInZone(this.circle(m), this.s.zones[this.enemy]!, mode);
  }
  onEnemyHalf(m: Gg3Marker): boolean {
    return circleOnHalf(this.circle(m), otherHalf(this.s.halves[this.seat]!), this.s.policies.containment);
  }
  /** The named removals: distinct, friendly Scheme Markers, each meeting `ok` (SC-3). */
  removals(n: number | 'any', ok: (m: Gg3Marker) => boolean, id: string, what: string): string[] {
    const ids = this.removeIds;
    need(new Set(ids).size === ids.length && (n === 'any' ? ids.length >= 1 : ids.length === n), id, `name ${n === 'any' ? 'the' : n} marker(s) to remove`);
    for (const k of ids) {
      const m = this.marker(k);
      need(m !== undefined && m.type === 'scheme' && m.owner === this.seat && ok(m), id, `${k} is not a friendly Scheme Marker ${what}`);
    }
    return [...ids];
  }
  enemyModel(id: string | undefined, ruleId: string): Gg3Model {
    const m = this.model(id);
    need(m !== undefined && m.controller === this.enemy && inPlay(this.s, m), ruleId, `${String(id)} is not an enemy model in play`);
    return m!;
  }
  halfHealth(m: Gg3Model): boolean {
    return m.health <= m.maxHealth / 2;
  }
  noRemoval(): void {
    need(this.removeIds.length === 0, 'SC-3', 'this line removes no markers');
  }
}

type Line = (c: Ctx, p: SchemeSecret) => Claimed;

const breakthroughR: Line = (c) => {
  const m = c.model(c.facts.model);
  need(m !== undefined && m.controller === c.seat && inPlay(c.s, m) && c.facts.modelInEnemyDz === true, 'S01-R', 'a friendly model in play in the enemy DZ');
  need(Array.isArray(c.facts.enemiesWithin4LoS) && c.facts.enemiesWithin4LoS.length === 0, 'S01-R', 'no enemy model within 4" and in LoS of it');
  // OQ-10: the removed marker is friendly and in the enemy DZ (policy any-friendly: anywhere).
  const anywhere = c.s.policies.breakthroughRemoval === 'any-friendly';
  const remove = c.removals(1, (k) => anywhere || c.inEnemyDz(k), 'OQ-10', anywhere ? '' : 'in the enemy DZ');
  return { reason: `${m!.name} in the enemy DZ with no enemy within 4" in LoS`, remove };
};
const breakthroughE: Line = (c) => ({ reason: 'three friendly Scheme Markers in the enemy DZ', remove: c.removals(3, (k) => c.inEnemyDz(k), 'S01-E', 'in the enemy DZ') });

const vendettaR: Line = (c, p) => {
  const { friendly, enemy } = p as Extract<SchemeSecret, { no: 2 }>;
  const f = c.s.models[friendly]!;
  const e = c.s.models[enemy]!;
  const act = c.s.activationEnded;
  // S02-R: the checkpoint is the end of F*'s activation, not the end of the turn.
  need(c.s.phase === 'ACTIVATION' && act !== null && act.lineageId === friendly, 'S02-R', 'Vendetta reveals at the end of the chosen model’s activation');
  need(!f.replacedByHigherCost, 'S02-R', 'the friendly model was replaced by a higher-Cost model');
  const damaged = c.s.damage.some((d) => d.source === friendly && d.target === enemy && d.amount > 0 && (c.s.policies.vendettaDamage === 'ever' || d.activationId === act!.activationId));
  need(damaged, 'OQ-11', c.s.policies.vendettaDamage === 'ever' ? 'it has not damaged the enemy model' : 'it has not damaged the enemy model during this activation');
  need(inPlay(c.s, e) && c.halfHealth(e), 'S02-R', 'the enemy model is in play with half its maximum Health or less');
  c.noRemoval();
  const facts = c.s.facts.filter((x) => x.kind === 'damage' && x.fact.source === friendly && x.fact.target === enemy).map((x) => x.factId);
  return { reason: `${f.name} damaged ${e.name}, now at ${e.health}/${e.maxHealth}`, remove: [], cites: facts };
};
const vendettaE: Line = (c, p) => {
  const { friendly, enemy } = p as Extract<SchemeSecret, { no: 2 }>;
  const f = c.s.models[friendly]!;
  need(inPlay(c.s, f) && !f.replacedByHigherCost && !inPlay(c.s, c.s.models[enemy]), 'S02-E', 'the friendly model is in play (not replaced by higher Cost) and the enemy one is not');
  c.noRemoval();
  return { reason: `${f.name} survives, ${c.s.models[enemy]!.name} is not in play`, remove: [] };
};

const assassinateR: Line = (c) => {
  const l = leaderOf(c.s, c.enemy);
  need(l !== undefined && inPlay(c.s, l) && c.halfHealth(l), 'S03-R', 'the enemy Leader is in play with half its maximum Health or less');
  c.noRemoval();
  return { reason: `enemy Leader at ${l!.health}/${l!.maxHealth}`, remove: [] };
};
const assassinateE: Line = (c) => {
  need(!inPlay(c.s, leaderOf(c.s, c.enemy)), 'S03-E', 'the enemy Leader is in play');
  c.noRemoval();
  return { reason: 'the enemy Leader is not in play', remove: [] };
};

const leaveMarkR: Line = (c) => {
  const near = (k: Gg3Marker): boolean => within(circlePoint(c.circle(k), CENTERPOINT), 1);
  need(!c.schemeMarkers(c.enemy).some(near), 'S04-R', 'the opponent has a Scheme Marker within 1" of the centerpoint');
  return { reason: 'the only Scheme Marker within 1" of the centerpoint', remove: c.removals(1, near, 'S04-R', 'within 1" of the centerpoint') };
};
const leaveMarkE: Line = (c) => ({ reason: 'three friendly Scheme Markers within 4" of the centerpoint', remove: c.removals(3, (k) => within(circlePoint(c.circle(k), CENTERPOINT), 4), 'S04-E', 'within 4" of the centerpoint') });

function sabotageTerrain(c: Ctx, p: SchemeSecret) {
  const t = c.s.terrain.find((x) => x.terrainId === (p as Extract<SchemeSecret, { no: 5 }>).terrainId)!;
  // OQ-19: the chosen terrain must be on the opponent's half (any part by default), checked now that halves exist.
  need(polygonOnHalf(t.footprint, c.s.halves[c.enemy]!, c.s.policies.sabotageTerrainHalf), 'OQ-19', 'the chosen terrain is not on the opponent’s half');
  return t;
}
const sabotageR: Line = (c, p) => {
  const t = sabotageTerrain(c, p);
  const safe = (k: Gg3Marker): boolean => Array.isArray(c.facts.enemiesNearMarkers?.[k.id]) && c.facts.enemiesNearMarkers![k.id].length === 0;
  const remove = c.removals(2, (k) => within(circlePolygon(c.circle(k), t.footprint), 2) && c.onEnemyHalf(k) && safe(k), 'S05-R', 'within 2" of the terrain, on the enemy half, with no enemy within 3" in LoS');
  return { reason: `two friendly Scheme Markers at ${t.label}`, remove };
};
const sabotageE: Line = (c, p) => {
  const t = sabotageTerrain(c, p);
  const near = (k: Gg3Marker): boolean => within(circlePolygon(c.circle(k), t.footprint), 2);
  need(!c.schemeMarkers(c.enemy).some(near), 'S05-E', 'an enemy Scheme Marker is within 2" of the terrain');
  const qualifying = (k: Gg3Marker): boolean => near(k) && c.onEnemyHalf(k);
  need(c.schemeMarkers(c.seat).some(qualifying), 'S05-E', 'no friendly Scheme Marker within 2" of the terrain on the enemy half');
  // OQ-27: the removed marker is one of the qualifying ones (policy off: any friendly Scheme Marker).
  const remove = c.removals(1, (k) => !c.s.policies.sabotageEndRemovesQualifying || qualifying(k), 'OQ-27', 'that qualifies');
  return { reason: `${t.label} holds friendly Scheme Markers and no enemy ones`, remove };
};

const martyrsR: Line = (c, p) => {
  const ids = (p as Extract<SchemeSecret, { no: 6 }>).models;
  // OQ-23: the killer's controller at the kill; a kill without one does not count unless the policy says so.
  const died = ids.filter((id) =>
    c.s.kills.some((k) => k.victim === id && k.turn === c.s.turn && (k.killerController === c.enemy || (k.killerController === null && c.s.policies.nullKillerCounts))) && !c.s.models[id]!.replacedByHigherCost,
  );
  need(died.length === 1, 'S06-R', `exactly one of the chosen models must be killed by an enemy-controlled model this turn (${died.length})`);
  c.noRemoval();
  const cites = c.s.kills.filter((k) => k.victim === died[0] && k.turn === c.s.turn).map((k) => k.factId);
  return { reason: `${c.s.models[died[0]]!.name} was killed by the enemy this turn`, remove: [], cites };
};
const martyrsE: Line = (c, p) => {
  const ids = (p as Extract<SchemeSecret, { no: 6 }>).models;
  const ok = ids.filter((id) => {
    const m = c.s.models[id]!;
    const engagers = (c.facts.engagedBy?.[id] ?? []).map((e) => c.model(e)).filter((e): e is Gg3Model => e !== undefined && e.controller === c.enemy && inPlay(c.s, e));
    return inPlay(c.s, m) && engagers.some((e) => higherCost(e.cost, m.cost)) && m.health > m.maxHealth / 2 && !m.replacedByHigherCost;
  });
  // OQ-12: "exactly one" applies to the whole conjunction.
  need(c.s.policies.martyrsExactlyOne ? ok.length === 1 : ok.length >= 1, 'OQ-12', `exactly one chosen model must meet every clause (${ok.length} do)`);
  c.noRemoval();
  return { reason: `${c.s.models[ok[0]]!.name} holds against a higher-Cost enemy`, remove: [] };
};

const catchR: Line = (c, p) => {
  const id = (p as Extract<SchemeSecret, { no: 7 }>).minion;
  const m = c.s.models[id]!;
  const x = c.enemyModel(c.facts.near?.[id], 'S07-R');
  need(x.isLeader || x.station === 'HENCHMAN', 'S07-R', 'within 1" and LoS of an enemy Leader or Henchman');
  need(inPlay(c.s, m) && !m.replacedByHigherCost, 'S07-R', 'the chosen Minion is in play, not replaced by a higher-Cost model');
  need((c.facts.engagedBy?.[id] ?? []).every((e) => e === x.lineageId), 'S07-R', 'it is engaged by another enemy model');
  c.noRemoval();
  return { reason: `${m.name} within 1" of ${x.name}`, remove: [] };
};
const catchE: Line = (c, p) => {
  const m = c.s.models[(p as Extract<SchemeSecret, { no: 7 }>).minion]!;
  need(inPlay(c.s, m) && c.facts.onEnemyHalf === true && c.facts.engaged === false && !m.replacedByHigherCost, 'S07-E', 'in play, on the enemy half, not engaged, not replaced by higher Cost');
  c.noRemoval();
  return { reason: `${m.name} on the enemy half, not engaged`, remove: [] };
};

const spread: Line = (c) => {
  const remove = c.removals(3, (k) => c.onEnemyHalf(k), 'S08', 'on the enemy half');
  const ms = remove.map((id) => c.marker(id)!);
  need(ms.every((a, i) => ms.every((b, j) => i === j || circleCircle(c.circle(a), c.circle(b)) >= 10)), 'S08', 'each at least 10" from the others');
  return { reason: 'three friendly Scheme Markers spread on the enemy half', remove };
};

const loadR: Line = (c, p) => {
  const t = (p as Extract<SchemeSecret, { no: 9 }>).markerType;
  const ids = c.facts.markers ?? [];
  const ms = ids.map((id) => c.marker(id));
  // Owner-agnostic (OQ-15): any marker of the type counts.
  need(new Set(ids).size === ids.length && ids.length >= 6 && ms.every((m) => m !== undefined && m.type === t && c.onEnemyHalf(m)), 'S09-R', `six or more ${t} markers on the opponent's half`);
  need(ms.every((a, i) => ms.every((b, j) => i === j || circleCircle(c.circle(a!), c.circle(b!)) > 1)), 'S09-R', 'not within 1" of each other');
  c.noRemoval();
  return { reason: `${ids.length} ${t} markers on the enemy half`, remove: [] };
};
const loadE: Line = (c, p) => {
  const t = (p as Extract<SchemeSecret, { no: 9 }>).markerType;
  const l = c.model(c.facts.leader);
  need(l !== undefined && l.isLeader && (c.s.policies.loadEmUpLeaders === 'either-crew' || l.crew === c.enemy), 'OQ-15', 'one of the Leaders');
  const ids = [...new Set(c.facts.markersNearLeader ?? [])];
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
const demoR: Line = (c, p) => {
  const ids = (p as Extract<SchemeSecret, { no: 10 }>).models;
  const ok = demonstrators(c, p);
  // OQ-28: "two of the chosen models" = at least two by default.
  need(c.s.policies.demonstrationTwo === 'at-least' ? ok.length >= 2 : ok.length === 2, 'OQ-28', `two chosen models within 3" and LoS of a higher-Cost enemy Master or Henchman (${ok.length})`);
  need(ids.every((id) => !c.s.models[id]!.replacedByHigherCost), 'S10-R', 'a chosen model was replaced by a higher-Cost model');
  c.noRemoval();
  return { reason: ok.map((r) => `${r.m.name} near ${r.x.name}`).join(', '), remove: [] };
};
const demoE: Line = (c, p) => {
  const ok = demonstrators(c, p).filter((r) => !r.m.replacedByHigherCost);
  need(ok.length >= 1, 'S10-E', 'one chosen model within 1" and LoS of a higher-Cost enemy Master or Henchman');
  c.noRemoval();
  return { reason: `${ok[0].m.name} near ${ok[0].x.name}`, remove: [] };
};

const trapR: Line = (c) => {
  const remove = c.removals('any', () => true, 'S11-R', 'in play');
  const sets = remove.map((k) => new Set((c.facts.enemiesNearMarkers?.[k] ?? []).filter((e) => c.model(e)?.controller === c.enemy && inPlay(c.s, c.model(e)))));
  // OQ-16: the union of distinct enemy models around the chosen markers (policy single-marker: one marker with 3).
  const n = c.s.policies.setTheTrap === 'union' ? new Set(sets.flatMap((x) => [...x])).size : Math.max(...sets.map((x) => x.size));
  need(n >= 3, 'OQ-16', `at least three enemy models within 2" of the chosen markers (${n})`);
  return { reason: `${n} enemy models caught by ${remove.length} marker(s)`, remove };
};
const trapE: Line = (c) => {
  const x = c.enemyModel(c.facts.enemy, 'S11-E');
  need((x.station === 'MASTER' || x.station === 'HENCHMAN') && c.halfHealth(x), 'S11-E', 'an enemy Master or Henchman with half its maximum Health or less');
  const remove = c.removals(1, (k) => (c.facts.enemiesNearMarkers?.[k.id] ?? []).includes(x.lineageId), 'S11-E', `within 2" of ${x.name}`);
  return { reason: `${x.name} caught at ${x.health}/${x.maxHealth}`, remove };
};

const faceR: Line = (c) => {
  const own = leaderOf(c.s, c.seat)?.lineageId;
  const k = c.s.kills.find(
    (x) =>
      x.turn === c.s.turn && x.victimCrew === c.enemy && !x.victimWasLeader && costValue(x.cost) >= 8 &&
      // OQ-17: a Leader of either crew (policy owner-only: the claimant's Leader).
      (c.s.policies.inYourFaceLeader === 'either-crew' ? x.leadersWithin3.length > 0 : x.leadersWithin3.includes(own ?? '')),
  );
  need(k !== undefined, 'S12-R', 'no enemy non-Leader model of Cost 8 or more was killed this turn within 3" of a Leader');
  c.noRemoval();
  return { reason: `${c.s.models[k!.victim]!.name} killed within 3" of a Leader`, remove: [], cites: [k!.factId] };
};
const faceE: Line = (c) => {
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
const meetupR: Line = (c, p) => {
  const { friendly, enemy } = p as Extract<SchemeSecret, { no: 13 }>;
  const t = meetupTerrain(c, p);
  // OQ-18: pairwise within 3" over the three entities (declared by the owner, D/G).
  need(inPlay(c.s, c.s.models[friendly]) && inPlay(c.s, c.s.models[enemy]) && c.facts.pairwiseWithin3 === true, 'OQ-18', 'the two models and the terrain all within 3" of each other');
  c.noRemoval();
  return { reason: `met at ${t.label}`, remove: [] };
};
const meetupE: Line = (c, p) => {
  const t = meetupTerrain(c, p);
  const touching = c.schemeMarkers(c.seat).filter((k) => within(circlePolygon(c.circle(k), t.footprint), 0));
  need(touching.length >= 2, 'S13-E', `two or more friendly Scheme Markers in base contact with ${t.label}`);
  c.noRemoval();
  return { reason: `${touching.length} Scheme Markers at ${t.label}`, remove: [] };
};

const LINES: Record<SchemeNo, { reveal: Line; end: Line }> = {
  1: { reveal: breakthroughR, end: breakthroughE },
  2: { reveal: vendettaR, end: vendettaE },
  3: { reveal: assassinateR, end: assassinateE },
  4: { reveal: leaveMarkR, end: leaveMarkE },
  5: { reveal: sabotageR, end: sabotageE },
  6: { reveal: martyrsR, end: martyrsE },
  7: { reveal: catchR, end: catchE },
  8: { reveal: spread, end: spread },
  9: { reveal: loadR, end: loadE },
  10: { reveal: demoR, end: demoE },
  11: { reveal: trapR, end: trapE },
  12: { reveal: faceR, end: faceE },
  13: { reveal: meetupR, end: meetupE },
};

export function checkLine(s: Gg3State, seat: Seat, payload: SchemeSecret, part: 'reveal' | 'end', facts: ClaimFacts, remove: readonly string[]): Claimed {
  return LINES[payload.no][part](new Ctx(s, seat, facts, remove), payload);
}
