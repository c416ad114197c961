// A TEST catalogue for the §13.4 starter books, for play: schools, levels, subtypes and SB-8 restrictions come from the
// data file cards/starter-card-facts.ts (the §13.6 facts and the declared assumptions), so the book totals are the ones
// that file states. Play stats (attacks, life, costs) are fixtures: reused from CARDS where a fixture exists, otherwise a
// minimal well-formed definition. The rulebook prints no card database (§17.3): a client registers the real one.
import type { CardDefinition, School, SpellType } from '../cards/card-definition';
import { MAGE_CLASSES } from '../cards/apprentice-spellbooks';
import { STARTER_SPELLBOOKS } from '../cards/starter-spellbooks';
import { STARTER_CARD_FACTS } from '../cards/starter-card-facts';
import { CARDS, melee } from './fixtures';

function generated(id: string, type: SpellType, school: School): CardDefinition {
  const common = {
    id, name: id, type, subtypes: [] as string[], schools: [{ school, level: 1 }], schoolJoin: 'OR' as const, cost: 3, action: 'quick' as const,
    range: { min: 0, max: 1 }, targets: ['creature' as const], traits: [], attacks: [], defenses: [], effects: [], grants: [],
  };
  switch (type) {
    case 'creature':
      return { ...common, action: 'full', range: { min: 0, max: 0 }, targets: ['zone'], life: 6, attacks: [melee('Strike', 3)] };
    case 'conjuration':
      return { ...common, action: 'full', targets: ['zone'], life: 5 };
    case 'equipment':
      return { ...common, targets: ['mage'], equipmentSlots: [`slot-${id}`] };
    case 'enchantment':
      return { ...common, cost: 2, revealCost: 1 };
    case 'attack':
      return { ...common, attacks: [{ name: id, action: 'quick', kind: 'ranged', range: { min: 0, max: 1 }, damageTypes: [], dice: 3, effects: [], traits: [] }] };
    default:
      return common;
  }
}

/** Every card of the four starter books, once. */
export function starterCatalogue(): CardDefinition[] {
  const byId = new Map<string, CardDefinition>();
  const fixtures = new Map(Object.values(CARDS).map((c) => [c.id as string, c as CardDefinition]));
  for (const mage of MAGE_CLASSES) {
    for (const entry of STARTER_SPELLBOOKS[mage]) {
      if (byId.has(entry.cardId)) continue;
      const fixture = fixtures.get(entry.cardId);
      const fact = STARTER_CARD_FACTS[entry.cardId];
      const base = fixture ?? generated(entry.cardId, entry.type, fact.schools[0].school);
      byId.set(entry.cardId, {
        ...base,
        schools: fact.schools.map((x) => ({ ...x })),
        schoolJoin: fact.join,
        ...(fact.subtypes ? { subtypes: [...fact.subtypes] } : {}),
        ...(fact.onlyFor ? { onlyFor: { ...fact.onlyFor, ...(fact.onlyFor.classes ? { classes: [...fact.onlyFor.classes] } : {}) } } : {}),
      });
    }
  }
  return [...byId.values()];
}
