// malifaux-1e §13 Terrain (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3844-4011, 5405-5432): TE-0, the trait table, destructible terrain, hazards, indoor walls
import { require_ } from '../../core/rule-violation';
import type { TerrainPolicy1e } from './terrain-policy';

const S = '§13 (seed 3844-4011)';
export const TE0 = 'malifaux-1e/TE-0';

/** §13 traits (FR → EN in TRAIT_NAMES). */
export const TRAITS_1E = ['SOLID', 'DESTRUCTIBLE', 'CLIMBABLE', 'ELEVATED', 'HAZARDOUS', 'IMPASSABLE', 'OBSCURING', 'WATER', 'OPEN', 'DIFFICULT', 'BUILDING'] as const;
export type Trait1e = (typeof TRAITS_1E)[number];
export const TRAIT_NAMES: Readonly<Record<Trait1e, string>> = {
  SOLID: 'Solide', DESTRUCTIBLE: 'Destructible', CLIMBABLE: 'Escaladable', ELEVATED: 'Surélevé', HAZARDOUS: 'Dangereux',
  IMPASSABLE: 'Impraticable', OBSCURING: 'Gênant', WATER: 'Eau', OPEN: 'Dégagé', DIFFICULT: 'Difficile', BUILDING: 'Bâtiment',
};

export type HazardKind = 'BURNING' | 'DEADLY' | 'CHASM';
export interface TerrainPieceInput1e {
  readonly id: string;
  readonly name?: string;
  readonly traits: readonly Trait1e[];
  /** Ht agreed before the game, or the real height in inches (TE-0). */
  readonly ht: number;
  /** Length in inches of a long destructible piece (a wall); absent for a small item (a door). */
  readonly lengthInches?: number;
  /** Solidity of each section (1-10), or one value for the whole piece. */
  readonly solidity?: number;
  readonly hazard?: HazardKind;
  /** ELEVATED: ledge or slope (LOS-4..6). */
  readonly elevation?: 'LEDGE' | 'SLOPE';
  /** Indoor wall (lines 5405-5432). */
  readonly indoorWall?: boolean;
}

export interface TerrainSection { readonly solidity: number; readonly damage: number; readonly destroyed: boolean }
export interface TerrainPiece1e extends Omit<TerrainPieceInput1e, 'traits'> {
  readonly traits: readonly Trait1e[];
  readonly sections: readonly TerrainSection[];
}

/** W10: suggested Solidity by material. */
export const SUGGESTED_SOLIDITY = { WOOD: 3, BRICK: 6, STONE: 8, METAL: 10 } as const;

/** W32: one Solidity value per 3" of a long piece (a partial portion counts by default), one for a small item. */
export function sectionCount(lengthInches: number | undefined, policy: Pick<TerrainPolicy1e, 'partialPortionIsSection'>): number {
  if (lengthInches === undefined || lengthInches <= 3) return 1;
  return policy.partialPortionIsSection ? Math.ceil(lengthInches / 3) : Math.max(1, Math.floor(lengthInches / 3));
}

/**
 * TE-0 and the trait table: a piece's traits are agreed before the game; Open is the default; Impassable and Building
 * are also Solid; a Building is also Impassable and Elevated; Water is also Difficult; indoor walls are Ht 4 and
 * destructible unless agreed otherwise (their Solidity must then be set).
 */
export function normalisePiece(p: TerrainPieceInput1e, policy: TerrainPolicy1e, i = 0): TerrainPiece1e {
  require_(typeof p.id === 'string' && p.id.length > 0, TE0, S, `pieces[${i}]: a piece has an id`);
  const bad = p.traits.filter((t) => !(TRAITS_1E as readonly string[]).includes(t));
  require_(bad.length === 0, TE0, S, `pieces[${i}]: unknown traits ${bad.join(', ')}`);
  require_(Number.isFinite(p.ht) && p.ht >= 0 && p.ht <= 36, TE0, S, `pieces[${i}]: Ht is 0..36`);
  const t = new Set<Trait1e>(p.traits.length === 0 ? ['OPEN'] : p.traits);
  if (t.has('BUILDING')) ['IMPASSABLE', 'SOLID', 'ELEVATED'].forEach((x) => t.add(x as Trait1e));
  if (t.has('IMPASSABLE')) t.add('SOLID');
  if (t.has('WATER')) t.add('DIFFICULT');
  const ht = p.indoorWall ? 4 : p.ht;
  require_(!(t.has('OPEN') && t.size > 1), TE0, S, `pieces[${i}]: Open means no other trait`);
  require_(!t.has('HAZARDOUS') || p.hazard !== undefined, TE0, S, `pieces[${i}]: a hazardous piece says what it is (burning, deadly, chasm)`);
  let sections: TerrainSection[] = [];
  if (t.has('DESTRUCTIBLE')) {
    require_(Number.isInteger(p.solidity) && (p.solidity ?? 0) >= 1 && (p.solidity ?? 0) <= 10, TE0, S, `pieces[${i}]: destructible terrain has a Solidity of 1-10`);
    sections = Array.from({ length: sectionCount(p.lengthInches, policy) }, () => ({ solidity: p.solidity as number, damage: 0, destroyed: false }));
  }
  return { ...p, ht, traits: [...t], sections };
}

/**
 * §13 Destructible: an attack on a section hits automatically; the damage flip is normal (cheating allowed, no blasts,
 * no triggers). Damage that exceeds the Solidity (policy: strictly, default) destroys the section, which becomes
 * difficult terrain of Ht 0 (D30). Damage does not build up unless the policy says so.
 */
export function damageSection(piece: TerrainPiece1e, index: number, damage: number, policy: TerrainPolicy1e): { readonly section: TerrainSection; readonly destroyed: boolean } {
  require_(piece.traits.includes('DESTRUCTIBLE'), TE0, S, `${piece.id} is not destructible`);
  const s = piece.sections[index];
  require_(s !== undefined, TE0, S, `${piece.id} has no section ${index}`);
  require_(!s.destroyed, TE0, S, `section ${index} of ${piece.id} is already destroyed`);
  require_(Number.isInteger(damage) && damage >= 0, TE0, S, 'damage is a whole number ≥ 0');
  const total = policy.damageAccumulates ? s.damage + damage : damage;
  const destroyed = policy.destroyWhen === 'EXCEEDS' ? total > s.solidity : total >= s.solidity;
  return { section: { ...s, damage: policy.damageAccumulates ? total : 0, destroyed }, destroyed };
}

/** W11: hazardous damage profiles (weak / moderate / severe); 'KILLED' kills outright. A chasm sacrifices (no damage). */
export const HAZARD_PROFILES: Readonly<Record<Exclude<HazardKind, 'CHASM'>, readonly [number, number, number | 'KILLED']>> = {
  BURNING: [2, 4, 7],
  DEADLY: [3, 6, 'KILLED'],
};

export type HazardOutcome = { readonly kind: 'NONE' } | { readonly kind: 'DAMAGE_FLIP'; readonly profile: readonly [number, number, number | 'KILLED']; readonly cheatable: false; readonly leavesCounters: false } | { readonly kind: 'SACRIFICED' };

/** §13 Hazardous: entering makes an uncheatable damage flip on the terrain's profile; Flight/Levitation ignore it unless agreed; a chasm sacrifices. */
export function enterHazard(piece: TerrainPiece1e, mover: { readonly flies: boolean; readonly hazardsAffectFliers?: boolean }): HazardOutcome {
  if (!piece.traits.includes('HAZARDOUS') || piece.hazard === undefined) return { kind: 'NONE' };
  if (mover.flies && !mover.hazardsAffectFliers) return { kind: 'NONE' };
  if (piece.hazard === 'CHASM') return { kind: 'SACRIFICED' };
  return { kind: 'DAMAGE_FLIP', profile: HAZARD_PROFILES[piece.hazard], cheatable: false, leavesCounters: false };
}

/** §13 movement: difficult (and water) and climbing cost double (W29); impassable can't be entered. */
export function movementCost(piece: TerrainPiece1e | null, inches: number, how: 'HORIZONTAL' | 'CLIMB'): number {
  if (piece === null) return inches;
  require_(!piece.traits.includes('IMPASSABLE') || (piece.sections.length > 0 && piece.sections.every((s) => s.destroyed)), TE0, S, `${piece.id} is impassable`);
  if (how === 'CLIMB') {
    require_(piece.traits.includes('CLIMBABLE'), TE0, S, `${piece.id} is not climbable`);
    return inches * 2;
  }
  const destroyed = piece.sections.length > 0 && piece.sections.every((s) => s.destroyed);
  return piece.traits.includes('DIFFICULT') || destroyed ? inches * 2 : inches;
}

/** W33: indoors, Flight and Levitation can't pass over walls. */
export const mayFlyOver = (piece: TerrainPiece1e): boolean => piece.indoorWall !== true;
