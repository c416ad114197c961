// malifaux-1e §8.5 action modifiers gained during the model's own activation (rules/malifaux-1e.md ST-4, AM-1, AM-2;
// seed 000_8cac2ea3b25a10d7.txt lines 2314-2345): [AMBIGUOUS] default, Fast / Slow change the AP at once and are not
// kept on the model, so the activation remembers which one holds: the same one again does not stack, its opposite
// cancels it and gives back the AP it changed.
import { A, cmd, model, step, toActivation } from '../testing/fixtures';
import type { EncounterCommand1e } from '../commands';
import type { EncounterEvent1e } from '../events';
import type { GameState1e } from '../state';

type Game = { events: EncounterEvent1e[]; state: GameState1e };

const g0 = (): Game => toActivation([model('lady', { station: 'MASTER', wounds: 8 }), model('aide')], [model('guard'), model('brute')]);
const activating = (): Game => step(g0(), cmd('ActivateModel', A, { modelId: 'lady' }));
const gain = (name: string): EncounterCommand1e => cmd('DeclareEffect', A, { effectId: `e-${name}`, kind: 'GAIN_CONDITION', modelId: 'lady', condition: { name } });
const apOf = (g: Game): number | undefined => g.state.turn.activation?.ap;
const added = (g: Game, c: EncounterCommand1e): EncounterEvent1e[] => step(g, c).events.slice(g.events.length);

describe('malifaux-1e §8.5 Fast and Slow gained during the model own activation', () => {
  it('malifaux-1e/AM-2 Slow during its own activation takes 1 AP at once; Fast gives 1', () => {
    expect(apOf(activating())).toBe(2);
    expect(apOf(step(activating(), gain('SLOW')))).toBe(1);
    expect(apOf(step(activating(), gain('FAST')))).toBe(3);
  });
  it('malifaux-1e/ST-4 a second Slow in the same activation does not stack: nothing happens, the AP stay', () => {
    const slowed = step(activating(), gain('SLOW'));
    expect(added(slowed, gain('SLOW'))).toEqual([]);
    expect(apOf(step(slowed, gain('SLOW')))).toBe(1);
    const hasted = step(activating(), gain('FAST'));
    expect(added(hasted, gain('FAST'))).toEqual([]);
    expect(apOf(step(hasted, gain('FAST')))).toBe(3);
  });
  it('malifaux-1e/AM-1 Fast after Slow in the same activation cancels it: the AP it took come back, and a new Slow applies again', () => {
    const slowed = step(activating(), gain('SLOW'));
    expect(added(slowed, gain('FAST'))).toEqual([{ type: 'ModifierChanged', data: { modelId: 'lady', modifier: 'slow', value: false, reason: 'cancelled by fast (AM-1)' } }]);
    const cancelled = step(slowed, gain('FAST'));
    expect(apOf(cancelled)).toBe(2);
    expect(cancelled.state.turn.activation?.apModifier).toBeUndefined();
    expect(apOf(step(cancelled, gain('SLOW')))).toBe(1);
  });
  it('malifaux-1e/AM-1 Slow after Fast cancels it: the AP it gave go again', () => {
    const cancelled = step(step(activating(), gain('FAST')), gain('SLOW'));
    expect(apOf(cancelled)).toBe(2);
    expect(cancelled.state.models.lady.modifiers).toMatchObject({ fast: false, slow: false });
  });
  it('malifaux-1e/AM-2 a Slow that found no AP left takes nothing, so cancelling it gives nothing back (AP never below 0)', () => {
    const g = activating();
    const a = g.state.turn.activation;
    if (a === null) throw new Error('lady is activating');
    const drained: Game = { ...g, state: { ...g.state, turn: { ...g.state.turn, activation: { ...a, ap: 0 } } } };
    const slowedAtZero = step(drained, gain('SLOW'));
    expect(apOf(slowedAtZero)).toBe(0);
    expect(slowedAtZero.state.turn.activation?.apModifier).toEqual({ modifier: 'slow', apDelta: 0 });
    expect(apOf(step(slowedAtZero, gain('FAST')))).toBe(0);
  });
  it('malifaux-1e/AM-1 another model of the crew gaining Slow keeps it for its own activation; the active one keeps its AP', () => {
    const g = step(activating(), cmd('DeclareEffect', A, { effectId: 'e', kind: 'GAIN_CONDITION', modelId: 'aide', condition: { name: 'SLOW' } }));
    expect(apOf(g)).toBe(2);
    expect(g.state.models.aide.modifiers.slow).toBe(true);
  });
  it('malifaux-1e/ST-4 the Slow the activating model holds is its own: another model gaining Slow (or Fast) then is not refused nor a cancel', () => {
    const slowed = step(activating(), gain('SLOW'));
    const aide = (name: string): EncounterCommand1e => cmd('DeclareEffect', A, { effectId: `a-${name}`, kind: 'GAIN_CONDITION', modelId: 'aide', condition: { name } });
    expect(added(slowed, aide('SLOW'))).toEqual([{ type: 'ModifierChanged', data: { modelId: 'aide', modifier: 'slow', value: true, reason: 'declared' } }]);
    expect(added(slowed, aide('FAST'))).toEqual([{ type: 'ModifierChanged', data: { modelId: 'aide', modifier: 'fast', value: true, reason: 'declared' } }]);
    expect(apOf(step(slowed, aide('FAST')))).toBe(1);
  });
});
