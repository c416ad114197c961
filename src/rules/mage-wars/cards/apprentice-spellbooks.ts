// mage-wars §13.5 apprentice spellbooks (rules/mage-wars.md; seed 132-290): the fixed lists of apprentice mode (MD-1, §1).
// Card ids are stable kebab-case names (G15: English where known, French otherwise); the stats come from definitions.
import type { SpellType } from './card-definition';

export type MageClass = 'Beastmaster' | 'Priestess' | 'Warlock' | 'Wizard';
export const MAGE_CLASSES: readonly MageClass[] = ['Beastmaster', 'Priestess', 'Warlock', 'Wizard'];

export interface SpellbookEntry {
  readonly cardId: string;
  readonly count: number;
  readonly type: SpellType;
  readonly frenchName: string;
  /** Best-effort English name; `?` marks an unverified one, null an unknown one (§13.4). */
  readonly englishName: string | null;
}

const e = (count: number, type: SpellType, cardId: string, frenchName: string, englishName: string | null): SpellbookEntry => ({ cardId, count, type, frenchName, englishName });

export const APPRENTICE_SPELLBOOKS: Readonly<Record<MageClass, readonly SpellbookEntry[]>> = {
  // A6: the Beastmaster list totals 33 cards, the others 30; kept as printed.
  Beastmaster: [
    e(1, 'equipment', 'staff-of-beasts', 'Bâton des bêtes', 'Staff of Beasts?'),
    e(1, 'equipment', 'elemental-cloak', 'Cape élémentaire', 'Elemental Cloak'),
    e(1, 'equipment', 'bearskin', "Peau d'ours", 'Bearskin'),
    // Printed under ENCHANTEMENTS with "(conjuration)" (seed 215): a conjuration.
    e(2, 'conjuration', 'stranglevine', 'Lianes étrangleuses', 'Stranglevine'),
    e(1, 'creature', 'cervere-the-forest-shadow', "Cervere, l'ombre de la forêt", 'Cervere, the Forest Shadow'),
    e(1, 'creature', 'thunderift-falcon', 'Faucon de Tonnebrèche', 'Thunderift Falcon'),
    e(1, 'creature', 'steelclaw-grizzly', "Grizzly griffe d'acier", 'Steelclaw Grizzly'),
    e(2, 'creature', 'timber-wolf', 'Loup des bois', 'Timber Wolf'),
    e(2, 'creature', 'feral-bobcat', 'Lynx sauvage', 'Feral Bobcat?'),
    e(2, 'creature', 'bitterwood-fox', 'Renard de Boisaigre', 'Bitterwood Fox'),
    e(1, 'creature', 'emerald-tegu', "Téju d'émeraude", 'Emerald Tegu'),
    e(1, 'enchantment', 'block', 'Blocage', 'Block'),
    e(2, 'enchantment', 'rhino-hide', 'Cuir de rhinocéros', 'Rhino Hide'),
    e(2, 'enchantment', 'bear-strength', "Force de l'ours", 'Bear Strength'),
    e(1, 'enchantment', 'cobra-reflexes', 'Réflexes du cobra', 'Cobra Reflexes'),
    e(1, 'enchantment', 'regrowth', 'Repousse', 'Regrowth'),
    e(1, 'enchantment', 'retaliate', 'Représailles', 'Retaliate?'),
    e(1, 'incantation', 'appel-de-la-foret', 'Appel de la forêt', null),
    e(1, 'incantation', 'charge', 'Charge', 'Charge'),
    e(1, 'incantation', 'dispel', 'Dissipation', 'Dispel'),
    e(1, 'incantation', 'dissolve', 'Dissolution', 'Dissolve'),
    e(1, 'incantation', 'group-heal', 'Guérison de groupe', 'Group Heal'),
    e(1, 'incantation', 'minor-heal', 'Guérison mineure', 'Minor Heal'),
    e(1, 'incantation', 'rouse-the-beast', 'Invective de la bête', 'Rouse the Beast'),
    e(1, 'attack', 'courant-d-air', "Courant d'air", null),
    e(2, 'attack', 'geyser', 'Geyser', 'Geyser'),
  ],
  Priestess: [
    e(1, 'equipment', 'staff-of-asyra', "Bâton d'Asyra", 'Staff of Asyra'),
    e(1, 'equipment', 'deflection-bracers', 'Bracelets de déflexion', 'Deflection Bracers'),
    e(1, 'equipment', 'peau-de-vouivre-venteuse', 'Peau de vouivre venteuse', null),
    e(1, 'creature', 'grey-angel', 'Ange gris', 'Grey Angel'),
    e(1, 'creature', 'royal-archer', 'Archère royale', 'Royal Archer'),
    e(1, 'creature', 'brogan-bloodstone', 'Brogan Pierre de sang', 'Brogan Bloodstone'),
    e(2, 'creature', 'knight-of-westlock', 'Chevalier de Westlock', 'Knight of Westlock'),
    e(2, 'creature', 'asyran-cleric', "Clerc d'Asyra", 'Asyran Cleric'),
    e(1, 'creature', 'highland-unicorn', 'Licorne des Hautes terres', 'Highland Unicorn'),
    e(1, 'enchantment', 'nullify', 'Annulation', 'Nullify'),
    e(2, 'enchantment', 'block', 'Blocage', 'Block'),
    e(1, 'enchantment', 'rhino-hide', 'Cuir de rhinocéros', 'Rhino Hide'),
    e(1, 'enchantment', 'bull-endurance', 'Endurance du taureau', 'Bull Endurance'),
    e(2, 'enchantment', 'pacify', 'Pacification', 'Pacify'),
    e(1, 'enchantment', 'divine-protection', 'Protection divine', 'Divine Protection'),
    e(1, 'enchantment', 'consecrated-ground', 'Sol consacré', 'Consecrated Ground?'),
    e(1, 'incantation', 'dispel', 'Dissipation', 'Dispel'),
    e(1, 'incantation', 'dissolve', 'Dissolution', 'Dissolve'),
    e(1, 'incantation', 'heal', 'Guérison', 'Heal'),
    e(1, 'incantation', 'group-heal', 'Guérison de groupe', 'Group Heal'),
    e(1, 'incantation', 'minor-heal', 'Guérison mineure', 'Minor Heal'),
    e(1, 'incantation', 'force-push', 'Poussée de force', 'Force Push'),
    e(1, 'incantation', 'sleep', 'Sommeil', 'Sleep'),
    e(1, 'attack', 'blinding-flash', 'Flash aveuglant', 'Blinding Flash'),
    e(2, 'attack', 'pillar-of-light', 'Pilier de lumière', 'Pillar of Light'),
  ],
  Warlock: [
    e(1, 'equipment', 'demonhide-armor', 'Armure en peau de démon', 'Demonhide Armor'),
    e(1, 'equipment', 'lash-of-hellfire', 'Fouet du feu infernal', 'Lash of Hellfire?'),
    e(1, 'equipment', 'leather-gloves', 'Gants en cuir', 'Leather Gloves'),
    e(1, 'creature', 'darkfenne-bat', 'Chauve-souris de Sombremarais', 'Darkfenne Bat'),
    e(2, 'creature', 'firebrand-imp', 'Diablotin de feu', 'Firebrand Imp'),
    e(1, 'creature', 'goran-werewolf-pet', 'Goran, compagnon loup-garou', 'Goran, Werewolf Pet'),
    e(2, 'creature', 'infernal-pyromane', 'Infernal pyromane', null),
    e(1, 'creature', 'dark-pact-slayer', 'Massacreur du sombre pacte', 'Dark Pact Slayer'),
    e(2, 'creature', 'skeletal-sentry', 'Sentinelle squelettique', 'Skeletal Sentry'),
    e(1, 'enchantment', 'weakness', 'Affaiblissement', 'Weakness'),
    e(1, 'enchantment', 'agony', 'Agonie', 'Agony'),
    e(1, 'enchantment', 'magebane', 'Céphalées magiques', 'Magebane?'),
    e(1, 'enchantment', 'ghoul-rot', 'Décrépitude de la goule', 'Ghoul Rot'),
    e(1, 'enchantment', 'bear-strength', "Force de l'ours", 'Bear Strength'),
    e(1, 'enchantment', 'death-link', 'Lien de mort', 'Death Link'),
    e(1, 'enchantment', 'vampirism', 'Vampirisme', 'Vampirism'),
    e(1, 'enchantment', 'marked-for-death', 'Voué à mourir', 'Marked for Death'),
    e(1, 'incantation', 'dispel', 'Dissipation', 'Dispel'),
    e(1, 'incantation', 'drain-life', 'Drain de vie', 'Drain Life'),
    e(1, 'incantation', 'explode', 'Explosion', 'Explode'),
    e(2, 'incantation', 'frappe-vampirique', 'Frappe vampirique', null),
    e(1, 'incantation', 'force-push', 'Poussée de force', 'Force Push'),
    e(1, 'attack', 'fireball', 'Boule de feu', 'Fireball'),
    e(1, 'attack', 'firestorm', 'Tempête de feu', 'Firestorm?'),
    e(2, 'attack', 'flameblast', 'Trait de flammes', 'Flameblast?'),
  ],
  Wizard: [
    e(1, 'equipment', 'elemental-wand', 'Baguette élémentaire', 'Elemental Wand'),
    e(1, 'equipment', 'staff-of-the-arcanum', "Bâton de l'Arcanum", 'Staff of the Arcanum'),
    e(1, 'equipment', 'leather-boots', 'Bottes en cuir', 'Leather Boots'),
    e(1, 'equipment', 'suppression-cloak', 'Cape de suppression', 'Suppression Cloak'),
    e(1, 'equipment', 'dragonscale-hauberk', 'Plastron en écailles de dragon', 'Dragonscale Hauberk'),
    e(1, 'creature', 'gorgon-archer', 'Archère gorgone', 'Gorgon Archer'),
    e(1, 'creature', 'stonegaze-basilisk', 'Basilic regard de pierre', 'Stonegaze Basilisk'),
    e(2, 'creature', 'blue-gremlin', 'Gremlin bleu', 'Blue Gremlin'),
    e(1, 'creature', 'darkfenne-hydra', 'Hydre de Sombremarais', 'Darkfenne Hydra'),
    e(2, 'creature', 'mana-leech', 'Sangsue de mana', 'Mana Leech?'),
    e(1, 'enchantment', 'nullify', 'Annulation', 'Nullify'),
    e(1, 'enchantment', 'block', 'Blocage', 'Block'),
    e(1, 'enchantment', 'essence-drain', "Drain d'essence", 'Essence Drain'),
    e(1, 'enchantment', 'force-sword', 'Épée de force', 'Force Sword'),
    e(1, 'enchantment', 'force-hold', 'Étreinte magique', 'Force Hold?'),
    e(1, 'enchantment', 'jinx', 'Grain de sable', 'Jinx'),
    e(1, 'enchantment', 'reverse-attack', "Renvoyer l'attaque", 'Reverse Attack'),
    e(1, 'incantation', 'dispel', 'Dissipation', 'Dispel'),
    e(1, 'incantation', 'dissolve', 'Dissolution', 'Dissolve'),
    e(2, 'incantation', 'minor-heal', 'Guérison mineure', 'Minor Heal'),
    e(1, 'incantation', 'sleep', 'Sommeil', 'Sleep'),
    e(1, 'incantation', 'teleport', 'Téléportation', 'Teleport'),
    e(1, 'incantation', 'steal-enchantment', "Vol d'enchantement", 'Steal Enchantment'),
    e(1, 'attack', 'chain-lightning', "Chaîne d'éclairs", 'Chain Lightning'),
    e(2, 'attack', 'lightning-bolt', 'Éclair', 'Lightning Bolt'),
    e(1, 'attack', 'electrification', 'Électrification', null),
  ],
};

/** §13.5 book ids: `apprentice-<class>`. */
export const APPRENTICE_SPELLBOOK_IDS: Readonly<Record<string, MageClass>> = Object.fromEntries(MAGE_CLASSES.map((m) => [`apprentice-${m.toLowerCase()}`, m]));

/** The card ids of a book, one per physical card, in list order (the instance ids are `<seat>-<index>`). */
export function expandSpellbook(entries: readonly { readonly cardId: string; readonly count: number }[]): string[] {
  return entries.flatMap((en) => Array.from({ length: en.count }, () => en.cardId));
}
