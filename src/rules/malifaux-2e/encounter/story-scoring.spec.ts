// malifaux-2e §21.5 Story Strategies scored through the decider: the Attacker's Strategy and the Defender's objective,
// per Turn (ETA1) and at the end (EOG), declared facts and the server's own (Slaughter, Contain power), the STR-0 cap.
import type { SeatId } from '../../core/decider';
import type { EncounterEvent } from '../events';
import { evolve } from '../evolve';
import type { GameState } from '../state';
import type { Game } from '../testing/turns';
import type { ActionDef } from '../turn/crew';
import { standardFollowUps } from './ledger';
import { endPhase, killed, vpFrom } from './testing/fixtures';
import { storyAt } from './testing/story-fixtures';

let n = 0;
const declare = (g: Game, seat: SeatId, moment: 'TURN' | 'END', story: Record<string, number>) =>
  g.do(seat, 'DeclareScoringFacts', { declarationId: `s${++n}`, seat, moment, strategy: { story } });
const endGame = (g: Game) => g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });
const strategyEntries = (g: Game, seat: SeatId) => g.state.standard!.ledger.filter((e) => e.seat === seat && e.source === 'STRATEGY');

describe('malifaux-2e §21.5 Story Strategies (5 of Crows: the Attacker A plays Turf War, the Defender B Slaughter)', () => {
  it('malifaux-2e/STR-0 the Attacker scores her Strategy from Turn 2 on a declared fact, never on Turn 1', () => {
    const t1 = storyAt({}, 1);
    expect(t1.state.standard!.story).toMatchObject({ attacker: 'A', attackerStrategy: 'TURF_WAR', defenderObjective: 'Slaughter' });
    declare(t1, 'A', 'TURN', { twoNonPeonNearTurf: 1 });
    endPhase(t1);
    expect(vpFrom(t1, 'A', 'STRATEGY')).toBe(0);
    const t2 = storyAt({}, 2);
    const [d] = declare(t2, 'A', 'TURN', { twoNonPeonNearTurf: 1 });
    endPhase(t2);
    expect(strategyEntries(t2, 'A')).toEqual([expect.objectContaining({ vp: 1, turn: 2, declarations: [(d.data as { declarationId: string }).declarationId] })]);
  });

  it('malifaux-2e/STR-0 Slaughter: the Defender scores 1 VP (max 1 a Turn) for 2 kills this Turn, from the log', () => {
    const g = storyAt({}, 2);
    g.events.push(killed('A:marshal1', 'A', 'B:lilith', 'B', 2), killed('A:marshal2', 'A', 'B:nephilim', 'B', 2), killed('A:peon', 'A', 'B:nephilim', 'B', 2));
    const versions = [g.events.length - 2, g.events.length - 1, g.events.length];
    endPhase(g);
    expect(strategyEntries(g, 'B')).toEqual([expect.objectContaining({ vp: 1, events: versions })]);
    const one = storyAt({}, 2);
    one.events.push(killed('A:marshal1', 'A', 'B:lilith', 'B', 2));
    endPhase(one);
    expect(vpFrom(one, 'B', 'STRATEGY')).toBe(0);
  });

  it("malifaux-2e/STR-0 refuses a fact of the other side's sources, or of a source the server works out", () => {
    const g = storyAt({}, 2);
    expect(g.refused('B', 'DeclareScoringFacts', { declarationId: 'x', seat: 'B', moment: 'TURN', strategy: { story: { twoNonPeonNearTurf: 1 } } })).toBe('malifaux-2e/STR-0');
    expect(g.refused('B', 'DeclareScoringFacts', { declarationId: 'x', seat: 'B', moment: 'TURN', strategy: { story: { slaughter: 1 } } })).toBe('malifaux-2e/STR-0');
    expect(g.refused('A', 'DeclareScoringFacts', { declarationId: 'x', seat: 'A', moment: 'TURN', strategy: { story: { twoNonPeonNearTurf: -1 } } })).toBe('malifaux-2e/STR-0');
  });

  it('malifaux-2e/STR-0 no more than 4 VP from the own Strategy', () => {
    const g = storyAt({}, 6);
    g.events.push({ type: 'VictoryPointsAwarded', data: { entries: [2, 3, 4, 5].map((turn) => ({ seat: 'A' as const, source: 'STRATEGY' as const, vp: 1, turn, reason: 'Turf War', events: [], declarations: [] })), uses: [] } });
    declare(g, 'A', 'TURN', { twoNonPeonNearTurf: 1 });
    endPhase(g);
    expect(vpFrom(g, 'A', 'STRATEGY')).toBe(4);
  });
});

describe('malifaux-2e §21.5 end-of-game Story sources (§20.11 step 2)', () => {
  it('malifaux-2e/STR-0 Treasure Hunt (11 of Masks): 3 VP carried + 1 VP in the Attacker DZ at the end; Set up camp per Turn', () => {
    const g = storyAt({ strategyCard: 'MASK-11' }, 5);
    expect(g.state.standard!.story).toMatchObject({ attackerStrategy: 'TREASURE_HUNT', defenderObjective: 'Set up camp' });
    declare(g, 'B', 'TURN', { moreModelsOnAttackerHalf: 1 });
    declare(g, 'A', 'END', { treasureCarried: 1, treasureInAttackerDz: 1 });
    endPhase(g);
    if (g.state.status !== 'ended') endGame(g);
    expect(vpFrom(g, 'B', 'STRATEGY')).toBe(1);
    expect(strategyEntries(g, 'A').map((e) => [e.vp, e.turn])).toEqual([[3, 0], [1, 0]]);
  });

  it('malifaux-2e/STR-0 Contain power (3 of Tomes, Destroy Evidence): 3 VP with no Attacker Master or Henchman in play, +1 if the Defender Leader killed one', () => {
    const g = storyAt({ strategyCard: 'TOME-03' }, 5);
    expect(g.state.standard!.story).toMatchObject({ attackerStrategy: 'DESTROY_EVIDENCE', defenderObjective: 'Contain power' });
    g.events.push(killed('A:justice', 'A', 'B:lilith', 'B', 3), killed('A:judge', 'A', 'B:nephilim', 'B', 4));
    endGame(g);
    expect(vpFrom(g, 'B', 'STRATEGY')).toBe(4);
    const some = storyAt({ strategyCard: 'TOME-03' }, 5);
    some.events.push(killed('A:judge', 'A', 'B:nephilim', 'B', 4));
    endGame(some);
    expect(vpFrom(some, 'B', 'STRATEGY')).toBe(0);
  });

  it('malifaux-2e/STR-0 Destroy Evidence tiers: 2 destroyed → 2 VP, 3 → 4 VP, 1 → 0', () => {
    for (const [destroyed, vp] of [[1, 0], [2, 2], [3, 4]]) {
      const g = storyAt({ strategyCard: 'TOME-03' }, 5);
      declare(g, 'A', 'END', { evidenceDestroyed: destroyed });
      endGame(g);
      expect(vpFrom(g, 'A', 'STRATEGY')).toBe(vp);
    }
  });
});

describe('malifaux-2e §21.6 Shindig', () => {
  const damage = (targetId: string, amount: number): EncounterEvent =>
    ({ type: 'DamageResolved', data: { targetId, severity: 'MODERATE', base: amount, afterModifiers: amount, prevented: 0, damage: amount, woundsBefore: 8, woundsAfter: 8 - amount, killed: false, triggers: [], moves: [] } }) as EncounterEvent;
  /** The state as an Attack Action of `attacker` (seat `seat`) waits for its damage. */
  const attacking = (g: Game, seat: SeatId, attacker: string, category: 'ATTACK' | 'TACTICAL' = 'ATTACK'): GameState => {
    const s = g.state;
    const action = { name: 'Sword', ap: 1, category, range: { kind: 'CLOSE', inches: 1 }, stat: { name: 'Ml', value: 5 }, resist: 'Df', damage: { weak: 1, moderate: 2, severe: 3 } } as ActionDef;
    return { ...s, table: { ...s.table!, pending: { actionId: 'x', duelId: 'd', modelId: attacker, seat, action, targetIds: [], focus: 0, hardCover: false, hit: true } } };
  };
  const awarded = (events: readonly EncounterEvent[]) => events.filter((e) => e.type === 'VictoryPointsAwarded').flatMap((e) => (e.type === 'VictoryPointsAwarded' ? e.data.entries : []));

  it('malifaux-2e/VP-1 a Joker first starts a Shindig: the first Crew damaged by an enemy Attack Action earns 2 VP, once', () => {
    const g = storyAt({ jokers: ['RJ'] }, 2);
    expect(g.state.standard!.story!.shindig).toBe('RJ');
    const out = standardFollowUps(attacking(g, 'A', 'A:judge'), [damage('B:young1', 2)], evolve);
    expect(awarded(out)).toEqual([expect.objectContaining({ seat: 'B', source: 'SHINDIG', vp: 2, turn: 2 })]);
    // The party is over: later damage earns nothing.
    g.events.push(...out);
    expect(awarded(standardFollowUps(attacking(g, 'B', 'B:lilith'), [damage('A:judge', 3)], evolve))).toEqual([]);
  });

  it('malifaux-2e/VP-1 no Shindig VP without a Shindig, for damage that is not an enemy Attack Action, or for no damage', () => {
    expect(awarded(standardFollowUps(attacking(storyAt({}, 2), 'A', 'A:judge'), [damage('B:young1', 2)], evolve))).toEqual([]);
    const g = storyAt({ jokers: ['BJ'] }, 2);
    expect(awarded(standardFollowUps(attacking(g, 'A', 'A:judge', 'TACTICAL'), [damage('B:young1', 2)], evolve))).toEqual([]);
    expect(awarded(standardFollowUps(attacking(g, 'A', 'A:judge'), [damage('A:guard', 2)], evolve))).toEqual([]);
    expect(awarded(standardFollowUps(attacking(g, 'A', 'A:judge'), [damage('B:young1', 0)], evolve))).toEqual([]);
  });
});
