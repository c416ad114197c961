// mage-wars §1 / §12 the Mage cards (rules/mage-wars.md; seed 95, 107, 811, 1623-1826): the apprentice Mage (MD-2), the
// four ability cards with their stats, training and abilities (MG-BM-*, MG-PR-*, MG-WL-*, MG-WZ-*), the full-mode Mage as a
// level-6 creature card (MG-1), Arcane Zap (TV-39) and the Restorations, and the training used to price a book (SB-2)
// (issue 15: the mutants of mages.ts).
import { validateCardDefinition } from './card-validator';
import { ARCANE_ZAP, ELEMENTAL_SCHOOLS, MAGE_ABILITY_CARDS, MAGE_LEVEL, RESTORATION_FULL, RESTORATION_QUICK, STARTING_MANA, apprenticeMageCard, fullMageCard, mageTraining } from './mages';

const BASIC = { name: 'Basic melee attack', action: 'quick', kind: 'melee', damageTypes: [], dice: 3, effects: [], traits: [] };

describe('mage-wars §1 / §12 Mage cards', () => {
  it('mage-wars/SP-1 mage-wars/SU-3 a Mage is level 6 and starts with 10 mana', () => {
    expect([MAGE_LEVEL, STARTING_MANA]).toEqual([6, 10]);
  });

  it('mage-wars/MD-2 the apprentice Mage: a level-6 creature, Life 24, Armor 0, Channeling 10, one 3-die quick melee attack', () => {
    expect(apprenticeMageCard('Wizard')).toEqual({
      id: 'apprentice-wizard', name: 'Apprentice Wizard', type: 'creature', subtypes: ['Mage'], schools: [], schoolJoin: 'OR', cost: 0, action: 'full',
      range: { min: 0, max: 0 }, targets: [], traits: [{ id: 'Living' }], life: 24, armor: 0, channeling: 10, attacks: [BASIC], defenses: [], effects: [], grants: [],
    });
  });

  it.each([
    ['Beastmaster', 'Maître des bêtes', 36, 9, ['Nature'], ['Fire'], ['Mage', 'Wood Elf'], 1, '1649-1697'],
    ['Priestess', 'Prêtresse', 32, 10, ['Holy'], ['Dark'], ['Mage', 'Human'], 0, '1699-1736'],
    ['Warlock', 'Mage-guerrier', 38, 9, ['Fire', 'Dark'], ['Holy'], ['Mage', 'Human'], 1, '1738-1784'],
    ['Wizard', 'Sorcier', 32, 10, ['Arcane'], [], ['Mage', 'Human'], 0, '1786-1826'],
  ] as const)('mage-wars/MG-1 the %s card (%s): Life %d, Channeling %d, trained %j, opposed %j', (m, french, life, channeling, trained, opposed, subtypes, melee, seed) => {
    expect(MAGE_ABILITY_CARDS[m]).toMatchObject({ mageClass: m, frenchName: french, life, armor: 0, channeling, spellbookPoints: 120, trained, opposed, subtypes, seed });
    expect(MAGE_ABILITY_CARDS[m].traits).toEqual(melee ? [{ id: 'Melee', value: 1 }] : []);
    const card = fullMageCard(m);
    expect(card).toEqual({
      id: `mage-${m.toLowerCase()}`, name: m, frenchName: french, type: 'creature', subtypes, schools: [], schoolJoin: 'OR', cost: 0, action: 'full',
      range: { min: 0, max: 0 }, targets: [], traits: [{ id: 'Living' }, ...MAGE_ABILITY_CARDS[m].traits], life, armor: 0, channeling,
      attacks: [BASIC], defenses: [], effects: [], grants: [], mageAbilities: MAGE_ABILITY_CARDS[m].abilities,
    });
  });

  it('mage-wars/MG-BM-1 mage-wars/MG-BM-2 the Beastmaster: quick summon of level-1 Animals; the Pet (mana) with Melee +1, Armor +1, Life +3, Melee +1 more near him', () => {
    expect(MAGE_ABILITY_CARDS.Beastmaster.abilities).toEqual([
      { kind: 'quickSummon', rule: 'MG-BM-1', subtype: 'Animal', maxLevel: 1 },
      { kind: 'bond', rule: 'MG-BM-2', marker: 'Pet', subtype: 'Animal', pay: 'mana', grants: [{ id: 'Melee', value: 1 }, { id: 'Armor', value: 1 }, { id: 'Life', value: 3 }], grantsNearMage: [{ id: 'Melee', value: 1 }] },
    ]);
  });

  it('mage-wars/MG-PR-1 mage-wars/MG-PR-2 the Priestess: a Holy reward of 1 Life; the two Restorations, any number of times', () => {
    expect(MAGE_ABILITY_CARDS.Priestess.abilities).toEqual([
      { kind: 'reward', rule: 'MG-PR-1', school: 'Holy', life: 1 },
      { kind: 'innateSpell', rule: 'MG-PR-2', card: RESTORATION_QUICK, perRound: null },
      { kind: 'innateSpell', rule: 'MG-PR-2', card: RESTORATION_FULL, perRound: null },
    ]);
    expect(RESTORATION_QUICK).toEqual({
      id: 'restoration-quick', name: 'Restoration (quick)', frenchName: 'Restauration', type: 'incantation', subtypes: [], schools: [], schoolJoin: 'OR', cost: 0, action: 'quick',
      range: { min: 0, max: 1 }, targets: ['creature'], traits: [], attacks: [], defenses: [], effects: [{ kind: 'payToRemoveChosen', max: 1 }], grants: [],
    });
    expect(RESTORATION_FULL).toMatchObject({ id: 'restoration-full', name: 'Restoration (full)', action: 'full', effects: [{ kind: 'payToRemoveChosen', max: null }] });
  });

  it('mage-wars/MG-WL-1 mage-wars/MG-WL-2 the Warlock: Curse veil; the Bloodreaper (Life) with Bloodthirsty +2 that heals him 2', () => {
    expect(MAGE_ABILITY_CARDS.Warlock.abilities).toEqual([
      { kind: 'curseReturn', rule: 'MG-WL-1' },
      { kind: 'bond', rule: 'MG-WL-2', marker: 'Bloodreaper', subtype: 'Demon', pay: 'life', grants: [{ id: 'Bloodthirsty', value: 2 }], grantsNearMage: [], healOnFirstLivingDamage: 2 },
    ]);
  });

  it('mage-wars/MG-WZ-1 mage-wars/MG-WZ-2 mage-wars/TV-39 the Wizard: the Voltaric Shield (2 mana, absorbs 3); Arcane Zap once a round', () => {
    expect(MAGE_ABILITY_CARDS.Wizard.abilities).toEqual([
      { kind: 'ward', rule: 'MG-WZ-1', marker: 'Voltaric Shield', cost: 2, absorb: 3 },
      { kind: 'innateSpell', rule: 'MG-WZ-2', card: ARCANE_ZAP, perRound: 1 },
    ]);
    expect(ARCANE_ZAP).toEqual({
      id: 'arcane-zap', name: 'Arcane Zap', frenchName: 'Frappe arcanique', type: 'attack', subtypes: [], schools: [{ school: 'Arcane', level: 1 }], schoolJoin: 'OR',
      cost: 1, action: 'quick', range: { min: 0, max: 1 }, targets: ['creature', 'conjuration'], traits: [],
      attacks: [{ name: 'Arcane Zap', action: 'quick', kind: 'ranged', range: { min: 0, max: 1 }, damageTypes: [], dice: 3, effects: [], traits: [{ id: 'Ethereal' }] }],
      defenses: [], effects: [], grants: [],
    });
    expect(validateCardDefinition(ARCANE_ZAP)).toBe(ARCANE_ZAP);
  });

  it('mage-wars/SB-2 the training that prices a book: the Wizard adds his element, nobody else does', () => {
    expect(mageTraining('Wizard', 'Fire')).toEqual({ mageClass: 'Wizard', trained: ['Arcane', 'Fire'], opposed: [], spellbookPoints: 120 });
    expect(mageTraining('Wizard')).toEqual({ mageClass: 'Wizard', trained: ['Arcane'], opposed: [], spellbookPoints: 120 });
    expect(mageTraining('Warlock', 'Air')).toEqual({ mageClass: 'Warlock', trained: ['Fire', 'Dark'], opposed: ['Holy'], spellbookPoints: 120 });
    expect(ELEMENTAL_SCHOOLS).toEqual(['Earth', 'Air', 'Water', 'Fire']);
  });
});
