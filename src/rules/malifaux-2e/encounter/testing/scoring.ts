// Helpers for the scoring specs of the Standard and Story Encounters: declare facts, push events, end the game, read
// the ledger entry a source earned (its VP and its reason, the words a league report shows).
import type { SeatId } from '../../../core/decider';
import type { EncounterEvent } from '../../events';
import type { GameState } from '../../state';
import type { Game } from '../../testing/turns';
import { schemeMarker } from './fixtures';
import type { LedgerEntry, SchemeFacts, StandardEncounter, StrategyFacts } from '../standard-types';
import type { SchemeId } from '../tables';

let n = 0;

/** A DeclareScoringFacts by `seat` with a fresh declaration id. */
export const declare = (g: Game, seat: SeatId, moment: 'TURN' | 'END', data: { strategy?: StrategyFacts; schemes?: Partial<Record<SchemeId, SchemeFacts>>; firstScheme?: SchemeId }): EncounterEvent[] =>
  g.do(seat, 'DeclareScoringFacts', { declarationId: `t${++n}`, seat, moment, ...data });
export const endGame = (g: Game): EncounterEvent[] => g.do('organiser', 'EndEncounter', { reason: 'time', now: '2026-01-01T03:00:00Z' });
export const push = (g: Game, ...e: EncounterEvent[]): void => void g.events.push(...e);
export const markers = (g: Game, seat: SeatId, ...ids: string[]): void => push(g, ...ids.map((id) => schemeMarker(id, seat)));
/** The ledger entries of `seat` from `source`, in the order they were earned. */
export const entriesOf = (g: Game, seat: SeatId, source: string): LedgerEntry[] => g.state.standard!.ledger.filter((x) => x.seat === seat && x.source === source);
export const reasonsOf = (g: Game, seat: SeatId, source: string): string[] => entriesOf(g, seat, source).map((x) => x.reason);
/** The state with its Standard Encounter changed by `over` (a state no command reaches, or one cheaper to write). */
export const withStandard = (s: GameState, over: Partial<StandardEncounter>): GameState => ({ ...s, standard: { ...s.standard!, ...over } });
