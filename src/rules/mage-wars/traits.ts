// mage-wars MD-3 "the card beats the rules" (seed 124): an object's effective traits are the sum of its card, its revealed
// enchantments, its equipment and global conjurations, plus the defaults the rules give (ST-3, ST-5, ST-14, ST-24).
// Engine code asks these functions, never a card by name.
import { hasTrait, type CardDefinition, type DamageType, type Trait, type TraitId } from './cards/card-definition';
import { MAGE_LEVEL } from './cards/mages';
import { spellLevel } from './cards/card-definition';
import { liveObjects, type GameObject, type GameState } from './state';

export function cardOf(state: GameState, cardId: string): CardDefinition | undefined {
  return state.cards[cardId];
}

/**
 * The card's traits with what equipment and global conjurations (ST-27) grant, then each revealed enchantment on it in
 * the order of reveal, adding its grants and taking away what it removes: the last revealed wins (EN-17).
 */
function ownTraits(state: GameState, o: GameObject, card: CardDefinition | undefined): Trait[] {
  let out: Trait[] = [...(card?.traits ?? [])];
  for (const p of o.equipment) out.push(...(state.cards[p.cardId]?.grants ?? []));
  for (const c of liveObjects(state)) {
    const cc = state.cards[c.cardId];
    if (c.kind === 'conjuration' && cc?.grantsTo && card?.subtypes.includes(cc.grantsTo)) out.push(...cc.grants);
  }
  // MG-BM-2 / MG-WL-2: the Mage's marker gives what its ability card says (more while in the Mage's zone, the Pet).
  if (o.bond) {
    const mage = state.objects[o.bond.mageId];
    const bond = mage && !mage.destroyed ? (state.cards[mage.cardId]?.mageAbilities ?? []).find((a) => a.kind === 'bond' && a.marker === o.bond?.marker) : undefined;
    if (mage && bond?.kind === 'bond') {
      out.push(...bond.grants);
      if (o.zone && mage.zone && o.zone.row === mage.zone.row && o.zone.col === mage.zone.col) out.push(...bond.grantsNearMage);
    }
  }
  // EN-10: a hidden enchantment has no effect.
  const revealed = state.enchantments
    .filter((e) => !e.hidden && e.target.kind === 'object' && e.target.id === o.id)
    .sort((a, b) => (a.revealedSeq ?? 0) - (b.revealedSeq ?? 0));
  for (const e of revealed) {
    const ec = state.cards[e.cardId];
    const removes = ec?.removes ?? [];
    out = [...out.filter((t) => !removes.includes(t.id)), ...(ec?.grants ?? [])];
  }
  return out;
}

export function traitsOf(state: GameState, o: GameObject): Trait[] {
  const card = state.cards[o.cardId];
  const own = ownTraits(state, o, card);
  const derived: Trait[] = [];
  const isConjuration = o.kind === 'conjuration' || o.kind === 'wall';
  if (isConjuration) {
    // ST-24: conjurations are Nonliving, Psychic-Immune and Unmovable unless the card says Living.
    if (!hasTrait(own, 'Living')) derived.push({ id: 'Nonliving' });
    derived.push({ id: 'PsychicImmunity' }, { id: 'Unmovable' });
  }
  if (hasTrait(own, 'Incorporeal')) derived.push({ id: 'Uncontainable' }, { id: 'Nonliving' }, { id: 'Burnproof' }); // ST-14
  // §15 Rage +X: each rage token is Melee +1.
  if ((o.rage ?? 0) > 0) derived.push({ id: 'Melee', value: o.rage });
  const all = [...own, ...derived];
  // ST-3: creatures are Living by default; ST-5: Nonliving brings Poison Immunity and Finite Life.
  if (!isConjuration && !hasTrait(all, 'Nonliving')) all.push({ id: 'Living' });
  if (hasTrait(all, 'Nonliving')) all.push({ id: 'PoisonImmunity' }, { id: 'FiniteLife' });
  return all;
}

/** CB-40 / seed 562: signed trait values always sum. */
export function sumOf(traits: readonly Trait[], id: TraitId): number {
  return traits.filter((t) => t.id === id).reduce((a, t) => a + (t.value ?? 0), 0);
}

/** CB-44 Regenerate and CB-14 Aegis do not stack: the highest counts. */
export function highestOf(traits: readonly Trait[], id: TraitId): number {
  return traits.filter((t) => t.id === id).reduce((a, t) => Math.max(a, t.value ?? 0), 0);
}

export function typeModifier(traits: readonly Trait[], type: DamageType): number {
  return traits.filter((t) => t.id === 'TypeModifier' && t.damageType === type).reduce((a, t) => a + (t.value ?? 0), 0);
}

export function immuneTo(traits: readonly Trait[], type: DamageType): boolean {
  if (type === 'poison' && hasTrait(traits, 'PoisonImmunity')) return true;
  if (type === 'psychic' && hasTrait(traits, 'PsychicImmunity')) return true;
  return traits.some((t) => t.id === 'Immunity' && t.damageType === type);
}

export const count = (o: GameObject, c: GameObject['conditions'][number]['condition']): number => o.conditions.filter((m) => m.condition === c).length;

/** §11.2: Stun and Sleep incapacitate; conjurations never are. */
export const isIncapacitated = (o: GameObject): boolean => o.kind !== 'conjuration' && o.kind !== 'wall' && (count(o, 'Stun') > 0 || count(o, 'Sleep') > 0);

/** §11.2: Cripple restrains, except Uncontainable creatures and conjurations. */
export function isRestrained(state: GameState, o: GameObject): boolean {
  if (o.kind === 'conjuration' || o.kind === 'wall') return false;
  return count(o, 'Cripple') > 0 && !hasTrait(traitsOf(state, o), 'Uncontainable');
}

/** ST-11: a Flying creature loses Flying while guarding, restrained or incapacitated. */
export function isFlying(state: GameState, o: GameObject): boolean {
  return hasTrait(traitsOf(state, o), 'Flying') && !o.guard && !isRestrained(state, o) && !isIncapacitated(o);
}

export function lifeOf(state: GameState, o: GameObject): number {
  // MG-WL-2 / MG-PR-1: permanent Life changes of a Mage count on top of the card and its traits.
  return (state.cards[o.cardId]?.life ?? 0) + sumOf(traitsOf(state, o), 'Life') + (o.lifeChange ?? 0);
}

/** ST-17: Incorporeal objects have no armor and never gain any. */
export function armorOf(state: GameState, o: GameObject): number {
  const traits = traitsOf(state, o);
  if (hasTrait(traits, 'Incorporeal')) return 0;
  return Math.max(0, (state.cards[o.cardId]?.armor ?? 0) + sumOf(traits, 'Armor'));
}

/** RD-5: Channeling ± X changes an existing value only, never below 0. */
export function channelingOf(state: GameState, o: GameObject): number {
  const base = state.cards[o.cardId]?.channeling;
  return base === undefined ? 0 : Math.max(0, base + sumOf(traitsOf(state, o), 'Channeling'));
}

/** SP-1: the level of an object (a Mage is always level 6). */
export function levelOf(state: GameState, o: GameObject): number {
  if (o.kind === 'mage') return MAGE_LEVEL;
  const card = state.cards[o.cardId];
  return card ? spellLevel(card) : 0;
}

export function isLiving(state: GameState, o: GameObject): boolean {
  return hasTrait(traitsOf(state, o), 'Living') && !hasTrait(traitsOf(state, o), 'Nonliving');
}

export const isCreature = (o: GameObject): boolean => o.kind === 'creature' || o.kind === 'mage';

/** The zone an object stands in: its own, or that of the object it is attached to. */
export function zoneOf(state: GameState, o: GameObject): GameObject['zone'] {
  if (o.zone) return o.zone;
  const host = o.attachedTo ? state.objects[o.attachedTo] : undefined;
  return host ? host.zone : null;
}
