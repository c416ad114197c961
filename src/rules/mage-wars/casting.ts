// mage-wars §7.3 the casting sequence (rules/mage-wars.md; seed 813-861, 594-608, 1164-1172): declare and check the
// target, range and LoS (SP-3), pay (SP-3), the counter window (SP-4), then resolve (spell-resolution.ts). SP-1..SP-5,
// RD-19..RD-21, EQ-1..EQ-6, ST-25, ST-28, ST-30.
import type { SeatId } from '../core/decider';
import { require_ } from '../core/rule-violation';
import { adjacent, borderKey, bordersContinue, inArena, inRange, lineOfSight, sameZone, type Zone } from './arena';
import { CONDITION_IDS, hasTrait, spellLevel, type CardDefinition } from './cards/card-definition';
import type { CastSpell, RespondToSpell } from './commands';
import { blocksLoS, assertActionAvailable } from './actions';
import type { Emitter } from './emitter';
import { isRevealable, revealEnchantmentNow } from './enchantments';
import { assertBondAllowed } from './bonds';
import { innateSpell, quickSummonFits } from './mage-abilities';
import { afterSpell, resolveSpell } from './spell-resolution';
import { liveObjects, sameSide, seatOf, type GameObject, type GameState, type SpellChoices, type SpellTarget } from './state';
import { isCreature, isFlying, isIncapacitated, levelOf, zoneOf } from './traits';

const S = '§7.3';

/** SP-1 / SP-3: the mana a spell costs on this target (X chosen before casting; Sleep-like costs by target level). */
export function castCost(state: GameState, card: CardDefinition, target: SpellTarget, x: number | undefined): number {
  if (card.cost === 'X') {
    require_(x !== undefined && Number.isInteger(x) && x >= 0, 'mage-wars/SP-3', S, 'choose the value of X before casting');
    return x;
  }
  if (typeof card.cost === 'number') return card.cost;
  const o = target.kind === 'object' ? state.objects[target.id] : undefined;
  require_(o !== undefined, 'mage-wars/SP-1', '§7.2', 'this cost depends on the level of a target object');
  return card.cost.perTargetLevel * levelOf(state, o);
}

function targetZones(state: GameState, target: SpellTarget): Zone[] {
  switch (target.kind) {
    case 'zone':
      return [target.zone];
    case 'border':
      return [target.a, target.b];
    case 'object': {
      const o = state.objects[target.id];
      if (!o || o.destroyed) return [];
      return o.border ? [...o.border] : [zoneOf(state, o)].filter((z): z is Zone => z !== null);
    }
    case 'enchantment': {
      const e = state.enchantments.find((x) => x.id === target.id);
      if (!e) return [];
      return e.target.kind === 'zone' ? [e.target.zone] : targetZones(state, { kind: 'object', id: e.target.id });
    }
    default:
      return []; // a malformed target is refused as "not in the arena", never a crash
  }
}

function kindMatches(state: GameState, card: Pick<CardDefinition, 'targets'>, target: SpellTarget): boolean {
  if (target.kind === 'zone') return card.targets.includes('zone');
  if (target.kind === 'border') return card.targets.includes('border');
  if (target.kind === 'enchantment') return card.targets.includes('enchantment') && state.enchantments.some((e) => e.id === target.id);
  const o: GameObject | undefined = state.objects[target.id];
  if (!o || o.destroyed) return false;
  return card.targets.some(
    (t) => t === 'object' || (t === 'creature' && isCreature(o)) || (t === 'mage' && o.kind === 'mage') || (t === 'conjuration' && (o.kind === 'conjuration' || o.kind === 'wall')),
  );
}

/** SP-3 (and SP-5 at resolution): the target fits the casting line, is in range and in line of sight. */
export function targetIsLegal(state: GameState, caster: GameObject, card: Pick<CardDefinition, 'targets' | 'range'>, target: SpellTarget): string | null {
  if (!kindMatches(state, card, target)) return `this spell targets ${card.targets.join(' or ')}`;
  const from = caster.zone;
  if (!from) return 'the caster is not in a zone';
  if (target.kind === 'border') {
    if (!inArena(state.arena, target.a) || !inArena(state.arena, target.b) || !adjacent(target.a, target.b)) return 'a border lies between two adjacent zones (AR-5)';
  }
  const zones = targetZones(state, target);
  if (zones.length === 0) return 'the target is not in the arena';
  // ST-30: a wall needs at least one of its two zones in range; everything else its own zone.
  if (!zones.some((z) => inRange(from, z, card.range))) return `out of range ${card.range.min}-${card.range.max} (AR-4)`;
  // AR-12 / ST-12: walls never block LoS to or from a creature with Flying, as it stands now (ST-11: lost while guarding, restrained, incapacitated).
  const flying = isFlying(state, caster) || (target.kind === 'object' && isFlying(state, state.objects[target.id]!));
  if (!flying && !zones.some((z) => sameZone(z, from) || lineOfSight(from, z, (a, b) => blocksLoS(state, a, b)))) return 'no line of sight (AR-9)';
  return null;
}

/** RD-19 / RD-20: the quickcast windows: a quickcast phase in initiative order, or around one of the seat's action phases. */
function quickcastWindowOpen(state: GameState, seat: string): boolean {
  const r = state.round;
  if (r.phase === 'firstQuickcast' || r.phase === 'finalQuickcast') return r.queue[0] === seat;
  if (r.phase !== 'actions' || r.activation) return false;
  return r.turn === seat || r.justActed === seat;
}

export function castSpell(em: Emitter, c: CastSpell): void {
  const s = em.state;
  require_(s.attack === null && s.spell === null, 'mage-wars/EN-12', S, 'an attack or a spell is still resolving');
  const seat = seatOf(s, c.data.seat);
  const caster = s.objects[c.data.casterId];
  require_(caster !== undefined && !caster.destroyed && caster.controller === c.data.seat, 'mage-wars/SP-2', S, 'cast with your Mage, familiar or spawnpoint');
  const isMage = caster.id === seat.mageId;
  const spawnpoint = caster.kind === 'conjuration';
  // ST-18 / ST-20 / ST-29: a familiar or spawnpoint casts only the spell assigned to it this round (RD-10).
  const assignment = (seat.assigned ?? []).find((a) => a.objectId === caster.id && a.card.instanceId === c.data.instanceId);
  require_(isMage || assignment !== undefined, spawnpoint ? 'mage-wars/ST-29' : 'mage-wars/ST-20', '§8.5', 'a familiar or spawnpoint casts only the spell assigned to it');
  // SP-2 / EQ-9: a prepared spell, or a spell bound to the caster's equipment (as if prepared, once a round).
  const piece = isMage ? caster.equipment.find((p) => p.bound?.instanceId === c.data.instanceId) : undefined;
  // MG-PR-2 / MG-WZ-2: an innate spell of the Mage's ability card (`innate-<cardId>`) counts as prepared every round.
  const innate = isMage ? innateSpell(s, caster, c.data.instanceId) : undefined;
  const inst = innate
    ? { instanceId: c.data.instanceId, cardId: innate.card.id }
    : isMage ? (seat.prepared.find((p) => p.instanceId === c.data.instanceId) ?? piece?.bound ?? undefined) : assignment?.card;
  require_(inst !== undefined, 'mage-wars/SP-2', S, 'only a spell prepared this round (or a bound spell) may be cast (RD-9)');
  if (innate) {
    if (innate.perRound !== null) {
      require_(caster.innateCastRound?.[innate.card.id] !== s.round.round, `mage-wars/${innate.rule}`, '§12', `${innate.card.name} is cast at most once per round`);
    }
    // MG-PR-2: name the markers Restoration removes: at least one, at most what the spell allows.
    const chosen = innate.card.effects.find((f) => f.kind === 'payToRemoveChosen');
    if (chosen?.kind === 'payToRemoveChosen') {
      const n = c.data.remove?.length ?? 0;
      require_(n >= 1 && (chosen.max === null || n <= chosen.max), `mage-wars/${innate.rule}`, '§12.3', `name ${chosen.max === null ? 'one or more' : `at most ${chosen.max}`} condition markers to remove`);
      require_((c.data.remove ?? []).every((x) => CONDITION_IDS.includes(x)), `mage-wars/${innate.rule}`, '§12.3', 'unknown condition');
    }
  }
  if (piece) require_(piece.boundCastRound !== s.round.round, 'mage-wars/EQ-9', '§9.8', 'a bound spell is cast at most once per round');
  const card = s.cards[inst.cardId];
  require_(card !== undefined, 'mage-wars/MD-3', '§17.3', `no definition is registered for card ${inst.cardId}`);
  // SB-10 / §15 Mage Only (seed 2208): only a Mage casts it, never a familiar or a spawnpoint.
  require_(isMage || !hasTrait(card.traits, 'MageOnly'), 'mage-wars/SB-10', '§13.1, §15', `${card.name} is Mage Only: a familiar or spawnpoint cannot cast it`);
  const quick = c.data.quickcast === true;
  // MG-BM-1: once per round, a creature spell the Mage's card allows is cast as a quick spell (asQuick).
  if (c.data.asQuick) {
    const q = isMage ? quickSummonFits(s, caster, card, spellLevel(card)) : undefined;
    require_(q !== undefined, 'mage-wars/MG-BM-1', '§12.2', 'only a Mage with Rapid summoning casts such a creature spell as a quick spell');
    require_(caster.quickSummonRound !== s.round.round, 'mage-wars/MG-BM-1', '§12.2', 'a creature is cast as a quick spell once per round');
  }
  const speed = c.data.asQuick ? 'quick' : card.action;
  if (!isMage) {
    // ST-19 / ST-29: the caster's card may restrict what it casts.
    const filter = s.cards[caster.cardId]?.castFilter;
    const fits = !filter || ((!filter.types || filter.types.includes(card.type)) && (!filter.subtypes || filter.subtypes.some((x) => card.subtypes.includes(x))));
    require_(fits, spawnpoint ? 'mage-wars/ST-29' : 'mage-wars/ST-19', '§8.5', 'this caster cannot cast that kind of spell');
    require_(!quick, 'mage-wars/RD-19', '§5.8', 'the quickcast action belongs to Mages');
  }
  if (spawnpoint) {
    // RD-13 / ST-29: spawnpoints cast in the Deployment Phase, in initiative order.
    require_(s.round.phase === 'deployment' && s.round.queue[0] === c.data.seat, 'mage-wars/RD-13', '§5.6', 'spawnpoints cast in the Deployment Phase, in initiative order');
  } else if (quick) {
    require_(seat.quickcastReady, 'mage-wars/RD-19', '§5.8', 'the quickcast action is used once per round');
    require_(speed === 'quick', 'mage-wars/RD-19', '§5.8', 'a full spell can never be quickcast');
    require_(quickcastWindowOpen(s, c.data.seat), 'mage-wars/RD-20', '§5.8', 'quickcast only in a quickcast phase or right before/after one of your action phases');
    // §11.2: an incapacitated Mage may still cast quick spells that are not attack spells.
    require_(!isIncapacitated(caster) || card.type !== 'attack', 'mage-wars/RD-19', '§11.2', 'an incapacitated Mage casts no attack spell');
  } else {
    const a = s.round.activation;
    require_(a !== null && a.objectId === caster.id, 'mage-wars/AC-3', '§6.1', 'cast with your Mage’s action during its action phase, or quickcast');
    assertActionAvailable(a, speed, 'mage-wars/AC-3');
  }
  const why = targetIsLegal(s, caster, card, c.data.target);
  require_(
    why === null, 'mage-wars/SP-3', S,
    // Stryker disable next-line StringLiteral: the '' fallback is read only when why is null, and then the check passes and shows no message
    why ?? '',
  );
  assertTypeRules(s, caster, card, c.data.target, c.data.seat, c.data.bind);
  const cost = c.data.extend ? extendCost(s, caster, card, c.data.target, c.data.extend, c.data.seat) : castCost(s, card, c.data.target, c.data.x);
  // ST-20 / ST-29: a familiar or spawnpoint pays from its own mana markers first; its controller pays the rest.
  const fromObject = isMage ? 0 : Math.min(caster.manaMarkers, cost);
  require_(seat.mana + fromObject >= cost, 'mage-wars/SP-3', S, `this spell costs ${cost} mana; you have ${seat.mana + fromObject}`);
  if (c.data.bond) assertBondAllowed(s, c.data.seat, card, cost - fromObject);
  const castId = `c${s.serial}`;
  em.emit({ type: 'SpellCast', data: { castId, seat: c.data.seat, casterId: caster.id, instanceId: inst.instanceId, cardId: inst.cardId, target: c.data.target, cost, quickcast: quick, boundTo: piece?.instanceId ?? null, ...(innate ? { innate: true } : {}), ...(c.data.asQuick ? { asQuick: true } : {}), choices: choicesOf(c) } });
  if (fromObject > 0) em.emit({ type: 'ManaSpent', data: { seat: c.data.seat, amount: fromObject, fromObject: caster.id, reason: `cast ${castId}` } });
  if (cost - fromObject > 0) em.emit({ type: 'ManaSpent', data: { seat: c.data.seat, amount: cost - fromObject, fromObject: null, reason: `cast ${castId}` } });
  if (!quick && !spawnpoint) em.emit({ type: 'ActionUsed', data: { objectId: caster.id, action: speed } });
  // SP-4 / EN-19: an enemy counter enchantment on the target is triggered; its controller must decide.
  const counter = c.data.target.kind === 'object' ? counterOn(em.state, c.data.target.id, c.data.seat) : undefined;
  if (counter) {
    em.emit({ type: 'SpellCounterWindow', data: { castId, seat: counter.controller, enchantmentId: counter.id } });
    return;
  }
  resolveSpell(em);
}

function choicesOf(c: CastSpell): SpellChoices {
  const d = c.data;
  return {
    ...(d.to ? { to: d.to } : {}), ...(d.direction ? { direction: d.direction } : {}), ...(d.slot ? { slot: d.slot } : {}),
    ...(d.bind ? { bind: d.bind } : {}), ...(d.extend ? { extend: d.extend } : {}), ...(d.bond ? { bond: true } : {}),
    ...(d.remove ? { remove: d.remove } : {}),
  };
}

/** ST-32 / TV-12: Extend costs 2 × the wall's cost + its level; the copy comes from the spellbook and must continue the wall. */
function extendCost(s: GameState, caster: GameObject, card: CardDefinition, target: SpellTarget, ext: NonNullable<CastSpell['data']['extend']>, seat: SeatId): number {
  require_(card.type === 'conjuration' && card.subtypes.includes('Wall') && target.kind === 'border', 'mage-wars/ST-32', '§8.7', 'only a wall is extended');
  const copy = s.seats[seat]?.spellbook.find((x) => x.instanceId === ext.instanceId);
  require_(copy !== undefined && copy.cardId === card.id, 'mage-wars/ST-32', '§8.7', 'the second wall is an identical copy from your spellbook');
  const second: SpellTarget = { kind: 'border', a: ext.a, b: ext.b };
  const why = targetIsLegal(s, caster, card, second);
  // why is read only when it is not null (a null why passes the check, and its message is never shown).
  require_(why === null, 'mage-wars/ST-32', '§8.7', `the second wall: ${why}`);
  require_(bordersContinue([target.a, target.b], [ext.a, ext.b]), 'mage-wars/ST-32', '§8.7', 'the second wall continues the first, straight or around a zone corner');
  // ST-30: only a wall sits on a border (a conjuration cast on a border enters as kind 'wall', spell-resolution.ts).
  const taken = liveObjects(s).some((o) => o.border !== null && borderKey(o.border[0], o.border[1]) === borderKey(ext.a, ext.b));
  require_(!taken, 'mage-wars/ST-30', '§8.7', 'one wall per border');
  return 2 * castCost(s, card, target, undefined) + spellLevel(card);
}

function counterOn(state: GameState, objectId: string, casterSeat: string) {
  return state.enchantments.find(
    (e) => e.hidden && !sameSide(state, e.controller, casterSeat as SeatId) && e.target.kind === 'object' && e.target.id === objectId && isRevealable(state, e, 'targetedBySpell') &&
      // isRevealable has found the card (an unknown card is never revealable).
      state.cards[e.cardId]!.effects.some((f) => f.kind === 'counterSpell'),
  );
}

/** Type rules checked at declaration: EQ-1/EQ-5/EQ-6, ST-25, ST-28, ST-30, ST-1, SB-10 (Unique, Legendary). */
function assertTypeRules(s: GameState, caster: GameObject, card: CardDefinition, target: SpellTarget, seat: SeatId, bind: string | undefined): void {
  const live = liveObjects(s);
  if (hasTrait(card.traits, 'Legendary')) require_(!live.some((o) => o.cardId === card.id), 'mage-wars/SB-10', '§13.1', 'a Legendary card is in play already');
  // MP-4: a team counts as one player for Unique.
  if (hasTrait(card.traits, 'Unique')) require_(!live.some((o) => o.cardId === card.id && sameSide(s, o.controller, seat)), 'mage-wars/SB-10', '§13.1', 'you (or your team) have this Unique card in play already');
  if (card.type === 'creature') require_(target.kind === 'zone' && caster.zone !== null && sameZone(target.zone, caster.zone), 'mage-wars/ST-1', '§8.1', 'a creature appears in its caster’s zone');
  if (card.type === 'conjuration') {
    const isWall = card.subtypes.includes('Wall');
    if (isWall) {
      require_(target.kind === 'border', 'mage-wars/ST-30', '§8.7', 'a wall is cast on a border');
      // AR-5: only walls sit on a border (a conjuration cast on a border enters as kind 'wall'), so a border is what makes a wall here.
      const taken = live.some((o) => o.border !== null && ((sameZone(o.border[0], target.a) && sameZone(o.border[1], target.b)) || (sameZone(o.border[0], target.b) && sameZone(o.border[1], target.a))));
      require_(!taken, 'mage-wars/ST-30', '§8.7', 'one wall per border');
    } else if (target.kind === 'zone') {
      const here = live.filter((o) => o.kind === 'conjuration' && o.zone !== null && sameZone(o.zone, target.zone));
      require_(!here.some((o) => o.cardId === card.id), 'mage-wars/ST-25', '§8.6', 'no two conjurations of the same name in one zone');
      // Stryker disable next-line ArrayDeclaration: hasTrait reads `t.id`, which no string has: a non-empty default of strings reads as [] does
      require_(!hasTrait(card.traits, 'ZoneExclusive') || !here.some((o) => hasTrait(s.cards[o.cardId]?.traits ?? [], 'ZoneExclusive')), 'mage-wars/ST-28', '§8.6', 'one Imposant conjuration per zone');
    } else if (target.kind === 'object') {
      require_(!live.some((o) => o.attachedTo === target.id && o.cardId === card.id), 'mage-wars/ST-26', '§8.6', 'no two conjurations of the same name on one object');
    }
  }
  if (card.type === 'equipment') {
    require_(target.kind === 'object' && s.objects[target.id].kind === 'mage', 'mage-wars/EQ-1', '§9.7', 'equipment goes on a Mage');
    const mage = s.objects[target.id]!;
    require_(!mage.equipment.some((p) => p.cardId === card.id), 'mage-wars/EQ-6', '§9.7', 'no two pieces of equipment of the same name on one Mage');
    if (bind !== undefined) {
      // EQ-8: bind a spell from the spellbook that meets the object's criteria.
      require_(hasTrait(card.traits, 'Spellbind'), 'mage-wars/EQ-8', '§9.8', 'only an object with Spellbind holds a bound spell');
      const spell = s.seats[seat]?.spellbook.find((x) => x.instanceId === bind);
      require_(spell !== undefined, 'mage-wars/EQ-8', '§9.8', 'bind a spell from your spellbook');
      // MD-3: a spell with no registered definition meets no criteria (apprentice books may name cards no one registered).
      const bound = s.cards[spell.cardId];
      const types = card.spellbind ?? [];
      require_(bound !== undefined && types.includes(bound.type), 'mage-wars/EQ-8', '§9.8', types.length === 0 ? 'this object names no spell type to bind' : `this object binds ${types.join(' or ')} spells only`);
    }
  }
  if (card.type === 'enchantment' && card.trigger === 'enemyEntersZone') {
    // EN-22: a trap goes on a zone with no enemy creature in it.
    require_(target.kind === 'zone', 'mage-wars/EN-22', '§9.6', 'a trap targets a zone');
    const z = target.zone;
    require_(!live.some((o) => isCreature(o) && !sameSide(s, o.controller, seat) && o.zone !== null && sameZone(o.zone, z)), 'mage-wars/EN-22', '§9.6', 'a trap cannot be placed in a zone holding an enemy creature');
  }
  if (target.kind === 'object') {
    // EN-4: the caster knows its own hidden enchantments: never two of one name from it on one target. Only an enchantment
    // spell attaches an enchantment (spell-resolution), so only an enchantment card's id is ever found among them.
    require_(!s.enchantments.some((e) => sameSide(s, e.controller, seat) && e.cardId === card.id && e.target.kind === 'object' && e.target.id === target.id), 'mage-wars/EN-4', '§9.1', 'this target already holds your enchantment of that name');
  }
}

/** SP-4: the counter enchantment's controller reveals and pays (the spell is countered, mana and action lost) or declines. */
export function respondToSpell(em: Emitter, c: RespondToSpell): void {
  const sp = em.state.spell;
  require_(sp !== null && sp.awaiting !== null, 'mage-wars/SP-4', S, 'no spell is waiting for a counter decision');
  require_(sp.awaiting.seat === c.data.seat, 'mage-wars/SP-4', S, `the decision belongs to seat ${sp.awaiting.seat}`);
  const enchantmentId = sp.awaiting.enchantmentId;
  revealEnchantmentNow(em, enchantmentId, c.data.pay);
  const still = em.state.enchantments.find((e) => e.id === enchantmentId);
  if (c.data.pay && still) {
    em.emit({ type: 'SpellCountered', data: { castId: sp.castId, reason: `countered by ${still.cardId}` } });
    // Stryker disable next-line OptionalChaining: the counter window opened only because this enchantment's card is registered (counterOn reads its effects)
    if (em.state.cards[still.cardId]?.singleUse) em.emit({ type: 'EnchantmentDestroyed', data: { enchantmentId, cardId: still.cardId, reason: 'single use (EN-18)' } });
    afterSpell(em, sp);
    return;
  }
  resolveSpell(em);
}
