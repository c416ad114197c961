// mage-wars CB-21 on-damage hooks (rules/mage-wars.md §10.2 step 4; seed 2062, 2302): traits that act when a strike has
// dealt damage, looked up by trait id (MD-3) so that the attack sequence knows no card by name.
import type { TraitId } from './cards/card-definition';
import { heal } from './damage';
import type { Emitter } from './emitter';
import type { GameObject } from './state';

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
}

export const ON_DAMAGE_HOOKS: Partial<Record<TraitId, (em: Emitter, c: DamageContext) => void>> = {
  // seed 2302 / TV-60: heal half the damage dealt to a Living target, rounded up, never more than the Life it had left.
  Vampiric: (em, c) => {
    if (!c.firstStrike || !c.targetLiving || c.dealt <= 0) return;
    const attacker = em.state.objects[c.attacker.id];
    if (attacker && !attacker.destroyed) heal(em, attacker, Math.ceil(Math.min(c.dealt, c.lifeLeftBefore) / 2));
  },
};
