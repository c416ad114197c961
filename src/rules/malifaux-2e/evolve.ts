// Malifaux 2E evolve: folds one event into the state. Total: never throws, so old streams always replay.
import type { SeatId } from '../core/decider';
import { evolveTable, evolveTableFromOther } from './turn/turn-evolve';
import { isTurnEvent } from './turn/turn-events';
import { evolveDeckSeat } from '../malifaux/deck-evolve';
import { initialDuelState } from './duel/duel-state';
import { evolveDuelEvent, isDuelEvent } from './duels';
import { evolveHorror, NO_HORROR } from './horror-duels';
import { evolveInitiative } from './initiative';
import type { EncounterEvent } from './events';
import { evolveStandard } from './encounter/standard-evolve';
import { isStandardEvent } from './encounter/standard-types';
import { isGame, normaliseOptions, type EncounterState, type GameState, type SeatState } from './state';

function withSeat(state: GameState, seat: SeatId, change: (s: SeatState) => SeatState): GameState {
  const current = state.seats[seat];
  if (!current) return state;
  return { ...state, seats: { ...state.seats, [seat]: change(current) } };
}

export function evolve(state: EncounterState, event: EncounterEvent): EncounterState {
  const next = evolveBase(state, event);
  // §20: the stream version and the Standard Encounter's own state, after everything else has been folded.
  return isGame(next) ? evolveStandard(next, event) : next;
}

function evolveBase(state: EncounterState, event: EncounterEvent): EncounterState {
  if (event.type === 'EncounterCreated') {
    const d = event.data;
    const seats: Partial<Record<SeatId, SeatState>> = {};
    for (const p of d.players) {
      seats[p.seat] = { ...p, deck: [], hand: [], discard: [], inPlay: [], pendingCutBy: null };
    }
    return {
      status: 'active',
      encounterId: d.encounterId,
      seatOrder: d.players.map((p) => p.seat),
      seats,
      seed: d.seed,
      seedCommitment: d.seedCommitment,
      nonce: 0,
      options: normaliseOptions(d.options),
      turn: 0,
      drawPhase: null,
      duel: initialDuelState(),
      randomPick: null,
      initiative: null,
      firstPlayer: null,
      horror: NO_HORROR,
      table: null,
      createdAt: d.createdAt,
      endedAt: null,
    };
  }
  if (!isGame(state)) return state;
  if (event.type === 'SeatJoined') return withSeat(state, event.data.seat, (s) => ({ ...s, name: event.data.name }));
  if (isTurnEvent(event)) return evolveTable(state, event);
  return evolveTableFromOther(evolveGame(state, event), event);
}

function evolveGame(state: GameState, event: EncounterEvent): GameState {
  if (isTurnEvent(event) || isStandardEvent(event)) return state;
  if (isDuelEvent(event)) return evolveDuelEvent(state, event);
  if (event.type === 'HorrorDuelBegun' || event.type === 'HorrorDuelResolved') return { ...state, horror: evolveHorror(state.horror ?? NO_HORROR, event) };
  switch (event.type) {
    case 'DeckShuffled':
      return { ...withSeat(state, event.data.seat, (s) => evolveDeckSeat(s, event)), nonce: Math.max(state.nonce, event.data.nonce + 1) };
    case 'DeckCut':
    case 'CutDeclined':
    case 'CardsDrawn':
    case 'CardsFlipped':
    case 'CardPlayed':
    case 'CardsDiscarded':
    case 'SoulstonesSpent':
      // Shared with 1E (malifaux/deck-evolve.ts).
      return withSeat(state, event.data.seat, (s) => evolveDeckSeat(s, event));
    case 'DrawPhaseBegun':
      return {
        ...state,
        turn: event.data.turn,
        drawPhase: { turn: event.data.turn, order: event.data.order, refilled: [] },
        // Stryker disable next-line LogicalOperator: a Horror Duel is pending only while its duel runs, and BeginDrawPhase refuses an open duel (DU-S1), so NO_HORROR and the state's horror differ only in the immunity this event clears
        horror: evolveHorror(state.horror ?? NO_HORROR, event),
      };
    case 'HandRefilled':
      return state.drawPhase === null
        ? state
        : { ...state, drawPhase: { ...state.drawPhase, refilled: [...state.drawPhase.refilled, event.data.seat] } };
    case 'DrawPhaseEnded':
      return { ...state, drawPhase: null };
    case 'RandomPlayerDetermined':
      return state;
    case 'RandomModelFlipped':
      return event.data.picked === null ? { ...state, randomPick: { flipId: event.data.flipId, seat: event.data.seat, tied: event.data.tied } } : state;
    case 'RandomModelPicked':
      return { ...state, randomPick: null };
    case 'InitiativeFlipped':
    case 'InitiativeReflipDecided':
      return { ...state, initiative: evolveInitiative(state.initiative, event, state.seatOrder) };
    case 'FirstPlayerChosen':
      return { ...state, initiative: null, firstPlayer: event.data.firstPlayer };
    case 'EncounterEnded':
      return { ...state, status: 'ended', endedAt: event.data.endedAt };
    case 'EncounterCreated':
    case 'SeatJoined':
      return state;
    default: {
      // Exhaustive for known events; an unknown type (written by a newer version) leaves the state as it is.
      const _exhaustive: never = event;
      void _exhaustive;
      return state;
    }
  }
}
