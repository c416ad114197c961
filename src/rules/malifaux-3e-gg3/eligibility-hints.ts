// malifaux-3e-gg3 §2.4 FACT-2 "Eligibility hints computed from G facts MAY be shown only to the owner" (rules/malifaux-3e-gg3.md;
// §8 fact matrix: what is S or G): for each of a seat's schemes still open, what the server already knows that its lines
// read (markers counted from their positions, the chosen models' status, health and cost, kills and damage this turn,
// VP so far). A hint never decides a claim (the claim is checked again, ORD-2) and needs no declared fact. view.ts puts
// hints in the owner's view only: never in another viewer's, and never in an event.
import { costValue, inPlay, leaderOf } from './crews';
import { CENTERPOINT, circlePoint, circlePolygon, within } from './geometry';
import { Ctx } from './scheme-claim-context';
import type { Gg3Marker, Gg3Model, Gg3State, SchemeSecret, SchemeSlot, Seat } from './state';
import { SCHEMES } from './tables';

export interface Gg3HintCount {
  readonly key: string;
  readonly value: number;
}

export interface Gg3HintModel {
  readonly lineageId: string;
  readonly name: string;
  readonly status: string;
  readonly inPlay: boolean;
  readonly health: number;
  readonly maxHealth: number;
  readonly cost: number | null;
  readonly replacedByHigherCost: boolean;
}

export interface Gg3SchemeHint {
  readonly slot: number;
  readonly scheme: string;
  /** VP this scheme has scored so far (not revoked). */
  readonly vp: number;
  readonly revealOpen: boolean;
  readonly endOpen: boolean;
  readonly counts: readonly Gg3HintCount[];
  readonly models: readonly Gg3HintModel[];
}

const modelHint = (s: Gg3State, m: Gg3Model | undefined): Gg3HintModel[] =>
  m === undefined ? [] : [{ lineageId: m.lineageId, name: m.name, status: m.status, inPlay: inPlay(s, m), health: m.health, maxHealth: m.maxHealth, cost: m.cost, replacedByHigherCost: m.replacedByHigherCost }];

/** The counts and models one scheme's lines read, as far as the server knows them now. */
function specific(c: Ctx, p: SchemeSecret): { counts: Gg3HintCount[]; models: Gg3HintModel[] } {
  const s = c.s;
  const mine = c.schemeMarkers(c.seat);
  const theirs = c.schemeMarkers(c.enemy);
  // DeploymentZonesChosen records both seats' zones and halves at once (GEO-5): with the enemy DZ known, the halves are too.
  const zonesKnown = s.zones[c.enemy] !== undefined;
  const n = (key: string, ms: readonly Gg3Marker[], ok: (m: Gg3Marker) => boolean): Gg3HintCount => ({ key, value: ms.filter(ok).length });
  const models = (...ids: readonly string[]): Gg3HintModel[] => ids.flatMap((id) => modelHint(s, s.models[id]));
  const nearCentre = (r: number) => (k: Gg3Marker): boolean => within(circlePoint(c.circle(k), CENTERPOINT), r);
  const terrain = (id: string) => s.terrain.find((t) => t.terrainId === id);
  switch (p.no) {
    case 1:
      return { counts: zonesKnown ? [n('friendlySchemeMarkersInEnemyDz', mine, (k) => c.inEnemyDz(k))] : [], models: [] };
    case 2: {
      const dealt = s.damage.filter((d) => d.source === p.friendly && d.target === p.enemy && d.turn === s.turn).reduce((a, d) => a + d.amount, 0);
      return { counts: [{ key: 'damageToEnemyThisTurn', value: dealt }], models: models(p.friendly, p.enemy) };
    }
    case 3:
      return { counts: [], models: modelHint(s, leaderOf(s, c.enemy)) };
    case 4:
      return { counts: [n('friendlySchemeMarkersWithin1OfCenterpoint', mine, nearCentre(1)), n('enemySchemeMarkersWithin1OfCenterpoint', theirs, nearCentre(1)), n('friendlySchemeMarkersWithin4OfCenterpoint', mine, nearCentre(4))], models: [] };
    case 5: {
      const t = terrain(p.terrainId);
      const near = (k: Gg3Marker): boolean => t !== undefined && within(circlePolygon(c.circle(k), t.footprint), 2);
      return { counts: [...(zonesKnown ? [n('friendlySchemeMarkersNearTerrainOnEnemyHalf', mine, (k) => near(k) && c.onEnemyHalf(k))] : []), n('enemySchemeMarkersNearTerrain', theirs, near)], models: [] };
    }
    case 6: {
      const killed = p.models.filter((id) => s.kills.some((k) => k.victim === id && k.turn === s.turn && (k.killerController === c.enemy || (k.killerController === null && s.policies.nullKillerCounts)))).length;
      return { counts: [{ key: 'chosenKilledByEnemyThisTurn', value: killed }], models: models(...p.models) };
    }
    case 7:
      return { counts: [], models: models(p.minion) };
    case 8:
      return { counts: zonesKnown ? [n('friendlySchemeMarkersOnEnemyHalf', mine, (k) => c.onEnemyHalf(k))] : [], models: [] };
    case 9:
      return { counts: zonesKnown ? [n('markersOfTypeOnEnemyHalf', s.markers, (k) => k.type === p.markerType && c.onEnemyHalf(k))] : [], models: [] };
    case 10:
      return { counts: [], models: models(...p.models) };
    case 12: {
      const kills = s.kills.filter((k) => k.turn === s.turn && k.victimCrew === c.enemy && !k.victimWasLeader && costValue(k.cost) >= 8 && k.leadersWithin3.length > 0).length;
      return { counts: [{ key: 'enemyCost8KillsNearLeaderThisTurn', value: kills }], models: [] };
    }
    case 13: {
      const t = terrain(p.terrainId);
      const touching = (k: Gg3Marker): boolean => t !== undefined && within(circlePolygon(c.circle(k), t.footprint), 0);
      return { counts: [n('friendlySchemeMarkersTouchingTerrain', mine, touching)], models: models(p.friendly, p.enemy) };
    }
    default:
      return { counts: [], models: [] };
  }
}

/** FACT-2: the hints for `seat`'s own schemes with a line still open; the caller (view.ts) shows them to that seat only. */
export function hintsFor(s: Gg3State, seat: Seat): Gg3SchemeHint[] {
  if (s.status !== 'active') return [];
  // Stryker disable next-line ArrayDeclaration: a hint names no marker to remove, so the context's removeIds are never read here
  const c = new Ctx(s, seat, {}, []);
  return (s.schemes[seat] ?? [])
    .filter((sl): sl is SchemeSlot & { payload: SchemeSecret } => sl.payload !== null && (!sl.revealVp || !sl.endVp))
    .map((sl) => {
      // Only scheme awards carry a scheme number (a strategy award's is null).
      const vp = s.ledger.filter((e) => e.seat === seat && e.scheme === sl.payload.no && !e.revoked).reduce((a, e) => a + e.vp, 0);
      const x = specific(c, sl.payload);
      return { slot: sl.slot, scheme: SCHEMES[sl.payload.no], vp, revealOpen: !sl.revealVp, endOpen: !sl.endVp, counts: [{ key: 'friendlySchemeMarkers', value: c.schemeMarkers(seat).length }, ...x.counts], models: x.models };
    });
}
