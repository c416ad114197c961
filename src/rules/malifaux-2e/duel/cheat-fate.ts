// malifaux-2e §3.4 Cheat Fate (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 531-543, 1364-1368): CF-1..CF-3, FM-5, FL-1, FD-4, A-5
import { RuleViolation } from '../../core/rule-violation';
import { CardId, SUITS, Suit, isBlackJoker, isRedJoker } from '../../malifaux/cards';
import { DuelPolicy } from './duel-policy';
import { FlipType, isCheatableFlip } from './fate-modifiers';

export const CHEAT_SECTION = '§3.4 (seed 531-543)';

/** Why a cheat is refused; one value per clause of CF-2 (plus A-6, a flip that yielded no card). */
export type CheatBlock = 'FLIP_NOT_CHEATABLE' | 'NET_NEGATIVE' | 'OWN_BLACK_JOKER' | 'OPPONENT_RED_JOKER' | 'EMPTY_HAND' | 'NO_CARD_FLIPPED';

export interface CheatSituation {
  readonly flipType: FlipType;
  /** Net Fate Modifiers of this flip after cancelling (FM-1). */
  readonly net: number;
  /** The cards this side flipped (all of them, not only the active card). */
  readonly flipped: readonly CardId[];
  /** Opposed duels only: every card the opponent flipped; null or absent otherwise (or when it relented). */
  readonly opponentFlipped?: readonly CardId[] | null;
  readonly handSize: number;
}

export interface CheatRefusal {
  readonly ruleId: string;
  readonly clause: CheatBlock;
  /** The rule behind the clause (FL-1, FM-5, FD-6, ...). */
  readonly cites: string;
  readonly message: string;
}

const refusal = (clause: CheatBlock, cites: string, message: string): CheatRefusal => ({
  ruleId: 'malifaux-2e/CF-2',
  clause,
  cites,
  message,
});

/** CF-2 (clauses 1-5), FM-5, FL-1, A-5(b): null when cheating is allowed, else the first clause that forbids it. */
export function cheatRefusal(s: CheatSituation, policy: DuelPolicy): CheatRefusal | null {
  if (!isCheatableFlip(s.flipType)) return refusal('FLIP_NOT_CHEATABLE', 'FL-1', `a ${s.flipType} flip may not be cheated`);
  if (s.net < 0) return refusal('NET_NEGATIVE', 'FM-5', 'no cheating with uncancelled penalty Fate Modifiers');
  if (s.flipped.length === 0) return refusal('NO_CARD_FLIPPED', 'A-6', 'the flip yielded no card (counts as the Black Joker)');
  if (s.flipped.some(isBlackJoker)) return refusal('OWN_BLACK_JOKER', 'FD-6', 'you flipped the Black Joker');
  const opp = s.opponentFlipped ?? [];
  if (opp.some(isRedJoker) && (policy.opponentRedJokerBlocksEvenWithBlackJoker || !opp.some(isBlackJoker)))
    return refusal('OPPONENT_RED_JOKER', 'CF-2', 'your opponent flipped the Red Joker');
  if (s.handSize === 0) return refusal('EMPTY_HAND', 'CF-2', 'your Control Hand is empty');
  return null;
}

export function assertMayCheat(s: CheatSituation, policy: DuelPolicy): void {
  const r = cheatRefusal(s, policy);
  if (r) throw new RuleViolation(r.ruleId, CHEAT_SECTION, `cannot Cheat Fate (${r.cites}): ${r.message}`);
}

/**
 * CF-1: the card must come from the controller's Control Hand; FD-4: a cheated Red Joker needs a suit;
 * A-5(a): the Black Joker from hand only when the policy allows it. Messages name only the card the player chose.
 */
export function assertCheatCard(card: CardId, hand: readonly CardId[], redJokerSuit: Suit | undefined, policy: DuelPolicy): void {
  if (!hand.includes(card)) throw new RuleViolation('malifaux-2e/CF-1', CHEAT_SECTION, `${card} is not in your Control Hand`);
  if (isRedJoker(card) && redJokerSuit === undefined)
    throw new RuleViolation('malifaux-2e/FD-4', '§1.2 (seed 402)', 'a cheated Red Joker needs a declared suit');
  if (isRedJoker(card) && !SUITS.includes(redJokerSuit as Suit))
    throw new RuleViolation('malifaux-2e/FD-4', '§1.2 (seed 402)', 'the Red Joker takes one of RAM, CROW, TOME or MASK');
  if (!isRedJoker(card) && redJokerSuit !== undefined)
    throw new RuleViolation('malifaux-2e/FD-4', '§1.2 (seed 402)', 'only the Red Joker takes a declared suit');
  if (isBlackJoker(card) && !policy.blackJokerMayBeCheatedFromHand)
    throw new RuleViolation('malifaux-2e/CF-2', CHEAT_SECTION, 'policy blackJokerMayBeCheatedFromHand: the Black Joker may not be cheated from hand');
}

/** CF-3: one cheat decision per model per duel. */
export function assertFirstCheatDecision(alreadyDecided: boolean): void {
  if (alreadyDecided) throw new RuleViolation('malifaux-2e/CF-3', CHEAT_SECTION, 'this model has already made its one Cheat Fate decision in this duel');
}

/** DU-O4: in an opposed duel the lower current total decides first; the Defender on a tie. */
export function firstToCheat(attackerTotal: number, defenderTotal: number): 'ATTACKER' | 'DEFENDER' {
  return attackerTotal < defenderTotal ? 'ATTACKER' : 'DEFENDER';
}
