// mage-wars §3.3 line of sight (rules/mage-wars.md AR-10, AR-11, AR-13): segments that do not start in column or row 0,
// segments going north and west, lone crossings whose other coordinate is a zone centre, corners crossed in every
// diagonal direction, and a corner that only exact arithmetic finds (issue 15: tests that make the mutants of arena.ts
// fail).
import { borderKey, lineOfSight, type Zone } from './arena';

const z = (row: number, col: number): Zone => ({ row, col });
/** A blocks(a, b) callback for walls with Blocks LoS on the given borders, in either order of their zones. */
const walls = (...pairs: [Zone, Zone][]): ((a: Zone, b: Zone) => boolean) => {
  const set = new Set<string>(pairs.map(([a, b]) => borderKey(a, b)));
  return (a: Zone, b: Zone): boolean => set.has(borderKey(a, b));
};

describe('mage-wars §3.3 line of sight: mutation boundaries', () => {
  it('mage-wars/AR-10 the segment runs from the source centre to the target centre, whatever column the source is in', () => {
    // Westward from column 3: the wall between columns 1 and 2 is on the segment; the source column must be subtracted.
    expect(lineOfSight(z(0, 3), z(0, 1), walls([z(0, 1), z(0, 2)]))).toBe(false);
    expect(lineOfSight(z(0, 3), z(0, 1), walls([z(0, 3), z(1, 3)]))).toBe(true);
  });

  it('mage-wars/AR-10 a wall behind the source (or beyond the target) is not crossed by the segment', () => {
    // Eastward from column 1: the wall on the west side of the source zone is behind the segment's start.
    expect(lineOfSight(z(0, 1), z(0, 3), walls([z(0, 0), z(0, 1)]))).toBe(true);
    // Southward from row 1: the wall on the north side of the source zone is behind the segment's start.
    expect(lineOfSight(z(1, 0), z(2, 0), walls([z(0, 0), z(1, 0)]))).toBe(true);
    // The walls the segments do cross still block.
    expect(lineOfSight(z(0, 1), z(0, 3), walls([z(0, 2), z(0, 3)]))).toBe(false);
    expect(lineOfSight(z(1, 0), z(2, 0), walls([z(1, 0), z(2, 0)]))).toBe(false);
  });

  it('mage-wars/AR-13 a lone horizontal crossing at a column centre crosses the border of the column ⌊x⌋', () => {
    // (0,1)→(1,3) meets y = 1 at x = 2.5, the centre of column 2: a lone crossing of the border (0,2)|(1,2), not a corner.
    expect(lineOfSight(z(0, 1), z(1, 3), walls([z(0, 2), z(1, 2)]))).toBe(false);
    // The border of the neighbouring column is not on the segment.
    expect(lineOfSight(z(0, 1), z(1, 3), walls([z(0, 1), z(1, 1)]))).toBe(true);
  });

  it('mage-wars/AR-13 a lone vertical crossing at a row centre crosses the border of the row ⌊y⌋', () => {
    // (0,0)→(2,1) meets x = 1 at y = 1.5, the centre of row 1: a lone crossing of the border (1,0)|(1,1), not a corner.
    expect(lineOfSight(z(0, 0), z(2, 1), walls([z(1, 0), z(1, 1)]))).toBe(false);
    expect(lineOfSight(z(0, 0), z(2, 1), walls([z(0, 0), z(0, 1)]))).toBe(true);
  });

  // Each diagonal step through the corner shared by (0,0), (0,1), (1,0), (1,1): the zone before the corner (A), the zone
  // diagonally after it (D), and the two others (B in A's row, C in A's column).
  it.each<[string, Zone, Zone, Zone, Zone]>([
    ['north-west', z(1, 1), z(0, 0), z(1, 0), z(0, 1)],
    ['north-east', z(1, 0), z(0, 1), z(1, 1), z(0, 0)],
    ['south-west', z(0, 1), z(1, 0), z(0, 0), z(1, 1)],
    ['south-east', z(0, 0), z(1, 1), z(0, 1), z(1, 0)],
  ])('mage-wars/AR-11 through a corner going %s: blocked only when both ways round are closed', (_dir, a, d, b, c) => {
    // One way closed (A|B, or A|C, or C|D), the other open: LoS holds.
    expect(lineOfSight(a, d, walls([a, b]))).toBe(true);
    expect(lineOfSight(a, d, walls([a, c]))).toBe(true);
    expect(lineOfSight(a, d, walls([c, d]))).toBe(true);
    expect(lineOfSight(a, d, walls([b, d]))).toBe(true);
    // Both ways closed, by the walls next to A or by the walls next to D: blocked.
    expect(lineOfSight(a, d, walls([a, b], [a, c]))).toBe(false);
    expect(lineOfSight(a, d, walls([b, d], [c, d]))).toBe(false);
    expect(lineOfSight(a, d, walls([a, b], [c, d]))).toBe(false);
    // The test is the same seen from the other end.
    expect(lineOfSight(d, a, walls([a, b], [a, c]))).toBe(false);
    expect(lineOfSight(d, a, walls([a, b]))).toBe(true);
  });

  it('mage-wars/AR-13 exact arithmetic finds a corner that floating point misses: (0,0)→(10,2) passes the corner x=2, y=8', () => {
    // lineOfSight is plain grid geometry, not tied to an arena size; exactness is the rule ("never use floating point").
    // With a fractional scale factor the crossings of x = 2 and y = 8 get different rounded parameters and the corner is
    // read as a lone vertical crossing of (8,1)|(8,2). At the corner A = (7,1), D = (8,2), B = (7,2), C = (8,1).
    expect(lineOfSight(z(0, 0), z(10, 2), walls([z(8, 1), z(8, 2)]))).toBe(true);
    expect(lineOfSight(z(0, 0), z(10, 2), walls([z(7, 1), z(7, 2)], [z(7, 1), z(8, 1)]))).toBe(false);
  });
});
