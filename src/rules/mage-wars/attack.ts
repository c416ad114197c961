// mage-wars §10.2 the eight attack steps (rules/mage-wars.md; seed 1222-1570): declare → avoid → roll → damage & effects
// → additional strikes → damage barrier → counterstrike → end. The sequence runs until a seat must decide (a defense,
// a counterstrike) and resumes on that seat's command. CB-1..CB-35, DF-1..DF-7, GD-2..GD-6, RD-27.
import { require_ } from '../core/rule-violation';
import { sameZone } from './arena';
import { hasTrait, type AttackBar } from './cards/card-definition';
import {
  conditionAllowed,
  diceCount,
  effectModifier,
  effectsFor,
  isEthereal,
  isImmune,
  strikeDamage,
  strikesOf,
  type StrikeContext,
} from './combat-math';
import { dealDamage, placeConditions, push, pushDirection } from './damage';
import { usableDefenses } from './defenses';
import type { Emitter } from './emitter';
import { endActionPhase } from './end-of-phase';
import { finishSpellAttack } from './spell-resolution';
import { sameSide, type AttackState, type GameObject, type GameState } from './state';
import { afterBondedDamage } from './bonds';
import { absorbByWard } from './mage-abilities';
import { afterDamaged, ON_DAMAGE_HOOKS } from './on-damage-hooks';
import { armorOf, count, isFlying, lifeOf, isIncapacitated, isLiving, isRestrained, sumOf, traitsOf } from './traits';

const RULE = (id: string): string => `mage-wars/${id}`;

/** EQ-7 / CB-3: a creature's attack options: its card's bars, then each equipment's bars. */
export function attackOptions(state: GameState, o: GameObject): AttackBar[] {
  const own = state.cards[o.cardId]?.attacks ?? [];
  return [...own, ...o.equipment.flatMap((p) => state.cards[p.cardId]?.attacks ?? [])];
}

/** GD-6 / §10.9 table: guards the attacker may ignore. */
function ignorableGuard(state: GameState, attacker: GameObject, guard: GameObject): boolean {
  const g = traitsOf(state, guard);
  return isRestrained(state, guard) || isIncapacitated(guard) || hasTrait(g, 'Insignificant') || hasTrait(traitsOf(state, attacker), 'Elusive');
}

/** GD-2(b) / GD-7 / ST-10: the enemy guards a melee attacker in this zone must choose among (empty: free choice). */
export function forcedGuards(state: GameState, attacker: GameObject, target: GameObject): GameObject[] {
  if (isFlying(state, attacker) && isFlying(state, target)) return [];
  return Object.values(state.objects).filter(
    (o) =>
      !o.destroyed && o.guard && !sameSide(state, o.controller, attacker.controller) && o.zone !== null && attacker.zone !== null && sameZone(o.zone, attacker.zone) && !ignorableGuard(state, attacker, o),
  );
}

export interface DeclareInput {
  readonly attacker: GameObject;
  readonly bar: AttackBar;
  readonly kind: AttackState['kind'];
  readonly targets: readonly string[];
  readonly isCounterstrike: boolean;
  readonly spellCastId: string | null;
  readonly endsActionPhase: boolean;
}

/** Step 1 (CB-6..CB-10): record the declaration, then the Daze check at its end (one roll, also for a zone attack). */
export function declareAttack(em: Emitter, d: DeclareInput): void {
  const attackId = `a${em.state.serial}`;
  const strikes = strikesOf(d.bar, d.kind, em.state.options.rangedSkipsAdditionalStrikes);
  em.emit({
    type: 'AttackDeclared',
    data: { attackId, attackerId: d.attacker.id, bar: d.bar, kind: d.kind, targets: d.targets, strikes, isCounterstrike: d.isCounterstrike, spellCastId: d.spellCastId, endsActionPhase: d.endsActionPhase },
  });
  // CB-10 / CB-25: a Dazed attacker rolls once at the end of Declare; a damage barrier ignores its owner's conditions.
  if (d.kind !== 'barrier' && d.kind !== 'special' && count(d.attacker, 'Daze') > 0) {
    const [roll] = em.d12('daze', d.attacker.id);
    em.emit({ type: 'DazeChecked', data: { attackId, roll, proceeds: roll >= 7 } });
  }
}

function strikeContext(state: GameState, a: AttackState, attacker: GameObject, target: GameObject): StrikeContext {
  const act = state.round.activation;
  return {
    bar: a.bar,
    kind: a.kind,
    isSpell: a.spellCastId !== null,
    firstStrike: a.strike === 1,
    afterMove: act !== null && act.objectId === attacker.id && act.moves > 0,
    attackerTraits: a.kind === 'barrier' ? [] : traitsOf(state, attacker),
    defenderTraits: traitsOf(state, target),
    // Stryker disable next-line ArrayDeclaration: a card-less target's subtypes are read only by "+N vs" bonuses, which name real subtypes or traits: a placeholder matches none
    defenderSubtypes: state.cards[target.cardId]?.subtypes ?? [],
    defenderLiving: isLiving(state, target),
    defenderDamaged: target.damage > 0,
    weakMarkers: count(attacker, 'Weak'),
  };
}

/** Steps 3-4 for one strike (CB-14..CB-21). */
export function rollStrike(em: Emitter): void {
  const s = em.state;
  const a = s.attack!;
  const attacker = s.objects[a.attackerId]!;
  const target = s.objects[a.targets[0]]!;
  const ctx = strikeContext(s, a, attacker, target);
  if (isImmune(ctx)) {
    em.emit({ type: 'StrikeResolved', data: { attackId: a.attackId, targetId: target.id, strike: a.strike, outcome: 'immune', diceCount: 0, effectRoll: null, damage: 0 } });
    return;
  }
  const n = diceCount(ctx);
  const faces = em.attackDice(n, 'attack', target.id);
  const effectRoll = a.bar.effects.length > 0 ? em.d12('effect', target.id)[0] + effectModifier(ctx) : null;
  const incorporeal = hasTrait(ctx.defenderTraits, 'Incorporeal');
  const ethereal = isEthereal(a.bar, s.options.lightningAndWindAreEthereal);
  const piercing = sumOf([...a.bar.traits, ...ctx.attackerTraits], 'Piercing');
  const damage = strikeDamage(faces, { armor: armorOf(s, target), piercing, incorporeal, ethereal });
  em.emit({ type: 'StrikeResolved', data: { attackId: a.attackId, targetId: target.id, strike: a.strike, outcome: 'hit', diceCount: n, effectRoll, damage } });
  const lifeLeftBefore = lifeOf(s, target) - target.damage;
  // MG-WZ-1: a ward absorbs part of the first strike that deals ≥1 after armor.
  const dealt = absorbByWard(em, target, damage, `attack ${a.attackId}`);
  dealDamage(em, target.id, dealt, false, `attack ${a.attackId}`);
  // CB-21: on-damage traits of the attacker and of the bar.
  // Each hook once per strike, however many sources carry its trait (a numbered trait takes its highest X).
  const onDamage = [...ctx.attackerTraits, ...a.bar.traits];
  const damaged = { attacker, target, dealt, lifeLeftBefore, targetLiving: ctx.defenderLiving, firstStrike: a.strike === 1, traits: onDamage };
  for (const id of new Set(onDamage.map((t) => t.id))) {
    ON_DAMAGE_HOOKS[id]?.(em, damaged);
  }
  afterDamaged(em, damaged, ctx.defenderTraits);
  // MG-WL-2: the Bloodreaper's first damage to a Living creature this round heals its Mage.
  afterBondedDamage(em, attacker.id, dealt, ctx.defenderLiving);
  // ST-15: a non-Ethereal attack applies no effects or conditions to an Incorporeal object.
  if (effectRoll === null || (incorporeal && !ethereal)) return;
  const after = em.state.objects[target.id];
  if (!after || after.destroyed) return;
  const source = a.kind === 'barrier' ? 'barrier' : a.isCounterstrike ? 'counterstrike' : 'attack';
  for (const effect of effectsFor(a.bar, effectRoll)) {
    if (effect.kind === 'condition') {
      const allowed = conditionAllowed(effect.condition, {
        defenderTraits: traitsOf(em.state, after),
        isConjuration: after.kind === 'conjuration' || after.kind === 'wall',
        living: isLiving(em.state, after),
        attackTypes: a.bar.damageTypes,
        poisonImmunityBlocksPoisonConditions: em.state.options.poisonImmunityBlocksPoisonConditions,
      });
      // A count of 0 places nothing (placeConditions).
      if (allowed) {
        const seq = em.state.round.activation?.seq ?? null;
        placeConditions(em, after.id, { condition: effect.condition, source, duringActivation: seq }, effect.count);
      }
    } else if (attacker.zone && after.zone) {
      const dir = pushDirection(attacker.zone, after.zone);
      if (dir) push(em, em.state.objects[after.id]!, dir);
    }
  }
}

/** CB-29 / GD-2(a): the quick melee options of `o` that have Counterstrike (own, granted, or from guarding). */
export function counterstrikeOptions(state: GameState, o: GameObject): number[] {
  if (isIncapacitated(o)) return []; // CB-33
  const granted = hasTrait(traitsOf(state, o), 'Counterstrike') || o.guard;
  return attackOptions(state, o)
    .map((bar, i) => ({ bar, i }))
    .filter(({ bar }) => bar.kind === 'melee' && bar.action === 'quick' && (granted || hasTrait(bar.traits, 'Counterstrike')))
    .map(({ i }) => i);
}

function barrierOf(state: GameState, o: GameObject): AttackBar | undefined {
  return attackOptions(state, o).find((b) => b.kind === 'barrier');
}

/** Runs the current attack until a seat must decide or it ends (and any attack it resumes). */
export function runAttack(em: Emitter): void {
  for (let guard = 0; guard < 1000; guard++) {
    const s = em.state;
    const a = s.attack;
    if (!a || a.awaiting || s.status === 'ended') return;
    const attacker = s.objects[a.attackerId];
    const targetId = a.targets[0];
    if (targetId === undefined) {
      endAttack(em, a);
      continue;
    }
    const target = s.objects[targetId];
    if (!target || target.destroyed || !attacker || attacker.destroyed) {
      em.emit({ type: 'TargetCompleted', data: { attackId: a.attackId, targetId } });
      continue;
    }
    if (a.strike <= a.strikes) {
      // CB-10 / G12: a Daze miss loses the first strike only; later strikes have their own Avoid step.
      if (a.strike === 1 && a.dazeMissed) {
        em.emit({ type: 'StrikeResolved', data: { attackId: a.attackId, targetId, strike: a.strike, outcome: 'missed', diceCount: 0, effectRoll: null, damage: 0 } });
        continue;
      }
      // Step 2 (CB-12): the defender decides before the dice are rolled, when it has something to decide.
      const { defenses, mandatory } = usableDefenses(s, a, target);
      if (defenses.length > 0 || mandatory.length > 0) {
        em.emit({ type: 'AttackAwaiting', data: { attackId: a.attackId, stage: 'avoid', seat: target.controller, targetId } });
        return;
      }
      rollStrike(em);
      continue;
    }
    // Step 6 (CB-23..CB-28): one barrier attack, melee only, after at least one successful strike.
    const barrier = barrierOf(s, target);
    const barrierAllowed =
      a.kind === 'melee' &&
      a.succeeded &&
      target.barrierHits[attacker.id] !== s.round.round &&
      (!a.isCounterstrike || s.options.counterstrikeTriggersBarrier) &&
      (!s.options.damageBarrierEnemiesOnly || !sameSide(s, target.controller, attacker.controller));
    if (barrierAllowed && barrier) {
      declareAttack(em, { attacker: target, bar: barrier, kind: 'barrier', targets: [attacker.id], isCounterstrike: false, spellCastId: null, endsActionPhase: false });
      continue;
    }
    // Step 7 (CB-29..CB-31): one counterstrike per attack, never against a counterstrike, even after a miss.
    if (a.kind === 'melee' && !a.isCounterstrike && !a.counterstrikeDone && !target.destroyed && counterstrikeOptions(s, target).length > 0) {
      em.emit({ type: 'AttackAwaiting', data: { attackId: a.attackId, stage: 'counterstrike', seat: target.controller, targetId } });
      return;
    }
    // CB-32 / GD-4: a guard loses its marker at the end of step 7 of any melee attack against it.
    if (a.kind === 'melee' && target.guard) em.emit({ type: 'GuardRemoved', data: { objectId: target.id } });
    em.emit({ type: 'TargetCompleted', data: { attackId: a.attackId, targetId } });
  }
}

/** Step 8 (CB-34, CB-35): the attack ends; an attack spell resolves; the attacker's action phase may end. */
function endAttack(em: Emitter, a: AttackState): void {
  em.emit({ type: 'AttackEnded', data: { attackId: a.attackId } });
  if (a.spellCastId) finishSpellAttack(em, a.spellCastId);
  const act = em.state.round.activation;
  // No attack is left open here: only a top-level attack (no parent, state.ts) ends an action phase, and its
  // AttackEnded closed the last one.
  if (a.endsActionPhase && act && act.objectId === a.attackerId) endActionPhase(em);
}

export function assertAttackDecision(state: GameState, stage: 'avoid' | 'counterstrike', seat: string): AttackState {
  const a = state.attack;
  require_(a !== null && a.awaiting !== null && a.awaiting.stage === stage, RULE(stage === 'avoid' ? 'CB-12' : 'CB-29'), '§10.2', `no attack is waiting for the ${stage} decision`);
  require_(a.awaiting.seat === seat, RULE(stage === 'avoid' ? 'CB-12' : 'CB-29'), '§10.2', `the ${stage} decision belongs to seat ${a.awaiting.seat}`);
  return a;
}
