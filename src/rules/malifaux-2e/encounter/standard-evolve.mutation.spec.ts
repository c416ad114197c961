// malifaux-2e §20 folding the Standard Encounter: what a redacted (secret) event leaves untouched, the server's own
// scoring facts (kills, first attacks, Interacts, Conditions since when) with their stream versions, reveals that
// never downgrade, declarations re-declared under one id, VP on the cards and the table.
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import type { Game } from '../testing/turns';
import { atEndPhase, choice, guildCrew, neverbornCrew, toHiring } from './testing/fixtures';
import { evolveStandard, initialStandard } from './standard-evolve';
import type { HireSummary } from './hiring';
import type { SchemeCard, StandardEncounter } from './standard-types';

const playing = (): Game => atEndPhase({ A: [choice('ENTOURAGE', { friendlyModelId: 'A:judge' }), choice('A_LINE_IN_THE_SAND')], B: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], revealA: ['A_LINE_IN_THE_SAND'] }, 2);
const fold = (s: GameState, ...events: EncounterEvent[]): GameState => events.reduce(evolveStandard, s);
const std = (s: GameState): StandardEncounter => s.standard!;
const action = (modelId: string, over: object): EncounterEvent =>
  ({ type: 'ActionTaken', data: { actionId: 'x', modelId, seat: modelId[0], action: 'Halberd', category: 'ATTACK', printedAp: 1, paid: 1, paidRestricted: 0, free: null, zeroAp: false, targets: ['B:young1'], facts: {}, focus: 0, duelId: null, grants: 0, note: null, ...over } }) as EncounterEvent;

describe('malifaux-2e §20 folding Standard Encounter events', () => {
  it('malifaux-2e/SETUP a new setup starts at RECORD_TERRAIN with nothing chosen; the mode defaults to STANDARD', () => {
    expect(initialStandard('B', {})).toMatchObject({ step: 'RECORD_TERRAIN', mode: 'STANDARD', placer: 'B', story: null, size: null, strategy: null, deployment: null, result: null, factionsRevealed: false, crewsRevealed: false, schemesRevealed: false });
    const s = toHiring().state;
    const begun = fold({ ...s, standard: null }, { type: 'StandardSetupBegun', data: { placer: 'B', rounds: [], preset: {}, mode: 'STORY' } });
    expect([std(begun).mode, std(begun).placer, std(begun).linked]).toEqual(['STORY', 'B', undefined]);
    expect(fold({ ...s, standard: null }, { type: 'DeckShuffled', data: {} } as EncounterEvent).standard).toBeNull();
  });

  it('malifaux-2e/SETUP each event counts one stream version', () => {
    const s = toHiring().state;
    expect(fold({ ...s, eventCount: undefined }, { type: 'DrawPhaseEnded', data: { turn: 1 } }).eventCount).toBe(1);
    expect(fold(s, { type: 'DrawPhaseEnded', data: { turn: 1 } }).eventCount).toBe(s.eventCount! + 1);
  });

  it('malifaux-2e/SETUP a redacted faction, crew or Scheme choice changes nothing', () => {
    const s = toHiring().state;
    expect(std(fold(s, { type: 'FactionCommitted', data: { seat: 'A', faction: null } } as unknown as EncounterEvent)).factions).toEqual(std(s).factions);
    expect(std(fold(s, { type: 'CrewSubmitted', data: { seat: 'A', list: null, summary: null } } as unknown as EncounterEvent)).crews).toEqual({});
    expect(std(fold(s, { type: 'CrewSubmitted', data: { seat: 'A', list: { leaderId: 'x', models: [], poolPurchased: 0 }, summary: null } } as unknown as EncounterEvent)).crews).toEqual({});
    expect(std(fold(s, { type: 'SchemesChosen', data: { seat: 'A', schemes: null, reveal: null } } as unknown as EncounterEvent)).schemes).toEqual({});
  });

  it('malifaux-2e/SC-0b a Scheme chosen starts unrevealed with 0 VP; a missing reveal list is empty', () => {
    const s = toHiring().state;
    const e = std(fold(s, { type: 'SchemesChosen', data: { seat: 'A', schemes: [choice('OUTFLANK')], reveal: undefined } } as unknown as EncounterEvent));
    expect(e.schemes.A).toEqual([{ scheme: 'OUTFLANK', notes: {}, revealed: null, vp: 0, used: [] }]);
    expect(e.startReveals).toEqual({ A: [] });
  });

  it('malifaux-2e/SC-0b a reveal never downgrades: START and OWN stay, SHOWN only for an unrevealed Scheme', () => {
    const s = playing().state;
    const shown = (scheme: 'ENTOURAGE' | 'A_LINE_IN_THE_SAND') => ({ type: 'SchemeRevealed', data: { seat: 'A', scheme, notes: {}, how: 'SHOWN', reason: 'r' } }) as EncounterEvent;
    const after = std(fold(s, shown('ENTOURAGE'), shown('A_LINE_IN_THE_SAND')));
    expect(after.schemes.A!.map((c) => c.revealed)).toEqual(['SHOWN', 'START']);
    const own = std(fold(s, { type: 'SchemeRevealed', data: { seat: 'A', scheme: 'ENTOURAGE', notes: {}, how: 'OWN', reason: 'r' } }, shown('ENTOURAGE')));
    expect(own.schemes.A![0].revealed).toBe('OWN');
    expect(std(fold(s, { type: 'SchemeRevealed', data: { seat: 'C' as never, scheme: 'ENTOURAGE', notes: {}, how: 'OWN', reason: 'r' } })).schemes).toEqual(std(s).schemes);
  });

  it('malifaux-2e/SC-0a kills, sacrifices, first attacks and Interacts are recorded with their versions; a first attack is never replaced', () => {
    const s = playing().state;
    const v = s.eventCount!;
    const e = std(
      fold(
        s,
        { type: 'ModelKilled', data: { modelId: 'B:tot', seat: 'B', byModelId: 'A:judge', bySeat: 'A', turn: 2, marker: null, buried: false } },
        { type: 'ModelSacrificed', data: { modelId: 'A:peon', seat: 'A', turn: 2 } },
        action('A:guard', { targets: ['B:young1'] }),
        action('A:guard', { targets: ['B:young2'] }),
        action('A:judge', { category: 'TACTICAL' }),
        action('A:merc', { action: 'Interact', category: 'TACTICAL', printedAp: 2, targets: ['B:lilith'], facts: {} }),
        action('A:scales', { action: 'Interact', category: 'TACTICAL', printedAp: 2, targets: ['B:lilith'], facts: { engagedWith: ['B:lilith'] } }),
      ),
    );
    expect(e.kills).toEqual([
      { modelId: 'B:tot', seat: 'B', byModelId: 'A:judge', bySeat: 'A', turn: 2, how: 'KILLED', version: v + 1 },
      { modelId: 'A:peon', seat: 'A', byModelId: null, bySeat: null, turn: 2, how: 'SACRIFICED', version: v + 2 },
    ]);
    expect(e.firstAttacks).toEqual({ 'A:guard': { targets: ['B:young1'], version: v + 3, turn: 2 } });
    expect(e.interacts).toEqual([
      { modelId: 'A:merc', turn: 2, targets: ['B:lilith'], ap: 2, engagedWith: [], version: v + 6 },
      { modelId: 'A:scales', turn: 2, targets: ['B:lilith'], ap: 2, engagedWith: ['B:lilith'], version: v + 7 },
    ]);
  });

  it('malifaux-2e/SC-0a A-19 a disengaging strike is a first attack at the walker; with no walk it records nothing', () => {
    const s = playing().state;
    const strike: EncounterEvent = { type: 'DisengagingStrikeStarted', data: { actionId: 'w', strikerId: 'A:guard', action: 'Halberd', duelId: 'd', distance: 1 } };
    expect(std(fold(s, strike)).firstAttacks).toEqual({});
    const walking = { ...s, table: { ...s.table!, walk: { modelId: 'B:young1' } } } as GameState;
    expect(std(fold(walking, strike)).firstAttacks).toEqual({ 'A:guard': { targets: ['B:young1'], version: s.eventCount! + 1, turn: 2 } });
    const already = fold(walking, action('A:guard', { targets: ['B:tot'] }), strike);
    expect(std(already).firstAttacks['A:guard'].targets).toEqual(['B:tot']);
  });

  it('malifaux-2e/SC-0a a Condition keeps the version it was first gained at, until it is removed', () => {
    const s = playing().state;
    const v = s.eventCount!;
    const gain: EncounterEvent = { type: 'ConditionGained', data: { modelId: 'B:young1', name: 'DISTRACTED' } } as EncounterEvent;
    const remove: EncounterEvent = { type: 'ConditionRemoved', data: { modelId: 'B:young1', name: 'DISTRACTED', reason: 'r' } };
    expect(std(fold(s, gain, gain)).conditionSince).toEqual({ ...std(s).conditionSince, 'B:young1:DISTRACTED': v + 1 });
    expect(std(fold(s, gain, remove)).conditionSince).toEqual(std(s).conditionSince);
    expect(std(fold(s, gain, remove, gain)).conditionSince['B:young1:DISTRACTED']).toBe(v + 3);
  });

  it('malifaux-2e/SETUP a declaration re-declared under its id replaces the old one; answers and rulings find theirs', () => {
    const s = playing().state;
    const declared = (turn: number): EncounterEvent => ({ type: 'ScoringFactsDeclared', data: { declarationId: 'd', seat: 'A', turn, moment: 'TURN' } }) as EncounterEvent;
    const other: EncounterEvent = { type: 'ScoringFactsDeclared', data: { declarationId: 'o', seat: 'B', turn: 1, moment: 'TURN' } } as EncounterEvent;
    const e = std(fold(s, other, declared(1), declared(2), { type: 'ScoringFactsAnswered', data: { declarationId: 'd', by: 'B', answer: 'DISPUTED', reason: 'no' } }, { type: 'ScoringFactsRuled', data: { declarationId: 'd', ruling: 'UPHELD' } }));
    expect(e.declarations.map((d) => [d.declarationId, d.turn, d.answer, d.answerReason, d.ruling])).toEqual([
      ['o', 1, 'PENDING', null, undefined],
      ['d', 2, 'DISPUTED', 'no', 'UPHELD'],
    ]);
  });

  it('malifaux-2e/VP-1 VP go to the ledger, the Scheme card and the table; uses are recorded on the card', () => {
    const s = playing().state;
    const entry = (source: 'ENTOURAGE' | 'STRATEGY' | 'SHINDIG', vp: number) => ({ seat: 'A' as const, source, vp, turn: 2, reason: 'r', events: [], declarations: [] });
    const after = fold(s, { type: 'VictoryPointsAwarded', data: { entries: [entry('ENTOURAGE', 2), entry('STRATEGY', 1), entry('SHINDIG', 2)], uses: [{ seat: 'A', scheme: 'ENTOURAGE', use: 'U' }] } });
    expect(std(after).schemes.A!.map((c) => [c.scheme, c.vp, c.used])).toEqual([
      ['ENTOURAGE', 2, ['U']],
      ['A_LINE_IN_THE_SAND', 0, []],
    ]);
    expect(std(after).ledger).toHaveLength(3);
    expect(after.table!.vp).toEqual({ ...s.table!.vp, A: (s.table!.vp.A ?? 0) + 5 });
    const noTable = fold({ ...s, table: null }, { type: 'VictoryPointsAwarded', data: { entries: [entry('STRATEGY', 1)], uses: undefined } } as unknown as EncounterEvent);
    expect([noTable.table, std(noTable).ledger.length]).toEqual([null, 1]);
  });

  it('malifaux-2e/SETUP §21.8 the side chosen after the flip swaps the roles and settles the spoils', () => {
    const s = playing().state;
    const story = { attacker: 'A' as const, defender: 'B' as const, attackerStrategy: 'TURF_WAR' as const, defenderObjective: 'Slaughter', shindig: null };
    const withStory: GameState = { ...s, standard: { ...std(s), story, spoils: { seat: 'B', option: 'ROLE_AFTER_FLIP' } } };
    const e = std(fold(withStory, { type: 'StoryRoleChosen', data: { seat: 'B', attacker: 'B', defender: 'A' } }));
    expect([e.story!.attacker, e.story!.defender, e.spoils]).toEqual(['B', 'A', { seat: 'B', option: 'ROLE_AFTER_FLIP', roleChosen: true }]);
    const bare = std(fold({ ...s, standard: { ...std(s), story: null, spoils: null } }, { type: 'StoryRoleChosen', data: { seat: 'B', attacker: 'B', defender: 'A' } }));
    expect([bare.story, bare.spoils]).toEqual([null, null]);
  });

  it('malifaux-2e/SETUP For the Money adds 4 Soulstones to its crew\'s Pool at the reveal; other reveals add none', () => {
    const s = playing().state;
    const before = [s.seats.A!.soulstones, s.seats.B!.soulstones];
    const after = fold(s, { type: 'SchemesRevealed', data: { revealed: { A: [choice('FOR_THE_MONEY')], B: [choice('OUTFLANK')] } } });
    expect([after.seats.A!.soulstones, after.seats.B!.soulstones]).toEqual([before[0] + 4, before[1]]);
    expect([std(after).schemesRevealed, std(after).step]).toEqual([true, 'FLIP_DEPLOYMENT_ORDER']);
  });

  it('malifaux-2e/SETUP a redacted crew list is not stored even when a summary comes with it', () => {
    const s = toHiring().state;
    const summary: HireSummary = { spent: 49, pool: 7, surcharged: [] };
    expect(std(fold(s, { type: 'CrewSubmitted', data: { seat: 'A', list: null, summary } })).crews).toEqual({});
  });

  it('malifaux-2e/SETUP §20.8 the crews revealed set each seat\'s Pool to its summary; a crew for no seat is ignored', () => {
    const s = toHiring().state;
    const crews = {
      A: { list: guildCrew(), summary: { spent: 49, pool: 7, surcharged: ['A:merc'] } },
      B: { list: neverbornCrew(), summary: { spent: 40, pool: 5, surcharged: [] } },
      C: { list: guildCrew(), summary: { spent: 1, pool: 1, surcharged: [] } },
    };
    const after = fold(s, { type: 'CrewsRevealed', data: { crews } });
    expect([after.seats.A!.soulstones, after.seats.B!.soulstones, Object.keys(after.seats).sort()]).toEqual([7, 5, Object.keys(s.seats).sort()]);
    expect([std(after).crews, std(after).crewsRevealed, std(after).step]).toEqual([crews, true, 'CHOOSE_SCHEMES']);
  });

  it('malifaux-2e/SC-0b each seat\'s start reveals are kept when the other seat chooses', () => {
    const s = toHiring().state;
    const chosen = (seat: 'A' | 'B', scheme: 'OUTFLANK' | 'BREAKTHROUGH'): EncounterEvent => ({ type: 'SchemesChosen', data: { seat, schemes: [choice(scheme)], reveal: [scheme] } }) as EncounterEvent;
    expect(std(fold(s, chosen('A', 'OUTFLANK'), chosen('B', 'BREAKTHROUGH'))).startReveals).toEqual({ A: ['OUTFLANK'], B: ['BREAKTHROUGH'] });
  });

  it('malifaux-2e/SC-0a an Interact with no declared facts is engaged with nobody', () => {
    const s = playing().state;
    const e = std(fold(s, action('A:merc', { action: 'Interact', category: 'TACTICAL', printedAp: 2, targets: [], facts: undefined })));
    expect(e.interacts).toEqual([{ modelId: 'A:merc', turn: 2, targets: [], ap: 2, engagedWith: [], version: s.eventCount! + 1 }]);
  });

  it('malifaux-2e/VP-1 Strategy and Shindig VP never land on a Scheme card, even one whose id matches the source', () => {
    // No legal card is named STRATEGY or SHINDIG; forged cards show the fold checks the source, not only the card ids.
    const s = playing().state;
    const forged = (scheme: string): SchemeCard => ({ scheme: scheme as SchemeCard['scheme'], notes: {}, revealed: null, vp: 0, used: [] });
    const withForged: GameState = { ...s, standard: { ...std(s), schemes: { ...std(s).schemes, A: [forged('STRATEGY'), forged('SHINDIG')] } } };
    const entry = (source: 'STRATEGY' | 'SHINDIG') => ({ seat: 'A' as const, source, vp: 1, turn: 2, reason: 'r', events: [], declarations: [] });
    const after = fold(withForged, { type: 'VictoryPointsAwarded', data: { entries: [entry('STRATEGY'), entry('SHINDIG')], uses: [] } });
    expect(std(after).schemes.A!.map((c) => c.vp)).toEqual([0, 0]);
    expect(after.table!.vp.A).toBe((s.table!.vp.A ?? 0) + 2);
  });
});
