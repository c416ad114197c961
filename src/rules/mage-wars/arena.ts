// mage-wars §3 the arena (rules/mage-wars.md; seed 414-418, 680-696, 1004-1046, 2156, 2254): zones, adjacency, range,
// borders, line of sight with exact rational arithmetic (AR-13), starting corners (AR-7), push directions (§11.3).

export interface Zone {
  readonly row: number;
  readonly col: number;
}

export interface ArenaSize {
  readonly rows: number;
  readonly cols: number;
}

export type ArenaMode = 'apprentice' | 'full' | 'double';

/**
 * MD-1: apprentice mode plays on 3 rows × 2 columns (half the board); AR-1: the full arena is 3 × 4; MD-4: free-for-all
 * with more than two Mages on the double arena of 4 × 6 zones (read as 4 rows × 6 columns; geometry ready for part 2).
 */
export function arenaFor(mode: ArenaMode): ArenaSize {
  return mode === 'apprentice' ? { rows: 3, cols: 2 } : mode === 'full' ? { rows: 3, cols: 4 } : { rows: 4, cols: 6 };
}

export const zoneKey = (z: Zone): string => `${z.row},${z.col}`;
export const sameZone = (a: Zone, b: Zone): boolean => a.row === b.row && a.col === b.col;

export function inArena(arena: ArenaSize, z: Zone): boolean {
  return Number.isInteger(z.row) && Number.isInteger(z.col) && z.row >= 0 && z.col >= 0 && z.row < arena.rows && z.col < arena.cols;
}

/** AR-3: range counts orthogonal steps; walls never change it. */
export function distance(a: Zone, b: Zone): number {
  return Math.abs(a.row - b.row) + Math.abs(a.col - b.col);
}

/** AR-2: adjacent zones share an edge; diagonals are not adjacent. */
export function adjacent(a: Zone, b: Zone): boolean {
  return distance(a, b) === 1;
}

/** AR-4: a range `min-max` holds `min ≤ distance ≤ max`. */
export function inRange(from: Zone, to: Zone, range: { readonly min: number; readonly max: number }): boolean {
  const d = distance(from, to);
  return d >= range.min && d <= range.max;
}

/** AR-5: a border is the edge between two adjacent zones; its key does not depend on the order of the two. */
export function borderKey(a: Zone, b: Zone): string {
  const [x, y] = [zoneKey(a), zoneKey(b)].sort();
  return `${x}|${y}`;
}

/** AR-7 / AR-8: the Mages start in opposite corners; seats 3 and 4 (part 2) take the two other corners. */
export function startingZones(arena: ArenaSize): readonly Zone[] {
  const last = { row: arena.rows - 1, col: arena.cols - 1 };
  return [{ row: 0, col: 0 }, last, { row: 0, col: last.col }, { row: last.row, col: 0 }];
}

/** AR-8 / MP-5: in a team game the Mages of one team start together in one corner, the teams in opposite corners. */
export function teamStartingZones(arena: ArenaSize, teams: readonly (readonly string[])[]): Readonly<Record<string, Zone>> {
  const corners = startingZones(arena);
  return Object.fromEntries(teams.flatMap((team, i) => team.map((member) => [member, corners[i % corners.length]])));
}

export function zonesOf(arena: ArenaSize): Zone[] {
  const out: Zone[] = [];
  for (let row = 0; row < arena.rows; row++) for (let col = 0; col < arena.cols; col++) out.push({ row, col });
  return out;
}

/**
 * AR-10..AR-13: line of sight from the centre of `from` to the centre of `to`, blocked by a border for which
 * `blocks(a, b)` is true. Exact: coordinates doubled (centres at odd integers, grid lines at even ones) and every
 * crossing parameter t scaled by D = |dx|·|dy| (or the non-zero one), so t·D is an integer; no floating point.
 */
export function lineOfSight(from: Zone, to: Zone, blocks: (a: Zone, b: Zone) => boolean): boolean {
  const x0 = 2 * from.col + 1;
  const y0 = 2 * from.row + 1;
  const dx = 2 * (to.col - from.col);
  const dy = 2 * (to.row - from.row);
  // The same zone needs no early exit: dx = dy = 0 gives empty crossing loops, so the segment crosses nothing.
  const D = Math.max(1, Math.abs(dx)) * Math.max(1, Math.abs(dy));
  // t·D for a crossing of x = gx is (gx − x0)·D/dx; D/dx is an integer because |dx| divides D.
  const events = new Map<number, { v?: number; h?: number }>();
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  // dx = 0 gives sx = 0 and gx = x0 = x0 + dx, so the loop is empty without a separate dx ≠ 0 guard.
  for (let gx = x0 + sx; gx !== x0 + dx; gx += sx) {
    if (gx % 2 !== 0) continue;
    const tD = ((gx - x0) * D) / dx;
    events.set(tD, { ...events.get(tD), v: gx / 2 });
  }
  for (let gy = y0 + sy; gy !== y0 + dy; gy += sy) {
    if (gy % 2 !== 0) continue;
    const tD = ((gy - y0) * D) / dy;
    events.set(tD, { ...events.get(tD), h: gy / 2 });
  }
  const floorDiv = (n: number, d: number): number => Math.floor(n / d);
  for (const [tD, e] of events) {
    if (e.v !== undefined && e.h !== undefined) {
      // AR-11: through a corner, blocked only if both ways around it are closed.
      const k = e.v;
      const m = e.h;
      // A corner has both a vertical and a horizontal crossing, so sx and sy are ±1 here, never 0.
      // Stryker disable next-line EqualityOperator: sx, sy are never 0 at a corner, so > 0 and >= 0 agree
      const A = { row: sy > 0 ? m - 1 : m, col: sx > 0 ? k - 1 : k };
      // Stryker disable next-line EqualityOperator: sx, sy are never 0 at a corner, so > 0 and >= 0 agree
      const Dz = { row: sy > 0 ? m : m - 1, col: sx > 0 ? k : k - 1 };
      const B = { row: A.row, col: Dz.col };
      const C = { row: Dz.row, col: A.col };
      if ((blocks(A, B) || blocks(B, Dz)) && (blocks(A, C) || blocks(C, Dz))) return false;
    } else if (e.v !== undefined) {
      const row = floorDiv(y0 * D + tD * dy, 2 * D);
      if (blocks({ row, col: e.v - 1 }, { row, col: e.v })) return false;
    } else if (e.h !== undefined) {
      const col = floorDiv(x0 * D + tD * dx, 2 * D);
      if (blocks({ row: e.h - 1, col }, { row: e.h, col })) return false;
    }
  }
  return true;
}

/** The two grid points (x = column line, y = row line) at the ends of the border between adjacent zones. */
export function borderEnds(a: Zone, b: Zone): [[number, number], [number, number]] {
  if (a.row === b.row) {
    const x = Math.max(a.col, b.col);
    return [[x, a.row], [x, a.row + 1]];
  }
  const y = Math.max(a.row, b.row);
  return [[a.col, y], [a.col + 1, y]];
}

/** ST-32: a second wall continues the first in a straight line or around a zone corner: two borders sharing an end. */
export function bordersContinue(first: readonly [Zone, Zone], second: readonly [Zone, Zone]): boolean {
  if (borderKey(first[0], first[1]) === borderKey(second[0], second[1])) return false;
  const e1 = borderEnds(first[0], first[1]);
  const e2 = borderEnds(second[0], second[1]);
  return e1.some(([x, y]) => e2.some(([u, v]) => x === u && y === v));
}

export type Direction = 'N' | 'E' | 'S' | 'W';

/** §11.3 random push: d12 1-3 north, 4-6 east, 7-9 south, 10-12 west (row 0 is north, AR-1). */
export function randomPushDirection(d12: number): Direction {
  return d12 <= 3 ? 'N' : d12 <= 6 ? 'E' : d12 <= 9 ? 'S' : 'W';
}

export function step(z: Zone, dir: Direction): Zone {
  switch (dir) {
    case 'N':
      return { row: z.row - 1, col: z.col };
    case 'S':
      return { row: z.row + 1, col: z.col };
    case 'E':
      return { row: z.row, col: z.col + 1 };
    case 'W':
      return { row: z.row, col: z.col - 1 };
  }
}

/** §11.3: "away from the source" when that is one orthogonal direction; null when the source must choose (same zone, diagonal). */
export function awayFrom(source: Zone, target: Zone): Direction | null {
  const dr = target.row - source.row;
  const dc = target.col - source.col;
  if (dr !== 0 && dc !== 0) return null;
  if (dr === 0 && dc === 0) return null;
  // Stryker disable next-line EqualityOperator: here dr = 0 and (dr, dc) ≠ (0, 0), so dc ≠ 0 and dc > 0 equals dc >= 0
  return dr < 0 ? 'N' : dr > 0 ? 'S' : dc > 0 ? 'E' : 'W';
}
