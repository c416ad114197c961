// malifaux-1e §13 Terrain: TE-0, the trait table, destructible terrain, hazards, indoor walls (W10, W11, W29, W32, W33, D30; §18 "Hazardous terrain").
import { deciderSpec } from '../../core/testing/given';
import { HAZARD_PROFILES, SUGGESTED_SOLIDITY, enterHazard, mayFlyOver, movementCost, normalisePiece, sectionCount, type TerrainPieceInput1e } from './terrain';
import { decideTerrain, evolveTerrain, initialTerrainSlice, type Malifaux1eTerrainSlice, type TerrainCommand1e, type TerrainEvent1e } from './terrain-decider';
import { DEFAULT_TERRAIN_POLICY_1E, type TerrainPolicy1e } from './terrain-policy';

const spec = (policy: TerrainPolicy1e = DEFAULT_TERRAIN_POLICY_1E) => deciderSpec<Malifaux1eTerrainSlice, TerrainCommand1e, TerrainEvent1e>({ initialState: initialTerrainSlice, decide: (s, c) => decideTerrain(s, c, policy), evolve: evolveTerrain });
const given = spec();
const wall: TerrainPieceInput1e = { id: 'wall', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, lengthInches: 7, solidity: SUGGESTED_SOLIDITY.WOOD };
const recorded = (pieces: TerrainPieceInput1e[], policy = DEFAULT_TERRAIN_POLICY_1E): TerrainEvent1e[] => decideTerrain(initialTerrainSlice(), { type: 'RecordTerrain1e', data: { pieces } }, policy);
const attack = (damage: number, section = 0): TerrainCommand1e => ({ type: 'AttackTerrain', data: { pieceId: 'wall', section, damage } });

describe('malifaux-1e §13 terrain traits (TE-0)', () => {
  it('malifaux-1e/TE-0 traits agreed before the game: Open by default; unknown traits, a missing Solidity, a second recording are refused', () => {
    const e = recorded([{ id: 'bare', traits: [], ht: 0 }]);
    expect((e[0].data as unknown as { pieces: { traits: string[] }[] }).pieces[0].traits).toEqual(['OPEN']);
    given([]).when({ type: 'RecordTerrain1e', data: { pieces: [{ id: 'x', traits: ['STICKY' as 'OPEN'], ht: 1 }] } }).thenThrows('malifaux-1e/TE-0');
    given([]).when({ type: 'RecordTerrain1e', data: { pieces: [{ id: 'x', traits: ['DESTRUCTIBLE'], ht: 1 }] } }).thenThrows('malifaux-1e/TE-0');
    given([]).when({ type: 'RecordTerrain1e', data: { pieces: [{ id: 'x', traits: ['DESTRUCTIBLE'], ht: 1, solidity: 11 }] } }).thenThrows('malifaux-1e/TE-0');
    given(recorded([])).when({ type: 'RecordTerrain1e', data: { pieces: [] } }).thenThrows('malifaux-1e/TE-0');
  });
  it('malifaux-1e/TE-0 a Building is impassable, solid and elevated; impassable is solid; water is difficult', () => {
    const n = (traits: TerrainPieceInput1e['traits']) => [...normalisePiece({ id: 'p', traits, ht: 3 }, DEFAULT_TERRAIN_POLICY_1E).traits].sort();
    expect(n(['BUILDING'])).toEqual(['BUILDING', 'ELEVATED', 'IMPASSABLE', 'SOLID']);
    expect(n(['IMPASSABLE'])).toEqual(['IMPASSABLE', 'SOLID']);
    expect(n(['WATER'])).toEqual(['DIFFICULT', 'WATER']);
  });
  it('W29: climbing 2" of height costs 4"; difficult terrain doubles; impassable can’t be entered', () => {
    const climb = normalisePiece({ id: 'c', traits: ['CLIMBABLE'], ht: 4 }, DEFAULT_TERRAIN_POLICY_1E);
    expect(movementCost(climb, 2, 'CLIMB')).toBe(4);
    expect(movementCost(normalisePiece({ id: 'd', traits: ['DIFFICULT'], ht: 0 }, DEFAULT_TERRAIN_POLICY_1E), 3, 'HORIZONTAL')).toBe(6);
    expect(() => movementCost(normalisePiece({ id: 'i', traits: ['IMPASSABLE'], ht: 2 }, DEFAULT_TERRAIN_POLICY_1E), 1, 'HORIZONTAL')).toThrow('impassable');
  });
  it('W33: indoor walls are Ht 4 and can’t be flown over', () => {
    const w = normalisePiece({ id: 'w', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 1, indoorWall: true, solidity: 6 }, DEFAULT_TERRAIN_POLICY_1E);
    expect([w.ht, mayFlyOver(w)]).toEqual([4, false]);
  });
});

describe('malifaux-1e §13 destructible terrain (W10, W32, D30)', () => {
  it('W10: suggested Solidity wood 3, brick 6, stone 8, metal 10', () => {
    expect(SUGGESTED_SOLIDITY).toEqual({ WOOD: 3, BRICK: 6, STONE: 8, METAL: 10 });
  });
  it('W32: a 7" wall has 3 sections (a partial 3" portion counts, policy); a door has one', () => {
    expect([sectionCount(7, DEFAULT_TERRAIN_POLICY_1E), sectionCount(7, { partialPortionIsSection: false }), sectionCount(undefined, DEFAULT_TERRAIN_POLICY_1E)]).toEqual([3, 2, 1]);
  });
  it('malifaux-1e/TE-0 D30: wood (3): damage 3 leaves it intact, 4 destroys the section (strict "exceeds", default)', () => {
    given(recorded([wall])).when(attack(3)).then([{ type: 'TerrainSectionDamaged', data: { pieceId: 'wall', section: 0, damage: 3, solidity: 3, destroyed: false } }]);
    given(recorded([wall])).when(attack(4)).thenMatches((e, s) => {
      expect(e[0].data).toMatchObject({ destroyed: true });
      expect(s.pieces[0].sections.map((x) => x.destroyed)).toEqual([true, false, false]);
    });
    spec({ ...DEFAULT_TERRAIN_POLICY_1E, destroyWhen: 'EQUALS_OR_EXCEEDS' })(recorded([wall])).when(attack(3)).thenMatches((e) => expect(e[0].data).toMatchObject({ destroyed: true }));
  });
  it('§20.2 #17: damage does not build up by default; with damageAccumulates 2 + 2 destroys wood', () => {
    const hit: TerrainEvent1e = { type: 'TerrainSectionDamaged', data: { pieceId: 'wall', section: 0, damage: 2, solidity: 3, destroyed: false } };
    given([...recorded([wall]), hit]).when(attack(2)).thenMatches((e) => expect(e[0].data).toMatchObject({ destroyed: false }));
    const acc = { ...DEFAULT_TERRAIN_POLICY_1E, damageAccumulates: true };
    spec(acc)([...recorded([wall], acc), hit]).when(attack(2)).thenMatches((e) => expect(e[0].data).toMatchObject({ destroyed: true }));
  });
  it('malifaux-1e/TE-0 attacks on terrain have no blasts and no triggers; every destroyed section leaves difficult terrain of Ht 0', () => {
    given(recorded([wall])).when({ type: 'AttackTerrain', data: { pieceId: 'wall', section: 0, damage: 5, blasts: 1 } }).thenThrows('malifaux-1e/TE-0');
    const door: TerrainPieceInput1e = { id: 'wall', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 3 };
    given(recorded([door])).when(attack(4)).thenMatches((_, s) => {
      expect(s.pieces[0].ht).toBe(0);
      expect(s.pieces[0].traits).toContain('DIFFICULT');
      expect(s.pieces[0].traits).not.toContain('SOLID');
    });
  });
});

describe('malifaux-1e §13 hazardous terrain (W11)', () => {
  const fire = normalisePiece({ id: 'f', traits: ['HAZARDOUS'], ht: 0, hazard: 'BURNING' }, DEFAULT_TERRAIN_POLICY_1E);
  const lava = normalisePiece({ id: 'l', traits: ['HAZARDOUS'], ht: 0, hazard: 'DEADLY' }, DEFAULT_TERRAIN_POLICY_1E);
  const chasm = normalisePiece({ id: 'c', traits: ['HAZARDOUS'], ht: 0, hazard: 'CHASM' }, DEFAULT_TERRAIN_POLICY_1E);
  it('W11: fire 2/4/7, lava or acid 3/6/killed; uncheatable, no counters; a chasm sacrifices; fliers ignore hazards unless agreed', () => {
    expect(enterHazard(fire, { flies: false })).toEqual({ kind: 'DAMAGE_FLIP', profile: [2, 4, 7], cheatable: false, leavesCounters: false });
    expect(enterHazard(lava, { flies: false })).toMatchObject({ profile: [3, 6, 'KILLED'] });
    expect(enterHazard(chasm, { flies: false })).toEqual({ kind: 'SACRIFICED' });
    expect(enterHazard(fire, { flies: true })).toEqual({ kind: 'NONE' });
    expect(enterHazard(fire, { flies: true, hazardsAffectFliers: true }).kind).toBe('DAMAGE_FLIP');
  });
  it('§18 "Hazardous terrain": burning terrain is 2/4/7 in 1E, not 2E’s default 1/2/4', () => {
    expect(HAZARD_PROFILES.BURNING).not.toEqual([1, 2, 4]);
    expect(HAZARD_PROFILES.BURNING).toEqual([2, 4, 7]);
  });
});
