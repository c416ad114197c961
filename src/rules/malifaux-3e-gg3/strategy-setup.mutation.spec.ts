// malifaux-3e-gg3 §4 strategy setup, §10.3 pre-game: the whole refusal (rule, section, message) of each setup step, the
// own-half test of a Carve a Path marker at its edges, which markers CP-1 measures from, who gets a Claim token (CV-2)
// and the pre-game Curse placements (CO-1, CO-2, OQ-1, OQ-2) (issue 15: tests that kill the surviving mutants of
// strategy-setup.ts). Markers of 50.8 mm (OQ-8 policy) have a radius of exactly 1".
import { fold } from '../core/decider';
import type { Gg3Event } from './events';
import { evolve } from './evolve';
import type { Gg3Marker, Gg3Model, Gg3State } from './state';
import { declarePregameInitiative, deployCrews, placeCarveMarker } from './strategy-setup';
import { beforeAttacker, preDeploy, refusalOf, type Game } from './testing/fixtures';

const carve = (): Game => preDeploy({ strategy: 'gg3.carve-a-path', policies: { markerDiameterMm: 50.8 } });
const attacked = (): Game => {
  const g = beforeAttacker({ strategy: 'gg3.covert-operation' });
  g.org('DetermineAttacker', { attacker: 'A' });
  return g;
};
const deployed = (strategy: Gg3State['strategy']): Game => {
  const g = preDeploy({ strategy });
  g.org('DeployCrews');
  return g;
};
const withModels = (s: Gg3State, change: (m: Gg3Model) => Gg3Model): Gg3State => ({
  ...s,
  models: Object.fromEntries(Object.entries(s.models).map(([id, m]) => [id, change(m)])),
});

describe('malifaux-3e-gg3 §10.3 deployment zones: the refusal a seat reads', () => {
  it('malifaux-3e-gg3/GEO-5 malifaux-3e-gg3/OQ-22 each refusal names its rule and section', () => {
    expect(refusalOf(() => beforeAttacker().seat('B', 'ChooseDeploymentZones', { half: 'high' }))).toBe('GEO-5 §10.3: Attacker and Defender are determined first');
    expect(refusalOf(() => attacked().seat('A', 'ChooseDeploymentZones', { half: 'high' }))).toBe('GEO-5 §10.3: the Defender chooses the deployment zone');
    expect(refusalOf(() => preDeploy().seat('B', 'ChooseDeploymentZones', { half: 'high' }))).toBe('GEO-5 §2.3: deployment zones are already chosen');
    const low = [[0, 0], [36, 0], [36, 8], [0, 8]];
    expect(refusalOf(() => attacked().seat('B', 'ChooseDeploymentZones', { half: 'high', zones: { A: low } }))).toBe("OQ-22 §9: the standard deployment's zones are recorded as polygons at setup");
    expect(refusalOf(() => attacked().seat('B', 'ChooseDeploymentZones', { half: 'high', zones: { A: low, B: [[0, 30], [36, 30]] } }))).toBe('GEO-5 §2.3: a deployment zone is a polygon on the table');
    expect(refusalOf(() => attacked().seat('B', 'ChooseDeploymentZones', { half: 'high', zones: { A: low, B: low } }))).toBe("GEO-5 §2.3: seat B's deployment zone must lie entirely in its own half");
  });
});

describe('malifaux-3e-gg3 §4.3 Carve a Path markers: the refusal a seat reads', () => {
  it('malifaux-3e-gg3/CP-1 each refusal names its rule and section', () => {
    expect(refusalOf(() => preDeploy({ strategy: 'gg3.covert-operation' }).seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 }))).toBe('CP-1 §4.3: only Carve a Path has players place Strategy Markers');
    const early = beforeAttacker({ strategy: 'gg3.carve-a-path' });
    early.org('DetermineAttacker', { attacker: 'A' });
    expect(refusalOf(() => early.seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 }))).toBe('CP-1 §4.3: once deployment zones are chosen, before deployment');
    const g = carve();
    expect(refusalOf(() => g.seat('A', 'PlaceStrategyMarker', { x: 6, y: 6 }))).toBe('CP-1 §4.3: seat B places next (Defender first, then alternating)');
    expect(refusalOf(() => g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 6 }))).toBe('CP-1 §4.3: in your own table half');
    expect(refusalOf(() => g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 28 }))).toBe('CP-1 §4.3: at least 10" from the centerline');
    g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 });
    g.seat('A', 'PlaceStrategyMarker', { x: 6, y: 6 });
    expect(refusalOf(() => g.seat('B', 'PlaceStrategyMarker', { x: 10, y: 30 }))).toBe('CP-1 §4.3: at least 10" from Strategy Marker carve-B-1');
    g.seat('B', 'PlaceStrategyMarker', { x: 30, y: 30 });
    g.seat('A', 'PlaceStrategyMarker', { x: 30, y: 6 });
    expect(refusalOf(() => g.seat('B', 'PlaceStrategyMarker', { x: 18, y: 30 }))).toBe('CP-1 §4.3: each player has placed two');
  });

  // The own-half test comes before the 10" test: a marker that reaches over the centerline is refused as off its half.
  it.each<['A' | 'B', number, string | undefined]>([
    ['B', 17.5, 'CP-1 §4.3: in your own table half'],
    ['B', 19, 'CP-1 §4.3: at least 10" from the centerline'],
    ['A', 17, 'CP-1 §4.3: at least 10" from the centerline'],
    ['A', 18.5, 'CP-1 §4.3: in your own table half'],
    ['A', 30, 'CP-1 §4.3: in your own table half'],
    ['A', 7, undefined],
  ])('malifaux-3e-gg3/CP-1 seat %s (B high, A low) places a marker of radius 1" at y = %d', (seat, y, refusal) => {
    const g = carve();
    if (seat === 'A') g.seat('B', 'PlaceStrategyMarker', { x: 6, y: 30 });
    expect(refusalOf(() => g.seat(seat, 'PlaceStrategyMarker', { x: 30, y }))).toBe(refusal);
  });

  it('malifaux-3e-gg3/CP-1 only Strategy Markers count for the 10" spacing and for the marker number', () => {
    const s = carve().state;
    const scheme: Gg3Marker = { id: 'sb1', type: 'scheme', owner: 'B', x: 6, y: 30, traits: [], claims: { A: 0, B: 0 } };
    const out = placeCarveMarker({ ...s, markers: [...s.markers, scheme] }, 'B', 6, 30);
    expect(out).toEqual([{ type: 'StrategyMarkerDropped', data: { marker: { id: 'carve-B-1', type: 'strategy', owner: 'B', x: 6, y: 30, traits: ['Concealing'], claims: { A: 0, B: 0 } } } }]);
  });
});

describe('malifaux-3e-gg3 §10.3 deployment', () => {
  it('malifaux-3e-gg3/SC-1 crews are revealed and both seats have chosen their schemes before deployment', () => {
    const s = preDeploy().state;
    expect(refusalOf(() => deployCrews(s))).toBeUndefined();
    const refusal = 'SC-1 §10.3: crews are revealed and both seats have chosen their schemes before deployment';
    expect(refusalOf(() => deployCrews({ ...s, crewsRevealed: false }))).toBe(refusal);
    expect(refusalOf(() => deployCrews({ ...s, schemes: { A: s.schemes.A } }))).toBe(refusal);
    expect(refusalOf(() => deployCrews({ ...s, schemes: { B: s.schemes.B } }))).toBe(refusal);
  });

  it('malifaux-3e-gg3/GEO-5 malifaux-3e-gg3/CP-1 malifaux-3e-gg3/CV-2 the zones, then the Carve a Path markers, then deployment, once', () => {
    expect(refusalOf(() => attacked().org('DeployCrews'))).toBe('GEO-5 §10.3: deployment zones are chosen before deployment');
    expect(refusalOf(() => carve().org('DeployCrews'))).toBe('CP-1 §4.3: Carve a Path markers are placed before deployment');
    expect(refusalOf(() => deployed('gg3.covert-operation').org('DeployCrews'))).toBe('CV-2 §10.3: already deployed');
  });

  it('malifaux-3e-gg3/CV-2 only the models in play get a Claim token', () => {
    const s = preDeploy({ strategy: 'gg3.covert-operation' }).state;
    const out = deployCrews(withModels(s, (m) => (m.lineageId === 'a-min2' ? { ...m, status: 'killed' } : m)));
    expect(out[1]).toEqual({ type: 'ClaimTokensGranted', data: { lineageIds: Object.keys(s.models).filter((id) => id !== 'a-min2') } });
  });
});

describe('malifaux-3e-gg3 §4.1 Cursed Objects: the pre-game Curse placements', () => {
  it('malifaux-3e-gg3/OQ-1 malifaux-3e-gg3/CO-1 the pre-game Initiative: only Cursed Objects, after deployment, once', () => {
    expect(refusalOf(() => deployed('gg3.covert-operation').org('DeclarePregameInitiative', { seat: 'A' }))).toBe('OQ-1 §9: only Cursed Objects needs the pre-game Initiative');
    expect(refusalOf(() => preDeploy().org('DeclarePregameInitiative', { seat: 'A' }))).toBe('CO-1 §4.1: after deployment, once');
    const g = deployed('gg3.cursed-objects');
    g.org('DeclarePregameInitiative', { seat: 'A' });
    expect(refusalOf(() => g.org('DeclarePregameInitiative', { seat: 'B' }))).toBe('CO-1 §4.1: after deployment, once');
  });

  it('malifaux-3e-gg3/CO-3 malifaux-3e-gg3/OQ-2 when no seat has a legal target, the placements end with the declaration', () => {
    const s = withModels(deployed('gg3.cursed-objects').state, (m) => ({ ...m, status: 'buried' }));
    const out = declarePregameInitiative(s, 'A', (e: Gg3Event[]) => fold(evolve, s, e));
    expect(out).toEqual([
      { type: 'PregameInitiativeDeclared', data: { seat: 'A' } },
      { type: 'CurseSetupEnded', data: { skipped: ['A', 'B'] } },
    ]);
  });

  it('malifaux-3e-gg3/CO-1 malifaux-3e-gg3/CO-2 malifaux-3e-gg3/OQ-1 each refusal of a Curse placement names its rule and section', () => {
    expect(refusalOf(() => deployed('gg3.covert-operation').seat('A', 'PlaceCurseToken', { model: 'b-hench' }))).toBe('CO-1 §4.1: Curse tokens are a Cursed Objects rule');
    const g = deployed('gg3.cursed-objects');
    expect(refusalOf(() => g.seat('A', 'PlaceCurseToken', { model: 'b-hench' }))).toBe('OQ-1 §9: declare who has Initiative before the Curse placements');
    g.org('DeclarePregameInitiative', { seat: 'A' });
    expect(refusalOf(() => g.seat('B', 'PlaceCurseToken', { model: 'a-hench' }))).toBe('CO-1 §4.1: seat A places the next Curse token');
    expect(refusalOf(() => g.seat('A', 'PlaceCurseToken', { model: 'a-hench' }))).toBe('CO-2 §4.1: a Curse token goes on a deployed model of the opposing crew');
    // A model id no crew holds is refused the same way (not a crash on the missing model).
    expect(refusalOf(() => g.seat('A', 'PlaceCurseToken', { model: 'nobody' }))).toBe('CO-2 §4.1: a Curse token goes on a deployed model of the opposing crew');
    g.seat('A', 'PlaceCurseToken', { model: 'b-min1' });
    g.seat('B', 'PlaceCurseToken', { model: 'a-min1' });
    expect(refusalOf(() => g.seat('A', 'PlaceCurseToken', { model: 'b-min1' }))).toBe('CO-2 §4.1: at most 1 setup Curse token(s) on a MINION');
    const a = ['b-hench', 'b-hench', 'b-enf', 'b-enf'];
    const b = ['a-hench', 'a-hench', 'a-enf', 'a-enf'];
    for (let i = 0; i < 4; i++) {
      g.seat('A', 'PlaceCurseToken', { model: a[i] });
      g.seat('B', 'PlaceCurseToken', { model: b[i] });
    }
    expect(refusalOf(() => g.seat('A', 'PlaceCurseToken', { model: 'b-lead' }))).toBe('CO-1 §4.1: the Curse placements are over');
  });
});
