// Commands of a Malifaux 2E encounter: imperative, plain data, each carrying its actor (who is asking).
import type { Actor, SeatId } from '../core/decider';
import type { CardId } from '../malifaux/cards';
import type { Malifaux2eOptions } from './state';
import type { DuelCommand, DuelParticipant } from './duel/duel-commands';
import type { TurnCommand } from './turn/turn-commands';
import type { StandardCommand } from './encounter/standard-types';

interface Base<T extends string, D> {
  readonly type: T;
  readonly actor: Actor;
  readonly data: D;
}

export type CreateEncounter = Base<
  'CreateEncounter',
  {
    readonly encounterId: string;
    readonly players: readonly { readonly name: string; readonly soulstones?: number; readonly handSize?: number }[];
    readonly seed: string;
    readonly seedCommitment: string;
    readonly options?: Partial<Pick<Malifaux2eOptions, 'autoDeclineCuts' | 'initiativeReopenSoulstoneWindowAfterTie' | 'dropCorpseScrap'>>;
    /** Practice only: each player's starting deck order, top first (a permutation of the 54 cards). */
    readonly stackedDecks?: readonly (readonly CardId[])[];
    readonly now: string;
  }
>;
export type ShuffleDeck = Base<'ShuffleDeck', { readonly seat: SeatId; readonly fresh: boolean }>;
export type CutDeck = Base<'CutDeck', { readonly seat: SeatId; readonly index: number }>;
export type DeclineCut = Base<'DeclineCut', { readonly seat: SeatId }>;
export type DrawCards = Base<'DrawCards', { readonly seat: SeatId; readonly count: number }>;
export type DiscardCards = Base<'DiscardCards', { readonly seat: SeatId; readonly cards: readonly CardId[] }>;
export type FlipCards = Base<'FlipCards', { readonly seat: SeatId; readonly count: number; readonly flipId: string }>;
export type BeginDrawPhase = Base<'BeginDrawPhase', { readonly firstPlayer?: SeatId }>;
export type RefillHand = Base<'RefillHand', { readonly seat: SeatId; readonly discard: readonly CardId[]; readonly useSoulstone: boolean }>;
export type EndEncounter = Base<'EndEncounter', { readonly reason: string; readonly now: string }>;
/** RD-2: any seat (or the organiser) asks for a randomly determined player. */
export type FlipForRandomPlayer = Base<'FlipForRandomPlayer', { readonly flipId: string }>;
/** RD-1: the controller of the effect (`seat`) flips one card per candidate model. */
export type FlipForRandomModel = Base<'FlipForRandomModel', { readonly seat: SeatId; readonly candidates: readonly string[]; readonly flipId: string }>;
/** RD-1: the flipping seat breaks a tie for lowest. */
export type PickRandomModel = Base<'PickRandomModel', { readonly modelId: string }>;
/** IN-1: both seats flip for initiative. */
export type FlipInitiative = Base<'FlipInitiative', { readonly flipId: string }>;
/** IN-3: the seat due in the Soulstone window reflips (one Soulstone) or not. */
export type DecideInitiativeReflip = Base<'DecideInitiativeReflip', { readonly seat: SeatId; readonly reflip: boolean; readonly flipId: string }>;
/** IN-5: the winner of the initiative names the First Player. */
export type ChooseFirstPlayer = Base<'ChooseFirstPlayer', { readonly firstPlayer: SeatId }>;
/** HO-1..HO-4, AA-2: a Horror Duel of `model` (its Wp) against the TN of an effect of `sourceModelId`. */
export type StartHorrorDuel = Base<
  'StartHorrorDuel',
  {
    readonly duelId: string;
    readonly model: DuelParticipant;
    readonly tn: number;
    readonly sourceModelId: string;
    readonly sourceName?: string;
    readonly immuneToParalyzed?: boolean;
    readonly immuneToHorrorDuels?: boolean;
    readonly duringOwnActivation?: boolean;
  }
>;
/** One decision of a duel or of a damage / healing flip (§3, §4, §12, §14), played on the seats' own decks. */
export type DuelDecision = Base<'DuelDecision', { readonly command: DuelCommand }>;

export type EncounterCommand =
  | CreateEncounter
  | ShuffleDeck
  | CutDeck
  | DeclineCut
  | DrawCards
  | DiscardCards
  | FlipCards
  | BeginDrawPhase
  | RefillHand
  | EndEncounter
  | DuelDecision
  | FlipForRandomPlayer
  | FlipForRandomModel
  | PickRandomModel
  | FlipInitiative
  | DecideInitiativeReflip
  | ChooseFirstPlayer
  | StartHorrorDuel
  | TurnCommand
  | StandardCommand;
