// malifaux-2e §21.1, §21.3, §21.4 Story Encounter setup through the decider on stacked decks (DV-16, DV-17).
import type { CardId } from '../../malifaux/cards';
import { Game } from '../testing/turns';
import { choice, createStandard, guildCrew, neverbornCrew, terrain } from './testing/fixtures';

/** A's deck: RD-2 of setup (10 beats B's 5: A places and flips), the deployment card, her Attacker flip, then the strategy flips. */
function story(dep: CardId, attackerFlips: [CardId, CardId] = ['RAM-09', 'RAM-02'], strategy: CardId[] = ['TOME-06'], mode: 'STORY' | 'STANDARD' = 'STORY'): Game {
  const g = createStandard(new Game([]), { aTop: [dep, attackerFlips[0], ...strategy], bTop: [attackerFlips[1]] });
  g.do('organiser', 'BeginStandardSetup', { flipId: 'rd', mode });
  g.do('A', 'RecordTerrain', { pieces: terrain });
  g.do('A', 'SetEncounterSize', { soulstones: 50 });
  g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
  g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
  g.do('A', 'DetermineDeployment', { flipId: 'dep' });
  return g;
}
const data = (g: Game, type: string) => [...g.events].reverse().find((e) => e.type === type)?.data as Record<string, unknown>;

describe('malifaux-2e §21.3 story deployment (DV-16)', () => {
  it.each([
    ['TOME-11', 'FLANK'],
    ['CROW-12', 'FLANK'],
    ['MASK-13', 'CLOSE'],
    ['RJ', 'BLIND'],
    ['BJ', 'BLIND'],
  ])('malifaux-2e/DV-16 %s is %s in a Story Encounter', (card, deployment) => {
    expect(data(story(card), 'DeploymentDetermined')).toMatchObject({ card, deployment });
  });
  it('malifaux-2e/DV-15 the same 13 is Flank in a Standard Encounter', () => {
    expect(data(story('MASK-13', undefined, undefined, 'STANDARD'), 'DeploymentDetermined')).toMatchObject({ deployment: 'FLANK' });
  });
});

describe('malifaux-2e §21.4 story strategy (DV-17)', () => {
  it.each<[string, CardId[], string, string, string | null]>([
    ['5 of Crows', ['CROW-05'], 'TURF_WAR', 'Slaughter', null],
    ['11 of Masks', ['MASK-11'], 'TREASURE_HUNT', 'Set up camp', null],
    ['Black Joker, then 4 of Rams', ['BJ', 'RAM-04'], 'ARCANE_RITUAL', 'Guardian', 'BJ'],
    ['Red Joker, Black Joker, then 1 of Tomes', ['RJ', 'BJ', 'TOME-01'], 'JAIL_BREAK', 'Make it look like an accident', 'RJ'],
  ])('malifaux-2e/DV-17 %s', (_w, cards, attackerStrategy, defenderObjective, shindig) => {
    const g = story('RAM-01', ['RAM-09', 'RAM-02'], cards);
    g.do('B', 'DetermineStrategy', { flipId: 'str' });
    expect(data(g, 'StoryStrategyDetermined')).toMatchObject({ attacker: 'A', defender: 'B', flipped: cards, attackerStrategy, defenderObjective, shindig });
    expect(g.state.standard!.step).toBe('HIRE_CREWS');
    expect(g.state.standard!.schemePool).toHaveLength(19);
  });
  it('malifaux-2e/DV-17 the Attacker is randomly determined (RD-2): the higher flip', () => {
    const g = story('RAM-01', ['RAM-02', 'TOME-12'], ['CROW-05']);
    g.do('A', 'DetermineStrategy', { flipId: 'str' });
    expect(g.state.standard!.story).toMatchObject({ attacker: 'B', defender: 'A' });
  });
  it('malifaux-2e/SETUP a Story Encounter has no pre-set Strategy or Scheme pool; schemes come from the nineteen', () => {
    const g = new Game(story('RAM-01').events.slice(0, 3));
    expect(g.refused('organiser', 'BeginStandardSetup', { flipId: 'rd', mode: 'STORY', preset: { strategy: 'RECKONING' } })).toBe('malifaux-2e/SETUP');
    const s = story('RAM-01', ['RAM-09', 'RAM-02'], ['CROW-05']);
    s.do('A', 'DetermineStrategy', { flipId: 'str' });
    expect(s.refused('A', 'GenerateSchemePool', { flipId: 'p' })).toBe('malifaux-2e/SETUP');
    s.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    s.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    expect(s.refused('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('POWER_RITUAL'), choice('OUTFLANK')], reveal: [] })).toBeNull();
  });
});
