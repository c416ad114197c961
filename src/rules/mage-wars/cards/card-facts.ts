// mage-wars §13.6 card facts stated in the rulebook (rules/mage-wars.md; seed lines per row). They are typed data: a
// client that registers one of these cards must agree with what the book prints (a Fireball costing 7 is refused).
import { RuleViolation } from '../../core/rule-violation';
import { hasTrait, spellLevel, type CardDefinition, type CastCost, type SpellType, type Trait } from './card-definition';

export interface CardFact {
  readonly cardId: string;
  readonly frenchName: string;
  readonly englishName: string | null;
  /** The fact in words, as the spec states it. */
  readonly fact: string;
  readonly seed: string;
  /** The parts a definition must agree with (absent = not checkable from the book). */
  readonly type?: SpellType;
  readonly cost?: CastCost;
  readonly level?: number;
  readonly subtypes?: readonly string[];
  readonly traits?: readonly Trait[];
  readonly revealCost?: number;
  readonly mandatory?: boolean;
  readonly channeling?: number;
  readonly armor?: number;
}

export const CARD_FACTS: readonly CardFact[] = [
  { cardId: 'sleep', frenchName: 'Sommeil', englishName: 'Sleep', fact: 'cost depends on the target level; level 3 costs 6', seed: '807', type: 'incantation' },
  { cardId: 'fireball', frenchName: 'Boule de feu', englishName: 'Fireball', fact: 'cost 8; ranged fire attack; targets a creature or conjuration', seed: '851', type: 'attack', cost: 8 },
  { cardId: 'block', frenchName: 'Blocage', englishName: 'Block', fact: 'mandatory defense enchantment; revealed in the Avoid step; reveal cost 2', seed: '1128, 1150', type: 'enchantment', revealCost: 2, mandatory: true },
  { cardId: 'nullify', frenchName: 'Annulation', englishName: 'Nullify', fact: 'mandatory enchantment that can counter a spell', seed: '849, 1126', type: 'enchantment', mandatory: true },
  { cardId: 'harmonize', frenchName: 'Harmonisation', englishName: 'Harmonize', fact: 'reveal cost 2, Magebind +2', seed: '1074', type: 'enchantment', revealCost: 2, traits: [{ id: 'Magebind', value: 2 }] },
  { cardId: 'rhino-hide', frenchName: 'Cuir de rhinocéros', englishName: 'Rhino Hide', fact: 'damage-reducing enchantment (cannot act retroactively)', seed: '1086, 1099', type: 'enchantment' },
  { cardId: 'agony', frenchName: 'Agonie', englishName: 'Agony', fact: 'the enchanted creature rolls 2 fewer attack dice', seed: '1104', type: 'enchantment' },
  { cardId: 'retaliate', frenchName: 'Représailles', englishName: 'Retaliate?', fact: 'single-use; gives attacks Counterstrike', seed: '1122, 1568', type: 'enchantment' },
  { cardId: 'essence-drain', frenchName: "Drain d'essence", englishName: 'Essence Drain', fact: 'acts in the Upkeep Phase (reveal at the end of Reset)', seed: '1093', type: 'enchantment' },
  { cardId: 'chains-of-agony', frenchName: "Chaînes d'agonie", englishName: 'Chains of Agony', fact: 'the creature takes damage if it moves', seed: '1095', type: 'enchantment' },
  { cardId: 'consecrated-ground', frenchName: 'Sol consacré', englishName: 'Consecrated Ground?', fact: 'can be revealed right after a creature enters a zone, before it attacks', seed: '1097', type: 'enchantment' },
  { cardId: 'jinx', frenchName: 'Grain de sable', englishName: 'Jinx', fact: 'affects quick spells (Quick summon, Arcane Zap)', seed: '1671, 1824', type: 'enchantment' },
  { cardId: 'mage-wand', frenchName: 'Baguette de magicien', englishName: 'Mage Wand', fact: 'Spellbind: incantations only', seed: '1180, 1190', type: 'equipment', traits: [{ id: 'Spellbind' }] },
  { cardId: 'elemental-wand', frenchName: 'Baguette élémentaire', englishName: 'Elemental Wand', fact: 'level 2, Earth OR Water OR Air OR Fire', seed: '1857', type: 'equipment', level: 2 },
  { cardId: 'battle-forge', frenchName: 'Forge de bataille', englishName: 'Battle Forge', fact: 'spawnpoint that can cast equipment', seed: '1170', type: 'conjuration', subtypes: ['Spawnpoint'] },
  { cardId: 'lair', frenchName: 'Tanière', englishName: 'Lair', fact: 'Beastmaster-only spawnpoint, Channeling 2, casts Animal creatures', seed: '998, 1888', type: 'conjuration', subtypes: ['Spawnpoint'], channeling: 2 },
  { cardId: 'temple-of-asyra', frenchName: "Temple d'Asyra", englishName: 'Temple of Asyra', fact: '"Holy Mage only"', seed: '1890', type: 'conjuration' },
  { cardId: 'pentagram', frenchName: 'Pentacle', englishName: 'Pentagram', fact: 'Warlock spawnpoint for demons', seed: '1768', type: 'conjuration', subtypes: ['Spawnpoint'] },
  { cardId: 'tooth-and-nail', frenchName: 'Griffes et crocs', englishName: 'Tooth and Nail?', fact: 'conjuration: every Animal gets Piercing +1 on melee attacks', seed: '986', type: 'conjuration' },
  { cardId: 'stranglevine', frenchName: 'Lianes étrangleuses', englishName: 'Stranglevine', fact: 'conjuration attached to a creature; teleport escapes it', seed: '692', type: 'conjuration' },
  { cardId: 'adramelech', frenchName: 'Adramelech, seigneur du feu', englishName: 'Adramelech, Lord of Fire', fact: 'Fire 2 & Dark 4, level 6', seed: '1861', type: 'creature', level: 6 },
  { cardId: 'timber-wolf', frenchName: 'Loup des bois', englishName: 'Timber Wolf', fact: 'Animal, level 2', seed: '1679', type: 'creature', subtypes: ['Animal'], level: 2 },
  { cardId: 'bitterwood-fox', frenchName: 'Renard de Boisaigre', englishName: 'Bitterwood Fox', fact: 'Animal, level 1', seed: '1671', type: 'creature', subtypes: ['Animal'], level: 1 },
  { cardId: 'thunderift-falcon', frenchName: 'Faucon de Tonnebrèche', englishName: 'Thunderift Falcon', fact: 'Animal, level 1; quick melee attack', seed: '1671, 721', type: 'creature', subtypes: ['Animal'], level: 1 },
  { cardId: 'feral-bobcat', frenchName: 'Lynx sauvage', englishName: 'Feral Bobcat?', fact: 'Animal, level 1', seed: '1671', type: 'creature', subtypes: ['Animal'], level: 1 },
  { cardId: 'dark-pact-slayer', frenchName: 'Massacreur du sombre pacte', englishName: 'Dark Pact Slayer', fact: 'Demon, level 3', seed: '1764', type: 'creature', subtypes: ['Demon'], level: 3 },
  { cardId: 'highland-unicorn', frenchName: 'Licorne des Hautes terres', englishName: 'Highland Unicorn', fact: 'Regenerate 2', seed: '554, 562', type: 'creature', traits: [{ id: 'Regenerate', value: 2 }] },
  { cardId: 'knight-of-westlock', frenchName: 'Chevalier de Westlock', englishName: 'Knight of Westlock', fact: 'Lightning +2', seed: '1441', type: 'creature', traits: [{ id: 'TypeModifier', damageType: 'lightning', value: 2 }] },
  { cardId: 'firebrand-imp', frenchName: 'Diablotin de feu', englishName: 'Firebrand Imp', fact: 'Immune to Flame; armor 2 in the example', seed: '1368, 1445', type: 'creature', traits: [{ id: 'Immunity', damageType: 'flame' }], armor: 2 },
  { cardId: 'asyran-cleric', frenchName: "Clerc d'Asyra", englishName: 'Asyran Cleric', fact: 'heal ability bar, range 0-1, 1 die', seed: '1422', type: 'creature' },
  { cardId: 'royal-archer', frenchName: 'Archère royale', englishName: 'Royal Archer', fact: 'Longbow: full action, ranged 1-2; knife: quick melee', seed: '684, 1250', type: 'creature' },
  { cardId: 'steelclaw-grizzly', frenchName: "Grizzly griffe d'acier", englishName: 'Steelclaw Grizzly', fact: '2 melee attacks: quick claws, a stronger full attack', seed: '755', type: 'creature' },
  { cardId: 'darkfenne-hydra', frenchName: 'Hydre de Sombremarais', englishName: 'Darkfenne Hydra', fact: 'has an attack with Counterstrike', seed: '1568', type: 'creature' },
  { cardId: 'samandriel', frenchName: 'Samandriel, ange de lumière', englishName: null, fact: '"+1 vs Nonliving or Dark"', seed: '1330', type: 'creature' },
  { cardId: 'esprit-virevoltant', frenchName: 'Esprit virevoltant', englishName: null, fact: 'Incorporeal', seed: '936', traits: [{ id: 'Incorporeal' }] },
  { cardId: 'fog-bank', frenchName: 'Banc de brouillard', englishName: 'Fog Bank', fact: 'Incorporeal', seed: '1820', traits: [{ id: 'Incorporeal' }] },
  { cardId: 'huginn', frenchName: 'Huginn, corbeau familier', englishName: 'Huginn, Raven Familiar', fact: 'quick action: look at a hidden enchantment within 2 zones', seed: '769', type: 'creature' },
  { cardId: 'lightning-bolt', frenchName: 'Éclair', englishName: 'Lightning Bolt', fact: 'Lightning damage; can Daze or Stun', seed: '1437, 1441', type: 'attack' },
  { cardId: 'pillar-of-light', frenchName: 'Pilier de lumière', englishName: 'Pillar of Light', fact: 'Ethereal; can Daze or Stun', seed: '936', type: 'attack' },
  { cardId: 'sosruko', frenchName: 'Sosruko, compagnon furet', englishName: 'Sosruko, Ferret Companion', fact: 'the only source of Taunt in the box', seed: '2258', type: 'creature' },
];

const FACTS_BY_ID = new Map(CARD_FACTS.map((f) => [f.cardId, f]));

export function factFor(cardId: string): CardFact | undefined {
  return FACTS_BY_ID.get(cardId);
}

const sameTrait = (a: Trait, b: Trait): boolean => a.id === b.id && a.value === b.value && a.damageType === b.damageType;

/** MD-3 / §13.6: the fields of `card` that contradict the rulebook's facts about it; empty when it agrees. */
export function factConflicts(card: CardDefinition): string[] {
  const f = FACTS_BY_ID.get(card.id);
  if (!f) return [];
  const out: string[] = [];
  if (f.type !== undefined && card.type !== f.type) out.push(`type (the book: ${f.type})`);
  if (f.cost !== undefined && JSON.stringify(card.cost) !== JSON.stringify(f.cost)) out.push(`cost (the book: ${JSON.stringify(f.cost)})`);
  if (f.level !== undefined && spellLevel(card) !== f.level) out.push(`level (the book: ${f.level})`);
  for (const s of f.subtypes ?? []) if (!card.subtypes.includes(s)) out.push(`subtypes (the book: ${s})`);
  for (const t of f.traits ?? []) if (!card.traits.some((u) => sameTrait(t, u)) && !card.grants.some((u) => sameTrait(t, u))) out.push(`traits (the book: ${t.id})`);
  if (f.revealCost !== undefined && card.revealCost !== f.revealCost) out.push(`revealCost (the book: ${f.revealCost})`);
  if (f.mandatory !== undefined && (card.mandatory ?? false) !== f.mandatory) out.push(`mandatory (the book: ${f.mandatory})`);
  if (f.channeling !== undefined && card.channeling !== f.channeling) out.push(`channeling (the book: ${f.channeling})`);
  if (f.armor !== undefined && card.armor !== f.armor) out.push(`armor (the book: ${f.armor})`);
  if (f.cardId === 'mage-wand' && !(hasTrait(card.traits, 'Spellbind') && card.spellbind?.join() === 'incantation')) out.push('spellbind (the book: incantations only)');
  return out;
}

export function assertAgreesWithFacts(card: CardDefinition): void {
  const conflicts = factConflicts(card);
  if (conflicts.length > 0) throw new RuleViolation('mage-wars/MD-3', '§13.6', `card definition ${card.id} contradicts the rulebook: ${conflicts.join('; ')}`);
}
