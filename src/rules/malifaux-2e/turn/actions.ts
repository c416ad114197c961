// malifaux-2e §8 Actions with §9 range / LoS / cover and §10 movement and engagement as declared facts (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 966-1308): AP-5, AP-6, AA-1, AA-3, PR-1, RG-1, MV-1, MV-2, EN-1, EN-2, EN-3, DE-1, DE-4, TR-6, PL-1
import { require_ } from '../../core/rule-violation';
import type { CardId } from '../../malifaux/cards';
import type { StartDuel } from '../duel/duel-commands';
import { duelDecision } from '../duels';
import { flipForRandomModel } from '../random-determination';
import { grantedActionCost } from '../duel/triggers';
import type { EncounterEvent } from '../events';
import { seatOf, type GameState } from '../state';
import { engagementRange, hasAbility } from './crew';
import { gainCondition } from './conditions';
import { assertNoDamageOwed, modelIn, tableOf } from './activation';
import { assertPath, assertRangeAndLos, engaged, participant, pay, S8, S84, target, withElevation, type Payment, type Taken } from './action-helpers';
import { randomizedTarget, shootingIntoEngagement, startAttack } from './attacks';
import { interact } from './interact';
import { assertNoHorrorDue } from './terrifying';
import type { TakeAction } from './turn-commands';
import type { TurnEvent } from './turn-events';
import type { CurrentActivation, DeclaredFacts, ModelState, TableState } from './table-state';

export const GENERAL_ACTIONS = ['Walk', 'Charge', 'Focus', 'Defensive Stance', 'Interact'] as const;

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
  // HO-5: targeting a Terrifying enemy needs the Horror Duel passed first (see terrifying.ts for the timing).
  assertNoHorrorDue(state, t, m, targets);
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
        // EN-1: a Paralyzed model's Close ranges count as 0: it engages nobody, so there is nothing to leave.
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

