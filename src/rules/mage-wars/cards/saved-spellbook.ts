// mage-wars §13 saved spellbooks (rules/mage-wars.md §13.1; seed 1843-1894): a full-mode book kept outside any game, a
// stream of its own (DESIGN "Streams"), validated against its Mage on every change (SB-1..SB-8, MD-3) and taken by an
// encounter per Mage. Pure: the decks module appends what `saveSpellbook` returns and folds it with `evolveSpellbook`.
import { RuleViolation } from '../../core/rule-violation';
import type { MageClass } from './apprentice-spellbooks';
import type { CardDefinition, School } from './card-definition';
import { validateCardDefinition } from './card-validator';
import { ELEMENTAL_SCHOOLS, mageTraining } from './mages';
import { validateSpellbook, type SpellbookCheck } from './spellbook';

export const SAVED_SPELLBOOK_STREAM = 'mage-wars-spellbook';

export interface SaveSpellbook {
  readonly name: string;
  readonly mageClass: MageClass;
  /** MG-WZ / SB-2: the Wizard's elemental school, part of the Mage at build time. */
  readonly element?: School;
  /** One card id per physical card. */
  readonly cards: readonly string[];
  /** The definitions of every card of the book (§17.3: the stats come from the card database the client holds). */
  readonly definitions: readonly CardDefinition[];
}

export interface SpellbookSaved {
  readonly type: 'SpellbookSaved';
  readonly data: SaveSpellbook & { readonly total: number };
}

export interface SavedSpellbook extends SaveSpellbook {
  readonly version: number;
  readonly total: number;
}

/** Which rule refused the book, with the card and the points counted (issue 10: "the rule named and the card and the points"). */
export class SpellbookRefused extends RuleViolation {
  constructor(readonly check: SpellbookCheck) {
    const first = check.refusals[0];
    super(first.rule, '§13.1', check.refusals.map((r) => `${r.rule}: ${r.message} (${r.points} points)`).join('; '));
  }
}

/** SB-1..SB-8, MD-3: a new version of the book, or a refusal naming the first broken rule. */
export function saveSpellbook(cmd: SaveSpellbook): SpellbookSaved {
  if (cmd.element !== undefined && (cmd.mageClass !== 'Wizard' || !ELEMENTAL_SCHOOLS.includes(cmd.element)))
    throw new RuleViolation('mage-wars/SB-2', '§12.5, §13.1', `element: only the Wizard chooses an elemental school (${ELEMENTAL_SCHOOLS.join(', ')})`);
  cmd.definitions.forEach((d) => validateCardDefinition(d));
  if (cmd.cards.length === 0) throw new RuleViolation('mage-wars/SU-4', '§4', 'an empty spellbook');
  const check = validateSpellbook(mageTraining(cmd.mageClass, cmd.element), cmd.cards, cmd.definitions);
  if (!check.valid) throw new SpellbookRefused(check);
  return { type: 'SpellbookSaved', data: { ...cmd, total: check.total } };
}

/** Each SpellbookSaved replaces the book: the latest version is the book an encounter takes. */
export function evolveSpellbook(state: SavedSpellbook | null, event: SpellbookSaved): SavedSpellbook {
  return { ...event.data, version: (state?.version ?? 0) + 1 };
}
