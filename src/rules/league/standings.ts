// league LG-6, LG-7 (src/rules/league/README.md): standings from the results of a league's encounters, every line
// with the encounters it comes from. Ruleset-blind: a result is seats with names, VP and the winning seats.
import type { ScoringPolicy, TieBreaker } from './policy';

export interface ResultInput {
  readonly encounterId: string;
  readonly endedAt: string;
  readonly outcome: 'WIN' | 'DRAW';
  readonly winners: readonly string[];
  readonly seats: readonly { readonly seat: string; readonly name: string; readonly vp: number }[];
}

export interface StandingGame {
  readonly encounterId: string;
  readonly endedAt: string;
  readonly seat: string;
  readonly outcome: 'WIN' | 'DRAW' | 'LOSS';
  readonly points: number;
  readonly vpFor: number;
  readonly vpAgainst: number;
  readonly opponents: readonly string[];
}

export interface StandingLine {
  readonly rank: number;
  readonly player: string;
  readonly played: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly points: number;
  readonly vpFor: number;
  readonly vpAgainst: number;
  readonly vpDifference: number;
  readonly games: readonly StandingGame[];
}

type Totals = Omit<StandingLine, 'rank'>;

/** LG-6: a seat among the winners won; on a DRAW every seat drew; otherwise it lost. */
function outcomeOf(r: ResultInput, seat: string): StandingGame['outcome'] {
  if (r.outcome === 'DRAW') return 'DRAW';
  return r.winners.includes(seat) ? 'WIN' : 'LOSS';
}

const key = (name: string): string => name.trim().toLowerCase();

const breaker = (t: TieBreaker, x: Totals): number => {
  switch (t) {
    case 'VP_DIFFERENCE':
      return x.vpDifference;
    case 'VP_FOR':
      return x.vpFor;
    case 'WINS':
      return x.wins;
    case 'FEWEST_LOSSES':
      return -x.losses;
    default: {
      const never: never = t;
      return never;
    }
  }
};

/**
 * LG-6 points per game by the policy; VP against is the best other seat's VP (the opponent's, with two seats).
 * LG-7 order: points, then the policy's tie-breakers in order; players equal on all of them share a rank (listed by
 * name). Players are matched by name, case-insensitively (a league site enters the same name for the same player).
 */
export function standings(policy: ScoringPolicy, results: readonly ResultInput[]): StandingLine[] {
  const byPlayer = new Map<string, { player: string; games: StandingGame[] }>();
  const ordered = [...results].sort((a, b) => (a.endedAt === b.endedAt ? a.encounterId.localeCompare(b.encounterId) : a.endedAt.localeCompare(b.endedAt)));
  for (const r of ordered) {
    for (const s of r.seats) {
      const others = r.seats.filter((o) => o.seat !== s.seat);
      const outcome = outcomeOf(r, s.seat);
      const game: StandingGame = {
        encounterId: r.encounterId,
        endedAt: r.endedAt,
        seat: s.seat,
        outcome,
        points: outcome === 'WIN' ? policy.win : outcome === 'DRAW' ? policy.draw : policy.loss,
        vpFor: s.vp,
        vpAgainst: others.reduce((m, o) => Math.max(m, o.vp), 0),
        opponents: others.map((o) => o.name),
      };
      const k = key(s.name);
      const entry = byPlayer.get(k) ?? { player: s.name, games: [] };
      entry.games.push(game);
      byPlayer.set(k, entry);
    }
  }
  const totals: Totals[] = [...byPlayer.values()].map(({ player, games }) => {
    const count = (o: StandingGame['outcome']): number => games.filter((g) => g.outcome === o).length;
    const vpFor = games.reduce((n, g) => n + g.vpFor, 0);
    const vpAgainst = games.reduce((n, g) => n + g.vpAgainst, 0);
    return {
      player,
      played: games.length,
      wins: count('WIN'),
      draws: count('DRAW'),
      losses: count('LOSS'),
      points: games.reduce((n, g) => n + g.points, 0),
      vpFor,
      vpAgainst,
      vpDifference: vpFor - vpAgainst,
      games,
    };
  });
  const compare = (a: Totals, b: Totals): number => {
    if (a.points !== b.points) return b.points - a.points;
    for (const t of policy.tieBreakers) {
      const d = breaker(t, b) - breaker(t, a);
      if (d !== 0) return d;
    }
    return 0;
  };
  const sorted = [...totals].sort((a, b) => compare(a, b) || a.player.localeCompare(b.player));
  const lines: StandingLine[] = [];
  sorted.forEach((t, i) => {
    const rank = i > 0 && compare(sorted[i - 1], t) === 0 ? lines[i - 1].rank : i + 1;
    lines.push({ rank, ...t });
  });
  return lines;
}
