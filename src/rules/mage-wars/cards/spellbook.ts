// mage-wars §13.1 spellbook building (rules/mage-wars.md; seed 1843-1894): a pure check of a full-mode book against its
// Mage. Every card is priced (SB-2..SB-5), the copies counted (SB-6, SB-7), class- and school-only cards checked (SB-8),
// the total held to the Mage's spellbook points (SB-1). Play-time restrictions (Legendary, Unique, Mage Only) are not
// spellbook rules (SB-10) and spellbook traits have no effect in play (SB-9): neither refuses a book.
import { hasTrait, spellLevel, type CardDefinition, type School } from './card-definition';
import { copyLimit, schoolCost, type MageTraining } from './spellbook-cost';

export interface SpellbookMage extends MageTraining {
  readonly mageClass: string;
}

export interface SpellbookLine {
  readonly cardId: string;
  readonly copies: number;
  /** The points one copy costs this Mage. */
  readonly points: number;
  /** The rule that priced it: SB-5 Novice, SB-4 "&", SB-3 "OR", SB-2 one school. */
  readonly rule: string;
  /** SB-3: the school paid in for an OR spell (the cheapest). */
  readonly school: School | null;
}

export interface SpellbookRefusal {
  readonly rule: string;
  readonly cardId: string | null;
  readonly points: number;
  readonly message: string;
}

export interface SpellbookCheck {
  readonly valid: boolean;
  readonly lines: readonly SpellbookLine[];
  readonly total: number;
  readonly refusals: readonly SpellbookRefusal[];
}

/** SB-2..SB-5: the points one copy of `card` costs `m`, with the rule that priced it. */
export function priceSpell(m: MageTraining, card: CardDefinition): { points: number; rule: string; school: School | null } {
  if (hasTrait(card.traits, 'Novice')) return { points: 1, rule: 'mage-wars/SB-5', school: null };
  const parts = card.schools.map((c) => ({ school: c.school, points: schoolCost(m, c.school, c.level) }));
  if (parts.length === 0) return { points: 0, rule: 'mage-wars/SB-2', school: null };
  if (parts.length === 1) return { points: parts[0].points, rule: 'mage-wars/SB-2', school: parts[0].school };
  if (card.schoolJoin === 'AND') return { points: parts.reduce((a, p) => a + p.points, 0), rule: 'mage-wars/SB-4', school: null };
  // SB-3: the builder picks the school; the optimum is the cheapest (first listed on a tie).
  const best = parts.reduce((a, p) => (p.points < a.points ? p : a));
  return { points: best.points, rule: 'mage-wars/SB-3', school: best.school };
}

/**
 * Checks a book (`cards`: one card id per physical card) for `mage`. `definitions` must hold every card of the book; an
 * unknown card is refused (MD-3, §17.3: the stats come from the card database, never guessed).
 */
export function validateSpellbook(
  mage: SpellbookMage,
  cards: readonly string[],
  definitions: Readonly<Record<string, CardDefinition>> | readonly CardDefinition[],
): SpellbookCheck {
  const defs: Readonly<Record<string, CardDefinition>> = Array.isArray(definitions)
    ? Object.fromEntries((definitions as readonly CardDefinition[]).map((c) => [c.id, c]))
    : (definitions as Readonly<Record<string, CardDefinition>>);
  const copies = new Map<string, number>();
  for (const id of cards) copies.set(id, (copies.get(id) ?? 0) + 1);
  const lines: SpellbookLine[] = [];
  const refusals: SpellbookRefusal[] = [];
  for (const [cardId, n] of copies) {
    const card = defs[cardId];
    if (!card) {
      refusals.push({ rule: 'mage-wars/MD-3', cardId, points: 0, message: `${cardId}: no card definition, its cost cannot be counted` });
      continue;
    }
    const price = priceSpell(mage, card);
    lines.push({ cardId, copies: n, points: price.points, rule: price.rule, school: price.school });
    const limit = copyLimit(card);
    if (n > limit) {
      const epic = hasTrait(card.traits, 'Epic');
      refusals.push({
        rule: epic ? 'mage-wars/SB-7' : 'mage-wars/SB-6',
        cardId,
        points: n * price.points,
        message: epic
          ? `${cardId}: ${n} copies of an Epic spell (at most 1)`
          : `${cardId}: ${n} copies of a level-${spellLevel(card)} spell (at most ${limit})`,
      });
    }
    const only = card.onlyFor;
    if (only?.classes && only.classes.length > 0 && !only.classes.includes(mage.mageClass)) {
      refusals.push({ rule: 'mage-wars/SB-8', cardId, points: n * price.points, message: `${cardId}: ${only.classes.join(' or ')} only, not for a ${mage.mageClass}` });
    }
    if (only?.trainedIn && !mage.trained.includes(only.trainedIn)) {
      refusals.push({ rule: 'mage-wars/SB-8', cardId, points: n * price.points, message: `${cardId}: ${only.trainedIn} Mage only, and this Mage is not trained in ${only.trainedIn}` });
    }
  }
  const total = lines.reduce((a, l) => a + l.copies * l.points, 0);
  if (total > mage.spellbookPoints) {
    refusals.push({ rule: 'mage-wars/SB-1', cardId: null, points: total, message: `the book costs ${total} points, more than the ${mage.spellbookPoints} this Mage has` });
  }
  return { valid: refusals.length === 0, lines, total, refusals };
}
