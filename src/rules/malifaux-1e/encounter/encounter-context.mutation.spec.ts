// malifaux-1e §14.1 setup order guards (encounter-context.ts, issue 15): a move out of order, a move while a seat owes a
// Joker choice, and a seat that does not play are refused under malifaux-1e/SETUP with the section and a message that
// names what was wrong.
import { refusalOf as refusal } from '../../core/testing/refusal';
import { atStep, isSeat, noPending, otherSeat } from './encounter-context';
import { initialEncounterSlice, type Malifaux1eEncounterSlice } from './encounter-state';

const SECTION = '§14.1 (seed 4027-4102)';

describe('malifaux-1e §14.1 setup guards', () => {
  const fresh: Malifaux1eEncounterSlice = initialEncounterSlice(['A', 'B']);

  it('malifaux-1e/SETUP a move at another step names the step the encounter is at and the steps it needs', () => {
    expect(refusal(() => atStep(fresh, 'DETERMINE_DEPLOYMENT', 'HIRE_CREWS'))).toEqual({
      ruleId: 'malifaux-1e/SETUP',
      section: SECTION,
      message: `the encounter is at ${fresh.step}, not DETERMINE_DEPLOYMENT or HIRE_CREWS`,
    });
    expect(refusal(() => atStep(fresh, fresh.step))).toBeUndefined();
  });

  it('malifaux-1e/SETUP a move while a seat owes a Joker choice names the seat and the choice', () => {
    expect(refusal(() => noPending({ ...fresh, pending: { what: 'LOCATION', seat: 'B' } }))).toEqual({
      ruleId: 'malifaux-1e/SETUP',
      section: SECTION,
      message: 'seat B must first choose (LOCATION)',
    });
    expect(refusal(() => noPending(fresh))).toBeUndefined();
  });

  it('malifaux-1e/SETUP a seat that does not play this encounter is refused; the other seat of a two-seat table', () => {
    expect(refusal(() => isSeat(fresh, 'C'))).toEqual({ ruleId: 'malifaux-1e/SETUP', section: SECTION, message: 'seat C does not play this encounter' });
    expect(refusal(() => isSeat(fresh, 'A'))).toBeUndefined();
    expect([otherSeat(fresh, 'A'), otherSeat(fresh, 'B')]).toEqual(['B', 'A']);
  });
});
