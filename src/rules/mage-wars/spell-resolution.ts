// mage-wars §7.3 step 3 resolution and §7.4 the six spell types (rules/mage-wars.md; seed 857-1196): attack spells make a
// ranged attack (CB-4), incantations apply and are discarded, creatures and conjurations enter play, enchantments attach
// face down (EN-1, EN-11), equipment attaches to a location (EQ-3, EQ-4). SP-5: a target no longer legal counters it.
import { inArena, sameZone, type Zone } from './arena';
import type { AttackBar, CardDefinition, SpellEffect } from './cards/card-definition';
import { conditionAllowed } from './combat-math';
import { dealDamage, heal, placeConditions, push, pushDirection, teleport } from './damage';
import type { Emitter } from './emitter';
import { endActionPhase } from './end-of-phase';
import { declareAttack, runAttack } from './attack';
import { formBond } from './bonds';
import { rewardForSpell } from './mage-abilities';
import { targetIsLegal } from './casting';
import { afterDeploymentDecision, afterQuickcastDecision } from './round';
import { liveObjects, type GameObject, type GameState, type SpellChoices, type SpellState, type SpellTarget } from './state';
import { removalCost } from './conditions';
import { immuneTo, isLiving, levelOf, traitsOf, zoneOf } from './traits';

/** After the spell: the creature's action is spent (its phase ends, AC-1), or the quickcast phase moves on. */
export function afterSpell(em: Emitter, sp: SpellState): void {
  if (em.state.attack !== null || em.state.status === 'ended') return;
  if (em.state.round.phase === 'deployment') return afterDeploymentDecision(em);
  const act = em.state.round.activation;
  if (!sp.quickcast && act && act.objectId === sp.casterId) return endActionPhase(em);
  if (sp.quickcast) afterQuickcastDecision(em);
}

export function finishSpellAttack(em: Emitter, castId: string): void {
  const sp = em.state.spell;
  if (!sp || sp.castId !== castId) return;
  em.emit({ type: 'SpellResolved', data: { castId } });
  // EQ-10: a bound attack spell is not discarded; it stays bound for later rounds.
  if (!sp.boundTo && !sp.innate) em.emit({ type: 'SpellDiscarded', data: { seat: sp.seat, instanceId: sp.instanceId, cardId: sp.cardId } });
  if (sp.quickcast) afterQuickcastDecision(em);
  // RD-13: a spawnpoint's attack spell moves the deployment on (afterDeploymentDecision does nothing outside that phase).
  afterDeploymentDecision(em);
}

/** EQ-3: the locations this piece fills and the pieces on the Mage it displaces (rings: two, seed 1168). */
function equipmentPlacement(mage: GameObject, card: CardDefinition, slot: string | undefined): { slots: string[]; returned: string[] } {
  // Stryker disable next-line ArrayDeclaration: a default never read: the card validator requires equipmentSlots on every equipment card (MD-3)
  const locations = card.equipmentSlots ?? [];
  const slots = card.slotChoice && slot && locations.includes(slot) ? [slot] : [...locations];
  const returned = new Set<string>();
  for (const sl of slots) {
    const holders = mage.equipment.filter((p) => p.slots.includes(sl));
    const capacity = sl === 'ring' ? 2 : 1;
    // The oldest pieces beyond capacity - 1 make room (none while the location has room).
    holders.slice(0, Math.max(0, holders.length - capacity + 1)).forEach((p) => returned.add(p.instanceId));
  }
  return { slots, returned: [...returned] };
}

export function resolveSpell(em: Emitter): void {
  const sp = em.state.spell;
  if (!sp) return;
  const card = em.state.cards[sp.cardId]!;
  const caster = em.state.objects[sp.casterId];
  // SP-5: a target that is no longer legal (moved, out of range, gone) counters the spell; mana and action are lost.
  const why = caster && !caster.destroyed ? targetIsLegal(em.state, caster, card, sp.target) : 'the caster is gone';
  if (why !== null || !caster) {
    em.emit({ type: 'SpellCountered', data: { castId: sp.castId, reason: `target no longer legal: ${why}` } });
    return afterSpell(em, sp);
  }
  const done = (): void => {
    em.emit({ type: 'SpellResolved', data: { castId: sp.castId } });
    afterSpell(em, sp);
  };
  const instance = { instanceId: sp.instanceId, cardId: sp.cardId };
  switch (card.type) {
    case 'attack': {
      // CB-4: the bar takes its action, range and name from the spell; attack spells are always ranged (seed 871).
      const base = card.attacks[0];
      const bar: AttackBar = { ...(base ?? { damageTypes: [], dice: 0, effects: [], traits: [] }), name: card.name, action: card.action, kind: 'ranged', range: card.range };
      const targets =
        sp.target.kind === 'zone'
          ? zoneAttackTargets(em.state, sp.target.zone, caster)
          : sp.target.kind === 'object' ? [sp.target.id] : [];
      declareAttack(em, { attacker: caster, bar: { ...bar, zone: bar.zone ?? sp.target.kind === 'zone' }, kind: 'ranged', targets, isCounterstrike: false, spellCastId: sp.castId, endsActionPhase: !sp.quickcast });
      runAttack(em);
      return;
    }
    case 'incantation':
      applyIncantation(em, sp, card, caster);
      // MG-PR-1: the Mage cast and resolved an incantation of its reward's school.
      rewardForSpell(em, sp.seat, sp.cardId, sp.casterId);
      if (!sp.boundTo && !sp.innate) em.emit({ type: 'SpellDiscarded', data: { seat: sp.seat, instanceId: instance.instanceId, cardId: instance.cardId } });
      return done();
    case 'creature':
      em.emit({ type: 'ObjectEntered', data: { objectId: `o-${sp.instanceId}`, cardId: sp.cardId, instanceId: sp.instanceId, kind: 'creature', owner: sp.seat, zone: caster.zone, border: null, attachedTo: null } });
      if (sp.choices.bond) formBond(em, sp.seat, `o-${sp.instanceId}`);
      return done();
    case 'conjuration': {
      const t = sp.target;
      const wall = t.kind === 'border';
      em.emit({
        type: 'ObjectEntered',
        data: {
          objectId: `o-${sp.instanceId}`, cardId: sp.cardId, instanceId: sp.instanceId, kind: wall ? 'wall' : 'conjuration', owner: sp.seat,
          zone: t.kind === 'zone' ? t.zone : null, border: t.kind === 'border' ? [t.a, t.b] : null, attachedTo: t.kind === 'object' ? t.id : null,
        },
      });
      // ST-32: the extension, an identical wall on the continuing border.
      const ext = sp.choices.extend;
      if (wall && ext) {
        em.emit({ type: 'ObjectEntered', data: { objectId: `o-${ext.instanceId}`, cardId: sp.cardId, instanceId: ext.instanceId, kind: 'wall', owner: sp.seat, zone: null, border: [ext.a, ext.b], attachedTo: null } });
      }
      return done();
    }
    case 'enchantment':
      em.emit({ type: 'EnchantmentAttached', data: { enchantmentId: `e-${sp.castId}`, instanceId: sp.instanceId, cardId: sp.cardId, seat: sp.seat, target: sp.target } });
      return done();
    case 'equipment': {
      if (sp.target.kind !== 'object') return done();
      const mage = em.state.objects[sp.target.id]!;
      const { slots, returned } = equipmentPlacement(mage, card, sp.choices.slot);
      // EQ-5: never into an occupied location of an enemy Mage; then the spell is lost like a countered one.
      if (mage.controller !== sp.seat && returned.length > 0) {
        em.emit({ type: 'SpellCountered', data: { castId: sp.castId, reason: 'that location of the enemy Mage is occupied (EQ-5)' } });
        return afterSpell(em, sp);
      }
      const bind = sp.choices.bind;
      const bound = bind ? (em.state.seats[sp.seat]?.spellbook.find((x) => x.instanceId === bind) ?? null) : null;
      em.emit({ type: 'EquipmentAttached', data: { mageId: mage.id, instanceId: sp.instanceId, cardId: sp.cardId, slots, returned, bound, seat: sp.seat } });
      return done();
    }
  }
}

/**
 * CB-52 / G4: who a zone attack spell hits, as a creature's zone attack does (actions.ts): every live object standing in the
 * zone, an attached conjuration in its host's zone (zoneOf), the caster too unless the policy spares it. ST-33: walls sit on
 * borders, never in a zone (AR-5), so zoneOf leaves them out.
 */
function zoneAttackTargets(s: GameState, zone: Zone, caster: GameObject): string[] {
  return liveObjects(s)
    .filter((o) => {
      const at = zoneOf(s, o);
      return at !== null && sameZone(at, zone);
    })
    .filter((o) => s.options.zoneAttackHitsAttacker || o.id !== caster.id)
    .map((o) => o.id);
}

function applyIncantation(em: Emitter, sp: SpellState, card: CardDefinition, caster: GameObject): void {
  applyEffects(em, card.effects, sp.target, caster, sp.choices, card.name);
}

/** The instant effects of an incantation or a special action (AC-20), on its target. */
export function applyEffects(em: Emitter, effects: readonly SpellEffect[], t: SpellTarget, caster: GameObject, choices: SpellChoices, sourceName: string): void {
  for (const f of effects) {
    if (t.kind === 'enchantment' && f.kind === 'destroyEnchantment') {
      const e = em.state.enchantments.find((x) => x.id === t.id);
      if (e) em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId: e.id, cardId: e.cardId, reason: `${sourceName}` } });
      continue;
    }
    if (t.kind !== 'object') continue;
    const o = em.state.objects[t.id];
    if (!o || o.destroyed) return;
    switch (f.kind) {
      case 'heal': {
        // CB-43: heal dice count normal and critical alike and ignore armor.
        const faces = em.attackDice(f.dice, 'heal', o.id);
        heal(em, o, faces.reduce((a, x) => a + x.value, 0));
        break;
      }
      case 'directDamage':
        // CB-42: not an attack; only Immunity to its type stops it.
        if (!f.damageType || !immuneTo(traitsOf(em.state, o), f.damageType)) dealDamage(em, o.id, f.amount, true, sourceName);
        break;
      case 'condition':
        // Stryker disable next-line ArrayDeclaration: conditionAllowed reads attackTypes only for 'poison' and 'psychic' (CB-20), which a placeholder never matches
        if (conditionAllowed(f.condition, { defenderTraits: traitsOf(em.state, o), isConjuration: o.kind === 'conjuration' || o.kind === 'wall', living: isLiving(em.state, o), attackTypes: [], poisonImmunityBlocksPoisonConditions: em.state.options.poisonImmunityBlocksPoisonConditions }))
          placeConditions(em, o.id, { condition: f.condition, source: 'spell', duringActivation: null }, f.count);
        break;
      case 'payToRemove': {
        // CB-49: paying alone removes nothing; this effect enables it, one marker, at the marker's removal cost.
        const cost = removalCost(f.condition, levelOf(em.state, o));
        const seat = caster.controller;
        if (cost === null || !o.conditions.some((m) => m.condition === f.condition) || (em.state.seats[seat]?.mana ?? 0) < cost) break;
        if (cost > 0) em.emit({ type: 'ManaSpent', data: { seat, amount: cost, fromObject: null, reason: `remove ${f.condition}` } });
        em.emit({ type: 'ConditionsRemoved', data: { objectId: o.id, condition: f.condition, count: 1, reason: `${sourceName} (removal cost ${cost})` } });
        break;
      }
      case 'payToRemoveChosen': {
        // MG-PR-2 / TV-29: each named marker, in order, while it is there and its removal cost can be paid (CB-49).
        const seat = caster.controller;
        const named = (choices.remove ?? []).slice(0, f.max ?? undefined);
        for (const condition of named) {
          const now = em.state.objects[o.id];
          const cost = removalCost(condition, levelOf(em.state, o));
          if (!now || cost === null || !now.conditions.some((m) => m.condition === condition) || (em.state.seats[seat]?.mana ?? 0) < cost) continue;
          if (cost > 0) em.emit({ type: 'ManaSpent', data: { seat, amount: cost, fromObject: null, reason: `remove ${condition}` } });
          em.emit({ type: 'ConditionsRemoved', data: { objectId: o.id, condition, count: 1, reason: `${sourceName} (removal cost ${cost})` } });
        }
        break;
      }
      case 'removeCondition':
        if (o.conditions.some((m) => m.condition === f.condition)) em.emit({ type: 'ConditionsRemoved', data: { objectId: o.id, condition: f.condition, count: 1, reason: sourceName } });
        break;
      case 'teleport':
        if (choices.to && inArena(em.state.arena, choices.to)) teleport(em, o, choices.to);
        break;
      case 'push': {
        const dir = (caster.zone && o.zone ? pushDirection(caster.zone, o.zone) : null) ?? choices.direction;
        if (dir) push(em, o, dir);
        break;
      }
    }
  }
}
