// mage-wars §13.4 / §13.6 the school and level of every starter card (rules/mage-wars.md), issue 15: the survivors of the
// 2026-11-28 run of starter-card-facts.ts. Each card is pinned: its schools and levels (SB-2 prices them, SB-3 OR, SB-4
// &), its SB-8 restriction, its subtypes, whether it is a fact of the rulebook or a declared assumption, and the source or
// reason given. A fact cites its seed line; an assumption says why it was taken.
import type { MageClass } from './apprentice-spellbooks';
import type { School } from './card-definition';
import { STARTER_CARD_FACTS, STARTER_WIZARD_ELEMENT, type StarterCardFact } from './starter-card-facts';
import { STARTER_SPELLBOOKS } from './starter-spellbooks';

type OnlyFor = { readonly classes?: readonly MageClass[]; readonly trainedIn?: School } | null;
type Row = readonly [cardId: string, schools: string, join: 'OR' | 'AND', onlyFor: OnlyFor, subtypes: readonly string[] | null, basis: 'fact' | 'assumption', source: string];

/** "Nature 1", "Fire 2 & Dark 4", "Earth 2 | Water 2": the schools and levels as the card is taken to print them. */
const render = (fact: StarterCardFact): string => fact.schools.map((s) => `${s.school} ${s.level}`).join(fact.join === 'AND' ? ' & ' : ' | ');

const EXPECTED: readonly Row[] = [
  ['elemental-wand', 'Earth 2 | Water 2 | Air 2 | Fire 2', 'OR', null, null, 'fact', 'seed 1857 (TV-40): level 2, Earth OR Water OR Air OR Fire'],
  ['adramelech', 'Fire 2 & Dark 4', 'AND', null, ['Demon'], 'fact', 'seed 1861 (TV-41): Fire 2 & Dark 4, level 6'],
  ['timber-wolf', 'Nature 2', 'OR', null, ['Animal'], 'fact', 'seed 1679: Animal, level 2 (school Nature assumed)'],
  ['bitterwood-fox', 'Nature 1', 'OR', null, ['Animal'], 'fact', 'seed 1671: Animal, level 1 (school Nature assumed)'],
  ['thunderift-falcon', 'Nature 1', 'OR', null, ['Animal'], 'fact', 'seed 1671: Animal, level 1 (school Nature assumed)'],
  ['feral-bobcat', 'Nature 1', 'OR', null, ['Animal'], 'fact', 'seed 1671: Animal, level 1 (school Nature assumed)'],
  ['dark-pact-slayer', 'Dark 3', 'OR', null, ['Demon'], 'fact', 'seed 1764: Demon, level 3 (school Dark assumed)'],
  ['lair', 'Nature 3', 'OR', { classes: ['Beastmaster'] }, ['Spawnpoint'], 'assumption', 'not in the seed: level assumed; the restriction is a fact'],
  ['temple-of-asyra', 'Holy 3', 'OR', { trainedIn: 'Holy' }, ['Spawnpoint'], 'assumption', 'not in the seed: level assumed; the restriction is a fact'],
  ['battle-forge', 'War 2', 'OR', null, ['Spawnpoint'], 'assumption', 'not in the seed: level assumed; a spawnpoint (seed 1170)'],
  ['pentagram', 'Dark 3', 'OR', null, ['Spawnpoint'], 'assumption', 'not in the seed: level assumed; a Warlock spawnpoint for demons (seed 1768)'],
  ['anneau-des-betes', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['mage-wand', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['staff-of-beasts', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['elemental-cloak', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['regrowth-belt', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['bearskin', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['mana-flower', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['rajans-fury', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['tooth-and-nail', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['stranglevine', 'Nature 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['mohktari-great-tree-of-life', 'Nature 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['wall-of-thorns', 'Nature 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['cervere-the-forest-shadow', 'Nature 2', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['mountain-gorilla', 'Nature 3', 'OR', null, ['Animal'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['redclaw-alpha-male', 'Nature 3', 'OR', null, ['Animal'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['steelclaw-grizzly', 'Nature 3', 'OR', null, ['Animal'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['sosruko-ferret-companion', 'Nature 1', 'OR', null, ['Animal'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['emerald-tegu', 'Nature 1', 'OR', null, ['Animal'], 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['mongoose-agility', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['eagle-wings', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['nullify', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['block', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['rhino-hide', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['bull-endurance', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['bear-strength', 'Nature 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['cobra-reflexes', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['regrowth', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['retaliate', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['cheetah-speed', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['marked-for-death', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['appel-de-la-foret', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['charge', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['deplacement-denchantement', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['dispel', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['dissolve', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['frappe-parfaite', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['piercing-strike', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['battle-fury', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['heal', 'Holy 2 | Nature 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['minor-heal', 'Holy 1 | Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['group-heal', 'Holy 3 | Nature 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['rouse-the-beast', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['force-push', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['knockdown', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['courant-d-air', 'Air 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['geyser', 'Water 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['moonglow-amulet', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['ring-of-asyra', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['dawnbreaker-ring', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['ivarium-longbow', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['staff-of-asyra', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['deflection-bracers', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['crown-of-protection', 'Holy 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['peau-de-vouivre-venteuse', 'Nature 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['hand-of-bim-shalla', 'Holy 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['grey-angel', 'Holy 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['royal-archer', 'War 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['brogan-bloodstone', 'War 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['knight-of-westlock', 'Holy 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['asyran-cleric', 'Holy 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['highland-unicorn', 'Holy 3', 'OR', null, ['Animal'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['valshalla-lightning-angel', 'Holy 4', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['divine-intervention', 'Holy 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['hawkeye', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['pacify', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['divine-protection', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['consecrated-ground', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['imposition-des-mains', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['purge-magic', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['purify', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['resurrection', 'Holy 4', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['sleep', 'Mind 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['blinding-flash', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['pillar-of-light', 'Holy 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['anneau-de-forgefeu', 'Fire 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['ring-of-curses', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['demonhide-armor', 'Dark 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['helm-of-fear', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['lash-of-hellfire', 'Fire 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['leather-gloves', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['molochs-torment', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['mana-crystal', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['wall-of-fire', 'Fire 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['darkfenne-bat', 'Dark 1', 'OR', null, ['Animal'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['firebrand-imp', 'Fire 1', 'OR', null, ['Demon'], 'assumption', 'not in the seed: school and level assumed (seed 1368: Immune to Flame)'],
  ['goran-werewolf-pet', 'Dark 2', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['infernal-pyromane', 'Fire 2', 'OR', null, ['Demon'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['malacoda', 'Dark 3', 'OR', null, ['Demon'], 'assumption', 'not in the seed: school and level assumed from the card'],
  ['skeletal-sentry', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['necropian-vampiress', 'Dark 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['weakness', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['agony', 'Dark 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['magebane', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['chains-of-agony', 'Dark 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['ghoul-rot', 'Dark 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['death-link', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['force-orb', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['hellfire-trap', 'Fire 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['rogner-les-ailes', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['poisoned-blood', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['vampirism', 'Dark 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['seeking-dispel', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['drain-life', 'Dark 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['echappatoire', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['explode', 'Fire 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['frappe-vampirique', 'Dark 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['teleport', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['ring-of-fire', 'Fire 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['fireball', 'Fire 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed (seed 851: a fire attack costing 8 mana)'],
  ['firestorm', 'Fire 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['flameblast', 'Fire 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['arcane-ring', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['staff-of-the-arcanum', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['leather-boots', 'War 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['suppression-cloak', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['dragonscale-hauberk', 'War 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['poison-gas-cloud', 'Water 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['mana-siphon', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['gorgon-archer', 'War 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['stonegaze-basilisk', 'Earth 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['fee-lueur-de-lune', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['blue-gremlin', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['huginn-raven-familiar', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['darkfenne-hydra', 'Water 4', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['mana-leech', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['cercle-declairs', 'Air 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['decoy', 'Mind 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['essence-drain', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['force-hold', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['force-sword', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['harmonize', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['jinx', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['reverse-attack', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['reverse-magic', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['teleport-trap', 'Arcane 1', 'OR', null, null, 'assumption', 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)'],
  ['banish', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['drain-power', 'Arcane 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['steal-enchantment', 'Arcane 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['chain-lightning', 'Air 3', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['lightning-bolt', 'Air 2', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['electrification', 'Air 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
  ['trait-electrique', 'Air 1', 'OR', null, null, 'assumption', 'not in the seed: school and level assumed from the card'],
];

describe('mage-wars §13.4 starter card facts pinned (SB-2, SB-8)', () => {
  it('mage-wars/SB-2 the table holds exactly the cards of the four starter books, in order', () => {
    expect(Object.keys(STARTER_CARD_FACTS)).toEqual(EXPECTED.map((row) => row[0]));
    const inBooks = new Set(Object.values(STARTER_SPELLBOOKS).flatMap((book) => book.map((entry) => entry.cardId)));
    expect(new Set(Object.keys(STARTER_CARD_FACTS))).toEqual(inBooks);
  });

  it.each(EXPECTED)('mage-wars/SB-2 %s: %s (%s), SB-8 %o, subtypes %o, %s', (cardId, schools, join, onlyFor, subtypes, basis, source) => {
    const fact = STARTER_CARD_FACTS[cardId];
    expect(render(fact)).toBe(schools);
    expect(fact.join).toBe(join);
    expect(fact.onlyFor ?? null).toEqual(onlyFor);
    expect(fact.subtypes ?? null).toEqual(subtypes);
    expect(fact.basis).toBe(basis);
    expect(fact.source).toBe(source);
  });

  it.each(Object.entries(STARTER_CARD_FACTS))('mage-wars/SB-2 %s gives a source; a fact cites its seed line', (_cardId, fact) => {
    expect(fact.source.trim()).not.toBe('');
    if (fact.basis === 'fact') expect(fact.source).toMatch(/^seed \d+/);
  });

  it.each<[string, OnlyFor]>([
    ['lair', { classes: ['Beastmaster'] }],
    ['temple-of-asyra', { trainedIn: 'Holy' }],
  ])('mage-wars/SB-8 %s carries its restriction (seed 1888, 1890)', (cardId, onlyFor) => {
    expect(STARTER_CARD_FACTS[cardId].onlyFor).toEqual(onlyFor);
  });

  it('mage-wars/SB-2 the starter Wizard is trained in Air (his book is lightning)', () => {
    expect(STARTER_WIZARD_ELEMENT).toBe('Air');
  });
});
