// malifaux-2e §6-§19 Folding turn events into the table (total: never throws, so old streams replay)
import type { SeatId } from '../../core/decider';
import type { EncounterEvent } from '../events';
import type { GameState } from '../state';
import type { ActionDef, ModelDef } from './crew';
import { evolveConditions } from './conditions';
import type { TurnEvent } from './turn-events';
import { EMPTY_TABLE, type DeclaredFacts, type ModelState, type TableState } from './table-state';

const fresh = (def: ModelDef, seat: SeatId, summonedTurn: number | null): ModelState => ({
  def,
  seat,
  wounds: def.wounds,
  conditions: {},
  status: 'IN_PLAY',
  activations: 0,
  reactivatedThisTurn: false,
  oncePerTurnUsed: [],
  summonedTurn,
  avatar: def.avatar ? 'PRE_MANIFEST' : null,
  manifestBarredTurn: null,
  manifestationRevealed: false,
});

function withModel(t: TableState, id: string, change: (m: ModelState) => ModelState): TableState {
  const m = t.models[id];
  return m ? { ...t, models: { ...t.models, [id]: change(m) } } : t;
}

export function evolveTable(state: GameState, e: TurnEvent): GameState {
  const t = state.table ?? EMPTY_TABLE;
  return { ...state, table: evolveTurnEvent(t, e) };
}

function evolveTurnEvent(t: TableState, e: TurnEvent): TableState {
  switch (e.type) {
    case 'CrewHired': {
      const models = { ...t.models };
      for (const def of e.data.models) models[def.id] = fresh(def, e.data.seat, null);
      return { ...t, crews: [...t.crews, e.data.seat], order: [...t.order, ...e.data.models.map((m) => m.id)], models };
    }
    case 'ModelSummoned':
      return { ...t, order: [...t.order, e.data.model.id], models: { ...t.models, [e.data.model.id]: fresh(e.data.model, e.data.seat, e.data.turn) } };
    case 'ActivationPhaseBegun':
      return { ...t, phase: 'ACTIVATION', activation: { next: e.data.next, lastSeat: null, run: 0, lastModelId: null, current: null }, pending: null };
    case 'ActivationStarted': {
      const a = t.activation ?? { next: null, lastSeat: null, run: 0, lastModelId: null, current: null };
      const current = { modelId: e.data.modelId, seat: e.data.seat, ap: e.data.ap, restricted: e.data.restricted, zeroApUsed: false, granted: null };
      const run = a.lastSeat === e.data.seat ? a.run + 1 : 1;
      const next = withModel(t, e.data.modelId, (m) => ({ ...m, activations: m.activations + 1, reactivatedThisTurn: m.reactivatedThisTurn || e.data.reactivation }));
      return { ...next, activation: { ...a, current, run, lastSeat: e.data.seat }, pending: null };
    }
    case 'ActionTaken': {
      const a = t.activation;
      const d = e.data;
      let next: TableState = { ...t, facts: { ...t.facts, [d.actionId]: { seat: d.seat, facts: d.facts } } };
      if (a?.current && a.current.modelId === d.modelId) {
        const c = a.current;
        const restricted = { ...c.restricted };
        // Restricted AP are paid from the pool the Action may use (AP-2), Ca first.
        let r = d.paidRestricted;
        for (const k of ['CASTING', 'MELEE'] as const) {
          const use = Math.min(r, restricted[k]);
          restricted[k] -= use;
          r -= use;
        }
        let granted = c.granted;
        if (d.free !== null && granted) granted = { ...granted, remaining: granted.remaining - 1 };
        if (d.grants > 0) granted = { by: 'CHARGE', targetId: d.targets[0] ?? null, remaining: d.grants };
        if (d.free === 'TRIGGER') granted = { by: 'TRIGGER', targetId: null, remaining: 0 };
        const current = { ...c, ap: Math.max(0, c.ap - d.paid), restricted, zeroApUsed: c.zeroApUsed || d.zeroAp, granted };
        next = { ...next, activation: { ...a, current } };
      }
      // §17.2: the Cursed Object Interact's duel is pending like an Action on the card; success removes the Condition.
      const cursed: ActionDef | undefined = d.action === 'Interact' && d.duelId ? { name: 'Interact', ap: d.printedAp, category: 'TACTICAL', range: { kind: 'SELF', inches: 0 }, removesOnSuccess: 'CURSED_OBJECT' } : undefined;
      const def = cursed ?? t.models[d.modelId]?.def.actions.find((x) => x.name === d.action);
      if (def?.oncePerTurn) next = withModel(next, d.modelId, (m) => ({ ...m, oncePerTurnUsed: [...m.oncePerTurnUsed, d.action] }));
      const pending = d.duelId && def ? { actionId: d.actionId, duelId: d.duelId, modelId: d.modelId, seat: d.seat, action: def, targetIds: d.targets, focus: d.focus, hardCover: d.targets.some((id) => d.facts.cover?.[id] === 'HARD') && def.range.kind === 'PROJECTILE', hit: null } : null;
      return { ...next, pending };
    }
    case 'DisengageDeclared':
      return { ...t, walk: { actionId: e.data.actionId, modelId: e.data.modelId, strikers: e.data.strikers, duelId: null, blocked: false } };
    case 'DisengagingStrikeStarted':
      return t.walk ? { ...t, walk: { ...t.walk, strikers: t.walk.strikers.filter((s) => s !== e.data.strikerId), duelId: e.data.duelId } } : t;
    case 'DisengagingStrikeDeclined':
      return t.walk ? { ...t, walk: { ...t.walk, strikers: t.walk.strikers.filter((s) => s !== e.data.strikerId) } } : t;
    case 'WalkResolved':
      return { ...t, walk: null };
    case 'EffectDeclared':
      // The organiser's effects are rulings (seat null): recorded in the log, not disputable.
      return e.data.seat === null ? t : { ...t, facts: { ...t.facts, [e.data.effectId]: { seat: e.data.seat, facts: { effect: { kind: e.data.kind, modelId: e.data.modelId, ...e.data.detail } } as DeclaredFacts } } };
    case 'TargetRandomized': {
      const p = t.pending;
      if (!p || p.actionId !== e.data.actionId) return t;
      // Stryker disable next-line OptionalChaining: a pending Action is only set by its ActionTaken, which records facts[actionId] in the same step (never removed)
      const declared = t.facts[p.actionId]?.facts;
      const cover = declared.cover?.[e.data.to];
      return { ...t, pending: { ...p, targetIds: [e.data.to], hardCover: p.action.range.kind === 'PROJECTILE' && cover === 'HARD' } };
    }
    case 'ConditionGained':
    case 'ConditionRemoved':
    case 'ConditionChanged':
      return withModel(t, e.data.modelId, (m) => evolveConditions(m, e));
    // Stryker disable next-line ConditionalExpression: falling through to ModelHealed folds the same way (wounds := woundsAfter)
    case 'ModelDamaged':
      return withModel(t, e.data.modelId, (m) => ({ ...m, wounds: e.data.woundsAfter }));
    case 'ModelHealed':
      return withModel(t, e.data.modelId, (m) => ({ ...m, wounds: e.data.woundsAfter }));
    case 'ModelKilled': {
      const marker = e.data.marker === null ? [] : [{ id: `${e.data.marker.toLowerCase()}:${e.data.modelId}`, kind: e.data.marker as 'CORPSE' | 'SCRAP', seat: null, droppedBy: e.data.modelId }];
      return { ...withModel(t, e.data.modelId, (m) => ({ ...m, status: 'KILLED' })), markers: [...t.markers, ...marker] };
    }
    case 'ModelSacrificed':
      return withModel(t, e.data.modelId, (m) => ({ ...m, status: 'SACRIFICED' }));
    case 'ModelBuried':
      return withModel(t, e.data.modelId, (m) => ({ ...m, status: 'BURIED' }));
    case 'ModelUnburied':
      return withModel(t, e.data.modelId, (m) => ({ ...m, status: 'IN_PLAY' }));
    case 'ModelPushed':
    case 'ModelPlaced':
      return t;
    case 'AvatarManifestFailed':
      return withModel(t, e.data.modelId, (m) => ({ ...m, manifestBarredTurn: e.data.turn, manifestationRevealed: true }));
    case 'AvatarManifested':
      // AV-5: the Avatar keeps the Master's damage, Conditions, AP, Upgrades and Activation status; only the base changes.
      return withModel(t, e.data.modelId, (m) => ({ ...m, avatar: 'MANIFESTED', manifestationRevealed: true, def: { ...m.def, baseMm: e.data.baseMm } }));
    case 'MarkerPlaced':
      return { ...t, markers: [...t.markers, e.data] };
    case 'MarkerRemoved':
      return { ...t, markers: t.markers.filter((m) => m.id !== e.data.markerId) };
    case 'ActivationEnded': {
      const a = t.activation;
      if (!a) return t;
      return { ...t, activation: { ...a, current: null, next: e.data.next, lastModelId: e.data.modelId } };
    }
    case 'ActivationPhaseEnded':
      return { ...t, phase: 'END', activation: t.activation ? { ...t.activation, current: null, next: null } : null };
    case 'UpkeepResolved':
    case 'EncounterEndFlipped':
      return t;
    case 'VictoryPointsStep': {
      const vp = { ...t.vp };
      for (const a of e.data.awards) vp[a.seat] = (vp[a.seat] ?? 0) + a.vp;
      return { ...t, vp };
    }
    case 'TurnEnded': {
      const models: Record<string, ModelState> = {};
      for (const [id, m] of Object.entries(t.models)) models[id] = { ...m, activations: 0, reactivatedThisTurn: false, oncePerTurnUsed: [] };
      return { ...t, phase: 'SETUP', models, activation: null, pending: null, walk: null };
    }
    case 'FactDisputed':
      return { ...t, disputes: [...t.disputes, { ...e.data, ruling: 'OPEN', resolvedBy: null }] };
    case 'DisputeResolved':
      return {
        ...t,
        disputes: t.disputes.map((d) => (d.actionId === e.data.actionId && d.fact === e.data.fact && d.ruling === 'OPEN' ? { ...d, ruling: e.data.ruling, resolvedBy: e.data.resolvedBy } : d)),
      };
    default: {
      const _never: never = e;
      void _never;
      return t;
    }
  }
}

/** Events of other sections that touch the table: phases (§6.1), wounds from flips (§12), Paralyzed from Horror (HO-2). */
export function evolveTableFromOther(state: GameState, e: EncounterEvent): GameState {
  const t = state.table;
  if (t === null) return state;
  const set = (table: TableState): GameState => ({ ...state, table });
  switch (e.type) {
    case 'DrawPhaseBegun':
      return set({ ...t, phase: 'DRAW' });
    case 'DrawPhaseEnded':
      return set({ ...t, phase: 'INITIATIVE' });
    case 'DamageResolved':
    case 'HealingResolved':
      return set(withModel(t, e.data.targetId, (m) => ({ ...m, wounds: e.data.woundsAfter })));
    case 'BlastDamageResolved': {
      let next = t;
      for (const x of e.data.targets) next = withModel(next, x.targetId, (m) => ({ ...m, wounds: x.woundsAfter }));
      return set(next);
    }
    case 'DuelResolved': {
      // DE-3: a disengaging strike that hits stops the Walk.
      if (t.walk && t.walk.duelId === e.data.duelId) return set({ ...t, walk: { ...t.walk, duelId: null, blocked: t.walk.blocked || e.data.winner === 'ATTACKER' } });
      const p = t.pending;
      if (!p || p.duelId !== e.data.duelId) return state;
      return set({ ...t, pending: { ...p, hit: e.data.success } });
    }
    case 'HorrorDuelResolved':
      return e.data.gainsParalyzed ? set(withModel(t, e.data.modelId, (m) => ({ ...m, conditions: { ...m.conditions, PARALYZED: null } }))) : state;
    default:
      return state;
  }
}
