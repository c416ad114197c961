// Malifaux Fate Deck cards (rules/malifaux-2e.md §1.1, seed 002_0afdbbe5c7b94945.txt lines 357-408): FD-1..FD-3, FD-6.
// Shared by the Malifaux editions; 1E uses the same 54-card deck (rules/malifaux-1e.md).

export type Suit = 'RAM' | 'CROW' | 'TOME' | 'MASK';
export const SUITS: readonly Suit[] = ['RAM', 'TOME', 'CROW', 'MASK'];

/** Card ids: `RAM-07`, `TOME-13`, `RJ` (Red Joker), `BJ` (Black Joker). */
export type CardId = string;

export interface Card {
  readonly id: CardId;
  /** Printed value: 1..13, Red Joker 14, Black Joker 0 (FD-2). */
  readonly value: number;
  /** Printed suit; null for both Jokers (the Red Joker's suit is named when flipped or played, FD-4). */
  readonly suit: Suit | null;
}

export const RED_JOKER: CardId = 'RJ';
export const BLACK_JOKER: CardId = 'BJ';

export function cardId(suit: Suit, value: number): CardId {
  return `${suit}-${String(value).padStart(2, '0')}`;
}

/** The 54 cards in canonical order (our convention, not a rule): RJ, BJ, RAM 1..13, TOME 1..13, CROW 1..13, MASK 1..13. */
export const FATE_DECK: readonly CardId[] = [
  RED_JOKER,
  BLACK_JOKER,
  ...SUITS.flatMap((s) => Array.from({ length: 13 }, (_, i) => cardId(s, i + 1))),
];

const CARD_ID = /^(RAM|CROW|TOME|MASK)-(0[1-9]|1[0-3])$/;

export function isCardId(id: string): id is CardId {
  return id === RED_JOKER || id === BLACK_JOKER || CARD_ID.test(id);
}

export function parseCard(id: CardId): Card {
  if (id === RED_JOKER) return { id, value: 14, suit: null };
  if (id === BLACK_JOKER) return { id, value: 0, suit: null };
  const m = CARD_ID.exec(id);
  if (!m) throw new Error(`not a fate card id: ${id}`);
  return { id, value: Number(m[2]), suit: m[1] as Suit };
}

export const isRedJoker = (id: CardId): boolean => id === RED_JOKER;
export const isBlackJoker = (id: CardId): boolean => id === BLACK_JOKER;

/** FD-3: standard poker deck mapping. Hearts -> Rams, Clubs -> Tomes, Spades -> Crows, Diamonds -> Masks. */
export const POKER_SUIT: Readonly<Record<'HEARTS' | 'CLUBS' | 'SPADES' | 'DIAMONDS', Suit>> = {
  HEARTS: 'RAM',
  CLUBS: 'TOME',
  SPADES: 'CROW',
  DIAMONDS: 'MASK',
};
