// malifaux-3e-gg3 §4 strategy scoring (ST-1, ST-2, OQ-21, CO-7, GS-2..GS-4, CV-6): what counts this turn and for whom,
// the ratchet and the caps at their exact values, and what an award cites (issue 15: tests that make the mutants of
// strategy-scoring.ts fail).
import { scoreStrategy, strategyCount, strategyReady } from './strategy-scoring';
import type { Gg3State, LedgerEntry, Seat } from './state';
import { inTurnOne } from './testing/fixtures';

const endOfTurn = (strategy: Gg3State['strategy'], policies: object = {}): Gg3State => {
  const g = inTurnOne({ strategy, policies });
  return { ...g.state, phase: 'END', endStep: 'STRATEGY' };
};
const discard = (byCrew: Seat, turn: number, killFactId: string | null = 'k1') => ({ byCrew, fromModel: 'x', turn, killFactId });
const scored = (seat: Seat, n: number): LedgerEntry[] =>
  Array.from({ length: n }, (_, i) => ({ awardId: `s${seat}${i}`, seat, source: 'STRATEGY', scheme: null, part: 'strategy', vp: 1, turn: i + 1, reason: '', factIds: [], removedMarkers: [], version: i, revoked: false }) as LedgerEntry);
const awards = (s: Gg3State) => scoreStrategy(s).filter((e) => e.type === 'StrategyVpAwarded').map((e) => e.data as { seat: Seat; factIds: string[]; awardId: string; reason: string });

describe('malifaux-3e-gg3 §4 strategy scoring: boundaries', () => {
  it('malifaux-3e-gg3/CO-7 a discard by this crew this turn scores; not another crew’s, not last turn’s', () => {
    const s = endOfTurn('gg3.cursed-objects');
    expect(strategyCount(s, 'A')).toEqual({ count: 0, why: 'no Curse token discarded' });
    expect(strategyCount({ ...s, discards: [discard('B', 1), discard('A', 0)] }, 'A').count).toBe(0);
    expect(strategyCount({ ...s, discards: [discard('A', 1), discard('A', 1)] }, 'A')).toEqual({ count: Number.POSITIVE_INFINITY, why: 'discarded 2 Curse token(s) this turn' });
  });

  it('malifaux-3e-gg3/CO-7 no enemy model in play scores', () => {
    const s = endOfTurn('gg3.cursed-objects');
    const models = Object.fromEntries(Object.entries(s.models).map(([id, m]) => [id, m.crew === 'B' ? { ...m, status: 'killed' as const } : m]));
    expect(strategyCount({ ...s, models }, 'A')).toEqual({ count: Number.POSITIVE_INFINITY, why: 'no enemy models in play' });
    expect(strategyCount({ ...s, models }, 'B').count).toBe(0);
  });

  it('malifaux-3e-gg3/CO-7 malifaux-3e-gg3/FACT-1 an award resting on one discard cites its kill; two discards or a missing kill cite none', () => {
    const s = endOfTurn('gg3.cursed-objects');
    expect(awards({ ...s, discards: [discard('A', 1, 'k9')] })).toEqual([expect.objectContaining({ seat: 'A', awardId: 't1-A-strategy', factIds: ['k9'] })]);
    expect(awards({ ...s, discards: [discard('A', 1, 'k9'), discard('A', 1, 'k8')] })[0].factIds).toEqual([]);
    expect(awards({ ...s, discards: [discard('A', 1, null)] })[0].factIds).toEqual([]);
    expect(awards({ ...s, discards: [discard('A', 1, 'k9')] })[0].reason).toBe('gg3.cursed-objects: discarded 1 Curse token(s) this turn (> 0 VP scored with it)');
  });

  it.each<[number, number | null, boolean]>([
    [4, null, true],
    [5, null, false],
    [0, 1, true],
    [1, 1, false],
    [2, 9, true],
  ])('malifaux-3e-gg3/ST-2 malifaux-3e-gg3/OQ-21 Cursed Objects with %d VP scored and cap %s: scores %s (maximum 5)', (before, cap, scores) => {
    const s = endOfTurn('gg3.cursed-objects', { strategyVpCap: cap });
    expect(awards({ ...s, ledger: scored('A', before), discards: [discard('A', 1)] }).map((a) => a.seat)).toEqual(scores ? ['A'] : []);
  });

  it.each<[number, number, boolean]>([
    [1, 0, true],
    [1, 1, false],
    [2, 1, true],
    [4, 3, true],
    [4, 4, false],
  ])('malifaux-3e-gg3/ST-2 Covert Operation: %d marker(s) claimed against %d VP scored: scores %s (maximum 4)', (claimed, before, scores) => {
    const s = endOfTurn('gg3.covert-operation');
    const markers = s.markers.map((m, i) => (i < claimed ? { ...m, claims: { A: 1, B: 0 } } : m));
    expect(strategyCount({ ...s, markers }, 'A')).toEqual({ count: claimed, why: `${claimed} Strategy Marker(s) with a friendly Claim token` });
    expect(awards({ ...s, markers, ledger: scored('A', before) }).map((a) => a.seat)).toEqual(scores ? ['A'] : []);
  });

  it('malifaux-3e-gg3/ST-1 the StrategyScored event records each crew’s count (1 for an unlimited Cursed Objects count)', () => {
    const s = endOfTurn('gg3.cursed-objects');
    const out = scoreStrategy({ ...s, discards: [discard('B', 1)] });
    expect(out[out.length - 1]).toEqual({ type: 'StrategyScored', data: { turn: 1, counts: { A: 0, B: 1 } } });
  });

  it('malifaux-3e-gg3/GS-2 malifaux-3e-gg3/GS-3 malifaux-3e-gg3/GS-4 Guard the Stash: more declared models than the opponent; markers completely on the own half are not eligible', () => {
    const s = endOfTurn('gg3.guard-the-stash');
    const near = (a: Record<string, string[]>, b: Record<string, string[]>): Gg3State => ({ ...s, strategyFacts: { A: { factId: 'fa', near: a }, B: { factId: 'fb', near: b } } });
    // A deploys low: stash-3 (9,9) is completely on A's half, stash-5 (9,27) on B's, stash-1 (14,18) on the centerline.
    expect(strategyCount(near({ 'stash-3': ['a-hench'] }, {}), 'A').count).toBe(0);
    expect(strategyCount(near({ 'stash-5': ['a-hench'] }, {}), 'A')).toEqual({ count: 1, why: 'controls 1 eligible Strategy Marker(s): stash-5' });
    expect(strategyCount(near({ 'stash-1': ['a-hench'] }, {}), 'A').count).toBe(1);
    expect(strategyCount(near({ 'stash-1': ['a-hench'] }, { 'stash-1': ['b-hench'] }), 'A')).toEqual({ count: 0, why: 'controls 0 eligible Strategy Marker(s): none' });
    expect(strategyCount(near({ 'stash-1': ['a-hench', 'a-enf'] }, { 'stash-1': ['b-hench'] }), 'A').count).toBe(1);
    // A model of the other crew declared by A does not count for A.
    expect(strategyCount(near({ 'stash-1': ['b-hench'] }, {}), 'A').count).toBe(0);
    expect(awards(near({ 'stash-5': ['a-hench'] }, {}))).toEqual([expect.objectContaining({ seat: 'A', factIds: ['fa', 'fb'] })]);
  });

  it('malifaux-3e-gg3/ST-3 Guard the Stash is scored once both seats have declared; the other strategies at once', () => {
    const s = endOfTurn('gg3.guard-the-stash');
    expect(strategyReady(s)).toBe(false);
    expect(strategyReady({ ...s, strategyFacts: { A: { factId: 'fa', near: {} } } })).toBe(false);
    expect(strategyReady({ ...s, strategyFacts: { A: { factId: 'fa', near: {} }, B: { factId: 'fb', near: {} } } })).toBe(true);
    expect(strategyReady(endOfTurn('gg3.covert-operation'))).toBe(true);
    expect(strategyReady({ ...endOfTurn('gg3.covert-operation'), endStep: 'CLAIMS' })).toBe(false);
    expect(strategyReady({ ...endOfTurn('gg3.covert-operation'), phase: 'ACTIVATION' })).toBe(false);
  });
});
