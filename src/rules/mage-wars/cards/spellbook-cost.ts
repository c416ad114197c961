// mage-wars §13.1 spellbook points (rules/mage-wars.md; seed 1843-1894): the cost of a spell for a Mage (SB-2..SB-5) and
// the copy limits (SB-6, SB-7), as pure functions. Apprentice books are fixed (§13.5); these serve the worked examples
// TV-40..TV-44 and the full mode of part 2. The Mage's training comes from its card ([EXTERNAL] for three of them, G14).
import { hasTrait, spellLevel, type CardDefinition, type School } from './card-definition';

export interface MageTraining {
  readonly trained: readonly School[];
  /** The ×3 schools (Beastmaster: Fire; Warlock: Holy). */
  readonly opposed: readonly School[];
  readonly spellbookPoints: number;
}

/** SB-2: trained L, opposed 3L, otherwise 2L. */
export function schoolCost(m: MageTraining, school: School, level: number): number {
  return level * (m.trained.includes(school) ? 1 : m.opposed.includes(school) ? 3 : 2);
}

/** SB-3..SB-5: Novice costs 1; an AND spell pays every part; an OR spell its cheapest part. */
export function spellCost(m: MageTraining, card: Pick<CardDefinition, 'traits' | 'schools' | 'schoolJoin'>): number {
  if (hasTrait(card.traits, 'Novice')) return 1;
  const parts = card.schools.map((c) => schoolCost(m, c.school, c.level));
  if (parts.length === 0) return 0;
  return card.schoolJoin === 'AND' ? parts.reduce((a, b) => a + b, 0) : Math.min(...parts);
}

/** SB-6 / SB-7: 6 copies of a level-1 spell, 4 of any other, 1 of an Epic one. */
export function copyLimit(card: Pick<CardDefinition, 'traits' | 'schools' | 'schoolJoin'>): number {
  if (hasTrait(card.traits, 'Epic')) return 1;
  return spellLevel(card) === 1 ? 6 : 4;
}
