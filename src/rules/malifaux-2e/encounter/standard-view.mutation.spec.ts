// malifaux-2e §20 Standard Encounters as each viewer sees them: the exact view (factions, crews, Schemes, start
// reveals, declarations, ledger) and the exact redaction of each secret event (what is blanked, `redacted` set), plus
// who is due at each setup step; leak.spec.ts checks the same secrets by searching for their text.
import type { SeatId, Viewer } from '../../core/decider';
import type { EncounterEvent } from '../events';
import type { Game } from '../testing/turns';
import { atEndPhase, choice, guildCrew, newStandard, terrain, toHiring } from './testing/fixtures';
import { redactStandardEvent, setupStep, standardView } from './standard-view';
import { declare, markers, withStandard } from './testing/scoring';

const seat = (s: SeatId): Viewer => ({ role: 'seat', seat: s });
const auditor: Viewer = { role: 'auditor' } as Viewer;
const last = (g: Game): EncounterEvent => g.events[g.events.length - 1];
/** A at the End Phase of Turn 3: Entourage (secret) and A Line in the Sand (revealed); B two secret Schemes. */
const playing = (): Game =>
  atEndPhase({ A: [choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), choice('A_LINE_IN_THE_SAND')], B: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], revealA: ['A_LINE_IN_THE_SAND'] }, 3);

describe('malifaux-2e §20.1 setupStep: the step and the seats due', () => {
  it('malifaux-2e/SETUP factions wait for the seats that have not announced; steps of anyone name nobody', () => {
    const g = newStandard();
    expect(setupStep(g.state)).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
    g.do('A', 'RecordTerrain', { pieces: terrain });
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'GUILD' });
    expect(setupStep(g.state)).toEqual({ step: 'ANNOUNCE_FACTIONS', seats: ['A'] });
    expect(setupStep({ ...g.state, standard: null })).toBeNull();
  });

  it('malifaux-2e/SETUP the scheme pool waits for a pending cut of the placer\'s deck; the deployment choices for their seat', () => {
    const s = toHiring().state;
    const pool = withStandard(s, { step: 'GENERATE_SCHEME_POOL' });
    expect(setupStep(pool)).toEqual({ step: 'GENERATE_SCHEME_POOL', seats: [] });
    expect(setupStep({ ...pool, seats: { ...pool.seats, A: { ...pool.seats.A!, pendingCutBy: 'B' } } })).toEqual({ step: 'GENERATE_SCHEME_POOL', seats: ['B'] });
    expect(setupStep(withStandard(s, { step: 'CHOOSE_DEPLOYMENT_ORDER', orderWinner: null }))).toEqual({ step: 'CHOOSE_DEPLOYMENT_ORDER', seats: [] });
    expect(setupStep(withStandard(s, { step: 'CHOOSE_DEPLOYMENT_ZONE', deployFirst: null }))).toEqual({ step: 'CHOOSE_DEPLOYMENT_ZONE', seats: [] });
    expect(setupStep(withStandard(s, { step: 'CHOOSE_DEPLOYMENT_ZONE', deployFirst: 'B' }))).toEqual({ step: 'CHOOSE_DEPLOYMENT_ZONE', seats: ['B'] });
  });

  it('malifaux-2e/SETUP §21.8 a linked game waits for the previous winner\'s spoils, then with option 1 for her side', () => {
    const s = newStandard().state;
    const linked = { game: 2, previousEncounterId: 'e1', encounterSize: 50, players: {}, previousWinner: 'B', sameFaction: true };
    expect(setupStep(withStandard(s, { linked }))).toEqual({ step: 'CHOOSE_SPOILS', seats: ['B'] });
    expect(setupStep(withStandard(s, { linked, spoils: { seat: 'B', option: 'UNCONVENTIONAL_TERRAIN', terrain: 'BOG' } }))).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
    expect(setupStep(withStandard(s, { linked: { ...linked, previousWinner: null } }))).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
    expect(setupStep(withStandard(s, { linked: { ...linked, previousWinner: 'Zed' } }))).toEqual({ step: 'RECORD_TERRAIN', seats: [] });
    const hiring = withStandard(toHiring().state, { spoils: { seat: 'A', option: 'ROLE_AFTER_FLIP' } });
    expect(setupStep(hiring)).toEqual({ step: 'CHOOSE_STORY_ROLE', seats: ['A'] });
    expect(setupStep(withStandard(hiring, { spoils: { seat: 'A', option: 'ROLE_AFTER_FLIP', roleChosen: true } }))).toEqual({ step: 'HIRE_CREWS', seats: ['A', 'B'] });
    expect(setupStep(withStandard(hiring, { step: 'CHOOSE_SCHEMES' }))).toEqual({ step: 'CHOOSE_SCHEMES', seats: ['A', 'B'] });
  });
});

describe('malifaux-2e §20 the Standard Encounter each viewer sees', () => {
  it('malifaux-2e/SETUP a faction and a crew are the own seat\'s alone until both are in', () => {
    const g = toHiring();
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    const s = withStandard(g.state, { factions: { A: 'GUILD', B: 'NEVERBORN' }, factionsRevealed: false });
    expect(Object.keys(standardView(s, seat('A'), false)!.factions)).toEqual(['A']);
    expect(Object.keys(standardView(s, seat('B'), false)!.factions)).toEqual(['B']);
    expect(Object.keys(standardView(s, seat('B'), false)!.crews)).toEqual([]);
    expect(Object.keys(standardView(s, seat('A'), false)!.crews)).toEqual(['A']);
    expect(Object.keys(standardView(s, { role: 'public' }, true)!.crews)).toEqual(['A']);
    expect(Object.keys(standardView(withStandard(s, { factionsRevealed: true }), { role: 'public' }, false)!.factions)).toEqual(['A', 'B']);
    expect(standardView({ ...s, standard: null }, seat('A'), false)).toBeNull();
  });

  it('malifaux-2e/SC-0b an unrevealed Scheme, its start reveal, its declared facts and its VP stay with its owner', () => {
    const g = playing();
    markers(g, 'A', 'm1');
    declare(g, 'A', 'END', { firstScheme: 'ENTOURAGE', schemes: { ENTOURAGE: { position: 'ENEMY_DZ' }, A_LINE_IN_THE_SAND: { markers: ['m1'] } } });
    const ledger = [
      { seat: 'A' as const, source: 'ENTOURAGE' as const, vp: 2, turn: 2, reason: 'e', events: [], declarations: [] },
      { seat: 'A' as const, source: 'A_LINE_IN_THE_SAND' as const, vp: 1, turn: 2, reason: 'l', events: [], declarations: [] },
      { seat: 'A' as const, source: 'STRATEGY' as const, vp: 1, turn: 2, reason: 's', events: [], declarations: [] },
      { seat: 'A' as const, source: 'SHINDIG' as const, vp: 2, turn: 2, reason: 'p', events: [], declarations: [] },
    ];
    const s = withStandard(g.state, { ledger, startReveals: { A: ['A_LINE_IN_THE_SAND'], B: [] } });
    const b = standardView(s, seat('B'), false)!;
    expect(b.schemes.A!.map((c) => c.scheme)).toEqual(['A_LINE_IN_THE_SAND']);
    expect(b.schemes.B!.map((c) => c.scheme)).toEqual(['A_LINE_IN_THE_SAND', 'BREAKTHROUGH']);
    expect(b.startReveals).toEqual({ B: [] });
    expect(b.declarations.map((d) => [d.schemes, d.firstScheme])).toEqual([[{ A_LINE_IN_THE_SAND: { markers: ['m1'] } }, undefined]]);
    expect(b.ledger.map((x) => x.source)).toEqual(['A_LINE_IN_THE_SAND', 'STRATEGY', 'SHINDIG']);
    const a = standardView(s, seat('A'), false)!;
    expect(a.schemes.A!.map((c) => c.scheme)).toEqual(['ENTOURAGE', 'A_LINE_IN_THE_SAND']);
    expect(a.declarations[0].firstScheme).toBe('ENTOURAGE');
    expect(a.ledger).toHaveLength(4);
    const end = standardView(s, seat('B'), true)!;
    expect([end.schemes.A!.length, end.ledger.length, end.declarations[0].firstScheme, Object.keys(end.startReveals!)]).toEqual([2, 4, 'ENTOURAGE', ['A', 'B']]);
  });

  it('malifaux-2e/SC-0b a declaration naming a revealed first Scheme keeps it', () => {
    const g = playing();
    declare(g, 'A', 'END', { firstScheme: 'A_LINE_IN_THE_SAND' });
    expect(standardView(g.state, seat('B'), false)!.declarations[0].firstScheme).toBe('A_LINE_IN_THE_SAND');
  });
});

describe('malifaux-2e §20 the redaction of each secret event', () => {
  it('malifaux-2e/SETUP a faction committed is blanked for others until both are revealed', () => {
    const g = newStandard();
    g.do('A', 'RecordTerrain', { pieces: terrain });
    g.do('A', 'SetEncounterSize', { soulstones: 50 });
    g.do('A', 'AnnounceFaction', { seat: 'A', faction: 'GUILD' });
    const e = last(g);
    expect(redactStandardEvent(e, seat('B'), g.state)).toEqual({ type: 'FactionCommitted', data: { seat: 'A', faction: null }, redacted: true });
    expect(redactStandardEvent(e, seat('A'), g.state)).toEqual({ type: 'FactionCommitted', data: { seat: 'A', faction: 'GUILD' }, redacted: false });
    expect(redactStandardEvent(e, auditor, g.state)).toEqual({ type: 'FactionCommitted', data: { seat: 'A', faction: 'GUILD' }, redacted: false });
    g.do('B', 'AnnounceFaction', { seat: 'B', faction: 'NEVERBORN' });
    expect(redactStandardEvent(e, seat('B'), g.state)).toEqual({ type: 'FactionCommitted', data: { seat: 'A', faction: 'GUILD' }, redacted: false });
    expect(redactStandardEvent(e, seat('B'), { status: 'empty' })).toEqual({ type: 'FactionCommitted', data: { seat: 'A', faction: null }, redacted: true });
  });

  it('malifaux-2e/SETUP a crew submitted and the Schemes chosen are blanked for others', () => {
    const g = toHiring();
    g.do('A', 'SubmitCrew', { seat: 'A', list: guildCrew() });
    const crew = last(g);
    expect(redactStandardEvent(crew, seat('B'), g.state)).toEqual({ type: 'CrewSubmitted', data: { seat: 'A', list: null, summary: null }, redacted: true });
    expect(redactStandardEvent(crew, { role: 'public' }, withStandard(g.state, { crewsRevealed: true }))!.redacted).toBe(false);
    const chosen: EncounterEvent = { type: 'SchemesChosen', data: { seat: 'A', schemes: [choice('OUTFLANK')], reveal: ['OUTFLANK'] } };
    expect(redactStandardEvent(chosen, seat('B'), g.state)).toEqual({ type: 'SchemesChosen', data: { seat: 'A', schemes: null, reveal: null }, redacted: true });
    expect(redactStandardEvent(chosen, seat('A'), g.state)).toEqual({ type: 'SchemesChosen', data: chosen.data, redacted: false });
  });

  it('malifaux-2e/SC-0b declared facts lose their unrevealed Schemes for others, and say so; facts of revealed ones are shown whole', () => {
    const g = playing();
    markers(g, 'A', 'm1');
    declare(g, 'A', 'END', { firstScheme: 'ENTOURAGE', schemes: { ENTOURAGE: { position: 'ENEMY_DZ' }, A_LINE_IN_THE_SAND: { markers: ['m1'] } } });
    const secret = last(g);
    expect(redactStandardEvent(secret, seat('B'), g.state)).toEqual({
      type: 'ScoringFactsDeclared',
      data: { ...(secret.data as object), schemes: { A_LINE_IN_THE_SAND: { markers: ['m1'] } }, firstScheme: undefined },
      redacted: true,
    });
    declare(g, 'A', 'END', { firstScheme: 'A_LINE_IN_THE_SAND', schemes: { A_LINE_IN_THE_SAND: { markers: ['m1'] } } });
    const open = last(g);
    expect(redactStandardEvent(open, seat('B'), g.state)).toEqual({ type: 'ScoringFactsDeclared', data: open.data, redacted: false });
    declare(g, 'A', 'END', { firstScheme: 'ENTOURAGE' });
    expect(redactStandardEvent(last(g), seat('B'), g.state)!.redacted).toBe(true);
    declare(g, 'A', 'TURN', {});
    expect(redactStandardEvent(last(g), seat('B'), g.state)!.redacted).toBe(false);
  });

  it('malifaux-2e/SC-0b VP and uses of an unrevealed Scheme are left out for others; Strategy and Shindig VP are public', () => {
    const g = playing();
    const entry = (source: 'ENTOURAGE' | 'A_LINE_IN_THE_SAND' | 'STRATEGY' | 'SHINDIG') => ({ seat: 'A' as const, source, vp: 1, turn: 2, reason: 'r', events: [], declarations: [] });
    const all: EncounterEvent = {
      type: 'VictoryPointsAwarded',
      data: { entries: [entry('ENTOURAGE'), entry('A_LINE_IN_THE_SAND'), entry('STRATEGY'), entry('SHINDIG')], uses: [{ seat: 'A', scheme: 'ENTOURAGE', use: 'X' }, { seat: 'A', scheme: 'A_LINE_IN_THE_SAND', use: 'Y' }] },
    };
    expect(redactStandardEvent(all, seat('B'), g.state)).toEqual({
      type: 'VictoryPointsAwarded',
      data: { entries: [entry('A_LINE_IN_THE_SAND'), entry('STRATEGY'), entry('SHINDIG')], uses: [{ seat: 'A', scheme: 'A_LINE_IN_THE_SAND', use: 'Y' }] },
      redacted: true,
    });
    expect(redactStandardEvent(all, seat('A'), g.state)).toEqual({ type: 'VictoryPointsAwarded', data: all.data, redacted: false });
    const onlyUse: EncounterEvent = { type: 'VictoryPointsAwarded', data: { entries: [entry('STRATEGY')], uses: [{ seat: 'A', scheme: 'ENTOURAGE', use: 'X' }] } };
    expect(redactStandardEvent(onlyUse, seat('B'), g.state)).toEqual({ type: 'VictoryPointsAwarded', data: { entries: [entry('STRATEGY')], uses: [] }, redacted: true });
    expect(redactStandardEvent(all, seat('B'), { ...g.state, status: 'ended' })!.redacted).toBe(false);
  });

  it('malifaux-2e/SETUP other Standard events are shown as they are; events of the Turn are not this file\'s', () => {
    const g = newStandard();
    const begun = g.events.find((e) => e.type === 'StandardSetupBegun')!;
    expect(redactStandardEvent(begun, seat('B'), g.state)).toEqual({ type: 'StandardSetupBegun', data: begun.data, redacted: false });
    expect(redactStandardEvent(g.events[0], seat('B'), g.state)).toBeNull();
  });
});

describe('malifaux-2e §20 each secret on its own (issue 15 survivors)', () => {
  it('malifaux-2e/SETUP §21.8 the spoils wait only at Record Terrain: a later step names its own seats', () => {
    // The previous winner still has no spoils, but the factions step is not where she chooses them.
    const linked = { game: 2, previousEncounterId: 'e1', encounterSize: 50, players: {}, previousWinner: 'B', sameFaction: true };
    expect(setupStep(withStandard(newStandard().state, { linked, step: 'ANNOUNCE_FACTIONS' }))).toEqual({ step: 'ANNOUNCE_FACTIONS', seats: ['A', 'B'] });
  });

  it('malifaux-2e/SC-0b a seat without Scheme cards shows none to others', () => {
    const s = withStandard(playing().state, { schemes: { A: undefined, B: [] } });
    expect(standardView(s, seat('B'), false)!.schemes).toEqual({ A: [], B: [] });
  });

  it('malifaux-2e/SC-0b the owner sees her own declared facts whole, unrevealed Schemes and all', () => {
    const g = playing();
    declare(g, 'A', 'END', { firstScheme: 'ENTOURAGE', schemes: { ENTOURAGE: { position: 'ENEMY_DZ' } } });
    const own = last(g);
    expect(redactStandardEvent(own, seat('A'), g.state)).toEqual({ type: 'ScoringFactsDeclared', data: own.data, redacted: false });
  });

  it('malifaux-2e/SC-0b facts of an unrevealed Scheme alone (no first Scheme named) are cut for others, and say so', () => {
    const g = playing();
    declare(g, 'A', 'END', { schemes: { ENTOURAGE: { position: 'ENEMY_DZ' } } });
    const secret = last(g);
    expect(redactStandardEvent(secret, seat('B'), g.state)).toEqual({
      type: 'ScoringFactsDeclared',
      data: { ...(secret.data as object), schemes: {}, firstScheme: undefined },
      redacted: true,
    });
  });

  it('malifaux-2e/SC-0b VP of an unrevealed Scheme with no use named are cut for others, and say so', () => {
    const g = playing();
    const entry = (source: 'ENTOURAGE' | 'STRATEGY') => ({ seat: 'A' as const, source, vp: 1, turn: 2, reason: 'r', events: [], declarations: [] });
    const vp: EncounterEvent = { type: 'VictoryPointsAwarded', data: { entries: [entry('ENTOURAGE'), entry('STRATEGY')], uses: [] } };
    expect(redactStandardEvent(vp, seat('B'), g.state)).toEqual({ type: 'VictoryPointsAwarded', data: { entries: [entry('STRATEGY')], uses: [] }, redacted: true });
  });
});
