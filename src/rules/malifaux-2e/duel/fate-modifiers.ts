// malifaux-2e §3.1-3.2 Flips and Fate Modifiers (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 458-512, 537, 1374, 1928): FL-1, FM-1..FM-7, FD-5, FD-6
import { CardId, isBlackJoker, isRedJoker, parseCard } from '../../malifaux/cards';

/** Counts of uncancelled-yet Fate Modifiers on one flip: `+` (bonus) and `−` (penalty). */
export interface FateModifiers {
  readonly bonus: number;
  readonly penalty: number;
}
export type FateModifierSign = '+' | '-';
export const NO_FATE_MODIFIERS: FateModifiers = { bonus: 0, penalty: 0 };

/** FM-3: all Fate Modifiers stack, so a flip's modifiers are the sum of every source. */
export function addFateModifiers(...all: readonly FateModifiers[]): FateModifiers {
  return all.reduce((acc, m) => ({ bonus: acc.bonus + m.bonus, penalty: acc.penalty + m.penalty }), NO_FATE_MODIFIERS);
}

/** FM-1: bonus and penalty cancel one for one; net > 0 all-bonus, net < 0 all-penalty. */
export function netFateModifiers(mods: FateModifiers | readonly FateModifierSign[]): number {
  if (isSignList(mods)) return mods.reduce((n, s) => n + (s === '+' ? 1 : -1), 0);
  return mods.bonus - mods.penalty;
}

function isSignList(mods: FateModifiers | readonly FateModifierSign[]): mods is readonly FateModifierSign[] {
  return Array.isArray(mods);
}

/** FM-2: one card plus one per uncancelled modifier, never more than four. */
export function cardsToFlip(net: number): number {
  return 1 + Math.min(Math.abs(net), 3);
}

/**
 * FM-4..FM-7, FD-5, FD-6: the flipped cards the player may take as the active card.
 * BJ flipped -> only the BJ. net > 0 -> any card. net < 0 -> the lowest value (ties choosable) plus the RJ.
 * net = 0 -> the one card flipped (if a caller passes more, they are treated like a penalty flip, the spec's pseudo-code).
 */
export function legalActiveCards(cards: readonly CardId[], net: number): CardId[] {
  if (cards.some(isBlackJoker)) return cards.filter(isBlackJoker);
  if (net > 0 || cards.length <= 1) return [...cards];
  const min = Math.min(...cards.map((c) => parseCard(c).value));
  return cards.filter((c) => parseCard(c).value === min || isRedJoker(c));
}

export type FlipType =
  | 'ATTACK'
  | 'DEFENSE'
  | 'SIMPLE_DUEL'
  | 'DAMAGE'
  | 'HEALING'
  | 'INITIATIVE'
  | 'DAMAGE_PREVENTION'
  | 'HAZARDOUS_TERRAIN_DAMAGE'
  | 'ENCOUNTER_END'
  | 'RANDOM_DETERMINATION'
  | 'SETUP'
  | 'BOG_BADLANDS';

export interface FlipTypeRule {
  readonly whoFlips: string;
  readonly cheatable: boolean;
  readonly seedLines: string;
}

/** §3.1 table; FL-1: a flip can be cheated only where a rule allows it (duels, damage flips, healing flips). */
export const FLIP_TYPES: Readonly<Record<FlipType, FlipTypeRule>> = {
  ATTACK: { whoFlips: "the Attacker's controller", cheatable: true, seedLines: '466, 531-543, 625-627' },
  DEFENSE: { whoFlips: "the Defender's controller", cheatable: true, seedLines: '468' },
  SIMPLE_DUEL: { whoFlips: 'the controller of the Action', cheatable: true, seedLines: '603-663' },
  DAMAGE: { whoFlips: 'the player of the model dealing the damage', cheatable: true, seedLines: '470, 1348' },
  HEALING: { whoFlips: 'the player of the healed model', cheatable: true, seedLines: '472, 1387' },
  INITIATIVE: { whoFlips: 'each player', cheatable: false, seedLines: '474, 537, 875' },
  DAMAGE_PREVENTION: { whoFlips: 'the player of the Master/Henchman', cheatable: false, seedLines: '1372-1381' },
  HAZARDOUS_TERRAIN_DAMAGE: { whoFlips: 'the opposing player', cheatable: false, seedLines: '1928' },
  ENCOUNTER_END: { whoFlips: 'the First Player', cheatable: false, seedLines: '911-915' },
  RANDOM_DETERMINATION: { whoFlips: 'see RD-1/RD-2', cheatable: false, seedLines: '595-599' },
  SETUP: { whoFlips: 'see A-31', cheatable: false, seedLines: '1944, 2015, 2069, 2144, 2423' },
  BOG_BADLANDS: { whoFlips: 'a random player', cheatable: false, seedLines: '2610, 2616' },
};

/** FL-1 */
export function isCheatableFlip(type: FlipType): boolean {
  return FLIP_TYPES[type].cheatable;
}
