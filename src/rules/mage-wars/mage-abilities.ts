// mage-wars §12 the Mages' abilities (rules/mage-wars.md; seed 1623-1826) as hooks over the data on the Mage ability
// cards (`mageAbilities`, cards/mages.ts). MD-3: the engine asks "which ability of this kind does this object's card
// carry", never "is this the Wizard".
import type { SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import type { MageAbility } from './cards/card-definition';
import type { Emitter } from './emitter';
import { liveObjects, seatOf, type GameObject, type GameState } from './state';

type AbilityOf<K extends MageAbility['kind']> = Extract<MageAbility, { kind: K }>;

/** The abilities of kind `kind` printed on this object's card. */
export function abilitiesOf<K extends MageAbility['kind']>(state: GameState, o: GameObject, kind: K): AbilityOf<K>[] {
  return (state.cards[o.cardId]?.mageAbilities ?? []).filter((a): a is AbilityOf<K> => a.kind === kind);
}

/** MG-PR-2 / MG-WZ-2: the innate spell a Mage casts as `innate-<cardId>`, if its card prints one. */
export function innateSpell(s: GameState, mage: GameObject, instanceId: string): AbilityOf<'innateSpell'> | undefined {
  return abilitiesOf(s, mage, 'innateSpell').find((a) => `innate-${a.card.id}` === instanceId);
}

/**
 * MG-PR-1 Divine Reward: once per round, when the Mage casts and resolves an incantation of the reward's school, or
 * reveals (and pays for) an enchantment of it, it gains `life` Life: a permanent increase, not healing. Creature,
 * conjuration, equipment and attack spells never count. Judge's call: a spell cast by a familiar is not "she casts".
 */
export function rewardForSpell(em: Emitter, seat: SeatId, cardId: string, casterId: string | null): void {
  const s = em.state;
  const x = s.seats[seat];
  const mage = x ? s.objects[x.mageId] : undefined;
  const card = s.cards[cardId];
  if (!mage || mage.destroyed || !card || (casterId !== null && casterId !== mage.id)) return;
  if (card.type !== 'incantation' && card.type !== 'enchantment') return;
  const reward = abilitiesOf(s, mage, 'reward').find((r) => card.schools.some((c) => c.school === r.school));
  if (!reward || mage.rewardRound === s.round.round) return;
  em.emit({ type: 'MageRewarded', data: { mageId: mage.id, life: reward.life, round: s.round.round, cardId } });
}

/** MG-BM-1: the Mage may cast this creature spell as a quick spell (subtype and level fit, not yet this round). */
export function quickSummonFits(s: GameState, mage: GameObject, card: { type: string; subtypes: readonly string[] }, level: number): AbilityOf<'quickSummon'> | undefined {
  if (card.type !== 'creature') return undefined;
  return abilitiesOf(s, mage, 'quickSummon').find((q) => card.subtypes.includes(q.subtype) && level <= q.maxLevel);
}

/**
 * MG-WL-1 Curse veil: once per round, when a creature carrying one or more Curse enchantments of a Mage with this
 * ability is destroyed, one of them goes back to that Mage's spellbook instead of the discard pile. Judge's calls: the
 * return is always taken (it never hurts), hidden curses count (they are attached), and the highest-level curse is the
 * one returned (ties: the first attached).
 */
type CurseReturn = { enchantmentId: string; seat: SeatId; mageId: string; instanceId: string; cardId: string; round: number; hidden: boolean };
export function curseToReturn(s: GameState, objectId: string): CurseReturn | undefined {
  // Stryker disable next-line ArrayDeclaration: any default list without 'Curse' gives the same answer (an unknown card is no Curse)
  const attached = s.enchantments.filter((e) => e.target.kind === 'object' && e.target.id === objectId && (s.cards[e.cardId]?.subtypes ?? []).includes('Curse'));
  let best: CurseReturn | undefined;
  let bestLevel = -1;
  for (const e of attached) {
    const x = s.seats[e.controller];
    const mage = x ? s.objects[x.mageId] : undefined;
    if (!mage || mage.destroyed || mage.id === objectId || abilitiesOf(s, mage, 'curseReturn').length === 0 || mage.curseReturnRound === s.round.round) continue;
    const card = s.cards[e.cardId];
    const level = card ? Math.max(0, ...card.schools.map((c) => c.level)) : 0;
    if (level > bestLevel) {
      best = { enchantmentId: e.id, seat: e.controller, mageId: mage.id, instanceId: e.instanceId, cardId: e.cardId, round: s.round.round, hidden: e.hidden };
      bestLevel = level;
    }
  }
  return best;
}

/** MG-WZ-1: the seat's Mage has an inactive ward and the mana to activate it (an Upkeep decision is then due). */
export function canActivateWard(s: GameState, seat: SeatId): boolean {
  const x = s.seats[seat];
  const mage = x ? s.objects[x.mageId] : undefined;
  if (!x || !mage || mage.destroyed || mage.wardActive) return false;
  const ward = abilitiesOf(s, mage, 'ward')[0];
  return ward !== undefined && x.mana >= ward.cost;
}

/** MG-WZ-1 / TV-35: in the Upkeep Phase the Mage may pay the ward's cost to activate it (it is inactive until then). */
export function activateWard(em: Emitter, seat: SeatId): void {
  const s = em.state;
  const mage = s.objects[seatOf(s, seat).mageId];
  const ward = mage ? abilitiesOf(s, mage, 'ward')[0] : undefined;
  require_(mage !== undefined && ward !== undefined, 'mage-wars/MG-WZ-1', '§12.5', 'this Mage has no shield to activate');
  require_(!mage.wardActive, 'mage-wars/MG-WZ-1', '§12.5', `the ${ward.marker} is active already`);
  require_(seatOf(s, seat).mana >= ward.cost, 'mage-wars/MG-WZ-1', '§12.5', `activating the ${ward.marker} costs ${ward.cost} mana`);
  em.emit(
    { type: 'ManaSpent', data: { seat, amount: ward.cost, fromObject: null, reason: `activate ${ward.marker}` } },
    { type: 'WardActivated', data: { objectId: mage.id, marker: ward.marker, cost: ward.cost } },
  );
}

/**
 * MG-WZ-1 / TV-36..TV-38: the first attack strike that would deal ≥1 damage after armor has `absorb` of it absorbed and
 * spends the ward, even if it absorbs less (the rest is lost). 0 damage leaves it active. Direct damage never reaches
 * here (the callers are attack strikes only). Judge's default `voltaricShieldPerStrike`: per strike (§12.5 [AMBIGUOUS]).
 */
export function absorbByWard(em: Emitter, target: GameObject, dealt: number, source: string): number {
  if (dealt < 1 || !target.wardActive) return dealt;
  const ward = abilitiesOf(em.state, target, 'ward')[0];
  if (!ward) return dealt;
  const absorbed = Math.min(dealt, ward.absorb);
  em.emit({ type: 'WardSpent', data: { objectId: target.id, marker: ward.marker, absorbed, source } });
  return dealt - absorbed;
}

/** MG-WZ-1 / TV-38: an active ward always deactivates at the end of the round, used or not. */
export function expireWards(em: Emitter): void {
  for (const o of liveObjects(em.state).filter((x) => x.wardActive)) {
    const ward = abilitiesOf(em.state, o, 'ward')[0];
    em.emit({ type: 'WardExpired', data: { objectId: o.id, marker: ward?.marker ?? 'ward' } });
  }
}
