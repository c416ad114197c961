// malifaux-3e-gg3 §2.3 Table geometry and measuring (rules/malifaux-3e-gg3.md): GEO-1..GEO-4, OQ-7, OQ-8
// The server computes the G facts it can from submitted coordinates: markers are circles, terrain and deployment zones
// are polygons. GEO-1 frame: x in [0,36] along the centerline, y in [0,36] across it; the centerline is y = 18.
// GEO-3: distances are edge to edge (closest points), top-down. "within X" is distance <= X (§1.2: never strict).

export type Point = readonly [number, number];
export type Polygon = readonly Point[];
export interface Circle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}
export type Containment = 'any-part' | 'completely';
export type Half = 'low' | 'high';

export const TABLE = 36;
export const CENTERLINE_Y = 18;
export const CENTERPOINT: Point = [18, 18];
/** GEO-2: the centers of the four table quarters. */
export const QUARTER_CENTERS: readonly Point[] = [[9, 9], [27, 9], [9, 27], [27, 27]];
/** Tolerance for float comparisons of measured inches. */
const EPS = 1e-9;

/** OQ-8: a marker's radius in inches from its diameter in millimetres. */
export const radiusOf = (diameterMm: number): number => diameterMm / 25.4 / 2;

export const onTable = (x: number, y: number): boolean => x >= 0 && x <= TABLE && y >= 0 && y <= TABLE;

const hypot = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

function pointSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len));
  return hypot(p, [a[0] + t * dx, a[1] + t * dy]);
}

export function pointInPolygon(p: Point, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a polygon's edge (0 inside). */
export function pointPolygon(p: Point, poly: Polygon): number {
  if (pointInPolygon(p, poly)) return 0;
  return edgeDistance(p, poly);
}

const edgeDistance = (p: Point, poly: Polygon): number => Math.min(...poly.map((a, i) => pointSegment(p, a, poly[(i + 1) % poly.length])));

/** GEO-3: edge-to-edge distance between two circles (0 when they overlap or touch). */
export const circleCircle = (a: Circle, b: Circle): number => Math.max(0, hypot([a.x, a.y], [b.x, b.y]) - a.r - b.r);
/** GEO-3: from the closest point of the footprint to a point (e.g. the centerpoint). */
export const circlePoint = (a: Circle, p: Point): number => Math.max(0, hypot([a.x, a.y], p) - a.r);
export const circlePolygon = (a: Circle, poly: Polygon): number => Math.max(0, pointPolygon([a.x, a.y], poly) - a.r);

export const within = (distance: number, inches: number): boolean => distance <= inches + EPS;
/** GEO-3: "at least X away", with the same rounding tolerance as `within` (30 mm markers placed exactly 10" apart measure 9.999999999999998"). */
export const atLeast = (distance: number, inches: number): boolean => distance >= inches - EPS;

/** GEO-4: a circle in a zone, touching it (any-part) or wholly inside (completely). */
export function circleInZone(a: Circle, zone: Polygon, mode: Containment): boolean {
  const c: Point = [a.x, a.y];
  if (mode === 'any-part') return pointPolygon(c, zone) < a.r - EPS || pointInPolygon(c, zone);
  return pointInPolygon(c, zone) && edgeDistance(c, zone) >= a.r - EPS;
}

/** GEO-1 / GEO-4: a circle on a table half (any part over the line, or wholly on that side). */
export function circleOnHalf(a: Circle, half: Half, mode: Containment): boolean {
  if (half === 'low') return mode === 'any-part' ? a.y - a.r < CENTERLINE_Y - EPS : a.y + a.r <= CENTERLINE_Y + EPS;
  return mode === 'any-part' ? a.y + a.r > CENTERLINE_Y + EPS : a.y - a.r >= CENTERLINE_Y - EPS;
}

export function polygonOnHalf(poly: Polygon, half: Half, mode: Containment): boolean {
  const side = (p: Point): boolean => (half === 'low' ? p[1] < CENTERLINE_Y - EPS : p[1] > CENTERLINE_Y + EPS);
  const onLineOrSide = (p: Point): boolean => (half === 'low' ? p[1] <= CENTERLINE_Y + EPS : p[1] >= CENTERLINE_Y - EPS);
  return mode === 'any-part' ? poly.some(side) : poly.every(onLineOrSide);
}

/** Distance from a polygon to the centerline (0 when it crosses or touches the line). */
export function polygonCenterline(poly: Polygon): number {
  const ys = poly.map((p) => p[1]);
  if (Math.min(...ys) <= CENTERLINE_Y && Math.max(...ys) >= CENTERLINE_Y) return 0;
  return Math.min(...ys.map((y) => Math.abs(y - CENTERLINE_Y)));
}

/** Distance between two polygons (0 when they overlap). */
export function polygonPolygon(a: Polygon, b: Polygon): number {
  if (a.some((p) => pointInPolygon(p, b)) || b.some((p) => pointInPolygon(p, a))) return 0;
  return Math.min(...a.map((p) => edgeDistance(p, b)), ...b.map((p) => edgeDistance(p, a)));
}

export const otherHalf = (h: Half): Half => (h === 'low' ? 'high' : 'low');
export const rect = (x0: number, y0: number, x1: number, y1: number): Polygon => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
