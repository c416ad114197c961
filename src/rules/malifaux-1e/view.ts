// Malifaux 1E per-viewer redaction (rules/malifaux-1e.md §0 "Hidden information", FD-10; DESIGN.md "Hidden information"):
// a seat sees its own Control Hand; nobody sees a deck order or the seed while the encounter runs; of a discard pile only
// the top card and the count are shown (nobody may browse it, FD-10). After the end everything is revealed for audit.
import { seatView, type SeatView } from '../malifaux/seat-view';
import type { SeatId, Viewer, VisibleEvent } from '../core/decider';
import type { DuelState1e } from './duel/duel-state';
import { dueStep1e, type DueStep1e } from './duel/duel-steps';
import { MALIFAUX_1E } from './edition';
import type { EncounterEvent1e } from './events';
import { isGame1e, maxHandSize, normalise1eOptions, type EncounterSize, type EncounterState1e, type GameState1e, type Malifaux1eOptions, type Precedent1e, type TurnState1e } from './state';
import type { ModelState } from './turn/model';
import { redactEncounterEvent, viewEncounter, type EncounterSliceView1e } from './encounter/encounter-view';
import type { Malifaux1eMagicSlice } from './magic/magic-state';
import type { Malifaux1eMoraleSlice } from './morale/morale-state';
import type { Malifaux1eTerrainSlice } from './terrain/terrain-decider';

/** The fate-deck part of a seat's view is the same in both editions (src/rules/malifaux/seat-view.ts). */
export type SeatView1e = SeatView;

/** The decision of the turn that is due and from which seat(s) (DESIGN.md: every view carries it). */
export interface TurnStep1e {
  readonly turn: number;
  readonly phase: TurnState1e['phase'];
  readonly step: 'BEGIN_DRAW_PHASE' | 'DRAW' | 'FLIP_INITIATIVE' | 'INITIATIVE_REFLIP' | 'ACTIVATE' | 'ACT' | 'DUEL' | 'RESOLVE_CLOSING_PHASE' | 'ENDED';
  readonly seats: readonly SeatId[];
  readonly modelId: string | null;
  readonly ap: number | null;
}

export interface EncounterView1e {
  readonly encounterId: string;
  readonly ruleset: 'malifaux-1e';
  readonly status: 'active' | 'ended';
  readonly size: EncounterSize;
  readonly maxHandSize: number;
  /** §5.1 FD-2: which suit of a standard 54-card deck stands for which Malifaux suit (this translation's mapping). */
  readonly standardDeck: Readonly<Record<string, string>>;
  readonly seedCommitment: string;
  readonly seed: string | null;
  readonly options: Malifaux1eOptions;
  readonly seats: readonly SeatView1e[];
  readonly turn: TurnState1e;
  readonly turnStep: TurnStep1e;
  readonly models: readonly ModelState[];
  readonly duel: DuelState1e;
  readonly duelStep: DueStep1e;
  /** §14: the encounter setup, crews and schemes as this viewer may see them, and the setup decision due. */
  readonly encounter: EncounterSliceView1e;
  readonly magic: Malifaux1eMagicSlice;
  readonly morale: Malifaux1eMoraleSlice;
  readonly terrain: Malifaux1eTerrainSlice;
  /** GEN-7: the rulings of settled rule disputes (public: both players flipped for them). */
  readonly precedents: readonly Precedent1e[];
  readonly createdAt: string;
  readonly endedAt: string | null;
}

const sees = (viewer: Viewer, seat: SeatId, ended: boolean): boolean => ended || viewer.role === 'auditor' || (viewer.role === 'seat' && viewer.seat === seat);

export function turnStep1e(s: GameState1e): TurnStep1e {
  const t = s.turn;
  const base = { turn: t.number, phase: t.phase, modelId: null, ap: null };
  const all = [...s.seatOrder];
  if (s.status === 'ended') return { ...base, step: 'ENDED', seats: [] };
  const duel = dueStep1e(s.duel);
  if (duel.step !== 'START' && duel.step !== 'RESOLVE') return { ...base, step: 'DUEL', seats: duel.seats };
  switch (t.phase) {
    case 'SETUP':
      return { ...base, step: 'BEGIN_DRAW_PHASE', seats: all };
    case 'DRAW': {
      const order = t.activationOrder ?? s.seatOrder;
      const next = order.find((x) => !t.drawn.includes(x));
      return { ...base, step: 'DRAW', seats: next ? [next] : [] };
    }
    case 'ACTIVATION':
      if (t.activationOrder === null) return t.initiative && t.initiative.window.length > 0 ? { ...base, step: 'INITIATIVE_REFLIP', seats: [t.initiative.window[0]] } : { ...base, step: 'FLIP_INITIATIVE', seats: all };
      if (t.activation) return { ...base, step: 'ACT', seats: [t.activation.seat], modelId: t.activation.modelId, ap: t.activation.ap };
      return { ...base, step: 'ACTIVATE', seats: t.due ? [t.due] : [] };
    case 'CLOSING':
      return { ...base, step: 'RESOLVE_CLOSING_PHASE', seats: all };
  }
}

/** §5.3, §5.5: each seat's fate deck as `viewer` sees it. */
function seatViews1e(state: GameState1e, viewer: Viewer, ended: boolean): SeatView[] {
  return state.seatOrder.flatMap((id) => {
    const s = state.seats[id];
    if (!s) return [];
    return [seatView(s, maxHandSize(state, MALIFAUX_1E.maxHandSize), sees(viewer, s.seat, ended), ended)];
  });
}

/** §5.5: the public face of every seat's fate deck, without the rest of the view. */
export function deckFaces1e(state: EncounterState1e): readonly SeatView[] {
  return isGame1e(state) ? seatViews1e(state, { role: 'public' }, state.status === 'ended') : [];
}

export function view1e(state: EncounterState1e, viewer: Viewer): EncounterView1e | null {
  if (!isGame1e(state)) return null;
  const ended = state.status === 'ended';
  const seats = seatViews1e(state, viewer, ended);
  return {
    encounterId: state.encounterId,
    ruleset: 'malifaux-1e',
    status: state.status,
    size: state.size,
    maxHandSize: maxHandSize(state, MALIFAUX_1E.maxHandSize),
    standardDeck: MALIFAUX_1E.pokerSuits,
    seedCommitment: state.seedCommitment,
    seed: ended ? state.seed : null,
    options: normalise1eOptions(state.options),
    seats,
    turn: state.turn,
    turnStep: turnStep1e(state),
    models: Object.values(state.models),
    duel: state.duel,
    duelStep: dueStep1e(state.duel),
    encounter: viewEncounter(state.ext.encounter, ended ? { role: 'auditor' } : viewer),
    magic: state.ext.magic,
    morale: state.ext.morale,
    terrain: state.ext.terrain,
    precedents: state.precedents ?? [],
    createdAt: state.createdAt,
    endedAt: state.endedAt,
  };
}

/** An event as `viewer` may see it: drawn cards only to their owner, shuffled orders and the seed to nobody until the end. */
export function redactEvent1e(event: EncounterEvent1e, viewer: Viewer, now: EncounterState1e): VisibleEvent {
  const ended = isGame1e(now) && now.status === 'ended';
  if (ended || viewer.role === 'auditor') return { type: event.type, data: event.data, redacted: false };
  switch (event.type) {
    case 'EncounterCreated': {
      const { seed: _seed, ...rest } = event.data;
      void _seed;
      return { type: event.type, data: rest, redacted: true };
    }
    case 'DeckShuffled': {
      const { order, ...rest } = event.data;
      return { type: event.type, data: { ...rest, count: order.length }, redacted: true };
    }
    case 'CardsDrawn':
      if (sees(viewer, event.data.seat, false)) return { type: event.type, data: event.data, redacted: false };
      return { type: event.type, data: { seat: event.data.seat, count: event.data.cards.length, requested: event.data.requested }, redacted: true };
    case 'CrewSubmitted1e':
    case 'SchemesChosen1e':
      // PO-3, SC-5: crew lists and schemes stay with their seat until the reveal (encounter/encounter-view.ts).
      return isGame1e(now) ? redactEncounterEvent(event, viewer, now.ext.encounter) : { type: event.type, data: { seat: event.data.seat }, redacted: true };
    default:
      return { type: event.type, data: event.data, redacted: false };
  }
}
