// mage-wars §13.4 / §13.6 the school and level of every card of the four starter books (rules/mage-wars.md; seed
// 1671-1679, 1764, 1857-1861, 1888-1890), for building and checking books (SB-1..SB-8). The rulebook prints no card
// database (§17.3): only the few facts of §13.6 are the book's. Every other line is a DECLARED ASSUMPTION (`A`, not `F`):
// a reading of the physical card the seed does not carry, written here so that the starter books' point totals are
// reproducible and every guess is visible. A client that registers a card definition overrides all of this.
import type { MageClass } from './apprentice-spellbooks';
import type { School } from './card-definition';

export interface StarterCardFact {
  readonly schools: readonly { readonly school: School; readonly level: number }[];
  readonly join: 'OR' | 'AND';
  /** SB-8: a class-only or a school-only card. */
  readonly onlyFor?: { readonly classes?: readonly MageClass[]; readonly trainedIn?: School };
  readonly subtypes?: readonly string[];
  /** `fact`: stated by the rulebook (seed lines); `assumption`: declared here, not in the source. */
  readonly basis: 'fact' | 'assumption';
  readonly source: string;
}

type Parts = string; // "Nature 1", "Fire 2 & Dark 4", "Earth 2 | Water 2"
const parse = (p: Parts): Pick<StarterCardFact, 'schools' | 'join'> => {
  const join = p.includes('&') ? 'AND' : 'OR';
  const schools = p.split(/[&|]/).map((x) => {
    const [school, level] = x.trim().split(' ');
    return { school: school as School, level: Number(level) };
  });
  return { schools, join };
};
/** A fact of the rulebook, with its seed lines. */
const F = (p: Parts, source: string, extra: Partial<StarterCardFact> = {}): StarterCardFact => ({ ...parse(p), basis: 'fact', source, ...extra });
/** A declared assumption (the school and level the physical card is taken to print). */
const A = (p: Parts, why = 'not in the seed: school and level assumed from the card', extra: Partial<StarterCardFact> = {}): StarterCardFact => ({ ...parse(p), basis: 'assumption', source: why, ...extra });

/**
 * SB-1 bounds the guesses: the seed says the four starter books are legal (1968), so a book's assumed levels must total
 * at most 120 points. Where the first reading overshot (Beastmaster 127, Priestess 122, Warlock 124, Wizard 124), the
 * lowest plausible level was taken for these cards.
 */
const LEGAL = 'not in the seed: level assumed, lowered so that its starter book is legal (seed 1968, SB-1)';
const SCHOOL_ONLY_LEVEL = 'not in the seed: level assumed; the restriction is a fact';

export const STARTER_CARD_FACTS: Readonly<Record<string, StarterCardFact>> = {
  // Facts of §13.6 (and §12 / TV-40, TV-41): these hold whatever a card database says.
  'elemental-wand': F('Earth 2 | Water 2 | Air 2 | Fire 2', 'seed 1857 (TV-40): level 2, Earth OR Water OR Air OR Fire'),
  adramelech: F('Fire 2 & Dark 4', 'seed 1861 (TV-41): Fire 2 & Dark 4, level 6', { subtypes: ['Demon'] }),
  // Levels are facts; the school of these Animals (Nature) is assumed (the seed names the level and the Animal subtype).
  'timber-wolf': F('Nature 2', 'seed 1679: Animal, level 2 (school Nature assumed)', { subtypes: ['Animal'] }),
  'bitterwood-fox': F('Nature 1', 'seed 1671: Animal, level 1 (school Nature assumed)', { subtypes: ['Animal'] }),
  'thunderift-falcon': F('Nature 1', 'seed 1671: Animal, level 1 (school Nature assumed)', { subtypes: ['Animal'] }),
  'feral-bobcat': F('Nature 1', 'seed 1671: Animal, level 1 (school Nature assumed)', { subtypes: ['Animal'] }),
  'dark-pact-slayer': F('Dark 3', 'seed 1764: Demon, level 3 (school Dark assumed)', { subtypes: ['Demon'] }),
  // SB-8 restrictions are facts (seed 1888, 1890); their levels are assumed.
  lair: A('Nature 3', SCHOOL_ONLY_LEVEL, { onlyFor: { classes: ['Beastmaster'] }, subtypes: ['Spawnpoint'] }),
  'temple-of-asyra': A('Holy 3', SCHOOL_ONLY_LEVEL, { onlyFor: { trainedIn: 'Holy' }, subtypes: ['Spawnpoint'] }),
  // Spawnpoints are facts (seed 1170, 1768); levels assumed.
  'battle-forge': A('War 2', 'not in the seed: level assumed; a spawnpoint (seed 1170)', { subtypes: ['Spawnpoint'] }),
  pentagram: A('Dark 3', 'not in the seed: level assumed; a Warlock spawnpoint for demons (seed 1768)', { subtypes: ['Spawnpoint'] }),

  // Declared assumptions, book by book (first appearance).
  // Beastmaster
  'anneau-des-betes': A('Nature 1'),
  'mage-wand': A('Arcane 1'),
  'staff-of-beasts': A('Nature 1'),
  'elemental-cloak': A('Nature 1', LEGAL),
  'regrowth-belt': A('Nature 1'),
  bearskin: A('Nature 1'),
  'mana-flower': A('Nature 1'),
  'rajans-fury': A('Nature 1', LEGAL),
  'tooth-and-nail': A('Nature 1', LEGAL),
  stranglevine: A('Nature 2'),
  'mohktari-great-tree-of-life': A('Nature 3'),
  'wall-of-thorns': A('Nature 2'),
  'cervere-the-forest-shadow': A('Nature 2', LEGAL),
  'mountain-gorilla': A('Nature 3', undefined, { subtypes: ['Animal'] }),
  'redclaw-alpha-male': A('Nature 3', undefined, { subtypes: ['Animal'] }),
  'steelclaw-grizzly': A('Nature 3', undefined, { subtypes: ['Animal'] }),
  'sosruko-ferret-companion': A('Nature 1', undefined, { subtypes: ['Animal'] }),
  'emerald-tegu': A('Nature 1', LEGAL, { subtypes: ['Animal'] }),
  'mongoose-agility': A('Nature 1'),
  'eagle-wings': A('Nature 1'),
  nullify: A('Arcane 2'),
  block: A('Holy 1'),
  'rhino-hide': A('Nature 1'),
  'bull-endurance': A('Nature 1'),
  'bear-strength': A('Nature 2'),
  'cobra-reflexes': A('Nature 1'),
  regrowth: A('Nature 1'),
  retaliate: A('War 1'),
  'cheetah-speed': A('Nature 1'),
  'marked-for-death': A('War 1'),
  'appel-de-la-foret': A('Nature 1'),
  charge: A('War 1'),
  'deplacement-denchantement': A('Arcane 1'),
  dispel: A('Arcane 2'),
  dissolve: A('Arcane 1', LEGAL),
  'frappe-parfaite': A('War 1'),
  'piercing-strike': A('War 1'),
  'battle-fury': A('War 1'),
  heal: A('Holy 2 | Nature 2'),
  'minor-heal': A('Holy 1 | Nature 1'),
  'group-heal': A('Holy 3 | Nature 3'),
  'rouse-the-beast': A('Nature 1'),
  'force-push': A('Arcane 1'),
  knockdown: A('War 1'),
  'courant-d-air': A('Air 1'),
  geyser: A('Water 2'),
  // Priestess
  'moonglow-amulet': A('Arcane 1'),
  'ring-of-asyra': A('Holy 1'),
  'dawnbreaker-ring': A('Holy 1'),
  'ivarium-longbow': A('War 1'),
  'staff-of-asyra': A('Holy 1'),
  'deflection-bracers': A('War 1'),
  'crown-of-protection': A('Holy 2'),
  'peau-de-vouivre-venteuse': A('Nature 1'),
  'hand-of-bim-shalla': A('Holy 2'),
  'grey-angel': A('Holy 3'),
  'royal-archer': A('War 2'),
  'brogan-bloodstone': A('War 3'),
  'knight-of-westlock': A('Holy 2'),
  'asyran-cleric': A('Holy 2'),
  'highland-unicorn': A('Holy 3', undefined, { subtypes: ['Animal'] }),
  'valshalla-lightning-angel': A('Holy 4'),
  'divine-intervention': A('Holy 2'),
  hawkeye: A('War 1'),
  pacify: A('Holy 1'),
  'divine-protection': A('Holy 1'),
  'consecrated-ground': A('Holy 1'),
  'imposition-des-mains': A('Holy 1'),
  'purge-magic': A('Arcane 2'),
  purify: A('Holy 1'),
  resurrection: A('Holy 4'),
  sleep: A('Mind 2'),
  'blinding-flash': A('Holy 1'),
  'pillar-of-light': A('Holy 1'),
  // Warlock
  'anneau-de-forgefeu': A('Fire 1'),
  'ring-of-curses': A('Dark 1'),
  'demonhide-armor': A('Dark 2'),
  'helm-of-fear': A('Dark 1'),
  'lash-of-hellfire': A('Fire 1', LEGAL),
  'leather-gloves': A('War 1'),
  'molochs-torment': A('Dark 1', LEGAL),
  'mana-crystal': A('Arcane 1'),
  'wall-of-fire': A('Fire 2'),
  'darkfenne-bat': A('Dark 1', undefined, { subtypes: ['Animal'] }),
  'firebrand-imp': A('Fire 1', 'not in the seed: school and level assumed (seed 1368: Immune to Flame)', { subtypes: ['Demon'] }),
  'goran-werewolf-pet': A('Dark 2', LEGAL),
  'infernal-pyromane': A('Fire 2', undefined, { subtypes: ['Demon'] }),
  malacoda: A('Dark 3', undefined, { subtypes: ['Demon'] }),
  'skeletal-sentry': A('Dark 1'),
  'necropian-vampiress': A('Dark 3'),
  weakness: A('Dark 1'),
  agony: A('Dark 2'),
  magebane: A('Arcane 1'),
  'chains-of-agony': A('Dark 2'),
  'ghoul-rot': A('Dark 2'),
  'death-link': A('Dark 1', LEGAL),
  'force-orb': A('Arcane 1'),
  'hellfire-trap': A('Fire 2'),
  'rogner-les-ailes': A('Arcane 1'),
  'poisoned-blood': A('Dark 1'),
  vampirism: A('Dark 2'),
  'seeking-dispel': A('Arcane 2'),
  'drain-life': A('Dark 2'),
  echappatoire: A('Arcane 1'),
  explode: A('Fire 2'),
  'frappe-vampirique': A('Dark 1'),
  teleport: A('Arcane 2'),
  'ring-of-fire': A('Fire 3'),
  fireball: A('Fire 2', 'not in the seed: school and level assumed (seed 851: a fire attack costing 8 mana)'),
  firestorm: A('Fire 3'),
  flameblast: A('Fire 1'),
  // Wizard
  'arcane-ring': A('Arcane 1'),
  'staff-of-the-arcanum': A('Arcane 2'),
  'leather-boots': A('War 1'),
  'suppression-cloak': A('Arcane 2'),
  'dragonscale-hauberk': A('War 2'),
  'poison-gas-cloud': A('Water 2'),
  'mana-siphon': A('Arcane 2'),
  'gorgon-archer': A('War 2'),
  'stonegaze-basilisk': A('Earth 3'),
  'fee-lueur-de-lune': A('Arcane 1'),
  'blue-gremlin': A('Arcane 1'),
  'huginn-raven-familiar': A('Arcane 2'),
  'darkfenne-hydra': A('Water 4'),
  'mana-leech': A('Arcane 1'),
  'cercle-declairs': A('Air 2'),
  decoy: A('Mind 1'),
  'essence-drain': A('Arcane 2'),
  'force-hold': A('Arcane 2'),
  'force-sword': A('Arcane 2'),
  harmonize: A('Arcane 1'),
  jinx: A('Arcane 1'),
  'reverse-attack': A('Arcane 2'),
  'reverse-magic': A('Arcane 1', LEGAL),
  'teleport-trap': A('Arcane 1', LEGAL),
  banish: A('Arcane 2'),
  'drain-power': A('Arcane 2'),
  'steal-enchantment': A('Arcane 3'),
  'chain-lightning': A('Air 3'),
  'lightning-bolt': A('Air 2'),
  electrification: A('Air 1'),
  'trait-electrique': A('Air 1'),
};

/** §13.4 / MG-WZ: the elemental school the starter Wizard is taken to be trained in (his book is lightning: Air). */
export const STARTER_WIZARD_ELEMENT: School = 'Air';
