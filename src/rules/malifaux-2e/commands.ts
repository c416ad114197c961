// Commands of a Malifaux 2E encounter: imperative, plain data, each carrying its actor (who is asking).
import type { Actor, SeatId } from '../core/decider';
import type { CardId } from '../malifaux/cards';
import type { Malifaux2eOptions } from './state';

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
    readonly options?: Partial<Malifaux2eOptions>;
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
  | EndEncounter;
