// malifaux-1e §20.2 policy-flag defaults (state.ts), checked through normalise1eOptions and a new encounter (issue 15):
// FD-12 a cut is offered after every shuffle unless the table declines cuts, so autoDeclineCuts is false by default.
import { DEFAULT_1E_OPTIONS, normalise1eOptions } from './state';
import { create, run } from './testing/fixtures';

describe('malifaux-1e/FD-12 cuts are offered by default', () => {
  it('malifaux-1e/FD-12 the default options do not decline cuts', () => {
    expect(DEFAULT_1E_OPTIONS.autoDeclineCuts).toBe(false);
    expect(normalise1eOptions(undefined).autoDeclineCuts).toBe(false);
  });
  it('malifaux-1e/FD-12 an encounter created without that option offers each initial shuffle to the other player for a cut', () => {
    const s = run([create([], { options: {} })]);
    const offered = s.events.flatMap((e) => (e.type === 'DeckShuffled' ? [e.data.cutOfferedTo] : []));
    expect(offered).toEqual(['B', 'A']);
  });
});
