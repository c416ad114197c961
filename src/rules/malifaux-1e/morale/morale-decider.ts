// malifaux-1e §12 Morale as a slice of the 1E decider (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 3723-3840): MO-1..MO-11
// The morale duel itself is a simple duel Wp → TN run by the shared duel engine; this slice asks for it, and reads its
// final total back (ResolveMoraleDuel1e carries it), then applies fleeing and rallying.
import type { DomainEvent } from '../../core/decider';
import { require_ } from '../../core/rule-violation';
import { assertMayTakeAction, fleeDistance, MO, moraleModel, terrifyingApplies, terrifyingArea, type TerrifyingMoment } from './morale-rules';
import type { Malifaux1eMoraleSlice, MoraleProfile, PendingMoraleDuel } from './morale-state';

const S = '§12 (seed 3723-3840)';

export type MoraleCommand1e =
  | { readonly type: 'RegisterMoraleModels1e'; readonly data: { readonly models: readonly MoraleProfile[] } }
  /** `distance`: declared distance to the source's base (MO-6: inside its largest melee zone). */
  | { readonly type: 'CheckTerrifying1e'; readonly data: { readonly duelId: string; readonly modelId: string; readonly sourceId: string; readonly moment: TerrifyingMoment; readonly distance: number } }
  /** MO-1, MO-3: an effect that says it is a morale duel (`labelledMorale`); other Wp duels are not. */
  | { readonly type: 'RequireMoraleDuel1e'; readonly data: { readonly duelId: string; readonly modelId: string; readonly tn: number; readonly sourceId?: string; readonly labelledMorale: boolean } }
  /** The duel's final total from the duel engine; `resist`: a Wp-resisted spell counting as a morale duel (MO-1, strictly greater). */
  | { readonly type: 'ResolveMoraleDuel1e'; readonly data: { readonly duelId: string; readonly final: number; readonly resist?: boolean } }
  | { readonly type: 'ForceFlee1e'; readonly data: { readonly modelId: string } }
  /** MO-9: the move as the table saw it (client-declared facts, §16.2). */
  | {
      readonly type: 'MakeFleeMove1e';
      readonly data: { readonly modelId: string; readonly distance: number; readonly atTableEdge: boolean; readonly stoppedAtEdge?: boolean; readonly blocked?: boolean; readonly duringOwnActivation: boolean; readonly paralyzed?: boolean; readonly awayFromCause?: boolean; readonly engagedWithCause?: boolean; readonly leavesEngagementOf?: readonly string[] };
    }
  | { readonly type: 'LeaveTerrifyingArea1e'; readonly data: { readonly modelId: string; readonly sourceId: string } }
  | { readonly type: 'EndTerrifyingEffect1e'; readonly data: { readonly sourceId: string } }
  | { readonly type: 'BeginMoraleActivation1e'; readonly data: { readonly modelId: string } }
  | { readonly type: 'TakeMoraleAction1e'; readonly data: { readonly modelId: string; readonly category: 'MOVEMENT' | 'OTHER' } }
  | { readonly type: 'EndMoraleActivation1e'; readonly data: { readonly modelId: string; readonly paralyzed: boolean } };

export type MoraleEvent1e =
  | DomainEvent<'MoraleModelsRegistered1e', { readonly models: readonly MoraleProfile[] }>
  | DomainEvent<'MoraleDuelRequired1e', PendingMoraleDuel>
  | DomainEvent<'MoraleDuelResolved1e', { readonly duelId: string; readonly modelId: string; readonly final: number; readonly tn: number; readonly won: boolean; readonly sourceId: string | null; readonly terrifying: boolean }>
  | DomainEvent<'ModelFleeing1e', { readonly modelId: string; readonly causeId: string | null }>
  | DomainEvent<'FleeMoveMade1e', { readonly modelId: string; readonly distance: number; readonly endsActivation: boolean }>
  | DomainEvent<'FleeMoveSkipped1e', { readonly modelId: string; readonly reason: 'PARALYZED' | 'CANNOT_MOVE' }>
  | DomainEvent<'ModelSacrificedFleeing1e', { readonly modelId: string; readonly countersRemoved: true }>
  | DomainEvent<'TerrifyingCleared1e', { readonly modelIds: readonly string[]; readonly sourceId: string }>
  | DomainEvent<'RallyActivationBegun1e', { readonly modelId: string }>
  | DomainEvent<'ModelRallied1e', { readonly modelId: string }>;

export function decideMorale(s: Malifaux1eMoraleSlice, c: MoraleCommand1e): MoraleEvent1e[] {
  switch (c.type) {
    case 'RegisterMoraleModels1e':
      for (const m of c.data.models) require_(Number.isInteger(m.wp) && Number.isInteger(m.wk) && m.wk >= 0, MO(1), S, `${m.id}: Wp and Wk are whole numbers`);
      return [{ type: 'MoraleModelsRegistered1e', data: { models: c.data.models } }];
    case 'CheckTerrifying1e': {
      const target = moraleModel(s, c.data.modelId);
      const source = moraleModel(s, c.data.sourceId);
      require_(source.terrifying !== null, MO(5), S, `${source.id} is not Terrifying`);
      // MO-6: the area is the largest melee zone; a Charge declared at it (item 4) needs no area.
      require_(c.data.moment === 'DECLARE_CHARGE' || c.data.distance <= terrifyingArea(source), MO(6), S, `${target.id} is ${c.data.distance}" away, outside ${source.id}'s ${terrifyingArea(source)}" area`);
      if (!terrifyingApplies(target, source, c.data.moment)) return [];
      return [{ type: 'MoraleDuelRequired1e', data: { duelId: c.data.duelId, modelId: target.id, sourceId: source.id, tn: source.terrifying, terrifying: true } }];
    }
    case 'RequireMoraleDuel1e': {
      require_(c.data.labelledMorale, MO(3), S, 'only a duel labelled as a morale duel is one; this is a plain Wp duel');
      const m = moraleModel(s, c.data.modelId);
      require_(Number.isInteger(c.data.tn) && c.data.tn >= 0, MO(1), S, 'a morale duel is Wp → TN');
      if (m.immuneToMorale) return [];
      return [{ type: 'MoraleDuelRequired1e', data: { duelId: c.data.duelId, modelId: m.id, sourceId: c.data.sourceId ?? null, tn: c.data.tn, terrifying: false } }];
    }
    case 'ResolveMoraleDuel1e': {
      const p = s.pending.find((x) => x.duelId === c.data.duelId);
      require_(p !== undefined, MO(1), S, `no morale duel ${c.data.duelId} is waiting`);
      // MO-1: a simple duel wins on ≥ TN; a resisted spell needs strictly more than the casting total (§11.3).
      const won = c.data.resist ? c.data.final > p.tn : c.data.final >= p.tn;
      const resolved: MoraleEvent1e = { type: 'MoraleDuelResolved1e', data: { duelId: p.duelId, modelId: p.modelId, final: c.data.final, tn: p.tn, won, sourceId: p.sourceId, terrifying: p.terrifying } };
      // MO-2: the loser flees, on top of any other effect of losing.
      return won ? [resolved] : [resolved, { type: 'ModelFleeing1e', data: { modelId: p.modelId, causeId: p.sourceId } }];
    }
    case 'ForceFlee1e':
      moraleModel(s, c.data.modelId);
      return [{ type: 'ModelFleeing1e', data: { modelId: c.data.modelId, causeId: null } }];
    case 'MakeFleeMove1e':
      return fleeMove(s, c.data);
    case 'LeaveTerrifyingArea1e':
      return [{ type: 'TerrifyingCleared1e', data: { modelIds: [c.data.modelId], sourceId: c.data.sourceId } }];
    case 'EndTerrifyingEffect1e':
      return [{ type: 'TerrifyingCleared1e', data: { modelIds: Object.values(s.models).filter((m) => m.passedTerrifying.includes(c.data.sourceId)).map((m) => m.id), sourceId: c.data.sourceId } }];
    case 'BeginMoraleActivation1e': {
      const m = moraleModel(s, c.data.modelId);
      require_(!s.mustFlee.includes(m.id), MO(8), S, `${m.id} must first make its flee move`);
      return m.fleeing ? [{ type: 'RallyActivationBegun1e', data: { modelId: m.id } }] : [];
    }
    case 'TakeMoraleAction1e':
      assertMayTakeAction(s, c.data.modelId, c.data.category);
      return [];
    case 'EndMoraleActivation1e': {
      const m = moraleModel(s, c.data.modelId);
      // MO-10: the rally activation's end rallies; MO-11: so does a Paralyzed pass (D28).
      return m.rallying || (m.fleeing && c.data.paralyzed) ? [{ type: 'ModelRallied1e', data: { modelId: m.id } }] : [];
    }
    // Stryker disable next-line BlockStatement: an exhaustive switch: a typed command never reaches default
    default: {
      const never: never = c;
      return never;
    }
  }
}

function fleeMove(s: Malifaux1eMoraleSlice, d: Extract<MoraleCommand1e, { type: 'MakeFleeMove1e' }>['data']): MoraleEvent1e[] {
  const m = moraleModel(s, d.modelId);
  require_(s.mustFlee.includes(m.id), MO(8), S, `${m.id} has no flee move to make`);
  // MO-9: Paralyzed models don't flee; at the table edge already: sacrificed, its counters removed (D32).
  if (d.paralyzed) return [{ type: 'FleeMoveSkipped1e', data: { modelId: m.id, reason: 'PARALYZED' } }];
  if (d.atTableEdge) return [{ type: 'ModelSacrificedFleeing1e', data: { modelId: m.id, countersRemoved: true } }];
  // MO-9: engaged with the model that caused the duel, it flees directly away from it (MV-4).
  require_(!d.engagedWithCause || d.awayFromCause === true, MO(9), '§12.3', 'engaged with the cause of the duel, it flees directly away from that model');
  const full = fleeDistance(m);
  require_(Number.isFinite(d.distance) && d.distance >= 0 && d.distance <= full, MO(9), '§12.3', `a flee move is ${full}" (2 × Wk ${m.wk}), not ${d.distance}"`);
  // Shorter only when blocked or when it touched a table edge (it stops there).
  require_(d.distance === full || d.blocked === true || d.stoppedAtEdge === true, MO(9), '§12.3', `a flee move is the full ${full}" unless blocked or stopped by a table edge`);
  if (d.distance === 0) return [{ type: 'FleeMoveSkipped1e', data: { modelId: m.id, reason: 'CANNOT_MOVE' } }];
  return [{ type: 'FleeMoveMade1e', data: { modelId: m.id, distance: d.distance, endsActivation: d.duringOwnActivation } }];
}

export function evolveMorale(s: Malifaux1eMoraleSlice, event: MoraleEvent1e | DomainEvent): Malifaux1eMoraleSlice {
  const e = event as MoraleEvent1e;
  const put = (id: string, f: (m: Malifaux1eMoraleSlice['models'][string]) => Malifaux1eMoraleSlice['models'][string]): Malifaux1eMoraleSlice =>
    s.models[id] ? { ...s, models: { ...s.models, [id]: f(s.models[id]) } } : s;
  switch (e.type) {
    case 'MoraleModelsRegistered1e':
      return { ...s, models: { ...s.models, ...Object.fromEntries(e.data.models.map((m) => [m.id, { ...m, fleeing: false, rallying: false, passedTerrifying: [], removed: false }])) } };
    case 'MoraleDuelRequired1e':
      return { ...s, pending: [...s.pending, e.data] };
    case 'MoraleDuelResolved1e': {
      const next = { ...s, pending: s.pending.filter((p) => p.duelId !== e.data.duelId) };
      // MO-7: the winner ignores that Terrifying source while it stays in the area.
      if (!e.data.won || !e.data.terrifying || e.data.sourceId === null) return next;
      const src = e.data.sourceId;
      return { ...next, models: { ...next.models, [e.data.modelId]: { ...next.models[e.data.modelId], passedTerrifying: [...next.models[e.data.modelId].passedTerrifying, src] } } };
    }
    case 'ModelFleeing1e':
      return { ...put(e.data.modelId, (m) => ({ ...m, fleeing: true })), mustFlee: [...s.mustFlee.filter((x) => x !== e.data.modelId), e.data.modelId] };
    case 'FleeMoveMade1e':
    case 'FleeMoveSkipped1e':
      return { ...s, mustFlee: s.mustFlee.filter((x) => x !== e.data.modelId) };
    case 'ModelSacrificedFleeing1e':
      return { ...put(e.data.modelId, (m) => ({ ...m, removed: true, fleeing: false })), mustFlee: s.mustFlee.filter((x) => x !== e.data.modelId) };
    case 'TerrifyingCleared1e': {
      let next = s;
      for (const id of e.data.modelIds) if (next.models[id]) next = { ...next, models: { ...next.models, [id]: { ...next.models[id], passedTerrifying: next.models[id].passedTerrifying.filter((x) => x !== e.data.sourceId) } } };
      return next;
    }
    case 'RallyActivationBegun1e':
      return put(e.data.modelId, (m) => ({ ...m, rallying: true }));
    case 'ModelRallied1e':
      return put(e.data.modelId, (m) => ({ ...m, rallying: false, fleeing: false }));
    default:
      return s;
  }
}
