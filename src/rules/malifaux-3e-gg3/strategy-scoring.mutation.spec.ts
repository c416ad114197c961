// malifaux-3e-gg3 §4 strategy scoring: which models count as friendly (GS-2), what a count says, the kill a Cursed
// Objects award cites (CO-7, FACT-1), when strategy facts and covert selections are taken, and the facts they assert
// (issue 15: tests that kill the surviving mutants of strategy-scoring.ts).
import type { Gg3Event } from './events';
import type { Gg3Marker, Gg3State, Seat } from './state';
import { declareStrategyFacts, revealCovert, scoreStrategy, strategyCount } from './strategy-scoring';
import { endTurnPassing, inTurnOne, refusalOf, SALT, type Game } from './testing/fixtures';

const endOfTurn = (strategy: Gg3State['strategy']): Gg3State => ({ ...inTurnOne({ strategy }).state, phase: 'END', endStep: 'STRATEGY' });
const discard = (byCrew: Seat, turn: number, killFactId: string | null) => ({ byCrew, fromModel: 'x', turn, killFactId });
const citedBy = (s: Gg3State): Partial<Record<Seat, string[]>> =>
  Object.fromEntries(scoreStrategy(s).flatMap((e) => (e.type === 'StrategyVpAwarded' ? [[e.data.seat, e.data.factIds]] : [])));

/** Covert Operation, Turn 2 at the covert step of the End Phase; A committed a-hench, B committed nothing. */
function covertStep(): Game {
  const g = inTurnOne({ strategy: 'gg3.covert-operation' });
  endTurnPassing(g);
  g.org('StartTurn', { initiative: 'B' });
  g.seat('A', 'CommitCovertSelection', { lineageIds: ['a-hench'], salt: SALT(9) });
  g.org('StartActivations');
  g.org('EndTurn');
  return g;
}

describe('malifaux-3e-gg3 §4.2-§4.3 what a strategy counts', () => {
  it('malifaux-3e-gg3/GS-2 a model of the crew that the opponent controls is not friendly and does not count', () => {
    const s = endOfTurn('gg3.guard-the-stash');
    const near: Gg3State = { ...s, strategyFacts: { A: { factId: 'fa', near: { 'stash-5': ['a-hench'] } }, B: { factId: 'fb', near: {} } } };
    expect(strategyCount(near, 'A').count).toBe(1);
    const taken: Gg3State = { ...near, models: { ...near.models, 'a-hench': { ...near.models['a-hench'], controller: 'B' } } };
    expect(strategyCount(taken, 'A')).toEqual({ count: 0, why: 'controls 0 eligible Strategy Marker(s): none' });
  });

  it('malifaux-3e-gg3/GS-3 malifaux-3e-gg3/GS-4 the count names every controlled eligible marker', () => {
    const s = endOfTurn('gg3.guard-the-stash');
    const near: Gg3State = { ...s, strategyFacts: { A: { factId: 'fa', near: { 'stash-1': ['a-hench'], 'stash-5': ['a-enf'] } }, B: { factId: 'fb', near: {} } } };
    expect(strategyCount(near, 'A')).toEqual({ count: 2, why: 'controls 2 eligible Strategy Marker(s): stash-1, stash-5' });
  });

  it('malifaux-3e-gg3/CP-4 the count says what the friendly markers are worth', () => {
    const s = endOfTurn('gg3.carve-a-path');
    const moved = s.markers.map((m): Gg3Marker => (m.id === 'carve-A-1' ? { ...m, y: 24 } : m.id === 'carve-A-2' ? { ...m, y: 32 } : m));
    expect(strategyCount({ ...s, markers: moved }, 'A')).toEqual({ count: 3, why: 'friendly Strategy Markers worth 3 point(s)' });
  });
});

describe('malifaux-3e-gg3 §4.1 the kill a Cursed Objects award cites', () => {
  const s = endOfTurn('gg3.cursed-objects');
  it.each<[string, Gg3State, Partial<Record<Seat, string[]>>]>([
    ['each crew cites its own discard of this turn', { ...s, discards: [discard('B', 1, 'k8'), discard('A', 1, 'k9')] }, { A: ['k9'], B: ['k8'] }],
    ['a discard of an earlier turn is not this turn’s', { ...s, discards: [discard('A', 0, 'k7'), discard('A', 1, 'k9')] }, { A: ['k9'] }],
    [
      'with no enemy model in play the award rests on no kill',
      { ...s, discards: [discard('A', 1, 'k9')], models: Object.fromEntries(Object.entries(s.models).map(([id, m]) => [id, m.crew === 'B' ? { ...m, status: 'killed' as const } : m])) },
      { A: [] },
    ],
  ])('malifaux-3e-gg3/CO-7 malifaux-3e-gg3/FACT-1 %s', (_title, state, cited) => {
    expect(citedBy(state)).toEqual(cited);
  });

  it('malifaux-3e-gg3/FACT-1 an award of another strategy cites no Curse discard', () => {
    const s2 = endOfTurn('gg3.covert-operation');
    const markers = s2.markers.map((m, i): Gg3Marker => (i === 0 ? { ...m, claims: { A: 1, B: 0 } } : m));
    expect(citedBy({ ...s2, markers, discards: [discard('A', 1, 'k9')] })).toEqual({ A: [] });
  });
});

describe('malifaux-3e-gg3 §4.2 Guard the Stash facts', () => {
  it('malifaux-3e-gg3/ST-1 declared only at the end-of-turn strategy step', () => {
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    g.org('EndTurn');
    const s = g.state;
    const refusal = 'ST-1 §6: declared once, at the end-of-turn strategy step';
    expect(refusalOf(() => declareStrategyFacts(s, 'A', 'gs-a', {}))).toBeUndefined();
    expect(refusalOf(() => declareStrategyFacts({ ...s, endStep: 'CLAIMS' }, 'A', 'gs-a', {}))).toBe(refusal);
    expect(refusalOf(() => declareStrategyFacts({ ...s, phase: 'ACTIVATION' }, 'A', 'gs-a', {}))).toBe(refusal);
  });

  it('malifaux-3e-gg3/GS-2 malifaux-3e-gg3/FACT-1 the declaration asserts a guard-the-stash fact with the models near each marker', () => {
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    g.org('EndTurn');
    const out: Gg3Event[] = g.seat('A', 'DeclareStrategyFacts', { factId: 'gs-a', near: { 'stash-5': ['a-hench', 'a-hench'] } });
    expect(out).toEqual([
      { type: 'FactAsserted', data: { factId: 'gs-a', seat: 'A', kind: 'guard-the-stash', fact: { near: { 'stash-5': ['a-hench'] } }, turn: 1 } },
      { type: 'StrategyFactsDeclared', data: { seat: 'A', factId: 'gs-a', near: { 'stash-5': ['a-hench'] } } },
    ]);
  });
});

describe('malifaux-3e-gg3 §4.4 Covert Operation reveals', () => {
  it('malifaux-3e-gg3/CV-4 selections are revealed at the covert step of the End Phase only', () => {
    const g = covertStep();
    const refusal = 'CV-4 §6: selections are revealed at the end of the turn, before strategy scoring';
    expect(refusalOf(() => revealCovert({ ...g.state, phase: 'ACTIVATION' }, 'B', undefined, undefined))).toBe(refusal);
    g.seat('A', 'RevealCovertSelection', {});
    g.seat('B', 'RevealCovertSelection', {});
    expect(g.state.endStep).toBe('CLAIMS');
    expect(refusalOf(() => g.seat('A', 'RevealCovertSelection', {}))).toBe(refusal);
  });

  it('malifaux-3e-gg3/CV-3 malifaux-3e-gg3/CV-4 a seat without a commitment reveals the empty selection with an empty salt', () => {
    const g = covertStep();
    expect(g.seat('B', 'RevealCovertSelection', {})).toEqual([
      { type: 'CovertSelectionRevealed', data: { seat: 'B', turn: 2, lineageIds: [], salt: '', placement: null, factId: null } },
    ]);
  });

  it('malifaux-3e-gg3/CV-4 malifaux-3e-gg3/FACT-1 an applied placement asserts a claim-placement fact with its attestations', () => {
    const g = covertStep();
    g.seat('A', 'RevealCovertSelection', { placement: { model: 'a-hench', marker: 'covert-1', notEngaged: true, within2: true }, factId: 'cv-a' });
    const out = g.seat('B', 'RevealCovertSelection', {});
    expect(out.find((e) => e.type === 'FactAsserted')).toEqual({
      type: 'FactAsserted',
      data: { factId: 'cv-a', seat: 'A', kind: 'claim-placement', fact: { model: 'a-hench', marker: 'covert-1', notEngaged: true, within2: true }, turn: 2 },
    });
  });
});
