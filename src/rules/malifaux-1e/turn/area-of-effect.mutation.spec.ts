// malifaux-1e §4.7 areas of effect, LOS-8 (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 1370-1420, 1375-1381):
// the whole refusal (rule, section, message) when an aura or a pulse can't reach a model: its origin has left play, or
// the sight lines from the origin are blocked, the refusal then naming the obstacle and the rule that blocks it.
import { A, B, cmd, model, step, toActivation } from '../testing/fixtures';
import { named, type Refusal1e } from '../testing/refusal';
import { refusalIn } from '../testing/encounter-refusal';
import type { EncounterCommand1e, SightFact1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';
import type { AreaSource1e } from './area-of-effect';

type Game = { events: EncounterEvent1e[]; state: GameState1e };
const S47 = '§4.7 (seed 1370-1420)';

const lady = model('lady', { station: 'MASTER', wounds: 8 });
const guard = model('guard');
const brute = model('brute');
const g0 = (): Game => toActivation([lady], [guard, brute]);
/** B's brute suffers 6 wounds (its Wd): it is KILLED, still listed among the models but no longer in play. */
const bruteKilled = (): Game => step(g0(), cmd('DeclareEffect', B, { effectId: 'kill', kind: 'WOUNDS', modelId: 'brute', wounds: 6 }));
const slow = (modelId: string, via: AreaSource1e): EncounterCommand1e => cmd('DeclareEffect', A, { effectId: 'area', kind: 'GAIN_CONDITION', modelId, condition: { name: 'SLOW' }, via });
const wall = (ht: number): SightFact1e => ({ obstacles: [{ kind: 'SOLID', ht, allLines: true }] });
const deepWood: SightFact1e = { obstacles: [{ kind: 'OBSCURING', ht: 3, allLines: true, inchesInto: 4 }] };

describe('malifaux-1e §4.7 LOS-8: every refusal of an area of effect names its rule, section and message', () => {
  it.each<[string, () => Game, EncounterCommand1e, Refusal1e]>([
    // The origin is still in state.models once killed: only its status says it left play, and a dead model's aura is gone.
    ['malifaux-1e/LOS-8 an aura whose origin was killed reaches nobody', bruteKilled, slow('guard', { kind: 'AURA', sourceModelId: 'brute', range: 6, distance: 1 }), named('malifaux-1e/LOS-8', S47, "the aura's origin brute is not in play")],
    // LOS-2 through LOS-8: the refusal names the blocking obstacle and its rule, with the area's kind in lower case.
    [
      'malifaux-1e/LOS-8 an aura behind a Ht 3 wall every line meets: blocked by LOS-2, and the refusal says so',
      g0,
      slow('guard', { kind: 'AURA', sourceModelId: 'lady', range: 6, distance: 4, sight: wall(3) }),
      named('malifaux-1e/LOS-8', S47, "the aura can't see guard through or around the terrain: every line meets a solid obstacle of Ht 3 ≥ both models' Ht (LOS-2)"),
    ],
    [
      'malifaux-1e/LOS-8 a pulse more than 3" into Ht 3 obscuring terrain: blocked by LOS-3, and the refusal says so',
      g0,
      slow('guard', { kind: 'PULSE', sourceModelId: 'lady', range: 6, distance: 4, sight: deepWood }),
      named('malifaux-1e/LOS-8', S47, `the pulse can't see guard through or around the terrain: every line passes more than 3" into (or through) an obscuring obstacle of Ht 3 ≥ both models' Ht (LOS-3)`),
    ],
  ])('%s', (_, from, command, expected) => {
    expect(refusalIn(from(), command)).toEqual(expected);
  });

  it('malifaux-1e/LOS-8 the same aura from a living origin reaches the model: only the origin leaving play refused it', () => {
    // The control case of the killed origin: with the brute alive, the guard 1" away gains Slow.
    const s = step(g0(), slow('guard', { kind: 'AURA', sourceModelId: 'brute', range: 6, distance: 1 }));
    expect(s.state.models.guard.modifiers.slow).toBe(true);
    expect(bruteKilled().state.models.brute.status).toBe('KILLED');
  });

  it('malifaux-1e/LOS-8 declared sight lines that see (a Ht 1 wall, Ht 2 models) refuse nothing: the pulse reaches the model', () => {
    // LOS-2: a solid obstacle lower than both models does not block, so the pulse "sees" over it and Slow is gained.
    const s = step(g0(), slow('guard', { kind: 'PULSE', sourceModelId: 'lady', range: 6, distance: 4, sight: wall(1) }));
    expect(s.added).toEqual([{ type: 'ModifierChanged', data: expect.objectContaining({ modelId: 'guard', modifier: 'slow', value: true }) }]);
  });
});
