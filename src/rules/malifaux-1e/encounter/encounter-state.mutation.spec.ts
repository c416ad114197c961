// malifaux-1e §14 the encounter slice's initial value (encounter-state.ts, issue 15; rules/malifaux-1e.md §14.1): an
// encounter is played by two seats, A and B, unless the decider names others.
import { initialEncounterSlice } from './encounter-state';

describe('malifaux-1e §14.1 the initial encounter slice', () => {
  it('malifaux-1e/SETUP §14.1 the setup begins with two seats, A and B, by default; the seats given otherwise', () => {
    expect(initialEncounterSlice()).toMatchObject({ seats: ['A', 'B'], step: 'BEGIN' });
    expect(initialEncounterSlice(['B', 'C']).seats).toEqual(['B', 'C']);
  });
});
