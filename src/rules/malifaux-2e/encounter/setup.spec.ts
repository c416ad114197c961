// malifaux-2e §20.1-§20.10 Standard Encounter setup on stacked decks and fixed seeds.
import { atEndPhase, choice, guildCrew, neverbornCrew, newStandard, terrain, toHiring } from './fixtures';

describe('malifaux-2e §20.1 setup smoke', () => {
  it('runs a whole setup to Turn 1', () => {
    const g = atEndPhase({ A: [choice('A_LINE_IN_THE_SAND'), choice('BREAKTHROUGH')], B: [choice('A_LINE_IN_THE_SAND'), choice('ASSASSINATE')] });
    expect(g.state.standard!.step).toBe('COMPLETE');
    void guildCrew; void neverbornCrew; void newStandard; void terrain; void toHiring;
  });
});
