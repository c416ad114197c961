// malifaux-3e-gg3 §2.3 GEO-1..GEO-4, OQ-7: the exact boundaries of the table geometry (issue 15: tests that make the
// mutants of geometry.ts fail). Values sit exactly on each boundary: "within" and "completely" are never strict.
import {
  circleCircle,
  circleInZone,
  circleOnHalf,
  circlePoint,
  circlePolygon,
  onTable,
  otherHalf,
  pointInPolygon,
  pointPolygon,
  polygonCenterline,
  polygonOnHalf,
  polygonPolygon,
  rect,
  TABLE,
  CENTERLINE_Y,
  within,
  type Circle,
  type Containment,
  type Half,
  type Point,
  type Polygon,
} from './geometry';

const square = rect(0, 0, 10, 10);
const diamond: Polygon = [[0, 5], [5, 0], [10, 5], [5, 10]];

describe('malifaux-3e-gg3 §2.3 geometry boundaries', () => {
  it('malifaux-3e-gg3/GEO-1 the table is 36" by 36", centerline y = 18; its edges are on the table', () => {
    expect([TABLE, CENTERLINE_Y]).toEqual([36, 18]);
    expect(rect(1, 2, 3, 4)).toEqual([[1, 2], [3, 2], [3, 4], [1, 4]]);
  });

  it.each<[number, number, boolean]>([
    [0, 0, true],
    [36, 36, true],
    [0, 36, true],
    [36, 0, true],
    [18, 18, true],
    [-0.01, 18, false],
    [36.01, 18, false],
    [18, -0.01, false],
    [18, 36.01, false],
  ])('malifaux-3e-gg3/GEO-1 (%d, %d) on the table: %s', (x, y, on) => expect(onTable(x, y)).toBe(on));

  it('malifaux-3e-gg3/GEO-1 the other half of low is high and of high is low', () => {
    expect([otherHalf('low'), otherHalf('high')]).toEqual(['high', 'low']);
  });

  it.each<[Point, Polygon, boolean]>([
    [[5, 5], square, true],
    [[0.001, 5], square, true],
    [[9.999, 5], square, true],
    [[-0.001, 5], square, false],
    [[10.001, 5], square, false],
    [[5, 10.001], square, false],
    [[5, -0.001], square, false],
    // Exactly on an edge (ray casting to +x, half-open in y): left and bottom edges count as inside, right and top not.
    [[0, 5], square, true],
    [[10, 5], square, false],
    [[5, 0], square, true],
    [[5, 10], square, false],
    [[1, 5], diamond, true],
    [[9, 5], diamond, true],
    [[-1, 5], diamond, false],
    [[11, 5], diamond, false],
    [[5, 0.5], diamond, true],
    [[5, 9.5], diamond, true],
    [[1, 1], diamond, false],
    [[9, 9], diamond, false],
  ])('malifaux-3e-gg3/GEO-4 point %j in polygon: %s', (p, poly, inside) => expect(pointInPolygon(p, poly)).toBe(inside));

  it('malifaux-3e-gg3/GEO-3 point to polygon: 0 inside, else to the closest edge (perpendicular or a corner)', () => {
    expect(pointPolygon([5, 5], square)).toBe(0);
    expect(pointPolygon([5, 13], square)).toBeCloseTo(3, 9);
    expect(pointPolygon([-2, 5], square)).toBeCloseTo(2, 9);
    expect(pointPolygon([13, 14], square)).toBeCloseTo(5, 9);
    expect(pointPolygon([-3, -4], square)).toBeCloseTo(5, 9);
    // A degenerate (zero-length) edge measures to its point.
    expect(pointPolygon([3, 4], [[0, 0], [0, 0], [-1, -1]])).toBeCloseTo(5, 9);
  });

  it('malifaux-3e-gg3/GEO-3 circle to circle, to a point and to a polygon: edge to edge, never below 0', () => {
    const c: Circle = { x: 0, y: 0, r: 1 };
    expect(circleCircle(c, { x: 0, y: 5, r: 2 })).toBeCloseTo(2, 9);
    expect(circleCircle(c, { x: 0, y: 1, r: 2 })).toBe(0);
    expect(circlePoint(c, [3, 4])).toBeCloseTo(4, 9);
    expect(circlePoint(c, [0.5, 0])).toBe(0);
    expect(circlePolygon({ x: 5, y: 14, r: 1 }, square)).toBeCloseTo(3, 9);
    expect(circlePolygon({ x: 5, y: 5, r: 1 }, square)).toBe(0);
    expect(circlePolygon({ x: 5, y: 10.5, r: 1 }, square)).toBe(0);
  });

  it.each<[number, number, boolean]>([
    [3, 3, true],
    [2.999, 3, true],
    [3.001, 3, false],
    [0, 0, true],
  ])('malifaux-3e-gg3/GEO-3 a distance of %d is within %d": %s (never strict)', (d, x, w) => expect(within(d, x)).toBe(w));

  it.each<[Circle, Containment, boolean]>([
    // Centre outside, edge exactly touching the zone: touching is not "in" for any-part; overlapping by a little is.
    [{ x: 5, y: 12, r: 2 }, 'any-part', false],
    [{ x: 5, y: 11.9, r: 2 }, 'any-part', true],
    [{ x: 5, y: 15, r: 2 }, 'any-part', false],
    [{ x: 5, y: 5, r: 2 }, 'any-part', true],
    // A circle bigger than the zone with its centre inside is in it (any part).
    [{ x: 5, y: 5, r: 20 }, 'any-part', true],
    // Completely: the rim may touch the edge from inside, not cross it.
    [{ x: 5, y: 8, r: 2 }, 'completely', true],
    [{ x: 5, y: 8.1, r: 2 }, 'completely', false],
    [{ x: 2, y: 2, r: 2 }, 'completely', true],
    [{ x: 5, y: 5, r: 20 }, 'completely', false],
    [{ x: 5, y: 12, r: 2 }, 'completely', false],
  ])('malifaux-3e-gg3/GEO-4 malifaux-3e-gg3/OQ-7 circle %j in the zone (%s): %s', (c, mode, inZone) => expect(circleInZone(c, square, mode)).toBe(inZone));

  it.each<[number, Half, Containment, boolean]>([
    // A base of radius 1: y is its centre.
    [19, 'low', 'any-part', false],
    [18.9, 'low', 'any-part', true],
    [17, 'low', 'completely', true],
    [17.1, 'low', 'completely', false],
    [17, 'high', 'any-part', false],
    [17.1, 'high', 'any-part', true],
    [19, 'high', 'completely', true],
    [18.9, 'high', 'completely', false],
  ])('malifaux-3e-gg3/GEO-1 malifaux-3e-gg3/GEO-4 a base centred at y = %d on the %s half (%s): %s', (y, half, mode, on) => {
    expect(circleOnHalf({ x: 5, y, r: 1 }, half, mode)).toBe(on);
  });

  it.each<[number, number, Half, Containment, boolean]>([
    [18, 20, 'low', 'any-part', false],
    [17.9, 20, 'low', 'any-part', true],
    [10, 18, 'low', 'completely', true],
    [10, 18.1, 'low', 'completely', false],
    [16, 18, 'high', 'any-part', false],
    [16, 18.1, 'high', 'any-part', true],
    [18, 20, 'high', 'completely', true],
    [17.9, 20, 'high', 'completely', false],
  ])('malifaux-3e-gg3/GEO-4 malifaux-3e-gg3/OQ-19 terrain from y = %d to %d on the %s half (%s): %s', (y0, y1, half, mode, on) => {
    expect(polygonOnHalf(rect(0, y0, 4, y1), half, mode)).toBe(on);
  });

  it.each<[number, number, number]>([
    [10, 20, 0],
    [18, 20, 0],
    [10, 18, 0],
    [20, 25, 2],
    [10, 15, 3],
  ])('malifaux-3e-gg3/GEO-3 terrain from y = %d to %d lies %d" from the centerline', (y0, y1, d) => {
    expect(polygonCenterline(rect(0, y0, 4, y1))).toBeCloseTo(d, 9);
  });

  it('malifaux-3e-gg3/GEO-3 polygon to polygon: 0 when either holds a corner of the other, else closest edge, both ways', () => {
    expect(polygonPolygon(rect(2, 2, 4, 4), square)).toBe(0);
    expect(polygonPolygon(square, rect(2, 2, 4, 4))).toBe(0);
    expect(polygonPolygon(rect(0, 0, 1, 1), rect(3, 0, 4, 1))).toBeCloseTo(2, 9);
    // The closest points are a corner of the second polygon and an edge of the first, and the other way round.
    const spike: Polygon = [[5, 12], [4, 15], [6, 15]];
    expect(polygonPolygon(square, spike)).toBeCloseTo(2, 9);
    expect(polygonPolygon(spike, square)).toBeCloseTo(2, 9);
  });
});
