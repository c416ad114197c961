// mage-wars §16 victory (rules/mage-wars.md; seed 468, 885, 2102, 2206): VC-1..VC-3, G2 (simultaneous destruction).
import { deciderSpec } from '../core/testing/given';
import type { EncounterEvent } from './events';
import { mageWars } from './index';
import { roundStep } from './round-step';
import { addConditions, createCommand, finishRound, seat, stateOf, toActions } from './testing/fixtures';

const given = deciderSpec(mageWars);
const hurt = (objectId: string, amount: number): EncounterEvent => ({ type: 'DamageDealt', data: { objectId, amount, direct: true, source: 'test' } });

describe('mage-wars §16 victory', () => {
  it('mage-wars/VC-1 mage-wars/VC-2 mage-wars/MG-2 a Mage whose damage reaches its Life is destroyed at once; the last Mage standing wins', () => {
    const log = finishRound(toActions(createCommand(), [[], []], [hurt('mage-B', 23), addConditions('mage-B', 'Rot', 1)]));
    const s = stateOf(log);
    expect(s.status).toBe('ended');
    expect(s.objects['mage-B'].destroyed).toBe(true);
    expect(s.result).toEqual({ winner: 'A', draw: false, reason: 'last Mage standing (VC-2)' });
    const ended = log[log.length - 1];
    expect(ended).toMatchObject({ type: 'EncounterEnded', data: { seed: 'c0ffee' } });
    expect(roundStep(s)).toEqual({ kind: 'ended', result: s.result });
    // Nothing after the end: no planning phase was begun after the Rot killed the Mage.
    expect(log.slice(log.findIndex((e) => e.type === 'ObjectDestroyed')).some((e) => e.type === 'PhaseBegun')).toBe(false);
  });

  it('mage-wars/VC-1 one damage short of Life is not destroyed', () => {
    const s = stateOf(finishRound(toActions(createCommand(), [[], []], [hurt('mage-B', 22), addConditions('mage-B', 'Rot', 1)])));
    expect(s.status).toBe('active');
    expect(s.objects['mage-B']).toMatchObject({ destroyed: false, damage: 23 });
  });

  it('mage-wars/VC-3 both last Mages destroyed together: a draw (G2 default), or the initiative player under the other policy', () => {
    const both = [hurt('mage-A', 23), hurt('mage-B', 23), addConditions('mage-A', 'Rot', 1), addConditions('mage-B', 'Rot', 1)];
    expect(stateOf(finishRound(toActions(createCommand(), [[], []], both))).result).toMatchObject({ winner: null, draw: true });
    const initiative = stateOf(finishRound(toActions(createCommand({ options: { simultaneousDestruction: 'initiative' } }), [[], []], both)));
    expect(initiative.result).toMatchObject({ winner: initiative.round.initiative, draw: false });
  });

  it('mage-wars/VC-2 no command is accepted once the match has ended', () => {
    const log = finishRound(toActions(createCommand(), [[], []], [hurt('mage-B', 23), addConditions('mage-B', 'Rot', 1)]));
    given(log).when({ type: 'PlanSpells', actor: seat('A'), data: { seat: 'A', instanceIds: [] } }).thenThrows('mage-wars/VC-2');
  });
});
