// mage-wars §7.1 / §17.3 a registered card definition must be well formed: a pure validator that names the bad field,
// so that a client sees "attacks[0].dice must be a whole number ≥ 0" and unknown traits are refused, never ignored (MD-3).
import { RuleViolation } from '../../core/rule-violation';
import {
  CONDITION_IDS,
  DAMAGE_TYPES,
  SCHOOLS,
  SPELL_TYPES,
  TARGET_KINDS,
  TRAIT_IDS,
  type AttackBar,
  type CardDefinition,
  type Defense,
  type EffectRow,
  type Trait,
} from './card-definition';
import { MAGE_CLASSES } from './apprentice-spellbooks';

const RULE = 'mage-wars/MD-3';
const SECTION = '§7.1, §17.3';

/** A malformed definition, naming the field inside the card (e.g. `attacks[0].dice`) for a field-named 400. */
export class CardDefinitionError extends RuleViolation {
  constructor(
    readonly field: string,
    readonly why: string,
  ) {
    super(RULE, SECTION, `card definition: ${field} ${why}`);
  }
}

function fail(field: string, why: string): never {
  throw new CardDefinitionError(field, why);
}
const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
// Number.isInteger is false for anything that is not a number.
const isInt = (v: unknown): v is number => Number.isInteger(v);
const whole = (v: unknown, field: string): void => {
  if (!isWhole(v)) fail(field, 'must be a whole number ≥ 0');
};
const optionalWhole = (v: unknown, field: string): void => {
  if (v !== undefined) whole(v, field);
};
const oneOf = <T>(v: unknown, allowed: readonly T[], field: string): void => {
  if (!allowed.includes(v as T)) fail(field, `must be one of ${allowed.join(', ')}`);
};
const list = (v: unknown, field: string): readonly unknown[] => {
  if (!Array.isArray(v)) fail(field, 'must be a list');
  return v as readonly unknown[];
};

function validateRange(r: unknown, field: string): void {
  if (typeof r !== 'object' || r === null) fail(field, 'must be { min, max }');
  const { min, max } = r as { min: unknown; max: unknown };
  whole(min, `${field}.min`);
  whole(max, `${field}.max`);
  if ((min as number) > (max as number)) fail(field, 'min must not exceed max (AR-4)');
}

export function validateTrait(t: unknown, field: string): void {
  if (typeof t !== 'object' || t === null) fail(field, 'must be a trait object');
  const trait = t as Trait;
  // MD-3: a trait the server cannot apply would silently change the game; refuse it and name it.
  oneOf(trait.id, TRAIT_IDS, `${field}.id`);
  if (trait.value !== undefined && !isInt(trait.value)) fail(`${field}.value`, 'must be an integer');
  if (trait.damageType !== undefined) oneOf(trait.damageType, DAMAGE_TYPES, `${field}.damageType`);
  if ((trait.id === 'Immunity' || trait.id === 'TypeModifier') && trait.damageType === undefined) fail(`${field}.damageType`, `is required for ${trait.id}`);
  const numbered = ['TypeModifier', 'Aegis', 'Regenerate', 'Tough', 'Armor', 'Life', 'Channeling', 'AttackDice', 'Piercing', 'Melee', 'Ranged', 'Charge', 'Bloodthirsty', 'VsBonus', 'Magebind', 'ManaDrain', 'ManaTransfer', 'Rage'];
  if (numbered.includes(trait.id) && trait.value === undefined) fail(`${field}.value`, `is required for ${trait.id}`);
  if (trait.id === 'VsBonus' && (trait.against === undefined || trait.against.length === 0)) fail(`${field}.against`, 'is required for VsBonus');
}

function validateEffectRow(row: unknown, field: string): void {
  const r = row as EffectRow;
  if (typeof r !== 'object' || r === null) fail(field, 'must be an effect row');
  whole(r.min, `${field}.min`);
  if (r.max !== null) {
    whole(r.max, `${field}.max`);
    if (r.max < r.min) fail(`${field}.max`, 'must not be below min');
  }
  list(r.effects, `${field}.effects`).forEach((e, i) => {
    const effect = e as { kind: unknown; condition?: unknown; count?: unknown };
    oneOf(effect.kind, ['condition', 'push'], `${field}.effects[${i}].kind`);
    if (effect.kind === 'condition') {
      oneOf(effect.condition, CONDITION_IDS, `${field}.effects[${i}].condition`);
      whole(effect.count, `${field}.effects[${i}].count`);
    }
  });
}

function validateAttack(a: unknown, field: string, isSpell: boolean): void {
  const bar = a as AttackBar;
  if (typeof bar !== 'object' || bar === null) fail(field, 'must be an attack bar');
  if (typeof bar.name !== 'string' || bar.name.length === 0) fail(`${field}.name`, 'must be a non-empty string');
  oneOf(bar.action, ['quick', 'full'], `${field}.action`);
  oneOf(bar.kind, ['melee', 'ranged', 'barrier'], `${field}.kind`);
  // CB-4: an attack spell's bar takes its range from the spell.
  if (bar.kind === 'ranged' && (bar.range !== undefined || !isSpell)) validateRange(bar.range, `${field}.range`);
  list(bar.damageTypes, `${field}.damageTypes`).forEach((d, i) => oneOf(d, DAMAGE_TYPES, `${field}.damageTypes[${i}]`));
  whole(bar.dice, `${field}.dice`);
  list(bar.effects, `${field}.effects`).forEach((r, i) => validateEffectRow(r, `${field}.effects[${i}]`));
  list(bar.traits, `${field}.traits`).forEach((t, i) => validateTrait(t, `${field}.traits[${i}]`));
  optionalWhole(bar.cost, `${field}.cost`);
}

function validateDefense(d: unknown, field: string): void {
  const def = d as Defense;
  if (typeof def !== 'object' || def === null) fail(field, 'must be a defense');
  if (!isWhole(def.minRoll) || def.minRoll < 1 || def.minRoll > 12) fail(`${field}.minRoll`, 'must be a d12 result 1..12');
  if (def.uses !== null && (!isWhole(def.uses) || def.uses < 1)) fail(`${field}.uses`, 'must be a whole number ≥ 1, or null for ∞');
  if (def.only !== undefined) oneOf(def.only, ['melee', 'ranged'], `${field}.only`);
}

const EFFECT_KINDS = ['heal', 'directDamage', 'condition', 'removeCondition', 'payToRemove', 'teleport', 'push', 'destroyEnchantment', 'counterSpell', 'defense'];

function validateSpellEffect(e: unknown, field: string): void {
  if (typeof e !== 'object' || e === null) fail(field, 'must be an effect');
  const f = e as { kind: unknown; dice?: unknown; amount?: unknown; condition?: unknown; count?: unknown; damageType?: unknown; defense?: unknown };
  oneOf(f.kind, EFFECT_KINDS, `${field}.kind`);
  if (f.kind === 'heal') whole(f.dice, `${field}.dice`);
  if (f.kind === 'directDamage') {
    whole(f.amount, `${field}.amount`);
    if (f.damageType !== undefined) oneOf(f.damageType, DAMAGE_TYPES, `${field}.damageType`);
  }
  if (f.kind === 'condition' || f.kind === 'removeCondition' || f.kind === 'payToRemove') oneOf(f.condition, CONDITION_IDS, `${field}.condition`);
  if (f.kind === 'condition') whole(f.count, `${field}.count`);
  if (f.kind === 'defense') validateDefense(f.defense, `${field}.defense`);
}

/** Throws a RuleViolation naming the first bad field; returns the definition typed when it is well formed. */
export function validateCardDefinition(input: unknown): CardDefinition {
  if (typeof input !== 'object' || input === null) fail('(root)', 'must be an object');
  const c = input as CardDefinition;
  if (typeof c.id !== 'string' || c.id.length === 0 || c.id.length > 100) fail('id', 'must be a string of 1..100 characters');
  if (typeof c.name !== 'string' || c.name.length === 0) fail('name', 'must be a non-empty string');
  oneOf(c.type, SPELL_TYPES, 'type');
  list(c.subtypes, 'subtypes').forEach((s, i) => {
    if (typeof s !== 'string') fail(`subtypes[${i}]`, 'must be a string');
  });
  list(c.schools, 'schools').forEach((s, i) => {
    const part = s as { school: unknown; level: unknown };
    oneOf(part.school, SCHOOLS, `schools[${i}].school`);
    whole(part.level, `schools[${i}].level`);
  });
  oneOf(c.schoolJoin, ['OR', 'AND'], 'schoolJoin');
  if (c.cost !== 'X' && !isWhole(c.cost) && !(typeof c.cost === 'object' && c.cost !== null && isWhole(c.cost.perTargetLevel))) {
    fail('cost', 'must be a whole number, "X" or { perTargetLevel }');
  }
  oneOf(c.action, ['quick', 'full'], 'action');
  validateRange(c.range, 'range');
  list(c.targets, 'targets').forEach((t, i) => oneOf(t, TARGET_KINDS, `targets[${i}]`));
  list(c.traits, 'traits').forEach((t, i) => validateTrait(t, `traits[${i}]`));
  optionalWhole(c.life, 'life');
  optionalWhole(c.armor, 'armor');
  optionalWhole(c.channeling, 'channeling');
  optionalWhole(c.upkeep, 'upkeep');
  list(c.attacks, 'attacks').forEach((a, i) => validateAttack(a, `attacks[${i}]`, c.type === 'attack'));
  list(c.defenses, 'defenses').forEach((d, i) => validateDefense(d, `defenses[${i}]`));
  list(c.effects, 'effects').forEach((e, i) => validateSpellEffect(e, `effects[${i}]`));
  if (c.abilities !== undefined)
    list(c.abilities, 'abilities').forEach((a, i) => {
      const ab = a as { name: unknown; action: unknown; range: unknown; targets: unknown; cost?: unknown; effects: unknown };
      if (typeof ab.name !== 'string' || ab.name.length === 0) fail(`abilities[${i}].name`, 'must be a non-empty string');
      oneOf(ab.action, ['quick', 'full'], `abilities[${i}].action`);
      validateRange(ab.range, `abilities[${i}].range`);
      list(ab.targets, `abilities[${i}].targets`).forEach((t, k) => oneOf(t, TARGET_KINDS, `abilities[${i}].targets[${k}]`));
      optionalWhole(ab.cost, `abilities[${i}].cost`);
      list(ab.effects, `abilities[${i}].effects`).forEach((e, k) => validateSpellEffect(e, `abilities[${i}].effects[${k}]`));
    });
  // CB-26: an object has at most one damage barrier.
  if (c.attacks.filter((a) => a.kind === 'barrier').length > 1) fail('attacks', 'hold at most one damage barrier (CB-26)');
  list(c.grants, 'grants').forEach((t, i) => validateTrait(t, `grants[${i}]`));
  if ((c.type === 'creature' || c.type === 'conjuration') && c.life === undefined) fail('life', `is required for a ${c.type}`);
  if (c.type === 'enchantment') {
    // EN-7: every enchantment is cast for 2; its reveal cost is what varies.
    if (c.cost !== 2) fail('cost', 'of an enchantment is always 2 (EN-7)');
    whole(c.revealCost, 'revealCost');
  } else if (c.revealCost !== undefined) fail('revealCost', 'is only for enchantments');
  if (c.type === 'equipment') list(c.equipmentSlots, 'equipmentSlots').forEach((s, i) => typeof s === 'string' || fail(`equipmentSlots[${i}]`, 'must be a string'));
  else if (c.equipmentSlots !== undefined) fail('equipmentSlots', 'is only for equipment');
  if (c.trigger !== undefined) oneOf(c.trigger, ['attacked', 'targetedBySpell', 'enemyEntersZone'], 'trigger');
  if (c.mandatory && c.trigger === undefined) fail('trigger', 'is required for a mandatory enchantment (EN-19)');
  optionalWhole(c.removalRoll, 'removalRoll');
  if (c.removes !== undefined) list(c.removes, 'removes').forEach((t, i) => oneOf(t, TRAIT_IDS, `removes[${i}]`));
  if (c.castFilter !== undefined) (c.castFilter.types ?? []).forEach((t, i) => oneOf(t, SPELL_TYPES, `castFilter.types[${i}]`));
  // SB-8: "[Class] only" and "[School] Mage only" are spellbook limits.
  if (c.onlyFor !== undefined) {
    if (typeof c.onlyFor !== 'object' || c.onlyFor === null) fail('onlyFor', 'must be { classes?, trainedIn? }');
    if (c.onlyFor.classes !== undefined) list(c.onlyFor.classes, 'onlyFor.classes').forEach((m, i) => oneOf(m, MAGE_CLASSES, `onlyFor.classes[${i}]`));
    if (c.onlyFor.trainedIn !== undefined) oneOf(c.onlyFor.trainedIn, SCHOOLS, 'onlyFor.trainedIn');
  }
  // §12: abilities belong to the Mage ability cards the server ships; a registered spell cannot carry them.
  if (c.mageAbilities !== undefined) fail('mageAbilities', 'belong to Mage ability cards only (§12)');
  return c;
}
