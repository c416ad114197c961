// malifaux-1e §4.2 line of sight (rules/malifaux-1e.md LOS-1, LOS-2, LOS-5, LOS-6; seed 000_8cac2ea3b25a10d7.txt lines
// 981-1183), read straight from the pure check (sight.ts): the whole refusal (rule, section, message) of each LOS-5 shadow
// and LOS-6 slope, which of the two models a shadow concerns, the cover a slope some lines avoid gives, the worst cover
// of several obstacles, and a declared cover that agrees with the sight lines.
import type { SightFact1e, SightObstacle1e } from '../commands';
import { named, refusalOf, type Refusal1e } from '../testing/refusal';
import { checkSight, sightOf, type SightResult1e } from './sight';

const S42 = '§4.2 (seed 981-1183)';
type Facts = Parameters<typeof checkSight>[1];
type Cover = 'NONE' | 'SOFT' | 'HARD';

const ledge = (over: Partial<SightObstacle1e>): SightObstacle1e => ({ kind: 'LEDGE', ht: 2, allLines: true, ...over });
const slope = (over: Partial<SightObstacle1e>): SightObstacle1e => ({ kind: 'SLOPE', ht: 4, allLines: true, ...over });
const solid = (ht: number, over: Partial<SightObstacle1e> = {}): SightObstacle1e => ({ kind: 'SOLID', ht, allLines: true, ...over });
const sight = (obstacles: readonly SightObstacle1e[], over: Partial<SightFact1e> = {}): Facts => ({ sight: { guard: { obstacles, ...over } } });
/** The served check of the guard as target: the cover it applies, or the whole refusal. */
const served = (facts: Facts, attackerHt = 2, targetHt = 2): { cover?: Cover; refusal?: Refusal1e } => {
  let cover: Cover | undefined;
  const refusal = refusalOf(() => {
    cover = checkSight('guard', facts, attackerHt, targetHt);
  });
  return refusal === undefined ? { cover } : { refusal };
};

describe('malifaux-1e §4.2 LOS-5 ledges: whose shadow, whose Ht, and the whole refusal', () => {
  it('malifaux-1e/LOS-5 a model on a ledge cannot see a target inside its shadow and not taller: the refusal names the ledge Ht', () => {
    expect(served(sight([ledge({ attackerOn: true, targetInShadow: true })], { attackerElevation: 2 }))).toEqual({
      refusal: named('malifaux-1e/LOS-5', S42, "guard can't be seen: the target is inside the shadow of the Ht 2 ledge and not taller than it"),
    });
  });

  it('malifaux-1e/LOS-5 a model in the shadow cannot see a model on the ledge when not taller than it: the refusal says the model, not the target, is in the shadow', () => {
    expect(served(sight([ledge({ targetOn: true, attackerInShadow: true })], { targetElevation: 2 }))).toEqual({
      refusal: named('malifaux-1e/LOS-5', S42, "guard can't be seen: the model is inside the shadow of the Ht 2 ledge the target stands on and not taller than it"),
    });
  });

  it('malifaux-1e/LOS-5 standing on the ledge alone does not hide anyone: a target outside the shadow is seen from the ledge', () => {
    // Both conditions are needed (model on the ledge AND target in its shadow); the target here is on the ground beyond it.
    expect(served(sight([ledge({ attackerOn: true })], { attackerElevation: 2 }))).toEqual({ cover: 'NONE' });
    // A target in the shadow of a ledge nobody stands on is not hidden by the shadow (LOS-5) but by the ledge itself, solid (LOS-2).
    expect(served(sight([ledge({ targetInShadow: true })])).refusal?.ruleId).toBe('malifaux-1e/LOS-2');
  });

  it('malifaux-1e/LOS-5 a target on a ledge is seen from a model outside its shadow (the model’s own Ht no matter)', () => {
    // Only a model INSIDE the shadow is hidden from the ledge: the target on the roof is seen by the model further away.
    expect(served(sight([ledge({ targetOn: true })], { targetElevation: 2 }))).toEqual({ cover: 'NONE' });
    // A model in the shadow with nobody on the ledge: no LOS-5 shadow rule; the Ht 2 ledge is a solid obstacle (LOS-2) that blocks.
    expect(served(sight([ledge({ attackerInShadow: true })])).refusal?.ruleId).toBe('malifaux-1e/LOS-2');
  });

  it('malifaux-1e/LOS-5 a model in the shadow taller than the ledge sees the model on it (its own Ht, not the target’s, is compared)', () => {
    // Ht 3 model below a Ht 2 ledge, Ht 2 target on it: seen. The target being no taller than the ledge is irrelevant here.
    expect(served(sight([ledge({ targetOn: true, attackerInShadow: true })], { targetElevation: 2 }), 3, 2)).toEqual({ cover: 'NONE' });
    // The other way round (Ht 2 model in the shadow, Ht 3 target on the ledge): hidden, the model is not taller than the ledge.
    expect(served(sight([ledge({ targetOn: true, attackerInShadow: true })], { targetElevation: 2 }), 2, 3).refusal?.ruleId).toBe('malifaux-1e/LOS-5');
  });

  it('malifaux-1e/LOS-5 the ledge a model stands on is not an obstacle between them: no LOS-2 hard cover for the target on the roof edge', () => {
    // The target stands on the Ht 2 roof, at its edge (within 1" of it); the model on the ground is far from it. Were the
    // ledge treated as a solid obstacle (LOS-2), the target would get hard cover; a ledge someone stands on gives none.
    expect(served(sight([ledge({ targetOn: true, targetWithin1: true, allLines: false })], { targetElevation: 2 }))).toEqual({ cover: 'NONE' });
    // The same from the roof: the model on it, the target within 1" of the ledge but taller than it (outside the LOS-5 rule).
    expect(served(sight([ledge({ attackerOn: true, targetInShadow: true, targetWithin1: true, allLines: false })], { attackerElevation: 2 }), 2, 3)).toEqual({ cover: 'NONE' });
    // Control: nobody on that ledge, it is solid, and the target within 1" of it has hard cover.
    expect(served(sight([ledge({ targetWithin1: true, allLines: false })]))).toEqual({ cover: 'HARD' });
  });
});

describe('malifaux-1e §4.2 LOS-6 slopes: through, partial and the cover a slope gives', () => {
  it('malifaux-1e/LOS-6 no LoS through a slope every line passes through: the whole refusal', () => {
    expect(served(sight([slope({})]))).toEqual({ refusal: named('malifaux-1e/LOS-6', S42, "guard can't be seen: every line passes through a slope") });
  });

  it('malifaux-1e/LOS-6 a slope some lines avoid does not block: partial LoS, hard cover within 1" of it, since slopes are solid (LOS-1)', () => {
    const partial = (over: Partial<SightObstacle1e>): SightResult1e => sightOf({ obstacles: [slope({ allLines: false, ...over })] }, 2, 2);
    expect(partial({})).toEqual({ seen: true, cover: 'NONE' });
    expect(partial({ targetWithin1: true })).toEqual({ seen: true, cover: 'HARD' });
    // LOS-2: the model within 1" of the (solid) slope ignores the cover it would give.
    expect(partial({ targetWithin1: true, attackerWithin1: true })).toEqual({ seen: true, cover: 'NONE' });
    expect(partial({ attackerWithin1: true })).toEqual({ seen: true, cover: 'NONE' });
    // Served: the hard cover is the cover applied.
    expect(served(sight([slope({ allLines: false, targetWithin1: true })]))).toEqual({ cover: 'HARD' });
  });
});

describe('malifaux-1e §4.2 LOS-1 several obstacles and the declared cover', () => {
  it('malifaux-1e/LOS-1 the worst cover of all the obstacles applies, whatever their order', () => {
    const hard = solid(1, { targetWithin1: true });
    const soft: SightObstacle1e = { kind: 'OBSCURING', ht: 1, allLines: true, targetWithin1: true };
    const bare = solid(1);
    expect(sightOf({ obstacles: [hard, bare] }, 2, 2)).toEqual({ seen: true, cover: 'HARD' });
    expect(sightOf({ obstacles: [bare, hard] }, 2, 2)).toEqual({ seen: true, cover: 'HARD' });
    expect(sightOf({ obstacles: [hard, soft] }, 2, 2)).toEqual({ seen: true, cover: 'HARD' });
    expect(sightOf({ obstacles: [soft, bare] }, 2, 2)).toEqual({ seen: true, cover: 'SOFT' });
  });

  it('malifaux-1e/LOS-1 a declared cover that agrees with the sight lines is accepted and applied; one that disagrees is refused whole', () => {
    const walled = sight([solid(1, { targetWithin1: true })]);
    expect(served({ ...walled, cover: { guard: 'HARD' } })).toEqual({ cover: 'HARD' });
    expect(served({ ...sight([]), cover: { guard: 'NONE' } })).toEqual({ cover: 'NONE' });
    expect(served({ ...walled, cover: { guard: 'SOFT' } })).toEqual({
      refusal: named('malifaux-1e/LOS-1', S42, 'facts.cover says SOFT for guard, but the declared sight lines give HARD'),
    });
  });
});
