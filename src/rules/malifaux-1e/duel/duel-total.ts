// malifaux-1e §6.2 Duel totals (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 1775-1777, 1806-1812, 1898-1904):
// FD-4 value and suit, the 1E soulstone card added (value AND suit), TG-6 multiset suits, DU-O1 combat total.
import { type CardId, type Suit, isBlackJoker, isRedJoker, parseCard } from '../../malifaux/cards';
import type { DuelTotal1e, Side1e } from './duel-state';

function cardPart(card: CardId | null, redJokerSuit: Suit | null): DuelTotal1e {
  if (card === null || isBlackJoker(card)) return { value: 0, suits: [] };
  if (isRedJoker(card)) return { value: 14, suits: redJokerSuit ? [redJokerSuit] : [] };
  const c = parseCard(card);
  return { value: c.value, suits: c.suit ? [c.suit] : [] };
}

/** The card in use: the cheated card if any (and `afterCheat`), else the chosen flipped card. */
export function cardInUse(side: Side1e, afterCheat: boolean): { card: CardId | null; redJokerSuit: Suit | null } {
  if (afterCheat && side.cheat.status === 'CHEATED') return { card: side.cheat.card, redJokerSuit: side.cheat.redJokerSuit };
  return { card: side.choice.status === 'CHOSEN' ? side.choice.card : null, redJokerSuit: side.redJokerSuit };
}

/**
 * §6.2: starting total = card value + suit + stat value + stat suits + modifiers; the final total adds the soulstone card
 * (value and suit; a Black Joker there adds nothing). `final` false: the starting total (before cheating and soulstone).
 */
export function sideTotal(side: Side1e, final: boolean): DuelTotal1e {
  const inUse = cardInUse(side, final);
  const main = cardPart(inUse.card, inUse.redJokerSuit);
  const stone = final && side.soulstone.status === 'USED' ? cardPart(side.soulstone.card, side.soulstone.redJokerSuit) : { value: 0, suits: [] };
  return { value: main.value + side.stat.value + side.bonus + stone.value, suits: [...main.suits, ...side.stat.suits, ...stone.suits] };
}

/** TG-6 [AMBIGUOUS] default multiset containment: `RAM RAM` needs two Rams. */
export function containsSuits(have: readonly Suit[], need: readonly Suit[]): boolean {
  const pool = [...have];
  for (const s of need) {
    const i = pool.indexOf(s);
    if (i < 0) return false;
    pool.splice(i, 1);
  }
  return true;
}
