// mage-wars §4 arena geometry (rules/mage-wars.md): AR-1..AR-5, AR-7, ST-32, §11.3 pushes. Every edge of the arena,
// the inclusive range bounds, both orientations of a border, and each push direction at its d12 bounds (issue 15: tests
// that make the mutants of arena.ts fail).
import { adjacent, arenaFor, awayFrom, borderEnds, borderKey, bordersContinue, distance, inArena, inRange, randomPushDirection, sameZone, startingZones, step, zoneKey, zonesOf, type Zone } from './arena';

const z = (row: number, col: number): Zone => ({ row, col });
const full = arenaFor('full');

describe('mage-wars §4 arena boundaries', () => {
  it.each<[Zone, boolean]>([
    [z(0, 0), true],
    [z(2, 3), true],
    [z(3, 0), false],
    [z(0, 4), false],
    [z(-1, 0), false],
    [z(0, -1), false],
    [z(0.5, 0), false],
    [z(0, 1.5), false],
  ])('mage-wars/AR-1 zone %j is in the 3×4 arena: %s', (zone, inside) => expect(inArena(full, zone)).toBe(inside));

  it.each<[Zone, Zone, number, boolean]>([
    [z(0, 0), z(0, 0), 0, false],
    [z(0, 0), z(0, 1), 1, true],
    [z(1, 1), z(0, 1), 1, true],
    [z(0, 0), z(1, 1), 2, false],
    [z(2, 3), z(0, 0), 5, false],
  ])('mage-wars/AR-2 mage-wars/AR-3 %j to %j: distance %d, adjacent %s', (a, b, d, adj) => {
    expect(distance(a, b)).toBe(d);
    expect(distance(b, a)).toBe(d);
    expect(adjacent(a, b)).toBe(adj);
  });

  it.each<[number, boolean]>([
    [0, false],
    [1, true],
    [2, true],
    [3, false],
  ])('mage-wars/AR-4 a target %d zone(s) away is in range 1-2: %s', (cols, ok) => expect(inRange(z(0, 0), z(0, cols), { min: 1, max: 2 })).toBe(ok));

  it('mage-wars/AR-5 zone and border keys; the same zone', () => {
    expect(zoneKey(z(2, 3))).toBe('2,3');
    expect(borderKey(z(1, 1), z(0, 1))).toBe('0,1|1,1');
    expect(sameZone(z(1, 2), z(1, 2))).toBe(true);
    expect(sameZone(z(1, 2), z(2, 1))).toBe(false);
    expect(sameZone(z(1, 2), z(1, 3))).toBe(false);
  });

  it('mage-wars/AR-1 mage-wars/AR-7 the zones row by row, and the four corners in seat order', () => {
    expect(zonesOf(arenaFor('apprentice'))).toEqual([z(0, 0), z(0, 1), z(1, 0), z(1, 1), z(2, 0), z(2, 1)]);
    expect(startingZones(full)).toEqual([z(0, 0), z(2, 3), z(0, 3), z(2, 0)]);
  });

  it('mage-wars/ST-32 border ends: a vertical border between columns, a horizontal one between rows, either order', () => {
    expect(borderEnds(z(1, 1), z(1, 2))).toEqual([[2, 1], [2, 2]]);
    expect(borderEnds(z(1, 2), z(1, 1))).toEqual([[2, 1], [2, 2]]);
    expect(borderEnds(z(1, 1), z(2, 1))).toEqual([[1, 2], [2, 2]]);
    expect(borderEnds(z(2, 1), z(1, 1))).toEqual([[1, 2], [2, 2]]);
  });

  it('mage-wars/ST-32 a second wall continues the first in line or around a corner, never the same border nor a parallel one', () => {
    expect(bordersContinue([z(0, 0), z(0, 1)], [z(1, 0), z(1, 1)])).toBe(true);
    expect(bordersContinue([z(0, 0), z(0, 1)], [z(0, 1), z(1, 1)])).toBe(true);
    expect(bordersContinue([z(0, 0), z(0, 1)], [z(0, 1), z(0, 0)])).toBe(false);
    expect(bordersContinue([z(0, 0), z(0, 1)], [z(0, 2), z(0, 3)])).toBe(false);
    expect(bordersContinue([z(0, 0), z(0, 1)], [z(2, 0), z(2, 1)])).toBe(false);
  });

  it.each<[number, string]>([
    [1, 'N'],
    [3, 'N'],
    [4, 'E'],
    [6, 'E'],
    [7, 'S'],
    [9, 'S'],
    [10, 'W'],
    [12, 'W'],
  ])('§11.3 a random push on a d12 of %d goes %s', (d12, dir) => expect(randomPushDirection(d12)).toBe(dir));

  it('§11.3 a step in each direction; away from the source in each of the four directions', () => {
    expect((['N', 'E', 'S', 'W'] as const).map((d) => step(z(1, 1), d))).toEqual([z(0, 1), z(1, 2), z(2, 1), z(1, 0)]);
    expect([awayFrom(z(1, 1), z(0, 1)), awayFrom(z(1, 1), z(2, 1)), awayFrom(z(1, 1), z(1, 2)), awayFrom(z(1, 1), z(1, 0))]).toEqual(['N', 'S', 'E', 'W']);
    expect([awayFrom(z(1, 1), z(1, 1)), awayFrom(z(1, 1), z(2, 2)), awayFrom(z(1, 1), z(0, 0))]).toEqual([null, null, null]);
  });
});
