// malifaux-3e-gg3 view: the step that is due and the seats whose decision it is, through setup, a turn and the end
// (§10.3 pre-game order, §6 checkpoints ORD-1, CO-1, CO-6, CP-1, CV-3, CV-4, GEO-5, SC-1), and what each viewer sees
// (SEC-1, SEC-3) (issue 15: tests that make the mutants of view.ts fail).
import type { Viewer } from '../core/decider';
import { CREW_A, CREW_B, Game, inTurnOne, NOW, preDeploy, SALT, SEED, beforeAttacker, endTurnPassing, toGameEnd } from './testing/fixtures';
import { stepOf, view } from './view';

const A: Viewer = { role: 'seat', seat: 'A' };
const B: Viewer = { role: 'seat', seat: 'B' };
const ORG: Viewer = { role: 'organiser' };
const step = (g: Game) => stepOf(g.state);

describe('malifaux-3e-gg3 view: whose decision is due', () => {
  it('malifaux-3e-gg3/SC-1 malifaux-3e-gg3/GEO-5 malifaux-3e-gg3/CP-1 setup: crews, schemes (the seats still missing), Attacker, the Defender’s zones, markers alternating, deployment', () => {
    const g = new Game();
    g.org('CreateEncounter', {
      encounterId: 'e1', players: [{ name: 'Ann' }, { name: 'Bob' }], seed: SEED, seedCommitment: 'c', now: NOW,
      generation: { method: 'to-assigned', strategy: 'gg3.carve-a-path', schemePool: [1, 2, 3, 4, 5] },
    });
    expect(step(g)).toEqual({ kind: 'declare-crews', seats: ['A', 'B'] });
    g.seat('B', 'DeclareCrew', { models: CREW_B });
    expect(step(g)).toEqual({ kind: 'declare-crews', seats: ['A'] });
    g.seat('A', 'DeclareCrew', { models: CREW_A });
    expect(step(g)).toEqual({ kind: 'choose-schemes', seats: ['A', 'B'] });
    g.seat('A', 'ChooseSchemes', { schemes: [{ no: 1 }, { no: 3 }], salts: [SALT(1), SALT(2)] });
    expect(step(g)).toEqual({ kind: 'choose-schemes', seats: ['B'] });
    g.seat('B', 'ChooseSchemes', { schemes: [{ no: 3 }, { no: 4 }], salts: [SALT(3), SALT(4)] });
    expect(step(g)).toEqual({ kind: 'determine-attacker', seats: [] });
    g.org('DetermineAttacker', { attacker: 'B' });
    expect(step(g)).toEqual({ kind: 'deployment-zones', seats: ['A'] });
    g.seat('A', 'ChooseDeploymentZones', { half: 'low' });
    expect(step(g)).toEqual({ kind: 'strategy-markers', seats: ['A'] });
    g.seat('A', 'PlaceStrategyMarker', { x: 6, y: 6 });
    expect(step(g)).toEqual({ kind: 'strategy-markers', seats: ['B'] });
    g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 });
    expect(step(g)).toEqual({ kind: 'strategy-markers', seats: ['A'] });
    g.seat('A', 'PlaceStrategyMarker', { x: 30, y: 6 });
    g.seat('B', 'PlaceStrategyMarker', { x: 30, y: 30 });
    expect(step(g)).toEqual({ kind: 'deploy', seats: [] });
    g.org('DeployCrews');
    expect(step(g)).toEqual({ kind: 'start-turn', seats: [] });
  });

  it('malifaux-3e-gg3/OQ-1 malifaux-3e-gg3/CO-1 Cursed Objects: the pre-game Initiative, then the placer who is due', () => {
    const g = preDeploy();
    g.org('DeployCrews');
    expect(step(g)).toEqual({ kind: 'pregame-initiative', seats: [] });
    g.org('DeclarePregameInitiative', { seat: 'B' });
    expect(step(g)).toEqual({ kind: 'curse-placement', seats: ['B'] });
    g.seat('B', 'PlaceCurseToken', { model: 'a-hench' });
    expect(step(g)).toEqual({ kind: 'curse-placement', seats: ['A'] });
  });

  it('malifaux-3e-gg3/ORD-1 server-flip: the winner of a flip chooses (Attacker, then Initiative)', () => {
    const g = beforeAttacker({ policies: { initiative: 'server-flip' } });
    g.org('DetermineAttacker');
    expect(step(g)).toEqual({ kind: 'attacker-choice', seats: [g.state.flip!.winner] });
    const h = inTurnOne({ strategy: 'gg3.covert-operation', policies: { initiative: 'server-flip' } });
    endTurnPassing(h);
    h.org('StartTurn');
    expect(step(h)).toEqual({ kind: 'initiative-choice', seats: [h.state.flip!.winner] });
  });

  it('malifaux-3e-gg3/CO-6 a turn: activations by both seats; a kill with Curse tokens: the opponent discards, then the owner redistributes', () => {
    const g = inTurnOne();
    expect(step(g)).toEqual({ kind: 'activations', seats: ['A', 'B'] });
    g.seat('B', 'RecordKill', { factId: 'k1', victim: 'a-hench', killer: 'b-hench', leadersWithin3: [] });
    expect(step(g)).toEqual({ kind: 'curse-discard', seats: ['B'] });
    g.seat('B', 'DiscardCurseToken', { discard: true });
    expect(step(g)).toEqual({ kind: 'curse-redistribution', seats: ['A'] });
  });

  it('malifaux-3e-gg3/CV-3 malifaux-3e-gg3/CV-4 Covert Operation: the Start Phase of Turn 1 goes straight on; from Turn 2 each seat commits, then reveals', () => {
    const g = preDeploy({ strategy: 'gg3.covert-operation' });
    g.org('DeployCrews');
    g.org('StartTurn', { initiative: 'A' });
    expect(step(g)).toEqual({ kind: 'start-activations', seats: [] });
    g.org('StartActivations');
    g.org('EndTurn');
    // Turn 1 has no selection: straight to the claims, in initiative order.
    expect(step(g)).toEqual({ kind: 'reveal-claims', seats: ['A'] });
    g.seat('A', 'FinishClaims');
    expect(step(g)).toEqual({ kind: 'reveal-claims', seats: ['B'] });
    g.seat('B', 'FinishClaims');
    g.org('StartTurn', { initiative: 'B' });
    expect(step(g)).toEqual({ kind: 'covert-selection', seats: ['A', 'B'] });
    g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) });
    expect(step(g)).toEqual({ kind: 'covert-selection', seats: ['B'] });
    g.org('StartActivations');
    g.org('EndTurn');
    expect(step(g)).toEqual({ kind: 'covert-reveal', seats: ['A', 'B'] });
    g.seat('B', 'RevealCovertSelection', {});
    expect(step(g)).toEqual({ kind: 'covert-reveal', seats: ['A'] });
  });

  it('malifaux-3e-gg3/GS-2 Guard the Stash: the strategy step waits for the seats that have not declared', () => {
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    g.org('EndTurn');
    expect(step(g)).toEqual({ kind: 'strategy-facts', seats: ['A', 'B'] });
    g.seat('A', 'DeclareStrategyFacts', { factId: 'gs-a', near: {} });
    expect(step(g)).toEqual({ kind: 'strategy-facts', seats: ['B'] });
  });

  it('malifaux-3e-gg3/ORD-4 the end: end-of-game claims, then nothing is due', () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    toGameEnd(g);
    expect(step(g)).toEqual({ kind: 'end-claims', seats: ['A'] });
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    expect(step(g)).toEqual({ kind: 'ended', seats: [] });
  });
});

describe('malifaux-3e-gg3 view: what each viewer sees', () => {
  it('malifaux-3e-gg3/SEC-1 a seat sees its own schemes and secrets, not the other seat’s; the organiser sees neither; everything at the end', () => {
    const g = inTurnOne({ strategy: 'gg3.carve-a-path' });
    const slotsOf = (v: Viewer, seat: 0 | 1) => view(g.state, v).schemes[seat].slots.map((s) => [s.scheme, s.secret, s.salt]);
    expect(slotsOf(A, 0)).toEqual([['gg3.s01.breakthrough', { no: 1 }, SALT(1)], ['gg3.s03.assassinate', { no: 3 }, SALT(2)]]);
    expect(slotsOf(B, 0)).toEqual([[null, null, null], [null, null, null]]);
    expect(slotsOf(ORG, 1)).toEqual([[null, null, null], [null, null, null]]);
    expect(view(g.state, { role: 'auditor' }).schemes[1].slots[0].scheme).toBe('gg3.s03.assassinate');
    expect(view(g.state, A).schemes.map((x) => x.chosen)).toEqual([true, true]);
    expect(view(g.state, A).seed).toBeNull();
    expect(view(g.state, A)).toMatchObject({ ruleset: 'malifaux-3e-gg3', encounterId: 'e1', status: 'active', turn: 1, phase: 'ACTIVATION', initiative: 'A', attacker: 'A' });
    expect(view(g.state, A).players).toEqual([{ seat: 'A', name: 'Ann', vp: 0 }, { seat: 'B', name: 'Bob', vp: 0 }]);
    expect(view(g.state, A).zones.map((z) => [z.seat, z.half])).toEqual([['A', 'low'], ['B', 'high']]);
    toGameEnd(g);
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    expect(view(g.state, B).schemes[0].slots[0]).toMatchObject({ scheme: 'gg3.s01.breakthrough', secret: { no: 1 }, salt: SALT(1), revealed: true });
    expect(view(g.state, ORG)).toMatchObject({ status: 'ended', seed: SEED });
  });

  it('malifaux-3e-gg3/SEC-3 a Covert selection: the committing seat sees it, the other only once both have revealed', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    endTurnPassing(g);
    g.org('StartTurn', { initiative: 'A' });
    g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) });
    expect(view(g.state, A).covert[0]).toMatchObject({ seat: 'A', committed: true, lineageIds: ['a-hench'] });
    expect(view(g.state, B).covert[0]).toMatchObject({ seat: 'A', committed: true, lineageIds: null });
    expect(view(g.state, B).covert[0].commitment).toEqual(expect.any(String));
    expect(view(g.state, B).covert[1]).toEqual({ seat: 'B', committed: false, commitment: null, lineageIds: null });
    g.org('StartActivations');
    g.org('EndTurn');
    g.seat('A', 'RevealCovertSelection', {});
    expect(view(g.state, B).covert[0].lineageIds).toBeNull();
    g.seat('B', 'RevealCovertSelection', {});
    expect(view(g.state, B).covert[0].lineageIds).toEqual(['a-hench']);
  });

  it('malifaux-3e-gg3/FACT-2 hints are for a seat’s own view only', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    expect(view(g.state, A).hints.length).toBeGreaterThan(0);
    expect(view(g.state, ORG).hints).toEqual([]);
    expect(view(g.state, { role: 'auditor' }).hints).toEqual([]);
    expect(view(g.state, { role: 'seat', seat: 'C' }).hints).toEqual([]);
  });
});
