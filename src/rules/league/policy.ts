// league LG-1, LG-2 (src/rules/league/README.md): the scoring policy of a league, explicit data stored on its first event.
import { RuleViolation } from '../core/rule-violation';

/** After league points, the order in which ties are broken (each higher first); then the rank is shared. */
export const TIE_BREAKERS = ['VP_DIFFERENCE', 'VP_FOR', 'WINS', 'FEWEST_LOSSES'] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

export interface ScoringPolicy {
  /** League points for a win, a draw and a loss (3/1/0 by default). */
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly tieBreakers: readonly TieBreaker[];
}

/** 3/1/0, then VP difference, then VP scored: the common tournament pack reading. */
export const DEFAULT_POLICY: ScoringPolicy = { win: 3, draw: 1, loss: 0, tieBreakers: ['VP_DIFFERENCE', 'VP_FOR'] };

const SECTION = 'league (src/rules/league/README.md)';

/** LG-1: a win is worth at least a draw and a draw at least a loss; LG-2: each tie-breaker at most once. */
export function assertPolicy(p: ScoringPolicy): void {
  if (!(p.win >= p.draw && p.draw >= p.loss)) throw new RuleViolation('league/LG-1', SECTION, `points must satisfy win ≥ draw ≥ loss (got ${p.win}/${p.draw}/${p.loss})`);
  if (new Set(p.tieBreakers).size !== p.tieBreakers.length) throw new RuleViolation('league/LG-2', SECTION, 'a tie-breaker may be listed only once');
}
