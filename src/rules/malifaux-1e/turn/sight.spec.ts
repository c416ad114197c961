// malifaux-1e §4.2 line of sight through the decider (rules/malifaux-1e.md LOS-1..LOS-6; seed 000_8cac2ea3b25a10d7.txt
// lines 981-1183): declared sight lines, the Ht the server knows from the stat cards, the derived LoS and cover.
import { A, cmd, model, refusal, run, step, toActivation } from '../testing/fixtures';
import type { GameState1e } from '../state';
import type { SightObstacle1e } from '../commands';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const ogre = model('ogre', { stats: { df: 3, wp: 4, wk: 4, cg: 6, ht: 3 } });
const ready = (crewB = [guard]) => run([cmd('ActivateModel', A, { modelId: 'lady' })], toActivation([lady], crewB));
const shoot = (target: string, obstacles: readonly SightObstacle1e[], over: object = {}, sightOver: object = {}) =>
  cmd('TakeAction', A, {
    actionId: `shot-${target}`,
    modelId: 'lady',
    action: 'STRIKE:Rifle',
    targets: [target],
    facts: { distances: { [target]: 6 }, sight: { [target]: { obstacles, ...sightOver } }, ...over },
  });
const duelOf = (g: { state: GameState1e }) => (g.state.duel.status !== 'IDLE' ? g.state.duel.duel : null);
const solid = (ht: number, over: Partial<SightObstacle1e> = {}): SightObstacle1e => ({ kind: 'SOLID', ht, allLines: true, ...over });

describe('malifaux-1e §4.2 line of sight (declared sight lines, derived LoS and cover)', () => {
  it('malifaux-1e/LOS-1 partial LoS: a target within 1" of an obstacle some lines meet has cover; a declared los or cover that disagrees is refused', () => {
    const s = step(ready(), shoot('guard', [solid(1, { targetWithin1: true })]));
    expect(duelOf(s)?.sides[0].fate).toEqual({ bonus: 0, penalty: 1 });
    expect(duelOf(s)?.context.targetArmor).toBe(1);
    // Not within 1": seen, no cover.
    expect(duelOf(step(ready(), shoot('guard', [solid(1)])))?.context.targetArmor).toBe(0);
    expect(refusal(ready(), shoot('guard', [solid(1, { targetWithin1: true })], { cover: { guard: 'NONE' } }))).toBe('malifaux-1e/LOS-1');
    expect(refusal(ready(), shoot('guard', [], { los: { guard: 'NONE' } }))).toBe('malifaux-1e/LOS-1');
  });

  it('malifaux-1e/LOS-2 a solid obstacle blocks only if every line meets it and its Ht is ≥ both models’ Ht; within 1" of it the shooter ignores its cover', () => {
    expect(refusal(ready(), shoot('guard', [solid(2)]))).toBe('malifaux-1e/LOS-2');
    // Ht 2 wall, Ht 3 ogre: lower than the target, partial.
    expect(step(ready([ogre]), shoot('ogre', [solid(2, { targetWithin1: true })])).state.duel.status).toBe('DUELING');
    // Some line avoids it: partial, hard cover.
    expect(duelOf(step(ready(), shoot('guard', [solid(4, { allLines: false, targetWithin1: true })])))?.context.targetArmor).toBe(1);
    // The shooter within 1" of the wall ignores that cover.
    expect(duelOf(step(ready(), shoot('guard', [solid(4, { allLines: false, targetWithin1: true, attackerWithin1: true })])))?.sides[0].fate).toEqual({ bonus: 0, penalty: 0 });
  });

  it('malifaux-1e/LOS-3 an obscuring obstacle: never through it nor more than 3" into it when as high as both; otherwise soft cover in contact', () => {
    const obscuring = (over: Partial<SightObstacle1e>): SightObstacle1e => ({ kind: 'OBSCURING', ht: 3, allLines: true, ...over });
    expect(refusal(ready(), shoot('guard', [obscuring({ inchesInto: 3.5 })]))).toBe('malifaux-1e/LOS-3');
    expect(refusal(ready(), shoot('guard', [obscuring({ crossesCompletely: true })]))).toBe('malifaux-1e/LOS-3');
    // Up to 3" into it: seen; the target in contact gets soft cover (`−`, no Armor).
    const s = step(ready(), shoot('guard', [obscuring({ inchesInto: 3, targetWithin1: true })]));
    expect(duelOf(s)?.sides[0].fate).toEqual({ bonus: 0, penalty: 1 });
    expect(duelOf(s)?.context.targetArmor).toBe(0);
    // Lower than the models: never blocks.
    expect(step(ready(), shoot('guard', [obscuring({ ht: 1, crossesCompletely: true })])).state.duel.status).toBe('DUELING');
  });

  it('malifaux-1e/LOS-4 a model standing on elevated terrain adds its Ht to its own for LoS', () => {
    // Ht 2 wall between two Ht 2 models blocks; with the shooter on a Ht 1 roof (2 + 1 = 3 > 2), it does not.
    expect(refusal(ready(), shoot('guard', [solid(2)]))).toBe('malifaux-1e/LOS-2');
    expect(step(ready(), shoot('guard', [solid(2)], {}, { attackerElevation: 1 })).state.duel.status).toBe('DUELING');
    expect(step(ready(), shoot('guard', [solid(2)], {}, { targetElevation: 1 })).state.duel.status).toBe('DUELING');
  });

  it('malifaux-1e/LOS-5 a ledge’s shadow hides a target not taller than the ledge, unless the line crosses 1" or less of it; a ledge no one stands on is solid', () => {
    const ledge = (over: Partial<SightObstacle1e>): SightObstacle1e => ({ kind: 'LEDGE', ht: 2, allLines: true, ...over });
    expect(refusal(ready(), shoot('guard', [ledge({ attackerOn: true, targetInShadow: true })], {}, { attackerElevation: 2 }))).toBe('malifaux-1e/LOS-5');
    // The Ht 3 ogre is taller than the Ht 2 ledge.
    expect(step(ready([ogre]), shoot('ogre', [ledge({ attackerOn: true, targetInShadow: true })], {}, { attackerElevation: 2 })).state.duel.status).toBe('DUELING');
    expect(step(ready(), shoot('guard', [ledge({ attackerOn: true, targetInShadow: true, inchesAcross: 1 })], {}, { attackerElevation: 2 })).state.duel.status).toBe('DUELING');
    // From the shadow up to a model on the ledge.
    expect(refusal(ready(), shoot('guard', [ledge({ targetOn: true, attackerInShadow: true })], {}, { targetElevation: 2 }))).toBe('malifaux-1e/LOS-5');
    // Nobody on it: a solid Ht 2 obstacle between two Ht 2 models.
    expect(refusal(ready(), shoot('guard', [ledge({})]))).toBe('malifaux-1e/LOS-2');
  });

  it('malifaux-1e/LOS-6 a model on a slope is seen whatever its Ht; no LoS through a slope', () => {
    const slope = (over: Partial<SightObstacle1e>): SightObstacle1e => ({ kind: 'SLOPE', ht: 4, allLines: true, ...over });
    expect(refusal(ready(), shoot('guard', [slope({})], {}, { attackerElevation: 1 }))).toBe('malifaux-1e/LOS-6');
    expect(step(ready(), shoot('guard', [slope({ targetOn: true })], {}, { targetElevation: 4 })).state.duel.status).toBe('DUELING');
  });

  it('malifaux-1e/LOS-2 a Charge needs declared sight lines that see the target', () => {
    const charge = cmd('TakeAction', A, { actionId: 'c', modelId: 'lady', action: 'CHARGE:Sword', targets: ['guard'], facts: { moved: 4, endsInEngagementRange: true, sight: { guard: { obstacles: [solid(3)] } } } });
    expect(refusal(ready(), charge)).toBe('malifaux-1e/LOS-2');
  });
});
