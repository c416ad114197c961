// malifaux-2e §20.11 Ending and winning, EP-2 Earn VP, the VP ledger (rules/malifaux-2e.md; seed 899-915, 2431-2454, 3121): STR-0, SC-0a, SC-0b, VP-1, VP-3, VP-4, VP-5
// Runs after every command of a Standard Encounter: scores the Earn-VP step right after VictoryPointsStep, the end of
// the game right before EncounterEnded (A-34: the final Turn's per-Turn Strategy VP are not scored again), and reveals
// Distract / Cursed Object the first time an enemy model gains their Condition. Every entry names its evidence.
import type { SeatId } from '../../core/decider';
import type { EncounterEvent } from '../events';
import { isGame, opponentOf, type EncounterState, type GameState } from '../state';
import { schemeEnd, schemeTurn, strategyTurn, type Award, type ScoringContext } from './scoring';
import { onceScored, storyAwards } from './story-scoring';
import { markersOf } from './declarations';
import type { LedgerEntry, ScoringDeclaration, StandardEncounter } from './standard-types';
import { SCHEME_CAP, SHINDIG_VP, STRATEGY_CAP, type SchemeId } from './tables';

type Evolve = (s: EncounterState, e: EncounterEvent) => EncounterState;

function context(state: GameState, enc: StandardEncounter, endOfGame: boolean): ScoringContext {
  const leaders: Partial<Record<SeatId, string>> = {};
  const costs: Record<string, number> = {};
  for (const [seat, c] of Object.entries(enc.crews)) {
    // Stryker disable next-line ConditionalExpression: crews only holds the seats that submitted a list, never an undefined value
    if (!c) continue;
    leaders[seat as SeatId] = c.list.leaderId;
    for (const e of c.list.models) costs[e.model.id] = e.cost;
  }
  const table = state.table!;
  // VP-4, A-41: a model still buried when end-of-game scoring starts counts as killed then, with no killer.
  const buried = endOfGame
    ? Object.values(table.models)
        .filter(
          (m) =>
            m.status === 'BURIED' &&
            !enc.kills.some(
              // Stryker disable next-line ArrowFunction,ConditionalExpression: matching nothing only adds a second record after a model's real one, never read (killOf takes the first; other readers skip BURIED_AT_END or need a killer); the always-true match is killed by the VP-4 buried-Leader tests
              (k) => k.modelId === m.def.id,
            ),
        )
        .map((m) => ({ modelId: m.def.id, seat: m.seat, byModelId: null, bySeat: null, turn: state.turn, how: 'BURIED_AT_END' as const, version: 0 }))
    : [];
  return { turn: state.turn, table, enc: { ...enc, kills: [...enc.kills, ...buried] }, leaders, costs };
}

const latest = (enc: StandardEncounter, seat: SeatId, turn: number, moment: 'TURN' | 'END'): ScoringDeclaration | undefined =>
  [...enc.declarations].reverse().find((d) => d.seat === seat && d.moment === moment && (moment === 'END' || d.turn === turn) && d.ruling !== 'OVERTURNED');

/** VP-1 / STR-0 / SC-0a: an award capped by what its source has already earned. */
function entry(enc: StandardEncounter, seat: SeatId, award: Award, turn: number, decl: ScoringDeclaration | undefined, pending: readonly LedgerEntry[]): LedgerEntry {
  const earned = [...enc.ledger, ...pending].filter((x) => x.seat === seat && x.source === award.source).reduce((n, x) => n + x.vp, 0);
  const cap = award.source === 'STRATEGY' ? STRATEGY_CAP : SCHEME_CAP;
  const vp = Math.max(0, Math.min(award.vp, cap - earned));
  const reason = vp < award.vp ? `${award.reason} (capped at ${cap}: ${vp} of ${award.vp})` : award.reason;
  return { seat, source: award.source, vp, turn, reason, events: award.events, declarations: decl ? [decl.declarationId] : [] };
}

function consequences(state: GameState, seat: SeatId, award: Award, enc: StandardEncounter): EncounterEvent[] {
  const out: EncounterEvent[] = [];
  const card = (enc.schemes[seat] ?? []).find((c) => c.scheme === award.source);
  if (award.reveal && card && card.revealed !== 'START' && card.revealed !== 'OWN')
    out.push({ type: 'SchemeRevealed', data: { seat, scheme: card.scheme, notes: card.notes, how: 'OWN', reason: `${card.scheme} scored` } });
  // Stryker disable next-line ArrayDeclaration: no marker is named "Stryker was here", so a filler id removes nothing
  for (const id of award.removeMarkers ?? []) if (state.table?.markers.some((m) => m.id === id)) out.push({ type: 'MarkerRemoved', data: { markerId: id, byModelId: null } });
  if (award.endCondition) out.push({ type: 'ConditionRemoved', data: { ...award.endCondition, reason: `${award.source} scored (§20.7)` } });
  return out;
}

function turnScoring(state: GameState, enc: StandardEncounter): EncounterEvent[] {
  // Stryker disable next-line BooleanLiteral: per Turn every reader of kills skips BURIED_AT_END records or needs a killer, so buried models are invisible
  const ctx = context(state, enc, false);
  const entries: LedgerEntry[] = [];
  const uses: { seat: SeatId; scheme: SchemeId; use: string }[] = [];
  const after: EncounterEvent[] = [];
  for (const seat of state.seatOrder) {
    const enemy = opponentOf(state, seat);
    const mine = latest(enc, seat, state.turn, 'TURN');
    const theirs = latest(enc, enemy, state.turn, 'TURN');
    const st = enc.strategy ? strategyTurn(ctx, enc.strategy, seat, enemy, mine?.strategy, theirs?.strategy) : null;
    if (st) entries.push(entry(enc, seat, st, state.turn, enc.strategy === 'RECKONING' ? undefined : mine, entries));
    // §21.5: a Story Encounter's Strategy, each seat her own side of it (STR-0 cap through entry()).
    // enc.story is set only by StoryStrategyDetermined, i.e. in STORY mode: it alone says this is a Story Encounter.
    if (enc.story)
      for (const a of storyAwards(ctx, enc.story, seat, mine?.strategy, false, onceScored(enc.story, seat, enc.ledger))) entries.push(entry(enc, seat, a, state.turn, a.events.length === 0 ? mine : undefined, entries));
    for (const card of enc.schemes[seat] ?? []) {
      const f = mine?.schemes?.[card.scheme];
      const a = schemeTurn(ctx, seat, enemy, card, f);
      if (!a) continue;
      entries.push(entry(enc, seat, a, state.turn, f ? mine : undefined, entries));
      if (a.use) uses.push({ seat, scheme: card.scheme, use: a.use });
      after.push(...consequences(state, seat, a, enc));
    }
  }
  const scored = entries.filter((e) => e.vp > 0);
  return scored.length === 0 && uses.length === 0 ? after : [...after, { type: 'VictoryPointsAwarded', data: { entries: scored, uses } }];
}

/** §20.11 steps 1-6, then VP-3. */
function endScoring(state: GameState, enc: StandardEncounter, evolve: Evolve): EncounterEvent[] {
  const out: EncounterEvent[] = [];
  let game = state;
  const push = (e: EncounterEvent) => {
    out.push(e);
    const n = evolve(game, e);
    if (isGame(n)) game = n;
  };
  // Step 2: only "end of the game" Strategy VP, i.e. a Story Encounter's EOG sources; the per-Turn ones are in.
  if (enc.story) {
    // Stryker disable next-line BooleanLiteral: no Story source reads a buried record (Slaughter skips BURIED_AT_END, Contain power needs the Leader as killer)
    const ctx = context(game, enc, true);
    for (const seat of state.seatOrder) {
      const decl = latest(enc, seat, state.turn, 'END');
      for (const a of storyAwards(ctx, enc.story, seat, decl?.strategy, true, onceScored(enc.story, seat, enc.ledger))) {
        const e = entry(game.standard!, seat, a, 0, a.events.length === 0 ? decl : undefined, []);
        if (e.vp > 0) push({ type: 'VictoryPointsAwarded', data: { entries: [e], uses: [] } });
      }
    }
  }
  // Step 3: unrevealed schemes are shown (SC-0b: not "revealed" for bonuses).
  for (const seat of state.seatOrder)
    for (const c of enc.schemes[seat] ?? []) if (c.revealed === null) push({ type: 'SchemeRevealed', data: { seat, scheme: c.scheme, notes: c.notes, how: 'SHOWN', reason: 'end of the game (§20.11 step 3)' } });
  // Steps 4-6 (VP-2): the owner's first Scheme, its markers removed, then the other. VP-5: Gathering Power is worked out
  // after every other Scheme and Strategy, so it waits until both seats' steps 4-6 (and their step-5 removals) are done.
  const score = (seat: SeatId, scheme: SchemeId): void => {
    const enemy = opponentOf(state, seat);
    const decl = latest(game.standard!, seat, state.turn, 'END');
    const card = game.standard!.schemes[seat]!.find((x) => x.scheme === scheme)!;
    const f = decl?.schemes?.[card.scheme];
    const a = schemeEnd(context(game, game.standard!, true), seat, enemy, card, f);
    if (!a) return;
    const e = entry(game.standard!, seat, a, 0, f ? decl : undefined, []);
    if (e.vp > 0) push({ type: 'VictoryPointsAwarded', data: { entries: [e], uses: [] } });
    // Step 5: the markers used for this Scheme are removed.
    for (const id of markersOf(f)) if (game.table?.markers.some((m) => m.id === id)) push({ type: 'MarkerRemoved', data: { markerId: id, byModelId: null } });
  };
  const last: { seat: SeatId; scheme: SchemeId }[] = [];
  for (const seat of state.seatOrder) {
    const decl = latest(game.standard!, seat, state.turn, 'END');
    const cards = game.standard!.schemes[seat] ?? [];
    const ordered = [...cards].sort((a, b) =>
      a.scheme === decl?.firstScheme
        ? -1
        : // Stryker disable next-line ConditionalExpression,EqualityOperator: a seat has two cards and sort compares (later, earlier): 1 and 0 both keep the order
          b.scheme === decl?.firstScheme
          ? 1
          : 0,
    );
    for (const c of ordered) {
      if (c.scheme === 'GATHERING_POWER') last.push({ seat, scheme: c.scheme });
      else score(seat, c.scheme);
    }
  }
  for (const x of last) score(x.seat, x.scheme);
  // VP-3: the most VP wins; equal VP is a tie.
  const vp: Record<string, number> = {};
  for (const seat of state.seatOrder) vp[seat] = game.standard!.ledger.filter((x) => x.seat === seat).reduce((n, x) => n + x.vp, 0);
  const [a, b] = state.seatOrder;
  const winner = vp[a] > vp[b] ? a : vp[b] > vp[a] ? b : null;
  push({ type: 'EncounterResultDetermined', data: { vp, winner } });
  return out;
}

/**
 * §21.6 Shindig: "the first Crew to suffer damage from an enemy's Attack Action earns 2 VP": the victim's Crew, once per
 * game (the party is over). `before` is the state the damage event met: its pending Action says who attacked.
 */
function shindigAward(before: GameState, after: GameState, e: EncounterEvent): EncounterEvent | null {
  const enc = after.standard;
  if (!enc?.story?.shindig || enc.ledger.some((x) => x.source === 'SHINDIG')) return null;
  if (e.type !== 'DamageResolved' && e.type !== 'BlastDamageResolved') return null;
  const pending = before.table?.pending;
  if (!pending || pending.action.category !== 'ATTACK') return null;
  const hits = e.type === 'DamageResolved' ? [{ targetId: e.data.targetId, damage: e.data.damage }] : e.data.targets.map((x) => ({ targetId: x.targetId, damage: x.damage }));
  const hit = hits.find((h) => h.damage > 0 && before.table?.models[h.targetId] !== undefined && before.table.models[h.targetId].seat !== pending.seat);
  if (!hit) return null;
  const victim = before.table!.models[hit.targetId].seat;
  const entry: LedgerEntry = { seat: victim, source: 'SHINDIG', vp: SHINDIG_VP, turn: after.turn, reason: `Shindig: ${hit.targetId} damaged by ${pending.modelId}'s ${pending.action.name}, the party is over`, events: [after.eventCount ?? 0], declarations: [] };
  return { type: 'VictoryPointsAwarded', data: { entries: [entry], uses: [] } };
}

/** Splices the Standard Encounter's own events into a command's events (no-op outside a Standard Encounter). */
export function standardFollowUps(state: GameState, events: readonly EncounterEvent[], evolve: Evolve): EncounterEvent[] {
  if (!state.standard || state.standard.step !== 'COMPLETE') return [...events];
  const out: EncounterEvent[] = [];
  let game = state;
  const push = (e: EncounterEvent) => {
    out.push(e);
    const n = evolve(game, e);
    if (isGame(n)) game = n;
  };
  for (const e of events) {
    if (e.type === 'EncounterEnded' && game.standard && game.standard.result === null && game.table) for (const x of endScoring(game, game.standard, evolve)) push(x);
    const before = game;
    push(e);
    const shindig = shindigAward(before, game, e);
    if (shindig) push(shindig);
    if (e.type === 'VictoryPointsStep' && game.standard && game.table) for (const x of turnScoring(game, game.standard)) push(x);
    if (e.type === 'ConditionGained' && (e.data.name === 'DISTRACTED' || e.data.name === 'CURSED_OBJECT') && game.standard && game.table) {
      const victim = game.table.models[e.data.modelId];
      if (!victim) continue;
      const seat = opponentOf(game, victim.seat);
      const scheme: SchemeId = e.data.name === 'DISTRACTED' ? 'DISTRACT' : 'CURSED_OBJECT';
      const card = (game.standard.schemes[seat] ?? []).find((c) => c.scheme === scheme);
      if (card && card.revealed === null) push({ type: 'SchemeRevealed', data: { seat, scheme, notes: card.notes, how: 'OWN', reason: `an enemy model gained ${e.data.name}` } });
    }
  }
  return out;
}
