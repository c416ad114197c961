// mage-wars §1 / §12.1 the apprentice Mage (rules/mage-wars.md; seed 95, 107, 811, 1639): every apprentice Mage is the
// same level-6 creature, Channeling 10, Life 24, Armor 0, one 3-die quick melee attack, no ability card (MD-2).
import type { CardDefinition, MageAbility, School, Trait } from './card-definition';
import type { MageTraining } from './spellbook-cost';
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

// ---------------------------------------------------------------------------------------------------------------------
// §12 full mode: the four Mage ability cards as data (rules/mage-wars.md §12.0-§12.5; seed 1623-1826). The seed prints
// the Beastmaster card in full; for the other three, Life and Channeling come from the text (1701, 1740, 1782, 1788) and
// the spellbook points, Armor and ×3 schools are [EXTERNAL] (§12.1): 120 points and Armor 0 for every Mage (1636: "most
// Mages start with none"), the Priestess opposed to Dark. Judge's call for the Wizard: Arcane plus the elemental school
// the player names at build time (1788, [EXTERNAL]); without it only Arcane is trained.

export interface MageAbilityCard {
  readonly mageClass: MageClass;
  readonly frenchName: string;
  readonly life: number;
  readonly armor: number;
  readonly channeling: number;
  readonly spellbookPoints: number;
  readonly trained: readonly School[];
  readonly opposed: readonly School[];
  readonly subtypes: readonly string[];
  /** MG-BM-3 / MG-WL-3: the combat skill (Melee +1) on top of the shared 3-die basic melee attack. */
  readonly traits: readonly Trait[];
  readonly abilities: readonly MageAbility[];
  readonly seed: string;
}

/** MG-WZ-2: Arcane Zap, an innate attack spell: cost 1, quick, ranged 0-1, 3 dice, Ethereal, once per round (TV-39). */
export const ARCANE_ZAP: CardDefinition = {
  id: 'arcane-zap', name: 'Arcane Zap', frenchName: 'Frappe arcanique', type: 'attack', subtypes: [], schools: [{ school: 'Arcane', level: 1 }], schoolJoin: 'OR',
  cost: 1, action: 'quick', range: { min: 0, max: 1 }, targets: ['creature', 'conjuration'], traits: [],
  attacks: [{ name: 'Arcane Zap', action: 'quick', kind: 'ranged', range: { min: 0, max: 1 }, damageTypes: [], dice: 3, effects: [], traits: [{ id: 'Ethereal' }] }],
  defenses: [], effects: [], grants: [],
};

/**
 * MG-PR-2 Restoration: two innate incantations of the Priestess (seed 1718-1734): quick, one condition marker; full, any
 * number; a creature 0-1 zones away; each marker's removal cost is paid (TV-29: Stun costs 4). No school is printed, so
 * it is not a Holy incantation for Divine Reward (judge's default, §12.3 [AMBIGUOUS]). Cast cost 0: only the markers cost.
 */
const restoration = (id: string, action: 'quick' | 'full', max: number | null): CardDefinition => ({
  id, name: `Restoration (${action})`, frenchName: 'Restauration', type: 'incantation', subtypes: [], schools: [], schoolJoin: 'OR', cost: 0, action,
  range: { min: 0, max: 1 }, targets: ['creature'], traits: [], attacks: [], defenses: [], effects: [{ kind: 'payToRemoveChosen', max }], grants: [],
});
export const RESTORATION_QUICK = restoration('restoration-quick', 'quick', 1);
export const RESTORATION_FULL = restoration('restoration-full', 'full', null);

export const MAGE_ABILITY_CARDS: Readonly<Record<MageClass, MageAbilityCard>> = {
  Beastmaster: {
    mageClass: 'Beastmaster', frenchName: 'Maître des bêtes', life: 36, armor: 0, channeling: 9, spellbookPoints: 120, trained: ['Nature'], opposed: ['Fire'],
    subtypes: ['Mage', 'Wood Elf'], traits: [{ id: 'Melee', value: 1 }], seed: '1649-1697',
    abilities: [
      { kind: 'quickSummon', rule: 'MG-BM-1', subtype: 'Animal', maxLevel: 1 },
      { kind: 'bond', rule: 'MG-BM-2', marker: 'Pet', subtype: 'Animal', pay: 'mana', grants: [{ id: 'Melee', value: 1 }, { id: 'Armor', value: 1 }, { id: 'Life', value: 3 }], grantsNearMage: [{ id: 'Melee', value: 1 }] },
    ],
  },
  Priestess: {
    mageClass: 'Priestess', frenchName: 'Prêtresse', life: 32, armor: 0, channeling: 10, spellbookPoints: 120, trained: ['Holy'], opposed: ['Dark'],
    subtypes: ['Mage', 'Human'], traits: [], seed: '1699-1736',
    abilities: [
      { kind: 'reward', rule: 'MG-PR-1', school: 'Holy', life: 1 },
      { kind: 'innateSpell', rule: 'MG-PR-2', card: RESTORATION_QUICK, perRound: null },
      { kind: 'innateSpell', rule: 'MG-PR-2', card: RESTORATION_FULL, perRound: null },
    ],
  },
  Warlock: {
    mageClass: 'Warlock', frenchName: 'Mage-guerrier', life: 38, armor: 0, channeling: 9, spellbookPoints: 120, trained: ['Fire', 'Dark'], opposed: ['Holy'],
    subtypes: ['Mage', 'Human'], traits: [{ id: 'Melee', value: 1 }], seed: '1738-1784',
    abilities: [
      { kind: 'curseReturn', rule: 'MG-WL-1' },
      { kind: 'bond', rule: 'MG-WL-2', marker: 'Bloodreaper', subtype: 'Demon', pay: 'life', grants: [{ id: 'Bloodthirsty', value: 2 }], grantsNearMage: [], healOnFirstLivingDamage: 2 },
    ],
  },
  Wizard: {
    mageClass: 'Wizard', frenchName: 'Sorcier', life: 32, armor: 0, channeling: 10, spellbookPoints: 120, trained: ['Arcane'], opposed: [],
    subtypes: ['Mage', 'Human'], traits: [], seed: '1786-1826',
    abilities: [
      { kind: 'ward', rule: 'MG-WZ-1', marker: 'Voltaric Shield', cost: 2, absorb: 3 },
      { kind: 'innateSpell', rule: 'MG-WZ-2', card: ARCANE_ZAP, perRound: 1 },
    ],
  },
};

export const ELEMENTAL_SCHOOLS: readonly School[] = ['Earth', 'Air', 'Water', 'Fire'];

/** §12.0: the Mage's training for spellbook building (SB-2); the Wizard adds the elemental school chosen at build time. */
export function mageTraining(mageClass: MageClass, element?: School): MageTraining & { readonly mageClass: MageClass } {
  const m = MAGE_ABILITY_CARDS[mageClass];
  const trained = mageClass === 'Wizard' && element ? [...m.trained, element] : m.trained;
  return { mageClass, trained, opposed: m.opposed, spellbookPoints: m.spellbookPoints };
}

/** §12.0: the full-mode Mage as a level-6 creature card (MG-1): the ability card's stats, combat skill and abilities. */
export function fullMageCard(mageClass: MageClass): CardDefinition {
  const m = MAGE_ABILITY_CARDS[mageClass];
  return {
    id: `mage-${mageClass.toLowerCase()}`,
    name: mageClass,
    frenchName: m.frenchName,
    type: 'creature',
    subtypes: m.subtypes,
    schools: [],
    schoolJoin: 'OR',
    cost: 0,
    action: 'full',
    range: { min: 0, max: 0 },
    targets: [],
    traits: [{ id: 'Living' }, ...m.traits],
    life: m.life,
    armor: m.armor,
    channeling: m.channeling,
    // §12.1: every Mage shares the basic 3-die quick melee attack; Melee +1 (a trait) makes it roll 4 (MG-BM-3, TV-31).
    attacks: [{ name: 'Basic melee attack', action: 'quick', kind: 'melee', damageTypes: [], dice: 3, effects: [], traits: [] }],
    defenses: [],
    effects: [],
    grants: [],
    mageAbilities: m.abilities,
  };
}
