// malifaux-2e §20 Standard Encounters as a viewer may see them (DESIGN.md "Hidden information"): secret factions and crews until
// both are in, unrevealed Schemes (and their notes, facts and VP) until revealed or the end; `setupStep` says who acts next.
import type { SeatId, Viewer, VisibleEvent } from '../../core/decider';
import type { EncounterEvent } from '../events';
import { isGame, type EncounterState, type GameState } from '../state';
import { isStandardEvent, type ScoringDeclaration, type SetupStepName, type StandardEncounter, type StandardEvent } from './standard-types';
import type { SchemeId } from './tables';

export interface SetupStep {
  /** A step of the machine, or a decision §21.8 inserts into it. */
  readonly step: SetupStepName | 'CHOOSE_SPOILS' | 'CHOOSE_STORY_ROLE';
  /** Who decides (empty: any seat or the organiser). */
  readonly seats: readonly SeatId[];
}

export function setupStep(state: GameState): SetupStep | null {
  const s = state.standard;
  if (!s) return null;
  const missing = (done: Readonly<Partial<Record<SeatId, unknown>>>) => state.seatOrder.filter((x) => done[x] === undefined);
  // §21.8: a linked game waits for the previous winner's spoils (and, with option 1, her side) before going on.
  const winner = s.linked?.previousWinner ? state.seatOrder.find((x) => state.seats[x]?.name === s.linked?.previousWinner) : undefined;
  if (s.step === 'RECORD_TERRAIN' && winner && !s.spoils) return { step: 'CHOOSE_SPOILS', seats: [winner] };
  if (s.step === 'HIRE_CREWS' && s.spoils?.option === 'ROLE_AFTER_FLIP' && !s.spoils.roleChosen) return { step: 'CHOOSE_STORY_ROLE', seats: [s.spoils.seat] };
  switch (s.step) {
    case 'ANNOUNCE_FACTIONS':
      return { step: s.step, seats: missing(s.factions) };
    case 'HIRE_CREWS':
      return { step: s.step, seats: missing(s.crews) };
    case 'CHOOSE_SCHEMES':
      return { step: s.step, seats: missing(s.schemes) };
    case 'CHOOSE_DEPLOYMENT_ORDER':
      return { step: s.step, seats: s.orderWinner ? [s.orderWinner] : [] };
    case 'CHOOSE_DEPLOYMENT_ZONE':
      return { step: s.step, seats: s.deployFirst ? [s.deployFirst] : [] };
    case 'GENERATE_SCHEME_POOL': {
      const cutter = state.seats[s.placer]?.pendingCutBy;
      return { step: s.step, seats: cutter ? [cutter] : [] };
    }
    default:
      return { step: s.step, seats: [] };
  }
}

const sees = (viewer: Viewer, seat: SeatId, revealed: boolean): boolean => revealed || (viewer.role === 'seat' && viewer.seat === seat);
const isOpen = (enc: StandardEncounter | null | undefined, seat: SeatId, scheme: SchemeId): boolean => (enc?.schemes[seat] ?? []).some((c) => c.scheme === scheme && c.revealed !== null);

function declarationView(d: ScoringDeclaration, enc: StandardEncounter, viewer: Viewer, revealed: boolean): ScoringDeclaration {
  if (sees(viewer, d.seat, revealed)) return d;
  const schemes = Object.fromEntries(Object.entries(d.schemes ?? {}).filter(([k]) => isOpen(enc, d.seat, k as SchemeId)));
  const firstScheme = d.firstScheme && isOpen(enc, d.seat, d.firstScheme) ? d.firstScheme : undefined;
  return { ...d, schemes, firstScheme };
}

export function standardView(state: GameState, viewer: Viewer, revealed: boolean): StandardEncounter | null {
  const s = state.standard;
  if (!s) return null;
  const bySeat = <T>(rec: Readonly<Partial<Record<SeatId, T>>>, open: boolean): Partial<Record<SeatId, T>> =>
    Object.fromEntries(Object.entries(rec).filter(([seat]) => open || sees(viewer, seat as SeatId, revealed))) as Partial<Record<SeatId, T>>;
  const schemes = Object.fromEntries(
    Object.entries(s.schemes).map(([seat, cards]) => [seat, sees(viewer, seat as SeatId, revealed) ? cards : (cards ?? []).filter((c) => c.revealed !== null)]),
  );
  return {
    ...s,
    factions: bySeat(s.factions, s.factionsRevealed),
    crews: bySeat(s.crews, s.crewsRevealed),
    schemes,
    startReveals: bySeat(s.startReveals ?? {}, false),
    declarations: s.declarations.map((d) => declarationView(d, s, viewer, revealed)),
    ledger: s.ledger.filter((x) => x.source === 'STRATEGY' || x.source === 'SHINDIG' || sees(viewer, x.seat, revealed) || isOpen(s, x.seat, x.source)),
  };
}

/** Null when the event is not a Standard Encounter event. */
export function redactStandardEvent(event: EncounterEvent, viewer: Viewer, now: EncounterState): VisibleEvent | null {
  if (!isStandardEvent(event)) return null;
  const game = isGame(now) ? now : null;
  const revealed = (game?.status === 'ended') || viewer.role === 'auditor';
  const enc = game?.standard ?? null;
  const shown = (data: unknown): VisibleEvent => ({ type: event.type, data, redacted: false });
  const hidden = (data: unknown): VisibleEvent => ({ type: event.type, data, redacted: true });
  const e = event as StandardEvent;
  switch (e.type) {
    case 'FactionCommitted':
      return sees(viewer, e.data.seat, revealed) || enc?.factionsRevealed ? shown(e.data) : hidden({ ...e.data, faction: null });
    case 'CrewSubmitted':
      return sees(viewer, e.data.seat, revealed) || enc?.crewsRevealed ? shown(e.data) : hidden({ ...e.data, list: null, summary: null });
    case 'SchemesChosen':
      // The choice of the unrevealed Schemes stays secret until the end (SchemesRevealed says which were revealed).
      return sees(viewer, e.data.seat, revealed) ? shown(e.data) : hidden({ ...e.data, schemes: null, reveal: null });
    case 'ScoringFactsDeclared': {
      if (sees(viewer, e.data.seat, revealed)) return shown(e.data);
      const schemes = Object.fromEntries(Object.entries(e.data.schemes ?? {}).filter(([k]) => isOpen(enc, e.data.seat, k as SchemeId)));
      const firstScheme = e.data.firstScheme && isOpen(enc, e.data.seat, e.data.firstScheme) ? e.data.firstScheme : undefined;
      const cut = Object.keys(schemes).length !== Object.keys(e.data.schemes ?? {}).length || firstScheme !== e.data.firstScheme;
      return cut ? hidden({ ...e.data, schemes, firstScheme }) : shown(e.data);
    }
    case 'VictoryPointsAwarded': {
      const entries = e.data.entries.filter((x) => x.source === 'STRATEGY' || x.source === 'SHINDIG' || sees(viewer, x.seat, revealed) || isOpen(enc, x.seat, x.source));
      const uses = e.data.uses.filter((u) => sees(viewer, u.seat, revealed) || isOpen(enc, u.seat, u.scheme));
      return entries.length === e.data.entries.length && uses.length === e.data.uses.length ? shown(e.data) : hidden({ entries, uses });
    }
    default:
      return shown(e.data);
  }
}
