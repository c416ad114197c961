// malifaux-1e §14 the encounter slice's evolve and view (encounter-evolve.ts, encounter-view.ts), event by event and step
// by step (issue 15; rules/malifaux-1e.md §14.1-§14.12, PO-3, SC-5, GL-2): what each setup event records, where the
// setup goes next, which seat is due and what each viewer sees.
import type { Viewer } from '../../core/decider';
import type { EncounterSliceEvent1e } from './encounter-events';
import { evolveEncounter } from './encounter-evolve';
import { initialEncounterSlice, type Malifaux1eEncounterSlice } from './encounter-state';
import { redactEncounterEvent, setupStepOf, viewEncounter } from './encounter-view';

const S0 = initialEncounterSlice(['A', 'B']);
const ev = (s: Malifaux1eEncounterSlice, type: string, data: unknown): Malifaux1eEncounterSlice => evolveEncounter(s, { type, data } as EncounterSliceEvent1e);
const at = (over: Partial<Malifaux1eEncounterSlice>): Malifaux1eEncounterSlice => ({ ...S0, ...over });
const ANN: Viewer = { role: 'seat', seat: 'A' };
const BOB: Viewer = { role: 'seat', seat: 'B' };

describe('malifaux-1e/SETUP §14.1 the setup steps in order (evolveEncounter)', () => {
  it('malifaux-1e/SETUP §14.1 setup begins with the organiser’s policies and texts; absent magic / terrain policies keep the defaults', () => {
    const policy = { ...S0.policy, allowStrategyReflip: false };
    const s = ev(S0, 'EncounterSetupBegun1e', { policy, schemes: [{ id: 'x' }] });
    expect(s).toMatchObject({ step: 'CHOOSE_SIZE', policy, magicPolicy: S0.magicPolicy, terrainPolicy: S0.terrainPolicy, schemeDefinitions: [{ id: 'x' }], strategyDefinitions: [] });
    const magicPolicy = { ...S0.magicPolicy, summonedMustActivate: false };
    const terrainPolicy = { ...S0.terrainPolicy, damageAccumulates: true };
    expect(ev(S0, 'EncounterSetupBegun1e', { policy, schemes: [], magicPolicy, terrainPolicy, strategies: [{ id: 's' }] })).toMatchObject({ magicPolicy, terrainPolicy, strategyDefinitions: [{ id: 's' }] });
  });

  it('malifaux-1e/SETUP §14.2 §14.3 the size, then each faction; the location once both have one', () => {
    const sized = ev(S0, 'EncounterSizeChosen1e', { size: 'BRAWL', soulstones: 40 });
    expect(sized).toMatchObject({ step: 'CHOOSE_FACTIONS', size: 'BRAWL', soulstones: 40 });
    const one = ev(sized, 'FactionChosen1e', { seat: 'A', faction: 'GUILD' });
    expect(one).toMatchObject({ step: 'CHOOSE_FACTIONS', factions: { A: 'GUILD' } });
    expect(ev(one, 'FactionChosen1e', { seat: 'B', faction: 'OUTCASTS' })).toMatchObject({ step: 'DETERMINE_LOCATION', factions: { A: 'GUILD', B: 'OUTCASTS' } });
  });

  it('malifaux-1e/LO-1 the indoor/outdoor flip sets the side; other flips, and a Joker (a choice), do not', () => {
    expect(ev(S0, 'SetupFlipped1e', { table: 'INDOOR_OUTDOOR', result: 'INDOOR' }).where).toBe('INDOOR');
    expect(ev(S0, 'SetupFlipped1e', { table: 'INDOOR_OUTDOOR', result: 'OUTDOOR' }).where).toBe('OUTDOOR');
    expect(ev(S0, 'SetupFlipped1e', { table: 'INDOOR_OUTDOOR', result: 'CHOICE' })).toBe(S0);
    expect(ev(S0, 'SetupFlipped1e', { table: 'LOCATION', result: 'OUTDOOR' })).toBe(S0);
  });

  it('malifaux-1e/LO-1 a pending choice, then its answer (the side when it was the indoor/outdoor one)', () => {
    const p = ev(S0, 'SetupChoicePending1e', { what: 'INDOOR_OUTDOOR', seat: 'B' });
    expect(p.pending).toEqual({ what: 'INDOOR_OUTDOOR', seat: 'B' });
    expect(ev(p, 'SetupChoiceMade1e', { what: 'INDOOR_OUTDOOR', value: 'INDOOR' })).toMatchObject({ pending: null, where: 'INDOOR' });
    expect(ev(p, 'SetupChoiceMade1e', { what: 'LOCATION', value: 'RUINS' })).toMatchObject({ pending: null, where: null });
  });

  it('malifaux-1e/LO-1 a location with a special table flips it; one without records the terrain next', () => {
    expect(ev(S0, 'LocationDetermined1e', { where: 'OUTDOOR', location: 'RUINS' })).toMatchObject({ where: 'OUTDOOR', location: 'RUINS', step: 'SPECIAL_LOCATION' });
    expect(ev(S0, 'LocationDetermined1e', { where: 'INDOOR', location: 'CAVE' })).toMatchObject({ step: 'RECORD_TERRAIN' });
    expect(ev(at({ specials: ['Brumes'] }), 'SpecialLocationApplied1e', { specials: ['Forêt', 'Campement'] })).toMatchObject({ specials: ['Brumes', 'Forêt', 'Campement'], step: 'RECORD_TERRAIN' });
    expect(ev(S0, 'EncounterTerrainRecorded1e', {}).step).toBe('DETERMINE_DEPLOYMENT');
    expect(ev(S0, 'DeploymentDetermined1e', { deployment: 'CORNER' })).toMatchObject({ deployment: 'CORNER', step: 'CHOOSE_ENCOUNTER_TYPE' });
  });

  it('malifaux-1e/SETUP §14.7 a General encounter determines the strategies at once; an Extended one flips its kind first', () => {
    const typed = at({ step: 'CHOOSE_ENCOUNTER_TYPE' });
    expect(ev(typed, 'EncounterTypeChosen1e', { type: 'GENERAL' })).toMatchObject({ encounterType: 'GENERAL', step: 'DETERMINE_STRATEGIES' });
    expect(ev(typed, 'EncounterTypeChosen1e', { type: 'EXTENDED' })).toMatchObject({ encounterType: 'EXTENDED', step: 'CHOOSE_ENCOUNTER_TYPE' });
    expect(ev(typed, 'ExtendedKindDetermined1e', { kind: 'SHARED' })).toMatchObject({ extendedKind: 'SHARED', step: 'DETERMINE_STRATEGIES' });
  });

  it('malifaux-1e/HI-13 W37 individual strategies: the paid reflip opens once every seat has one (and the policy allows it)', () => {
    const ind = at({ step: 'DETERMINE_STRATEGIES', encounterType: 'EXTENDED', extendedKind: 'INDIVIDUAL' });
    const a = ev(ind, 'StrategyDetermined1e', { seat: 'A', strategy: 'DISTRACT' });
    expect(a).toMatchObject({ strategies: { A: { id: 'DISTRACT', shared: false } }, step: 'DETERMINE_STRATEGIES' });
    expect(ev(a, 'StrategyDetermined1e', { seat: 'B', strategy: 'SLAUGHTER' }).step).toBe('REFLIP_STRATEGIES');
    const forbidden = { ...a, policy: { ...a.policy, allowStrategyReflip: false } };
    expect(ev(forbidden, 'StrategyDetermined1e', { seat: 'B', strategy: 'SLAUGHTER' }).step).toBe('DETERMINE_STRATEGIES');
    expect(ev({ ...a, extendedKind: 'SHARED' }, 'StrategyDetermined1e', { seat: 'B', strategy: 'SLAUGHTER' }).step).toBe('DETERMINE_STRATEGIES');
    expect(ev({ ...a, encounterType: 'GENERAL' }, 'StrategyDetermined1e', { seat: 'B', strategy: 'SLAUGHTER' }).step).toBe('DETERMINE_STRATEGIES');
    expect(ev({ ...a, step: 'REFLIP_STRATEGIES' }, 'StrategyDetermined1e', { seat: 'B', strategy: 'SLAUGHTER' }).step).toBe('REFLIP_STRATEGIES');
  });

  it('malifaux-1e/SETUP §14.7 a shared strategy is every seat’s; the reflip decisions are recorded, the reflips among them', () => {
    expect(ev(S0, 'StrategyDetermined1e', { seat: null, strategy: 'TURF_WAR' }).strategies).toEqual({ A: { id: 'TURF_WAR', shared: true }, B: { id: 'TURF_WAR', shared: true } });
    const r = ev(S0, 'StrategyReflipDecided1e', { seat: 'A', reflip: true });
    expect(r).toMatchObject({ reflipDecided: ['A'], reflipped: ['A'] });
    expect(ev(r, 'StrategyReflipDecided1e', { seat: 'B', reflip: false })).toMatchObject({ reflipDecided: ['A', 'B'], reflipped: ['A'] });
    expect(ev(S0, 'StrategiesSettled1e', { strategies: { A: { id: 'x', shared: false } } })).toMatchObject({ strategies: { A: { id: 'x', shared: false } }, step: 'HIRE_CREWS' });
  });

  it('malifaux-1e/PO-3 crews are recorded per seat, then revealed; malifaux-1e/SC-1 then the schemes and the pools', () => {
    const c = ev(S0, 'CrewSubmitted1e', { seat: 'B', list: { faction: 'GUILD' }, hiring: { spent: 1 } });
    expect(c.crews).toEqual({ B: { list: { faction: 'GUILD' }, hiring: { spent: 1 } } });
    expect(ev(c, 'CrewsRevealed1e', {})).toMatchObject({ crewsRevealed: true, step: 'CHOOSE_SCHEMES' });
    expect(ev(S0, 'SchemesChosen1e', { seat: 'A', schemes: [{ id: 'x', selects: [], announced: false }] }).schemes).toEqual({ A: [{ id: 'x', selects: [], announced: false }] });
    expect(ev(S0, 'StartingPoolsSet1e', { pools: { A: 5, B: 7 } })).toMatchObject({ pools: { A: 5, B: 7 }, step: 'DEPLOYMENT_ORDER' });
  });

  it('malifaux-1e/SETUP §14.11 the order winner deploys first; the schemes are announced once both have deployed', () => {
    const o = ev(S0, 'DeploymentOrderFlipped1e', { winner: 'B' });
    expect(o).toMatchObject({ orderWinner: 'B', deployOrder: ['B', 'A'], step: 'DEPLOY' });
    const one = ev(o, 'CrewDeployed1e', { seat: 'B' });
    expect(one).toMatchObject({ deployed: ['B'], step: 'DEPLOY' });
    expect(ev(one, 'CrewDeployed1e', { seat: 'A' })).toMatchObject({ deployed: ['B', 'A'], step: 'ANNOUNCE_SCHEMES' });
  });

  it('malifaux-1e/SC-5 announced schemes are marked announced; the others stay secret', () => {
    const chosen = at({ schemes: { A: [{ id: 'x', selects: [], announced: false }, { id: 'y', selects: [], announced: false }] } });
    const a = ev(chosen, 'SchemesAnnounced1e', { seat: 'A', schemes: [{ id: 'y' }] });
    expect(a.schemes.A).toEqual([{ id: 'x', selects: [], announced: false }, { id: 'y', selects: [], announced: true }]);
    expect(a.announcedBy).toEqual(['A']);
    expect(ev(chosen, 'SchemesAnnounced1e', { seat: 'B', schemes: [] }).schemes.B).toEqual([]);
  });

  it('malifaux-1e/GL-1 play begins at turn 1; each turn completed moves on, unless the game is over; the end flips are kept', () => {
    expect(ev(S0, 'EncounterBegun1e', {})).toMatchObject({ step: 'PLAYING', turn: 1 });
    expect(ev(at({ step: 'PLAYING', turn: 6 }), 'TurnCompleted1e', { turn: 6, gameOver: false })).toMatchObject({ step: 'PLAYING', turn: 7 });
    expect(ev(at({ step: 'PLAYING', turn: 6 }), 'TurnCompleted1e', { turn: 6, gameOver: true })).toMatchObject({ step: 'SCORING', turn: 6 });
    const f = { turn: 6, seat: 'A' as const, card: 'RAM-01', threshold: 10, continues: false };
    expect(ev(at({ endFlips: [f] }), 'EndFlipped1e', f).endFlips).toEqual([f, f]);
  });

  it('malifaux-1e/GL-2 the schemes are revealed; each seat’s VP recorded; the decided encounter ends with its winner', () => {
    expect(ev(S0, 'SchemesRevealed1e', { schemes: {} }).schemesRevealed).toBe(true);
    expect(ev(S0, 'VictoryPointsScored1e', { seat: 'A', lines: [], raw: 9, capped: 8 }).vp).toEqual({ A: { lines: [], raw: 9, capped: 8 } });
    expect(ev(S0, 'EncounterDecided1e', { totals: {}, winner: 'B' })).toMatchObject({ step: 'ENDED', winner: 'B' });
    expect(ev(S0, 'SomethingElse', {})).toBe(S0);
  });
});

describe('malifaux-1e/SETUP §14.1 the decision due (setupStepOf)', () => {
  it.each([
    ['CHOOSE_FACTIONS', { factions: { A: 'GUILD' } }, ['B']],
    ['REFLIP_STRATEGIES', { reflipDecided: ['B'] }, ['A']],
    ['HIRE_CREWS', { crews: { A: {} } }, ['B']],
    ['CHOOSE_SCHEMES', { schemes: { B: [] } }, ['A']],
    ['DEPLOY', { deployOrder: ['B', 'A'], deployed: [] }, ['B']],
    ['DEPLOY', { deployOrder: ['B', 'A'], deployed: ['B'] }, ['A']],
    ['DEPLOY', { deployOrder: ['B', 'A'], deployed: ['B', 'A'] }, []],
    ['ANNOUNCE_SCHEMES', { deployOrder: ['A', 'B'], announcedBy: ['A'] }, ['B']],
    ['SCORING', { vp: { B: {} } }, ['A']],
    ['ENDED', {}, []],
    ['PLAYING', {}, ['A', 'B']],
    ['CHOOSE_SIZE', {}, ['A', 'B']],
  ] as const)('malifaux-1e/SETUP at %s with %j the seats due are %j', (step, over, seats) => {
    expect(setupStepOf(at({ step, ...(over as object) }))).toEqual({ step, seats, choice: null });
  });

  it('malifaux-1e/SETUP §14.7 strategies: a General or individual encounter waits for the seats without one; a shared one for everyone', () => {
    const d = { step: 'DETERMINE_STRATEGIES' as const, strategies: { A: { id: 'x', shared: false } } };
    expect(setupStepOf(at({ ...d, encounterType: 'GENERAL' })).seats).toEqual(['B']);
    expect(setupStepOf(at({ ...d, encounterType: 'EXTENDED', extendedKind: 'INDIVIDUAL' })).seats).toEqual(['B']);
    expect(setupStepOf(at({ ...d, encounterType: 'EXTENDED', extendedKind: 'SHARED' })).seats).toEqual(['A', 'B']);
  });

  it('malifaux-1e/LO-1 a pending choice is the chooser’s, whatever the step', () => {
    expect(setupStepOf(at({ step: 'DETERMINE_LOCATION', pending: { what: 'LOCATION', seat: 'B' } }))).toEqual({ step: 'DETERMINE_LOCATION', seats: ['B'], choice: 'LOCATION' });
  });
});

describe('malifaux-1e/PO-3 malifaux-1e/SC-5 what each viewer sees of the encounter', () => {
  const crew = { list: { faction: 'GUILD' }, hiring: {} } as never;
  const secret = { id: 's', selects: ['m'], announced: false };
  const told = { id: 't', selects: [], announced: true };
  const hidden = at({ crews: { A: crew }, schemes: { A: [secret, told], B: [told] } });

  it('malifaux-1e/PO-3 a crew list is its seat’s (and the auditor’s) until the crews are revealed', () => {
    expect(viewEncounter(hidden, ANN).crews).toEqual({ A: crew });
    expect(viewEncounter(hidden, BOB).crews).toEqual({ A: { hidden: true } });
    expect(viewEncounter(hidden, { role: 'organiser' }).crews).toEqual({ A: { hidden: true } });
    expect(viewEncounter(hidden, { role: 'auditor' }).crews).toEqual({ A: crew });
    expect(viewEncounter({ ...hidden, crewsRevealed: true }, BOB).crews).toEqual({ A: crew });
  });

  it('malifaux-1e/SC-5 another seat sees announced schemes and a count of the secret ones; all of them once revealed or ended', () => {
    expect(viewEncounter(hidden, BOB).schemes).toEqual({ A: { hidden: true, count: 1, announced: [told] }, B: [told] });
    expect(viewEncounter(hidden, ANN).schemes).toEqual({ A: [secret, told], B: [told] });
    expect(viewEncounter({ ...hidden, schemesRevealed: true }, BOB).schemes.A).toEqual([secret, told]);
    expect(viewEncounter({ ...hidden, step: 'ENDED' }, BOB).schemes.A).toEqual([secret, told]);
    expect(viewEncounter(hidden, BOB).setupStep).toEqual(setupStepOf(hidden));
  });

  it('malifaux-1e/SC-5 the events: a crew or scheme choice shows only its seat (and a count) to the others', () => {
    const sub = { type: 'CrewSubmitted1e', data: { seat: 'A', list: {}, hiring: {} } } as unknown as EncounterSliceEvent1e;
    const sch = { type: 'SchemesChosen1e', data: { seat: 'A', schemes: [secret, told] } } as unknown as EncounterSliceEvent1e;
    expect(redactEncounterEvent(sub, BOB, hidden)).toEqual({ type: 'CrewSubmitted1e', data: { seat: 'A' }, redacted: true });
    expect(redactEncounterEvent(sub, ANN, hidden).redacted).toBe(false);
    expect(redactEncounterEvent(sub, BOB, { ...hidden, crewsRevealed: true }).redacted).toBe(false);
    expect(redactEncounterEvent(sch, BOB, hidden)).toEqual({ type: 'SchemesChosen1e', data: { seat: 'A', count: 2 }, redacted: true });
    expect(redactEncounterEvent(sch, { role: 'auditor' }, hidden).redacted).toBe(false);
    expect(redactEncounterEvent(sch, BOB, { ...hidden, schemesRevealed: true }).redacted).toBe(false);
    expect(redactEncounterEvent(sch, BOB, { ...hidden, step: 'ENDED' }).redacted).toBe(false);
    const other = { type: 'CrewsRevealed1e', data: {} } as unknown as EncounterSliceEvent1e;
    expect(redactEncounterEvent(other, BOB, hidden)).toEqual({ type: 'CrewsRevealed1e', data: {}, redacted: false });
  });
});

describe('malifaux-1e/HI-13 W37 the paid reflip opens during the strategy determination only (evolveEncounter)', () => {
  it('malifaux-1e/HI-13 a strategy recorded at another step never reopens the reflip (evolve is total and never moves a step back)', () => {
    const hiring = at({ step: 'HIRE_CREWS', encounterType: 'EXTENDED', extendedKind: 'INDIVIDUAL', strategies: { A: { id: 'DISTRACT', shared: false } } });
    expect(ev(hiring, 'StrategyDetermined1e', { seat: 'B', strategy: 'SLAUGHTER' }).step).toBe('HIRE_CREWS');
  });
});
