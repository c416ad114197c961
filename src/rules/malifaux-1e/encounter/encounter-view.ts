// malifaux-1e §14 Encounters: what each viewer may see of the encounter slice (rules/malifaux-1e.md §0 "Hidden information", PO-3, SC-5, GL-2)
// Crew lists are secret until every crew is hired (PO-3); a scheme is secret until announced (SC-5) or the end (GL-2).
import type { SeatId, Viewer, VisibleEvent } from '../../core/decider';
import type { EncounterSliceEvent1e } from './encounter-events';
import type { ChosenScheme, Malifaux1eEncounterSlice, SetupStep1e } from './encounter-state';

export interface SetupStepView1e {
  readonly step: SetupStep1e;
  /** The seats whose decision is due. */
  readonly seats: readonly SeatId[];
  readonly choice: string | null;
}

export interface EncounterSliceView1e extends Omit<Malifaux1eEncounterSlice, 'crews' | 'schemes'> {
  readonly crews: Readonly<Partial<Record<SeatId, Malifaux1eEncounterSlice['crews'][SeatId] | { readonly hidden: true }>>>;
  readonly schemes: Readonly<Partial<Record<SeatId, readonly ChosenScheme[] | { readonly hidden: true; readonly count: number }>>>;
  readonly setupStep: SetupStepView1e;
}

const sees = (viewer: Viewer, seat: SeatId): boolean => viewer.role === 'auditor' || (viewer.role === 'seat' && viewer.seat === seat);
const openSchemes = (s: Malifaux1eEncounterSlice): boolean => s.schemesRevealed || s.step === 'ENDED';

/** The decision that is due, and from which seats (DESIGN.md "Every view carries the decision that is due"). */
export function setupStepOf(s: Malifaux1eEncounterSlice): SetupStepView1e {
  if (s.pending) return { step: s.step, seats: [s.pending.seat], choice: s.pending.what };
  const not = (has: (x: SeatId) => boolean): SeatId[] => s.seats.filter((x) => !has(x));
  switch (s.step) {
    case 'CHOOSE_FACTIONS':
      return { step: s.step, seats: not((x) => s.factions[x] !== undefined), choice: null };
    case 'DETERMINE_STRATEGIES':
      return { step: s.step, seats: s.encounterType === 'GENERAL' || s.extendedKind === 'INDIVIDUAL' ? not((x) => s.strategies[x] !== undefined) : s.seats, choice: null };
    case 'REFLIP_STRATEGIES':
      return { step: s.step, seats: not((x) => s.reflipDecided.includes(x)), choice: null };
    case 'HIRE_CREWS':
      return { step: s.step, seats: not((x) => s.crews[x] !== undefined), choice: null };
    case 'CHOOSE_SCHEMES':
      return { step: s.step, seats: not((x) => s.schemes[x] !== undefined), choice: null };
    case 'DEPLOY':
      return { step: s.step, seats: s.deployOrder.filter((x) => !s.deployed.includes(x)).slice(0, 1), choice: null };
    case 'ANNOUNCE_SCHEMES':
      return { step: s.step, seats: s.deployOrder.filter((x) => !s.announcedBy.includes(x)).slice(0, 1), choice: null };
    case 'SCORING':
      return { step: s.step, seats: not((x) => s.vp[x] !== undefined), choice: null };
    case 'ENDED':
      return { step: s.step, seats: [], choice: null };
    default:
      return { step: s.step, seats: s.seats, choice: null };
  }
}

export function viewEncounter(s: Malifaux1eEncounterSlice, viewer: Viewer): EncounterSliceView1e {
  const crews = Object.fromEntries(s.seats.filter((x) => s.crews[x] !== undefined).map((x) => [x, s.crewsRevealed || sees(viewer, x) ? s.crews[x] : { hidden: true as const }]));
  const schemes = Object.fromEntries(
    s.seats
      .filter((x) => s.schemes[x] !== undefined)
      .map((x) => {
        const mine = s.schemes[x] ?? [];
        if (openSchemes(s) || sees(viewer, x)) return [x, mine];
        // SC-5: announced schemes are public; the others are only counted (the pool's +2 per scheme not taken shows it anyway).
        const announced = mine.filter((m) => m.announced);
        return [x, announced.length === mine.length ? announced : { hidden: true as const, count: mine.length - announced.length, announced }];
      }),
  );
  return { ...s, crews, schemes, setupStep: setupStepOf(s) };
}

/** An event as `viewer` may see it, given the slice now. */
export function redactEncounterEvent(e: EncounterSliceEvent1e, viewer: Viewer, now: Malifaux1eEncounterSlice): VisibleEvent {
  if (e.type === 'CrewSubmitted1e' && !now.crewsRevealed && !sees(viewer, e.data.seat)) return { type: e.type, data: { seat: e.data.seat }, redacted: true };
  if (e.type === 'SchemesChosen1e' && !openSchemes(now) && !sees(viewer, e.data.seat)) return { type: e.type, data: { seat: e.data.seat, count: e.data.schemes.length }, redacted: true };
  return { type: e.type, data: e.data, redacted: false };
}
