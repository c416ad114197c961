// malifaux-1e §14.10-§14.12 schemes, deployment, the end flip and the winner: SC-1..SC-5, GL-1, GL-2 (W7, W8, W19, W20, D22, D29).
import { endFlip, cappedVp, winnerOf } from './game-length';
import type { SchemeDefinition } from './encounter-state';
import { redactEncounterEvent, viewEncounter } from './encounter-view';
import { awardedVp, SEED_CATALOGUE, withObjectives, type StrategyDefinition1e, type VpAward1e } from './objectives';
import { EncounterGame, guildCrew, neverbornCrew } from './testing/encounter-game';

const defs: SchemeDefinition[] = [
  { id: 'BODYGUARD', fr: 'Garde du corps', en: 'Bodyguard', type: 'GENERAL', selects: 1, announce: 'MAY' },
  { id: 'KILL_PROTEGE', fr: 'Tuer le protégé', en: 'Kill Protégé', type: 'GENERAL', selects: 1, announce: 'MAY' },
  { id: 'G3', fr: 'G3', en: 'G3', type: 'GENERAL', selects: 0, announce: 'MAY' },
  { id: 'GUILD_ONLY', fr: 'F', en: 'Guild only', type: 'FACTION', faction: 'GUILD', selects: 0, announce: 'MAY' },
  { id: 'GUILD_TWO', fr: 'F2', en: 'Guild two', type: 'FACTION', faction: 'GUILD', selects: 0, announce: 'MAY' },
  { id: 'LJ_ONLY', fr: 'M', en: 'Lady Justice only', type: 'MASTER', master: 'Lady Justice', selects: 0, announce: 'MUST' },
  { id: 'SECRET', fr: 'S', en: 'Never told', type: 'GENERAL', selects: 0, announce: 'NEVER' },
];

function withSchemes(g = new EncounterGame(), size: 'SCRAP' | 'BRAWL' = 'SCRAP', texts: { schemes?: SchemeDefinition[]; strategies?: StrategyDefinition1e[] } = {}): EncounterGame {
  g.do('organiser', 'BeginEncounterSetup1e', { schemes: texts.schemes ?? defs, ...(texts.strategies ? { strategies: texts.strategies } : {}) });
  g.do('A', 'ChooseEncounterSize1e', { size, soulstones: 30 });
  g.do('A', 'ChooseFaction1e', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'ChooseFaction1e', { seat: 'B', faction: 'NEVERBORN' });
  g.do('A', 'DetermineLocation1e', { mode: 'AGREED', seat: 'A', location: 'GREAT_TAVERN' });
  g.do('A', 'RecordEncounterTerrain1e', { pieces: [] });
  g.do('A', 'DetermineDeployment1e', { mode: 'AGREED', seat: 'A', deployment: 'STANDARD' });
  g.do('A', 'ChooseEncounterType1e', { type: 'GENERAL', seat: 'A' });
  g.flipper.stack('A', 'RAM-01');
  g.flipper.stack('B', 'RAM-13');
  g.do('A', 'FlipStrategy1e', { seat: 'A' });
  g.do('B', 'FlipStrategy1e', { seat: 'B' });
  g.do('A', 'SubmitCrew1e', { seat: 'A', list: guildCrew() });
  g.do('B', 'SubmitCrew1e', { seat: 'B', list: neverbornCrew() });
  return g;
}
/** Schemes chosen, deployed (A wins the order flip), announced: turn 1. */
function playing(texts: { schemes?: SchemeDefinition[]; strategies?: StrategyDefinition1e[] } = {}): EncounterGame {
  const g = withSchemes(undefined, 'SCRAP', texts);
  g.do('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'BODYGUARD', selects: ['g1'] }, { id: 'LJ_ONLY' }] });
  g.do('B', 'ChooseSchemes1e', { seat: 'B', schemes: [{ id: 'G3' }] });
  g.flipper.stack('A', 'RAM-09');
  g.flipper.stack('B', 'RAM-04');
  g.do('A', 'FlipDeploymentOrder1e', {});
  g.do('A', 'DeployCrew1e', { seat: 'A' });
  g.do('B', 'DeployCrew1e', { seat: 'B' });
  g.do('A', 'AnnounceSchemes1e', { seat: 'A', schemes: ['LJ_ONLY'] });
  g.do('B', 'AnnounceSchemes1e', { seat: 'B', schemes: [] });
  return g;
}

describe('malifaux-1e §14.10 schemes (SC-1..SC-5)', () => {
  it('malifaux-1e/SC-1 W19: 0-2 in a Scrap; each scheme not taken is +2 soulstones (PO-1)', () => {
    const g = withSchemes();
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'G3' }, { id: 'SECRET' }, { id: 'GUILD_ONLY' }] })).toBe('malifaux-1e/SC-1');
    g.do('A', 'ChooseSchemes1e', { seat: 'A', schemes: [] });
    g.do('B', 'ChooseSchemes1e', { seat: 'B', schemes: [{ id: 'G3' }] });
    // A: 30 − 18 = 12 unspent + cache 2 + 4 → capped 8; B: 30 − 8 = 22 + 3 + 2 → 8.
    expect(g.state.pools).toEqual({ A: 8, B: 8 });
    expect(g.events.find((e) => e.type === 'StartingPoolsSet1e')?.data).toMatchObject({ schemesNotTaken: { A: 2, B: 1 } });
  });
  it('malifaux-1e/SC-1 §18 "Schemes": zero schemes is legal in 1E, where 2E makes a player pick exactly two', () => {
    expect(withSchemes().refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [] })).toBeNull();
  });
  it('malifaux-1e/SC-1 a Brawl allows three, not four', () => {
    const g = withSchemes(new EncounterGame(), 'BRAWL');
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'G3' }, { id: 'SECRET' }, { id: 'GUILD_ONLY' }] })).toBeNull();
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'G3' }, { id: 'SECRET' }, { id: 'GUILD_ONLY' }, { id: 'LJ_ONLY' }] })).toBe('malifaux-1e/SC-1');
  });
  it('malifaux-1e/SC-2 an unknown scheme (texts MISSING, not registered) and a wrong restriction are refused', () => {
    const g = withSchemes();
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'ASSASSINATE' }] })).toBe('malifaux-1e/SC-2');
    expect(g.refused('B', 'ChooseSchemes1e', { seat: 'B', schemes: [{ id: 'GUILD_ONLY' }] })).toBe('malifaux-1e/SC-2');
    expect(g.refused('B', 'ChooseSchemes1e', { seat: 'B', schemes: [{ id: 'LJ_ONLY' }] })).toBe('malifaux-1e/SC-2');
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'BODYGUARD' }] })).toBe('malifaux-1e/SC-2');
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'GUILD_ONLY' }, { id: 'LJ_ONLY' }] })).toBeNull();
  });
  it('malifaux-1e/SC-2 a scheme registered as code in the catalogue is known too', () => {
    const cat = withObjectives(SEED_CATALOGUE, { schemes: [{ id: 'PLUGGED', fr: 'P', en: 'Plugged', type: 'GENERAL', selects: 0, announce: 'MAY', score: (_f, announced) => (announced ? 3 : 2) }] });
    expect(withSchemes(new EncounterGame(cat)).refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'PLUGGED' }] })).toBeNull();
  });
  it('malifaux-1e/SC-3 one Faction scheme per Leader', () => {
    expect(withSchemes().refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'GUILD_ONLY' }, { id: 'GUILD_TWO' }] })).toBe('malifaux-1e/SC-3');
  });
  it('malifaux-1e/SC-4 two schemes may not select the same model', () => {
    const g = withSchemes();
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'BODYGUARD', selects: ['g1'] }, { id: 'KILL_PROTEGE', selects: ['g1'] }] })).toBe('malifaux-1e/SC-4');
    expect(g.refused('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'BODYGUARD', selects: ['g1'] }, { id: 'KILL_PROTEGE', selects: ['n1'] }] })).toBeNull();
  });
  it('malifaux-1e/SC-5 the first deployer announces first; MUST schemes must be, NEVER ones can’t be; announced ones become public', () => {
    const g = withSchemes();
    g.do('A', 'ChooseSchemes1e', { seat: 'A', schemes: [{ id: 'BODYGUARD', selects: ['g1'] }, { id: 'LJ_ONLY' }] });
    const chosen = g.do('B', 'ChooseSchemes1e', { seat: 'B', schemes: [{ id: 'SECRET' }] });
    g.flipper.stack('A', 'RAM-03', 'RAM-02');
    g.flipper.stack('B', 'TOME-03', 'RAM-12');
    const order = g.do('B', 'FlipDeploymentOrder1e', {});
    expect(order[0].data).toMatchObject({ winner: 'B', rounds: [{ A: 'RAM-03', B: 'TOME-03' }, { A: 'RAM-02', B: 'RAM-12' }] });
    expect(g.refused('A', 'DeployCrew1e', { seat: 'A' })).toBe('malifaux-1e/SETUP');
    g.do('B', 'DeployCrew1e', { seat: 'B' });
    g.do('A', 'DeployCrew1e', { seat: 'A' });
    expect(g.refused('A', 'AnnounceSchemes1e', { seat: 'A', schemes: ['LJ_ONLY'] })).toBe('malifaux-1e/SC-5');
    expect(g.refused('B', 'AnnounceSchemes1e', { seat: 'B', schemes: ['SECRET'] })).toBe('malifaux-1e/SC-5');
    g.do('B', 'AnnounceSchemes1e', { seat: 'B', schemes: [] });
    expect(g.refused('A', 'AnnounceSchemes1e', { seat: 'A', schemes: [] })).toBe('malifaux-1e/SC-5');
    g.do('A', 'AnnounceSchemes1e', { seat: 'A', schemes: ['LJ_ONLY'] });
    expect([g.state.step, g.state.turn]).toEqual(['PLAYING', 1]);
    const bView = viewEncounter(g.state, { role: 'seat', seat: 'B' }).schemes.A;
    expect(bView).toMatchObject({ hidden: true, count: 1 });
    expect(JSON.stringify(bView)).toContain('LJ_ONLY');
    expect(JSON.stringify(bView)).not.toContain('BODYGUARD');
    expect(JSON.stringify(viewEncounter(g.state, { role: 'seat', seat: 'A' }).schemes.B)).not.toContain('SECRET');
    expect(JSON.stringify(redactEncounterEvent(chosen[0], { role: 'seat', seat: 'A' }, g.state))).not.toContain('SECRET');
  });
});

describe('malifaux-1e §14.12 game length (GL-1)', () => {
  it.each([
    [6, 'RAM-10', 10, true], [6, 'RAM-09', 10, false], // W7
    [7, 'RAM-10', 11, false], [7, 'RAM-11', 11, true], [8, 'RAM-11', 12, false], [8, 'RAM-12', 12, true], // W8
    [9, 'RAM-13', 13, true], [10, 'RJ', 14, true], [10, 'RAM-13', 14, false], [11, 'RJ', 15, false], [6, 'BJ', 10, false], // D22
  ] as const)('malifaux-1e/GL-1 after turn %i, card %s: needs %i, continues %s', (turn, card, threshold, continues) => {
    expect(endFlip(turn, card)).toEqual({ threshold, continues });
  });
  it('malifaux-1e/GL-1 §18 "Game length": turn 5 never flips in 1E (2E flips from turn 5); turn 6 does, by the last activator', () => {
    const { encounterContinues } = jest.requireActual('../../malifaux-2e/turn/end-phase');
    expect(encounterContinues(5, 'RAM-09')).toEqual({ threshold: 10, continues: false });
    const g = playing();
    for (let t = 1; t <= 5; t++) expect(g.do('organiser', 'EndTurn1e', { turn: t, lastActivator: 'B' })).toEqual([{ type: 'TurnCompleted1e', data: { turn: t, gameOver: false } }]);
    expect(g.refused('A', 'EndTurn1e', { turn: 6, lastActivator: 'B' })).toBe('malifaux-1e/GL-1');
    expect(g.refused('B', 'EndTurn1e', { turn: 7, lastActivator: 'B' })).toBe('malifaux-1e/GL-1');
    g.flipper.stack('B', 'CROW-10');
    g.do('B', 'EndTurn1e', { turn: 6, lastActivator: 'B' });
    expect([g.state.step, g.state.turn]).toEqual(['PLAYING', 7]);
    g.flipper.stack('A', 'CROW-10');
    const out = g.do('A', 'EndTurn1e', { turn: 7, lastActivator: 'A' });
    expect(out.map((e) => e.type)).toEqual(['EndFlipped1e', 'TurnCompleted1e', 'SchemesRevealed1e']);
    expect(g.state.step).toBe('SCORING');
  });
});

describe('malifaux-1e §14.12 the winner (GL-2)', () => {
  const atScoring = (): EncounterGame => {
    const g = playing();
    for (let t = 1; t <= 5; t++) g.do('organiser', 'EndTurn1e', { turn: t, lastActivator: 'A' });
    g.flipper.stack('A', 'BJ');
    g.do('A', 'EndTurn1e', { turn: 6, lastActivator: 'A' });
    return g;
  };
  it('malifaux-1e/GL-2 W20, D29: VP capped at 8 in a Scrap (10 in a Brawl); at the end secret schemes are public', () => {
    expect(cappedVp('SCRAP', [{ source: 'STRATEGY', id: 's', vp: 4 }, { source: 'SCHEME', id: 'a', vp: 3 }, { source: 'SCHEME', id: 'b', vp: 2 }])).toEqual({ raw: 9, capped: 8 });
    expect(cappedVp('BRAWL', [{ source: 'STRATEGY', id: 's', vp: 12 }]).capped).toBe(10);
    const g = atScoring();
    expect(viewEncounter(g.state, { role: 'seat', seat: 'B' }).schemes.A).toEqual(g.state.schemes.A);
  });
  it('malifaux-1e/GL-2 most VP wins, equal VP is a draw; lines must be the seat’s own strategy and schemes; missing texts take declared VP', () => {
    const g = atScoring();
    expect(g.refused('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 4 }] })).toBe('malifaux-1e/GL-2');
    expect(g.refused('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'SCHEME', id: 'G3', vp: 2 }] })).toBe('malifaux-1e/GL-2');
    expect(g.refused('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT' }] })).toBe('malifaux-1e/GL-2');
    g.do('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 4 }, { source: 'SCHEME', id: 'BODYGUARD', vp: 2 }, { source: 'SCHEME', id: 'LJ_ONLY', vp: 3 }] });
    const out = g.do('B', 'ScoreVictoryPoints1e', { seat: 'B', lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 4 }, { source: 'SCHEME', id: 'G3', vp: 4 }] });
    expect(out[1]).toEqual({ type: 'EncounterDecided1e', data: { totals: { A: 8, B: 8 }, winner: null } });
    expect(winnerOf({ A: 8, B: 7 })).toBe('A');
    expect(g.state.step).toBe('ENDED');
  });
  it('malifaux-1e/GL-2 a strategy registered as code scores from facts, not from a declared number', () => {
    const cat = withObjectives(SEED_CATALOGUE, { strategies: [{ id: 'TREASURE_HUNT', fr: 'Chasse au trésor', en: 'Treasure Hunt', score: (f) => (f.treasureHeld === true ? 4 : 0) }] });
    const g = new EncounterGame(cat);
    const h = playing();
    Object.assign(g, { state: h.state });
    for (let t = 1; t <= 5; t++) g.do('organiser', 'EndTurn1e', { turn: t, lastActivator: 'A' });
    g.flipper.stack('A', 'RAM-02');
    g.do('A', 'EndTurn1e', { turn: 6, lastActivator: 'A' });
    const out = g.do('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 1, facts: { treasureHeld: true } }] });
    expect(out[0].data).toMatchObject({ lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 4 }] });
  });
  // §14.7 / SC-2 as data: the league types in the texts the seed lacks; VP follow from the conditions declared met.
  const treasure: StrategyDefinition1e = { id: 'TREASURE_HUNT', awards: [{ vp: 4, conditions: ['holds the treasure', 'treasure holder in own deployment zone'] }], sharedAwards: [{ vp: 4, conditions: ['holds the treasure'] }] };
  const bodyguard: SchemeDefinition = { ...defs[0], awards: [{ vp: 2, conditions: ['selected model alive'] }, { vp: 1, conditions: ['selected model alive'], announcedOnly: true }] };
  const ljOnly: SchemeDefinition = { ...defs[5], awards: [{ vp: 2, conditions: ['Lady Justice killed an enemy Master'] }, { vp: 1, conditions: ['Lady Justice killed an enemy Master'], announcedOnly: true }] };
  const scoringWithTexts = (): EncounterGame => {
    const g = playing({ schemes: [bodyguard, ...defs.slice(1, 5), ljOnly, defs[6]], strategies: [treasure] });
    for (let t = 1; t <= 5; t++) g.do('organiser', 'EndTurn1e', { turn: t, lastActivator: 'A' });
    g.flipper.stack('A', 'BJ');
    g.do('A', 'EndTurn1e', { turn: 6, lastActivator: 'A' });
    return g;
  };
  it.each<[string, readonly VpAward1e[], string[], boolean, number]>([
    ['every condition of an award met: its VP', treasure.awards, ['holds the treasure', 'treasure holder in own deployment zone'], false, 4],
    ['one condition missing: nothing (a player must meet all its victory conditions)', treasure.awards, ['holds the treasure'], false, 0],
    ['a secret scheme met: its VP without the announcement bonus', bodyguard.awards ?? [], ['selected model alive'], false, 2],
    ['an announced scheme met: plus the announcement’s extra VP (SC-5)', bodyguard.awards ?? [], ['selected model alive'], true, 3],
    ['an announced scheme not met: nothing', bodyguard.awards ?? [], [], true, 0],
  ])('malifaux-1e/SC-2 VP as data: %s', (_, awards, met, announced, vp) => {
    expect(awardedVp(awards, met, announced)).toBe(vp);
  });
  it('malifaux-1e/GL-2 malifaux-1e/SC-2 supplied texts score on the served command: A’s strategy and its two schemes (LJ_ONLY announced)', () => {
    const g = scoringWithTexts();
    expect(g.refused('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', met: ['found a dragon'] }] })).toBe('malifaux-1e/GL-2');
    expect(g.refused('A', 'ScoreVictoryPoints1e', { seat: 'A', lines: [{ source: 'STRATEGY', id: 'TREASURE_HUNT', vp: 4, met: ['holds the treasure'] }] })).toBe('malifaux-1e/SC-2');
    const out = g.do('A', 'ScoreVictoryPoints1e', {
      seat: 'A',
      lines: [
        { source: 'STRATEGY', id: 'TREASURE_HUNT', met: ['holds the treasure', 'treasure holder in own deployment zone'] },
        { source: 'SCHEME', id: 'BODYGUARD', met: ['selected model alive'] },
        { source: 'SCHEME', id: 'LJ_ONLY', met: ['Lady Justice killed an enemy Master'] },
      ],
    });
    // 4 + 2 (BODYGUARD secret) + 3 (LJ_ONLY announced) = 9, capped at 8 in a Scrap.
    expect(out[0].data).toMatchObject({ lines: [{ vp: 4 }, { vp: 2 }, { vp: 3 }], raw: 9, capped: 8 });
    // B's SLAUGHTER has no supplied text: its VP are still declared.
    expect(g.do('B', 'ScoreVictoryPoints1e', { seat: 'B', lines: [{ source: 'STRATEGY', id: 'SLAUGHTER', vp: 4 }] })[1]).toMatchObject({ data: { winner: 'A' } });
  });
  it('malifaux-1e/GL-2 only the organiser supplies texts, for the thirteen strategies of the seed, each award 0..10 VP for at least one condition', () => {
    expect(new EncounterGame().refused('A', 'BeginEncounterSetup1e', { strategies: [treasure] })).toBe('malifaux-1e/SETUP');
    expect(new EncounterGame().refused('organiser', 'BeginEncounterSetup1e', { strategies: [{ id: 'CAPTURE_THE_FLAG', awards: [] }] })).toBe('malifaux-1e/GL-2');
    expect(new EncounterGame().refused('organiser', 'BeginEncounterSetup1e', { strategies: [{ id: 'SLAUGHTER', awards: [{ vp: 4, conditions: [] }] }] })).toBe('malifaux-1e/GL-2');
  });
  it('§18 "VP cap": 1E caps the total at 8 in a Scrap, where 2E allows strategy 4 + schemes 3 + 3 = 10', () => {
    expect(cappedVp('SCRAP', [{ source: 'STRATEGY', id: 's', vp: 4 }, { source: 'SCHEME', id: 'a', vp: 3 }, { source: 'SCHEME', id: 'b', vp: 3 }]).capped).toBe(8);
  });
});
