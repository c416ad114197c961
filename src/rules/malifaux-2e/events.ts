// Events of a Malifaux 2E encounter stream: past tense, plain data (STYLE.md "emmett").
import type { SeatId } from '../core/decider';
import type { SeatJoined } from '../core/seat-joined';
import type { DeckEvent } from '../malifaux/fate-deck-events';
import type { Malifaux2eOptions } from './state';
import type { DuelEvent } from './duel/duel-events';
import type { TurnEvent } from './turn/turn-events';
import type { StandardEvent } from './encounter/standard-types';

export interface EncounterCreatedData {
  readonly encounterId: string;
  readonly ruleset: 'malifaux-2e';
  readonly players: readonly { readonly seat: SeatId; readonly name: string; readonly soulstones: number; readonly handSize: number }[];
  /** Secret until EncounterEnded; redacted from every view before that. */
  readonly seed: string;
  readonly seedCommitment: string;
  readonly options: Malifaux2eOptions;
  readonly createdAt: string;
}

export type EncounterEvent =
  | DeckEvent
  | TurnEvent
  | StandardEvent
  | DuelEvent
  | SeatJoined
  | { readonly type: 'EncounterCreated'; readonly data: EncounterCreatedData }
  | { readonly type: 'EncounterEnded'; readonly data: { readonly seed: string; readonly endedAt: string; readonly reason: string } }
  | { readonly type: 'DrawPhaseBegun'; readonly data: { readonly turn: number; readonly order: readonly SeatId[] } }
  | { readonly type: 'HandRefilled'; readonly data: { readonly seat: SeatId; readonly usedSoulstone: boolean } }
  | { readonly type: 'DrawPhaseEnded'; readonly data: { readonly turn: number } }
  | {
      readonly type: 'RandomPlayerDetermined';
      readonly data: { readonly flipId: string; readonly rounds: readonly { readonly [seat: string]: string | null }[]; readonly winner: SeatId | null };
    }
  | {
      readonly type: 'RandomModelFlipped';
      readonly data: {
        readonly flipId: string;
        readonly seat: SeatId;
        readonly flips: readonly { readonly modelId: string; readonly card: string | null }[];
        readonly tied: readonly string[];
        readonly picked: string | null;
      };
    }
  | { readonly type: 'RandomModelPicked'; readonly data: { readonly flipId: string; readonly seat: SeatId; readonly modelId: string } }
  /** IN-1/IN-2 (and IN-4): the cards each seat holds after the flips, and the Soulstone window order (empty: closed). */
  | {
      readonly type: 'InitiativeFlipped';
      readonly data: { readonly turn: number; readonly cards: Readonly<Record<string, string | null>>; readonly window: readonly SeatId[] };
    }
  | { readonly type: 'InitiativeReflipDecided'; readonly data: { readonly seat: SeatId; readonly reflip: boolean; readonly card: string | null } }
  | {
      readonly type: 'HorrorDuelBegun';
      readonly data: {
        readonly duelId: string;
        readonly modelId: string;
        readonly seat: SeatId;
        readonly sourceModelId: string;
        readonly tn: number;
        readonly immuneToParalyzed: boolean;
        readonly duringOwnActivation: boolean;
      };
    }
  /** HO-2: failed → Paralyzed (unless immune, HO-3), ending the model's own Activation; HO-4: passed → immune to that source. */
  | {
      readonly type: 'HorrorDuelResolved';
      readonly data: {
        readonly duelId: string;
        readonly modelId: string;
        readonly sourceModelId: string;
        readonly passed: boolean;
        readonly gainsParalyzed: boolean;
        readonly activationEnds: boolean;
      };
    }
  | {
      readonly type: 'FirstPlayerChosen';
      readonly data: { readonly turn: number; readonly chosenBy: SeatId; readonly firstPlayer: SeatId; readonly secondPlayer: SeatId };
    };

export type EncounterEventType = EncounterEvent['type'];
