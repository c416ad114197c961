// mage-wars §12.2 MG-BM-2 the Pet and §12.4 MG-WL-2 the Bloodreaper (rules/mage-wars.md; seed 1659, 1675-1691, 1756-1778):
// one "bond" hook over the `bond` abilities of the Mage ability cards. A friendly non-Legendary creature of the bond's
// subtype that enters play may take the marker (one at a time); the Mage pays level + 1 in mana (Pet) or in Life
// (Bloodreaper, a permanent Life loss, not damage). The marker comes back when the creature is destroyed (it leaves play).
// Judge's call: the choice is declared with the cast (`CastSpell.bond`) and carried out the moment the creature enters;
// a countered summon never enters and costs nothing more. The Life payment may destroy the Warlock (VC-1, §12.4 [DERIVED]).
import type { SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import { hasTrait, spellLevel, type CardDefinition, type MageAbility } from './cards/card-definition';
import { destroyIfDead, heal } from './damage';
import type { Emitter } from './emitter';
import { abilitiesOf } from './mage-abilities';
import { liveObjects, seatOf, type GameObject, type GameState } from './state';

type Bond = Extract<MageAbility, { kind: 'bond' }>;

/** The bond ability of `seat`'s Mage that fits this creature card, if any (MG-BM-2 / MG-WL-2: friendly, non-Legendary). */
export function bondFor(s: GameState, seat: SeatId, card: CardDefinition): { mage: GameObject; bond: Bond } | undefined {
  const mage = s.objects[seatOf(s, seat).mageId];
  if (!mage || mage.destroyed || card.type !== 'creature' || hasTrait(card.traits, 'Legendary')) return undefined;
  const bond = abilitiesOf(s, mage, 'bond').find((b) => card.subtypes.includes(b.subtype));
  return bond ? { mage, bond } : undefined;
}

/** Checked when the summon is declared: the Mage can bond this creature and can pay for it after the spell's cost. */
export function assertBondAllowed(s: GameState, seat: SeatId, card: CardDefinition, spellCost: number): void {
  const found = bondFor(s, seat, card);
  require_(found !== undefined, 'mage-wars/MG-BM-2', '§12.2, §12.4', `this Mage has no marker for a ${card.subtypes.join(' ') || card.type} (a friendly non-Legendary creature of the right kind)`);
  const rule = `mage-wars/${found.bond.rule}`;
  const taken = liveObjects(s).some((o) => o.bond?.mageId === found.mage.id && o.bond.marker === found.bond.marker);
  require_(!taken, rule, '§12', `only one ${found.bond.marker} at a time`);
  const price = spellLevel(card) + 1;
  if (found.bond.pay === 'mana') require_(seatOf(s, seat).mana >= spellCost + price, rule, '§12.2', `the ${found.bond.marker} costs ${price} mana more`);
}

/** The creature has just entered: the marker goes on it, the Mage pays level + 1 (TV-30, TV-32). */
export function formBond(em: Emitter, seat: SeatId, objectId: string): void {
  const s = em.state;
  const o = s.objects[objectId];
  const card = o ? s.cards[o.cardId] : undefined;
  const found = card ? bondFor(s, seat, card) : undefined;
  if (!o || !card || !found) return;
  const price = spellLevel(card) + 1;
  if (found.bond.pay === 'mana') {
    if (seatOf(s, seat).mana < price) return;
    em.emit({ type: 'ManaSpent', data: { seat, amount: price, fromObject: null, reason: `${found.bond.marker} ${objectId}` } });
  }
  em.emit({ type: 'BondFormed', data: { mageId: found.mage.id, objectId, marker: found.bond.marker, pay: found.bond.pay, amount: price } });
  if (found.bond.pay === 'life') destroyIfDead(em, found.mage.id, `${found.bond.marker}: Life paid`);
}

/** MG-WL-2 / TV-33: the first time each round the bonded creature damages a Living creature, its Mage may heal (always taken: healing never hurts). */
export function afterBondedDamage(em: Emitter, attackerId: string, dealt: number, targetLiving: boolean): void {
  const s = em.state;
  const attacker = s.objects[attackerId];
  if (!attacker?.bond || dealt <= 0 || !targetLiving || attacker.bondRewardRound === s.round.round) return;
  const mage = s.objects[attacker.bond.mageId];
  const bond = mage ? abilitiesOf(s, mage, 'bond').find((b) => b.marker === attacker.bond?.marker) : undefined;
  if (!mage || mage.destroyed || !bond?.healOnFirstLivingDamage) return;
  em.emit({ type: 'BondRewardUsed', data: { objectId: attacker.id, mageId: mage.id, round: s.round.round } });
  heal(em, mage, bond.healOnFirstLivingDamage);
}
