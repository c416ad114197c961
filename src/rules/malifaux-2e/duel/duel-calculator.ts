// malifaux-2e §3.2, §3.4, §4 Duel odds for one seat (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 482-543, 603-764): exact enumeration, FM-2, FM-4..FM-7, CF-2, DU-1, DU-O6
/*
 * What the seat knows: its own hand and the discard piles. Its own deck is "every card of its universe (54 by default)
 * not in its hand and not in its known discard"; the opponent's deck is "every card of its universe not in its known
 * discard" (its hand is unknown, so those cards count as possibly in its deck).
 * Exact: ordered draws are enumerated over card classes (value, whether the card supplies the missing suit) weighted by
 * how many real card sequences they stand for; numerator and denominator are integers. If the seat's deck holds fewer
 * cards than the flip needs, the rest comes from its reshuffled known discard (FD-11). The opponent's deck is assumed
 * large enough.
 * Play modelled: each side takes its best legal active card (BJ forced; penalty: lowest, or the RJ; bonus: any) given
 * the order of choice (DU-O2: the Defender first, so it takes its highest; the Attacker then takes its highest card
 * that meets the TN suits). With `considerCheating` the seat cheats with its best hand card when CF-2 allows it (not on
 * net < 0, not after flipping the BJ, not when the opponent flipped the RJ); the opponent never cheats (its hand is
 * unknown), so the result is the seat's chance against an opponent who does not cheat.
 */
import { CardId, FATE_DECK, Suit, isBlackJoker, isRedJoker, parseCard } from '../../malifaux/cards';
import { DuelPolicy, duelPolicy } from './duel-policy';
import { missingSuits } from '../../malifaux/duel/duel-total';
import { FateModifiers, cardsToFlip, netFateModifiers } from './fate-modifiers';

export interface CalcSide {
  /** Effective stat (after stat modifiers, MA-3). */
  readonly stat: number;
  readonly fate: FateModifiers;
  readonly totalBonus?: number;
  readonly printedSuits?: readonly Suit[];
  readonly soulstoneSuits?: readonly Suit[];
}

interface Common {
  readonly me: CalcSide;
  readonly hand: readonly CardId[];
  readonly myDiscard: readonly CardId[];
  readonly tn?: number;
  /** The Action's suit requirement (DU-1); in an Opposed Duel it binds the Attacker (DU-O6). */
  readonly requiredSuits?: readonly Suit[];
  readonly considerCheating?: boolean;
  readonly universe?: readonly CardId[];
  readonly policy?: Partial<DuelPolicy>;
}
export type DuelQuery =
  | (Common & { readonly kind: 'SIMPLE' })
  | (Common & {
      readonly kind: 'OPPOSED';
      readonly myRole: 'ATTACKER' | 'DEFENDER';
      readonly opponent: CalcSide;
      readonly opponentDiscard: readonly CardId[];
      readonly opponentUniverse?: readonly CardId[];
    });

export interface Probability {
  readonly numerator: number;
  readonly denominator: number;
  readonly value: number;
}

/** What a flip leaves to decide with: best card meeting the suits, best legal card, joker flags. -1 = none. */
interface Summary {
  readonly bestMeeting: number;
  readonly maxLegal: number;
  readonly selfCheatOk: boolean;
  readonly rj: boolean;
  readonly bj: boolean;
}
interface Cls {
  readonly value: number;
  readonly meets: boolean;
}

function classify(cards: readonly CardId[], meets: (c: CardId) => boolean): { cls: Cls; count: number }[] {
  const m = new Map<string, { cls: Cls; count: number }>();
  for (const c of cards) {
    const cls = { value: parseCard(c).value, meets: meets(c) };
    const k = `${cls.value}|${cls.meets}`;
    const e = m.get(k) ?? { cls, count: 0 };
    m.set(k, { cls, count: e.count + 1 });
  }
  return [...m.values()];
}

function summarise(drawn: readonly Cls[], net: number): Summary {
  const bj = drawn.some((c) => c.value === 0);
  const rj = drawn.some((c) => c.value === 14);
  const min = Math.min(...drawn.map((c) => c.value));
  const legal = bj
    ? drawn.filter((c) => c.value === 0)
    : // Stryker disable next-line EqualityOperator: net 0 flips one card (FM-2), which is its own lowest, so the filter keeps it as well
      net > 0 ||
        // Stryker disable next-line ConditionalExpression,EqualityOperator: one card (or none) is its own lowest, so the filter below keeps it too
        drawn.length <= 1
      ? drawn
      : drawn.filter((c) => c.value === min || c.value === 14);
  const best = (xs: readonly Cls[]) => xs.reduce((b, c) => Math.max(b, c.value), -1);
  return { bestMeeting: best(legal.filter((c) => c.meets)), maxLegal: best(legal), selfCheatOk: net >= 0 && !bj && drawn.length > 0, rj, bj };
}

const summaryKey = (s: Summary): number =>
  // Stryker disable next-line ArithmeticOperator: the key only groups equal summaries of one flip; each change still keeps reachable summaries apart, except `/ 8` merging a penalty flip's BJ-with-no-suit (maxLegal 0) with its 8-with-no-suit (maxLegal 8), read only by bestMeeting (-1 in both), with no Red Joker
  ((s.bestMeeting + 1) * 16 + (s.maxLegal + 1)) * 8 + (s.selfCheatOk ? 4 : 0) + (s.rj ? 2 : 0) + (s.bj ? 1 : 0);

const falling = (n: number, m: number): number => {
  let r = 1;
  for (let i = 0; i < m; i++) r *= n - i;
  return r;
};
const factorial = (n: number): number => falling(n, n);

/**
 * Enumerates the draws over classes; weight = number of real ordered card sequences behind each outcome, so that
 * numerator and denominator are the same integers as a card-by-card enumeration of every ordered draw.
 * When the deck holds the whole flip, order does not matter (the cards are turned over together): multisets of classes
 * are enumerated, each weighted by k!/(m1!..mj!) x (n1)_m1 .. (nj)_mj. A flip that runs past the end of the deck (FD-11)
 * is enumerated in order, because which cards come from the reshuffled discard depends on it.
 */
function distribution(deck: readonly CardId[], reshuffle: readonly CardId[], k: number, net: number, meets: (c: CardId) => boolean) {
  const out = new Map<number, { s: Summary; w: number }>();
  let total = 0;
  const drawn: Cls[] = [];
  const record = (weight: number): void => {
    const s = summarise(drawn, net);
    const key = summaryKey(s);
    const e = out.get(key);
    if (e) e.w += weight;
    else out.set(key, { s, w: weight });
    total += weight;
  };
  // Stryker disable next-line EqualityOperator,ConditionalExpression,BlockStatement: the ordered walk below counts the same sequences (only slower); with deck.length === k both give k! for the one multiset
  if (deck.length >= k) {
    const pool = classify(deck, meets);
    const counts: number[] = pool.map(() => 0);
    const walk = (from: number, depth: number): void => {
      if (depth === k) {
        let w = factorial(k);
        counts.forEach((m, i) => {
          // Stryker disable next-line EqualityOperator,ConditionalExpression: a class drawn 0 times multiplies by 1 / 0! x (n)_0 = 1
          if (m > 0) w = (w / factorial(m)) * falling(pool[i].count, m);
        });
        record(w);
        return;
      }
      for (let i = from; i < pool.length; i++) {
        // Stryker disable next-line ConditionalExpression: drawing a class past its count gets weight (n)_m = 0, which adds nothing
        if (counts[i] === pool[i].count) continue;
        counts[i]++;
        drawn.push(pool[i].cls);
        walk(i, depth + 1);
        drawn.pop();
        counts[i]--;
      }
    };
    walk(0, 0);
    return { entries: [...out.values()], total };
  }
  const pools = [classify(deck, meets), classify(reshuffle, meets)];
  const left = pools.map((p) => p.map((x) => x.count));
  const walk = (depth: number, deckLeft: number, weight: number): void => {
    if (depth === k || (deckLeft === 0 && left[1].every((n) => n === 0))) {
      record(weight);
      return;
    }
    const p = deckLeft > 0 ? 0 : 1;
    pools[p].forEach((x, i) => {
      const n = left[p][i];
      // Stryker disable next-line ConditionalExpression: drawing a spent class multiplies the weight by 0, which adds nothing
      if (n === 0) return;
      left[p][i]--;
      drawn.push(x.cls);
      walk(depth + 1, p === 0 ? deckLeft - 1 : 0, weight * n);
      drawn.pop();
      left[p][i]++;
    });
  };
  walk(0, deck.length, 1);
  return { entries: [...out.values()], total };
}

const without = (universe: readonly CardId[], ...known: (readonly CardId[])[]) => universe.filter((c) => !known.some((k) => k.includes(c)));

/** Whether card `c` brings the total to the required suits, given the suits already fixed (A-8 for the BJ). */
function meetsFn(side: CalcSide, required: readonly Suit[], policy: DuelPolicy): (c: CardId) => boolean {
  const fixed = [...(side.soulstoneSuits ?? []), ...(side.printedSuits ?? [])];
  const bjFixed = policy.statSuitCountsWithBlackJoker ? fixed : [...(side.soulstoneSuits ?? [])];
  return (c) => {
    if (isBlackJoker(c)) return missingSuits(bjFixed, required).length === 0;
    const missing = missingSuits(fixed, required);
    if (isRedJoker(c)) return missing.length <= 1;
    return missing.length === 0 || (missing.length === 1 && parseCard(c).suit === missing[0]);
  };
}

/** The exact probability that the seat wins (Simple: meets the TN; Opposed: wins the duel, DU-O6). */
export function winProbability(q: DuelQuery): Probability {
  const policy = duelPolicy(q.policy);
  const universe = q.universe ?? FATE_DECK;
  const required = q.requiredSuits ?? [];
  const iNeedSuits = q.kind === 'SIMPLE' || q.myRole === 'ATTACKER';
  const myMeets = iNeedSuits ? meetsFn(q.me, required, policy) : () => true;
  const myNet = netFateModifiers(q.me.fate);
  const mine = distribution(without(universe, q.hand, q.myDiscard), q.myDiscard, cardsToFlip(myNet), myNet, myMeets);
  const cheatOn = q.considerCheating ?? false;
  const handBest = (pred: (c: CardId) => boolean) => q.hand.filter(pred).reduce((b, c) => Math.max(b, parseCard(c).value), -1);
  const myHandBest = handBest(myMeets);
  const myTotal = (v: number) => q.me.stat + v + (q.me.totalBonus ?? 0);
  const tnOk = (total: number) => q.tn === undefined || total >= q.tn;
  const myFinal = (s: Summary, blocked: boolean) => {
    const flipped = iNeedSuits ? s.bestMeeting : s.maxLegal;
    return cheatOn && s.selfCheatOk && !blocked ? Math.max(flipped, myHandBest) : flipped;
  };
  let numerator = 0;
  let denominator = 0;
  if (q.kind === 'SIMPLE') {
    for (const { s, w } of mine.entries) if (myFinal(s, false) >= 0 && tnOk(myTotal(myFinal(s, false)))) numerator += w;
    denominator = mine.total;
  } else {
    const opp = q.opponent;
    const oppNet = netFateModifiers(opp.fate);
    const oppMeets =
      // Stryker disable next-line ConditionalExpression: a Defender opponent is read by maxLegal and its jokers only, so meetsFn there never decides
      q.myRole === 'DEFENDER'
        ? meetsFn(opp, required, policy)
        : // Stryker disable next-line BooleanLiteral: a Defender opponent is read by maxLegal and its jokers, never by bestMeeting, so whether its cards meet never decides
          () => true;
    const theirs = distribution(without(q.opponentUniverse ?? FATE_DECK, q.opponentDiscard), [], cardsToFlip(oppNet), oppNet, oppMeets);
    for (const m of mine.entries)
      for (const o of theirs.entries) {
        const blocked = o.s.rj && (policy.opponentRedJokerBlocksEvenWithBlackJoker || !o.s.bj);
        const mv = myFinal(m.s, blocked);
        let win: boolean;
        if (q.myRole === 'ATTACKER') {
          const a = myTotal(mv);
          win = mv >= 0 && tnOk(a) && a >= opp.stat + o.s.maxLegal + (opp.totalBonus ?? 0);
        } else {
          const a = opp.stat + o.s.bestMeeting + (opp.totalBonus ?? 0);
          win = !(o.s.bestMeeting >= 0 && tnOk(a) && a >= myTotal(mv));
        }
        if (win) numerator += m.w * o.w;
      }
    denominator = mine.total * theirs.total;
  }
  // Stryker disable next-line ConditionalExpression: every distribution records at least one outcome of weight >= 1 (an empty flip too), so the denominator is never 0
  return { numerator, denominator, value: denominator === 0 ? 0 : numerator / denominator };
}
