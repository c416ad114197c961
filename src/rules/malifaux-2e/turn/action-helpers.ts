// malifaux-2e §7-§10 What every Action shares (rules/malifaux-2e.md; seed 002_0afdbbe5c7b94945.txt lines 950-1308): AP-2, AP-5, AP-6, MV-3, MV-4, EL-1, RG-1, ME-3
import { require_ } from '../../core/rule-violation';
import type { DuelParticipant } from '../duel/duel-commands';
import type { FateModifiers } from '../duel/fate-modifiers';
import { hasAbility, type ActionDef } from './crew';
import { modelIn } from './activation';
import type { TurnEvent } from './turn-events';
import type { CurrentActivation, DeclaredFacts, ModelState, TableState } from './table-state';

export const S8 = '§8 (seed 966-1092)';
export const S84 = '§8.4 (seed 1066-1082)';

export type Payment = { paid: number; paidRestricted: number; free: 'CHARGE' | 'TRIGGER' | null; zeroAp: boolean };

/** AP-5 (cost and AP), AP-2 (restricted AP for Ca Actions / Close Attacks, spent first), AP-6 (one zero-AP Action), AA-1, TR-6. */
export function pay(cur: CurrentActivation, cost: number, def: ActionDef | null, free: 'CHARGE' | 'TRIGGER' | null): Payment {
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

export const engaged = (f: DeclaredFacts): boolean => (f.engagedWith ?? []).length > 0;

/**
 * MV-4: a move never passes through other models' bases (Flight and Incorporeal ignore models while moving); MV-3: a
 * model without Incorporeal that starts outside Enclosed terrain can't use an ability to end its move inside it.
 */
export function assertPath(m: ModelState, f: DeclaredFacts): void {
  const incorporeal = hasAbility(m.def, 'INCORPOREAL');
  require_(!f.passesThroughBases || incorporeal || hasAbility(m.def, 'FLIGHT'), 'malifaux-2e/MV-4', '§10.1 (seed 1174-1214)', `${m.def.name} can't move through other models' bases`);
  require_(!f.entersEnclosedIgnoringTerrain || incorporeal, 'malifaux-2e/MV-3', '§10.1 (seed 1924)', `${m.def.name} can't use an ability to end its move inside Enclosed terrain it started outside of`);
}

export function target(t: TableState, id: string | undefined, rule: string): ModelState {
  require_(id !== undefined, rule, S8, 'this Action needs a target');
  const m = modelIn(t, id, rule, S8);
  require_(m.status === 'IN_PLAY', 'malifaux-2e/BU-1', '§13 (seed 1391-1399)', `${m.def.name} is not in play: never in LoS or range`);
  return m;
}

/** EL-1: the elevation difference counts for engagement and Projectile range, unless the lower model is taller than it. */
export function withElevation(distance: number, e: { readonly difference: number; readonly lowerModelHt: number } | undefined): number {
  if (!e || e.lowerModelHt > e.difference) return distance;
  // Only a positive difference is added (a difference of 0 adds nothing, a negative one never shortens the distance).
  return distance + Math.max(0, e.difference);
}

/** RG-1, ME-3: in range is base to base, inclusive; §8.2: the target must be in LoS unless the Action says otherwise. */
export function assertRangeAndLos(f: DeclaredFacts, tgt: ModelState, inches: number, kind: string): void {
  const top = f.distances?.[tgt.def.id];
  require_(typeof top === 'number' && top >= 0, 'malifaux-2e/ME-3', '§2 (seed 428-446)', `declare the distance to ${tgt.def.name} (facts.distances)`);
  // ME-1: measured top-down; EL-1 adds the elevation for Close (engagement) and Projectile ranges.
  const d = kind === 'CLOSE' || kind === 'PROJECTILE' ? withElevation(top, f.elevation?.[tgt.def.id]) : top;
  require_(d <= inches, 'malifaux-2e/RG-1', '§9.1 (seed 1094-1121)', `${tgt.def.name} is ${d}" away, out of the Action's ${inches}" range`);
  require_(f.los?.[tgt.def.id] === 'CLEAR', 'malifaux-2e/RG-1', '§8.2, §9.2 (seed 974-1006, 1123-1154)', `declare clear LoS to ${tgt.def.name} (facts.los)`);
}

export function participant(m: ModelState, stat: { name: string; value: number; suits?: readonly string[] }, fate: FateModifiers): DuelParticipant {
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

export const RESIST_KEY = { Df: 'df', Wp: 'wp', Wk: 'wk', Cg: 'cg', Ht: 'ht' } as const;


export type Taken = (category: 'ATTACK' | 'TACTICAL', printedAp: number, p: Payment, extra?: { focus?: number; duelId?: string | null; grants?: number }) => TurnEvent;

