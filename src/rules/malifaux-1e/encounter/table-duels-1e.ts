// malifaux-1e §11.3 casting and resist duels, §12.1 morale duels on the table (rules/malifaux-1e.md §6.3, §11.3, §12.1): simple duels of the shared 1E duel engine
// The slices never flip cards: these helpers start the simple duel in the core engine (duel/duel-decisions.ts) with the
// model's own stat, the TN and the fate modifiers the slices know (Channel +, fleeing −), then take its automatic steps.
import type { SeatId } from '../../core/decider';
import type { FateModifiers } from '../../malifaux/fate-modifiers';
import type { StartDuel1eData } from '../commands';
import { Desk } from '../desk';
import { automaticDuelStep, startDuel } from '../duel/duel-decisions';
import type { EncounterEvent1e } from '../events';
import { moraleFateModifier } from '../morale/morale-rules';
import type { GameState1e } from '../state';
import type { ModelState } from '../turn/model';

export type Evolve1e = (s: GameState1e, e: EncounterEvent1e) => GameState1e;

/** A stat of the stat card by its short name (§3.1): Df, Wp, Ca, Wk, Ht. */
export function statOf(m: ModelState, name: string): number | null {
  const key = name.toLowerCase() as keyof ModelState['stats'];
  const v = m.stats[key];
  return typeof v === 'number' ? v : null;
}

/** MO-8, MO-10: a fleeing or rallying model's non-morale duels get one `−`; §11.1 Channel gives the casting flip a `+`. */
export function fateFor(state: GameState1e, modelId: string, isMorale: boolean, bonus = 0): FateModifiers {
  const penalty = -moraleFateModifier(state.ext.morale.models[modelId], isMorale);
  return { bonus, penalty };
}

/** W23: every Drain Souls of the crew gives its non-leaders −1 Wp for the rest of the game (Masters lead, §14.8). */
export function willpowerOf(state: GameState1e, m: ModelState): number {
  const leads = m.station === 'MASTER' || state.ext.encounter.crews[m.seat]?.list.leaders.includes(m.id) === true;
  return Math.max(0, m.stats.wp - (leads ? 0 : (state.ext.magic.drainSoulsUses[m.seat] ?? 0)));
}

/** Starts a simple duel `stat → TN` for `m` and runs its automatic steps up to the first real decision. */
export function startSimpleDuel(state: GameState1e, evolve: Evolve1e, duelId: string, m: ModelState, stat: { readonly name: string; readonly value: number }, action: { readonly name: string; readonly tn: number; readonly requiredSuits?: StartDuel1eData['action']['requiredSuits'] }, fate: FateModifiers): EncounterEvent1e[] {
  const data: StartDuel1eData = {
    duelId,
    kind: 'SIMPLE',
    actor: { modelId: m.id, seat: m.seat as SeatId, station: m.station, stat, fate, wounds: m.wounds, maxWounds: m.stats.wd },
    action: { name: action.name, tn: action.tn, requiredSuits: action.requiredSuits ?? [] },
  };
  const desk = new Desk(state);
  const started = startDuel(state.duel, data, desk);
  const events: EncounterEvent1e[] = [...desk.events, ...started];
  let s = events.reduce(evolve, state);
  // A simple duel settles in a handful of automatic steps; the bound only keeps an engine bug from hanging the command.
  // Stryker disable next-line EqualityOperator,ConditionalExpression,UpdateOperator: no duel reaches 64 automatic steps
  for (let guard = 0; guard < 64 && s.duel.status === 'DUELING'; guard++) {
    const next = automaticDuelStep(s.duel.duel, new Desk(s), s.options);
    if (!next) break;
    events.push(...next);
    s = next.reduce(evolve, s);
  }
  return events;
}
