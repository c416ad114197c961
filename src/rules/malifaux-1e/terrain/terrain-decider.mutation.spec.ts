// malifaux-1e §13 Terrain: every refusal of the terrain slice and of its pure rules with rule, section and message;
// the boundaries of Ht, Solidity, sections, destruction and movement; the slice after each event (TE-0, W10, W29, W32, D30).
import type { DomainEvent } from '../../core/decider';
import { HAZARD_PROFILES, TRAIT_NAMES, TRAITS_1E, damageSection, enterHazard, mayFlyOver, movementCost, normalisePiece, sectionCount, type TerrainPiece1e, type TerrainPieceInput1e } from './terrain';
import { decideTerrain, evolveTerrain, initialTerrainSlice, type Malifaux1eTerrainSlice, type TerrainCommand1e, type TerrainEvent1e } from './terrain-decider';
import { DEFAULT_TERRAIN_POLICY_1E, type TerrainPolicy1e } from './terrain-policy';
import { refusalOf, type Refusal1e } from '../testing/refusal';

const S = '§13 (seed 3844-4011)';
const TE0 = 'malifaux-1e/TE-0';
const policy = DEFAULT_TERRAIN_POLICY_1E;
const piece = (over: Partial<TerrainPieceInput1e> = {}): TerrainPieceInput1e => ({ id: 'p', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 3, ...over });
const norm = (over: Partial<TerrainPieceInput1e> = {}, pol: TerrainPolicy1e = policy): TerrainPiece1e => normalisePiece(piece(over), pol);
const record = (pieces: TerrainPieceInput1e[]): TerrainCommand1e => ({ type: 'RecordTerrain1e', data: { pieces } });
const fold = (events: readonly (TerrainEvent1e | DomainEvent)[]): Malifaux1eTerrainSlice => events.reduce(evolveTerrain, initialTerrainSlice());
const decide = (events: readonly TerrainEvent1e[], c: TerrainCommand1e, pol: TerrainPolicy1e = policy): TerrainEvent1e[] => decideTerrain(fold(events), c, pol);
const recorded = (...pieces: TerrainPieceInput1e[]): TerrainEvent1e[] => decide([], record(pieces));
const hit = (section: number, destroyed: boolean, pieceId = 'p', damage = 4): TerrainEvent1e => ({ type: 'TerrainSectionDamaged', data: { pieceId, section, damage, solidity: 3, destroyed } });

describe('malifaux-1e §13 every refusal names its rule, section and message', () => {
  it.each<[string, TerrainEvent1e[], TerrainCommand1e, Refusal1e]>([
    ['a second recording', recorded(), record([]), { ruleId: TE0, section: '§13', message: 'the terrain was agreed before the game and is not set again' }],
    ['two pieces with one id', [], record([piece(), piece()]), { ruleId: TE0, section: '§13', message: 'every piece has its own id' }],
    ['a piece with no id', [], record([piece({ id: 'a' }), piece({ id: '' })]), { ruleId: TE0, section: S, message: 'pieces[1]: a piece has an id' }],
    ['an unknown trait', [], record([piece({ traits: ['SOLID', 'STICKY' as 'OPEN', 'GOOEY' as 'OPEN'] })]), { ruleId: TE0, section: S, message: 'pieces[0]: unknown traits STICKY, GOOEY' }],
    ['a negative Ht', [], record([piece({ ht: -0.5 })]), { ruleId: TE0, section: S, message: 'pieces[0]: Ht is 0..36' }],
    ['an Ht above 36', [], record([piece({ ht: 36.5 })]), { ruleId: TE0, section: S, message: 'pieces[0]: Ht is 0..36' }],
    ['an endless Ht', [], record([piece({ ht: Number.POSITIVE_INFINITY })]), { ruleId: TE0, section: S, message: 'pieces[0]: Ht is 0..36' }],
    ['Open with another trait', [], record([piece({ traits: ['OPEN', 'WATER'] })]), { ruleId: TE0, section: S, message: 'pieces[0]: Open means no other trait' }],
    ['hazardous without its kind', [], record([piece({ traits: ['HAZARDOUS'] })]), { ruleId: TE0, section: S, message: 'pieces[0]: a hazardous piece says what it is (burning, deadly, chasm)' }],
    ['destructible with Solidity 0', [], record([piece({ solidity: 0 })]), { ruleId: TE0, section: S, message: 'pieces[0]: destructible terrain has a Solidity of 1-10' }],
    ['destructible with Solidity 11', [], record([piece({ solidity: 11 })]), { ruleId: TE0, section: S, message: 'pieces[0]: destructible terrain has a Solidity of 1-10' }],
    ['destructible with Solidity 2.5', [], record([piece({ solidity: 2.5 })]), { ruleId: TE0, section: S, message: 'pieces[0]: destructible terrain has a Solidity of 1-10' }],
    ['an attack on an unknown piece', recorded(piece()), { type: 'AttackTerrain', data: { pieceId: 'x', section: 0, damage: 1 } }, { ruleId: TE0, section: '§13', message: 'no terrain piece x' }],
    ['an attack with a blast', recorded(piece()), { type: 'AttackTerrain', data: { pieceId: 'p', section: 0, damage: 1, blasts: 1 } }, { ruleId: TE0, section: '§13 Destructible', message: 'attacks on terrain have no blasts and no triggers' }],
    ['an attack with a trigger', recorded(piece()), { type: 'AttackTerrain', data: { pieceId: 'p', section: 0, damage: 1, trigger: 'Crit' } }, { ruleId: TE0, section: '§13 Destructible', message: 'attacks on terrain have no blasts and no triggers' }],
    ['an attack with no damage', recorded(piece()), { type: 'AttackTerrain', data: { pieceId: 'p', section: 0 } }, { ruleId: TE0, section: '§13 Destructible', message: 'declare the damage, or name the attacking model (modelId) so the server flips it' }],
    ['an attack on a solid piece', recorded(piece({ traits: ['SOLID'] })), { type: 'AttackTerrain', data: { pieceId: 'p', section: 0, damage: 1 } }, { ruleId: TE0, section: S, message: 'p is not destructible' }],
    ['an attack on a section it lacks', recorded(piece()), { type: 'AttackTerrain', data: { pieceId: 'p', section: 1, damage: 1 } }, { ruleId: TE0, section: S, message: 'p has no section 1' }],
    ['an attack on a destroyed section', [...recorded(piece({ lengthInches: 6 })), hit(0, true)], { type: 'AttackTerrain', data: { pieceId: 'p', section: 0, damage: 1 } }, { ruleId: TE0, section: S, message: 'section 0 of p is already destroyed' }],
    ['a negative damage', recorded(piece()), { type: 'AttackTerrain', data: { pieceId: 'p', section: 0, damage: -1 } }, { ruleId: TE0, section: S, message: 'damage is a whole number ≥ 0' }],
    ['a fractional damage', recorded(piece()), { type: 'AttackTerrain', data: { pieceId: 'p', section: 0, damage: 1.5 } }, { ruleId: TE0, section: S, message: 'damage is a whole number ≥ 0' }],
    ['entering a hazard off the table', recorded(piece()), { type: 'EnterHazard1e', data: { modelId: 'm', pieceId: 'p' } }, { ruleId: TE0, section: '§13 Hazardous', message: 'entering hazardous terrain is resolved on the table' }],
  ])('malifaux-1e/TE-0 %s', (_, events, command, expected) => {
    expect(refusalOf(() => decide(events, command))).toEqual(expected);
  });
  it('malifaux-1e/TE-0 impassable terrain can’t be entered; a piece that is not climbable can’t be climbed', () => {
    expect(refusalOf(() => movementCost(norm({ id: 'i', traits: ['IMPASSABLE'] }), 1, 'HORIZONTAL'))).toEqual({ ruleId: TE0, section: S, message: 'i is impassable' });
    expect(refusalOf(() => movementCost(norm({ id: 's', traits: ['SOLID'] }), 1, 'CLIMB'))).toEqual({ ruleId: TE0, section: S, message: 's is not climbable' });
  });
});

describe('malifaux-1e §13 the trait table', () => {
  it('malifaux-1e/TE-0 the eleven traits with their French names; the hazard profiles (W11)', () => {
    expect(TRAITS_1E.map((t) => [t, TRAIT_NAMES[t]])).toEqual([
      ['SOLID', 'Solide'], ['DESTRUCTIBLE', 'Destructible'], ['CLIMBABLE', 'Escaladable'], ['ELEVATED', 'Surélevé'], ['HAZARDOUS', 'Dangereux'], ['IMPASSABLE', 'Impraticable'],
      ['OBSCURING', 'Gênant'], ['WATER', 'Eau'], ['OPEN', 'Dégagé'], ['DIFFICULT', 'Difficile'], ['BUILDING', 'Bâtiment'],
    ]);
    expect(HAZARD_PROFILES).toEqual({ BURNING: [2, 4, 7], DEADLY: [3, 6, 'KILLED'] });
    expect(DEFAULT_TERRAIN_POLICY_1E).toEqual({ destroyWhen: 'EXCEEDS', damageAccumulates: false, partialPortionIsSection: true });
  });
});

describe('malifaux-1e §13 boundaries of what is accepted', () => {
  it('malifaux-1e/TE-0 Ht 0 and 36, Solidity 1 and 10 are accepted; a piece is recorded with its sections and the pieces given', () => {
    expect([norm({ ht: 0 }).ht, norm({ ht: 36 }).ht, norm({ solidity: 1 }).sections, norm({ solidity: 10 }).sections]).toEqual([0, 36, [{ solidity: 1, damage: 0, destroyed: false }], [{ solidity: 10, damage: 0, destroyed: false }]]);
    expect(recorded(piece({ name: 'Wall', lengthInches: 4 }))).toEqual([
      { type: 'TerrainRecorded1e', data: { pieces: [{ id: 'p', name: 'Wall', traits: ['SOLID', 'DESTRUCTIBLE'], ht: 2, solidity: 3, lengthInches: 4, sections: [{ solidity: 3, damage: 0, destroyed: false }, { solidity: 3, damage: 0, destroyed: false }] }] } },
    ]);
    expect(norm({ traits: ['SOLID'], solidity: undefined }).sections).toEqual([]);
    expect(norm({ traits: ['OPEN'] }).traits).toEqual(['OPEN']);
    expect(norm({ traits: ['BUILDING'] }).traits).toEqual(['BUILDING', 'IMPASSABLE', 'SOLID', 'ELEVATED']);
    expect(norm({ traits: ['HAZARDOUS'], hazard: 'CHASM' }).traits).toEqual(['HAZARDOUS']);
  });
  it('W32: sections per 3" of length: 3" is one, 3.5" two (or one when a partial portion does not count), 6" two', () => {
    const whole = { partialPortionIsSection: false };
    expect([sectionCount(3, policy), sectionCount(3.5, policy), sectionCount(6, policy), sectionCount(3.5, whole), sectionCount(6.5, whole), sectionCount(undefined, whole), sectionCount(0, policy)]).toEqual([1, 2, 2, 1, 2, 1, 1]);
  });
  it('malifaux-1e/TE-0 D30: damage is checked against the section hit; 0 damage is allowed', () => {
    const wall = norm({ lengthInches: 9 });
    expect(damageSection(wall, 2, 0, policy)).toEqual({ section: { solidity: 3, damage: 0, destroyed: false }, destroyed: false });
    expect(damageSection(wall, 2, 4, policy)).toEqual({ section: { solidity: 3, damage: 0, destroyed: true }, destroyed: true });
    const acc: TerrainPolicy1e = { ...policy, damageAccumulates: true };
    expect(damageSection({ ...wall, sections: [{ solidity: 3, damage: 2, destroyed: false }] }, 0, 1, acc)).toEqual({ section: { solidity: 3, damage: 3, destroyed: false }, destroyed: false });
    expect(damageSection({ ...wall, sections: [{ solidity: 3, damage: 2, destroyed: false }] }, 0, 1, { ...acc, destroyWhen: 'EQUALS_OR_EXCEEDS' }).destroyed).toBe(true);
    expect(damageSection(wall, 0, 2, { ...policy, destroyWhen: 'EQUALS_OR_EXCEEDS' }).destroyed).toBe(false);
  });
  it('W29: no piece costs the distance; a destroyed impassable piece may be crossed at double cost; an intact one with no section may not', () => {
    expect(movementCost(null, 3, 'HORIZONTAL')).toBe(3);
    expect(movementCost(norm({ traits: ['SOLID'] }), 3, 'HORIZONTAL')).toBe(3);
    const rubble = { ...norm({ traits: ['IMPASSABLE', 'DESTRUCTIBLE'] }), sections: [{ solidity: 3, damage: 0, destroyed: true }] };
    expect(movementCost(rubble, 3, 'HORIZONTAL')).toBe(6);
    const half = { ...norm({ traits: ['SOLID', 'DESTRUCTIBLE'] }), sections: [{ solidity: 3, damage: 0, destroyed: true }, { solidity: 3, damage: 0, destroyed: false }] };
    expect(movementCost(half, 3, 'HORIZONTAL')).toBe(3);
    expect(refusalOf(() => movementCost({ ...half, traits: ['IMPASSABLE', 'DESTRUCTIBLE'] }, 1, 'HORIZONTAL'))?.ruleId).toBe(TE0);
    expect(movementCost({ ...rubble, traits: [...rubble.traits, 'CLIMBABLE'] }, 1.5, 'CLIMB')).toBe(3);
    expect(mayFlyOver(norm())).toBe(true);
  });
  it('W11: a piece that is not hazardous, or hazardous with no kind, does nothing', () => {
    expect(enterHazard(norm(), { flies: false })).toEqual({ kind: 'NONE' });
    expect(enterHazard({ ...norm({ traits: ['HAZARDOUS'], hazard: 'BURNING' }), hazard: undefined }, { flies: false })).toEqual({ kind: 'NONE' });
    expect(enterHazard({ ...norm({ traits: ['SOLID'] }), hazard: 'CHASM' }, { flies: false })).toEqual({ kind: 'NONE' });
  });
});

describe('malifaux-1e §13 the slice after each event', () => {
  const two = recorded(piece({ lengthInches: 6 }), piece({ id: 'q', traits: ['IMPASSABLE', 'DESTRUCTIBLE', 'OBSCURING'] }));
  it('malifaux-1e/TE-0 a recording agrees the terrain, from the slice or from the encounter setup', () => {
    expect(fold(two)).toEqual({ pieces: (two[0].data as { pieces: TerrainPiece1e[] }).pieces, agreed: true });
    const encounter: DomainEvent = { type: 'EncounterTerrainRecorded1e', data: { pieces: [norm()] } };
    expect(fold([encounter])).toEqual({ pieces: [norm()], agreed: true });
    expect(fold([{ type: 'SomethingElse', data: {} }])).toEqual(initialTerrainSlice());
  });
  it('malifaux-1e/TE-0 D30 a hit adds to its section only; the piece turns to Ht 0 difficult terrain once every section is destroyed', () => {
    const one = fold([...two, hit(1, false, 'p', 2)]);
    expect(one.pieces[0].sections).toEqual([{ solidity: 3, damage: 0, destroyed: false }, { solidity: 3, damage: 2, destroyed: false }]);
    expect(one.pieces[1]).toEqual(fold(two).pieces[1]);
    expect(fold([...two, hit(0, false, 'p', 2)]).pieces[1]).toEqual(fold(two).pieces[1]);
    const first = fold([...two, hit(0, true)]);
    expect([first.pieces[0].ht, first.pieces[0].traits, first.pieces[0].sections.map((x) => x.destroyed)]).toEqual([2, ['SOLID', 'DESTRUCTIBLE'], [true, false]]);
    const both = fold([...two, hit(0, true), hit(1, true)]);
    expect([both.pieces[0].ht, both.pieces[0].traits]).toEqual([0, ['DESTRUCTIBLE', 'DIFFICULT']]);
    const q = fold([...two, hit(0, true, 'q')]).pieces[1];
    expect([q.ht, q.traits]).toEqual([0, ['DESTRUCTIBLE', 'OBSCURING', 'DIFFICULT']]);
    const again = fold([...two, hit(0, true), hit(0, false, 'p', 1)]).pieces[0].sections[0];
    expect(again).toEqual({ solidity: 3, damage: 5, destroyed: true });
  });
  it('malifaux-1e/TE-0 a model killed by a hazard leaves no counters; one that survives is not listed', () => {
    const entered = (modelId: string, killed: boolean): TerrainEvent1e => ({ type: 'HazardEntered1e', data: { modelId, pieceId: 'p', outcome: 'DAMAGE_FLIP', card: 'RAM-13', damage: 7, killed } });
    const s = fold([...two, entered('a', true), entered('b', false), entered('c', true)]);
    expect(s.noCounters).toEqual(['a', 'c']);
    expect(fold([...two, entered('b', false)])).toEqual(fold(two));
  });
});
