// mage-wars §10.8 defenses, §9.5 mandatory enchantments and §10.2 step 7 (rules/mage-wars.md; seed 1292-1316, 1124-1150,
// 1514-1570): the defender's Avoid decision (DF-1..DF-7, EN-19, EN-21, TV-14, TV-57) and its counterstrike (CB-29..CB-33).
import { require_ } from '../core/rule-violation';
import { hasTrait, type Defense } from './cards/card-definition';
import type { DeclareCounterstrike, DeclareDefense } from './commands';
import type { Emitter } from './emitter';
import { attackOptions, assertAttackDecision, counterstrikeOptions, declareAttack, rollStrike, runAttack } from './attack';
import type { AttackState, Enchantment, GameObject, GameState } from './state';
import { isRevealable, revealEnchantmentNow } from './enchantments';
import { count, isIncapacitated, isRestrained } from './traits';

export interface DefenseOption {
  readonly key: string;
  readonly defense: Defense;
  /** The enchantment it comes from (EN-18: single-use ones are destroyed after use). */
  readonly enchantmentId: string | null;
}

/** DF-1, DF-5, DF-6, DF-7, DF-8: the defenses `target` may use against this strike, and the mandatory enchantments it triggers. */
export function usableDefenses(state: GameState, a: AttackState, target: GameObject): { defenses: DefenseOption[]; mandatory: Enchantment[] } {
  const unavoidable = a.kind === 'barrier' || a.kind === 'special' || a.bar.zone === true || hasTrait(a.bar.traits, 'Unavoidable');
  if (unavoidable || isIncapacitated(target)) return { defenses: [], mandatory: [] };
  const out: DefenseOption[] = [];
  const add = (source: string, list: readonly Defense[], enchantmentId: string | null): void =>
    list.forEach((defense, i) => {
      const key = `${source}#${i}`;
      const usedKey = defense.uses === null ? `${key}@${a.attackId}` : key;
      const used = target.defenseUses[usedKey] ?? 0;
      const limit = defense.uses ?? 1;
      const kindOk = defense.only === undefined || (defense.only === 'melee' ? a.kind === 'melee' : a.kind === 'ranged');
      if (used < limit && kindOk) out.push({ key, defense, enchantmentId });
    });
  add(target.id, state.cards[target.cardId]?.defenses ?? [], null);
  for (const p of target.equipment) add(p.instanceId, state.cards[p.cardId]?.defenses ?? [], null);
  // Attached to this object (only an object target has an id: a zone one never matches).
  const attached = state.enchantments.filter((e) => 'id' in e.target && e.target.id === target.id);
  for (const e of attached.filter((x) => !x.hidden)) {
    const defs = state.cards[e.cardId]?.effects.flatMap((f) => (f.kind === 'defense' ? [f.defense] : []));
    add(e.id, defs ?? [], e.id);
  }
  // EN-19: the defender's hidden mandatory enchantments triggered by this attack must be decided (pay or decline).
  const mandatory = attached.filter((e) => e.hidden && e.controller === target.controller && isRevealable(state, e, 'attacked'));
  return { defenses: out, mandatory };
}

/** DF-7: −2 per Daze marker, −2 when Restrained. */
export function defenseRollModifier(state: GameState, o: GameObject): number {
  return -2 * count(o, 'Daze') - (isRestrained(state, o) ? 2 : 0);
}

export function declareDefense(em: Emitter, c: DeclareDefense): void {
  const a = assertAttackDecision(em.state, 'avoid', c.data.seat);
  const target = em.state.objects[a.targets[0]]!;
  const { mandatory } = usableDefenses(em.state, a, target);
  const reveals = c.data.reveals ?? [];
  // EN-19 / EN-21 (A8): every triggered mandatory enchantment is revealed (paid or declined); one defense is used at most.
  for (const e of mandatory) {
    const answer = reveals.find((r) => r.enchantmentId === e.id);
    require_(answer !== undefined, 'mage-wars/EN-19', '§9.5', `mandatory enchantment ${e.id} was triggered: pay its reveal cost or decline`);
  }
  for (const r of reveals) {
    require_(mandatory.some((e) => e.id === r.enchantmentId), 'mage-wars/EN-20', '§9.5', `enchantment ${r.enchantmentId} is not triggered by this attack`);
    revealEnchantmentNow(em, r.enchantmentId, r.pay);
  }
  const after = em.state.objects[target.id]!;
  if (c.data.defense === null) {
    rollStrike(em);
    runAttack(em);
    return;
  }
  const options = usableDefenses(em.state, em.state.attack!, after).defenses;
  const chosen = options.find((o) => o.key === c.data.defense);
  require_(chosen !== undefined, 'mage-wars/DF-1', '§10.8', `defense ${c.data.defense} is not available (used up, wrong attack kind, or unavoidable)`);
  const [natural] = em.d12('defense', after.id);
  const roll = natural + defenseRollModifier(em.state, after);
  const avoided = roll >= chosen.defense.minRoll;
  const usedKey = chosen.defense.uses === null ? `${chosen.key}@${a.attackId}` : chosen.key;
  // DF-2: the use is spent whatever the roll.
  em.emit({ type: 'DefenseUsed', data: { objectId: after.id, key: usedKey, roll, needed: chosen.defense.minRoll, avoided } });
  // EN-18: a single-use enchantment that gave the defense is destroyed (no enchantment has a null id; the defense came from
  // this card's effects, so the card is known).
  const source = em.state.enchantments.find((e) => e.id === chosen.enchantmentId);
  if (source && em.state.cards[source.cardId]!.singleUse)
    em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: source.id, cardId: source.cardId, reason: 'single use (EN-18)' } });
  if (avoided) {
    // CB-13 / A1: an avoided strike goes to step 5; no dice, no effects.
    em.emit({ type: 'StrikeResolved', data: { attackId: a.attackId, targetId: after.id, strike: em.state.attack!.strike, outcome: 'avoided', diceCount: 0, effectRoll: null, damage: 0 } });
  } else {
    rollStrike(em);
  }
  runAttack(em);
}

export function declareCounterstrike(em: Emitter, c: DeclareCounterstrike): void {
  const a = assertAttackDecision(em.state, 'counterstrike', c.data.seat);
  const defender = em.state.objects[a.targets[0]]!;
  const attacker = em.state.objects[a.attackerId]!;
  em.emit({ type: 'CounterstrikeDecided', data: { attackId: a.attackId, objectId: defender.id, counterstrike: c.data.attack !== null } });
  if (c.data.attack !== null) {
    require_(counterstrikeOptions(em.state, defender).includes(c.data.attack), 'mage-wars/CB-30', '§10.2', 'a counterstrike is a quick melee attack with Counterstrike');
    const bar = attackOptions(em.state, defender)[c.data.attack];
    // CB-30 / G6: it targets the original attacker, whatever guards are present, and can never be counterstruck.
    declareAttack(em, { attacker: defender, bar, kind: 'melee', targets: [attacker.id], isCounterstrike: true, spellCastId: null, endsActionPhase: false });
    // EN-18: a single-use enchantment that gave Counterstrike (Retaliate) is spent.
    for (const e of em.state.enchantments.filter((x) => !x.hidden && 'id' in x.target && x.target.id === defender.id)) {
      const card = em.state.cards[e.cardId];
      if (card?.singleUse && card.grants.some((t) => t.id === 'Counterstrike'))
        em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason: 'single use (EN-18)' } });
    }
  }
  runAttack(em);
}
