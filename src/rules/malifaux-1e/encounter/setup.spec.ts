// malifaux-1e §14.1-§14.7, §14.13 setup steps through decideEncounter on stacked decks (W6, W17-W22, W34-W37, LO-1).
import { EncounterGame, toHiring } from './testing/encounter-game';
import { setupStepOf, viewEncounter } from './encounter-view';
import { deploymentFor1e, extendedKindFor, generalStrategyFor, extendedStrategyFor, indoorOrOutdoor, locationFor, SIZE_TABLE } from './tables';
import { bandOf, specialFlipFor, SPECIAL_TABLES } from './special-location';

const begun = (): EncounterGame => {
  const g = new EncounterGame();
  g.do('organiser', 'BeginEncounterSetup1e', {});
  return g;
};
const toLocation = (): EncounterGame => {
  const g = begun();
  g.do('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 });
  g.do('A', 'ChooseFaction1e', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'ChooseFaction1e', { seat: 'B', faction: 'OUTCASTS' });
  return g;
};

describe('malifaux-1e §14.1 setup sequence', () => {
  it('refuses a step out of order (size before setup, location before factions)', () => {
    expect(new EncounterGame().refused('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 })).toBe('malifaux-1e/SETUP');
    expect(begun().refused('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'RUINS' })).toBe('malifaux-1e/SETUP');
  });
  it('a seat may not choose the faction of another; only the organiser sets policies', () => {
    const g = begun();
    g.do('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 });
    expect(g.refused('A', 'ChooseFaction1e', { seat: 'B', faction: 'GUILD' })).toBe('malifaux-1e/SETUP');
    expect(new EncounterGame().refused('A', 'BeginEncounterSetup1e', { policy: { allowStrategyReflip: false } })).toBe('malifaux-1e/SETUP');
  });
  it('the view names the seats due at each step', () => {
    const g = toLocation();
    expect(setupStepOf(g.state)).toEqual({ step: 'DETERMINE_LOCATION', seats: ['A', 'B'], choice: null });
    const h = toHiring();
    expect(setupStepOf(h.state)).toEqual({ step: 'HIRE_CREWS', seats: ['A', 'B'], choice: null });
  });
});

describe('malifaux-1e §14.2 encounter size (W6, W17, W18, W19, W20)', () => {
  it.each([
    ['SCRAP', 6, 1, 8, 2, 8],
    ['BRAWL', 7, 2, 10, 3, 10],
  ] as const)('%s: hand %i, leaders ≤ %i, pool ≤ %i, schemes ≤ %i, VP cap %i', (size, hand, leaders, pool, schemes, vp) => {
    const r = SIZE_TABLE[size];
    expect([r.maxHand, r.leaders.max, r.maxPool, r.maxSchemes, r.vpCap]).toEqual([hand, leaders, pool, schemes, vp]);
    expect(begun().do('A', 'ChooseEncounterSize1e', { size, soulstones: 40 })[0].data).toMatchObject({ size, maxHand: hand });
  });
  it('W6: two starter boxes, a short game: a Scrap of 25-30 soulstones is within the suggested range; the ranges are hints', () => {
    expect(begun().do('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 25 })[0].data).toMatchObject({ withinSuggestedRange: true });
    expect(begun().do('A', 'ChooseEncounterSize1e', { size: 'BRAWL', soulstones: 25 })[0].data).toMatchObject({ withinSuggestedRange: false });
    expect(begun().refused('A', 'ChooseEncounterSize1e', { size: 'SKIRMISH' as 'SCRAP', soulstones: 25 })).toBe('malifaux-1e/SETUP');
  });
  it('§18 "Encounter sizes": 1E sizes are Scrap and Brawl, not 2E Shoot-Out / Dustup / Scrap by soulstones', () => {
    expect(Object.keys(SIZE_TABLE)).toEqual(['SCRAP', 'BRAWL']);
  });
});

describe('malifaux-1e §14.3 factions', () => {
  it('§18 "Factions": five factions; Gremlins and Ten Thunders (2E) are refused', () => {
    const g = begun();
    g.do('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 });
    expect(g.refused('A', 'ChooseFaction1e', { seat: 'A', faction: 'GREMLINS' as 'GUILD' })).toBe('malifaux-1e/SETUP');
    expect(g.refused('A', 'ChooseFaction1e', { seat: 'A', faction: 'OUTCASTS' })).toBeNull();
  });
});

describe('malifaux-1e §14.4 location (W34)', () => {
  it('W34: first card 5, second 9 → outdoor Ruins; first 11, second 2 → indoor Sewers', () => {
    const g = toLocation();
    g.flipper.stack('A', 'RAM-05', 'CROW-09');
    g.do('A', 'DetermineLocation1e', { mode: 'FLIP', seat: 'A' });
    expect([g.state.where, g.state.location]).toEqual(['OUTDOOR', 'RUINS']);
    const h = toLocation();
    h.flipper.stack('B', 'TOME-11', 'MASK-02');
    h.do('B', 'DetermineLocation1e', { mode: 'FLIP', seat: 'B' });
    expect([h.state.where, h.state.location]).toEqual(['INDOOR', 'SEWERS']);
  });
  it('a Black Joker first lets the flipper choose the side; a Red Joker second lets the other player choose the location', () => {
    const g = toLocation();
    g.flipper.stack('A', 'BJ');
    g.do('A', 'DetermineLocation1e', { mode: 'FLIP', seat: 'A' });
    expect(g.state.pending).toMatchObject({ what: 'INDOOR_OUTDOOR', seat: 'A' });
    expect(g.refused('B', 'MakeSetupChoice1e', { seat: 'B', value: 'INDOOR' })).toBe('malifaux-1e/SETUP');
    g.flipper.stack('A', 'RJ');
    g.do('A', 'MakeSetupChoice1e', { seat: 'A', value: 'INDOOR' });
    expect(g.state.pending).toMatchObject({ what: 'LOCATION', seat: 'B', where: 'INDOOR' });
    expect(g.refused('B', 'MakeSetupChoice1e', { seat: 'B', value: 'RUINS' })).toBe('malifaux-1e/SETUP');
    g.do('B', 'MakeSetupChoice1e', { seat: 'B', value: 'THEATER' });
    expect([g.state.location, g.state.step]).toEqual(['THEATER', 'SPECIAL_LOCATION']);
  });
  it('tables: 1-8 outdoor, 9-13 indoor; value n is the n-th location', () => {
    expect([indoorOrOutdoor('RAM-08'), indoorOrOutdoor('RAM-09')]).toEqual([{ kind: 'RESULT', value: 'OUTDOOR' }, { kind: 'RESULT', value: 'INDOOR' }]);
    expect(locationFor('OUTDOOR', 'RAM-13')).toEqual({ kind: 'RESULT', value: 'MOUNTAINS' });
    expect(locationFor('INDOOR', 'RAM-08')).toEqual({ kind: 'RESULT', value: 'WAREHOUSE' });
  });
});

describe('malifaux-1e §14.13 special terrain and events', () => {
  const atSpecial = (loc = 'RUINS'): EncounterGame => {
    const g = toLocation();
    g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: loc });
    return g;
  };
  it.each([
    ['RAM-01', 0], ['RAM-02', 0], ['RAM-03', 1], ['RAM-04', 1], ['RAM-05', 2], ['RAM-07', 2], ['RAM-08', 3], ['RAM-09', 3], ['RAM-10', 4], ['RAM-11', 4], ['RAM-12', 5], ['RAM-13', 5],
  ])('malifaux-1e/LO-1 card %s falls in band %i', (card, band) => {
    expect(specialFlipFor(card)).toEqual({ kind: 'RESULT', option: band });
  });
  it('malifaux-1e/LO-1 Ruins, card 8 → Vents cruels; a Red Joker lets the flipper choose from the list only', () => {
    const g = atSpecial();
    g.flipper.stack('A', 'CROW-08');
    g.do('A', 'FlipSpecialLocation1e', { seat: 'A' });
    expect([g.state.specials, g.state.step]).toEqual([['Vents cruels'], 'RECORD_TERRAIN']);
    const h = atSpecial();
    h.flipper.stack('A', 'RJ');
    h.do('A', 'FlipSpecialLocation1e', { seat: 'A' });
    expect(h.refused('A', 'MakeSetupChoice1e', { seat: 'A', value: 'Brumes' })).toBe('malifaux-1e/LO-1');
    h.do('A', 'MakeSetupChoice1e', { seat: 'A', value: 'Campement' });
    expect(h.state.specials).toEqual(['Campement']);
  });
  it('malifaux-1e/LO-1 a Black Joker flips two more and applies both; the same band reflips one (policy default SAME_BAND)', () => {
    const g = atSpecial();
    g.flipper.stack('A', 'BJ', 'RAM-03', 'CROW-04', 'MASK-12');
    g.do('A', 'FlipSpecialLocation1e', { seat: 'A' });
    expect(g.state.specials).toEqual([SPECIAL_TABLES.RUINS[1], SPECIAL_TABLES.RUINS[5]]);
    expect(bandOf(3)).toBe(bandOf(4));
  });
  it('malifaux-1e/LO-1 a location without a table in the seed (indoor 9-13) skips the flip', () => {
    const g = toLocation();
    g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'GREAT_TAVERN' });
    expect(g.state.step).toBe('RECORD_TERRAIN');
    expect(g.refused('A', 'FlipSpecialLocation1e', { seat: 'A' })).toBe('malifaux-1e/SETUP');
  });
});

describe('malifaux-1e §14.6 deployment (W22)', () => {
  it.each([
    ['RAM-03', 'DIAGONAL'], ['RAM-04', 'DIAGONAL'], ['RAM-05', 'STANDARD'], ['RAM-07', 'STANDARD'], ['RAM-09', 'STANDARD'], ['RAM-10', 'CORNER'], ['RAM-12', 'CORNER'],
  ])('W22: card %s → %s', (card, dep) => {
    expect(deploymentFor1e(card)).toEqual({ kind: 'RESULT', value: dep });
  });
  it('§18 "Deployment": card 3 is Diagonal in 1E where 2E deploys Standard; Jokers give a choice, not Close', () => {
    // 2E: 1-7 Standard, 8-10 Corner, 11-13 Flank, Jokers Close (src/rules/malifaux-2e/encounter/tables.ts).
    const { deploymentFor } = jest.requireActual('../../malifaux-2e/encounter/tables');
    expect(deploymentFor('RAM-03')).toBe('STANDARD');
    expect(deploymentFor1e('RAM-03')).toEqual({ kind: 'RESULT', value: 'DIAGONAL' });
    expect(deploymentFor1e('RJ')).toEqual({ kind: 'CHOICE', chooser: 'OTHER' });
    expect(deploymentFor1e('BJ')).toEqual({ kind: 'CHOICE', chooser: 'FLIPPER' });
  });
});

describe('malifaux-1e §14.7 strategies (W35, W36, W37)', () => {
  it.each([['RAM-02', 'TREASURE_HUNT'], ['RAM-04', 'DESTROY_THE_EVIDENCE'], ['RAM-07', 'RECONNOITER'], ['RAM-10', 'CLAIM_JUMP'], ['RAM-13', 'SLAUGHTER']])('W35: general flip %s → %s', (card, s) => {
    expect(generalStrategyFor(card)).toEqual({ kind: 'RESULT', value: s });
  });
  it('W36: individual flips BJ / 1 / 13 / RJ → opponent chooses / A Line in the Sand / Turf War / player chooses', () => {
    expect([extendedStrategyFor('BJ'), extendedStrategyFor('RAM-01'), extendedStrategyFor('RAM-13'), extendedStrategyFor('RJ')]).toEqual([
      { kind: 'CHOICE', chooser: 'OTHER' },
      { kind: 'RESULT', value: 'A_LINE_IN_THE_SAND' },
      { kind: 'RESULT', value: 'TURF_WAR' },
      { kind: 'CHOICE', chooser: 'FLIPPER' },
    ]);
  });
  it('§18 "Strategies": 1E gives each player an individual strategy from a 13-value table, where 2E picks one shared strategy by suit', () => {
    const { strategyFor } = jest.requireActual('../../malifaux-2e/encounter/tables');
    expect(strategyFor('RAM-01')).toBe('TURF_WAR');
    expect(strategyFor('RAM-12')).toBe('TURF_WAR');
    expect([extendedStrategyFor('RAM-01'), extendedStrategyFor('RAM-12')]).toEqual([{ kind: 'RESULT', value: 'A_LINE_IN_THE_SAND' }, { kind: 'RESULT', value: 'TREASURE_HUNT' }]);
  });
  it('extended kind: 1 and 13 are story only when agreed beforehand; 2-8 individual; 9-12 shared', () => {
    expect([extendedKindFor('RAM-01', false), extendedKindFor('RAM-01', true), extendedKindFor('RAM-08', false), extendedKindFor('RAM-09', false), extendedKindFor('RAM-13', false)].map((r) => (r.kind === 'RESULT' ? r.value : 'CHOICE'))).toEqual([
      'INDIVIDUAL', 'STORY', 'INDIVIDUAL', 'SHARED', 'SHARED',
    ]);
  });
  it('general: two players flipping the same strategy play its shared version', () => {
    const g = toLocation();
    g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'GREAT_TAVERN' });
    g.do('A', 'RecordEncounterTerrain1e', { pieces: [] });
    g.do('A', 'DetermineDeployment1e', { mode: 'AGREED', seat: 'A', deployment: 'CORNER' });
    g.do('A', 'ChooseEncounterType1e', { type: 'GENERAL', seat: 'A' });
    g.flipper.stack('A', 'RAM-06');
    g.flipper.stack('B', 'CROW-08');
    g.do('A', 'FlipStrategy1e', { seat: 'A' });
    g.do('B', 'FlipStrategy1e', { seat: 'B' });
    expect(g.state.strategies).toEqual({ A: { id: 'RECONNOITER', shared: true }, B: { id: 'RECONNOITER', shared: true } });
    expect(g.state.step).toBe('HIRE_CREWS');
  });
  const extended = (kindCard: string): EncounterGame => {
    const g = toLocation();
    g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'GREAT_TAVERN' });
    g.do('A', 'RecordEncounterTerrain1e', { pieces: [] });
    g.do('A', 'DetermineDeployment1e', { mode: 'AGREED', seat: 'A', deployment: 'CORNER' });
    g.flipper.stack('A', kindCard);
    g.do('A', 'ChooseEncounterType1e', { type: 'EXTENDED', seat: 'A' });
    return g;
  };
  it('W37, malifaux-1e/HI-13: an individual strategy may be reflipped once, for 1 SS of the hiring budget', () => {
    const g = extended('RAM-05');
    g.flipper.stack('A', 'RAM-02');
    g.flipper.stack('B', 'BJ');
    g.do('A', 'FlipStrategy1e', { seat: 'A' });
    g.do('B', 'FlipStrategy1e', { seat: 'B' });
    // BJ on the individual table: the opponent chooses B's strategy.
    expect(g.state.pending).toMatchObject({ what: 'STRATEGY', seat: 'A', forSeat: 'B' });
    g.do('A', 'MakeSetupChoice1e', { seat: 'A', value: 'SUPPLY_WAGON' });
    expect(g.state.step).toBe('REFLIP_STRATEGIES');
    g.flipper.stack('B', 'TOME-09');
    g.do('B', 'DecideStrategyReflip1e', { seat: 'B', reflip: true });
    expect(g.refused('B', 'DecideStrategyReflip1e', { seat: 'B', reflip: true })).toBe('malifaux-1e/HI-13');
    g.do('A', 'DecideStrategyReflip1e', { seat: 'A', reflip: false });
    expect(g.state.strategies).toEqual({ A: { id: 'CLAIM_JUMP', shared: false }, B: { id: 'RECONNOITER', shared: false } });
    expect(g.state.reflipped).toEqual(['B']);
    expect(g.state.step).toBe('HIRE_CREWS');
  });
  it('W37: official tournaments forbid the reflip (policy allowStrategyReflip=false)', () => {
    const g = new EncounterGame();
    g.do('organiser', 'BeginEncounterSetup1e', { policy: { allowStrategyReflip: false } });
    g.do('A', 'ChooseEncounterSize1e', { size: 'SCRAP', soulstones: 30 });
    g.do('A', 'ChooseFaction1e', { seat: 'A', faction: 'GUILD' });
    g.do('B', 'ChooseFaction1e', { seat: 'B', faction: 'OUTCASTS' });
    g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'GREAT_TAVERN' });
    g.do('A', 'RecordEncounterTerrain1e', { pieces: [] });
    g.do('A', 'DetermineDeployment1e', { mode: 'AGREED', seat: 'A', deployment: 'CORNER' });
    g.flipper.stack('A', 'RAM-05', 'RAM-02');
    g.flipper.stack('B', 'RAM-03');
    g.do('A', 'ChooseEncounterType1e', { type: 'EXTENDED', seat: 'A' });
    g.do('A', 'FlipStrategy1e', { seat: 'A' });
    g.do('B', 'FlipStrategy1e', { seat: 'B' });
    expect(g.state.step).toBe('HIRE_CREWS');
  });
  it('a shared strategy is flipped once for everyone (§18 "Strategies": 1E also has individual ones)', () => {
    const g = extended('RAM-10');
    g.flipper.stack('B', 'RAM-11');
    g.do('B', 'FlipStrategy1e', { seat: 'B' });
    expect(g.state.strategies).toEqual({ A: { id: 'SUPPLY_WAGON', shared: true }, B: { id: 'SUPPLY_WAGON', shared: true } });
    expect(g.refused('A', 'FlipStrategy1e', { seat: 'A' })).toBe('malifaux-1e/SETUP');
  });
  it('§20.2 #20: a General-table Joker chooses from the General five (default)', () => {
    const g = toLocation();
    g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'GREAT_TAVERN' });
    g.do('A', 'RecordEncounterTerrain1e', { pieces: [] });
    g.do('A', 'DetermineDeployment1e', { mode: 'AGREED', seat: 'A', deployment: 'CORNER' });
    g.do('A', 'ChooseEncounterType1e', { type: 'GENERAL', seat: 'A' });
    g.flipper.stack('A', 'RJ');
    g.do('A', 'FlipStrategy1e', { seat: 'A' });
    expect(g.refused('A', 'MakeSetupChoice1e', { seat: 'A', value: 'TURF_WAR' })).toBe('malifaux-1e/SETUP');
    expect(g.refused('A', 'MakeSetupChoice1e', { seat: 'A', value: 'SLAUGHTER' })).toBeNull();
  });
  it('strategies are public in every view', () => {
    const g = toHiring();
    expect(viewEncounter(g.state, { role: 'seat', seat: 'B' }).strategies).toEqual(g.state.strategies);
  });
});
