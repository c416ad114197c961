// malifaux-1e §14.7 strategies and §14.10 schemes as pluggable data (rules/malifaux-1e.md; seed 000_8cac2ea3b25a10d7.txt lines 4367-4923): SC-2, SC-3, GL-2
// The texts (French PDF p.52-64) are MISSING from every seed. "Do not implement VP for them from memory": a strategy or
// scheme without a registered rule is scored from VP the players declare, and the view says so (`scoredBy: 'DECLARED'`).
// A league supplies the texts as data at `1e/setup` (`strategies`, `schemes[].awards`: VpAward1e below); their VP are
// then computed from the victory conditions the player declares met (end-decide.ts), never declared.
import { STRATEGIES_1E, type Faction1e } from './tables';

/** Facts a scoring rule reads: what the table declared at the end of the game, plus the server's own counts. */
export type ObjectiveFacts = Readonly<Record<string, number | boolean | string | readonly string[]>>;

/** A strategy's rule once its text is supplied: its setup, the facts it needs, its VP (every victory condition met, §14.7). */
export interface StrategyRule {
  readonly id: string;
  readonly fr: string;
  readonly en: string;
  /** Markers or terrain to place before deployment (§14.7 "setup elements"); free text until the text is supplied. */
  readonly setup?: string;
  /** Refuses facts the rule cannot read; returns an error message or null. */
  readonly validateFacts?: (facts: ObjectiveFacts) => string | null;
  /** VP for the player's facts; absent when the text is MISSING (VP are then declared). */
  readonly score?: (facts: ObjectiveFacts, shared: boolean) => number;
}

export type SchemeType = 'GENERAL' | 'FACTION' | 'MASTER';
/** SC-2: a scheme's restriction, selections, VP and announcement rule. */
export interface SchemeRule {
  readonly id: string;
  readonly fr: string;
  readonly en: string;
  readonly type: SchemeType;
  /** SC-3: the faction or Master a Faction / Master scheme belongs to. */
  readonly faction?: Faction1e;
  readonly master?: string;
  /** SC-4: how many models or terrain pieces the scheme selects. */
  readonly selects: number;
  /** SC-5: 'MAY' be announced (extra VP), 'MUST' be announced, or 'NEVER'. */
  readonly announce: 'MAY' | 'MUST' | 'NEVER';
  readonly score?: (facts: ObjectiveFacts, announced: boolean) => number;
}

export interface ObjectiveCatalogue {
  readonly strategies: Readonly<Record<string, StrategyRule>>;
  readonly schemes: Readonly<Record<string, SchemeRule>>;
}

/** The seed's catalogue: thirteen strategy names without rules, and no scheme (SC-5 MISSING: the list is p.59-64). */
export const SEED_CATALOGUE: ObjectiveCatalogue = {
  strategies: Object.fromEntries(STRATEGIES_1E.map((s) => [s.id, { id: s.id, fr: s.fr, en: s.en }])),
  schemes: {},
};

/** Adds (or replaces) rules: how a league supplies the missing texts without touching the engine. */
export function withObjectives(base: ObjectiveCatalogue, add: { strategies?: readonly StrategyRule[]; schemes?: readonly SchemeRule[] }): ObjectiveCatalogue {
  return {
    strategies: { ...base.strategies, ...Object.fromEntries((add.strategies ?? []).map((s) => [s.id, s])) },
    schemes: { ...base.schemes, ...Object.fromEntries((add.schemes ?? []).map((s) => [s.id, s])) },
  };
}

/**
 * A generic scheme for tables that have not supplied the texts: General, selects nothing, may be announced; its VP
 * are declared. Registered under `GENERAL_SCHEME_<n>` by the encounter's catalogue option, never by default.
 */
export function declaredScheme(id: string, selects = 0): SchemeRule {
  return { id, fr: id, en: id, type: 'GENERAL', selects, announce: 'MAY' };
}

/**
 * §14.7, SC-2 as data: one way a strategy or scheme earns VP. A player must meet **all** its victory conditions to score
 * it (seed 4367-4380, 4838-4860): each award lists the conditions (the text's own words, as the league types them in)
 * that must all be met; `announcedOnly` is SC-5's extra VP for a scheme announced after deployment. What a condition
 * means on the table (positions, markers held) is a declared fact (§16.2): the player names the conditions met.
 */
export interface VpAward1e {
  readonly vp: number;
  readonly conditions: readonly string[];
  readonly announcedOnly?: boolean;
}

/** A strategy whose text the league supplies: its VP as data, and (SC-2 shared version) the shared version's. */
export interface StrategyDefinition1e {
  readonly id: string;
  readonly awards: readonly VpAward1e[];
  readonly sharedAwards?: readonly VpAward1e[];
}

/** Every condition an award list names (what `met` may contain). */
export function conditionsOf(awards: readonly VpAward1e[]): Set<string> {
  return new Set(awards.flatMap((a) => a.conditions));
}

/** §14.7, SC-2, SC-5: the VP of every award whose conditions are all met (and, for the announcement's, announced). */
export function awardedVp(awards: readonly VpAward1e[], met: readonly string[], announced: boolean): number {
  const have = new Set(met);
  return awards.filter((a) => (a.announcedOnly !== true || announced) && a.conditions.every((x) => have.has(x))).reduce((n, a) => n + a.vp, 0);
}
