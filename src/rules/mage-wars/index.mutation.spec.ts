// The Mage Wars ruleset as the application sees it (rules/mage-wars.md §17.2; DESIGN.md "Layers"): its id, its empty
// state, the parts it wires (SU-1 create, VC-2 end) and the public summary of an encounter.
import { mageWars, summary } from './index';
import { createCommand, play, stateOf } from './testing/fixtures';

describe('mage-wars the ruleset', () => {
  it('mage-wars/SU-1 is named mage-wars and starts from the empty state, where nothing is summarised', () => {
    expect(mageWars.id).toBe('mage-wars');
    expect(mageWars.initialState()).toEqual({ status: 'empty' });
    expect(summary(mageWars.initialState())).toBeNull();
  });

  it('mage-wars/VC-2 the summary of a running and of an ended match', () => {
    const log = play([createCommand()]);
    expect(summary(stateOf(log))).toEqual({
      status: 'active', players: [{ seat: 'A', name: 'Ana' }, { seat: 'B', name: 'Ben' }], seedCommitment: 'commit(c0ffee)', createdAt: '2026-01-01T00:00:00Z', endedAt: null,
    });
    const ended = play([{ type: 'EndEncounter', actor: { role: 'organiser' }, data: { reason: 'r', now: '2026-02-02T00:00:00Z' } }], log);
    expect(mageWars.summary(stateOf(ended))).toMatchObject({ status: 'ended', endedAt: '2026-02-02T00:00:00Z' });
  });
});
