// malifaux-2e §20.1, §20.8, §20.9 hidden information: no seat learns the other's faction, hire or unrevealed Schemes
// (with their notes and declared facts) before the reveal, from anything it can read: the view and every event.
import type { SeatId, Viewer } from '../../core/decider';
import { malifaux2e } from '../index';
import type { Game } from '../testing/turns';
import { atEndPhase, choice, guildCrew, neverbornCrew, newStandard, schemeMarker, terrain } from './testing/fixtures';

const readable = (g: Game, viewer: Viewer): string => {
  const state = g.state;
  return JSON.stringify({ view: malifaux2e.view(state, viewer), events: g.events.map((e) => malifaux2e.redactEvent(e, viewer, state)) });
};
const seat = (s: SeatId): Viewer => ({ role: 'seat', seat: s });
const others: Viewer[] = [seat('B'), { role: 'public' }, { role: 'organiser' }];

describe('malifaux-2e §20 hidden information in a Standard Encounter', () => {
  it('the faction stays secret until both have announced (commit/reveal)', () => {
    const g = newStandard(['MASK-03', 'RAM-04']);
    g.do('A', 'RecordTerrain', { pieces: terrain });
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    expect(readable(g, seat('A'))).toContain('GUILD');
    for (const v of others) expect(readable(g, v)).not.toContain('GUILD');
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
    for (const v of others) expect(readable(g, v)).toContain('GUILD');
  });
  it('the hired crew stays secret until both have hired', () => {
    const g = newStandard(['MASK-03', 'RAM-04'], [], { schemePool: ['A_LINE_IN_THE_SAND', 'BREAKTHROUGH'] });
    g.do('A', 'RecordTerrain', { pieces: terrain });
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
    g.do('A', 'DetermineDeployment', { flipId: 'd' });
    g.do('A', 'DetermineStrategy', { flipId: 's' });
    g.do('A', 'GenerateSchemePool', { flipId: 'p' });
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    expect(readable(g, seat('A'))).toContain('A:justice');
    for (const v of others) expect(readable(g, v)).not.toContain('A:justice');
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    for (const v of others) expect(readable(g, v)).toContain('A:justice');
  });
  it('the Schemes chosen, and which of them will be revealed, stay secret until both seats have chosen (simultaneous reveal)', () => {
    const g = newStandard(['MASK-03', 'RAM-04'], [], { schemePool: ['A_LINE_IN_THE_SAND', 'BREAKTHROUGH', 'OUTFLANK'] });
    g.do('A', 'RecordTerrain', { pieces: terrain });
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
    for (const t of ['DetermineDeployment', 'DetermineStrategy', 'GenerateSchemePool']) g.do('A', t, { flipId: t });
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    g.do('B', 'SubmitCrew', { seat: 'B', list: neverbornCrew() });
    g.do('A', 'ChooseSchemes', { seat: 'A', schemes: [choice('OUTFLANK'), choice('BREAKTHROUGH')], reveal: ['OUTFLANK'] });
    for (const v of others) expect(readable(g, v)).not.toContain('"scheme":"OUTFLANK"');
    expect(readable(g, seat('A'))).toContain('"scheme":"OUTFLANK"');
    g.do('B', 'ChooseSchemes', { seat: 'B', schemes: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], reveal: [] });
    expect(readable(g, seat('B'))).toContain('"scheme":"OUTFLANK"');
    expect(g.state.standard!.schemes.A!.map((c) => c.revealed)).toEqual(['START', null]);
    for (const v of others) expect((malifaux2e.view(g.state, v)!.standard!.schemes.A ?? []).map((c) => c.scheme)).toEqual(['OUTFLANK']);
  });
  it('an unrevealed Scheme, its notes, its declared facts and its VP stay with its owner until the end', () => {
    const g = atEndPhase({ A: [choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), choice('A_LINE_IN_THE_SAND')], B: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], revealA: ['A_LINE_IN_THE_SAND'] }, 3);
    g.events.push(schemeMarker('m1', 'A'));
    g.do('A', 'DeclareScoringFacts', { declarationId: 'd1', seat: 'A', moment: 'END', firstScheme: 'ENTOURAGE', schemes: { ENTOURAGE: { position: 'ENEMY_DZ' }, A_LINE_IN_THE_SAND: { markers: ['m1'] } } });
    const secret = ['"scheme":"ENTOURAGE"', '"ENTOURAGE":', '"firstScheme":"ENTOURAGE"', 'ENEMY_DZ'];
    for (const s of secret) expect(readable(g, seat('A'))).toContain(s);
    for (const v of others) for (const s of secret) expect(readable(g, v)).not.toContain(s);
    // The revealed one is public, notes included.
    expect(readable(g, seat('B'))).toContain('"scheme":"A_LINE_IN_THE_SAND"');
    // Errors B can provoke say nothing of A's schemes.
    expect(() => g.do('B', 'DeclareScoringFacts', { declarationId: 'd2', seat: 'B', moment: 'END', schemes: { ENTOURAGE: {} } })).toThrow(/ENTOURAGE is not one of your Schemes/);
    g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });
    for (const v of others) for (const s of secret) expect(readable(g, v)).toContain(s);
  });
});
