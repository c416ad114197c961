// malifaux-3e-gg3 §5.0 and §6 claims: the whole refusal (rule, section, message) for a claim out of its checkpoint or
// turn, Vendetta's CP-ACT timing, what a claim records (the asserted fact, the removed markers, the award id of an End
// line) and the reason the game ends with (issue 15: tests that make the surviving mutants of claims.ts fail).
import { finishClaims } from './claims';
import type { Gg3Event } from './events';
import type { Gg3State } from './state';
import { drop, inTurnOne, refusalOf, schemeGame, toGameEnd, type Game } from './testing/fixtures';

const ofType = (events: readonly Gg3Event[], type: Gg3Event['type']): Gg3Event[] => events.filter((e) => e.type === type);

/** A Breakthrough (slot 0) player A with one friendly marker in B's DZ, at the Turn 1 claims (A claims first). */
function breakthroughAtClaims(): Game {
  const g = schemeGame([{ no: 1 }, { no: 3 }]);
  drop(g, 'A', 'sa1', 10, 30);
  for (const [id, x] of [['x1', 5], ['x2', 10], ['x3', 15]] as [string, number][]) drop(g, 'A', id, x, 33);
  g.org('EndTurn');
  return g;
}
const breakthroughFacts = { model: 'a-min1', modelInEnemyDz: true, enemiesWithin4LoS: [] as string[] };

describe('malifaux-3e-gg3 §5.0 §6 claims: the refusal a seat reads', () => {
  it('malifaux-3e-gg3/SC-2 malifaux-3e-gg3/ORD-1 out of its checkpoint or its turn, a claim is refused under its rule and section', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    expect(refusalOf(() => g.claim('A', 3 as 0, 'reveal'))).toBe('SC-2 §5.0: not one of your schemes');
    expect(refusalOf(() => g.claim('A', 1, 'reveal'))).toBe('SC-2 §6 CP-END: Reveal lines are claimed at the end of the turn, after the strategy');
    expect(refusalOf(() => g.claim('A', 1, 'end'))).toBe('SC-2 §6 CP-GAME: End lines are claimed at the end of the game');
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('B', 0, 'reveal'))).toBe('ORD-1 §6: seat A claims first (initiative order)');
    expect(refusalOf(() => finishClaims(g.state, 'B'))).toBe('ORD-1 §6: seat A claims now (initiative order)');
  });

  it('malifaux-3e-gg3/SC-2 malifaux-3e-gg3/ORD-1 in the End Phase before the strategy is scored, no Reveal and no FinishClaims', () => {
    // Guard the Stash waits for both seats' strategy facts: the End Phase is open, its claims step is not.
    const g = inTurnOne({ strategy: 'gg3.guard-the-stash' });
    g.org('EndTurn');
    expect([g.state.phase, g.state.endStep]).toEqual(['END', 'STRATEGY']);
    expect(refusalOf(() => g.claim('A', 1, 'reveal'))).toBe('SC-2 §6 CP-END: Reveal lines are claimed at the end of the turn, after the strategy');
    expect(refusalOf(() => finishClaims(g.state, 'A'))).toBe('ORD-1 §6: no claims are open');
  });

  it('malifaux-3e-gg3/ORD-1 malifaux-3e-gg3/ORD-4 once the game has ended no claims are open', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    toGameEnd(g);
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    const ended: Gg3State = g.state;
    expect([ended.status, ended.endStep]).toEqual(['ended', 'CLAIMS']);
    expect(refusalOf(() => finishClaims(ended, 'A'))).toBe('ORD-1 §6: no claims are open');
  });
});

describe('malifaux-3e-gg3 §5.2 Vendetta: the Reveal at CP-ACT', () => {
  it('malifaux-3e-gg3/SC-2 before any activation has ended, and at the end of the turn, the Reveal is refused for its checkpoint', () => {
    const g = schemeGame([{ no: 2, friendly: 'a-enf', enemy: 'b-enf' }, { no: 3 }]);
    const outOfCheckpoint = 'SC-2 §6 CP-ACT: Vendetta’s Reveal is claimed at the end of the chosen model’s activation';
    expect(g.state.phase).toBe('ACTIVATION');
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe(outOfCheckpoint);
    g.org('EndTurn');
    expect(refusalOf(() => g.claim('A', 0, 'reveal'))).toBe(outOfCheckpoint);
  });
});

describe('malifaux-3e-gg3 §5.0 what a claim records', () => {
  it('malifaux-3e-gg3/SC-3 malifaux-3e-gg3/SD-2 the Reveal asserts the claim as a fact (scheme, line, facts, named markers) and the award lists the removed markers', () => {
    const g = breakthroughAtClaims();
    const out = g.claim('A', 0, 'reveal', breakthroughFacts, ['sa1'], 'c1');
    expect(out[0]).toEqual({
      type: 'FactAsserted',
      data: { factId: 'c1', seat: 'A', kind: 'scheme-claim', fact: { scheme: 1, part: 'reveal', facts: breakthroughFacts, removeMarkers: ['sa1'] }, turn: 1 },
    });
    expect(ofType(out, 'SchemeVpAwarded')[0].data).toMatchObject({ awardId: 't1-A-s0-reveal', removedMarkers: ['sa1'] });
  });

  it('malifaux-3e-gg3/SC-2 malifaux-3e-gg3/ORD-3 an End line after the Reveal: no second SchemeRevealed, a game award id, and one End VP', () => {
    const g = breakthroughAtClaims();
    g.claim('A', 0, 'reveal', breakthroughFacts, ['sa1']);
    g.seat('A', 'FinishClaims');
    g.seat('B', 'FinishClaims');
    toGameEnd(g);
    const out = g.claim('A', 0, 'end', {}, ['x1', 'x2', 'x3'], 'e1');
    expect(g.types(out)).toEqual(['FactAsserted', 'MarkerRemoved', 'MarkerRemoved', 'MarkerRemoved', 'SchemeVpAwarded']);
    expect(out[4].data).toMatchObject({ awardId: 'game-A-s0-end', part: 'end', turn: 5, factIds: ['e1'], removedMarkers: ['x1', 'x2', 'x3'] });
    expect(refusalOf(() => g.claim('A', 0, 'end', {}, ['x1', 'x2', 'x3']))).toBe("ORD-3 §6: this scheme's End VP is already scored");
    expect(refusalOf(() => g.claim('A', 0, 'reveal', breakthroughFacts, []))).toBe('SC-2 §6 CP-END: Reveal lines are claimed at the end of the turn, after the strategy');
  });

  it("malifaux-3e-gg3/ORD-3 a second Reveal of a scheme is refused under ORD-3 §6", () => {
    const g = breakthroughAtClaims();
    g.claim('A', 0, 'reveal', breakthroughFacts, ['sa1']);
    expect(refusalOf(() => g.claim('A', 0, 'reveal', breakthroughFacts, ['x1']))).toBe("ORD-3 §6: this scheme's Reveal VP is already scored");
  });
});

describe('malifaux-3e-gg3 §6 CP-GAME: the end of the game', () => {
  it('malifaux-3e-gg3/ORD-4 when both seats have finished the end-of-game claims the game ends "end of Turn 5 (ORD-4)"', () => {
    const g = schemeGame([{ no: 12 }, { no: 3 }]);
    toGameEnd(g);
    g.seat('A', 'FinishClaims');
    const out = g.seat('B', 'FinishClaims');
    expect(ofType(out, 'GameEnded').map((e) => e.data)).toEqual([expect.objectContaining({ reason: 'end of Turn 5 (ORD-4)', winner: null })]);
  });
});
