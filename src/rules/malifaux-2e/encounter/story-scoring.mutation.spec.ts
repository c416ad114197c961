// malifaux-2e §21.5 Story Strategies: the reason of each kind of VP source (flag, count, tiers, off-by, Slaughter,
// Contain power) as the ledger shows it, when each kind is due (TURN from Turn 1, ETA1 from Turn 2, EOG at the end)
// and the once-per-game sources, which story-scoring.spec.ts checks by VP only.
import type { SeatId } from '../../core/decider';
import type { Game } from '../testing/turns';
import { endPhase, killed, toTurnEnd } from './testing/fixtures';
import { storyAt } from './testing/story-fixtures';
import type { Award, ScoringContext } from './scoring';
import type { KillRecord, StoryState } from './standard-types';
import { onceScored, storyAwards, storySources } from './story-scoring';
import { declare, endGame, entriesOf, push, reasonsOf } from './testing/scoring';

const story = (g: Game, seat: SeatId, moment: 'TURN' | 'END', facts: Record<string, number>): void => void declare(g, seat, moment, { strategy: { story: facts } });
const strategyReasons = (g: Game, seat: SeatId): string[] => reasonsOf(g, seat, 'STRATEGY');

describe('malifaux-2e §21.5 the reasons of the Story sources (STR-0)', () => {
  it('malifaux-2e/STR-0 a flag names its source under the Attacker\'s Strategy (Turf War)', () => {
    const g = storyAt({}, 2);
    story(g, 'A', 'TURN', { twoNonPeonNearTurf: 1 });
    endPhase(g);
    expect(strategyReasons(g, 'A')).toEqual(['TURF_WAR: twoNonPeonNearTurf']);
  });

  it('malifaux-2e/STR-0 a count scores per unit under the Defender\'s objective, from Turn 1 when it is an event of the Turn (TURN)', () => {
    const g = storyAt({ strategyCard: 'TOME-01' }, 1);
    expect(g.state.standard!.story).toMatchObject({ attackerStrategy: 'JAIL_BREAK', defenderObjective: 'Make it look like an accident' });
    story(g, 'B', 'TURN', { markersNearDestroyedCell: 2 });
    endPhase(g);
    expect(entriesOf(g, 'B', 'STRATEGY').map((e) => [e.vp, e.reason])).toEqual([[2, 'Make it look like an accident: markersNearDestroyedCell: 2']]);
  });

  it('malifaux-2e/STR-0 a count of 0 scores nothing', () => {
    const g = storyAt({ strategyCard: 'TOME-01' }, 1);
    story(g, 'B', 'TURN', { markersNearDestroyedCell: 0 });
    endPhase(g);
    expect(strategyReasons(g, 'B')).toEqual([]);
  });

  it('malifaux-2e/STR-0 tiers name the count (Destroy Evidence)', () => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 5);
    story(g, 'A', 'END', { evidenceDestroyed: 7 });
    endGame(g);
    expect(entriesOf(g, 'A', 'STRATEGY').map((e) => [e.vp, e.reason])).toEqual([[4, 'DESTROY_EVIDENCE: evidenceDestroyed: 7']]);
  });

  it.each<[number | undefined, [number, string][]]>([
    [0, [[4, 'Make them guess: guessOffBy: 0']]],
    [1, [[3, 'Make them guess: guessOffBy: 1']]],
    [2, [[2, 'Make them guess: guessOffBy: 2']]],
    [3, []],
    [undefined, []],
  ])('malifaux-2e/STR-0 Make them guess off by %s', (off, entries) => {
    const g = storyAt({ strategyCard: 'TOME-10' }, 5);
    expect(g.state.standard!.story).toMatchObject({ defenderObjective: 'Make them guess' });
    if (off !== undefined) story(g, 'B', 'END', { guessOffBy: off });
    endGame(g);
    expect(entriesOf(g, 'B', 'STRATEGY').map((e) => [e.vp, e.reason])).toEqual(entries);
  });

  it('malifaux-2e/STR-0 Slaughter names the kills, or the Attacker with no models in play', () => {
    const k = storyAt({}, 2);
    push(k, killed('A:marshal1', 'A', 'B:lilith', 'B', 2), killed('A:marshal2', 'A', 'B:lilith', 'B', 2));
    endPhase(k);
    expect(strategyReasons(k, 'B')).toEqual(['Slaughter: Slaughter: 2 enemy models killed or sacrificed this Turn']);
    const none = storyAt({}, 2);
    push(none, ...['A:justice', 'A:judge', 'A:marshal1', 'A:marshal2', 'A:scales', 'A:guard', 'A:peon', 'A:merc'].map((id) => killed(id, 'A', null, null, 1)));
    endPhase(none);
    expect(entriesOf(none, 'B', 'STRATEGY').map((e) => [e.vp, e.reason, e.events])).toEqual([[1, 'Slaughter: Slaughter: the Attacker has no models in play', []]]);
  });

  it('malifaux-2e/STR-0 Slaughter counts kills of the Attacker\'s models by the Defender only, this Turn, not sacrifices', () => {
    const g = storyAt({}, 2);
    push(
      g,
      killed('A:marshal1', 'A', 'B:lilith', 'B', 1),
      killed('A:marshal2', 'A', 'A:judge', 'A', 2),
      killed('B:young1', 'B', 'B:lilith', 'B', 2),
      { type: 'ModelSacrificed', data: { modelId: 'A:peon', seat: 'A', turn: 2 } },
      killed('A:guard', 'A', 'B:lilith', 'B', 2),
    );
    endPhase(g);
    expect(strategyReasons(g, 'B')).toEqual([]);
  });

  it.each<[string, string[], [number, string][]]>([
    ['both clauses', ['A:justice:B:lilith', 'A:judge:B:nephilim'], [[4, 'Contain power: Contain power: no enemy Master or Henchman in play; the Leader killed an enemy Master or Henchman']]],
    ['no Master or Henchman left, killed by others', ['A:justice:B:nephilim', 'A:judge:B:nephilim'], [[3, 'Contain power: Contain power: no enemy Master or Henchman in play']]],
    ['the Leader killed one, another still in play', ['A:judge:B:lilith'], [[1, 'Contain power: Contain power: the Leader killed an enemy Master or Henchman']]],
    ['the Leader killed a Minion', ['A:marshal1:B:lilith'], []],
  ])('malifaux-2e/STR-0 Contain power: %s', (_w, kills, entries) => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 5);
    push(g, ...kills.map((k) => k.split(':')).map(([s, m, bs, bm]) => killed(`${s}:${m}`, 'A', `${bs}:${bm}`, 'B', 4)));
    endGame(g);
    expect(entriesOf(g, 'B', 'STRATEGY').map((e) => [e.vp, e.reason])).toEqual(entries);
  });

  it('malifaux-2e/STR-0 Contain power names the version of the Leader\'s kill', () => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 5);
    push(g, killed('A:judge', 'A', 'B:lilith', 'B', 4));
    const version = g.events.length;
    endGame(g);
    expect(entriesOf(g, 'B', 'STRATEGY').map((e) => e.events)).toEqual([[version]]);
  });

  it('malifaux-2e/STR-0 a once-per-game flag scores once; its count neighbour keeps scoring (Steal Components)', () => {
    const g = storyAt({ strategyCard: 'CROW-04' }, 1);
    expect(g.state.standard!.story).toMatchObject({ attackerStrategy: 'ARCANE_RITUAL', defenderObjective: 'Steal Components' });
    story(g, 'B', 'TURN', { leaderLostToOwnCrew: 1 });
    endPhase(g);
    toTurnEnd(g, 2);
    story(g, 'B', 'TURN', { leaderLostToOwnCrew: 1, componentsStolen: 1 });
    endPhase(g);
    expect(entriesOf(g, 'B', 'STRATEGY').map((e) => [e.turn, e.vp, e.reason])).toEqual([
      [1, 2, 'Steal Components: leaderLostToOwnCrew'],
      [2, 1, 'Steal Components: componentsStolen: 1'],
    ]);
  });

  it('malifaux-2e/STR-0 an end-of-game source is not scored at a Turn\'s end, a per-Turn source not at the end', () => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 2);
    story(g, 'A', 'TURN', { evidenceDestroyed: 3 });
    endPhase(g);
    expect(strategyReasons(g, 'A')).toEqual([]);
    const t = storyAt({}, 2);
    story(t, 'A', 'END', { twoNonPeonNearTurf: 1 });
    endGame(t);
    expect(strategyReasons(t, 'A')).toEqual([]);
  });
});

// Direct calls of the scoring functions with a context read off a Story game: the cases the ledger hides (an award of
// 0 VP, a kill record no event writes, ledger reasons with a cap suffix).
const STORIES: Readonly<Record<'turfWar' | 'theft' | 'destroyEvidence' | 'jailBreak', StoryState>> = {
  turfWar: { attacker: 'A', defender: 'B', attackerStrategy: 'TURF_WAR', defenderObjective: 'Slaughter', shindig: null },
  theft: { attacker: 'A', defender: 'B', attackerStrategy: 'THEFT', defenderObjective: 'Guard the stash', shindig: null },
  destroyEvidence: { attacker: 'A', defender: 'B', attackerStrategy: 'DESTROY_EVIDENCE', defenderObjective: 'Contain power', shindig: null },
  jailBreak: { attacker: 'A', defender: 'B', attackerStrategy: 'JAIL_BREAK', defenderObjective: 'Retrieve information', shindig: null },
};
const kill = (modelId: string, seat: SeatId, byModelId: string | null, bySeat: SeatId | null, turn: number, how: KillRecord['how'] = 'KILLED'): KillRecord => ({ modelId, seat, byModelId, bySeat, turn, how, version: 7 });
/** The scoring context of `g` (both crews' fixture Leaders) with `kills` as the encounter's kill records. */
const ctxOf = (g: Game, kills: readonly KillRecord[] = []): ScoringContext => ({ turn: g.state.turn, table: g.state.table!, enc: { ...g.state.standard!, kills }, leaders: { A: 'A:justice', B: 'B:lilith' }, costs: {} });
const vpsOf = (awards: readonly Award[]): [number, string][] => awards.map((a) => [a.vp, a.reason]);

describe('malifaux-2e §21.5 Story sources scored directly (STR-0)', () => {
  it('malifaux-2e/STR-0 a Defender objective with no sources in the table scores from nothing', () => {
    expect(storySources({ ...STORIES.turfWar, defenderObjective: 'Not an objective' }, 'B')).toEqual([]);
  });

  it.each<[number, [number, string][]]>([
    [0, []],
    [1, [[1, 'TURF_WAR: twoNonPeonNearTurf']]],
  ])('malifaux-2e/STR-0 a flag declared %s: scored only when it holds (≥ 1)', (n, expected) => {
    const g = storyAt({}, 2);
    expect(vpsOf(storyAwards(ctxOf(g), STORIES.turfWar, 'A', { story: { twoNonPeonNearTurf: n } }, false, new Set()))).toEqual(expected);
  });

  it.each<[number, [number, string][]]>([
    [0, []],
    [3, [[6, 'Guard the stash: gemsGuarded: 3']]],
  ])('malifaux-2e/STR-0 Guard the stash (2 VP per Gem Marker) with %s guarded: the count times the VP per unit, before the cap', (n, expected) => {
    const g = storyAt({}, 5);
    expect(vpsOf(storyAwards(ctxOf(g), STORIES.theft, 'B', { story: { gemsGuarded: n } }, true, new Set()))).toEqual(expected);
  });

  it.each<[KillRecord['how'], number]>([
    ['KILLED', 1],
    ['SACRIFICED', 1],
    ['BURIED_AT_END', 0],
  ])('malifaux-2e/STR-0 Slaughter counts two enemy models %s this Turn by the Defender when she killed or sacrificed them (seed 2745)', (how, vp) => {
    const g = storyAt({}, 2);
    const kills = [kill('A:marshal1', 'A', 'B:lilith', 'B', 2, how), kill('A:marshal2', 'A', 'B:lilith', 'B', 2, how)];
    expect(storyAwards(ctxOf(g, kills), STORIES.turfWar, 'B', undefined, false, new Set()).map((a) => a.vp)).toEqual(vp ? [vp] : []);
  });

  it.each<[string, KillRecord[]]>([
    ['no kills: Lady Justice and her Henchman in play', []],
    // The Leader's kills count only when the victim is the Attacker's: Lilith killing her own Henchman scores nothing.
    ['the Leader killed her own Henchman', [kill('B:hench', 'B', 'B:lilith', 'B', 4)]],
    // A kill record of a model the table does not know is no Master or Henchman (and does not throw).
    ['the Leader killed a model the table does not know', [kill('A:ghost', 'A', 'B:lilith', 'B', 4)]],
    // The Attacker's Henchman still in play keeps "no enemy Master or Henchman in play" false.
    ['the enemy Master killed by another model, her Henchman still in play', [kill('A:justice', 'A', 'B:nephilim', 'B', 4)]],
  ])('malifaux-2e/STR-0 Contain power scores nothing (no 0 VP award) when %s', (_w, kills) => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 5);
    push(g, ...kills.map((k) => killed(k.modelId, k.seat, k.byModelId, k.bySeat, k.turn)));
    expect(storyAwards(ctxOf(g, kills), STORIES.destroyEvidence, 'B', undefined, true, new Set())).toEqual([]);
  });

  it.each<[string, { seat: SeatId; source: string; reason: string }[], string[]]>([
    ['her own once-per-game flag', [{ seat: 'B', source: 'STRATEGY', reason: 'Retrieve information: retrievedFromPrisoner' }], ['retrievedFromPrisoner']],
    // The ledger appends the STR-0 cap to the reason: the source is still the one scored.
    ['the flag scored under the cap', [{ seat: 'B', source: 'STRATEGY', reason: 'Retrieve information: retrievedFromPrisoner (capped at 4: 2 of 4)' }], ['retrievedFromPrisoner']],
    ['only the count neighbour (not once per game)', [{ seat: 'B', source: 'STRATEGY', reason: 'Retrieve information: escortInteracts: 2' }], []],
    ['the same reason in the other seat\'s ledger', [{ seat: 'A', source: 'STRATEGY', reason: 'Retrieve information: retrievedFromPrisoner' }], []],
    ['the same reason from another source than the Strategy', [{ seat: 'B', source: 'BREAKTHROUGH', reason: 'Retrieve information: retrievedFromPrisoner' }], []],
  ])('malifaux-2e/STR-0 once-per-game sources already scored, from %s', (_w, ledger, keys) => {
    expect([...onceScored(STORIES.jailBreak, 'B', ledger)]).toEqual(keys);
  });
});
