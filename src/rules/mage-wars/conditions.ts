// mage-wars §11.1 condition markers as data (rules/mage-wars.md; seed 333-384, 1491-1502, 2038-2142, 2228, 2258): family,
// how each one ends, and its removal cost (CB-49; Sleep costs the creature's level). Engine code reads this table.
import type { ConditionId } from './cards/card-definition';

export interface ConditionFacts {
  readonly family: 'flame' | 'poison' | 'stun' | 'psychic' | 'special';
  /** How the marker goes away on its own. */
  readonly ends: 'upkeep-blank' | 'removal-only' | 'removal-roll' | 'end-of-action-phase' | 'damage';
  /** CB-49: the mana paid per marker when an effect allows paying to remove it; null: it cannot be removed that way. */
  readonly removalCost: number | 'level' | null;
  /** CB-38: the d12 needed at the end of the creature's action phase, when it has a removal roll. */
  readonly removalRoll: number | null;
}

export const CONDITIONS: Readonly<Record<ConditionId, ConditionFacts>> = {
  Burn: { family: 'flame', ends: 'upkeep-blank', removalCost: 2, removalRoll: null },
  Rot: { family: 'poison', ends: 'removal-only', removalCost: 2, removalRoll: null },
  Weak: { family: 'poison', ends: 'removal-only', removalCost: 2, removalRoll: null },
  Cripple: { family: 'poison', ends: 'removal-roll', removalCost: 4, removalRoll: 7 },
  Daze: { family: 'stun', ends: 'end-of-action-phase', removalCost: 2, removalRoll: null },
  Stun: { family: 'stun', ends: 'end-of-action-phase', removalCost: 4, removalRoll: null },
  Sleep: { family: 'psychic', ends: 'damage', removalCost: 'level', removalRoll: null },
  Taunt: { family: 'special', ends: 'end-of-action-phase', removalCost: null, removalRoll: null },
};

/** CB-49 / TV-29: what removing one marker costs on a creature of `level` (null: not removable by paying). */
export function removalCost(condition: ConditionId, level: number): number | null {
  const c = CONDITIONS[condition].removalCost;
  return c === 'level' ? level : c;
}
