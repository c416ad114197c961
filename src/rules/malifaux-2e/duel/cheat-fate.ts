// malifaux-2e §3.4 Cheat Fate (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 531-543, 1364-1368): CF-1..CF-3, FM-5, FL-1, FD-4, A-5
import { RuleViolation } from '../../core/rule-violation';
import { CardId, SUITS, Suit, isBlackJoker, isRedJoker } from '../../malifaux/cards';
import { type CheatBlock, cheatBlocks } from '../../malifaux/duel/cheat-bans';
import { MALIFAUX_2E } from '../edition';
import { DuelPolicy } from './duel-policy';
import { FlipType, isCheatableFlip } from './fate-modifiers';

export const CHEAT_SECTION = '§3.4 (seed 531-543)';

/** Why a cheat is refused; one value per clause of CF-2 (plus A-6), shared with 1E (malifaux/duel/cheat-bans.ts). */
export type { CheatBlock } from '../../malifaux/duel/cheat-bans';

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

/** The rule each CF-2 clause cites and what the player is told. */
const CLAUSES: Readonly<Record<CheatBlock, (s: CheatSituation) => readonly [cites: string, message: string]>> = {
  FLIP_NOT_CHEATABLE: (s) => ['FL-1', `a ${s.flipType} flip may not be cheated`],
  NET_NEGATIVE: () => ['FM-5', 'no cheating with uncancelled penalty Fate Modifiers'],
  NO_CARD_FLIPPED: () => ['A-6', 'the flip yielded no card (counts as the Black Joker)'],
  OWN_BLACK_JOKER: () => ['FD-6', 'you flipped the Black Joker'],
  OPPONENT_RED_JOKER: () => ['CF-2', 'your opponent flipped the Red Joker'],
  EMPTY_HAND: () => ['CF-2', 'your Control Hand is empty'],
};

/** CF-2 (clauses 1-5), FM-5, FL-1, A-5(b): null when cheating is allowed, else the first clause that forbids it. */
export function cheatRefusal(s: CheatSituation, policy: DuelPolicy): CheatRefusal | null {
  const [clause] = cheatBlocks(MALIFAUX_2E, { ...s, cheatable: isCheatableFlip(s.flipType) }, policy);
  if (clause === undefined) return null;
  const [cites, message] = CLAUSES[clause](s);
  return { ruleId: 'malifaux-2e/CF-2', clause, cites, message };
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
