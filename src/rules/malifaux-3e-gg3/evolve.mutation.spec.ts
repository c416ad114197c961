// malifaux-3e-gg3 evolve: what the fold keeps (issue 15: tests that make the surviving mutants of evolve.ts fail).
// The state before the encounter, an open seat taken, Healing capped at max Health, the CP-ACT window of Vendetta
// (SC-2, OQ-11), the claimant once both seats have finished (ORD-1), a Covert reveal's commitment (CV-3, SEC-3), a
// summon's crew list, a strategy award's ledger entry, and the FACT-1 compensations: each one undoes its own fact only.
import type { SeatJoined } from '../core/seat-joined';
import type { Gg3Event } from './events';
import { evolve, initialState } from './evolve';
import type { Gg3Model, Gg3State, ModelStatus } from './state';
import { endTurnPassing, inTurnOne, refusalOf, SALT, schemeGame, startTurn, type Game } from './testing/fixtures';

const fold = (s: Gg3State, ...events: Gg3Event[]): Gg3State => events.reduce(evolve, s);
const model = (s: Gg3State, id: string): Gg3Model => s.models[id]!;
const dmg = (g: Game, source: string, target: string, amount: number, activationId: string, factId = `d-${g.events.length}`): void => {
  g.seat('A', 'RecordDamage', { factId, source, target, amount, activationId });
};
const kill = (g: Game, victim: string, factId: string): void => {
  g.seat('A', 'RecordKill', { factId, victim, killer: 'a-enf', leadersWithin3: [] });
};
const overrule = (g: Game, factId: string): void => {
  g.seat('B', 'DisputeFact', { factId, reason: 'not so' });
  g.org('ResolveDispute', { factId, ruling: 'overruled' });
};
const killed = (victim: string, factId: string): Gg3Event => ({
  type: 'ModelKilled',
  data: { factId, by: 'A', victim, killer: null, killerController: null, leadersWithin3: [], wasBuried: false },
});

describe('malifaux-3e-gg3 evolve: before the encounter, and an open seat', () => {
  it('malifaux-3e-gg3/EN-1 before CreateEncounter there is no encounter: no id, no seed or commitment, no creation time', () => {
    expect(initialState()).toMatchObject({ status: 'none', version: 0, encounterId: '', seedCommitment: '', seed: '', createdAt: '', endedAt: null, players: [] });
  });

  it('malifaux-3e-gg3/EN-1 an open seat taken renames that seat only', () => {
    const s = schemeGame([{ no: 1 }, { no: 3 }]).state;
    const joined: SeatJoined = { type: 'SeatJoined', data: { seat: 'B', name: 'Cy', joinedAt: 't' } };
    const after = evolve(s, joined as unknown as Gg3Event);
    expect(after.players).toEqual([{ seat: 'A', name: 'Ann' }, { seat: 'B', name: 'Cy' }]);
    expect(after.version).toBe(s.version + 1);
  });
});

describe('malifaux-3e-gg3 evolve: Health and the Vendetta checkpoint', () => {
  it('malifaux-3e-gg3/FACT-1 healing adds to Health up to the maximum Health, never beyond', () => {
    const g = schemeGame([{ no: 1 }, { no: 3 }]);
    dmg(g, 'a-enf', 'b-enf', 5, 'act1');
    g.seat('B', 'RecordHealing', { factId: 'h1', target: 'b-enf', amount: 2 });
    expect(model(g.state, 'b-enf').health).toBe(6);
    g.seat('B', 'RecordHealing', { factId: 'h2', target: 'b-enf', amount: 10 });
    expect(model(g.state, 'b-enf').health).toBe(9);
  });

  const vendetta = (): Game => {
    const g = schemeGame([{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, { no: 3 }]);
    dmg(g, 'a-enf', 'b-enf', 5, 'act1');
    g.seat('A', 'EndActivation', { lineageId: 'a-enf', activationId: 'act1' });
    return g;
  };

  it('malifaux-3e-gg3/SC-2 malifaux-3e-gg3/OQ-11 damage recorded for the activation that just ended keeps its CP-ACT window open', () => {
    const g = vendetta();
    dmg(g, 'a-enf', 'b-min1', 1, 'act1');
    expect(g.state.activationEnded).toEqual({ lineageId: 'a-enf', activationId: 'act1' });
    expect(g.claimRefusal('A', 0, 'reveal')).toBeUndefined();
  });

  it('malifaux-3e-gg3/SC-2 damage of another activation closes the window: Vendetta’s Reveal is refused for its checkpoint', () => {
    const g = vendetta();
    dmg(g, 'a-hench', 'b-min1', 1, 'act2');
    expect(g.state.activationEnded).toBeNull();
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe('SC-2 §6 CP-ACT: Vendetta’s Reveal is claimed at the end of the chosen model’s activation');
  });
});

describe('malifaux-3e-gg3 evolve: the claims step and what is recorded', () => {
  it('malifaux-3e-gg3/ORD-1 the second seat claims after the first; once both have finished nobody claims', () => {
    const g = schemeGame([{ no: 1 }, { no: 3 }]);
    g.org('EndTurn');
    expect(g.state.claimant).toBe('A');
    g.seat('A', 'FinishClaims');
    expect(g.state.claimant).toBe('B');
    g.seat('B', 'FinishClaims');
    expect([g.state.phase, g.state.claimsDone, g.state.claimant]).toEqual(['SETUP', ['A', 'B'], null]);
  });

  it('malifaux-3e-gg3/CV-3 malifaux-3e-gg3/SEC-3 a revealed Covert selection keeps its commitment; a seat that committed nothing reveals none', () => {
    const g = inTurnOne({ strategy: 'gg3.covert-operation' });
    endTurnPassing(g);
    startTurn(g, 'A');
    const commitment = g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) })[0];
    g.org('StartActivations');
    g.org('EndTurn');
    g.seat('A', 'RevealCovertSelection', {});
    g.seat('B', 'RevealCovertSelection', {});
    expect(commitment.type === 'CovertSelectionCommitted' && g.state.covert.A?.commitment === commitment.data.commitment).toBe(true);
    expect(g.state.covert.A?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(g.state.covert.B).toMatchObject({ commitment: '', lineageIds: [], revealed: true });
  });

  it('malifaux-3e-gg3/CO-4 malifaux-3e-gg3/MD-1 a summoned model joins its crew; the other crew stays as declared', () => {
    const g = schemeGame([{ no: 1 }, { no: 3 }]);
    const crewB = g.state.crews.B;
    g.seat('A', 'RecordSummon', { factId: 's1', model: { lineageId: 'a-new', name: 'New', station: 'MINION', cost: 4, maxHealth: 5 }, hasSummonUpgrade: true });
    expect(g.state.crews.A).toEqual(['a-lead', 'a-totem', 'a-hench', 'a-enf', 'a-min1', 'a-min2', 'a-peon', 'a-new']);
    expect(g.state.crews.B).toEqual(crewB);
  });

  it('malifaux-3e-gg3/CO-4 a summon into a crew with no list yet starts that list', () => {
    const s = schemeGame([{ no: 1 }, { no: 3 }]).state;
    const summoned: Gg3Model = { ...model(s, 'a-min1'), lineageId: 'a-new' };
    const after = evolve({ ...s, crews: { B: s.crews.B } }, { type: 'ModelSummoned', data: { factId: 's1', by: 'A', model: summoned } });
    expect(after.crews.A).toEqual(['a-new']);
  });

  it('malifaux-3e-gg3/ORD-3 a strategy award enters the ledger with no removed markers, not revoked', () => {
    const s = schemeGame([{ no: 1 }, { no: 3 }]).state;
    const after = evolve(s, { type: 'StrategyVpAwarded', data: { awardId: 't1-A-strategy', seat: 'A', turn: 1, vp: 1, reason: 'r', factIds: ['f'] } });
    expect(after.ledger).toEqual([
      ...s.ledger,
      { awardId: 't1-A-strategy', seat: 'A', source: 'STRATEGY', scheme: null, part: 'strategy', vp: 1, turn: 1, reason: 'r', factIds: ['f'], removedMarkers: [], version: s.version + 1, revoked: false },
    ]);
  });
});

describe('malifaux-3e-gg3 evolve: CO-6 and the FACT-1 compensations undo their own fact only', () => {
  it('malifaux-3e-gg3/CO-6 malifaux-3e-gg3/FACT-1 redistribution, discard and an overruled kill each touch their own kill record', () => {
    // Cursed Objects: A placed Curse tokens on b-hench (2), b-enf (2) and b-min1 (1).
    const g = inTurnOne();
    kill(g, 'b-peon', 'k1');
    kill(g, 'b-min1', 'k2');
    g.seat('A', 'DiscardCurseToken', { discard: false });
    g.seat('B', 'RedistributeCurseTokens', { recipients: ['b-hench'] });
    expect(g.state.kills.map((k) => [k.factId, k.curseTo])).toEqual([['k1', []], ['k2', ['b-hench']]]);
    kill(g, 'b-enf', 'k3');
    g.seat('A', 'DiscardCurseToken', { discard: true });
    expect(g.state.pendingCurse).toEqual({ victim: 'b-enf', tokens: 1, discarded: true });
    // The first kill overruled while b-enf's tokens wait: only b-peon comes back.
    overrule(g, 'k1');
    expect(model(g.state, 'b-peon').status).toBe('in-play');
    expect(g.state.kills.map((k) => k.factId)).toEqual(['k2', 'k3']);
    expect(g.state.discards).toEqual([{ byCrew: 'A', fromModel: 'b-enf', turn: 1, killFactId: 'k3' }]);
    expect(g.state.pendingCurse).toEqual({ victim: 'b-enf', tokens: 1, discarded: true });
  });

  it('malifaux-3e-gg3/CO-6 a discard names the last kill of the model it comes from, whatever was killed after it', () => {
    const s = schemeGame([{ no: 1 }, { no: 3 }]).state;
    const discard: Gg3Event = { type: 'CurseTokenDiscarded', data: { byCrew: 'A', fromModel: 'b-enf', turn: 1 } };
    expect(fold(s, killed('b-enf', 'kA'), killed('b-peon', 'kB'), discard).discards.map((d) => d.killFactId)).toEqual(['kA']);
    expect(fold(s, killed('b-enf', 'kA'), killed('b-enf', 'kC'), discard).discards.map((d) => d.killFactId)).toEqual(['kC']);
  });

  it('malifaux-3e-gg3/FACT-1 an overruled damage gives its Health back and drops its own record only; a killed model stays at 0', () => {
    const g = schemeGame([{ no: 1 }, { no: 3 }]);
    dmg(g, 'a-enf', 'b-enf', 3, 'act1', 'd1');
    dmg(g, 'a-enf', 'b-enf', 2, 'act1', 'd2');
    dmg(g, 'a-enf', 'b-hench', 4, 'act1', 'd3');
    overrule(g, 'd1');
    expect(model(g.state, 'b-enf').health).toBe(7);
    expect(g.state.damage.map((d) => d.factId)).toEqual(['d2', 'd3']);
    kill(g, 'b-hench', 'k1');
    overrule(g, 'd3');
    expect(model(g.state, 'b-hench')).toMatchObject({ status: 'killed', health: 0 });
  });

  it.each<[ModelStatus]>([['killed'], ['removed']])('malifaux-3e-gg3/FACT-1 a %s model keeps its Health when a damage or a healing is reverted', (status) => {
    const s = schemeGame([{ no: 1 }, { no: 3 }]).state;
    const out: Gg3State = { ...s, models: { ...s.models, 'b-enf': { ...model(s, 'b-enf'), status, health: 2 } } };
    expect(model(evolve(out, { type: 'DamageReverted', data: { factId: 'd1', target: 'b-enf', amount: 3 } }), 'b-enf').health).toBe(2);
    expect(model(evolve(out, { type: 'HealingReverted', data: { factId: 'h1', target: 'b-enf', amount: 1 } }), 'b-enf').health).toBe(2);
  });

  it('malifaux-3e-gg3/FACT-1 a revoked award is that award only', () => {
    const s = schemeGame([{ no: 1 }, { no: 3 }]).state;
    const award = (awardId: string): Gg3Event => ({ type: 'StrategyVpAwarded', data: { awardId, seat: 'A', turn: 1, vp: 1, reason: 'r', factIds: [] } });
    const after = fold(s, award('x1'), award('x2'), { type: 'VpRevoked', data: { awardId: 'x1', reason: 'fact f overruled' } });
    expect(after.ledger.map((x) => [x.awardId, x.revoked])).toEqual([['x1', true], ['x2', false]]);
  });
});
