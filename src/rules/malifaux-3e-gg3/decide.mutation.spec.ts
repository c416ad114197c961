// malifaux-3e-gg3 decide: the refusal after the end (ORD-4), terrain registration up to deployment (SC-5), and the time
// the game ends at (the closing command's `now`, else the encounter's creation) (issue 15: tests that make the surviving
// mutants of decide.ts fail).
import type { Gg3Event } from './events';
import { NOW, preDeploy, refusalOf, schemeGame, toGameEnd, type Game } from './testing/fixtures';

const LATER = '2026-11-23T18:30:00.000Z';
const polygon = (terrainId: string): { terrainId: string; label: string; footprint: number[][] } => ({ terrainId, label: terrainId, footprint: [[0, 0], [1, 0], [1, 1]] });
const endedAt = (events: readonly Gg3Event[]): unknown[] => events.filter((e) => e.type === 'GameEnded').map((e) => (e.data as { endedAt: unknown }).endedAt);

/** Turn 5's end-of-game claims, A has finished: B's FinishClaims ends the game. */
function lastClaim(): Game {
  const g = schemeGame([{ no: 12 }, { no: 3 }]);
  toGameEnd(g);
  g.seat('A', 'FinishClaims');
  return g;
}

describe('malifaux-3e-gg3 decide', () => {
  it('malifaux-3e-gg3/ORD-4 after the end every command is refused: the game has ended', () => {
    const g = lastClaim();
    g.seat('B', 'FinishClaims');
    expect(g.state.status).toBe('ended');
    expect(refusalOf(() => g.org('StartTurn', { initiative: 'A' }))).toBe('ORD-4 §6: the game has ended');
  });

  it('malifaux-3e-gg3/SC-5 terrain: more pieces with new ids before deployment; none once the crews are deployed, even in Turn 0', () => {
    const g = preDeploy();
    expect(g.org('RegisterTerrain', { terrain: [polygon('well')] })).toEqual([{ type: 'TerrainRegistered', data: { terrain: [polygon('well')] } }]);
    g.org('DeployCrews');
    expect(g.state.turn).toBe(0);
    expect(refusalOf(() => g.org('RegisterTerrain', { terrain: [polygon('cart')] }))).toBe('SC-5 §10.3: terrain is registered before the game');
  });

  it.each<[string, unknown, string]>([
    ['the closing command’s time', LATER, LATER],
    ['the creation time when the command carries none', undefined, NOW],
  ])('malifaux-3e-gg3/ORD-4 the game that ends after Turn 5 ends at %s', (_, now, expected) => {
    const g = lastClaim();
    expect(endedAt(g.seat('B', 'FinishClaims', { now }))).toEqual([expected]);
    expect(g.state.endedAt).toBe(expected);
  });
});
