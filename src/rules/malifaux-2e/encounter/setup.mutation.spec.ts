// malifaux-2e §20.1-§20.10 Standard Encounter setup: most refusals here share the rule malifaux-2e/SETUP, so these
// specs read the whole refusal (section and message) and the exact events of each step, which setup.spec.ts checks
// by rule id and by a few fields.
import type { SeatId } from '../../core/decider';
import type { CardId } from '../../malifaux/cards';
import type { EncounterEvent } from '../events';
import { refusalOf, type Refusal } from '../testing/refusal';
import { Game } from '../testing/turns';
import { atEndPhase, choice, endPhase, guildCrew, neverbornCrew, newStandard, terrain, toHiring } from './testing/fixtures';
import { toSchemes } from './testing/story-fixtures';
import type { CrewList } from './hiring';
import type { LinkedContext } from './standard-types';
import { DEPLOYMENT_ZONES, FACTIONS } from './tables';

const S201 = '§20.1 (seed 1825-1874)';
const S202 = '§20.2 (seed 1876-1966)';
const no = (rule: string, section: string, message: string): Refusal => ({ ruleId: `malifaux-2e/${rule}`, section, message });
const setup = (section: string, message: string): Refusal => no('SETUP', section, message);
/** The refusal of a command on a copy of `g` (the game itself is left as it was). */
const refusal = (g: Game, seat: SeatId | 'organiser', type: string, data: object): Refusal | undefined => refusalOf(() => g.clone().do(seat, type, data));
/** The encounter created (decks stacked, A places), before BeginStandardSetup. */
const created = (): Game => new Game(newStandard().events.slice(0, 3));
const atSize = (): Game => {
  const g = newStandard();
  g.do('A', 'RecordTerrain', { pieces: terrain });
  return g;
};
const atFactions = (): Game => {
  const g = atSize();
  g.do('A', 'SetEncounterSize', { soulstones: 50 });
  return g;
};
const piece = (over: object = {}): object => ({ id: 'p', kind: 'HILL', heightInches: 1, base: 'oval', ...over });

describe('malifaux-2e §20.1 beginning the setup', () => {
  it.each<[string, () => Game, SeatId | 'organiser', object, Refusal]>([
    ['twice', () => newStandard(), 'organiser', { flipId: 'x' }, setup(S201, 'the Standard Encounter setup has already begun')],
    ['after Turn 1 has begun', () => new Game([...created().events, { type: 'DrawPhaseBegun', data: { turn: 1, order: ['A', 'B'] } }]), 'organiser', { flipId: 'x' }, setup(S201, 'setup comes before any crew is hired and before Turn 1')],
    ['a pre-set step from a seat', created, 'A', { flipId: 'x', preset: { deployment: 'FLANK' } }, setup('§20.1 (seed 1892-1898)', 'only the organiser pre-sets setup steps')],
    ['an unknown deployment', created, 'organiser', { flipId: 'x', preset: { deployment: 'DIAGONAL' } }, setup(S201, 'unknown deployment')],
    ['an unknown strategy', created, 'organiser', { flipId: 'x', preset: { strategy: 'PICNIC' } }, setup(S201, 'unknown strategy')],
    ['an unknown mode', created, 'organiser', { flipId: 'x', mode: 'SKIRMISH' }, setup(S201, 'mode is STANDARD or STORY')],
    ['a Story Encounter with a pre-set Strategy', created, 'organiser', { flipId: 'x', mode: 'STORY', preset: { strategy: 'RECKONING' } }, setup('§21.1 (seed 2462-2517)', 'a Story Encounter flips its own Strategy and has no Scheme pool')],
    ['a Story Encounter with a pre-set pool', created, 'organiser', { flipId: 'x', mode: 'STORY', preset: { schemePool: ['OUTFLANK', 'BREAKTHROUGH'] } }, setup('§21.1 (seed 2462-2517)', 'a Story Encounter flips its own Strategy and has no Scheme pool')],
    ['a pool of one scheme', created, 'organiser', { flipId: 'x', preset: { schemePool: ['OUTFLANK'] } }, setup(S201, 'a pre-set scheme pool names at least 2 different schemes')],
    ['a pool naming a scheme twice', created, 'organiser', { flipId: 'x', preset: { schemePool: ['OUTFLANK', 'OUTFLANK', 'BREAKTHROUGH'] } }, setup(S201, 'a pre-set scheme pool names at least 2 different schemes')],
    ['a pool naming an unknown scheme', created, 'organiser', { flipId: 'x', preset: { schemePool: ['OUTFLANK', 'NAP'] } }, setup(S201, 'a pre-set scheme pool names at least 2 different schemes')],
    ['a link to a series from a seat', created, 'A', { flipId: 'x', mode: 'STORY', linked: { game: 2, players: {} } }, setup('§21.8 (seed 3139-3169)', 'only the organiser links a game to the previous one of a series')],
  ])('malifaux-2e/SETUP refuses to begin %s', (_w, g, seat, data, expected) => {
    expect(refusal(g(), seat, 'BeginStandardSetup', data)).toEqual(expected);
  });

  it('malifaux-2e/SETUP a seat may begin without pre-sets; a pool of exactly 2 schemes is taken; the event names the placer and the flip', () => {
    expect(refusal(created(), 'A', 'BeginStandardSetup', { flipId: 'x', preset: {} })).toBeUndefined();
    expect(refusal(created(), 'organiser', 'BeginStandardSetup', { flipId: 'x', preset: { schemePool: ['OUTFLANK', 'BREAKTHROUGH'] } })).toBeUndefined();
    const e = created().do('organiser', 'BeginStandardSetup', { flipId: 'x' });
    expect(e[e.length - 1]).toEqual({ type: 'StandardSetupBegun', data: { placer: 'A', rounds: [{ A: 'RAM-10', B: 'RAM-05' }], preset: {} } });
    const story = created().do('organiser', 'BeginStandardSetup', { flipId: 'x', mode: 'STORY' });
    expect(story[story.length - 1].data).toEqual({ placer: 'A', rounds: [{ A: 'RAM-10', B: 'RAM-05' }], preset: {}, mode: 'STORY' });
  });

  it('malifaux-2e/SETUP a step out of order names both steps; a step before any setup says so', () => {
    expect(refusal(newStandard(), 'A', 'SetEncounterSize', { soulstones: 50 })).toEqual(setup(S201, 'the setup is at RECORD_TERRAIN, not SET_ENCOUNTER_SIZE'));
    expect(refusal(created(), 'A', 'RecordTerrain', { pieces: [] })).toEqual(setup(S201, 'no Standard Encounter setup has begun'));
  });
});

describe('malifaux-2e §20.2 terrain in full', () => {
  it.each<[string, object[], Refusal]>([
    ['an empty id', [piece({ id: '' })], no('TE-2', S202, 'pieces[0]: every piece has its own id')],
    ['an id that is no text', [piece({ id: ['p'] })], no('TE-2', S202, 'pieces[0]: every piece has its own id')],
    ['an id twice', [piece(), piece()], no('TE-2', S202, 'pieces[1]: every piece has its own id')],
    ['an unknown kind', [piece({ kind: 'CASTLE' })], no('TE-4', S202, 'pieces[0]: unknown kind CASTLE')],
    ['a height above 36"', [piece({ heightInches: 36.5 })], no('TE-1', S202, 'pieces[0]: a real height of 0..36 inches')],
    ['a negative height', [piece({ heightInches: -0.5 })], no('TE-1', S202, 'pieces[0]: a real height of 0..36 inches')],
    ['an infinite height', [piece({ heightInches: Infinity })], no('TE-1', S202, 'pieces[0]: a real height of 0..36 inches')],
    ['a height that is no number', [piece({ heightInches: '2' })], no('TE-1', S202, 'pieces[0]: a real height of 0..36 inches')],
    ['a blank base', [piece({ base: '  ' })], no('TE-2', S202, 'pieces[0]: every piece has a base, physical or an agreed outline')],
    ['a base that is no text', [piece({ base: 3 })], no('TE-2', S202, 'pieces[0]: every piece has a base, physical or an agreed outline')],
    ['unknown traits', [piece({ traits: ['sticky', 'severe', 'gooey'] })], no('TE-3', S202, 'pieces[0]: unknown traits sticky, gooey')],
  ])('malifaux-2e/TE-1 refuses a piece with %s', (_w, pieces, expected) => {
    expect(refusal(newStandard(), 'A', 'RecordTerrain', { pieces })).toEqual(expected);
  });

  it('malifaux-2e/TE-1 0" and 36" are real heights; traits are kept once each; each kind has its typical traits (TE-4)', () => {
    const kinds = ['FORMATION', 'WALL', 'UNEVEN_GROUND', 'GROVE', 'HILL', 'CLIFF', 'STRUCTURE', 'OTHER'];
    const [e] = newStandard().do('A', 'RecordTerrain', {
      pieces: [piece({ id: 'a', heightInches: 0, traits: ['severe', 'severe'] }), piece({ id: 'b', heightInches: 36, traits: [] }), ...kinds.map((kind) => piece({ id: kind, kind, heightInches: 2.9 }))],
    });
    const pieces = (e as Extract<EncounterEvent, { type: 'TerrainRecorded' }>).data.pieces;
    expect(pieces.slice(0, 2).map((p) => [p.ht, p.traits, p.placedBy])).toEqual([
      [0, ['severe'], 'A'],
      [36, [], 'B'],
    ]);
    expect(Object.fromEntries(pieces.slice(2).map((p) => [p.id, p.traits]))).toEqual({
      FORMATION: ['blocking', 'hardCover', 'severe'],
      WALL: ['blocking', 'hardCover', 'climbable', 'impassable'],
      UNEVEN_GROUND: ['severe'],
      GROVE: ['dense', 'severe', 'softCover'],
      HILL: ['blocking'],
      CLIFF: ['climbable', 'vantagePoint'],
      STRUCTURE: ['enclosed', 'impassable', 'blocking', 'hardCover'],
      OTHER: [],
    });
    expect(pieces.slice(2).every((p) => p.ht === 2)).toBe(true);
  });
});

describe('malifaux-2e §20.3 size and factions in full', () => {
  it.each<[number, Refusal | undefined]>([
    [100, undefined],
    [101, no('DV-18', '§20.3 (seed 1968-1989)', 'an encounter is 10..100 SS')],
    [9, no('DV-18', '§20.3 (seed 1968-1989)', 'an encounter is 10..100 SS')],
    [10, undefined],
    [30.5, no('DV-18', '§20.3 (seed 1968-1989)', 'an encounter is 10..100 SS')],
  ])('malifaux-2e/DV-18 an encounter of %d SS', (n, expected) => {
    expect(refusal(atSize(), 'A', 'SetEncounterSize', { soulstones: n })).toEqual(expected);
  });

  it('malifaux-2e/SETUP a faction is one of the seven and cannot be changed; both in, they are revealed together', () => {
    const g = atFactions();
    expect(refusal(g, 'A', 'AnnounceFaction', { seat: 'A', faction: 'PIRATES' })).toEqual(setup(S201, `one of ${FACTIONS.join(', ')}`));
    expect(g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' })).toEqual([{ type: 'FactionCommitted', data: { seat: 'A', faction: 'GUILD' } }]);
    expect(refusal(g, 'A', 'AnnounceFaction', { seat: 'A', faction: 'OUTCASTS' })).toEqual(setup(S201, 'a faction announced cannot be changed'));
    expect(g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'GUILD' })).toEqual([
      { type: 'FactionCommitted', data: { seat: 'B', faction: 'GUILD' } },
      { type: 'FactionsRevealed', data: { factions: { A: 'GUILD', B: 'GUILD' } } },
    ]);
  });
});

describe('malifaux-2e §20.5-§20.6 pre-set Strategy and pool', () => {
  const preset = (p: object): Game => {
    const g = new Game(created().events);
    g.do('organiser', 'BeginStandardSetup', { flipId: 'rd', preset: p });
    g.do('A', 'RecordTerrain', { pieces: [] });
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    return g;
  };
  it('malifaux-2e/SETUP a pre-set pool skips the fresh shuffle and the pool flips', () => {
    const g = preset({ strategy: 'RECKONING', schemePool: ['OUTFLANK', 'BREAKTHROUGH'] });
    expect(g.do('A', 'DetermineStrategy', { flipId: 's' })).toEqual([{ type: 'StrategyDetermined', data: { seat: null, card: null, strategy: 'RECKONING' } }]);
    expect(g.do('A', 'GenerateSchemePool', { flipId: 'p' })).toEqual([{ type: 'SchemePoolGenerated', data: { seat: null, flipped: [], cards: [], pool: ['OUTFLANK', 'BREAKTHROUGH'] } }]);
  });
  it('malifaux-2e/SETUP a pre-set Strategy still shuffles a fresh deck for the pool flips', () => {
    const e = preset({ strategy: 'RECKONING' }).do('A', 'DetermineStrategy', { flipId: 's' });
    expect(e.map((x) => x.type)).toEqual(['StrategyDetermined', 'DeckShuffled']);
    expect(e[1].data).toMatchObject({ seat: 'A', gathered: 'all', reason: 'fresh-deck', cutOfferedTo: null });
  });
});

describe('malifaux-2e §20.8-§20.10 crews, schemes and deployment in full', () => {
  it('malifaux-2e/SETUP a crew is submitted once, its ids start with its seat; both in, they are revealed and hired in seat order', () => {
    const g = toHiring();
    const bare = { ...guildCrew(), leaderId: 'justice', models: guildCrew().models.map((m) => ({ ...m, model: { ...m.model, id: m.model.id.replace('A:', '') } })) };
    expect(refusal(g, 'A', 'SubmitCrew', { seat: 'A', list: bare })).toEqual(setup('§20.8', 'model ids of seat A start with "A:" (justice)'));
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    expect(refusal(g, 'B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() })).toEqual(setup('§20.8 (seed 2347-2399)', 'this seat has already hired its crew'));
    const e = g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    expect(e.map((x) => (x.type === 'CrewHired' ? `${x.type}:${x.data.seat}:${x.data.models.length}` : x.type))).toEqual(['CrewSubmitted', 'CrewsRevealed', 'CrewHired:A:8', 'CrewHired:B:7']);
    expect(Object.keys((e[1] as Extract<EncounterEvent, { type: 'CrewsRevealed' }>).data.crews)).toEqual(['B', 'A']);
  });

  it('malifaux-2e/SETUP schemes are chosen once; the reveal shows each seat\'s start reveals only', () => {
    const g = toHiring({ pool: ['A_LINE_IN_THE_SAND', 'BREAKTHROUGH', 'OUTFLANK', 'PROTECT_TERRITORY'] });
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    g.do('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], reveal: ['BREAKTHROUGH'] });
    expect(refusal(g, 'A', 'ChooseSchemes', { seat: 'A', schemes: [choice('OUTFLANK'), choice('BREAKTHROUGH')], reveal: [] })).toEqual(setup('§20.9 (seed 2401-2419)', 'this seat has already chosen its schemes'));
    const e = g.do('B', 'ChooseSchemes', { seat: 'B', schemes: [choice('OUTFLANK'), choice('PROTECT_TERRITORY')], reveal: ['OUTFLANK'] });
    expect(e[1]).toEqual({ type: 'SchemesRevealed', data: { revealed: { A: [choice('BREAKTHROUGH')], B: [choice('OUTFLANK')] } } });
  });

  it('malifaux-2e/SETUP the deployment order and zone: the winner deploys first or second; the zone is one of two', () => {
    const g = toHiring();
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    g.do('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], reveal: [] });
    g.do('B', 'ChooseSchemes', { seat: 'B', schemes: [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE')], reveal: [] });
    const flip = g.do('A', 'FlipDeploymentOrder', { flipId: 'o' });
    const flipped = flip[flip.length - 1] as Extract<EncounterEvent, { type: 'DeploymentOrderFlipped' }>;
    const w = flipped.data.winner;
    const l: SeatId = w === 'A' ? 'B' : 'A';
    expect(flipped.data.rounds.length).toBeGreaterThan(0);
    expect(g.clone().do(w, 'ChooseDeploymentOrder', { deployFirst: true })).toEqual([{ type: 'DeploymentOrderChosen', data: { chosenBy: w, deployFirst: w } }]);
    g.do(w, 'ChooseDeploymentOrder', { deployFirst: false });
    expect(refusal(g, l, 'ChooseDeploymentZone', { zone: 'ZONE_3' })).toEqual(setup('§20.10 (seed 2421-2427)', `one of ${DEPLOYMENT_ZONES.join(', ')}`));
    const e = g.do(l, 'ChooseDeploymentZone', { zone: 'ZONE_1' });
    expect(e[0]).toEqual({ type: 'CrewsDeployed', data: { deployFirst: l, zones: { [l]: 'ZONE_1', [w]: 'ZONE_2' }, deployment: 'STANDARD' } });
    expect(e.map((x) => x.type)).toEqual(['CrewsDeployed', 'DeckShuffled', 'DeckShuffled', 'StandardSetupCompleted']);
    expect(e.slice(1, 3).map((x) => x.data)).toEqual([expect.objectContaining({ seat: 'A', reason: 'fresh-deck', cutOfferedTo: null }), expect.objectContaining({ seat: 'B', reason: 'fresh-deck', cutOfferedTo: null })]);
    expect(e[3]).toEqual({ type: 'StandardSetupCompleted', data: { deployedFirst: l } });
  });

  it('malifaux-2e/SETUP a Standard Encounter refuses HireCrew and Turn 1 before the end of setup, in full', () => {
    const g = newStandard();
    expect(refusal(g, 'A', 'HireCrew', { seat: 'A', models: [] })).toEqual(setup('§20.8', 'in a Standard Encounter crews are hired secretly with SubmitCrew'));
    expect(refusal(g, 'organiser', 'BeginDrawPhase', {})).toEqual(setup(S201, 'Turn 1 begins once setup is complete (now at RECORD_TERRAIN)'));
  });
});

/** Setup at DETERMINE_DEPLOYMENT: terrain, size and factions done; A (the randomly determined player) flips next. */
const atDeployment = (mode: 'STANDARD' | 'STORY' = 'STANDARD', aTop: CardId[] = [], bTop: CardId[] = []): Game => {
  const g = new Game(newStandard(aTop, bTop).events.slice(0, 3));
  g.do('organiser', 'BeginStandardSetup', { flipId: 'rd', mode });
  g.do('A', 'RecordTerrain', { pieces: terrain });
  g.do('A', 'SetEncounterSize', { soulstones: 50 });
  g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
  return g;
};
/** A's deck replaced by `order` (events are data: evolve reads the order), to run a flip loop out of cards. */
const stackA = (g: Game, order: CardId[]): Game => {
  g.events.push({ type: 'DeckShuffled', data: { seat: 'A', reason: 'fresh-deck', gathered: 'all', nonce: 99, order, cutOfferedTo: null } });
  return g;
};
/** The flip ids of the Fate cards flipped by `events`, in order. */
const flipIds = (events: readonly EncounterEvent[]): string[] => events.flatMap((e) => (e.type === 'CardsFlipped' ? [e.data.flipId] : []));

describe('malifaux-2e §20.4-§20.6 the setup flips of the randomly determined player', () => {
  it('malifaux-2e/DU-S1 a table flip waits for the flip in progress: a card left in play refuses it', () => {
    const g = atDeployment();
    const flip = g.clone().do('A', 'DetermineDeployment', { flipId: 'dep' }).filter((e) => e.type === 'CardsFlipped');
    g.events.push(...flip);
    expect(refusal(g, 'A', 'DetermineDeployment', { flipId: 'dep2' })).toEqual(no('DU-S1', '§4.3', 'finish the flip in progress first'));
  });

  it.each<['STANDARD' | 'STORY', string]>([
    ['STANDARD', 'CLOSE'],
    ['STORY', 'BLIND'],
  ])('malifaux-2e/DV-15 an empty deck gives no card, which counts as the Black Joker (A-6): a %s deployment is %s', (mode, deployment) => {
    const e = stackA(atDeployment(mode), []).do('A', 'DetermineDeployment', { flipId: 'dep' });
    expect(e).toEqual([{ type: 'DeploymentDetermined', data: { seat: 'A', card: null, deployment } }]);
  });

  it('malifaux-2e/DV-14 an empty deck gives no Strategy card, which counts as the Black Joker (A-6): Stake a Claim', () => {
    const g = atDeployment();
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    const e = stackA(g, []).do('A', 'DetermineStrategy', { flipId: 'str' });
    expect(e[0]).toEqual({ type: 'StrategyDetermined', data: { seat: 'A', card: null, strategy: 'STAKE_A_CLAIM' } });
  });

  it('malifaux-2e/DV-13 the pool flips are numbered from 0 upwards, a Joker flipped again under the next number', () => {
    const e = toHiring({ poolTop: ['RJ', 'CROW-07', 'MASK-12'] }).events;
    expect(flipIds(e).filter((x) => x.startsWith('pool'))).toEqual(['pool:0', 'pool:1', 'pool:2']);
  });

  it.each<[string, CardId[]]>([
    ['an empty deck', []],
    ['a deck of nothing but Jokers (each flipped again, up to six flips)', ['RJ', 'BJ']],
  ])('malifaux-2e/FD-11 the scheme pool refuses when the deck runs out of cards that are no Joker: %s', (_w, order) => {
    const g = atDeployment('STANDARD', ['MASK-03', 'RAM-04']);
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    g.do('A', 'DetermineStrategy', { flipId: 'str' });
    expect(refusal(stackA(g, order), 'A', 'GenerateSchemePool', { flipId: 'pool' })).toEqual(no('FD-11', '§1.5', 'the deck ran out of cards for the scheme pool'));
  });
});

describe('malifaux-2e §21.4 the Story Strategy flip (DV-17)', () => {
  it('malifaux-2e/DV-17 Attacker and Defender are flipped for first (RD-2, flips ":attacker"), then the Strategy flips from 0, a Joker flipped again', () => {
    const g = atDeployment('STORY', ['RAM-01', 'RAM-09', 'RJ', 'CROW-05'], ['RAM-02']);
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    const e = g.do('A', 'DetermineStrategy', { flipId: 'str' });
    expect(flipIds(e)).toEqual(['str:attacker:0:A', 'str:attacker:0:B', 'str:0', 'str:1']);
    expect(e.findIndex((x) => x.type === 'RandomPlayerDetermined')).toBeGreaterThanOrEqual(0);
    expect(e[e.length - 1]).toMatchObject({ type: 'StoryStrategyDetermined', data: { seat: 'A', attacker: 'A', defender: 'B', flipped: ['RJ', 'CROW-05'], card: 'CROW-05', shindig: 'RJ' } });
  });

  it.each<[string, CardId[]]>([
    ['a deck of nothing but Jokers (each flipped again, up to six flips)', ['RJ', 'BJ']],
  ])('malifaux-2e/FD-11 the Story Strategy refuses when the deck runs out of cards that are no Joker: %s', (_w, order) => {
    const g = atDeployment('STORY', ['RAM-01'], ['RAM-02']);
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    expect(refusal(stackA(g, order), 'A', 'DetermineStrategy', { flipId: 'str' })).toEqual(no('FD-11', '§1.5', 'the deck ran out of cards for the Story Strategy'));
  });
});

describe('malifaux-2e §21.8 the side chosen after the Strategy flip', () => {
  it('malifaux-2e/SETUP without that spoils option no seat chooses her side: refused in full', () => {
    const played = toSchemes({});
    const g = new Game(played.events.slice(0, played.events.findIndex((e) => e.type === 'CrewSubmitted')));
    expect(refusal(g, 'A', 'ChooseStoryRole', { seat: 'A', attacker: true })).toEqual(setup('§21.8 (seed 3139-3169)', 'only the previous winner who took this spoils option chooses her side, once'));
  });
});

describe('malifaux-2e §21.8 the Leader of a linked game', () => {
  /** Game 2 of a series; the previous game's Leaders were Lady Justice (A) and `leaderB` (B). */
  const linked = (leaderB = 'Lilith'): LinkedContext => ({
    game: 2,
    previousEncounterId: 'e1',
    encounterSize: 50,
    previousWinner: null,
    sameFaction: true,
    players: { A: { faction: 'GUILD', leaderName: 'Lady Justice', schemesUsed: [], totalVp: 0 }, B: { faction: 'NEVERBORN', leaderName: leaderB, schemesUsed: [], totalVp: 0 } },
  });
  it('malifaux-2e/SETUP the Leader is the model the list names as leader, wherever it stands in the list', () => {
    const nb = neverbornCrew();
    const leaderLast: CrewList = { ...nb, models: [...nb.models.slice(1), nb.models[0]] };
    expect(toSchemes({ linked: linked(), crewB: leaderLast }).state.standard!.step).toBe('CHOOSE_SCHEMES');
  });
  it('malifaux-2e/SETUP a list naming no model as leader has no Leader name: a series Leader of no name leaves it to the hiring rules (ST-1)', () => {
    const played = toSchemes({ linked: linked() });
    const hiring = played.events.slice(0, played.events.findIndex((e) => e.type === 'CrewSubmitted'));
    // The previous game had no crew for B (its context then names no Leader, as nextLinkedGame gives it).
    const g = new Game(hiring.map((e) => (e.type === 'StandardSetupBegun' ? { ...e, data: { ...e.data, linked: linked('') } } : e)));
    expect(refusal(g, 'B', 'SubmitCrew', { seat: 'B', list: { ...neverbornCrew(), leaderId: 'B:nobody' } })).toEqual(no('ST-1', '§18.3-§18.5 (seed 1682-1751)', 'the Leader B:nobody is not in the list'));
  });
});

describe('malifaux-2e §20.10 the first Draw Phase (A-29)', () => {
  const bFirst = (): Game => {
    const g = toHiring();
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    g.do('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], reveal: [] });
    g.do('B', 'ChooseSchemes', { seat: 'B', schemes: [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE')], reveal: [] });
    g.do('A', 'FlipDeploymentOrder', { flipId: 'o' });
    const w = g.state.standard!.orderWinner!;
    g.do(w, 'ChooseDeploymentOrder', { deployFirst: w === 'B' });
    g.do('B', 'ChooseDeploymentZone', { zone: 'ZONE_1' });
    return g;
  };
  it('malifaux-2e/DP-4 in Turn 1 the seat that deployed first declares first, given or not; another seat is refused in full', () => {
    const g = bFirst();
    expect(refusal(g, 'organiser', 'BeginDrawPhase', { firstPlayer: 'A' })).toEqual(no('DP-4', '§20.10 (seed 2425), §6.2', 'seat B deployed first and declares first in Turn 1'));
    expect(g.clone().do('organiser', 'BeginDrawPhase', {})[0]).toEqual({ type: 'DrawPhaseBegun', data: { turn: 1, order: ['B', 'A'] } });
  });
  it('malifaux-2e/DP-4 only binds Turn 1: in Turn 2 the organiser may name the other seat', () => {
    const g = atEndPhase({ A: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] }, 1);
    endPhase(g);
    expect(g.state.standard!.deployFirst).toBe('A');
    expect(g.do('organiser', 'BeginDrawPhase', { firstPlayer: 'B' })[0]).toEqual({ type: 'DrawPhaseBegun', data: { turn: 2, order: ['B', 'A'] } });
  });
});
