// malifaux-2e §3.2, §3.4, §4 test support: a brute-force referee for duel odds (every real card, every choice, every cheat)
import { CardId, SUITS, Suit, isRedJoker } from '../../../malifaux/cards';
import { cheatRefusal } from '../cheat-fate';
import { CalcSide, DuelQuery } from '../duel-calculator';
import { duelPolicy } from '../duel-policy';
import { DuelTotal, duelTotal, meetsTn } from '../../../malifaux/duel/duel-total';
import { cardsToFlip, legalActiveCards, netFateModifiers } from '../fate-modifiers';

type Pick_ = { card: CardId; suit: Suit | null };
const withSuits = (cards: readonly CardId[]): Pick_[] =>
  cards.flatMap((card): Pick_[] => (isRedJoker(card) ? SUITS.map((suit) => ({ card, suit })) : [{ card, suit: null }]));

/** All ordered k-card sequences from `deck`, continuing from `reshuffle` when the deck runs out (FD-11). */
export function orderedDraws(deck: readonly CardId[], reshuffle: readonly CardId[], k: number): CardId[][] {
  const out: CardId[][] = [];
  const walk = (seq: CardId[], d: CardId[], r: CardId[]): void => {
    if (seq.length === k || (d.length === 0 && r.length === 0)) return void out.push(seq);
    const pool = d.length > 0 ? d : r;
    pool.forEach((c, i) => {
      const rest = [...pool.slice(0, i), ...pool.slice(i + 1)];
      walk([...seq, c], d.length > 0 ? rest : d, d.length > 0 ? r : rest);
    });
  };
  walk([], [...deck], [...reshuffle]);
  return out;
}

/** Whether the seat wins with these exact flips, playing both sides' choices as a minimax and the seat's cheat last. */
export function referenceWin(q: DuelQuery, mine: readonly CardId[], theirs: readonly CardId[] | null): boolean {
  const policy = duelPolicy(q.policy);
  const total = (s: CalcSide, p: Pick_): DuelTotal =>
    duelTotal({ stat: s.stat, card: p.card, redJokerSuit: p.suit, statSuits: s.printedSuits, soulstoneSuits: s.soulstoneSuits, totalBonus: s.totalBonus }, policy);
  const myNet = netFateModifiers(q.me.fate);
  const flipType = q.kind === 'SIMPLE' ? 'SIMPLE_DUEL' : q.myRole === 'ATTACKER' ? 'ATTACK' : 'DEFENSE';
  const refused = cheatRefusal({ flipType, net: myNet, flipped: mine, opponentFlipped: theirs, handSize: q.hand.length }, policy);
  const cheats = q.considerCheating && !refused ? withSuits(q.hand) : [];
  const req = q.requiredSuits ?? [];
  const wins = (m: Pick_, o: Pick_ | null): boolean => {
    if (q.kind === 'SIMPLE' || !o) return meetsTn(total(q.me, m), q.tn, req);
    const [a, d] = q.myRole === 'ATTACKER' ? [total(q.me, m), total(q.opponent, o)] : [total(q.opponent, o), total(q.me, m)];
    const attackerWins = a.value >= d.value && meetsTn(a, q.tn, req);
    return q.myRole === 'ATTACKER' ? attackerWins : !attackerWins;
  };
  const afterCheat = (m: Pick_, o: Pick_ | null) => wins(m, o) || cheats.some((c) => wins(c, o));
  const myChoices = withSuits(legalActiveCards(mine, myNet));
  if (q.kind === 'SIMPLE' || theirs === null) return myChoices.some((m) => afterCheat(m, null));
  const theirChoices = withSuits(legalActiveCards(theirs, netFateModifiers(q.opponent.fate)));
  if (q.myRole === 'ATTACKER') return theirChoices.every((o) => myChoices.some((m) => afterCheat(m, o)));
  return myChoices.some((m) => theirChoices.every((o) => afterCheat(m, o)));
}

/** Exact odds by brute force over every ordered sequence of real cards (small decks only). */
export function referenceProbability(q: DuelQuery, universe: readonly CardId[], opponentUniverse: readonly CardId[]): { numerator: number; denominator: number } {
  const myDeck = universe.filter((c) => !q.hand.includes(c) && !q.myDiscard.includes(c));
  const mine = orderedDraws(myDeck, q.myDiscard, cardsToFlip(netFateModifiers(q.me.fate)));
  const theirs =
    q.kind === 'SIMPLE' ? [null] : orderedDraws(opponentUniverse.filter((c) => !q.opponentDiscard.includes(c)), [], cardsToFlip(netFateModifiers(q.opponent.fate)));
  let numerator = 0;
  for (const m of mine) for (const o of theirs) if (referenceWin(q, m, o)) numerator++;
  return { numerator, denominator: mine.length * theirs.length };
}
