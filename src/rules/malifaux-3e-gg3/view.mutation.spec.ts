// malifaux-3e-gg3 view.ts from the viewer's side: what seat A, seat B, the organiser, the public and an auditor see of
// the crews (SD-3), schemes (SEC-1, SEC-2), Covert selections (SEC-3, CV-4) and the seed, in the view and in each
// event of the log, before and after each reveal and after an early end; the Start Phase step outside Covert
// Operation (CV-3) (issue 15: tests that make the surviving mutants of view.ts fail).
import type { Viewer, VisibleEvent } from '../core/decider';
import type { Gg3Event } from './events';
import { CREW_A, endTurnPassing, Game, inTurnOne, NOW, SALT, schemeGame, SEED } from './testing/fixtures';
import { redactEvent, stepOf, view } from './view';

const A: Viewer = { role: 'seat', seat: 'A' };
const B: Viewer = { role: 'seat', seat: 'B' };
const ORG: Viewer = { role: 'organiser' };
const PUBLIC: Viewer = { role: 'public' };
const AUDITOR: Viewer = { role: 'auditor' };
const OTHERS: readonly [string, Viewer][] = [['seat B', B], ['the organiser', ORG], ['the public', PUBLIC]];

const created = (): Game => {
  const g = new Game();
  g.org('CreateEncounter', {
    encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
    generation: { method: 'to-assigned', strategy: 'gg3.carve-a-path', schemePool: [1, 2, 3, 4, 5] },
  });
  return g;
};
const lastOf = (g: Game, type: Gg3Event['type']): Gg3Event => [...g.events].reverse().find((e) => e.type === type)!;
const crewIds = (g: Game, v: Viewer, slot: 0 | 1): string[] | null => view(g.state, v).crews[slot].models?.map((m) => m.lineageId) ?? null;
const A_IDS: string[] = CREW_A.map((m) => m.lineageId);

/** Covert Operation, Turn 2, A has committed a-hench, B nothing yet, Start Phase. */
const turnTwoCommitted = (): Game => {
  const g = inTurnOne({ strategy: 'gg3.covert-operation' });
  endTurnPassing(g);
  g.org('StartTurn', { initiative: 'A' });
  g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) });
  return g;
};

describe('malifaux-3e-gg3 view.ts: the step due in the Start Phase', () => {
  it('malifaux-3e-gg3/CV-3 outside Covert Operation the Start Phase of Turn 2 asks no seat for a selection', () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    endTurnPassing(g);
    g.org('StartTurn', { initiative: 'A' });
    expect(g.state).toMatchObject({ turn: 2, phase: 'START' });
    expect(stepOf(g.state)).toEqual({ kind: 'start-activations', seats: [] });
  });
});

describe('malifaux-3e-gg3 view.ts: the view, per viewer', () => {
  it('malifaux-3e-gg3/SD-3 crews: none declared at first; a seat sees its own crew before the reveal, the others only once both are revealed', () => {
    const g = created();
    expect(view(g.state, A).crews).toEqual([{ seat: 'A', declared: false, models: null }, { seat: 'B', declared: false, models: null }]);
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    expect(crewIds(g, A, 0)).toEqual(A_IDS);
    for (const [, v] of OTHERS) expect(view(g.state, v).crews[0]).toEqual({ seat: 'A', declared: true, models: null });
    expect(view(g.state, A).crews[1]).toEqual({ seat: 'B', declared: false, models: null });
    g.seat('B', 'DeclareCrew', { models: [{ lineageId: 'b-lead', name: 'b-lead', station: 'MASTER', cost: null, maxHealth: 14, isLeader: true }] });
    for (const [, v] of OTHERS) expect(crewIds(g, v, 0)).toEqual(A_IDS);
    expect(crewIds(g, A, 1)).toEqual(['b-lead']);
  });

  it('malifaux-3e-gg3/SEC-1 malifaux-3e-gg3/GEO-5 before the schemes and zones are chosen: no scheme chosen, no zone', () => {
    const g = created();
    expect(view(g.state, A).schemes).toEqual([{ seat: 'A', chosen: false, slots: [] }, { seat: 'B', chosen: false, slots: [] }]);
    expect(view(g.state, A).zones).toEqual([]);
  });

  it('malifaux-3e-gg3/SEC-2 an encounter the organiser ends before the crews are revealed shows every viewer the declared crew', () => {
    const g = created();
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    g.org('EndEncounter', { reason: 'abandoned' });
    expect(g.state.crewsRevealed).toBe(false);
    for (const [, v] of OTHERS) expect(crewIds(g, v, 0)).toEqual(A_IDS);
  });

  it('malifaux-3e-gg3/SEC-3 an encounter the organiser ends before the Covert reveal shows every viewer the selection, in the view and the log', () => {
    const g = turnTwoCommitted();
    const commit = lastOf(g, 'CovertSelectionCommitted');
    g.org('EndEncounter', { reason: 'time' });
    expect(g.state.covert.A?.revealed).toBe(false);
    for (const [, v] of OTHERS) {
      expect(view(g.state, v).covert[0].lineageIds).toEqual(['a-hench']);
      expect(redactEvent(commit, v, g.state)).toEqual({ type: 'CovertSelectionCommitted', data: commit.data, redacted: false });
    }
  });
});

describe('malifaux-3e-gg3 view.ts: each event of the log, per viewer', () => {
  it('malifaux-3e-gg3/SEC-1 EncounterCreated: the seed is withheld from seats, organiser and public until the end; an auditor sees it whole', () => {
    const g = created();
    const e = g.events[0];
    const hidden: VisibleEvent = { type: 'EncounterCreated', data: { ...(e.data as object), seed: null }, redacted: true };
    const whole: VisibleEvent = { type: 'EncounterCreated', data: e.data, redacted: false };
    for (const v of [A, B, ORG, PUBLIC]) expect(redactEvent(e, v, g.state)).toEqual(hidden);
    expect(redactEvent(e, AUDITOR, g.state)).toEqual(whole);
    g.org('EndEncounter', { reason: 'abandoned' });
    for (const v of [A, B, ORG, PUBLIC, AUDITOR]) expect(redactEvent(e, v, g.state)).toEqual(whole);
    expect((redactEvent(e, B, g.state).data as { seed: string }).seed).toBe(SEED);
  });

  it('malifaux-3e-gg3/SD-3 CrewDeclared: whole for its seat; the others see the seat without models until both crews are revealed', () => {
    const g = created();
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    const e = lastOf(g, 'CrewDeclared');
    const whole: VisibleEvent = { type: 'CrewDeclared', data: e.data, redacted: false };
    expect(redactEvent(e, A, g.state)).toEqual(whole);
    for (const [, v] of OTHERS) expect(redactEvent(e, v, g.state)).toEqual({ type: 'CrewDeclared', data: { seat: 'A', models: null }, redacted: true });
    expect(redactEvent(e, AUDITOR, g.state)).toEqual(whole);
    g.seat('B', 'DeclareCrew', { models: [{ lineageId: 'b-lead', name: 'b-lead', station: 'MASTER', cost: null, maxHealth: 14, isLeader: true }] });
    for (const [, v] of OTHERS) expect(redactEvent(e, v, g.state)).toEqual(whole);
  });

  it('malifaux-3e-gg3/SEC-1 malifaux-3e-gg3/SEC-2 SchemesCommitted: whole for its seat; for the others each payload and salt only once its own scheme is revealed', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    const e = g.events.find((x) => x.type === 'SchemesCommitted' && x.data.seat === 'A')!;
    const data = e.data as Extract<Gg3Event, { type: 'SchemesCommitted' }>['data'];
    const seen = (secret: { payloads: unknown[]; salts: unknown[] }, redacted: boolean): VisibleEvent => ({
      type: 'SchemesCommitted', data: { seat: 'A', commitments: data.commitments, valid: true, secret }, redacted,
    });
    expect(redactEvent(e, A, g.state)).toEqual({ type: 'SchemesCommitted', data: e.data, redacted: false });
    for (const [, v] of OTHERS) expect(redactEvent(e, v, g.state)).toEqual(seen({ payloads: [null, null], salts: [null, null] }, true));
    g.seat('A', 'RecordKill', { factId: 'k', victim: 'b-enf', killer: 'a-hench', leadersWithin3: ['a-lead'] });
    g.seat('A', 'RecordDamage', { factId: 'd', source: 'a-hench', target: 'b-lead', amount: 7, activationId: 'x' });
    g.org('EndTurn');
    g.claim('A', 0, 'reveal', {}, [], 'c12');
    for (const [, v] of OTHERS) expect(redactEvent(e, v, g.state)).toEqual(seen({ payloads: [{ no: 12 }, null], salts: [SALT(1), null] }, true));
    g.claim('A', 1, 'reveal', {}, [], 'c3');
    expect(g.state.status).toBe('active');
    for (const [, v] of OTHERS) expect(redactEvent(e, v, g.state)).toEqual(seen({ payloads: [{ no: 12 }, { no: 3 }], salts: [SALT(1), SALT(2)] }, false));
  });

  it('malifaux-3e-gg3/SEC-3 CovertSelectionCommitted: whole for its seat; the others see seat, turn and commitment only', () => {
    const g = turnTwoCommitted();
    const e = lastOf(g, 'CovertSelectionCommitted');
    const data = e.data as Extract<Gg3Event, { type: 'CovertSelectionCommitted' }>['data'];
    expect(redactEvent(e, A, g.state)).toEqual({ type: 'CovertSelectionCommitted', data: e.data, redacted: false });
    for (const [, v] of OTHERS)
      expect(redactEvent(e, v, g.state)).toEqual({ type: 'CovertSelectionCommitted', data: { seat: 'A', turn: 2, commitment: data.commitment, secret: null }, redacted: true });
  });

  it('malifaux-3e-gg3/CV-4 CovertSelectionRevealed: the first reveal is whole for its seat, hidden from the others until both revealed, and stays open in later turns', () => {
    const g = turnTwoCommitted();
    g.org('StartActivations');
    g.org('EndTurn');
    g.seat('A', 'RevealCovertSelection', {});
    const e = lastOf(g, 'CovertSelectionRevealed');
    const whole: VisibleEvent = { type: 'CovertSelectionRevealed', data: e.data, redacted: false };
    expect(redactEvent(e, A, g.state)).toEqual(whole);
    for (const [, v] of OTHERS)
      expect(redactEvent(e, v, g.state)).toEqual({ type: 'CovertSelectionRevealed', data: { seat: 'A', turn: 2, lineageIds: null, salt: null, placement: null, factId: null }, redacted: true });
    g.seat('B', 'RevealCovertSelection', {});
    for (const [, v] of OTHERS) expect(redactEvent(e, v, g.state)).toEqual(whole);
    // Turn 3, at its own Covert reveal step (nobody has revealed yet): Turn 2's reveal stays open.
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    g.org('StartTurn', { initiative: 'A' });
    g.org('StartActivations');
    g.org('EndTurn');
    expect(g.state).toMatchObject({ turn: 3, phase: 'END', endStep: 'COVERT' });
    for (const [, v] of OTHERS) expect(redactEvent(e, v, g.state)).toEqual(whole);
  });

  it('malifaux-3e-gg3/SEC-2 GameEnded and the public events (TurnStarted) are whole for every viewer', () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    const turn = lastOf(g, 'TurnStarted');
    for (const [, v] of OTHERS) expect(redactEvent(turn, v, g.state)).toEqual({ type: 'TurnStarted', data: turn.data, redacted: false });
    g.org('EndEncounter', { reason: 'time' });
    const end = lastOf(g, 'GameEnded');
    for (const [, v] of OTHERS) expect(redactEvent(end, v, g.state)).toEqual({ type: 'GameEnded', data: end.data, redacted: false });
  });
});
