// malifaux-3e-gg3 §5 the claim context (scheme-claim-context.ts): the whole refusal a seat reads (rule, §5, message) when
// it names the wrong markers to remove (SC-3), a marker that is not a friendly Scheme Marker, a model that is not an
// enemy model in play, or a removal on a line that removes none (issue 15).
import { drop, refusalOf, schemeGame, type Game } from './testing/fixtures';

/** Set the Trap (slot 0, Reveal names 'any' markers) at the Turn 1 claims; sa1, sa2 friendly Scheme Markers, c1 a friendly Corpse Marker. */
function trapAtClaims(): Game {
  const g = schemeGame([{ no: 11 }, { no: 3 }]);
  drop(g, 'A', 'sa1', 10, 20);
  drop(g, 'A', 'sa2', 14, 20);
  drop(g, 'A', 'c1', 18, 20, 'corpse');
  drop(g, 'B', 'sb1', 22, 20);
  g.org('EndTurn');
  return g;
}
const trapFacts = { enemiesNearMarkers: { sa1: ['b-min1', 'b-min2'], sa2: ['b-peon'], c1: ['b-min1', 'b-min2', 'b-peon'] } };

/** Breakthrough (slot 0, Reveal names 1 marker) at the Turn 1 claims, sa1 and sa2 friendly markers in B's DZ. */
function breakthroughAtClaims(): Game {
  const g = schemeGame([{ no: 1 }, { no: 3 }]);
  drop(g, 'A', 'sa1', 10, 30);
  drop(g, 'A', 'sa2', 14, 30);
  g.org('EndTurn');
  return g;
}
const breakthroughFacts = { model: 'a-min1', modelInEnemyDz: true, enemiesWithin4LoS: [] as string[] };

/** Catch and Release with a-min1 (slot 0, Reveal names an enemy model near it) at the Turn 1 claims, b-enf killed. */
function catchAtClaims(): Game {
  const g = schemeGame([{ no: 7, minion: 'a-min1' }, { no: 3 }]);
  g.seat('A', 'RecordKill', { factId: 'k1', victim: 'b-hench', killer: 'a-hench', leadersWithin3: [] });
  drop(g, 'A', 'sa1', 10, 20);
  g.org('EndTurn');
  return g;
}

describe('malifaux-3e-gg3 §5 the claim context: the refusal a seat reads (issue 15)', () => {
  it.each([
    ['no marker', [], 'S11-R §5: name the marker(s) to remove'],
    ['the same marker twice', ['sa1', 'sa1'], 'S11-R §5: name the marker(s) to remove'],
    ['a friendly Corpse Marker', ['sa1', 'c1'], 'S11-R §5: c1 is not a friendly Scheme Marker in play'],
    ['an enemy Scheme Marker', ['sb1'], 'S11-R §5: sb1 is not a friendly Scheme Marker in play'],
    ['two friendly Scheme Markers', ['sa1', 'sa2'], undefined],
  ])('malifaux-3e-gg3/SC-3 Set the Trap Reveal ("any" markers) naming %s', (_what, remove, refusal) => {
    const g = trapAtClaims();
    expect(refusalOf(() => g.claim('A', 0, 'reveal', trapFacts, remove))).toBe(refusal);
  });

  it.each([
    ['no marker', [], 'OQ-10 §5: name 1 marker(s) to remove'],
    ['two markers', ['sa1', 'sa2'], 'OQ-10 §5: name 1 marker(s) to remove'],
    ['one marker', ['sa1'], undefined],
  ])('malifaux-3e-gg3/SC-3 malifaux-3e-gg3/OQ-10 Breakthrough Reveal (one marker) naming %s', (_what, remove, refusal) => {
    const g = breakthroughAtClaims();
    expect(refusalOf(() => g.claim('A', 0, 'reveal', breakthroughFacts, remove))).toBe(refusal);
  });

  it.each([
    ['a friendly model in play', 'a-hench', 'S07-R §5: a-hench is not an enemy model in play'],
    ['a killed enemy model', 'b-hench', 'S07-R §5: b-hench is not an enemy model in play'],
    ['no model', 'nobody', 'S07-R §5: nobody is not an enemy model in play'],
    ['an enemy Leader in play', 'b-lead', undefined],
  ])('malifaux-3e-gg3/S07-R Catch and Release Reveal near %s', (_what, near, refusal) => {
    const g = catchAtClaims();
    expect(refusalOf(() => g.claim('A', 0, 'reveal', { near: { 'a-min1': near } }))).toBe(refusal);
  });

  it('malifaux-3e-gg3/SC-3 a line that removes no markers refuses a named removal', () => {
    const g = catchAtClaims();
    expect(refusalOf(() => g.claim('A', 0, 'reveal', { near: { 'a-min1': 'b-lead' } }, ['sa1']))).toBe('SC-3 §5: this line removes no markers');
  });
});
