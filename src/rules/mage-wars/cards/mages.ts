// mage-wars §1 / §12.1 the apprentice Mage (rules/mage-wars.md; seed 95, 107, 811, 1639): every apprentice Mage is the
// same level-6 creature, Channeling 10, Life 24, Armor 0, one 3-die quick melee attack, no ability card (MD-2).
import type { CardDefinition } from './card-definition';
import type { MageClass } from './apprentice-spellbooks';

/** A Mage is always a level 6 creature (SP-1; seed 811, 1639). */
export const MAGE_LEVEL = 6;

/** SU-3 / MG-1: every Mage starts with 10 mana, in every mode. */
export const STARTING_MANA = 10;

export function apprenticeMageCard(mageClass: MageClass): CardDefinition {
  return {
    id: `apprentice-${mageClass.toLowerCase()}`,
    name: `Apprentice ${mageClass}`,
    type: 'creature',
    subtypes: ['Mage'],
    schools: [],
    schoolJoin: 'OR',
    cost: 0,
    action: 'full',
    range: { min: 0, max: 0 },
    targets: [],
    traits: [{ id: 'Living' }],
    life: 24,
    armor: 0,
    channeling: 10,
    // MD-2: the basic melee attack of 3 dice, without a combat skill (no Melee +1 in apprentice mode).
    attacks: [{ name: 'Basic melee attack', action: 'quick', kind: 'melee', damageTypes: [], dice: 3, effects: [], traits: [] }],
    defenses: [],
    effects: [],
    grants: [],
  };
}
