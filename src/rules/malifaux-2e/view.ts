// Malifaux 2E per-viewer redaction (rules/malifaux-2e.md §0 "Hidden information", §1.4, §1.5; DESIGN.md "Hidden information"):
// a seat sees its own hand; nobody sees any deck order or the seed while the encounter runs; the top of each
// discard pile is public (FD-9). Once the encounter has ended, everything is revealed for audit.
import { seatView, type SeatView } from '../malifaux/seat-view';
import type { SeatId, Viewer, VisibleEvent } from '../core/decider';
import type { DuelState } from './duel/duel-state';
import { dueStep, type DueStep } from './duel/duel-steps';
import type { HorrorState } from './horror-duels';
import type { InitiativeState } from './initiative';
import type { EncounterEvent } from './events';
import type { ModelState, TableState } from './turn/table-state';
import type { Manifestation, ModelDef } from './turn/crew';
import { turnStep, type TurnStep } from './turn/turn-step';
import { redactStandardEvent, setupStep, standardView, type SetupStep } from './encounter/standard-view';
import type { StandardEncounter } from './encounter/standard-types';
import { DEFAULT_OPTIONS, isGame, type DrawPhaseState, type EncounterState, type GameState, type Malifaux2eOptions } from './state';

export type { SeatView } from '../malifaux/seat-view';

export interface EncounterView {
  readonly encounterId: string;
  readonly ruleset: 'malifaux-2e';
  readonly status: 'active' | 'ended';
  readonly turn: number;
  readonly seedCommitment: string;
  /** Revealed when the encounter has ended: with it, every shuffle can be re-run (see README "Auditing"). */
  readonly seed: string | null;
  readonly options: Malifaux2eOptions;
  readonly drawPhase: DrawPhaseState | null;
  readonly seats: readonly SeatView[];
  /** The duel or flip in progress or last resolved: public (flipped and cheated cards are face up). */
  readonly duel: DuelState;
  /** Which decision the duel waits for, and from whom. */
  readonly duelStep: DueStep;
  /** §6.3: the Initiative Phase under way (the cards are face up, so public). */
  readonly initiative: InitiativeState | null;
  readonly firstPlayer: SeatId | null;
  /** §14: Horror Duel immunity this Turn (HO-4) and the Horror Duel in progress (public). */
  readonly horror: HorrorState;
  /** RD-1: models tied for lowest, waiting for the flipping seat to pick one. */
  readonly randomPick: { readonly flipId: string; readonly seat: SeatId; readonly tied: readonly string[] } | null;
  /** §6-§19: crews, models (wounds, conditions, AP, status), markers, the Activation in progress, declared facts and disputes (public). */
  readonly table: TableState | null;
  /** §6: which decision of the Turn is due, and from which seat. */
  readonly turnStep: TurnStep;
  /** §20: the Standard Encounter as this viewer may see it (null when crews were hired directly). */
  readonly standard: StandardEncounter | null;
  /** §20.1: which setup decision is due, and from which seat (null outside a Standard Encounter). */
  readonly setupStep: SetupStep | null;
  readonly createdAt: string;
  readonly endedAt: string | null;
}

const seesSeat = (viewer: Viewer, seat: SeatId, revealed: boolean): boolean =>
  revealed || viewer.role === 'auditor' || (viewer.role === 'seat' && viewer.seat === seat);

export function view(state: EncounterState, viewer: Viewer): EncounterView | null {
  if (!isGame(state)) return null;
  const revealed = state.status === 'ended' || viewer.role === 'auditor';
  return {
    encounterId: state.encounterId,
    ruleset: 'malifaux-2e',
    status: state.status,
    turn: state.turn,
    seedCommitment: state.seedCommitment,
    seed: revealed ? state.seed : null,
    // Streams created before an option existed read it at its default.
    options: { ...DEFAULT_OPTIONS, ...state.options },
    drawPhase: state.drawPhase,
    duel: state.duel,
    duelStep: dueStep(state.duel),
    randomPick: state.randomPick,
    initiative: state.initiative,
    firstPlayer: state.firstPlayer,
    horror: state.horror,
    table: state.table ? tableView(state.table, viewer, revealed) : null,
    turnStep: turnStep(state),
    standard: standardView(state, viewer, revealed),
    setupStep: setupStep(state),
    createdAt: state.createdAt,
    endedAt: state.endedAt,
    seats: seatViews(state, viewer, revealed),
  };
}

/** FD-2, FD-9: each seat's fate deck as `viewer` sees it. */
function seatViews(state: GameState, viewer: Viewer, revealed: boolean): SeatView[] {
  return state.seatOrder.map((id) => {
    const s = state.seats[id]!;
    return seatView(s, s.handSize, seesSeat(viewer, s.seat, revealed), revealed);
  });
}

/** FD-9: the public face of every seat's fate deck (counts, discard top, cards in play), without the rest of the view. */
export function deckFaces(state: EncounterState): readonly SeatView[] {
  return isGame(state) ? seatViews(state, { role: 'public' }, state.status === 'ended') : [];
}

/** AV-2: a Manifestation card is secret (face down) until revealed; its owner sees it. */
function hideCard(def: ModelDef): ModelDef {
  return def.avatar ? { ...def, avatar: { ...def.avatar, manifestation: null as unknown as Manifestation } } : def;
}

function tableView(t: TableState, viewer: Viewer, revealed: boolean): TableState {
  const hidden = (m: ModelState): boolean => m.def.avatar !== undefined && !m.manifestationRevealed && !seesSeat(viewer, m.seat, revealed);
  if (!Object.values(t.models).some(hidden)) return t;
  return { ...t, models: Object.fromEntries(Object.entries(t.models).map(([id, m]) => [id, hidden(m) ? { ...m, def: hideCard(m.def) } : m])) };
}

export function redactEvent(event: EncounterEvent, viewer: Viewer, now: EncounterState): VisibleEvent {
  const revealed = (isGame(now) && now.status === 'ended') || viewer.role === 'auditor';
  const shown = (data: unknown): VisibleEvent => ({ type: event.type, data, redacted: false });
  const hidden = (data: unknown): VisibleEvent => ({ type: event.type, data, redacted: true });
  const standard = redactStandardEvent(event, viewer, now);
  if (standard) return standard;
  switch (event.type) {
    case 'EncounterCreated': {
      const { seed, ...rest } = event.data;
      return revealed ? shown(event.data) : hidden({ ...rest, seed: null });
    }
    case 'DeckShuffled': {
      const { order, ...rest } = event.data;
      return revealed ? shown(event.data) : hidden({ ...rest, order: null, count: order.length });
    }
    case 'CrewHired': {
      // AV-2: the Manifestation card stays with its owner (revealed by AvatarManifested / AvatarManifestFailed).
      const secret = event.data.models.some((m) => m.avatar !== undefined);
      if (!secret || seesSeat(viewer, event.data.seat, revealed)) return shown(event.data);
      const game = isGame(now) ? now : null;
      const models = event.data.models.map((m) => (game?.table?.models[m.id]?.manifestationRevealed ? m : hideCard(m)));
      return hidden({ ...event.data, models });
    }
    case 'CardsDrawn': {
      const { cards, ...rest } = event.data;
      return seesSeat(viewer, event.data.seat, revealed) ? shown(event.data) : hidden({ ...rest, cards: null, count: cards.length });
    }
    default:
      return shown(event.data);
  }
}
