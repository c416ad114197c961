// mage-wars §13.6 card facts (rules/mage-wars.md; seed lines per row), issue 15: the survivors of the 2026-11-28 run of
// card-facts.ts. The table is pinned here row by row (its names and seed lines were checked by hand against the French
// OCR, seed 001: each French name is printed at or next to a cited line, in full in the box contents, line 1973), and
// every fact the server checks is stated both ways: a definition that agrees is accepted, whatever it says about the
// fields the book leaves free, and one that disagrees by one is refused (MD-3), naming the card and the book's value.
import { refusalOf, type Refusal } from '../testing/refusal';
import type { CardDefinition, SpellType, Trait } from './card-definition';
import { CARD_FACTS, assertAgreesWithFacts, factConflicts, factFor, type CardFact } from './card-facts';

type Named = readonly [cardId: string, frenchName: string, englishName: string | null, seed: string];
type Checked = Omit<CardFact, 'cardId' | 'frenchName' | 'englishName' | 'fact' | 'seed'>;

/** Every row: the card id, its French name as printed, its English name (null: not known), the seed lines that state it. */
const NAMED: readonly Named[] = [
  ['sleep', 'Sommeil', 'Sleep', '807'],
  ['fireball', 'Boule de feu', 'Fireball', '851'],
  ['block', 'Blocage', 'Block', '1128, 1150'],
  ['nullify', 'Annulation', 'Nullify', '849, 1126'],
  ['harmonize', 'Harmonisation', 'Harmonize', '1074'],
  ['rhino-hide', 'Cuir de rhinocéros', 'Rhino Hide', '1086, 1099'],
  ['agony', 'Agonie', 'Agony', '1104'],
  ['retaliate', 'Représailles', 'Retaliate?', '1122, 1568'],
  ['essence-drain', "Drain d'essence", 'Essence Drain', '1093'],
  ['chains-of-agony', "Chaînes d'agonie", 'Chains of Agony', '1095'],
  ['consecrated-ground', 'Sol consacré', 'Consecrated Ground?', '1097'],
  ['jinx', 'Grain de sable', 'Jinx', '1671, 1824'],
  ['mage-wand', 'Baguette de magicien', 'Mage Wand', '1180, 1190'],
  ['elemental-wand', 'Baguette élémentaire', 'Elemental Wand', '1857'],
  ['battle-forge', 'Forge de bataille', 'Battle Forge', '1170'],
  ['lair', 'Tanière', 'Lair', '998, 1888'],
  ['temple-of-asyra', "Temple d'Asyra", 'Temple of Asyra', '1890'],
  ['pentagram', 'Pentacle', 'Pentagram', '1768'],
  ['tooth-and-nail', 'Griffes et crocs', 'Tooth and Nail?', '986'],
  ['stranglevine', 'Lianes étrangleuses', 'Stranglevine', '692'],
  ['adramelech', 'Adramelech, seigneur du feu', 'Adramelech, Lord of Fire', '1861'],
  ['timber-wolf', 'Loup des bois', 'Timber Wolf', '1679'],
  ['bitterwood-fox', 'Renard de Boisaigre', 'Bitterwood Fox', '1671'],
  ['thunderift-falcon', 'Faucon de Tonnebrèche', 'Thunderift Falcon', '1671, 721'],
  ['feral-bobcat', 'Lynx sauvage', 'Feral Bobcat?', '1671'],
  ['dark-pact-slayer', 'Massacreur du sombre pacte', 'Dark Pact Slayer', '1764'],
  ['highland-unicorn', 'Licorne des Hautes terres', 'Highland Unicorn', '554, 562'],
  ['knight-of-westlock', 'Chevalier de Westlock', 'Knight of Westlock', '1441'],
  ['firebrand-imp', 'Diablotin de feu', 'Firebrand Imp', '1368, 1445'],
  ['asyran-cleric', "Clerc d'Asyra", 'Asyran Cleric', '1422'],
  ['royal-archer', 'Archère royale', 'Royal Archer', '684, 1250'],
  ['steelclaw-grizzly', "Grizzly griffe d'acier", 'Steelclaw Grizzly', '755'],
  ['darkfenne-hydra', 'Hydre de Sombremarais', 'Darkfenne Hydra', '1568'],
  ['samandriel', 'Samandriel, ange de lumière', null, '1330'],
  ['esprit-virevoltant', 'Esprit virevoltant', null, '936'],
  ['fog-bank', 'Banc de brouillard', 'Fog Bank', '1820'],
  ['huginn', 'Huginn, corbeau familier', 'Huginn, Raven Familiar', '769'],
  ['lightning-bolt', 'Éclair', 'Lightning Bolt', '1437, 1441'],
  ['pillar-of-light', 'Pilier de lumière', 'Pillar of Light', '936'],
  ['sosruko', 'Sosruko, compagnon furet', 'Sosruko, Ferret Companion', '2258'],
];

/** What each row lets the server check (the rest of a definition is free). */
const CHECKED: readonly (readonly [string, Checked])[] = [
  ['sleep', { type: 'incantation' }],
  ['fireball', { type: 'attack', cost: 8 }],
  ['block', { type: 'enchantment', revealCost: 2, mandatory: true }],
  ['nullify', { type: 'enchantment', mandatory: true }],
  ['harmonize', { type: 'enchantment', revealCost: 2, traits: [{ id: 'Magebind', value: 2 }] }],
  ['rhino-hide', { type: 'enchantment' }],
  ['agony', { type: 'enchantment' }],
  ['retaliate', { type: 'enchantment' }],
  ['essence-drain', { type: 'enchantment' }],
  ['chains-of-agony', { type: 'enchantment' }],
  ['consecrated-ground', { type: 'enchantment' }],
  ['jinx', { type: 'enchantment' }],
  ['mage-wand', { type: 'equipment', traits: [{ id: 'Spellbind' }] }],
  ['elemental-wand', { type: 'equipment', level: 2 }],
  ['battle-forge', { type: 'conjuration', subtypes: ['Spawnpoint'] }],
  ['lair', { type: 'conjuration', subtypes: ['Spawnpoint'], channeling: 2 }],
  ['temple-of-asyra', { type: 'conjuration' }],
  ['pentagram', { type: 'conjuration', subtypes: ['Spawnpoint'] }],
  ['tooth-and-nail', { type: 'conjuration' }],
  ['stranglevine', { type: 'conjuration' }],
  ['adramelech', { type: 'creature', level: 6 }],
  ['timber-wolf', { type: 'creature', subtypes: ['Animal'], level: 2 }],
  ['bitterwood-fox', { type: 'creature', subtypes: ['Animal'], level: 1 }],
  ['thunderift-falcon', { type: 'creature', subtypes: ['Animal'], level: 1 }],
  ['feral-bobcat', { type: 'creature', subtypes: ['Animal'], level: 1 }],
  ['dark-pact-slayer', { type: 'creature', subtypes: ['Demon'], level: 3 }],
  ['highland-unicorn', { type: 'creature', traits: [{ id: 'Regenerate', value: 2 }] }],
  ['knight-of-westlock', { type: 'creature', traits: [{ id: 'TypeModifier', damageType: 'lightning', value: 2 }] }],
  ['firebrand-imp', { type: 'creature', traits: [{ id: 'Immunity', damageType: 'flame' }], armor: 2 }],
  ['asyran-cleric', { type: 'creature' }],
  ['royal-archer', { type: 'creature' }],
  ['steelclaw-grizzly', { type: 'creature' }],
  ['darkfenne-hydra', { type: 'creature' }],
  ['samandriel', { type: 'creature' }],
  ['esprit-virevoltant', { traits: [{ id: 'Incorporeal' }] }],
  ['fog-bank', { traits: [{ id: 'Incorporeal' }] }],
  ['huginn', { type: 'creature' }],
  ['lightning-bolt', { type: 'attack' }],
  ['pillar-of-light', { type: 'attack' }],
  ['sosruko', { type: 'creature' }],
];

const checkedOf = (id: string): Checked => CHECKED.find(([cardId]) => cardId === id)![1];

/** A definition of `id` agreeing with `c`; every field the book leaves free is set to something the book does not say. */
const agreeing = (id: string, c: Checked): CardDefinition => ({
  id,
  name: id,
  type: c.type ?? 'conjuration',
  subtypes: c.subtypes ?? [],
  schools: [{ school: 'Nature', level: c.level ?? 5 }],
  schoolJoin: 'OR',
  cost: c.cost ?? 5,
  action: 'full',
  range: { min: 0, max: 1 },
  targets: ['zone'],
  traits: c.traits ?? [{ id: 'Flying' }],
  armor: c.armor ?? 4,
  channeling: c.channeling ?? 3,
  revealCost: c.revealCost ?? 3,
  mandatory: c.mandatory ?? true,
  attacks: [],
  defenses: [],
  effects: [],
  grants: [],
  ...(id === 'mage-wand' ? { spellbind: ['incantation'] as const } : {}),
});

const refusal = (id: string, conflicts: readonly string[]): Refusal => ({
  ruleId: 'mage-wars/MD-3',
  section: '§13.6',
  message: `card definition ${id} contradicts the rulebook: ${conflicts.join('; ')}`,
});

const otherType = (t: SpellType): SpellType => (t === 'attack' ? 'incantation' : 'attack');
const otherId = (t: Trait): Trait => ({ ...t, id: t.id === 'Flying' ? 'Fast' : 'Flying' });

/** Each checked fact of a row, broken by one: [what, the definition, the conflicts it must be refused with]. */
function brokenBy(id: string, c: Checked): [string, CardDefinition, string[]][] {
  const ok = agreeing(id, c);
  const wand = id === 'mage-wand' ? ['spellbind (the book: incantations only)'] : [];
  const out: [string, CardDefinition, string[]][] = [];
  if (c.type !== undefined) out.push([`type ${otherType(c.type)}`, { ...ok, type: otherType(c.type) }, [`type (the book: ${c.type})`]]);
  if (typeof c.cost === 'number') out.push([`cost ${c.cost + 1}`, { ...ok, cost: c.cost + 1 }, [`cost (the book: ${c.cost})`]]);
  if (c.level !== undefined) out.push([`level ${c.level + 1}`, { ...ok, schools: [{ school: 'Nature', level: c.level + 1 }] }, [`level (the book: ${c.level})`]]);
  for (const s of c.subtypes ?? []) out.push([`no ${s} subtype`, { ...ok, subtypes: ok.subtypes.filter((x) => x !== s) }, [`subtypes (the book: ${s})`]]);
  for (const t of c.traits ?? []) {
    const rest = ok.traits.filter((u) => u !== t);
    out.push([`no ${t.id}`, { ...ok, traits: rest }, [`traits (the book: ${t.id})`, ...wand]]);
    out.push([`${t.id} under another trait id`, { ...ok, traits: [...rest, otherId(t)] }, [`traits (the book: ${t.id})`, ...wand]]);
    if (t.value !== undefined) out.push([`${t.id} ${t.value + 1}`, { ...ok, traits: [...rest, { ...t, value: t.value + 1 }] }, [`traits (the book: ${t.id})`]]);
    if (t.damageType !== undefined) out.push([`${t.id} against poison`, { ...ok, traits: [...rest, { ...t, damageType: 'poison' }] }, [`traits (the book: ${t.id})`]]);
  }
  if (c.revealCost !== undefined) out.push([`reveal cost ${c.revealCost + 1}`, { ...ok, revealCost: c.revealCost + 1 }, [`revealCost (the book: ${c.revealCost})`]]);
  if (c.mandatory !== undefined) {
    out.push([`mandatory ${!c.mandatory}`, { ...ok, mandatory: !c.mandatory }, [`mandatory (the book: ${c.mandatory})`]]);
    out.push(['mandatory unstated', { ...ok, mandatory: undefined }, c.mandatory ? [`mandatory (the book: true)`] : []]);
  }
  if (c.channeling !== undefined) out.push([`channeling ${c.channeling + 1}`, { ...ok, channeling: c.channeling + 1 }, [`channeling (the book: ${c.channeling})`]]);
  if (c.armor !== undefined) out.push([`armor ${c.armor + 1}`, { ...ok, armor: c.armor + 1 }, [`armor (the book: ${c.armor})`]]);
  if (id === 'mage-wand') out.push(['binding attacks', { ...ok, spellbind: ['attack'] }, wand]);
  return out;
}

const BROKEN: [string, string, CardDefinition, string[]][] = CHECKED.flatMap(([id, c]) => brokenBy(id, c).map(([what, card, conflicts]): [string, string, CardDefinition, string[]] => [id, what, card, conflicts]));

describe('mage-wars §13.6 card facts, pinned (MD-3, mutation)', () => {
  it('mage-wars/MD-3 the table names these 40 cards, in this order, with their French and English names and seed lines', () => {
    expect(CARD_FACTS.map((f): Named => [f.cardId, f.frenchName, f.englishName, f.seed])).toEqual(NAMED);
  });

  it('mage-wars/MD-3 the table lets the server check exactly these facts', () => {
    expect(CARD_FACTS.map(({ cardId, frenchName: _fr, englishName: _en, fact: _fact, seed: _seed, ...checked }): readonly [string, Checked] => [cardId, checked])).toEqual(CHECKED);
  });

  it.each(NAMED)('mage-wars/MD-3 %s (%s) is found by its id', (cardId, frenchName) => {
    expect(factFor(cardId)).toMatchObject({ cardId, frenchName });
  });

  it.each(CHECKED)('mage-wars/MD-3 %s as the book states it is accepted, whatever it says about the rest', (id, c) => {
    const card = agreeing(id, c);
    expect(factConflicts(card)).toEqual([]);
    expect(refusalOf(() => assertAgreesWithFacts(card))).toBeUndefined();
  });

  it.each(BROKEN)('mage-wars/MD-3 %s with %s is refused, naming the card and the fact', (id, _what, card, conflicts) => {
    expect(refusalOf(() => assertAgreesWithFacts(card))).toEqual(refusal(id, conflicts));
  });

  it('mage-wars/MD-3 a row the book states no mandatory flag for leaves it free; one it states true refuses an unstated flag', () => {
    expect(factConflicts({ ...agreeing('agony', checkedOf('agony')), mandatory: undefined })).toEqual([]);
    expect(factConflicts({ ...agreeing('agony', checkedOf('agony')), mandatory: false })).toEqual([]);
    expect(factConflicts({ ...agreeing('nullify', checkedOf('nullify')), mandatory: undefined })).toEqual(['mandatory (the book: true)']);
  });

  it('mage-wars/MD-3 a row with no type, channeling, reveal cost or armor accepts a definition that has them (Fog Bank)', () => {
    const card: CardDefinition = { ...agreeing('fog-bank', checkedOf('fog-bank')), type: 'creature', channeling: 1, revealCost: 1, armor: 0 };
    expect(factConflicts(card)).toEqual([]);
  });
});
