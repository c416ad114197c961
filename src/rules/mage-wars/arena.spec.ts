// mage-wars §3 the arena (rules/mage-wars.md; seed 414-418, 680-696, 1028-1036, 2254): AR-1..AR-13, TV-27, TV-48.
import { adjacent, arenaFor, awayFrom, borderKey, distance, inArena, inRange, lineOfSight, randomPushDirection, startingZones, teamStartingZones, type Zone } from './arena';

const z = (row: number, col: number): Zone => ({ row, col });
const walls = (...pairs: [Zone, Zone][]) => {
  const set = new Set(pairs.map(([a, b]) => borderKey(a, b)));
  return (a: Zone, b: Zone): boolean => set.has(borderKey(a, b));
};
const none = walls();

describe('mage-wars §3 arena', () => {
  it('mage-wars/AR-1 mage-wars/MD-1 the full arena is 3×4; apprentice mode plays on 3×2', () => {
    expect(arenaFor('full')).toEqual({ rows: 3, cols: 4 });
    expect(arenaFor('apprentice')).toEqual({ rows: 3, cols: 2 });
    expect(inArena(arenaFor('apprentice'), z(2, 1))).toBe(true);
    expect(inArena(arenaFor('apprentice'), z(0, 2))).toBe(false);
  });

  it('mage-wars/AR-2 adjacency shares an edge; diagonals are not adjacent', () => {
    expect(adjacent(z(0, 0), z(0, 1))).toBe(true);
    expect(adjacent(z(0, 0), z(1, 1))).toBe(false);
    expect(adjacent(z(0, 0), z(0, 0))).toBe(false);
  });

  it('mage-wars/AR-3 mage-wars/AR-4 mage-wars/TV-27 range counts orthogonal steps; Longbow 1-2 reaches the wolf and the bear, not her own zone', () => {
    expect(distance(z(0, 0), z(2, 1))).toBe(3);
    expect(inRange(z(0, 0), z(0, 1), { min: 1, max: 2 })).toBe(true);
    expect(inRange(z(0, 0), z(0, 2), { min: 1, max: 2 })).toBe(true);
    expect(inRange(z(0, 0), z(0, 0), { min: 1, max: 2 })).toBe(false);
    expect(inRange(z(0, 0), z(1, 1), { min: 0, max: 1 })).toBe(false);
  });

  it('mage-wars/AR-5 a border key does not depend on the order of its zones', () => {
    expect(borderKey(z(0, 0), z(0, 1))).toBe(borderKey(z(0, 1), z(0, 0)));
    expect(borderKey(z(0, 0), z(0, 1))).not.toBe(borderKey(z(0, 0), z(1, 0)));
  });

  it('mage-wars/AR-7 Mages start in opposite corners', () => {
    expect(startingZones(arenaFor('full')).slice(0, 2)).toEqual([z(0, 0), z(2, 3)]);
    expect(startingZones(arenaFor('apprentice')).slice(0, 2)).toEqual([z(0, 0), z(2, 1)]);
  });

  it('mage-wars/AR-10 a wall with Blocks LoS between the centres blocks; elsewhere it does not', () => {
    expect(lineOfSight(z(0, 0), z(0, 2), none)).toBe(true);
    expect(lineOfSight(z(0, 0), z(0, 2), walls([z(0, 1), z(0, 2)]))).toBe(false);
    expect(lineOfSight(z(0, 0), z(0, 2), walls([z(1, 1), z(1, 2)]))).toBe(true);
    expect(lineOfSight(z(2, 0), z(0, 0), walls([z(1, 0), z(0, 0)]))).toBe(false);
  });

  it('mage-wars/AR-11 through a corner: blocked only when both ways around are closed', () => {
    // (0,0) → (1,1) passes exactly through the corner shared with (0,1) and (1,0).
    expect(lineOfSight(z(0, 0), z(1, 1), walls([z(0, 0), z(0, 1)]))).toBe(true);
    expect(lineOfSight(z(0, 0), z(1, 1), walls([z(0, 0), z(0, 1)], [z(0, 0), z(1, 0)]))).toBe(false);
    expect(lineOfSight(z(0, 0), z(1, 1), walls([z(0, 1), z(1, 1)], [z(1, 0), z(1, 1)]))).toBe(false);
    expect(lineOfSight(z(0, 0), z(1, 1), walls([z(0, 0), z(0, 1)], [z(1, 0), z(1, 1)]))).toBe(false);
  });

  it('mage-wars/AR-13 exact arithmetic: (0,0)→(1,3) crosses x=1 in row 0, the corner (x=2, y=1), then x=3 in row 1', () => {
    expect(lineOfSight(z(0, 0), z(1, 3), walls([z(0, 0), z(0, 1)]))).toBe(false);
    expect(lineOfSight(z(0, 0), z(1, 3), walls([z(1, 2), z(1, 3)]))).toBe(false);
    // At the corner A=(0,1), D=(1,2), B=(0,2), C=(1,1): one wall leaves a way round; two closing both ways block.
    expect(lineOfSight(z(0, 0), z(1, 3), walls([z(1, 1), z(1, 2)]))).toBe(true);
    expect(lineOfSight(z(0, 0), z(1, 3), walls([z(0, 1), z(0, 2)]))).toBe(true);
    expect(lineOfSight(z(0, 0), z(1, 3), walls([z(0, 1), z(0, 2)], [z(0, 1), z(1, 1)]))).toBe(false);
    expect(lineOfSight(z(0, 0), z(1, 3), walls([z(0, 2), z(0, 3)]))).toBe(true);
  });

  it('mage-wars/TV-48 random push: d12 3 / 4 / 9 / 12 → N / E / S / W', () => {
    expect([3, 4, 9, 12].map(randomPushDirection)).toEqual(['N', 'E', 'S', 'W']);
    expect([1, 6, 7, 10].map(randomPushDirection)).toEqual(['N', 'E', 'S', 'W']);
  });

  it('§11.3 away from the source, or null when the source chooses (same zone, diagonal)', () => {
    expect(awayFrom(z(0, 0), z(0, 1))).toBe('E');
    expect(awayFrom(z(1, 0), z(0, 0))).toBe('N');
    expect(awayFrom(z(0, 0), z(0, 0))).toBeNull();
    expect(awayFrom(z(0, 0), z(1, 1))).toBeNull();
  });
});

describe('mage-wars §1 / §14 arenas for part 2 (geometry only)', () => {
  it('mage-wars/MD-4 the free-for-all double arena has 4 × 6 zones', () => {
    expect(arenaFor('double')).toEqual({ rows: 4, cols: 6 });
    expect(inArena(arenaFor('double'), z(3, 5))).toBe(true);
    expect(inArena(arenaFor('full'), z(3, 5))).toBe(false);
  });

  it('mage-wars/AR-8 team Mages start together, the two teams in opposite corners', () => {
    const zones = teamStartingZones(arenaFor('full'), [['A', 'C'], ['B', 'D']]);
    expect(zones).toEqual({ A: z(0, 0), C: z(0, 0), B: z(2, 3), D: z(2, 3) });
  });
});
