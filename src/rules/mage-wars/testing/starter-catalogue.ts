// A TEST catalogue for the §13.4 starter books: the rulebook prints no card stats (§17.3) and this repository ships no
// card database, so these definitions are fixtures. Where a card is a test fixture already (CARDS) it is reused; every
// other card gets a minimal well-formed definition at LEVEL 1 in a plausible school. The §13.6 facts hold (Elemental Wand
// level 2 Earth OR Water OR Air OR Fire; Adramelech Fire 2 & Dark 4; Dark Pact Slayer a level-3 Demon; the Lair
// Beastmaster only; the Temple of Asyra Holy Mage only). The real levels come from the card database a client registers,
// so the point totals computed here are NOT the printed books' totals.
import type { CardDefinition, School, SpellType } from '../cards/card-definition';
import { MAGE_CLASSES } from '../cards/apprentice-spellbooks';
import { STARTER_SPELLBOOKS } from '../cards/starter-spellbooks';
import { CARDS, melee } from './fixtures';

const PRIMARY: Record<string, School> = { Beastmaster: 'Nature', Priestess: 'Holy', Warlock: 'Dark', Wizard: 'Arcane' };
const SCHOOL_OF: Record<string, School> = {
  dispel: 'Arcane', 'seeking-dispel': 'Arcane', 'purge-magic': 'Arcane', dissolve: 'Arcane', 'force-push': 'Arcane', teleport: 'Arcane', jinx: 'Arcane',
  'mana-crystal': 'Arcane', 'moonglow-amulet': 'Arcane', charge: 'War', 'piercing-strike': 'War', 'battle-fury': 'War', 'frappe-parfaite': 'War',
  knockdown: 'War', 'marked-for-death': 'War', heal: 'Holy', 'group-heal': 'Holy', 'minor-heal': 'Holy', 'courant-d-air': 'Air', 'chain-lightning': 'Air',
  'lightning-bolt': 'Air', electrification: 'Air', 'trait-electrique': 'Air', 'cercle-declairs': 'Air', 'wall-of-fire': 'Fire', 'ring-of-fire': 'Fire',
  'hellfire-trap': 'Fire', 'firebrand-imp': 'Fire', 'infernal-pyromane': 'Fire', 'anneau-de-forgefeu': 'Fire', 'lash-of-hellfire': 'Fire', 'poison-gas-cloud': 'Water',
  'darkfenne-hydra': 'Water', sleep: 'Mind', 'pentagram': 'Dark',
};

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

const OVERRIDES: Record<string, Partial<CardDefinition>> = {
  'elemental-wand': { schools: [{ school: 'Earth', level: 2 }, { school: 'Water', level: 2 }, { school: 'Air', level: 2 }, { school: 'Fire', level: 2 }] },
  adramelech: { subtypes: ['Demon'], schools: [{ school: 'Fire', level: 2 }, { school: 'Dark', level: 4 }], schoolJoin: 'AND' },
  'dark-pact-slayer': { subtypes: ['Demon'], schools: [{ school: 'Dark', level: 3 }] },
  'bitterwood-fox': { subtypes: ['Animal'] },
  'feral-bobcat': { subtypes: ['Animal'] },
  'temple-of-asyra': { onlyFor: { trainedIn: 'Holy' } },
  'battle-forge': { subtypes: ['Spawnpoint'] },
  pentagram: { subtypes: ['Spawnpoint'] },
};

/** Every card of the four starter books, once. */
export function starterCatalogue(): CardDefinition[] {
  const byId = new Map<string, CardDefinition>();
  const fixtures = new Map(Object.values(CARDS).map((c) => [c.id as string, c as CardDefinition]));
  for (const mage of MAGE_CLASSES) {
    for (const entry of STARTER_SPELLBOOKS[mage]) {
      if (byId.has(entry.cardId)) continue;
      const fixture = fixtures.get(entry.cardId);
      const base = fixture ?? generated(entry.cardId, entry.type, SCHOOL_OF[entry.cardId] ?? PRIMARY[mage]);
      byId.set(entry.cardId, { ...base, ...(OVERRIDES[entry.cardId] ?? {}) });
    }
  }
  // SB-8: the Lair is Beastmaster only (seed 1888).
  const lair = byId.get('lair');
  if (lair) byId.set('lair', { ...lair, onlyFor: { classes: ['Beastmaster'] } });
  return [...byId.values()];
}
