// malifaux-2e §20.11 the league-facing result, read whole: every field of a Standard and a Story result (source names,
// the end-of-game turn as null, reasons, declarations, details), and the states that have no result at all.
import type { Game } from '../testing/turns';
import { atEndPhase, choice, endPhase, killed, schemeMarker } from './testing/fixtures';
import { encounterResult } from './result';
import type { LedgerEntry } from './standard-types';
import { storyAt } from './testing/story-fixtures';
import { withStandard } from './testing/scoring';

const endGame = (g: Game): void => void g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });
const policies = { autoDeclineCuts: true, initiativeReopenSoulstoneWindowAfterTie: false, stackedDecks: true, dropCorpseScrap: true };
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({ seat: 'A', source: 'STRATEGY', vp: 1, turn: 2, reason: 'r', events: [], declarations: [], ...over });

/** A Standard game won by A: Reckoning on Turn 2 (two kills), Breakthrough at the end on a declaration. */
function standardGame(): { g: Game; kills: number[] } {
  const g = atEndPhase({ A: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] }, 2, { strategy: 'CROW-03' });
  g.events.push(killed('B:young1', 'B', 'A:judge', 'A', 2), killed('B:young2', 'B', 'A:judge', 'A', 2));
  const kills = [g.events.length - 1, g.events.length];
  g.events.push(schemeMarker('m1', 'A'), schemeMarker('m2', 'A'));
  endPhase(g);
  g.do('A', 'DeclareScoringFacts', { declarationId: 'd1', seat: 'A', moment: 'END', schemes: { BREAKTHROUGH: { markers: ['m1', 'm2'] } } });
  endGame(g);
  return { g, kills };
}

describe('malifaux-2e §20.11 the whole result of an ended encounter', () => {
  it('malifaux-2e/VP-3 a Standard result: strategy:<id> and scheme:<id> sources, the end scored as turn null, details', () => {
    const { g, kills } = standardGame();
    expect(encounterResult(g.state)).toEqual({
      outcome: 'WIN',
      winners: ['A'],
      seats: [
        {
          seat: 'A',
          name: 'A',
          side: 'GUILD',
          vp: 3,
          entries: [
            { source: 'strategy:RECKONING', vp: 1, turn: 2, reason: 'Reckoning: 2 enemy models killed this Turn', events: kills, declarations: [] },
            { source: 'scheme:BREAKTHROUGH', vp: 2, turn: null, reason: 'Breakthrough: Scheme Markers within 6" of the enemy DZ: 2', events: [], declarations: ['d1'] },
          ],
        },
        { seat: 'B', name: 'B', side: 'NEVERBORN', vp: 0, entries: [] },
      ],
      turnsPlayed: 2,
      endedAt: '2026-01-01T03:00:00Z',
      policies,
      practice: true,
      details: { mode: 'STANDARD', strategy: 'RECKONING', deployment: 'STANDARD', encounterSize: 50 },
    });
  });

  it('malifaux-2e/VP-3 a Story result: the Attacker\'s Strategy as the strategy, the Shindig as source "shindig", B the winner', () => {
    const g = storyAt({}, 5);
    g.events.push({ type: 'VictoryPointsAwarded', data: { entries: [entry({ seat: 'B', source: 'SHINDIG', vp: 2, turn: 2, reason: 'Shindig: the party is over', events: [7] })], uses: [] } });
    endGame(g);
    const r = encounterResult(g.state)!;
    expect(r).toMatchObject({ outcome: 'WIN', winners: ['B'], turnsPlayed: 5, practice: true, policies });
    expect(r.seats[1]).toEqual({ seat: 'B', name: 'B', side: 'NEVERBORN', vp: 2, entries: [{ source: 'shindig', vp: 2, turn: 2, reason: 'Shindig: the party is over', events: [7], declarations: [] }] });
    expect(r.details).toEqual({ mode: 'STORY', strategy: 'TURF_WAR', deployment: 'STANDARD', encounterSize: 50, attacker: 'A', defenderObjective: 'Slaughter' });
  });

  it('malifaux-2e/VP-1 entries of 0 VP are left out, and the total sums only the seat\'s own entries', () => {
    const { g } = standardGame();
    const s = withStandard(g.state, { ledger: [...g.state.standard!.ledger, entry({ seat: 'A', source: 'OUTFLANK', vp: 0 }), entry({ seat: 'B', source: 'OUTFLANK', vp: 2, turn: 0 })] });
    const r = encounterResult(s)!;
    expect(r.seats.map((x) => [x.vp, x.entries.map((e) => e.source)])).toEqual([
      [3, ['strategy:RECKONING', 'scheme:BREAKTHROUGH']],
      [2, ['scheme:OUTFLANK']],
    ]);
    expect(r.seats[1].entries[0].turn).toBeNull();
  });

  it('malifaux-2e/VP-3 a result recorded without a winner is a draw, whatever the entries say', () => {
    const { g } = standardGame();
    const r = encounterResult(withStandard(g.state, { result: { vp: { A: 3, B: 0 }, winner: null } }))!;
    expect([r.outcome, r.winners]).toEqual(['DRAW', []]);
  });

  it('malifaux-2e/VP-3 a Strategy never determined reads strategy:UNKNOWN; absent mode, deployment and size leave their details out', () => {
    const { g } = standardGame();
    const r = encounterResult(withStandard(g.state, { strategy: null, mode: undefined, deployment: null, size: null }))!;
    expect(r.seats[0].entries[0].source).toBe('strategy:UNKNOWN');
    expect(r.details).toEqual({ mode: 'STANDARD' });
  });

  it('malifaux-2e/VP-3 a Story result reads its Strategy from the Story, never from the Standard Strategy', () => {
    const g = storyAt({}, 5);
    g.events.push({ type: 'VictoryPointsAwarded', data: { entries: [entry({ seat: 'A', turn: 3 })], uses: [] } });
    endGame(g);
    const s = withStandard(g.state, { strategy: 'RECKONING' });
    expect(encounterResult(s)!.seats[0].entries[0].source).toBe('strategy:TURF_WAR');
    expect(encounterResult(withStandard(s, { story: null }))!.seats[0].entries[0].source).toBe('strategy:UNKNOWN');
  });

  it('malifaux-2e/VP-3 §21.8 a linked game names its place in the series and each player\'s series VP (0 before for a new name)', () => {
    const { g } = standardGame();
    const linked = { game: 3, previousEncounterId: 'e2', encounterSize: 50, previousWinner: null, sameFaction: true, players: { A: { faction: 'GUILD' as const, leaderName: 'Lady Justice', schemesUsed: [], totalVp: 5 } } };
    expect(encounterResult(withStandard(g.state, { linked }))!.details).toEqual({
      mode: 'STANDARD',
      strategy: 'RECKONING',
      deployment: 'STANDARD',
      encounterSize: 50,
      linkedGame: 3,
      previousEncounterId: 'e2',
      'seriesVp:A': 8,
      'seriesVp:B': 0,
    });
  });

  it('malifaux-2e/VP-3 no result before the end, without an end time, without a Standard Encounter or before the end was scored', () => {
    const { g } = standardGame();
    const s = g.state;
    expect(encounterResult({ status: 'empty' })).toBeNull();
    expect(encounterResult({ ...s, status: 'active' })).toBeNull();
    expect(encounterResult({ ...s, endedAt: null })).toBeNull();
    expect(encounterResult({ ...s, standard: null })).toBeNull();
    expect(encounterResult(withStandard(s, { result: null }))).toBeNull();
    expect(encounterResult(s)).not.toBeNull();
  });

  it('malifaux-2e/VP-3 a seat whose name or faction the state lacks reads as "" and null', () => {
    const { g } = standardGame();
    const s = g.state;
    const r = encounterResult({ ...withStandard(s, { factions: {} }), seats: { A: s.seats.A } })!;
    expect(r.seats[1]).toMatchObject({ seat: 'B', name: '', side: null });
  });
});
