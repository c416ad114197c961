// The cards of one decide call (rules/malifaux-1e.md §5.4-§5.5): flips, plays, discards and soulstones as the shared deck
// events, on a running copy of each seat's cards, so that several flips in one command see each other (FD-12: an empty
// deck is reshuffled from the discard pile in the middle of a flip). Local mutation only; the decider stays pure.
import type { SeatId } from '../core/decider';
import type { CardId } from '../malifaux/cards';
import { takeFromTop, type RandomSource, type SeatCards } from '../malifaux/fate-deck';
import type { DeckEvent } from '../malifaux/fate-deck-events';
import type { GameState1e } from './state';

export class Desk {
  readonly events: DeckEvent[] = [];
  private readonly random: RandomSource;
  private readonly cards = new Map<SeatId, SeatCards>();
  private readonly spent = new Map<SeatId, number>();

  constructor(private readonly state: GameState1e) {
    this.random = { seed: state.seed, nonce: state.nonce };
  }

  private seat(seat: SeatId): SeatCards {
    const known = this.cards.get(seat);
    if (known) return known;
    const s = this.state.seats[seat];
    const c: SeatCards = s
      ? { deck: s.deck, hand: s.hand, discard: s.discard, inPlay: s.inPlay }
      : {
          deck: [],
          hand: [],
          discard: [],
          // Stryker disable next-line ArrayDeclaration: in play is only read to test whether a card the engine used is there; no Fate Deck card equals the placeholder
          inPlay: [],
        };
    this.cards.set(seat, c);
    return c;
  }

  hand(seat: SeatId): readonly CardId[] {
    return this.seat(seat).hand;
  }

  soulstones(seat: SeatId): number {
    return (this.state.seats[seat]?.soulstones ?? 0) - (this.spent.get(seat) ?? 0);
  }

  /** FD-9, FD-12: `count` cards face up into play; fewer when deck and discard pile are both empty ([AMBIGUOUS] FD-12: a missing card reads as the Black Joker). */
  flip(seat: SeatId, count: number, flipId: string): CardId[] {
    const r = takeFromTop(seat, this.seat(seat), count, this.random, (taken) => ({ type: 'CardsFlipped', data: { seat, cards: taken, flipId } }));
    this.events.push(...r.events);
    this.cards.set(seat, { ...r.remaining, inPlay: [...r.remaining.inPlay, ...r.taken] });
    return r.taken;
  }

  /** A Control Card from the hand into play (a cheat, §5.4). */
  play(seat: SeatId, card: CardId, purpose: string): void {
    const c = this.seat(seat);
    this.cards.set(seat, { ...c, hand: c.hand.filter((x) => x !== card), inPlay: [...c.inPlay, card] });
    this.events.push({ type: 'CardPlayed', data: { seat, card, purpose } });
  }

  /** FD-11: cards used go to the discard pile in the order given, the last on top. */
  discardFromPlay(seat: SeatId, cards: readonly CardId[]): void {
    const inPlay = cards.filter((x) => this.seat(seat).inPlay.includes(x));
    if (inPlay.length === 0) return;
    const c = this.seat(seat);
    this.cards.set(seat, { ...c, inPlay: c.inPlay.filter((x) => !inPlay.includes(x)), discard: [...c.discard, ...inPlay] });
    this.events.push({ type: 'CardsDiscarded', data: { seat, cards: inPlay, from: 'play' } });
  }

  /** SS-3: a discarded soulstone leaves the game. */
  spend(seat: SeatId, purpose: string): void {
    this.spent.set(seat, (this.spent.get(seat) ?? 0) + 1);
    this.events.push({ type: 'SoulstonesSpent', data: { seat, amount: 1, purpose } });
  }
}
