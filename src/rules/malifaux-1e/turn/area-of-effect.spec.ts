// malifaux-1e §4.7 areas of effect, LOS-8 (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 1370-1420): an aura
// or a pulse reaches a model inside its area, never its origin, and behind solid terrain only if it sees through or around.
import { A, cmd, model, refusal, step, toActivation } from '../testing/fixtures';
import type { EncounterCommand1e, SightFact1e } from '../commands';
import type { AreaSource1e } from './area-of-effect';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const tall = model('tall', { stats: { df: 4, wp: 5, wk: 5, cg: 7, ht: 4 } });
const g = () => toActivation([lady], [guard, tall]);
const slow = (modelId: string, via: AreaSource1e): EncounterCommand1e => cmd('DeclareEffect', A, { effectId: 'aura', kind: 'GAIN_CONDITION', modelId, condition: { name: 'SLOW' }, via });
const wall = (ht: number, over: object = {}): SightFact1e => ({ obstacles: [{ kind: 'SOLID', ht, allLines: true, ...over }] });
const aura = (over: Partial<AreaSource1e> = {}): AreaSource1e => ({ kind: 'AURA', sourceModelId: 'lady', range: 6, distance: 4, ...over });

describe('malifaux-1e §4.7 auras and pulses: LOS-8 areas of effect and solid terrain', () => {
  it.each<[string, string, AreaSource1e, string | null]>([
    ['inside the Aura 6, nothing between: affected', 'guard', aura(), null],
    ['a Pulse 3 at 3": the edge is inside', 'guard', aura({ kind: 'PULSE', range: 3, distance: 3 }), null],
    ['a Pulse 3 at 3.5": outside', 'guard', aura({ kind: 'PULSE', range: 3, distance: 3.5 }), 'malifaux-1e/LOS-8'],
    ['the origin is never affected by its own aura', 'lady', aura({ sourceModelId: 'lady' }), 'malifaux-1e/LOS-8'],
    ['an origin not in play', 'guard', aura({ sourceModelId: 'nobody' }), 'malifaux-1e/LOS-8'],
    ['a Ht 3 solid wall every line meets (Ht ≥ both models’): the aura can’t see around it', 'guard', aura({ sight: wall(3) }), 'malifaux-1e/LOS-8'],
    ['a Ht 1 solid wall: the aura sees over it (Ht 2 models)', 'guard', aura({ sight: wall(1) }), null],
    ['a wall only some lines meet: seen around it', 'guard', aura({ sight: wall(5, { allLines: false }) }), null],
    ['a Ht 3 wall, but the model behind it is Ht 4: seen over it', 'tall', aura({ sight: wall(3) }), null],
    ['the origin on a Ht 2 ledge-free rise (elevation 2) sees over the Ht 3 wall', 'guard', aura({ sight: { attackerElevation: 2, obstacles: [{ kind: 'SOLID', ht: 3, allLines: true }] } }), null],
    ['deep in obscuring terrain (more than 3")', 'guard', aura({ sight: { obstacles: [{ kind: 'OBSCURING', ht: 3, allLines: true, inchesInto: 4 }] } }), 'malifaux-1e/LOS-8'],
    ['no sight lines, declared no LoS', 'guard', aura({ los: 'NONE' }), 'malifaux-1e/LOS-8'],
    ['sight lines that see, but a declared no LoS: they disagree', 'guard', aura({ los: 'NONE', sight: wall(1) }), 'malifaux-1e/LOS-8'],
  ])('malifaux-1e/LOS-8 %s', (_, target, via, rule) => {
    if (rule) expect(refusal(g(), slow(target, via))).toBe(rule);
    else expect(step(g(), slow(target, via)).state.models[target].modifiers.slow).toBe(true);
  });
});
