// malifaux-2e §8 Actions with §9 range / LoS / cover and §10 movement and engagement as declared facts (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 966-1308): AP-5, AP-6, AA-1, AA-3, PR-1, PR-2, SM-P, SM-R, RG-1, CV-1..CV-3, MV-1, MV-2, EN-3, DE-1, DE-4, ME-3, TR-6
import { require_ } from '../../core/rule-violation';
import type { CardId } from '../../malifaux/cards';
import type { DuelParticipant, StartDuel } from '../duel/duel-commands';
import type { FateModifiers } from '../duel/fate-modifiers';
import { duelDecision } from '../duels';
import { flipForRandomModel } from '../random-determination';
import type { Actor } from '../../core/decider';
import { grantedActionCost } from '../duel/triggers';
import type { EncounterEvent } from '../events';
import { seatOf, type GameState } from '../state';
import { engagementRange, hasAbility, type ActionDef } from './crew';
import { gainCondition } from './conditions';
import { assertNoDamageOwed, modelIn, tableOf } from './activation';
import type { TakeAction } from './turn-commands';
import type { TurnEvent } from './turn-events';
import type { CurrentActivation, DeclaredFacts, ModelState, TableState } from './table-state';

const S8 = '§8 (seed 966-1092)';
const S84 = '§8.4 (seed 1066-1082)';
export const GENERAL_ACTIONS = ['Walk', 'Charge', 'Focus', 'Defensive Stance', 'Interact'] as const;

type Payment = { paid: number; paidRestricted: number; free: 'CHARGE' | 'TRIGGER' | null; zeroAp: boolean };

/** AP-5 (cost and AP), AP-2 (restricted AP for Ca Actions / Close Attacks, spent first), AP-6 (one zero-AP Action), AA-1, TR-6. */
function pay(cur: CurrentActivation, cost: number, def: ActionDef | null, free: 'CHARGE' | 'TRIGGER' | null): Payment {
  if (free) return { paid: 0, paidRestricted: 0, free, zeroAp: false };
  if (cost === 0) {
    require_(!cur.zeroApUsed, 'malifaux-2e/AP-6', '§7 (seed 962)', 'only one Action with an AP cost of 0 per Activation');
    return { paid: 0, paidRestricted: 0, free: null, zeroAp: true };
  }
  const pool = def?.stat?.name === 'Ca' ? cur.restricted.CASTING : def?.category === 'ATTACK' && def.range.kind === 'CLOSE' ? cur.restricted.MELEE : 0;
  const paidRestricted = Math.min(pool, cost);
  const paid = cost - paidRestricted;
  require_(paid <= cur.ap, 'malifaux-2e/AP-5', '§7 (seed 950-986)', `this Action costs ${cost} AP; the model has ${cur.ap}${pool ? ` (+${pool} restricted)` : ''}`);
  return { paid, paidRestricted, free: null, zeroAp: false };
}

const engaged = (f: DeclaredFacts): boolean => (f.engagedWith ?? []).length > 0;

/**
 * MV-4: a move never passes through other models' bases (Flight and Incorporeal ignore models while moving); MV-3: a
 * model without Incorporeal that starts outside Enclosed terrain can't use an ability to end its move inside it.
 */
function assertPath(m: ModelState, f: DeclaredFacts): void {
  const incorporeal = hasAbility(m.def, 'INCORPOREAL');
  require_(!f.passesThroughBases || incorporeal || hasAbility(m.def, 'FLIGHT'), 'malifaux-2e/MV-4', '§10.1 (seed 1174-1214)', `${m.def.name} can't move through other models' bases`);
  require_(!f.entersEnclosedIgnoringTerrain || incorporeal, 'malifaux-2e/MV-3', '§10.1 (seed 1924)', `${m.def.name} can't use an ability to end its move inside Enclosed terrain it started outside of`);
}

function target(t: TableState, id: string | undefined, rule: string): ModelState {
  require_(id !== undefined, rule, S8, 'this Action needs a target');
  const m = modelIn(t, id, rule, S8);
  require_(m.status === 'IN_PLAY', 'malifaux-2e/BU-1', '§13 (seed 1391-1399)', `${m.def.name} is not in play: never in LoS or range`);
  return m;
}

/** EL-1: the elevation difference counts for engagement and Projectile range, unless the lower model is taller than it. */
export function withElevation(distance: number, e: { readonly difference: number; readonly lowerModelHt: number } | undefined): number {
  if (!e || e.difference <= 0) return distance;
  return e.lowerModelHt > e.difference ? distance : distance + e.difference;
}

/** RG-1, ME-3: in range is base to base, inclusive; §8.2: the target must be in LoS unless the Action says otherwise. */
function assertRangeAndLos(f: DeclaredFacts, tgt: ModelState, inches: number, kind: string): void {
  const top = f.distances?.[tgt.def.id];
  require_(typeof top === 'number' && top >= 0, 'malifaux-2e/ME-3', '§2 (seed 428-446)', `declare the distance to ${tgt.def.name} (facts.distances)`);
  // ME-1: measured top-down; EL-1 adds the elevation for Close (engagement) and Projectile ranges.
  const d = kind === 'CLOSE' || kind === 'PROJECTILE' ? withElevation(top, f.elevation?.[tgt.def.id]) : top;
  require_(d <= inches, 'malifaux-2e/RG-1', '§9.1 (seed 1094-1121)', `${tgt.def.name} is ${d}" away, out of the Action's ${inches}" range`);
  require_(f.los?.[tgt.def.id] === 'CLEAR', 'malifaux-2e/RG-1', '§8.2, §9.2 (seed 974-1006, 1123-1154)', `declare clear LoS to ${tgt.def.name} (facts.los)`);
}

function participant(m: ModelState, stat: { name: string; value: number; suits?: readonly string[] }, fate: FateModifiers): DuelParticipant {
  return {
    modelId: m.def.id,
    seat: m.seat,
    station: m.def.station,
    stat: { name: stat.name, value: stat.value, printedSuits: (stat.suits ?? []) as DuelParticipant['stat']['printedSuits'] },
    fate,
    wounds: m.wounds,
    maxWounds: m.def.wounds,
  };
}

const RESIST_KEY = { Df: 'df', Wp: 'wp', Wk: 'wk', Cg: 'cg', Ht: 'ht' } as const;

/**
 * SE-1, SE-2, SE-5, PR-3: a Projectile Attack at a target engaged with models within 2" of it is randomized among the
 * target and every model within 2" of it (the attacker excluded). No engaged model within 2": no randomization.
 */
function shootingIntoEngagement(t: TableState, m: ModelState, tgt: ModelState, f: DeclaredFacts): string[] {
  const S105 = '§10.5 (seed 1290-1304)';
  const engagedNear = f.targetEngagedWithin2 ?? [];
  if (engagedNear.length === 0) return [];
  const near = f.within2OfTarget ?? [];
  for (const id of [...engagedNear, ...near]) {
    const x = modelIn(t, id, 'malifaux-2e/SE-2', S105);
    require_(x.status === 'IN_PLAY', 'malifaux-2e/SE-2', S105, `${x.def.name} is not in play`);
  }
  for (const id of engagedNear) {
    require_(near.includes(id), 'malifaux-2e/SE-2', S105, `${id} is declared engaged within 2" of the target but not within 2" of it (facts.within2OfTarget)`);
    require_(t.models[id].seat !== tgt.seat, 'malifaux-2e/EN-2', '§10.3', `${id} is friendly to the target: friendly models never engage`);
  }
  return [...new Set([tgt.def.id, ...near])].filter((id) => id !== m.def.id);
}

/** SE-4: the new target may be out of LoS or range; cover is worked out as normal (declared for it). */
export function randomizedTarget(state: GameState, actor: Actor, actionId: string, m: ModelState, def: ActionDef, to: ModelState, from: string, f: DeclaredFacts, focus: number): EncounterEvent[] {
  return [{ type: 'TargetRandomized', data: { actionId, from, to: to.def.id } }, ...startAttack(state, actor, actionId, m, def, to, f, focus)];
}

/** §8.2 step 2: the Attack's opposed duel, with the stats from the cards and the models' conditions (Focused, Defensive, cover). */
function startAttack(state: GameState, actor: Actor, actionId: string, m: ModelState, def: ActionDef, tgt: ModelState, f: DeclaredFacts, focus: number): EncounterEvent[] {
  // CV-1..CV-3 (A-10: one cover, the best): Projectile Attacks only.
  const cover = def.range.kind === 'PROJECTILE' ? (f.cover?.[tgt.def.id] ?? 'NONE') : 'NONE';
  const attackerFate = { bonus: focus, penalty: cover === 'NONE' ? 0 : 1 };
  // Defensive +N: `+` ×N on Df duels.
  const defensive = def.resist === 'Df' ? (tgt.conditions.DEFENSIVE ?? 0) : 0;
  const resist = def.resist ?? 'Df';
  const resistValue = tgt.def.stats[RESIST_KEY[resist]] ?? 0;
  const start: StartDuel = {
    type: 'StartDuel',
    data: {
      duelId: actionId,
      kind: 'OPPOSED',
      attacker: participant(m, def.stat ?? { name: 'Ml', value: 0 }, attackerFate),
      defender: participant(tgt, { name: resist, value: resistValue, suits: tgt.def.stats.suits?.[resist] }, { bonus: defensive, penalty: 0 }),
      action: { name: def.name, tn: def.tn, requiredSuits: def.suits, damage: def.damage, triggers: def.triggers },
      defenderFriendly: tgt.seat === m.seat,
    },
  };
  return duelDecision(state, { type: 'DuelDecision', actor, data: { command: start } });
}

/** SE-3: the attacker broke a tie for lowest (PickRandomModel): the randomized Attack's duel starts against the pick. */
export function continueRandomizedShot(state: GameState, actor: Actor, pickedId: string): EncounterEvent[] {
  const t = state.table;
  const p = t?.pending;
  if (!t || !p || state.randomPick?.flipId !== p.actionId) return [];
  const m = t.models[p.modelId];
  return randomizedTarget(state, actor, p.actionId, m, p.action, t.models[pickedId], p.targetIds[0], t.facts[p.actionId]?.facts ?? {}, p.focus);
}

/** §8.2 step 1: declare and spend AP, then the duel of an Attack (opposed) or a Tactical Action with a TN (simple). */
export function takeAction(state: GameState, c: TakeAction): EncounterEvent[] {
  const t = tableOf(state);
  const cur = t.activation?.current ?? null;
  require_(cur !== null && cur.modelId === c.data.modelId, 'malifaux-2e/AC-1', '§6.4, §7 (seed 887-962)', `${c.data.modelId} is not the model activating`);
  require_(state.duel.status !== 'DUELING' && state.duel.status !== 'FLIPPING', 'malifaux-2e/DU-S1', '§4.3 (seed 621-623)', 'finish the duel of the last Action first');
  assertNoDamageOwed(state, t);
  require_(t.walk === null, 'malifaux-2e/DE-2', '§10.4 (seed 1266-1280)', 'the Walk waits for the disengaging strikes of the engaged enemies');
  require_(state.randomPick === null, 'malifaux-2e/SE-3', '§10.5 (seed 1290-1304)', 'the attacker first picks the target among the models tied for lowest');
  const m = modelIn(t, c.data.modelId);
  require_(m.conditions.PARALYZED === undefined, 'malifaux-2e/AP-2', '§7, §17.2 (seed 1608-1614)', 'a Paralyzed model may declare no Actions, not even 0-AP ones');
  const f: DeclaredFacts = c.data.facts ?? {};
  // EN-2: only enemy models in play engage; friendly models never do.
  for (const id of f.engagedWith ?? []) {
    const e = modelIn(t, id, 'malifaux-2e/EN-2', '§10.3 (seed 1253-1288)');
    require_(e.seat !== m.seat && e.status === 'IN_PLAY', 'malifaux-2e/EN-2', '§10.3 (seed 1253-1288)', `${e.def.name} can’t be engaged with ${m.def.name} (friendly, or not in play)`);
  }
  const targets = c.data.targets ?? [];
  const name = c.data.action;
  const base = { actionId: c.data.actionId, modelId: m.def.id, seat: m.seat, action: name, targets, facts: f, note: c.data.note ?? null };
  const taken = (category: 'ATTACK' | 'TACTICAL', printedAp: number, p: Payment, extra: { focus?: number; duelId?: string | null; grants?: number } = {}): TurnEvent => ({
    type: 'ActionTaken',
    data: { ...base, category, printedAp, ...p, focus: extra.focus ?? 0, duelId: extra.duelId ?? null, grants: extra.grants ?? 0 },
  });

  switch (name) {
    case 'Walk': {
      const p = pay(cur, 1, null, null);
      const moved = f.moved;
      require_(typeof moved === 'number' && moved >= 0, 'malifaux-2e/MV-1', '§10.1 (seed 1174-1214)', 'declare the distance moved (facts.moved)');
      assertPath(m, f);
      // MV-2: severe terrain counts double (Flight and Incorporeal ignore terrain when moving, the path is theirs to declare).
      const severe = hasAbility(m.def, 'FLIGHT') || hasAbility(m.def, 'INCORPOREAL') ? 0 : Math.max(0, f.severeInches ?? 0);
      require_(severe <= moved, 'malifaux-2e/MV-2', '§10.1 (seed 1206-1214)', 'severe inches are part of the distance moved');
      require_(moved + severe <= m.def.stats.wk, severe > 0 ? 'malifaux-2e/MV-2' : 'malifaux-2e/MV-1', '§10.1 (seed 1174-1214)', `a Walk moves up to Wk ${m.def.stats.wk}" (severe terrain counts double): ${moved + severe}" declared`);
      // DE-1: leaving an enemy's engagement range is declared before moving; the strikes (DE-2, DE-3) are duels of their own.
      for (const id of f.leavesEngagementOf ?? []) {
        const e = modelIn(t, id, 'malifaux-2e/DE-1', '§10.4 (seed 1266-1280)');
        require_(e.seat !== m.seat, 'malifaux-2e/DE-1', '§10.4 (seed 1266-1280)', 'friendly models never engage (EN-2)');
        // EN-1 (A-39): a Paralyzed model's Close ranges count as 0: it engages nobody, so there is nothing to leave.
        require_(e.conditions.PARALYZED === undefined && engagementRange(e.def) > 0, 'malifaux-2e/EN-1', '§10.3 (seed 1253-1288, 1610)', `${e.def.name} has no engagement range (no Close Attack, or Paralyzed)`);
        require_(e.status === 'IN_PLAY', 'malifaux-2e/BU-1', '§13', `${e.def.name} is not in play`);
      }
      // DE-4: Flight or Incorporeal don't prevent the strikes; only Walks provoke them (DE-1).
      const strikers = [...new Set(f.leavesEngagementOf ?? [])];
      const walk = taken('TACTICAL', 1, p);
      return strikers.length === 0 ? [walk] : [walk, { type: 'DisengageDeclared', data: { actionId: c.data.actionId, modelId: m.def.id, strikers } }];
    }
    case 'Charge': {
      require_(m.def.stats.cg !== null, 'malifaux-2e/EN-3', S84, `${m.def.name} has no Cg: it can't Charge`);
      require_(!engaged(f), 'malifaux-2e/EN-3', '§10.3 (seed 1253-1288)', 'an engaged model can’t Charge');
      require_(targets.length === 1, 'malifaux-2e/AA-1', S84, 'a Charge targets one model');
      const tgt = target(t, targets[0], 'malifaux-2e/AA-1');
      require_(f.los?.[tgt.def.id] === 'CLEAR', 'malifaux-2e/RG-1', S84, 'the Charge target must be in LoS');
      const p = pay(cur, 2, null, null);
      const moved = f.moved;
      require_(typeof moved === 'number' && moved >= 0 && moved <= m.def.stats.cg, 'malifaux-2e/MV-1', S84, `a Charge moves up to Cg ${m.def.stats.cg}" in a straight line`);
      assertPath(m, f);
      require_(f.endsInEngagementRange === true, 'malifaux-2e/EN-3', S84, 'the Charge must end with the target inside this model’s engagement range');
      // EN-1: a declared end distance is checked against the longest Close Attack on the card.
      const endTop = f.distances?.[tgt.def.id];
      const end = endTop === undefined ? undefined : withElevation(endTop, f.elevation?.[tgt.def.id]);
      require_(end === undefined || end <= engagementRange(m.def), 'malifaux-2e/EN-1', '§10.3 (seed 1253-1288)', `the Charge ends ${end}" away, outside ${m.def.name}'s ${engagementRange(m.def)}" engagement range`);
      return [taken('TACTICAL', 2, p, { grants: 2 })];
    }
    case 'Focus': {
      const p = pay(cur, 1, null, null);
      return [taken('TACTICAL', 1, p), ...gainCondition(m, 'FOCUSED', 1)];
    }
    case 'Defensive Stance': {
      const ap = c.data.ap ?? 1;
      require_(Number.isInteger(ap) && ap >= 1, 'malifaux-2e/TV-07', S84, 'Defensive Stance spends 1 or more AP (#)');
      const p = pay(cur, ap, null, null);
      const events: EncounterEvent[] = [taken('TACTICAL', ap, p)];
      if (c.data.discard === undefined) return events; // the discard is needed for the effect
      const hand = seatOf(state, m.seat).hand;
      require_(hand.includes(c.data.discard as CardId), 'malifaux-2e/CF-1', '§8.4 (seed 1072-1074)', 'the discarded card must come from your Control Hand');
      events.push({ type: 'CardsDiscarded', data: { seat: m.seat, cards: [c.data.discard], from: 'hand' } });
      return [...events, ...gainCondition(m, 'DEFENSIVE', ap)];
    }
    case 'Interact':
      return interact(state, t, cur, m, c, f, taken);
    default:
      return cardAction(state, t, cur, m, c, f, taken);
  }
}

type Taken = (category: 'ATTACK' | 'TACTICAL', printedAp: number, p: Payment, extra?: { focus?: number; duelId?: string | null; grants?: number }) => TurnEvent;

/** §8.4 Interact, §8.5 SM-P / SM-R, §17.2 Burning, SU-4. */
function interact(state: GameState, t: TableState, cur: CurrentActivation, m: ModelState, c: TakeAction, f: DeclaredFacts, taken: Taken): EncounterEvent[] {
  const targets = c.data.targets ?? [];
  const enemyTarget = targets.some((id) => t.models[id] !== undefined && t.models[id].seat !== m.seat);
  require_(!engaged(f) || enemyTarget, 'malifaux-2e/EN-3', '§8.4, §10.3 (seed 1082, 1262)', 'an engaged model can’t Interact unless it targets an enemy model');
  require_(m.summonedTurn !== state.turn, 'malifaux-2e/SU-4', '§16.5 (seed 1540-1554)', 'a model summoned this Turn can’t Interact');
  const ap = c.data.ap ?? 1;
  require_(Number.isInteger(ap) && ap >= 0, 'malifaux-2e/AP-5', S84, 'Interact costs its # AP (default 1)');
  if (c.data.interact === 'REMOVE_DISTRACTED') {
    require_(m.conditions.DISTRACTED !== undefined, 'malifaux-2e/CO-6', '§17.2 (seed 2191-2193)', `${m.def.name} is not Distracted`);
    require_(ap === 2, 'malifaux-2e/AP-5', '§17.2 (seed 2191-2193)', 'removing Distracted is a (2) Interact');
  }
  if (c.data.interact === 'CURSED_OBJECT') {
    require_(m.conditions.CURSED_OBJECT !== undefined, 'malifaux-2e/CO-6', '§17.2 (seed 2231-2233)', `${m.def.name} carries no Cursed Object`);
    require_(ap === 1, 'malifaux-2e/AP-5', '§17.2 (seed 2231-2233)', 'trying to lose a Cursed Object is a (1) Interact');
  }
  const p = pay(cur, ap, null, null);
  const events: EncounterEvent[] = [taken('TACTICAL', ap, p)];
  switch (c.data.interact ?? 'OTHER') {
    case 'PLACE_SCHEME_MARKER':
      require_(f.friendlySchemeMarkerWithin4 === false, 'malifaux-2e/SM-P', '§8.5 (seed 1084-1092)', 'declare that no friendly Scheme Marker is within 4" (facts.friendlySchemeMarkerWithin4: false)');
      return [...events, { type: 'MarkerPlaced', data: { id: `scheme:${c.data.actionId}`, kind: 'SCHEME', seat: m.seat, droppedBy: m.def.id } }];
    case 'REMOVE_SCHEME_MARKERS': {
      const ids = f.markersInBaseContact ?? [];
      for (const id of ids) {
        const mk = t.markers.find((x) => x.id === id);
        require_(mk !== undefined && mk.kind === 'SCHEME' && mk.seat !== m.seat, 'malifaux-2e/SM-R', '§8.5 (seed 1084-1092)', `${id} is not an enemy Scheme Marker`);
      }
      return [...events, ...ids.map((markerId): EncounterEvent => ({ type: 'MarkerRemoved', data: { markerId, byModelId: m.def.id } }))];
    }
    case 'REMOVE_DISTRACTED':
      // §17.2 Distracted (seed 2191-2193): a (2) Interact removes it; no other Action can.
      return [...events, { type: 'ConditionRemoved', data: { modelId: m.def.id, name: 'DISTRACTED', reason: '(2) Interact (§17.2)' } }];
    case 'CURSED_OBJECT': {
      // §17.2 Cursed Object (seed 2231-2233): a (1) Interact for a TN 12 Wk Simple Duel; success removes it.
      const start: StartDuel = {
        type: 'StartDuel',
        data: { duelId: c.data.actionId, kind: 'SIMPLE', actor: participant(m, { name: 'Wk', value: m.def.stats.wk, suits: m.def.stats.suits?.Wk }, { bonus: 0, penalty: 0 }), action: { name: 'Cursed Object', tn: 12 } },
      };
      const withDuel = events.map((e) => (e.type === 'ActionTaken' ? { ...e, data: { ...e.data, duelId: c.data.actionId } } : e));
      return [...withDuel, ...duelDecision(state, { type: 'DuelDecision', actor: c.actor, data: { command: start } })];
    }
    case 'REDUCE_BURNING': {
      const tgt = target(t, targets[0] ?? m.def.id, 'malifaux-2e/AP-5');
      const b = tgt.conditions.BURNING;
      require_(typeof b === 'number', 'malifaux-2e/CO-1', '§17.2 (seed 1578-1586)', `${tgt.def.name} is not Burning`);
      const d = tgt.def.id === m.def.id ? 0 : f.distances?.[tgt.def.id];
      require_(typeof d === 'number' && d <= 2, 'malifaux-2e/ME-4', '§17.2 (seed 1584)', 'Burning is put out by a model within 2" (facts.distances)');
      const change: TurnEvent =
        b <= 1
          ? { type: 'ConditionRemoved', data: { modelId: tgt.def.id, name: 'BURNING', reason: 'put out (Interact)' } }
          : { type: 'ConditionChanged', data: { modelId: tgt.def.id, name: 'BURNING', value: b - 1, reason: 'lowered by 1 (Interact)' } };
      return [...events, change];
    }
    default:
      return events;
  }
}

/** An Action printed on the model's card: AA-3, PR-1, CV-1..CV-3, the duel with stats from the cards (§8.2). */
function cardAction(state: GameState, t: TableState, cur: CurrentActivation, m: ModelState, c: TakeAction, f: DeclaredFacts, taken: Taken): EncounterEvent[] {
  const def = m.def.actions.find((a) => a.name === c.data.action);
  require_(def !== undefined, 'malifaux-2e/AP-5', S8, `"${c.data.action}" is not an Action on ${m.def.name}'s card`);
  require_(!(def.oncePerTurn && m.oncePerTurnUsed.includes(def.name)), 'malifaux-2e/AA-3', '§8.2 (seed 1036-1038)', `${m.def.name} has already taken ${def.name} this Turn`);
  const targets = c.data.targets ?? [];
  // AA-1: the Close Attacks a Charge pays for; TR-6: the Action a Trigger of this model's last duel grants.
  let free: 'CHARGE' | 'TRIGGER' | null = null;
  const g = cur.granted;
  if (g && g.by === 'CHARGE' && g.remaining > 0 && def.category === 'ATTACK' && def.range.kind === 'CLOSE' && targets[0] === g.targetId) {
    require_(def.ap === 1, 'malifaux-2e/AA-1', S84, 'the Attacks of a Charge must have an AP cost of 1');
    free = 'CHARGE';
  }
  if (c.data.grantedByTrigger !== undefined) {
    const d = state.duel.status === 'DUEL_RESOLVED' || state.duel.status === 'FLIP_RESOLVED' ? state.duel.duel : null;
    const mine = d?.sides.find((s) => s.participant.modelId === m.def.id && s.role !== 'DEFENDER');
    const trig = mine?.trigger.status === 'DECLARED' ? mine.trigger.trigger : null;
    const pend = t.pending;
    require_(
      trig !== null && trig.name === c.data.grantedByTrigger && pend !== null && pend.duelId === d?.duelId && (pend.action.triggers ?? []).some((x) => x.name === trig.name && x.grantsAction),
      'malifaux-2e/TR-6',
      '§3.5 (seed 744)',
      `no Trigger "${c.data.grantedByTrigger}" of this model's last duel grants an Action`,
    );
    require_(!g || g.by !== 'TRIGGER' || g.remaining > 0, 'malifaux-2e/TR-6', '§3.5 (seed 744)', 'the Trigger’s Action was already taken');
    free = 'TRIGGER';
  }
  // TR-6 (seed 744): the Action a Trigger grants costs no AP.
  // AP-5 is checked once the declaration itself is legal, so a refusal names the rule the declaration breaks.
  const payNow = (): Payment => pay(cur, grantedActionCost(free === 'TRIGGER' ? 'TRIGGER' : 'NONE', def.ap), def, free);
  const events: EncounterEvent[] = [];
  const focus = c.data.useFocus ? (m.conditions.FOCUSED ?? 0) : 0;
  require_(!c.data.useFocus || focus > 0, 'malifaux-2e/CO-1', '§17.2 (seed 1602-1606)', `${m.def.name} is not Focused`);

  if (def.category === 'ATTACK') {
    require_(targets.length === 1, 'malifaux-2e/RG-1', S8, 'an Attack Action names one target (others hit by blasts or pulses are declared in facts.blastHits)');
    require_(targets[0] !== m.def.id, 'malifaux-2e/DU-O9', '§8.1 (seed 1048)', 'an Attack may not target its own model');
    require_(!(def.range.kind === 'PULSE' && (f.blastHits ?? []).includes(m.def.id)), 'malifaux-2e/PL-1', '§16.2 (seed 1528-1530)', 'a pulse does not affect its source');
    const tgt = target(t, targets[0], 'malifaux-2e/RG-1');
    require_(!(def.range.kind === 'PROJECTILE' && engaged(f)), 'malifaux-2e/PR-1', '§8.3 (seed 1056-1062)', 'an engaged model can’t take Projectile Attack Actions');
    // A pulse reaches every model in its area (declared); other Attacks need the target in range and LoS.
    if (def.range.kind !== 'PULSE') assertRangeAndLos(f, tgt, def.range.inches, def.range.kind);
    const candidates = def.range.kind === 'PROJECTILE' ? shootingIntoEngagement(t, m, tgt, f) : [];
    events.push(taken('ATTACK', def.ap, payNow(), { focus, duelId: c.data.actionId }));
    if (focus > 0) events.push({ type: 'ConditionRemoved', data: { modelId: m.def.id, name: 'FOCUSED', reason: 'spent on an Action' } });
    if (candidates.length === 0) return [...events, ...startAttack(state, c.actor, c.data.actionId, m, def, tgt, f, focus)];
    // SE-1, SE-3: randomized before any duel caused by targeting; the attacker flips one card per candidate (RD-1).
    const flipped = flipForRandomModel(state, { type: 'FlipForRandomModel', actor: c.actor, data: { seat: m.seat, candidates, flipId: c.data.actionId } });
    events.push(...flipped);
    const r = flipped.find((e) => e.type === 'RandomModelFlipped');
    const picked = r?.type === 'RandomModelFlipped' ? r.data.picked : null;
    if (picked === null) return events; // a tie for lowest: the attacker picks (PickRandomModel), then the duel starts
    return [...events, ...randomizedTarget(state, c.actor, c.data.actionId, m, def, t.models[picked], tgt.def.id, f, focus)];
  }
  // Tactical: a Simple Duel when the Action has a stat and a TN (§8.1), else its effects at once.
  // PL-1: a pulse affects everything in its area except its source.
  require_(!(def.range.kind === 'PULSE' && targets.includes(m.def.id)), 'malifaux-2e/PL-1', '§16.2 (seed 1528-1530)', 'a pulse does not affect its source');
  for (const id of targets) {
    const tgt = target(t, id, 'malifaux-2e/RG-1');
    if (def.range.kind !== 'SELF' && def.range.kind !== 'PULSE' && def.range.kind !== 'AURA' && id !== m.def.id) assertRangeAndLos(f, tgt, def.range.inches, def.range.kind);
  }
  if (def.stat && def.tn !== undefined) {
    const start: StartDuel = {
      type: 'StartDuel',
      data: { duelId: c.data.actionId, kind: 'SIMPLE', actor: participant(m, def.stat, { bonus: focus, penalty: 0 }), action: { name: def.name, tn: def.tn, requiredSuits: def.suits, damage: def.damage, triggers: def.triggers } },
    };
    events.push(taken('TACTICAL', def.ap, payNow(), { focus, duelId: c.data.actionId }));
    if (focus > 0) events.push({ type: 'ConditionRemoved', data: { modelId: m.def.id, name: 'FOCUSED', reason: 'spent on an Action' } });
    events.push(...duelDecision(state, { type: 'DuelDecision', actor: c.actor, data: { command: start } }));
    return events;
  }
  events.push(taken('TACTICAL', def.ap, payNow(), { focus }));
  for (const id of targets.length > 0 ? targets : [m.def.id]) for (const g2 of def.conditionsOnHit ?? []) events.push(...gainCondition(t.models[id], g2.name, g2.value ?? null));
  return events;
}
