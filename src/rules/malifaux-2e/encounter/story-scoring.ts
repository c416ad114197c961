// malifaux-2e §21.4, §21.5 Story Strategy scoring (rules/malifaux-2e.md; seed 2673-3061): STR-0
// The Attacker scores her Strategy's sources, the Defender her objective's; at the Earn-VP step of each Turn (ETA1: from
// Turn 2; TURN: every Turn) and at the end of the game (EOG, §20.11 step 2). Each seat's own Strategy caps at 4 VP
// (STR-0, seed 2685), applied by the ledger.
import type { SeatId } from '../../core/decider';
import type { Award, ScoringContext } from './scoring';
import type { StrategyFacts, StoryState } from './standard-types';
import { ATTACKER_SOURCES, DEFENDER_SOURCES, type StorySource } from './story-objectives';

/** The VP sources of `seat`'s side of the Story Strategy. */
export function storySources(story: StoryState, seat: SeatId): readonly StorySource[] {
  return seat === story.attacker ? ATTACKER_SOURCES[story.attackerStrategy] : (DEFENDER_SOURCES[story.defenderObjective] ?? []);
}

/** The name `seat`'s Story sources are scored under: the Attacker's Strategy or the Defender's objective. */
const sideOf = (story: StoryState, seat: SeatId): string => (seat === story.attacker ? story.attackerStrategy : story.defenderObjective);

const inPlay = (ctx: ScoringContext, seat: SeatId, stations?: readonly string[]) =>
  Object.values(ctx.table.models).filter((m) => m.seat === seat && m.status === 'IN_PLAY' && (stations === undefined || stations.includes(m.def.station)));

function value(ctx: ScoringContext, story: StoryState, seat: SeatId, s: StorySource, facts: StrategyFacts | undefined, usedOnce: boolean): { vp: number; reason: string; events: readonly number[] } | null {
  const n = facts?.story?.[s.key] ?? 0;
  switch (s.kind) {
    case 'FLAG':
      return n >= 1 && !(s.once && usedOnce) ? { vp: s.vp, reason: `${s.key}`, events: [] } : null;
    case 'COUNT':
      return n >= 1 ? { vp: n * s.vp, reason: `${s.key}: ${n}`, events: [] } : null;
    case 'TIERS': {
      const tier = [...s.tiers].reverse().find(([min]) => n >= min);
      return tier ? { vp: tier[1], reason: `${s.key}: ${n}`, events: [] } : null;
    }
    case 'OFF_BY': {
      const given = facts?.story?.[s.key];
      return given !== undefined && given <= 2 ? { vp: 4 - given, reason: `${s.key}: ${given}`, events: [] } : null;
    }
    case 'SLAUGHTER': {
      // Max 1 VP per Turn: ≥ 2 enemy models the Defender "killed or sacrificed" this Turn (seed 2745, as Reckoning, A-14:
      // a sacrifice counts when an effect of hers made it, i.e. it is credited to her), or the Attacker has no models in play.
      const kills = ctx.enc.kills.filter((k) => k.turn === ctx.turn && k.seat === story.attacker && k.bySeat === seat && k.how !== 'BURIED_AT_END');
      if (kills.length >= 2) return { vp: 1, reason: `Slaughter: ${kills.length} enemy models killed or sacrificed this Turn`, events: kills.map((k) => k.version) };
      return inPlay(ctx, story.attacker).length === 0 ? { vp: 1, reason: 'Slaughter: the Attacker has no models in play', events: [] } : null;
    }
    case 'CONTAIN_POWER': {
      // both clauses at the end of the game, the +1 over the whole game.
      const leader = ctx.leaders[seat];
      const station = (id: string): string =>
        // Stryker disable next-line StringLiteral: an unknown model's stand-in station only has to be neither MASTER nor HENCHMAN
        ctx.table.models[id]?.def.station ?? '';
      const big = (id: string) => ['MASTER', 'HENCHMAN'].includes(station(id));
      const byLeader = ctx.enc.kills.filter((k) => k.seat === story.attacker && k.byModelId === leader && big(k.modelId));
      const none = inPlay(ctx, story.attacker, ['MASTER', 'HENCHMAN']).length === 0;
      const vp = (none ? 3 : 0) + (byLeader.length > 0 ? 1 : 0);
      return vp > 0 ? { vp, reason: `Contain power: ${none ? 'no enemy Master or Henchman in play' : ''}${none && byLeader.length ? '; ' : ''}${byLeader.length ? 'the Leader killed an enemy Master or Henchman' : ''}`, events: byLeader.map((k) => k.version) } : null;
    }
  }
}

/**
 * The seat's Story Strategy VP at this moment: the Earn-VP step of `ctx.turn` (`end` false) or the end of the game.
 * `once` holds the keys of once-per-game sources already scored (see onceScored).
 */
export function storyAwards(ctx: ScoringContext, story: StoryState, seat: SeatId, facts: StrategyFacts | undefined, end: boolean, once: ReadonlySet<string>): Award[] {
  const out: Award[] = [];
  for (const s of storySources(story, seat)) {
    const due = end ? s.when === 'EOG' : s.when === 'TURN' || (s.when === 'ETA1' && ctx.turn >= 2);
    if (!due) continue;
    const v = value(ctx, story, seat, s, facts, once.has(s.key));
    const side = sideOf(story, seat);
    if (v) out.push({ source: 'STRATEGY', vp: v.vp, reason: `${side}: ${v.reason}`, events: v.events });
  }
  return out;
}

/** The once-per-game sources `seat` has scored already, read back from her ledger entries' reasons. */
export function onceScored(story: StoryState, seat: SeatId, ledger: readonly { readonly seat: SeatId; readonly source: string; readonly reason: string }[]): Set<string> {
  const side = sideOf(story, seat);
  const once = storySources(story, seat).filter((s) => (s as { readonly once?: boolean }).once === true).map((s) => s.key);
  return new Set(once.filter((k) => ledger.some((e) => e.seat === seat && e.source === 'STRATEGY' && e.reason.startsWith(`${side}: ${k}`))));
}
