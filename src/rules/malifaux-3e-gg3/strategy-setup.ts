// malifaux-3e-gg3 §4 strategy setup, §10.3 pre-game (rules/malifaux-3e-gg3.md; seed lines 4-88): GEO-5, GS-1, CP-1, CV-1, CV-2, CO-1, CO-2, CO-3, OQ-1, OQ-2, OQ-22
import { require_ } from '../core/rule-violation';
import type { Gg3Event } from './events';
import { inPlay } from './crews';
import { CENTERLINE_Y, circleCircle, onTable, otherHalf, polygonOnHalf, QUARTER_CENTERS, radiusOf, rect, type Half, type Point, type Polygon } from './geometry';
import { crewModels, opponent, SEATS, type Gg3Marker, type Gg3State, type Seat } from './state';
import { RULESET } from './tables';

const strategyMarker = (id: string, [x, y]: Point, traits: string[], owner: Seat | null = null): Gg3Marker => ({ id, type: 'strategy', owner, x, y, traits, claims: { A: 0, B: 0 } });
const BLOCKING = ['Ht5', 'Blocking', 'Impassable'];

/** GS-1 / CV-1: the strategy markers the server places itself once DZs are chosen (centers, GEO-1 inches). */
export function fixedStrategyMarkers(s: Gg3State): Gg3Marker[] {
  if (s.strategy === 'gg3.guard-the-stash') return [[14, 18], [22, 18], ...QUARTER_CENTERS].map((p, i) => strategyMarker(`stash-${i + 1}`, p as Point, BLOCKING));
  if (s.strategy === 'gg3.covert-operation') return ([[6, 18], [14, 18], [22, 18], [30, 18]] as Point[]).map((p, i) => strategyMarker(`covert-${i + 1}`, p, BLOCKING));
  return [];
}

/** GEO-5 / OQ-22: the standard DZ is the 8" strip on each table edge; other deployments bring their polygons. */
export function chooseDeploymentZones(s: Gg3State, seat: Seat, half: Half, zones: Partial<Record<Seat, Polygon>> | undefined): Gg3Event[] {
  require_(s.attacker !== null, `${RULESET}/GEO-5`, '§10.3', 'Attacker and Defender are determined first');
  require_(seat === opponent(s.attacker), `${RULESET}/GEO-5`, '§10.3', 'the Defender chooses the deployment zone');
  require_(s.centerlineOrientation === null, `${RULESET}/GEO-5`, '§2.3', 'deployment zones are already chosen');
  const halves = { [seat]: half, [opponent(seat)]: otherHalf(half) } as Record<Seat, Half>;
  let dz: Record<Seat, Polygon>;
  if (s.deployment === 'standard' && zones === undefined) {
    const strip = (h: Half): Polygon => (h === 'low' ? rect(0, 0, 36, 8) : rect(0, 28, 36, 36));
    dz = { A: strip(halves.A), B: strip(halves.B) };
  } else {
    require_(zones?.A !== undefined && zones.B !== undefined, `${RULESET}/OQ-22`, '§9', `the ${s.deployment} deployment's zones are recorded as polygons at setup`);
    dz = { A: zones.A, B: zones.B };
  }
  // GEO-5: each DZ lies entirely in its crew's half.
  for (const x of SEATS) {
    require_(dz[x].length >= 3 && dz[x].every(([px, py]) => onTable(px, py)), `${RULESET}/GEO-5`, '§2.3', 'a deployment zone is a polygon on the table');
    require_(polygonOnHalf(dz[x], halves[x], 'completely'), `${RULESET}/GEO-5`, '§2.3', `seat ${x}'s deployment zone must lie entirely in its own half`);
  }
  return [
    { type: 'DeploymentZonesChosen', data: { halves, zones: dz, centerlineOrientation: 'x-axis' } },
    ...fixedStrategyMarkers(s).map((marker): Gg3Event => ({ type: 'StrategyMarkerDropped', data: { marker } })),
  ];
}

/** CP-1: Defender, Attacker, Defender, Attacker; own half, >= 10" from the centerline and from each other. */
export function placeCarveMarker(s: Gg3State, seat: Seat, x: number, y: number): Gg3Event[] {
  require_(s.strategy === 'gg3.carve-a-path', `${RULESET}/CP-1`, '§4.3', 'only Carve a Path has players place Strategy Markers');
  require_(s.centerlineOrientation !== null && !s.deployed, `${RULESET}/CP-1`, '§4.3', 'once deployment zones are chosen, before deployment');
  require_(s.strategyMarkersPlaced < 4, `${RULESET}/CP-1`, '§4.3', 'each player has placed two');
  const defender = opponent(s.attacker!);
  const due = s.strategyMarkersPlaced % 2 === 0 ? defender : s.attacker!;
  require_(seat === due, `${RULESET}/CP-1`, '§4.3', `seat ${due} places next (Defender first, then alternating)`);
  const r = radiusOf(s.policies.markerDiameterMm);
  const m = { x, y, r };
  const half = s.halves[seat]!;
  require_(onTable(x, y) && (half === 'low' ? y + r <= CENTERLINE_Y : y - r >= CENTERLINE_Y), `${RULESET}/CP-1`, '§4.3', 'in your own table half');
  require_(Math.abs(y - CENTERLINE_Y) - r >= 10, `${RULESET}/CP-1`, '§4.3', 'at least 10" from the centerline');
  for (const o of s.markers.filter((k) => k.type === 'strategy')) require_(circleCircle(m, { x: o.x, y: o.y, r }) >= 10, `${RULESET}/CP-1`, '§4.3', `at least 10" from Strategy Marker ${o.id}`);
  const id = `carve-${seat}-${s.markers.filter((k) => k.owner === seat && k.type === 'strategy').length + 1}`;
  return [{ type: 'StrategyMarkerDropped', data: { marker: strategyMarker(id, [x, y], ['Concealing'], seat) } }];
}

export function deployCrews(s: Gg3State): Gg3Event[] {
  require_(s.crewsRevealed && SEATS.every((x) => s.schemes[x] !== undefined), `${RULESET}/SC-1`, '§10.3', 'crews are revealed and both seats have chosen their schemes before deployment');
  require_(s.centerlineOrientation !== null, `${RULESET}/GEO-5`, '§10.3', 'deployment zones are chosen before deployment');
  require_(s.strategy !== 'gg3.carve-a-path' || s.strategyMarkersPlaced === 4, `${RULESET}/CP-1`, '§4.3', 'Carve a Path markers are placed before deployment');
  require_(!s.deployed, `${RULESET}/CV-2`, '§10.3', 'already deployed');
  const out: Gg3Event[] = [{ type: 'CrewsDeployed', data: {} }];
  // CV-2: after deployment every model of both crews in play gets exactly one Claim token.
  if (s.strategy === 'gg3.covert-operation') out.push({ type: 'ClaimTokensGranted', data: { lineageIds: Object.values(s.models).filter((m) => inPlay(s, m)).map((m) => m.lineageId) } });
  return out;
}

/** CO-2: the setup cap: 1 on a Minion, 2 on any other station. */
export const curseCap = (station: string): number => (station === 'MINION' ? 1 : 2);

const canPlace = (s: Gg3State, seat: Seat): boolean =>
  s.curseSetup[seat] < 5 && crewModels(s, opponent(seat)).some((m) => inPlay(s, m) && m.curse < curseCap(m.station));

/** CO-1: the player with Initiative first, then alternating; OQ-2: a player without a legal target skips the rest. */
export function nextCursePlacer(s: Gg3State): Seat | null {
  const first = s.pregameInitiative;
  if (first === null) return null;
  const second = opponent(first);
  const [a, b] = [canPlace(s, first), canPlace(s, second)];
  if (a && b) return s.curseSetup[first] <= s.curseSetup[second] ? first : second;
  return a ? first : b ? second : null;
}

const ended = (s: Gg3State): Gg3Event => ({ type: 'CurseSetupEnded', data: { skipped: SEATS.filter((x) => s.curseSetup[x] < 5) } });

export function declarePregameInitiative(s: Gg3State, seat: Seat, evolveAll: (e: Gg3Event[]) => Gg3State): Gg3Event[] {
  require_(s.strategy === 'gg3.cursed-objects', `${RULESET}/OQ-1`, '§9', 'only Cursed Objects needs the pre-game Initiative');
  require_(s.deployed && s.pregameInitiative === null, `${RULESET}/CO-1`, '§4.1', 'after deployment, once');
  const out: Gg3Event[] = [{ type: 'PregameInitiativeDeclared', data: { seat } }];
  const next = evolveAll(out);
  return nextCursePlacer(next) === null ? [...out, ended(next)] : out;
}

export function placeSetupCurse(s: Gg3State, seat: Seat, target: string, evolveAll: (e: Gg3Event[]) => Gg3State): Gg3Event[] {
  require_(s.strategy === 'gg3.cursed-objects', `${RULESET}/CO-1`, '§4.1', 'Curse tokens are a Cursed Objects rule');
  // OQ-1: never guessed; an explicit PregameInitiativeDeclared is required.
  require_(s.pregameInitiative !== null, `${RULESET}/OQ-1`, '§9', 'declare who has Initiative before the Curse placements');
  require_(!s.curseSetupDone, `${RULESET}/CO-1`, '§4.1', 'the Curse placements are over');
  const due = nextCursePlacer(s);
  require_(seat === due, `${RULESET}/CO-1`, '§4.1', `seat ${String(due)} places the next Curse token`);
  const m = s.models[target];
  require_(m !== undefined && m.crew === opponent(seat) && inPlay(s, m), `${RULESET}/CO-2`, '§4.1', 'a Curse token goes on a deployed model of the opposing crew');
  require_(m.curse < curseCap(m.station), `${RULESET}/CO-2`, '§4.1', `at most ${curseCap(m.station)} setup Curse token(s) on a ${m.station}`);
  const out: Gg3Event[] = [{ type: 'CurseTokenPlaced', data: { placerCrew: seat, model: target, phase: 'setup' } }];
  const next = evolveAll(out);
  return nextCursePlacer(next) === null ? [...out, ended(next)] : out;
}
