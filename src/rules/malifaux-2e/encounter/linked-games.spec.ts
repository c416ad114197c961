// malifaux-2e §21.8 Linked Games: the next game's context from the previous one, and its constraints in setup.
import { RuleViolation } from '../../core/rule-violation';
import { Game } from '../testing/turns';
import { atEndPhase, choice, createStandard, guildCrew, killed, neverbornCrew, terrain } from './testing/fixtures';
import { nextLinkedGame } from './linked-games';
import { encounterResult } from './result';
import { storyAt } from './testing/story-fixtures';
import type { LinkedContext } from './standard-types';

const endGame = (g: Game) => g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });
const ruleOf = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    return e instanceof RuleViolation ? e.ruleId : 'not a RuleViolation';
  }
};

/** Game 1 of a series: A (Guild, Lady Justice) kills one model, so she wins on Turf War... or on Schemes; B is Neverborn. */
function firstGame(): Game {
  const g = storyAt({ A: [choice('BREAKTHROUGH'), choice('OUTFLANK')], B: [choice('PROTECT_TERRITORY'), choice('ENTOURAGE', { friendlyModelId: 'B:hench' })] });
  g.events.push(killed('B:young1', 'B', 'A:judge', 'A', 5));
  endGame(g);
  return g;
}

/** A new Story Encounter of the same two players at the start of setup, linked to `linked`. */
function begin(linked: LinkedContext): Game {
  // These tests are about the series' constraints: no spoils in the way (as after a tied game).
  const g = beginOnly({ ...linked, previousWinner: null });
  g.do('A', 'RecordTerrain', { pieces: terrain });
  return g;
}

function beginOnly(linked: LinkedContext): Game {
  const g = createStandard(new Game([]), { encounterId: 'e2', aTop: ['RAM-01', 'RAM-09', 'CROW-05'], bTop: ['RAM-02'], now: '2026-01-02T00:00:00Z' });
  g.do('organiser', 'BeginStandardSetup', { flipId: 'rd', mode: 'STORY', linked });
  return g;
}

describe('malifaux-2e §21.8 Linked Games', () => {
  it('malifaux-2e/SETUP game 2 carries the size, Factions, Leaders, Schemes used and VP totals of game 1', () => {
    const g1 = firstGame();
    const l = nextLinkedGame(g1.state, 'e1', true);
    const vp = encounterResult(g1.state)!.seats.map((s) => s.vp);
    expect(l).toMatchObject({
      game: 2,
      previousEncounterId: 'e1',
      encounterSize: 50,
      sameFaction: true,
      players: {
        A: { faction: 'GUILD', leaderName: 'Lady Justice', schemesUsed: ['BREAKTHROUGH', 'OUTFLANK'], totalVp: vp[0] },
        B: { faction: 'NEVERBORN', leaderName: 'Lilith', schemesUsed: ['PROTECT_TERRITORY', 'ENTOURAGE'], totalVp: vp[1] },
      },
    });
    expect(l.previousWinner).toBe(vp[0] > vp[1] ? 'A' : vp[1] > vp[0] ? 'B' : null);
  });

  it('malifaux-2e/SETUP refuses to link to a running game, to a Standard Encounter, and a sixth game', () => {
    const running = storyAt({});
    expect(ruleOf(() => nextLinkedGame(running.state, 'e1', true))).toBe('malifaux-2e/SETUP');
    const standard = atEndPhase({ A: [choice('BREAKTHROUGH'), choice('OUTFLANK')], B: [choice('BREAKTHROUGH'), choice('OUTFLANK')] }, 5);
    endGame(standard);
    expect(ruleOf(() => nextLinkedGame(standard.state, 'e1', true))).toBe('malifaux-2e/SETUP');
    const fifth = storyAt({ linked: { ...nextLinkedGame(firstGame().state, 'e1', true), game: 5, players: { A: { faction: 'GUILD', leaderName: 'Lady Justice', schemesUsed: [], totalVp: 0 }, B: { faction: 'NEVERBORN', leaderName: 'Lilith', schemesUsed: [], totalVp: 0 } } } });
    endGame(fifth);
    expect(ruleOf(() => nextLinkedGame(fifth.state, 'e5', true))).toBe('malifaux-2e/SETUP');
  });

  it('malifaux-2e/SETUP game 2 must keep the Encounter Size, the Faction (A-48) and the Leader, and picks no Scheme twice', () => {
    const linked = nextLinkedGame(firstGame().state, 'e1', true);
    const g = begin(linked);
    expect(g.refused('A', 'SetEncounterSize', { soulstones: 40 })).toBe('malifaux-2e/SETUP');
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    expect(g.refused('A', 'AnnounceFaction', { seat: 'A', faction: 'ARCANISTS' })).toBe('malifaux-2e/SETUP');
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    g.do('A', 'DetermineStrategy', { flipId: 'str' });
    // Another Master leads: refused. The crew may change otherwise (here: one Death Marshal fewer).
    const other = guildCrew();
    const renamed = { ...other, models: other.models.map((e) => (e.model.id === other.leaderId ? { ...e, model: { ...e.model, name: 'Sonnia Criid' } } : e)) };
    expect(g.refused('A', 'SubmitCrew', { seat: 'A', list: renamed })).toBe('malifaux-2e/SETUP');
    g.do('A', 'SubmitCrew', { seat: 'A', list: { ...other, models: other.models.filter((e) => e.model.id !== 'A:marshal2') } });
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    expect(g.refused('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('BREAKTHROUGH'), choice('POWER_RITUAL')], reveal: [] })).toBe('malifaux-2e/SETUP');
    expect(g.refused('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('ROUNDUP'), choice('POWER_RITUAL')], reveal: [] })).toBeNull();
  });

  it('malifaux-2e/SETUP with sameFaction off (A-48) another Faction may be announced; the Leader stays', () => {
    const g = begin(nextLinkedGame(firstGame().state, 'e1', false));
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    expect(g.refused('A', 'AnnounceFaction', { seat: 'A', faction: 'ARCANISTS' })).toBeNull();
  });

  it('malifaux-2e/SETUP only the same two players continue a series', () => {
    const linked = nextLinkedGame(firstGame().state, 'e1', true);
    const g = new Game([]);
    g.do('organiser', 'CreateEncounter', { encounterId: 'e2', players: [{ name: 'A' }, { name: 'Zed' }], seed: '00', seedCommitment: 'x', options: { autoDeclineCuts: true }, now: '2026-01-02T00:00:00Z' });
    expect(g.refused('organiser', 'BeginStandardSetup', { flipId: 'rd', mode: 'STORY', linked })).toBe('malifaux-2e/SETUP');
    expect(g.refused('organiser', 'BeginStandardSetup', { flipId: 'rd', mode: 'STANDARD', linked: { ...linked, players: { A: linked.players.A, Zed: linked.players.B } } })).toBe('malifaux-2e/SETUP');
  });

  it('malifaux-2e/SETUP the series totals travel on: game 3 adds game 2 to game 1', () => {
    const l2 = nextLinkedGame(firstGame().state, 'e1', true);
    const g2 = storyAt({ linked: l2, A: [choice('ROUNDUP'), choice('POWER_RITUAL')], B: [choice('EXTERMINATE'), choice('OUTFLANK')], revealA: ['ROUNDUP'] });
    g2.events.push(killed('B:young2', 'B', 'A:judge', 'A', 5));
    endGame(g2);
    const l3 = nextLinkedGame(g2.state, 'e2', true);
    const r2 = encounterResult(g2.state)!;
    expect(l3.game).toBe(3);
    expect(l3.players.A.totalVp).toBe(l2.players.A.totalVp + r2.seats[0].vp);
    expect(l3.players.A.schemesUsed).toEqual(['BREAKTHROUGH', 'OUTFLANK', 'ROUNDUP', 'POWER_RITUAL']);
    expect(r2.details).toMatchObject({ linkedGame: 2, 'seriesVp:A': l3.players.A.totalVp, 'seriesVp:B': l3.players.B.totalVp });
  });
});


describe('malifaux-2e §21.8 Linked Games spoils', () => {
  const won = (winner: string | null): LinkedContext => ({ ...nextLinkedGame(firstGame().state, 'e1', true), previousWinner: winner });
  /** Through the Strategy flip (A flips 5 of Crows: Turf War, Slaughter; A is the random Attacker). */
  const toStrategy = (g: Game): Game => {
    g.do('A', 'RecordTerrain', { pieces: terrain });
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
    g.do('A', 'DetermineDeployment', { flipId: 'dep' });
    g.do('A', 'DetermineStrategy', { flipId: 'str' });
    return g;
  };
  // The deck order of beginOnly: RD-2 10 v 5 (A places), deployment 1, the Attacker flip 9 v 2, then the Strategy card.

  it('malifaux-2e/SETUP the previous winner chooses her spoils before the terrain; nobody else may', () => {
    const g = beginOnly(won('B'));
    expect(g.refused('A', 'RecordTerrain', { pieces: terrain })).toBe('malifaux-2e/SETUP');
    expect(g.refused('A', 'ChooseSpoils', { seat: 'A', option: 'ROLE_AFTER_FLIP' })).toBe('malifaux-2e/SETUP');
    expect(g.refused('B', 'ChooseSpoils', { seat: 'B', option: 'ATTACKER_STRATEGY', attackerStrategy: 'PICNIC' })).toBe('malifaux-2e/SETUP');
    g.do('B', 'ChooseSpoils', { seat: 'B', option: 'UNCONVENTIONAL_TERRAIN', terrain: 'SALOON' });
    expect(g.state.standard!.spoils).toEqual({ seat: 'B', option: 'UNCONVENTIONAL_TERRAIN', terrain: 'SALOON' });
    expect(g.refused('B', 'ChooseSpoils', { seat: 'B', option: 'ROLE_AFTER_FLIP' })).toBe('malifaux-2e/SETUP');
    expect(g.refused('A', 'RecordTerrain', { pieces: terrain })).toBeNull();
  });

  it('malifaux-2e/SETUP after a tied game there are no spoils', () => {
    const g = beginOnly(won(null));
    expect(g.refused('A', 'ChooseSpoils', { seat: 'A', option: 'ROLE_AFTER_FLIP' })).toBe('malifaux-2e/SETUP');
    expect(g.refused('A', 'RecordTerrain', { pieces: terrain })).toBeNull();
  });

  it.each<[string, object, string, string]>([
    ['the Attacker\'s Strategy: the flip still gives the Defender\'s suit (Crows)', { option: 'ATTACKER_STRATEGY', attackerStrategy: 'SABOTAGE' }, 'SABOTAGE', 'Hideout'],
    ['the Defender\'s objective: the flip still gives the Attacker\'s Strategy (5: Turf War)', { option: 'DEFENDER_OBJECTIVE', defenderSuit: 'TOME' }, 'TURF_WAR', 'Claim their land'],
    ['the terrain: the flip gives both halves', { option: 'UNCONVENTIONAL_TERRAIN', terrain: 'BOG' }, 'TURF_WAR', 'Slaughter'],
  ])('malifaux-2e/SETUP spoils: %s', (_w, choice, attackerStrategy, defenderObjective) => {
    const g = beginOnly(won('A'));
    g.do('A', 'ChooseSpoils', { seat: 'A', ...choice });
    toStrategy(g);
    expect(g.state.standard!.story).toMatchObject({ attackerStrategy, defenderObjective });
  });

  it('malifaux-2e/SETUP spoils option 1: after the flip the winner chooses her side; hiring waits for it', () => {
    const g = beginOnly(won('B'));
    g.do('B', 'ChooseSpoils', { seat: 'B', option: 'ROLE_AFTER_FLIP' });
    toStrategy(g);
    expect(g.refused('A', 'SubmitCrew', { seat: 'A', list: guildCrew() })).toBe('malifaux-2e/SETUP');
    expect(g.refused('A', 'ChooseStoryRole', { seat: 'A', attacker: true })).toBe('malifaux-2e/SETUP');
    g.do('B', 'ChooseStoryRole', { seat: 'B', attacker: false });
    expect(g.state.standard!.story).toMatchObject({ attacker: 'A', defender: 'B', attackerStrategy: 'TURF_WAR' });
    expect(g.refused('B', 'ChooseStoryRole', { seat: 'B', attacker: true })).toBe('malifaux-2e/SETUP');
    expect(g.refused('A', 'SubmitCrew', { seat: 'A', list: guildCrew() })).toBeNull();
  });
});
