// Tests for §3 generation, §2.1 crews, §4 strategy setup and §10.3 pre-game (rules/malifaux-3e-gg3.md).
import { FATE_DECK } from '../malifaux/cards';
import { rngFor, shuffle } from '../core/prng';
import { generate } from './generation';
import { CREW_A, CREW_B, Game, inTurnOne, NOW, preDeploy, SEED } from './testing/fixtures';
import { DEFAULT_POLICIES } from './policies';


describe('malifaux-3e-gg3 §3 encounter generation', () => {
  it(`malifaux-3e-gg3/EN-2 server-rng flips the seeded fate deck: deployment suit, strategy suit, five distinct scheme values`, () => {
    const g = generate({ method: 'server-rng' }, SEED);
    const deck = shuffle(FATE_DECK, rngFor(SEED, 0));
    expect(g.generation.flips.map((f) => f.card)).toEqual(deck.slice(0, g.generation.flips.length));
    expect(new Set(g.schemePool).size).toBe(5);
    expect(g.generation.flips.filter((f) => f.purpose === 'deployment' && f.card !== 'RJ' && f.card !== 'BJ')).toHaveLength(1);
    expect(generate({ method: 'server-rng' }, SEED)).toEqual(g);
    expect(generate({ method: 'server-rng' }, 'cd'.repeat(32))).not.toEqual(g);
  });
  it.each([
    // SD-1: CROW (corbeau/plume) = Cursed Objects, TOME (Livre) = Guard the Stash.
    [['RJ', 'RAM-03', 'CROW-01', 'MASK-01', 'TOME-02', 'RAM-01', 'CROW-05', 'RAM-07', 'BJ', 'TOME-13'], 'standard', 'gg3.cursed-objects', [1, 2, 5, 7, 13]],
    [['TOME-03', 'TOME-01', 'MASK-04', 'MASK-04', 'RAM-08', 'RAM-09', 'RAM-10', 'RAM-11'], 'flank', 'gg3.guard-the-stash', [4, 8, 9, 10, 11]],
    [['MASK-01', 'RAM-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06'], 'wedge', 'gg3.carve-a-path', [2, 3, 4, 5, 6]],
    [['CROW-01', 'MASK-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05', 'RAM-06'], 'corner', 'gg3.covert-operation', [2, 3, 4, 5, 6]],
  ])(`malifaux-3e-gg3/SD-1 malifaux-3e-gg3/EN-2 physical-flip %#: jokers reflipped, suits map to strategies, duplicate values reflipped`, (flips, deployment, strategy, pool) => {
    const g = generate({ method: 'physical-flip', flips }, SEED);
    expect([g.deployment, g.strategy, g.schemePool]).toEqual([deployment, strategy, pool]);
  });
  it(`malifaux-3e-gg3/EN-2 physical-flip refuses too few cards`, () => {
    expect(() => generate({ method: 'physical-flip', flips: ['RAM-01', 'CROW-01', 'RAM-02'] }, SEED)).toThrow(/five distinct/);
  });
  it.each([
    [[1, 2, 3, 4], 'gg3.carve-a-path', false],
    [[1, 2, 3, 4, 4], 'gg3.carve-a-path', false],
    [[1, 2, 3, 4, 14], 'gg3.carve-a-path', false],
    [[1, 2, 3, 4, 5], 'gg3.plant-explosives', false],
    [[1, 2, 3, 4, 13], 'gg3.carve-a-path', true],
  ])(`malifaux-3e-gg3/EN-1 to-assigned pool %j strategy %s valid=%s`, (schemePool, strategy, ok) => {
    const run = () => generate({ method: 'to-assigned', schemePool, strategy: strategy as never }, SEED);
    if (ok) expect(run().schemePool).toEqual(schemePool);
    else expect(run).toThrow();
  });
  it(`malifaux-3e-gg3/EN-1 a GG3 encounter records the generation and the policies (§9 defaults)`, () => {
    const g = preDeploy({ policies: { setTheTrap: 'single-marker' } });
    expect(g.state.policies).toEqual({ ...DEFAULT_POLICIES, setTheTrap: 'single-marker' });
    expect(g.events[1]).toMatchObject({ type: 'EncounterGenerated', data: { strategy: 'gg3.cursed-objects', schemePool: [1, 2, 3, 4, 5] } });
  });
});

describe('malifaux-3e-gg3 §2.1 crews', () => {
  const fresh = (): Game => {
    const g = new Game();
    g.org('CreateEncounter', { encounterId: 'e', players: [{ name: 'A' }, { name: 'B' }], seed: SEED, seedCommitment: 'c', now: NOW, generation: { method: 'to-assigned', strategy: 'gg3.carve-a-path', schemePool: [1, 2, 3, 4, 5] } });
    return g;
  };
  it(`malifaux-3e-gg3/SD-3 a crew has exactly one Leader, a Master or a Henchman; station and Leader are kept apart`, () => {
    const g = fresh();
    expect(g.refusal('A', 'DeclareCrew', { models: CREW_A.map((m) => ({ ...m, isLeader: false })) })).toBe('SD-3');
    expect(g.refusal('A', 'DeclareCrew', { models: CREW_A.map((m) => ({ ...m, isLeader: true })) })).toBe('SD-3');
    expect(g.refusal('A', 'DeclareCrew', { models: [{ ...CREW_A[0], isLeader: false }, { ...CREW_A[3], isLeader: true }] })).toBe('SD-3');
    g.seat('B', 'DeclareCrew', { models: [{ ...CREW_B[1], isLeader: true }, { ...CREW_B[0], isLeader: false }] });
    expect(g.state.models['b-hench']).toMatchObject({ station: 'HENCHMAN', isLeader: true });
    expect(g.state.models['b-lead']).toMatchObject({ station: 'MASTER', isLeader: false });
  });
  it(`malifaux-3e-gg3/MD-1 lineage ids are unique across the encounter`, () => {
    const g = fresh();
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    expect(g.refusal('B', 'DeclareCrew', { models: [{ ...CREW_B[0], lineageId: 'a-lead' }] })).toBe('MD-1');
  });
});

describe('malifaux-3e-gg3 §4 strategy setup', () => {
  it(`malifaux-3e-gg3/GEO-5 the Defender chooses; the standard DZs are 8" strips, each entirely in its own half`, () => {
    const g = preDeploy();
    expect(g.state.halves).toEqual({ A: 'low', B: 'high' });
    expect(g.state.zones.B).toEqual([[0, 28], [36, 28], [36, 36], [0, 36]]);
    expect(g.state.centerlineOrientation).toBe('x-axis');
  });
  it(`malifaux-3e-gg3/GEO-5 malifaux-3e-gg3/OQ-22 a non-standard deployment records its DZ polygons, each in one half`, () => {
    const g = preDeploy();
    const base = new Game();
    base.events = g.events.slice(0, -1);
    base.state = g.events.slice(0, -1).reduce((s, e) => require('./evolve').evolve(s, e), require('./evolve').initialState());
    expect(base.refusal('A', 'ChooseDeploymentZones', { half: 'low' })).toBe('GEO-5');
    const flank = { ...base.state, deployment: 'flank' as const };
    base.state = flank;
    expect(base.refusal('B', 'ChooseDeploymentZones', { half: 'high' })).toBe('OQ-22');
    expect(base.refusal('B', 'ChooseDeploymentZones', { half: 'high', zones: { A: [[0, 0], [18, 0], [18, 20]], B: [[18, 36], [36, 36], [36, 27]] } })).toBe('GEO-5');
    expect(base.refusal('B', 'ChooseDeploymentZones', { half: 'high', zones: { A: [[0, 0], [18, 0], [18, 9]], B: [[18, 36], [36, 36], [36, 27]] } })).toBeUndefined();
  });
  it(`malifaux-3e-gg3/GS-1 Guard the Stash: six neutral Ht 5 Blocking Impassable markers, centerline ±4" and the quarter centers`, () => {
    const g = preDeploy({ strategy: 'gg3.guard-the-stash' });
    expect(g.state.markers.map((m) => [m.x, m.y])).toEqual([[14, 18], [22, 18], [9, 9], [27, 9], [9, 27], [27, 27]]);
    expect(g.state.markers.every((m) => m.owner === null && m.traits.join() === 'Ht5,Blocking,Impassable')).toBe(true);
  });
  it(`malifaux-3e-gg3/CV-1 Covert Operation: four markers on the centerline at 6, 14, 22 and 30`, () => {
    const g = preDeploy({ strategy: 'gg3.covert-operation' });
    expect(g.state.markers.map((m) => [m.x, m.y])).toEqual([[6, 18], [14, 18], [22, 18], [30, 18]]);
  });
  it(`malifaux-3e-gg3/CP-1 Carve a Path: Defender first, alternating, own half, 10" from the centerline and each other`, () => {
    const g = preDeploy({ strategy: 'gg3.carve-a-path' });
    expect(g.state.markers).toHaveLength(0);
    expect(g.refusal('A', 'PlaceStrategyMarker', { x: 6, y: 6 })).toBe('CP-1');
    expect(g.refusal('B', 'PlaceStrategyMarker', { x: 6, y: 6 })).toBe('CP-1');
    expect(g.refusal('B', 'PlaceStrategyMarker', { x: 6, y: 28 })).toBe('CP-1');
    g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 });
    g.seat('A', 'PlaceStrategyMarker', { x: 6, y: 6 });
    expect(g.refusal('B', 'PlaceStrategyMarker', { x: 14, y: 30 })).toBe('CP-1');
    g.seat('B', 'PlaceStrategyMarker', { x: 30, y: 30 });
    expect(g.refusal('A', 'DeployCrews' as never)).toBe('CP-1');
    g.seat('A', 'PlaceStrategyMarker', { x: 30, y: 6 });
    expect(g.state.markers.map((m) => m.owner)).toEqual(['B', 'A', 'B', 'A']);
    expect(g.refusal(null, 'DeployCrews')).toBeUndefined();
  });
  it(`malifaux-3e-gg3/CV-2 after deployment every model in play gets one Claim token`, () => {
    const g = preDeploy({ strategy: 'gg3.covert-operation' });
    g.org('DeployCrews');
    expect(Object.values(g.state.models).map((m) => m.claim)).toEqual(Array(13).fill(1));
  });
  it(`malifaux-3e-gg3/OQ-1 malifaux-3e-gg3/CO-1 Curse placement waits for a declared pre-game Initiative, then I, O, I, O`, () => {
    const g = preDeploy();
    g.org('DeployCrews');
    expect(g.refusal('A', 'PlaceCurseToken', { model: 'b-hench' })).toBe('OQ-1');
    g.org('DeclarePregameInitiative', { seat: 'B' });
    expect(g.refusal('A', 'PlaceCurseToken', { model: 'b-hench' })).toBe('CO-1');
    g.seat('B', 'PlaceCurseToken', { model: 'a-hench' });
    expect(g.refusal('B', 'PlaceCurseToken', { model: 'a-enf' })).toBe('CO-1');
    g.seat('A', 'PlaceCurseToken', { model: 'b-hench' });
    expect(g.state.curseSetup).toEqual({ A: 1, B: 1 });
  });
  it(`malifaux-3e-gg3/CO-2 on the opposing crew only, at most 1 on a Minion and 2 on a non-Minion`, () => {
    const g = preDeploy();
    g.org('DeployCrews');
    g.org('DeclarePregameInitiative', { seat: 'A' });
    expect(g.refusal('A', 'PlaceCurseToken', { model: 'a-hench' })).toBe('CO-2');
    g.seat('A', 'PlaceCurseToken', { model: 'b-min1' });
    g.seat('B', 'PlaceCurseToken', { model: 'a-peon' });
    expect(g.refusal('A', 'PlaceCurseToken', { model: 'b-min1' })).toBe('CO-2');
    g.seat('A', 'PlaceCurseToken', { model: 'b-peon' });
    g.seat('B', 'PlaceCurseToken', { model: 'a-peon' });
    g.seat('A', 'PlaceCurseToken', { model: 'b-peon' });
    expect(g.refusal('B', 'PlaceCurseToken', { model: 'a-peon' })).toBe('CO-2');
  });
  it(`malifaux-3e-gg3/CO-3 malifaux-3e-gg3/OQ-2 a player with no legal target left skips its remaining placements`, () => {
    const g = preDeploy();
    // B's crew reduced to two Minions: capacity 2 < 5.
    g.state = { ...g.state, crews: { ...g.state.crews, B: ['b-min1', 'b-min2'] } };
    g.org('DeployCrews');
    g.org('DeclarePregameInitiative', { seat: 'A' });
    g.seat('A', 'PlaceCurseToken', { model: 'b-min1' });
    g.seat('B', 'PlaceCurseToken', { model: 'a-hench' });
    g.seat('A', 'PlaceCurseToken', { model: 'b-min2' });
    for (const t of ['a-hench', 'a-enf', 'a-enf']) g.seat('B', 'PlaceCurseToken', { model: t });
    const last = g.seat('B', 'PlaceCurseToken', { model: 'a-min1' });
    expect(last[last.length - 1]).toEqual({ type: 'CurseSetupEnded', data: { skipped: ['A'] } });
    expect(g.state.curseSetup).toEqual({ A: 2, B: 5 });
  });
  it(`malifaux-3e-gg3/ORD-4 Turn 1 starts only after setup; the game never schedules Turn 6`, () => {
    const g = preDeploy();
    expect(g.refusal(null, 'StartTurn', { initiative: 'A' })).toBe('ORD-4');
    const h = inTurnOne();
    expect(h.state.turn).toBe(1);
  });
});
