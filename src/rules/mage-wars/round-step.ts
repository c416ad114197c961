// mage-wars §5 the decision that is due, typed (DESIGN.md "Every view carries the decision that is due"): a client never
// has to infer whose move it is. Derived from the state; public (it names seats and objects, never hidden cards).
import type { SeatId } from '../core/decider';
import { readyCreatures } from './round';
import { trapsOfDecider, type GameState, type MatchResult } from './state';

export type RoundStep =
  | { readonly kind: 'ended'; readonly result: MatchResult | null }
  /** RD-6: these seats pay or drop their upkeep (PayUpkeep). */
  | { readonly kind: 'upkeep'; readonly round: number; readonly seats: readonly SeatId[] }
  /** RD-9: these seats still prepare their spells (PlanSpells), simultaneously. */
  | { readonly kind: 'planning'; readonly round: number; readonly seats: readonly SeatId[] }
  /** RD-13: `seat` casts a spell assigned to one of its spawnpoints (CastSpell) or is done (PassDeployment). */
  | { readonly kind: 'deployment'; readonly round: number; readonly seat: SeatId }
  /** RD-14 / RD-17: `seat` quickcasts (CastSpell quickcast) or passes (PassQuickcast). */
  | { readonly kind: 'quickcast'; readonly round: number; readonly phase: 'first' | 'final'; readonly seat: SeatId }
  /** RD-15 / RD-16: `seat` activates a ready creature or, when `mayPass`, passes; RD-20(b): `quickcastWindow` may quickcast first. */
  | { readonly kind: 'activate'; readonly round: number; readonly seat: SeatId; readonly mayPass: boolean; readonly quickcastWindow: readonly SeatId[] }
  /** §6: the acting creature's move / action. */
  | {
      readonly kind: 'actionPhase';
      readonly round: number;
      readonly seat: SeatId;
      readonly objectId: string;
      readonly moves: number;
      readonly actionTaken: boolean;
    }
  /** CB-12: the defender chooses a defense (or none) and decides its triggered mandatory enchantments. */
  | { readonly kind: 'defend'; readonly seat: SeatId; readonly attackId: string; readonly targetId: string }
  /** CB-29: the defender counterstrikes or declines. */
  | { readonly kind: 'counterstrike'; readonly seat: SeatId; readonly attackId: string; readonly targetId: string }
  /** EN-23 / EN-25: the trap's controller answers each sprung trap (RespondToTrap), in the order it chooses; EN-16: several players' traps, the initiative player first. */
  | { readonly kind: 'trap'; readonly seat: SeatId; readonly objectId: string; readonly enchantmentIds: readonly string[] }
  /** SP-4: the holder of a triggered counter enchantment pays to counter or declines. */
  | { readonly kind: 'counterSpell'; readonly seat: SeatId; readonly castId: string };

export function roundStep(s: GameState): RoundStep {
  if (s.status === 'ended') return { kind: 'ended', result: s.result };
  const r = s.round;
  if (s.spell?.awaiting) return { kind: 'counterSpell', seat: s.spell.awaiting.seat, castId: s.spell.castId };
  if (s.trap && !s.attack?.awaiting && !s.spell?.awaiting) return { kind: 'trap', seat: s.trap.seat, objectId: s.trap.objectId, enchantmentIds: trapsOfDecider(s) };
  if (s.attack?.awaiting) {
    const w = s.attack.awaiting;
    return { kind: w.stage === 'avoid' ? 'defend' : 'counterstrike', seat: w.seat, attackId: s.attack.attackId, targetId: w.targetId };
  }
  switch (r.phase) {
    case 'upkeep':
      return { kind: 'upkeep', round: r.round, seats: r.queue };
    case 'planning':
      return { kind: 'planning', round: r.round, seats: r.queue };
    case 'deployment':
      return { kind: 'deployment', round: r.round, seat: r.queue[0] ?? r.initiative };
    case 'firstQuickcast':
    case 'finalQuickcast':
      return { kind: 'quickcast', round: r.round, phase: r.phase === 'firstQuickcast' ? 'first' : 'final', seat: r.queue[0] ?? r.initiative };
    case 'actions': {
      if (r.activation) {
        const a = r.activation;
        return { kind: 'actionPhase', round: r.round, seat: a.seat, objectId: a.objectId, moves: a.moves, actionTaken: a.quickDone || a.fullDone };
      }
      const mine = readyCreatures(s, r.turn).length;
      // RD-16: another seat has more ready creatures (the seat due never has more than itself).
      const mayPass = s.seatOrder.some((seat) => readyCreatures(s, seat).length > mine);
      const quickcastWindow = [r.turn, ...(r.justActed && r.justActed !== r.turn ? [r.justActed] : [])].filter((seat) => s.seats[seat]?.quickcastReady);
      return { kind: 'activate', round: r.round, seat: r.turn, mayPass, quickcastWindow };
    }
  }
}
