// mage-wars CB-21 on-damage hooks (rules/mage-wars.md §10.2 step 4, §15; seed 2062, 2110, 2292, 2302): traits that act
// when a strike has dealt damage (Vampiric, Mana Drain X, Mana Transfer X), looked up by trait id (MD-3) so that the
// attack sequence knows no card by name.
import type { Trait, TraitId } from './cards/card-definition';
import { heal } from './damage';
import type { Emitter } from './emitter';
import { sameSide, type GameObject, type GameState } from './state';
import { isCreature } from './traits';

export interface DamageContext {
  readonly attacker: GameObject;
  readonly target: GameObject;
  /** Damage the strike placed. */
  readonly dealt: number;
  /** Life the target had left before the strike (for Vampiric, TV-60). */
  readonly lifeLeftBefore: number;
  readonly targetLiving: boolean;
  /** CB-21: Vampiric, Mana Drain and friends act on the first strike of the action only. */
  readonly firstStrike: boolean;
  /** The attacker's and the bar's traits (a hook reads its own X). */
  readonly traits: readonly Trait[];
}

/**
 * §15 Mana Drain X (seed 2110): damage to an ENEMY CREATURE on the first attack of the action makes its controller lose X
 * mana, as much as it has; Mana Transfer X (2292) also gives the mana lost to the attacker's controller.
 */
function drainMana(em: Emitter, c: DamageContext, x: number, transfer: boolean): void {
  const s: GameState = em.state;
  if (!c.firstStrike || c.dealt <= 0 || !isCreature(c.target) || sameSide(s, c.target.controller, c.attacker.controller)) return;
  // Stryker disable next-line EqualityOperator,ConditionalExpression: with X = 0 the drain is min(0, mana) = 0, which emits nothing
  if (x <= 0) return;
  const amount = Math.min(x, s.seats[c.target.controller]?.mana ?? 0);
  if (amount > 0) em.emit({ type: 'ManaDrained', data: { attackerId: c.attacker.id, fromSeat: c.target.controller, toSeat: transfer ? c.attacker.controller : null, amount } });
}

/** The trait's X: the highest value among the attacker's and the bar's (a numbered trait does not stack). */
const valueOf = (c: DamageContext, id: TraitId): number => Math.max(0, ...c.traits.filter((t) => t.id === id).map((t) => t.value ?? 0));

/**
 * §15 Rage +X (seed 2262), a trait of the DAMAGED object: each time an enemy creature's attack damages it, one more rage
 * token, at most X (tokens are lost as damage is removed: evolve, DamageHealed).
 */
export function afterDamaged(em: Emitter, c: DamageContext, targetTraits: readonly Trait[]): void {
  const x = Math.max(0, ...targetTraits.filter((t) => t.id === 'Rage').map((t) => t.value ?? 0));
  const s = em.state;
  const target = s.objects[c.target.id];
  if (c.dealt <= 0 || !target || target.destroyed || !isCreature(c.attacker) || sameSide(s, c.attacker.controller, target.controller)) return;
  // Stryker disable next-line EqualityOperator,ConditionalExpression: with X = 0 the rage is min(0, rage + 1) = 0, unchanged, which emits nothing
  if (x <= 0) return;
  const rage = Math.min(x, (target.rage ?? 0) + 1);
  if (rage !== (target.rage ?? 0)) em.emit({ type: 'RageGained', data: { objectId: target.id, rage } });
}

export const ON_DAMAGE_HOOKS: Partial<Record<TraitId, (em: Emitter, c: DamageContext) => void>> = {
  ManaDrain: (em, c) => drainMana(em, c, valueOf(c, 'ManaDrain'), false),
  ManaTransfer: (em, c) => drainMana(em, c, valueOf(c, 'ManaTransfer'), true),
  // seed 2302 / TV-60: heal half the damage dealt to a Living target, rounded up, never more than the Life it had left.
  Vampiric: (em, c) => {
    if (!c.firstStrike || !c.targetLiving) return;
    // Stryker disable next-line EqualityOperator,ConditionalExpression: no damage heals ceil(0 / 2) = 0, which heal() does not emit
    if (c.dealt <= 0) return;
    const attacker = em.state.objects[c.attacker.id];
    if (attacker && !attacker.destroyed) heal(em, attacker, Math.ceil(Math.min(c.dealt, c.lifeLeftBefore) / 2));
  },
};
