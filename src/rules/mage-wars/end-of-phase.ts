// mage-wars §5.9 RD-26 / RD-27 the end of a creature's action phase and CB-38 removal rolls (rules/mage-wars.md; seed 638-640,
// 1406, 1550-1552, 2142, 2228, 2258, 2290): Daze, Stun and Taunt go; Cripple and enchantments roll to be shed.
import type { ConditionId } from './cards/card-definition';
import { CONDITIONS } from './conditions';
import type { Emitter } from './emitter';
import { nextActionPhase } from './round';
import type { ConditionMarker } from './state';

/** CB-38: Cripple is shed on a 7+ (seed 2228). */
export const CRIPPLE_REMOVAL = CONDITIONS.Cripple.removalRoll ?? 7;

export function endActionPhase(em: Emitter): void {
  const act = em.state.round.activation;
  if (!act) return;
  const o = em.state.objects[act.objectId];
  if (o && !o.destroyed) {
    // RD-27: markers from a damage barrier or counterstrike received during this very phase wait for the next one.
    const fresh = (m: ConditionMarker): boolean => (m.source === 'barrier' || m.source === 'counterstrike') && m.duringActivation === act.seq;
    for (const condition of ['Daze', 'Stun', 'Taunt'] as ConditionId[]) {
      const n = o.conditions.filter((m) => m.condition === condition && !fresh(m)).length;
      if (n > 0) em.emit({ type: 'ConditionsRemoved', data: { objectId: o.id, condition, count: n, reason: 'end of its action phase (RD-26)' } });
    }
    const cripples = o.conditions.filter((m) => m.condition === 'Cripple' && !fresh(m)).length;
    for (let i = 0; i < cripples; i++) {
      const [roll] = em.d12('removal', o.id);
      if (roll >= CRIPPLE_REMOVAL) em.emit({ type: 'ConditionsRemoved', data: { objectId: o.id, condition: 'Cripple', count: 1, reason: `removal roll ${roll} (CB-38)` } });
    }
    for (const e of em.state.enchantments.filter((x) => !x.hidden && x.target.kind === 'object' && x.target.id === o.id)) {
      // Stryker disable next-line OptionalChaining: an enchantment in play was cast from a card of the match's table (SP-3 refuses any other)
      const need = em.state.cards[e.cardId]?.removalRoll;
      if (need === undefined) continue;
      const [roll] = em.d12('removal', e.id);
      if (roll >= need) em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason: `removal roll ${roll} (CB-38)` } });
    }
  }
  em.emit({ type: 'ActionPhaseEnded', data: { objectId: act.objectId, seat: act.seat } });
  nextActionPhase(em);
}
