// malifaux-2e §1.1-§1.3 the Fate Deck cards (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 357-408).
import {
  BLACK_JOKER,
  FATE_DECK,
  POKER_SUIT,
  RED_JOKER,
  SUITS,
  cardId,
  isBlackJoker,
  isCardId,
  isRedJoker,
  parseCard,
  type Suit,
} from './cards';

describe('malifaux-2e §1.1 Fate Deck composition', () => {
  it('malifaux-2e/FD-1 a Fate Deck is exactly 54 cards, each once', () => {
    expect(FATE_DECK).toHaveLength(54);
    expect(new Set(FATE_DECK).size).toBe(54);
    expect(FATE_DECK.every(isCardId)).toBe(true);
  });

  it('malifaux-2e/FD-1 13 cards of each suit valued 1..13, one Red Joker and one Black Joker', () => {
    const cards = FATE_DECK.map(parseCard);
    for (const suit of ['RAM', 'TOME', 'CROW', 'MASK'] as const) {
      const ofSuit = cards.filter((c) => c.suit === suit);
      expect(ofSuit.map((c) => c.value).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    }
    expect(FATE_DECK.filter(isRedJoker)).toEqual([RED_JOKER]);
    expect(FATE_DECK.filter(isBlackJoker)).toEqual([BLACK_JOKER]);
    expect(cards.filter((c) => c.suit === null).map((c) => c.id).sort()).toEqual(['BJ', 'RJ']);
    expect([...SUITS].sort()).toEqual(['CROW', 'MASK', 'RAM', 'TOME']);
  });

  it('malifaux-2e/FD-1 canonical order (our convention): RJ, BJ, Rams, Tomes, Crows, Masks, each 1..13', () => {
    expect(FATE_DECK.slice(0, 4)).toEqual(['RJ', 'BJ', 'RAM-01', 'RAM-02']);
    expect(FATE_DECK[14]).toBe('RAM-13');
    expect(FATE_DECK[15]).toBe('TOME-01');
    expect(FATE_DECK[28]).toBe('CROW-01');
    expect(FATE_DECK[53]).toBe('MASK-13');
  });

  it('malifaux-2e/FD-1 card ids: only the 54 are accepted', () => {
    for (const bad of ['RAM-00', 'RAM-14', 'RAM-7', 'ram-07', 'HEART-01', 'JOKER', '', 'RJ ', 'TOME-013']) {
      expect(isCardId(bad)).toBe(false);
      expect(() => parseCard(bad)).toThrow();
    }
  });
});

describe('malifaux-2e §1.1-§1.3 values and suits', () => {
  it.each([
    ['RJ', 14, null],
    ['BJ', 0, null],
    ['RAM-01', 1, 'RAM'],
    ['TOME-11', 11, 'TOME'],
    ['CROW-12', 12, 'CROW'],
    ['MASK-13', 13, 'MASK'],
    ['MASK-07', 7, 'MASK'],
  ])('malifaux-2e/FD-2 %s has value %d and suit %s', (id, value, suit) => {
    expect(parseCard(id)).toEqual({ id, value, suit });
  });

  it('malifaux-2e/FD-2 ace 1, jack 11, queen 12, king 13: cardId pads the printed value', () => {
    expect(cardId('RAM', 1)).toBe('RAM-01');
    expect(cardId('CROW', 11)).toBe('CROW-11');
    expect(parseCard(cardId('TOME', 12)).value).toBe(12);
    expect(parseCard(cardId('MASK', 13)).value).toBe(13);
  });

  it('malifaux-2e/FD-2 the values of the deck sum to 4 * 91 + 14 + 0', () => {
    expect(FATE_DECK.map((id) => parseCard(id).value).reduce((a, b) => a + b, 0)).toBe(4 * 91 + 14);
  });

  it('malifaux-2e/FD-6 the Black Joker has value 0 and no suit; it is the only card worth 0', () => {
    expect(parseCard(BLACK_JOKER)).toEqual({ id: 'BJ', value: 0, suit: null });
    expect(FATE_DECK.filter((id) => parseCard(id).value === 0)).toEqual(['BJ']);
    expect(isBlackJoker('BJ')).toBe(true);
    expect(isBlackJoker('RJ')).toBe(false);
    expect(isRedJoker('RJ')).toBe(true);
    expect(isRedJoker('BJ')).toBe(false);
  });
});

describe('malifaux-2e §1.1 standard poker deck', () => {
  it('malifaux-2e/FD-3 Hearts are Rams, Clubs Tomes, Spades Crows, Diamonds Masks', () => {
    expect(POKER_SUIT).toEqual({ HEARTS: 'RAM', CLUBS: 'TOME', SPADES: 'CROW', DIAMONDS: 'MASK' });
  });

  it('malifaux-2e/FD-3 the red poker suits are Rams and Masks, the black ones Crows and Tomes', () => {
    const red: Suit[] = [POKER_SUIT.HEARTS, POKER_SUIT.DIAMONDS];
    const black: Suit[] = [POKER_SUIT.CLUBS, POKER_SUIT.SPADES];
    expect(red.sort()).toEqual(['MASK', 'RAM']);
    expect(black.sort()).toEqual(['CROW', 'TOME']);
    expect(new Set(Object.values(POKER_SUIT)).size).toBe(4);
  });
});
