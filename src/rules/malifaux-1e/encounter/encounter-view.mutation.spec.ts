// malifaux-1e §14 what each viewer sees and which seat is due (encounter-view.ts, issue 15; rules/malifaux-1e.md SC-5,
// §14.11): one seat announces at a time, the first deployer first; a seat that chose no scheme yet has no entry.
import type { Viewer } from '../../core/decider';
import { initialEncounterSlice, type ChosenScheme, type Malifaux1eEncounterSlice } from './encounter-state';
import { setupStepOf, viewEncounter } from './encounter-view';

const at = (over: Partial<Malifaux1eEncounterSlice>): Malifaux1eEncounterSlice => ({ ...initialEncounterSlice(['A', 'B']), ...over });
const seat = (x: 'A' | 'B'): Viewer => ({ role: 'seat', seat: x });

describe('malifaux-1e SC-5 announcing schemes, and what the view shows of them', () => {
  it('malifaux-1e/SC-5 §14.11 the announcements start with the player who deployed first, one seat at a time', () => {
    expect(setupStepOf(at({ step: 'ANNOUNCE_SCHEMES', deployOrder: ['B', 'A'], announcedBy: [] }))).toEqual({ step: 'ANNOUNCE_SCHEMES', seats: ['B'], choice: null });
  });

  it('malifaux-1e/SC-5 only seats that chose schemes appear in the schemes view, for every viewer', () => {
    const told: ChosenScheme = { id: 't', selects: [], announced: true };
    const s = at({ step: 'CHOOSE_SCHEMES', schemes: { A: [told] } });
    for (const viewer of [seat('A'), seat('B'), { role: 'organiser' } as Viewer]) expect(viewEncounter(s, viewer).schemes).toEqual({ A: [told] });
  });
});
