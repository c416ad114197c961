// malifaux-3e-gg3 §4 strategy setup, §10.3 pre-game (CP-1, GEO-5, OQ-22, CO-2, GS-1, CV-1): exact distances, the seat
// that is due, and the message of each refusal (issue 15: tests that make the mutants of strategy-setup.ts fail).
// Markers of 50.8 mm (OQ-8 policy) have a radius of exactly 1".
import { RuleViolation } from '../core/rule-violation';
import { curseCap, fixedStrategyMarkers } from './strategy-setup';
import { beforeAttacker, Game, preDeploy } from './testing/fixtures';

const why = (g: Game, seat: 'A' | 'B' | null, type: string, data: object = {}): string | undefined => {
  try {
    g.run(type as never, seat ? { role: 'seat', seat } : { role: 'organiser' }, { ...(seat ? { seat } : {}), ...data });
    return undefined;
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return `${e.ruleId.replace('malifaux-3e-gg3/', '')}: ${e.message}`;
  }
};
const carve = (): Game => preDeploy({ strategy: 'gg3.carve-a-path', policies: { markerDiameterMm: 50.8 } });

describe('malifaux-3e-gg3 §4.3 Carve a Path markers: boundaries', () => {
  it.each<[number, string | undefined]>([
    [29, undefined],
    [28.99, 'CP-1: at least 10" from the centerline'],
    [35, undefined],
    [36, undefined],
    [36.01, 'CP-1: in your own table half'],
  ])('malifaux-3e-gg3/CP-1 the Defender (high half) places a marker of radius 1" at y = %d', (y, refusal) => {
    expect(why(carve(), 'B', 'PlaceStrategyMarker', { x: 6, y })).toBe(refusal);
  });

  it('malifaux-3e-gg3/CP-1 a marker on the other half is refused as not in your own half', () => {
    expect(why(carve(), 'B', 'PlaceStrategyMarker', { x: 6, y: 6 })).toBe('CP-1: in your own table half');
    expect(why(carve(), 'B', 'PlaceStrategyMarker', { x: -0.5, y: 30 })).toBe('CP-1: in your own table half');
  });

  it('malifaux-3e-gg3/CP-1 the Defender places first, then the Attacker, alternating; each marker 10" from the others, edge to edge', () => {
    const g = carve();
    expect(why(g, 'A', 'PlaceStrategyMarker', { x: 6, y: 6 })).toBe('CP-1: seat B places next (Defender first, then alternating)');
    g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 });
    expect(why(g, 'B', 'PlaceStrategyMarker', { x: 30, y: 30 })).toBe('CP-1: seat A places next (Defender first, then alternating)');
    // The Attacker is on the low half: y = 7 is exactly 10" (edge) from the centerline.
    expect(why(g, 'A', 'PlaceStrategyMarker', { x: 6, y: 7.01 })).toBe('CP-1: at least 10" from the centerline');
    g.seat('A', 'PlaceStrategyMarker', { x: 6, y: 7 });
    // 12" centre to centre from B's first marker is 10" edge to edge: allowed; 11.99" is not.
    expect(why(g, 'B', 'PlaceStrategyMarker', { x: 17.99, y: 30 })).toBe('CP-1: at least 10" from Strategy Marker carve-B-1');
    g.seat('B', 'PlaceStrategyMarker', { x: 18, y: 30 });
    g.seat('A', 'PlaceStrategyMarker', { x: 18, y: 7 });
    expect(g.state.markers.map((m) => [m.id, m.owner, m.x, m.y, m.traits])).toEqual([
      ['carve-B-1', 'B', 6, 30, ['Concealing']],
      ['carve-A-1', 'A', 6, 7, ['Concealing']],
      ['carve-B-2', 'B', 18, 30, ['Concealing']],
      ['carve-A-2', 'A', 18, 7, ['Concealing']],
    ]);
    expect(why(g, 'B', 'PlaceStrategyMarker', { x: 30, y: 30 })).toBe('CP-1: each player has placed two');
    g.org('DeployCrews');
    expect(why(g, 'B', 'PlaceStrategyMarker', { x: 30, y: 30 })).toBe('CP-1: once deployment zones are chosen, before deployment');
  });

  it('malifaux-3e-gg3/CP-1 only Carve a Path has player-placed markers, and only once the zones are chosen', () => {
    expect(why(preDeploy({ strategy: 'gg3.covert-operation' }), 'B', 'PlaceStrategyMarker', { x: 6, y: 30 })).toBe('CP-1: only Carve a Path has players place Strategy Markers');
    const g = beforeAttacker({ strategy: 'gg3.carve-a-path' });
    g.org('DetermineAttacker', { attacker: 'A' });
    expect(why(g, 'B', 'PlaceStrategyMarker', { x: 6, y: 30 })).toBe('CP-1: once deployment zones are chosen, before deployment');
  });
});

describe('malifaux-3e-gg3 §10.3 deployment zones: boundaries', () => {
  const attacked = (): Game => {
    const g = beforeAttacker({ strategy: 'gg3.covert-operation' });
    g.org('DetermineAttacker', { attacker: 'A' });
    return g;
  };
  it('malifaux-3e-gg3/GEO-5 the Defender chooses, once, after the Attacker is known', () => {
    expect(why(beforeAttacker(), 'B', 'ChooseDeploymentZones', { half: 'high' })).toBe('GEO-5: Attacker and Defender are determined first');
    const g = attacked();
    expect(why(g, 'A', 'ChooseDeploymentZones', { half: 'high' })).toBe('GEO-5: the Defender chooses the deployment zone');
    g.seat('B', 'ChooseDeploymentZones', { half: 'low' });
    expect(g.state.halves).toEqual({ A: 'high', B: 'low' });
    expect(g.state.zones).toEqual({ A: [[0, 28], [36, 28], [36, 36], [0, 36]], B: [[0, 0], [36, 0], [36, 8], [0, 8]] });
    expect(why(g, 'B', 'ChooseDeploymentZones', { half: 'high' })).toBe('GEO-5: deployment zones are already chosen');
  });

  it('malifaux-3e-gg3/GEO-5 malifaux-3e-gg3/OQ-22 recorded zones: polygons on the table, each wholly in its half (the centerline itself is allowed)', () => {
    const zones = (a: number[][], b: number[][]) => ({ half: 'high', zones: { A: a, B: b } });
    const low = [[0, 0], [36, 0], [36, 18], [0, 18]];
    const high = [[0, 18], [36, 18], [36, 36], [0, 36]];
    expect(why(attacked(), 'B', 'ChooseDeploymentZones', zones(low, high))).toBeUndefined();
    expect(why(attacked(), 'B', 'ChooseDeploymentZones', zones(low, [[0, 17.9], [36, 17.9], [36, 36]]))).toBe("GEO-5: seat B's deployment zone must lie entirely in its own half");
    expect(why(attacked(), 'B', 'ChooseDeploymentZones', zones([[0, 0], [36, 0], [36, 18.1]], high))).toBe("GEO-5: seat A's deployment zone must lie entirely in its own half");
    expect(why(attacked(), 'B', 'ChooseDeploymentZones', zones(low, [[0, 20], [36, 20]]))).toBe('GEO-5: a deployment zone is a polygon on the table');
    expect(why(attacked(), 'B', 'ChooseDeploymentZones', zones(low, [[0, 20], [36.1, 20], [36, 36]]))).toBe('GEO-5: a deployment zone is a polygon on the table');
    expect(why(attacked(), 'B', 'ChooseDeploymentZones', { half: 'high', zones: { A: low } })).toBe("OQ-22: the standard deployment's zones are recorded as polygons at setup");
  });

  it('malifaux-3e-gg3/GS-1 malifaux-3e-gg3/CV-1 the markers the server places: Guard the Stash six, Covert Operation four, blocking; none otherwise', () => {
    const stash = fixedStrategyMarkers({ ...beforeAttacker().state, strategy: 'gg3.guard-the-stash' });
    expect(stash.map((m) => [m.id, m.x, m.y])).toEqual([['stash-1', 14, 18], ['stash-2', 22, 18], ['stash-3', 9, 9], ['stash-4', 27, 9], ['stash-5', 9, 27], ['stash-6', 27, 27]]);
    expect(stash[0]).toEqual({ id: 'stash-1', type: 'strategy', owner: null, x: 14, y: 18, traits: ['Ht5', 'Blocking', 'Impassable'], claims: { A: 0, B: 0 } });
    const covert = fixedStrategyMarkers({ ...beforeAttacker().state, strategy: 'gg3.covert-operation' });
    expect(covert.map((m) => [m.id, m.x, m.y, m.traits.join(' ')])).toEqual([1, 2, 3, 4].map((i) => [`covert-${i}`, [6, 14, 22, 30][i - 1], 18, 'Ht5 Blocking Impassable']));
    expect(fixedStrategyMarkers({ ...beforeAttacker().state, strategy: 'gg3.cursed-objects' })).toEqual([]);
  });

  it('malifaux-3e-gg3/CO-2 the setup cap: 1 on a Minion, 2 on any other station', () => {
    expect(['MINION', 'PEON', 'ENFORCER', 'HENCHMAN', 'MASTER'].map(curseCap)).toEqual([1, 2, 2, 2, 2]);
  });

  it('malifaux-3e-gg3/SC-1 malifaux-3e-gg3/GEO-5 malifaux-3e-gg3/CV-2 deployment waits for the schemes and the zones, once', () => {
    const g = attacked();
    expect(why(g, null, 'DeployCrews')).toBe('GEO-5: deployment zones are chosen before deployment');
    g.seat('B', 'ChooseDeploymentZones', { half: 'high' });
    g.org('DeployCrews');
    expect(why(g, null, 'DeployCrews')).toBe('CV-2: already deployed');
  });
});
