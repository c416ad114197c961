// malifaux-2e §20.11 the league-facing result of an ended encounter: VP-3 winner or draw, VP-1 capped ledger totals, every entry traceable.
import { Game } from '../testing/turns';
import { atEndPhase, choice, endPhase, killed } from './testing/fixtures';
import { encounterResult } from './result';

const schemes = { A: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], B: [choice('A_LINE_IN_THE_SAND'), choice('PROTECT_TERRITORY')] };
const endGame = (g: Game) => g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });

describe('malifaux-2e §20.11 encounter result (results read model)', () => {
  it('malifaux-2e/VP-3 the seat with more VP wins; every entry names the stream versions that earned it', () => {
    const g = atEndPhase(schemes, 2, { strategy: 'CROW-03' });
    g.events.push(killed('B:young1', 'B', 'A:judge', 'A', 2), killed('B:young2', 'B', 'A:judge', 'A', 2));
    const killVersions = [g.events.length - 1, g.events.length];
    endPhase(g);
    expect(encounterResult(g.state)).toBeNull(); // still running: no result, nothing leaks early
    endGame(g);
    const r = encounterResult(g.state)!;
    expect(r.outcome).toBe('WIN');
    expect(r.winners).toEqual(['A']);
    const a = r.seats.find((s) => s.seat === 'A')!;
    expect(a).toMatchObject({ name: 'A', side: 'GUILD' });
    expect(a.entries[0]).toMatchObject({ source: 'strategy:RECKONING', vp: 1, turn: 2 });
    expect(a.entries[0].events).toEqual(killVersions);
    for (const s of r.seats) expect(s.vp).toBe(g.state.standard!.ledger.filter((x) => x.seat === s.seat).reduce((n, x) => n + x.vp, 0));
    expect(r.seats.find((s) => s.seat === 'B')!.vp).toBeLessThan(a.vp);
    expect(r).toMatchObject({ turnsPlayed: 2, endedAt: '2026-01-01T03:00:00Z', details: { mode: 'STANDARD', strategy: 'RECKONING', encounterSize: 50 } });
    // The fixtures play on stacked decks: a practice game no league counts (LG-8).
    expect(r.practice).toBe(true);
  });

  it('malifaux-2e/VP-3 equal VP is a draw: no winners', () => {
    const g = atEndPhase(schemes, 1, { strategy: 'CROW-03' });
    endPhase(g);
    endGame(g);
    const r = encounterResult(g.state)!;
    expect(r.seats.map((s) => s.vp)).toEqual([0, 0]);
    expect(r).toMatchObject({ outcome: 'DRAW', winners: [] });
  });

  it('malifaux-2e/VP-1 the result holds capped entries only: a capped award of 0 is not listed', () => {
    const g = atEndPhase(schemes, 6, { strategy: 'CROW-03' });
    g.events.push({ type: 'VictoryPointsAwarded', data: { entries: [2, 3, 4, 5].map((turn) => ({ seat: 'A' as const, source: 'STRATEGY' as const, vp: 1, turn, reason: 'Reckoning', events: [], declarations: [] })), uses: [] } });
    g.events.push(killed('B:young1', 'B', 'A:judge', 'A', 6), killed('B:young2', 'B', 'A:judge', 'A', 6));
    endPhase(g);
    if (g.state.status !== 'ended') endGame(g); // the Turn 6 end flip may have ended it already (EP-3)
    const a = encounterResult(g.state)!.seats[0];
    expect(a.entries.filter((e) => e.source === 'strategy:RECKONING').map((e) => e.turn)).toEqual([2, 3, 4, 5]);
    expect(a.entries.filter((e) => e.source === 'strategy:RECKONING').reduce((n, e) => n + e.vp, 0)).toBe(4);
    expect(a.entries.every((e) => e.vp > 0)).toBe(true);
  });

  it('an encounter without a Standard Encounter (crews hired directly) has no scored result', () => {
    const g = new Game([]);
    g.do('organiser', 'CreateEncounter', { encounterId: 'e', players: [{ name: 'A' }, { name: 'B' }], seed: '00', seedCommitment: 'x', options: {}, now: '2026-01-01T00:00:00Z' });
    endGame(g);
    expect(g.state.status).toBe('ended');
    expect(encounterResult(g.state)).toBeNull();
  });
});
