// malifaux-2e §20.1-§20.10 Standard Encounter setup, driven through the decider on stacked decks and fixed seeds.
import { FATE_DECK } from '../../malifaux/cards';
import { Game } from '../testing/turns';
import { atEndPhase, choice, guildCrew, neverbornCrew, newStandard, terrain, toHiring } from './testing/fixtures';
import { schemePool } from './tables';
import { auditShuffles } from '../audit';

const afterFactions = (dep: string, str = 'RAM-04'): Game => {
  const g = newStandard([dep, str]);
  g.do('A', 'RecordTerrain', { pieces: terrain });
  g.do('A', 'SetEncounterSize', { soulstones: 50 });
  g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
  return g;
};
const last = (g: Game, type: string) => [...g.events].reverse().find((e) => e.type === type)?.data as Record<string, unknown>;

describe('malifaux-2e §20.1 the setup steps in order', () => {
  it('names the randomly determined player (RD-2, A-31) and starts at RECORD_TERRAIN in every view', () => {
    const g = newStandard();
    expect(g.state.standard!.placer).toBe('A');
    const v = (seat: 'A' | 'B') => (require('../index').malifaux2e.view(g.state, { role: 'seat', seat }) as { setupStep: unknown }).setupStep;
    expect(v('A')).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
    expect(v('B')).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
  });
  it.each([
    ['SetEncounterSize', { soulstones: 50 }],
    ['DetermineDeployment', { flipId: 'x' }],
    ['DetermineStrategy', { flipId: 'x' }],
    ['SubmitCrew', { seat: 'A', list: guildCrew() }],
  ])('malifaux-2e/SETUP refuses %s before its step', (type, data) => {
    expect(newStandard().refused('A', type, data)).toBe('malifaux-2e/SETUP');
  });
  it('malifaux-2e/SETUP refuses HireCrew and Turn 1 during a Standard Encounter setup', () => {
    const g = newStandard();
    expect(g.refused('A', 'HireCrew', { seat: 'A', models: [] })).toBe('malifaux-2e/SETUP');
    expect(g.refused('organiser', 'BeginDrawPhase', {})).toBe('malifaux-2e/SETUP');
  });
  it('malifaux-2e/SETUP only the organiser pre-sets a step (seed 1892-1898)', () => {
    const g = new Game(newStandard().events.slice(0, 3));
    expect(g.refused('A', 'BeginStandardSetup', { flipId: 'rd', preset: { strategy: 'RECKONING' } })).toBe('malifaux-2e/SETUP');
    g.do('organiser', 'BeginStandardSetup', { flipId: 'rd', preset: { deployment: 'FLANK', strategy: 'RECKONING' } });
    g.do('A', 'RecordTerrain', { pieces: [] });
    g.do('A', 'SetEncounterSize', { soulstones: 30 });
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'GUILD' });
    expect(g.do('A', 'DetermineDeployment', { flipId: 'd' })).toEqual([{ type: 'DeploymentDetermined', data: { seat: null, card: null, deployment: 'FLANK' } }]);
    expect(g.do('A', 'DetermineStrategy', { flipId: 's' })[0]).toEqual({ type: 'StrategyDetermined', data: { seat: null, card: null, strategy: 'RECKONING' } });
  });
});

describe('malifaux-2e §20.1 setupStep names the seats due', () => {
  const stepOf = (g: Game) => (require('../index').malifaux2e.view(g.state, { role: 'public' }) as { setupStep: unknown }).setupStep;
  it('hiring and scheme choices wait for the seats that have not yet chosen; the deployment choices for the flip winner', () => {
    const g = toHiring();
    expect(stepOf(g)).toEqual({ step: 'HIRE_CREWS', seats: ['A', 'B'] });
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    expect(stepOf(g)).toEqual({ step: 'HIRE_CREWS', seats: ['A'] });
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    expect(stepOf(g)).toEqual({ step: 'CHOOSE_SCHEMES', seats: ['A', 'B'] });
    g.do('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], reveal: [] });
    expect(stepOf(g)).toEqual({ step: 'CHOOSE_SCHEMES', seats: ['B'] });
    g.do('B', 'ChooseSchemes', { seat: 'B', schemes: [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE')], reveal: [] });
    g.do('A', 'FlipDeploymentOrder', { flipId: 'o' });
    const w = g.state.standard!.orderWinner!;
    expect(stepOf(g)).toEqual({ step: 'CHOOSE_DEPLOYMENT_ORDER', seats: [w] });
    g.do(w, 'ChooseDeploymentOrder', { deployFirst: false });
    expect(stepOf(g)).toEqual({ step: 'CHOOSE_DEPLOYMENT_ZONE', seats: [w === 'A' ? 'B' : 'A'] });
  });
  it('is null outside a Standard Encounter', () => {
    expect(stepOf(new Game(newStandard().events.slice(0, 3)))).toBeNull();
  });
});

describe('malifaux-2e §20.2 terrain', () => {
  const g = () => newStandard();
  it('malifaux-2e/TE-1 Ht is the real height rounded down (0.5 → 0, 4.25 → 4); a negative height is refused', () => {
    const e = g().do('A', 'RecordTerrain', { pieces: [{ id: 'a', kind: 'HILL', heightInches: 0.5, base: 'oval' }, { id: 'b', kind: 'STRUCTURE', heightInches: 4.25, base: 'square' }] });
    expect((e[0].data as unknown as { pieces: { ht: number }[] }).pieces.map((p) => p.ht)).toEqual([0, 4]);
    expect(g().refused('A', 'RecordTerrain', { pieces: [{ id: 'a', kind: 'HILL', heightInches: -1, base: 'oval' }] })).toBe('malifaux-2e/TE-1');
  });
  it('malifaux-2e/TE-2 every piece has a base; a piece without one is refused', () => {
    expect(g().refused('A', 'RecordTerrain', { pieces: [{ id: 'a', kind: 'WALL', heightInches: 2, base: ' ' }] })).toBe('malifaux-2e/TE-2');
    expect(g().refused('A', 'RecordTerrain', { pieces: terrain })).toBeNull();
  });
  it('malifaux-2e/TE-3 traits are the ten flags; an unknown trait is refused', () => {
    expect(g().refused('A', 'RecordTerrain', { pieces: [{ id: 'a', kind: 'OTHER', heightInches: 1, base: 'x', traits: ['sticky'] }] })).toBe('malifaux-2e/TE-3');
    const e = g().do('A', 'RecordTerrain', { pieces: [{ id: 'a', kind: 'OTHER', heightInches: 1, base: 'x', traits: ['hazardous', 'severe'] }] });
    expect((e[0].data as unknown as { pieces: { traits: string[] }[] }).pieces[0].traits).toEqual(['hazardous', 'severe']);
  });
  it('malifaux-2e/TE-4 typical pieces take their default traits; the random player places first, then alternation', () => {
    const e = g().do('A', 'RecordTerrain', { pieces: [...terrain, { id: 't3', kind: 'GROVE', heightInches: 3, base: 'round' }] });
    const pieces = (e[0].data as unknown as { pieces: { traits: string[]; placedBy: string }[] }).pieces;
    expect(pieces.map((p) => p.traits)).toEqual([['blocking', 'hardCover', 'climbable', 'impassable'], ['blocking', 'hardCover', 'severe'], ['dense', 'severe', 'softCover']]);
    expect(pieces.map((p) => p.placedBy)).toEqual(['A', 'B', 'A']);
    expect(g().refused('A', 'RecordTerrain', { pieces: [{ id: 'a', kind: 'CASTLE', heightInches: 1, base: 'x' }] })).toBe('malifaux-2e/TE-4');
  });
});

describe('malifaux-2e §20.3 encounter size (DV-18)', () => {
  const sized = (_n: number) => {
    const g = newStandard();
    g.do('A', 'RecordTerrain', { pieces: [] });
    return g;
  };
  it.each([
    [10, 'SHOOT_OUT'],
    [25, 'SHOOT_OUT'],
    [26, 'DUSTUP'],
    [40, 'DUSTUP'],
    [41, 'SCRAP'],
    [50, 'SCRAP'],
  ])('malifaux-2e/DV-18 %i SS is a %s', (n, size) => {
    expect(sized(n).do('A', 'SetEncounterSize', { soulstones: n })).toEqual([{ type: 'EncounterSizeSet', data: { soulstones: n, sizeClass: size } }]);
  });
  it('malifaux-2e/DV-18 refuses 9 SS (A-22)', () => expect(sized(9).refused('A', 'SetEncounterSize', { soulstones: 9 })).toBe('malifaux-2e/DV-18'));
});

describe('malifaux-2e §20.4 deployment by flip (DV-15)', () => {
  it.each([
    ['RAM-01', 'STANDARD'],
    ['TOME-07', 'STANDARD'],
    ['CROW-08', 'CORNER'],
    ['MASK-10', 'CORNER'],
    ['RAM-11', 'FLANK'],
    ['TOME-13', 'FLANK'],
    ['BJ', 'CLOSE'],
    ['RJ', 'CLOSE'],
  ])('malifaux-2e/DV-15 the randomly determined player flips %s: %s', (card, deployment) => {
    const g = afterFactions(card);
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    expect(last(g, 'DeploymentDetermined')).toEqual({ seat: 'A', card, deployment });
    expect(g.state.seats.A!.discard).toContain(card);
  });
});

describe('malifaux-2e §20.5 strategy by suit (DV-14)', () => {
  it.each([
    ['RAM-09', 'TURF_WAR'],
    ['CROW-02', 'RECKONING'],
    ['MASK-13', 'RECONNOITER'],
    ['TOME-06', 'SQUATTERS_RIGHTS'],
    ['RJ', 'STAKE_A_CLAIM'],
    ['BJ', 'STAKE_A_CLAIM'],
  ])('malifaux-2e/DV-14 %s gives %s, then a fresh shuffle for the scheme pool', (card, strategy) => {
    const g = afterFactions('RAM-01', card);
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    const e = g.do('A', 'DetermineStrategy', { flipId: 'str' });
    expect(last(g, 'StrategyDetermined')).toEqual({ seat: 'A', card, strategy });
    expect(e[e.length - 1]).toMatchObject({ type: 'DeckShuffled', data: { seat: 'A', gathered: 'all', reason: 'fresh-deck' } });
    expect(g.state.seats.A!.deck).toHaveLength(54);
  });
});

describe('malifaux-2e §20.6 scheme pool (DV-10..DV-13)', () => {
  it.each([
    ['DV-10', ['RAM-07', 'CROW-12'], ['RAM-07', 'CROW-12'], ['A_LINE_IN_THE_SAND', 'ASSASSINATE', 'BODYGUARD', 'MAKE_THEM_SUFFER', 'FRAME_FOR_MURDER']],
    ['DV-11', ['TOME-03', 'MASK-03'], ['TOME-03', 'MASK-03'], ['A_LINE_IN_THE_SAND', 'DISTRACT', 'BREAKTHROUGH', 'PROTECT_TERRITORY', 'PLANT_EVIDENCE']],
    ['DV-12', ['MASK-05', 'MASK-09'], ['MASK-05', 'MASK-09'], ['A_LINE_IN_THE_SAND', 'DISTRACT', 'BREAKTHROUGH', 'VENDETTA', 'TAKE_PRISONER']],
    ['DV-13', ['RJ', 'CROW-02', 'RAM-13'], ['CROW-02', 'RAM-13'], ['A_LINE_IN_THE_SAND', 'ASSASSINATE', 'BODYGUARD', 'OUTFLANK', 'POWER_RITUAL']],
    ['DV-13', ['BJ', 'RJ', 'TOME-01', 'TOME-02'], ['TOME-01', 'TOME-02'], ['A_LINE_IN_THE_SAND', 'DISTRACT', 'PROTECT_TERRITORY', 'CURSED_OBJECT', 'OUTFLANK']],
  ])('malifaux-2e/%s flips %j → cards %j, pool %j (always 5)', (_id, top, cards, pool) => {
    const g = toHiring({ poolTop: top as string[] });
    expect(last(g, 'SchemePoolGenerated')).toEqual({ seat: 'A', flipped: top, cards, pool });
    expect(g.state.standard!.schemePool).toEqual(pool);
  });
  it('is the same pool on the same seed, and matches its two cards', () => {
    const run = () => {
      const g = afterFactions('RAM-01');
      g.do('A', 'DetermineDeployment', { flipId: 'dep' });
      g.do('A', 'DetermineStrategy', { flipId: 'str' });
      g.do('A', 'GenerateSchemePool', { flipId: 'pool' });
      return last(g, 'SchemePoolGenerated') as { cards: [string, string]; pool: string[] };
    };
    const a = run();
    expect(run()).toEqual(a);
    expect(a.pool).toEqual(schemePool(a.cards[0], a.cards[1]));
    expect(a.pool).toHaveLength(5);
  });
});

describe('malifaux-2e §20.10 deploy crews, reset and Turn 1', () => {
  const deployed = () => atEndPhase({ A: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] }, 1);
  it('gives the other seat the opposite zone, reshuffles every full deck and completes the setup', () => {
    const g = deployed();
    const s = g.state.standard!;
    expect(s.zones).toEqual({ A: 'ZONE_1', B: 'ZONE_2' });
    expect(s.step).toBe('COMPLETE');
    const completed = g.events.findIndex((e) => e.type === 'StandardSetupCompleted');
    const shuffles = g.events.slice(completed - 2, completed);
    expect(shuffles.map((e) => e.type)).toEqual(['DeckShuffled', 'DeckShuffled']);
    for (const e of shuffles) expect(new Set((e.data as unknown as { order: string[] }).order)).toEqual(new Set(FATE_DECK));
  });
  it('malifaux-2e/DP-4 the seat that deployed first declares first in Turn 1 (A-29)', () => {
    const g = deployed();
    const pre = new Game(g.events.slice(0, g.events.findIndex((e) => e.type === 'StandardSetupCompleted') + 1));
    expect(pre.refused('organiser', 'BeginDrawPhase', { firstPlayer: 'B' })).toBe('malifaux-2e/DP-4');
    expect(pre.do('organiser', 'BeginDrawPhase', {})[0]).toEqual({ type: 'DrawPhaseBegun', data: { turn: 1, order: ['A', 'B'] } });
  });
  it('only the winner of the deployment flip chooses, and only the first deployer picks the zone (A-3: ties reflip)', () => {
    const g = toHiring();
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    g.do('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], reveal: [] });
    g.do('B', 'ChooseSchemes', { seat: 'B', schemes: [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE')], reveal: [] });
    g.do('B', 'FlipDeploymentOrder', { flipId: 'order' });
    const flipped = last(g, 'DeploymentOrderFlipped') as { winner: 'A' | 'B'; rounds: Record<string, string>[] };
    const w = flipped.winner;
    const l = w === 'A' ? 'B' : 'A';
    expect(() => g.do(l, 'ChooseDeploymentOrder', { deployFirst: true })).toThrow('FORBIDDEN');
    g.do(w, 'ChooseDeploymentOrder', { deployFirst: false });
    expect(g.state.standard!.deployFirst).toBe(l);
    expect(() => g.do(w, 'ChooseDeploymentZone', { zone: 'ZONE_2' })).toThrow('FORBIDDEN');
    g.do(l, 'ChooseDeploymentZone', { zone: 'ZONE_2' });
    expect(g.state.standard!.zones).toEqual({ [l]: 'ZONE_2', [w]: 'ZONE_1' });
  });
  it('every setup shuffle re-runs from the revealed seed (audit)', () => {
    const g = deployed();
    g.do('organiser', 'EndEncounter', { reason: 'audit', now: '2026-01-01T05:00:00Z' });
    const report = auditShuffles(g.events);
    expect(report.shuffles.filter((x) => x.reason === 'fresh-deck').map((x) => x.verdict)).toEqual(['ok', 'ok']);
    expect(report.shuffles.every((x) => x.verdict !== 'mismatch')).toBe(true);
  });
});
