// malifaux-2e §21.8 Linked Games: every refusal names the same rule (malifaux-2e/SETUP), so these specs read the whole
// refusal (section and message) to tell the series' constraints apart, and pin the context derived for the next game.
import type { GameState } from '../state';
import { refusalOf, type Refusal } from '../testing/refusal';
import { Game } from '../testing/turns';
import { atEndPhase, choice, killed } from './testing/fixtures';
import { assertLinkedFaction, assertLinkedLeader, assertLinkedSchemes, assertLinkedSize, assertLinkedStart, assertSpoilsSettled, chooseSpoils, nextLinkedGame, SERIES_LENGTH, spoiledStrategy } from './linked-games';
import type { LinkedContext, Spoils, StandardEncounter } from './standard-types';
import { storyAt } from './testing/story-fixtures';
import { STORY_STRATEGIES, UNCONVENTIONAL_TERRAINS } from './story-tables';
import { endGame, withStandard } from './testing/scoring';

const S218 = '§21.8 (seed 3139-3169)';
const setup = (section: string, message: string): Refusal => ({ ruleId: 'malifaux-2e/SETUP', section, message });
const player = (faction: 'GUILD' | 'NEVERBORN', leaderName: string, schemesUsed: LinkedContext['players'][string]['schemesUsed'] = [], totalVp = 0) => ({ faction, leaderName, schemesUsed, totalVp });
const linked = (over: Partial<LinkedContext> = {}): LinkedContext => ({
  game: 2,
  previousEncounterId: 'e1',
  encounterSize: 50,
  players: { A: player('GUILD', 'Lady Justice', ['BREAKTHROUGH']), B: player('NEVERBORN', 'Lilith') },
  previousWinner: 'A',
  sameFaction: true,
  ...over,
});
/** An ended Story game: A kills one Minion, so the Schemes decide; `l` makes it a game of a series. */
function ended(l?: LinkedContext): Game {
  const g = storyAt({ linked: l ? { ...l, previousWinner: null } : undefined, A: [choice('PROTECT_TERRITORY'), choice('OUTFLANK')], B: [choice('PROTECT_TERRITORY'), choice('ENTOURAGE', { friendlyModelId: 'B:hench' })] });
  g.events.push(killed('B:young1', 'B', 'A:judge', 'A', 5));
  endGame(g);
  return g;
}
const enc = (over: Partial<StandardEncounter>, s: GameState = storyAt({}).state): StandardEncounter => ({ ...s.standard!, ...over });

describe('malifaux-2e §21.8 the context of the next game', () => {
  it('malifaux-2e/SETUP game 2 from a single game: its size, Factions, Leaders, Schemes and VP; the winner by name', () => {
    const g = ended();
    const vp = g.state.standard!.result!.vp;
    expect(nextLinkedGame(withStandard(g.state, { result: { vp, winner: 'B' } }), 'e1', false)).toEqual({
      game: 2,
      previousEncounterId: 'e1',
      encounterSize: 50,
      players: {
        A: { faction: 'GUILD', leaderName: 'Lady Justice', schemesUsed: ['PROTECT_TERRITORY', 'OUTFLANK'], totalVp: vp.A },
        B: { faction: 'NEVERBORN', leaderName: 'Lilith', schemesUsed: ['PROTECT_TERRITORY', 'ENTOURAGE'], totalVp: vp.B },
      },
      previousWinner: 'B',
      sameFaction: false,
    });
  });

  it('malifaux-2e/SETUP game 3 keeps the series\' size and Leader names and adds up the Schemes and VP', () => {
    const g = ended(linked({ players: { A: player('GUILD', 'Lady Justice', ['BREAKTHROUGH'], 5), B: player('NEVERBORN', 'Lilith', [], 1) } }));
    const vp = g.state.standard!.result!.vp;
    const s = withStandard(g.state, { size: { soulstones: 35, sizeClass: 'DUSTUP' }, result: { vp, winner: null } });
    const next = nextLinkedGame(s, 'e2', true);
    expect(next).toMatchObject({ game: 3, previousEncounterId: 'e2', encounterSize: 50, previousWinner: null, sameFaction: true });
    expect(next.players.A).toEqual({ faction: 'GUILD', leaderName: 'Lady Justice', schemesUsed: ['BREAKTHROUGH', 'PROTECT_TERRITORY', 'OUTFLANK'], totalVp: 5 + vp.A });
    expect(next.players.B.totalVp).toBe(1 + vp.B);
  });

  it('malifaux-2e/SETUP a single game without a size or crews still gives a context (0 SS, no Leader name)', () => {
    const g = ended();
    const s = withStandard(g.state, { size: null, crews: {}, schemes: {} });
    const next = nextLinkedGame(s, 'e1', true);
    expect(next.encounterSize).toBe(0);
    expect(next.players.A).toMatchObject({ leaderName: '', schemesUsed: [] });
  });

  it(`malifaux-2e/SETUP game ${SERIES_LENGTH} is the last: it follows game 4, nothing follows it`, () => {
    const l = (game: number) => linked({ game, players: { A: player('GUILD', 'Lady Justice'), B: player('NEVERBORN', 'Lilith') } });
    expect(nextLinkedGame(ended(l(4)).state, 'e4', true).game).toBe(5);
    expect(refusalOf(() => nextLinkedGame(ended(l(5)).state, 'e5', true))).toEqual(setup(S218, 'a series of Linked Games is 5 games'));
  });

  it.each<[string, () => GameState, Refusal]>([
    ['a running game', () => storyAt({}).state, setup(S218, 'the previous game of the series must have ended with a result')],
    ['an ended game without a Standard Encounter', () => ({ ...ended().state, standard: null }), setup(S218, 'the previous game of the series must have ended with a result')],
    ['an ended game without a result', () => withStandard(ended().state, { result: null }), setup(S218, 'the previous game of the series must have ended with a result')],
    [
      'a Standard Encounter',
      () => {
        const g = atEndPhase({ A: [choice('BREAKTHROUGH'), choice('OUTFLANK')], B: [choice('BREAKTHROUGH'), choice('OUTFLANK')] }, 5);
        endGame(g);
        return g.state;
      },
      setup(S218, 'Linked Games are Story Encounters'),
    ],
  ])('malifaux-2e/SETUP refuses to link to %s', (_w, state, expected) => {
    expect(refusalOf(() => nextLinkedGame(state(), 'e1', true))).toEqual(expected);
  });
});

describe('malifaux-2e §21.8 the series\' constraints in setup', () => {
  const s = (): GameState => storyAt({}).state;
  it('malifaux-2e/SETUP a linked game is a Story Encounter of the same two players', () => {
    expect(refusalOf(() => assertLinkedStart(s(), linked(), 'STANDARD'))).toEqual(setup(S218, 'Linked Games are Story Encounters'));
    expect(refusalOf(() => assertLinkedStart(s(), linked({ players: { A: player('GUILD', 'x'), Zed: player('GUILD', 'y') } }), 'STORY'))).toEqual(setup(S218, 'every game of the series is played by the same two players'));
    expect(refusalOf(() => assertLinkedStart(s(), linked({ players: { B: player('GUILD', 'x'), A: player('GUILD', 'y') } }), 'STORY'))).toBeUndefined();
  });

  it('malifaux-2e/SETUP the size, the Faction (A-48), the Leader and the Schemes of the series', () => {
    const e = enc({ linked: linked() });
    expect(refusalOf(() => assertLinkedSize(e, 40))).toEqual(setup(S218, 'every game of the series is played at 50 SS'));
    expect(refusalOf(() => assertLinkedSize(e, 50))).toBeUndefined();
    expect(refusalOf(() => assertLinkedSize(enc({ linked: null }), 40))).toBeUndefined();
    expect(refusalOf(() => assertLinkedFaction(s(), e, 'A', 'ARCANISTS'))).toEqual(setup(S218, 'every game of the series is played with the same announced Faction (A-48)'));
    expect(refusalOf(() => assertLinkedFaction(s(), e, 'A', 'GUILD'))).toBeUndefined();
    expect(refusalOf(() => assertLinkedFaction(s(), enc({ linked: linked({ sameFaction: false }) }), 'A', 'ARCANISTS'))).toBeUndefined();
    expect(refusalOf(() => assertLinkedLeader(s(), e, 'A', 'Sonnia Criid'))).toEqual(setup(S218, 'every game of the series is led by the same Leader (Lady Justice)'));
    expect(refusalOf(() => assertLinkedLeader(s(), e, 'A', 'Lady Justice'))).toBeUndefined();
    expect(refusalOf(() => assertLinkedSchemes(s(), e, 'A', ['OUTFLANK', 'BREAKTHROUGH']))).toEqual(setup(S218, 'BREAKTHROUGH was already picked in this series: no Scheme twice'));
    expect(refusalOf(() => assertLinkedSchemes(s(), e, 'B', ['BREAKTHROUGH']))).toBeUndefined();
  });

  it('malifaux-2e/SETUP a player the series does not know (or a single game) is held to nothing', () => {
    const stranger = enc({ linked: linked({ players: { Zed: player('GUILD', 'Perdita', ['OUTFLANK']) } }) });
    expect(refusalOf(() => assertLinkedFaction(s(), stranger, 'A', 'ARCANISTS'))).toBeUndefined();
    expect(refusalOf(() => assertLinkedLeader(s(), stranger, 'A', 'Sonnia Criid'))).toBeUndefined();
    expect(refusalOf(() => assertLinkedSchemes(s(), stranger, 'A', ['OUTFLANK']))).toBeUndefined();
    expect(refusalOf(() => assertLinkedLeader(s(), enc({ linked: undefined }), 'A', 'Sonnia Criid'))).toBeUndefined();
  });
});

describe('malifaux-2e §21.8 spoils', () => {
  const s = (): GameState => storyAt({}).state;
  const atTerrain = (over: Partial<StandardEncounter> = {}): StandardEncounter => enc({ linked: linked(), step: 'RECORD_TERRAIN', spoils: null, ...over });
  const pick = (e: StandardEncounter, c: Omit<Spoils, 'roleChosen'>) => refusalOf(() => chooseSpoils(s(), e, c));

  it.each<[string, StandardEncounter | (() => StandardEncounter), Omit<Spoils, 'roleChosen'>, Refusal]>([
    ['in a single game', () => atTerrain({ linked: null }), { seat: 'A', option: 'ROLE_AFTER_FLIP' }, setup(S218, 'spoils belong to a linked game')],
    ['after a tie', () => atTerrain({ linked: linked({ previousWinner: null }) }), { seat: 'A', option: 'ROLE_AFTER_FLIP' }, setup(S218, 'the previous game was a tie: no spoils')],
    ['by the loser', () => atTerrain(), { seat: 'B', option: 'ROLE_AFTER_FLIP' }, setup(S218, "the spoils are A's, the winner of the previous game")],
    ['twice', () => atTerrain({ spoils: { seat: 'A', option: 'ROLE_AFTER_FLIP' } }), { seat: 'A', option: 'ROLE_AFTER_FLIP' }, setup(S218, 'the spoils have been chosen')],
    ['after the terrain', () => atTerrain({ step: 'SET_ENCOUNTER_SIZE' }), { seat: 'A', option: 'ROLE_AFTER_FLIP' }, setup(S218, 'the spoils are chosen before the terrain is placed')],
    ['an unknown terrain', () => atTerrain(), { seat: 'A', option: 'UNCONVENTIONAL_TERRAIN', terrain: 'BEACH' }, setup('§21.2', `one of ${UNCONVENTIONAL_TERRAINS.join(', ')}`)],
    ['no terrain', () => atTerrain(), { seat: 'A', option: 'UNCONVENTIONAL_TERRAIN' }, setup('§21.2', `one of ${UNCONVENTIONAL_TERRAINS.join(', ')}`)],
    ['an unknown Strategy', () => atTerrain(), { seat: 'A', option: 'ATTACKER_STRATEGY', attackerStrategy: 'PICNIC' as never }, setup('§21.4', `one of ${STORY_STRATEGIES.join(', ')}`)],
    ['no Strategy', () => atTerrain(), { seat: 'A', option: 'ATTACKER_STRATEGY' }, setup('§21.4', `one of ${STORY_STRATEGIES.join(', ')}`)],
    ['an unknown suit', () => atTerrain(), { seat: 'A', option: 'DEFENDER_OBJECTIVE', defenderSuit: 'COIN' as never }, setup('§21.4', 'the suit of the Defender objective: RAM, TOME, CROW or MASK')],
    ['no suit', () => atTerrain(), { seat: 'A', option: 'DEFENDER_OBJECTIVE' }, setup('§21.4', 'the suit of the Defender objective: RAM, TOME, CROW or MASK')],
    ['an unknown option', () => atTerrain(), { seat: 'A', option: 'GOLD' as never }, setup(S218, 'ROLE_AFTER_FLIP, UNCONVENTIONAL_TERRAIN, ATTACKER_STRATEGY or DEFENDER_OBJECTIVE')],
  ])('malifaux-2e/SETUP refuses spoils %s', (_w, e, c, expected) => {
    expect(pick(typeof e === 'function' ? e() : e, c)).toEqual(expected);
  });

  it.each<[Omit<Spoils, 'roleChosen'>, Spoils]>([
    [{ seat: 'A', option: 'ROLE_AFTER_FLIP', terrain: 'BOG' }, { seat: 'A', option: 'ROLE_AFTER_FLIP' }],
    [{ seat: 'A', option: 'UNCONVENTIONAL_TERRAIN', terrain: 'BOG', defenderSuit: 'RAM' }, { seat: 'A', option: 'UNCONVENTIONAL_TERRAIN', terrain: 'BOG' }],
    [{ seat: 'A', option: 'ATTACKER_STRATEGY', attackerStrategy: 'THEFT', terrain: 'BOG' }, { seat: 'A', option: 'ATTACKER_STRATEGY', attackerStrategy: 'THEFT' }],
    [{ seat: 'A', option: 'DEFENDER_OBJECTIVE', defenderSuit: 'MASK', attackerStrategy: 'THEFT' }, { seat: 'A', option: 'DEFENDER_OBJECTIVE', defenderSuit: 'MASK' }],
  ])('malifaux-2e/SETUP spoils keep only what the option chose (%j)', (c, kept) => {
    expect(chooseSpoils(s(), atTerrain(), c)).toEqual(kept);
  });

  it('malifaux-2e/SETUP options 3 and 4 replace one half of the flipped Strategy; the others keep the flip', () => {
    expect(spoiledStrategy({ seat: 'A', option: 'ATTACKER_STRATEGY', attackerStrategy: 'SABOTAGE' }, 'MASK-05')).toEqual({ attackerStrategy: 'SABOTAGE', defenderObjective: 'Set up camp' });
    expect(spoiledStrategy({ seat: 'A', option: 'DEFENDER_OBJECTIVE', defenderSuit: 'RAM' }, 'MASK-05')).toEqual({ attackerStrategy: 'TURF_WAR', defenderObjective: 'Lead from the front' });
    expect(spoiledStrategy({ seat: 'A', option: 'ATTACKER_STRATEGY' }, 'MASK-05')).toEqual({ attackerStrategy: 'TURF_WAR', defenderObjective: 'Search their hideout' });
    expect(spoiledStrategy({ seat: 'A', option: 'DEFENDER_OBJECTIVE' }, 'MASK-05')).toEqual({ attackerStrategy: 'TURF_WAR', defenderObjective: 'Search their hideout' });
    expect(spoiledStrategy({ seat: 'A', option: 'UNCONVENTIONAL_TERRAIN', terrain: 'BOG', attackerStrategy: 'SABOTAGE', defenderSuit: 'RAM' }, 'MASK-05')).toEqual({ attackerStrategy: 'TURF_WAR', defenderObjective: 'Search their hideout' });
    expect(spoiledStrategy(null, 'CROW-01')).toEqual({ attackerStrategy: 'JAIL_BREAK', defenderObjective: 'The prisoner must be silenced' });
  });

  it('malifaux-2e/SETUP the terrain waits for the winner\'s spoils; hiring waits for her side with option 1', () => {
    expect(refusalOf(() => assertSpoilsSettled(atTerrain(), 'TERRAIN'))).toEqual(setup(S218, 'A chooses her spoils before the terrain'));
    expect(refusalOf(() => assertSpoilsSettled(atTerrain({ spoils: { seat: 'A', option: 'ROLE_AFTER_FLIP' } }), 'TERRAIN'))).toBeUndefined();
    expect(refusalOf(() => assertSpoilsSettled(atTerrain({ linked: linked({ previousWinner: null }) }), 'TERRAIN'))).toBeUndefined();
    expect(refusalOf(() => assertSpoilsSettled(atTerrain({ linked: null }), 'TERRAIN'))).toBeUndefined();
    expect(refusalOf(() => assertSpoilsSettled(atTerrain({ spoils: { seat: 'A', option: 'ROLE_AFTER_FLIP' } }), 'HIRING'))).toEqual(setup(S218, 'the previous winner chooses Attacker or Defender first (spoils)'));
    expect(refusalOf(() => assertSpoilsSettled(atTerrain({ spoils: { seat: 'A', option: 'ROLE_AFTER_FLIP', roleChosen: true } }), 'HIRING'))).toBeUndefined();
    expect(refusalOf(() => assertSpoilsSettled(atTerrain({ spoils: { seat: 'A', option: 'ATTACKER_STRATEGY', attackerStrategy: 'THEFT' } }), 'HIRING'))).toBeUndefined();
    expect(refusalOf(() => assertSpoilsSettled(atTerrain(), 'HIRING'))).toBeUndefined();
  });
});

describe('malifaux-2e §21.8 each condition of the series on its own', () => {
  it('malifaux-2e/SETUP a result alone is not enough: the previous game must have ended', () => {
    const g = ended();
    const running: GameState = { ...g.state, status: 'active' };
    expect(refusalOf(() => nextLinkedGame(running, 'e1', true))).toEqual(setup(S218, 'the previous game of the series must have ended with a result'));
    expect(refusalOf(() => nextLinkedGame(g.state, 'e1', true))).toBeUndefined();
  });

  it('malifaux-2e/SETUP the Leader carried on is the crew\'s leader, wherever the list names it', () => {
    // The leader listed last: the name comes from the leader id, not from the first model of the list.
    const g = ended();
    const crews = g.state.standard!.crews;
    const list = crews.A!.list;
    const reordered = withStandard(g.state, { crews: { ...crews, A: { ...crews.A!, list: { ...list, models: [...list.models].reverse() } } } });
    expect(nextLinkedGame(reordered, 'e1', true).players.A.leaderName).toBe('Lady Justice');
  });

  it('malifaux-2e/SETUP a seat without a recorded name plays under the empty name', () => {
    const g = ended();
    const nameless: GameState = { ...g.state, seats: { A: g.state.seats.A } };
    expect(Object.keys(nextLinkedGame(nameless, 'e1', true).players)).toEqual(['A', '']);
  });

  it('malifaux-2e/SETUP the same two players in either seat order: the names compare as sets', () => {
    // Zed sits first, Ann second: the seats' names are not in alphabetical order.
    const g = new Game([]);
    g.do('organiser', 'CreateEncounter', { encounterId: 'e2', players: [{ name: 'Zed' }, { name: 'Ann' }], seed: '00', seedCommitment: 'x', options: { autoDeclineCuts: true }, now: '2026-01-02T00:00:00Z' });
    const l = linked({ players: { Ann: player('GUILD', 'Lady Justice'), Zed: player('NEVERBORN', 'Lilith') } });
    expect(refusalOf(() => assertLinkedStart(g.state, l, 'STORY'))).toBeUndefined();
    expect(refusalOf(() => assertLinkedStart(g.state, linked(), 'STORY'))).toEqual(setup(S218, 'every game of the series is played by the same two players'));
  });
});
