// mage-wars §7.1 card fields, §10.1 attack bars, §10.8 defenses, §9.7 equipment (rules/mage-wars.md; seed 785-795, 1206-1216,
// 1292-1316, 1152-1196). The rulebook holds no card data (§17.3): every card is a definition, shipped (§13.6) or registered.

export type SpellType = 'attack' | 'incantation' | 'creature' | 'conjuration' | 'enchantment' | 'equipment';
export const SPELL_TYPES: readonly SpellType[] = ['attack', 'incantation', 'creature', 'conjuration', 'enchantment', 'equipment'];

/** §13.2: six major schools and four elemental ones. */
export type School = 'Dark' | 'Mind' | 'Holy' | 'Arcane' | 'Nature' | 'War' | 'Earth' | 'Air' | 'Water' | 'Fire';
export const SCHOOLS: readonly School[] = ['Dark', 'Mind', 'Holy', 'Arcane', 'Nature', 'War', 'Earth', 'Air', 'Water', 'Fire'];

/** §10.4 damage types (seed 1433-1489); an attack may have none ("physical"). */
export type DamageType = 'flame' | 'hydro' | 'light' | 'lightning' | 'poison' | 'psychic' | 'wind';
export const DAMAGE_TYPES: readonly DamageType[] = ['flame', 'hydro', 'light', 'lightning', 'poison', 'psychic', 'wind'];

/** §11.1 condition markers of this set (§11.4: no Corrode, Tainted, Stuck). */
export type ConditionId = 'Burn' | 'Rot' | 'Weak' | 'Cripple' | 'Daze' | 'Stun' | 'Sleep' | 'Taunt';
export const CONDITION_IDS: readonly ConditionId[] = ['Burn', 'Rot', 'Weak', 'Cripple', 'Daze', 'Stun', 'Sleep', 'Taunt'];

export type ActionSpeed = 'quick' | 'full';

export interface Range {
  readonly min: number;
  readonly max: number;
}

/** What a casting line may target (SP-3): the server checks the kind; finer filters are subtypes/traits. */
export type TargetKind = 'creature' | 'conjuration' | 'object' | 'zone' | 'border' | 'mage' | 'enchantment';
export const TARGET_KINDS: readonly TargetKind[] = ['creature', 'conjuration', 'object', 'zone', 'border', 'mage', 'enchantment'];

/**
 * A trait the server knows (MD-3 hooks, see traits.ts). `value` for the numbered ones (Piercing +1, Aegis 2, Regenerate 3,
 * Lightning +2 as `TypeModifier` with `damageType`), `damageType` for Immunity / TypeModifier, `subtype` for "+X vs".
 */
export interface Trait {
  readonly id: TraitId;
  readonly value?: number;
  readonly damageType?: DamageType;
  /** `VsBonus`: the subtype or trait the bonus applies against (e.g. "Nonliving"). */
  readonly against?: readonly string[];
}

export const TRAIT_IDS = [
  // creature movement / presence
  'Flying', 'Fast', 'Slow', 'Elusive', 'Insignificant', 'Climbing', 'Unmovable', 'Uncontainable',
  // body
  'Living', 'Nonliving', 'Incorporeal', 'Burnproof', 'FiniteLife', 'PoisonImmunity', 'PsychicImmunity', 'Immunity',
  'TypeModifier', 'Aegis', 'Regenerate', 'Tough', 'Armor', 'Life', 'Channeling', 'AttackDice',
  // attacks
  'Piercing', 'Melee', 'Ranged', 'Charge', 'Bloodthirsty', 'Counterstrike', 'Doublestrike', 'Triplestrike', 'Reach',
  'Ethereal', 'Unavoidable', 'Sweeping', 'Vampiric', 'VsBonus', 'ManaDrain', 'ManaTransfer', 'Rage',
  // spellbook and play restrictions (§13.1, SB-5..SB-10)
  'Novice', 'Epic', 'Legendary', 'Unique', 'MageOnly', 'ZoneExclusive', 'Magebind', 'Spellbind',
  // walls (ST-31)
  'PassageBlocked', 'PassageAttack', 'BlocksLoS',
] as const;
export type TraitId = (typeof TRAIT_IDS)[number];

/** One row of an effect table (CB-19): d12 results `min..max` (max null = open-ended top row, G5). */
export interface EffectRow {
  readonly min: number;
  readonly max: number | null;
  readonly effects: readonly AttackEffect[];
}

export type AttackEffect =
  | { readonly kind: 'condition'; readonly condition: ConditionId; readonly count: number }
  | { readonly kind: 'push' };

/** CB-2: one attack bar. A spell's bar takes action and range from the spell (CB-4). */
export interface AttackBar {
  readonly name: string;
  readonly action: ActionSpeed;
  readonly kind: 'melee' | 'ranged' | 'barrier';
  readonly range?: Range;
  readonly damageTypes: readonly DamageType[];
  readonly dice: number;
  readonly effects: readonly EffectRow[];
  readonly traits: readonly Trait[];
  /** CB-50: targets a zone and hits every creature and conjuration in it. */
  readonly zone?: boolean;
  /** CB-7 / AC-5: extra mana to pay when declaring. */
  readonly cost?: number;
}

/** DF-1: the d12 to meet and the uses per round (`null` = ∞, once per attack). */
export interface Defense {
  readonly minRoll: number;
  readonly uses: number | null;
  /** DF-5: a crossed-out icon restricts it to melee or to ranged attacks. */
  readonly only?: 'melee' | 'ranged';
}

/** The instant effect of an incantation (or of a revealed enchantment on its object); a small set the server can apply. */
export type SpellEffect =
  | { readonly kind: 'heal'; readonly dice: number }
  | { readonly kind: 'directDamage'; readonly amount: number; readonly damageType?: DamageType }
  | { readonly kind: 'condition'; readonly condition: ConditionId; readonly count: number }
  | { readonly kind: 'removeCondition'; readonly condition: ConditionId }
  /** CB-49: remove one marker of `condition` by paying its removal cost (Restoration, Purify). */
  | { readonly kind: 'payToRemove'; readonly condition: ConditionId }
  /** MG-PR-2 Restoration: remove the markers the caster names (`CastSpell.remove`), at most `max` (null: any number), paying each removal cost. */
  | { readonly kind: 'payToRemoveChosen'; readonly max: number | null }
  | { readonly kind: 'teleport' }
  | { readonly kind: 'push' }
  | { readonly kind: 'destroyEnchantment' }
  | { readonly kind: 'counterSpell' }
  | { readonly kind: 'defense'; readonly defense: Defense };

/** AC-20: a special action printed on a creature (or equipment): its action, range, target, mana cost and effects (CB-47). */
export interface Ability {
  readonly name: string;
  readonly action: ActionSpeed;
  readonly range: Range;
  readonly targets: readonly TargetKind[];
  readonly cost?: number;
  readonly effects: readonly SpellEffect[];
}

/** A mandatory enchantment's trigger (EN-19): the server detects it and forces the pay-or-decline decision. */
export type Trigger = 'attacked' | 'targetedBySpell' | 'enemyEntersZone';

/** The cost of a spell: a number, X (chosen when cast, SP-3), or per level of the target (Sleep: 2 × level, SP-1). */
export type CastCost = number | { readonly perTargetLevel: number } | 'X';

export interface CardDefinition {
  readonly id: string;
  readonly name: string;
  readonly frenchName?: string;
  readonly type: SpellType;
  readonly subtypes: readonly string[];
  /** SB-3/SB-4: schools joined by OR (pick one) or AND (all; level = the sum). */
  readonly schools: readonly { readonly school: School; readonly level: number }[];
  readonly schoolJoin: 'OR' | 'AND';
  readonly cost: CastCost;
  readonly action: ActionSpeed;
  readonly range: Range;
  readonly targets: readonly TargetKind[];
  readonly traits: readonly Trait[];
  readonly life?: number;
  readonly armor?: number;
  readonly channeling?: number;
  readonly attacks: readonly AttackBar[];
  readonly defenses: readonly Defense[];
  /** AC-20: special actions (a healing bar, CB-47). */
  readonly abilities?: readonly Ability[];
  /** Enchantments (EN-8): paid when revealed. */
  readonly revealCost?: number;
  readonly upkeep?: number;
  /** EQ-3: the locations it fills (all of them); `slotChoice` lets the owner pick one of `equipmentSlots` instead. */
  readonly equipmentSlots?: readonly string[];
  readonly slotChoice?: boolean;
  /** Incantations and revealed enchantments. */
  readonly effects: readonly SpellEffect[];
  /** Enchantments, equipment, conjurations: traits given to the object they are attached to (or to `grantsTo`). */
  readonly grants: readonly Trait[];
  /** Traits an enchantment takes away from its object (e.g. clipped wings remove Flying); EN-17: the last revealed wins. */
  readonly removes?: readonly TraitId[];
  /** ST-27: a conjuration whose grants apply to every object of this subtype in the arena. */
  readonly grantsTo?: string;
  readonly mandatory?: boolean;
  readonly trigger?: Trigger;
  /** EN-18: destroyed after one use. */
  readonly singleUse?: boolean;
  /** CB-38: an enchantment shed on this d12 at the end of the enchanted creature's action phase. */
  readonly removalRoll?: number;
  /** ST-19 / ST-29: what a Familiar or Spawnpoint may cast (types and/or subtypes; absent: anything). */
  readonly castFilter?: { readonly types?: readonly SpellType[]; readonly subtypes?: readonly string[] };
  /** Equipment with Spellbind (EQ-8): the spell types it may hold. */
  readonly spellbind?: readonly SpellType[];
  /** SB-8: "[Class] only" (the Lair: Beastmaster) and "[School] Mage only" (the Temple of Asyra: Holy) spellbook limits. */
  readonly onlyFor?: { readonly classes?: readonly string[]; readonly trainedIn?: School };
  /** §12 a Mage ability card's abilities, as data the engine's hooks read (MD-3: no Mage is special-cased by name). */
  readonly mageAbilities?: readonly MageAbility[];
}

/**
 * §12 the abilities printed on the four Mage ability cards, as hook data (seed 1623-1826):
 * - `quickSummon` MG-BM-1: once per round, a creature spell of `subtype` and level ≤ `maxLevel` is cast as a quick spell;
 * - `bond` MG-BM-2 / MG-WL-2: when a friendly non-Legendary creature of `subtype` enters play, the Mage may mark it
 *   (one at a time), paying `level + 1` in mana or in Life; the marked creature gets `grants` (and `grantsNearMage` while
 *   in the Mage's zone); `healOnFirstLivingDamage`: the Mage heals that much the first time each round it damages a Living creature;
 * - `reward` MG-PR-1: once per round, casting and resolving an incantation of `school` or revealing an enchantment of it: +`life` Life;
 * - `innateSpell` MG-PR-2 / MG-WZ-2: a spell always prepared, never discarded (`perRound` casts a round, null = as often as actions allow);
 * - `curseReturn` MG-WL-1: once per round, a Curse of yours on a destroyed creature goes back to the spellbook;
 * - `ward` MG-WZ-1: pay `cost` in Upkeep to activate; absorbs `absorb` of the first attack strike dealing ≥1 after armor; off at round end.
 */
export type MageAbility =
  | { readonly kind: 'quickSummon'; readonly rule: string; readonly subtype: string; readonly maxLevel: number }
  | {
      readonly kind: 'bond';
      readonly rule: string;
      readonly marker: string;
      readonly subtype: string;
      readonly pay: 'mana' | 'life';
      readonly grants: readonly Trait[];
      readonly grantsNearMage: readonly Trait[];
      readonly healOnFirstLivingDamage?: number;
    }
  | { readonly kind: 'reward'; readonly rule: string; readonly school: School; readonly life: number }
  | { readonly kind: 'innateSpell'; readonly rule: string; readonly card: CardDefinition; readonly perRound: number | null }
  | { readonly kind: 'curseReturn'; readonly rule: string }
  | { readonly kind: 'ward'; readonly rule: string; readonly marker: string; readonly cost: number; readonly absorb: number };

/** §7.2 / SB-4: the level of a card; AND spells add their parts, OR spells count their lowest (G9). */
export function spellLevel(card: Pick<CardDefinition, 'schools' | 'schoolJoin'>): number {
  if (card.schools.length === 0) return 0;
  const levels = card.schools.map((s) => s.level);
  return card.schoolJoin === 'AND' ? levels.reduce((a, b) => a + b, 0) : Math.min(...levels);
}

export const hasTrait = (traits: readonly Trait[], id: TraitId): boolean => traits.some((t) => t.id === id);
