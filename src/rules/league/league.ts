// league LG-1..LG-5 (src/rules/league/README.md): a league is a stream of its own: created with a name, a ruleset and
// a scoring policy; its organiser enrols encounters of that ruleset, each once. Standings are derived from results.
import type { DomainEvent } from '../core/decider';
import { RuleViolation } from '../core/rule-violation';
import { assertPolicy, type ScoringPolicy } from './policy';

export interface Enrolment {
  readonly encounterId: string;
  readonly enrolledAt: string;
}

export type LeagueState =
  | { readonly status: 'empty' }
  | {
      readonly status: 'open';
      readonly leagueId: string;
      readonly name: string;
      readonly ruleset: string;
      readonly policy: ScoringPolicy;
      readonly createdAt: string;
      readonly encounters: readonly Enrolment[];
    };

export type LeagueCommand =
  | { readonly type: 'CreateLeague'; readonly data: { readonly leagueId: string; readonly name: string; readonly ruleset: string; readonly policy: ScoringPolicy; readonly now: string } }
  /** `encounterRuleset` is the enrolled encounter's ruleset, as the server read it. */
  | { readonly type: 'EnrolEncounter'; readonly data: { readonly encounterId: string; readonly encounterRuleset: string; readonly now: string } };

export type LeagueEvent =
  | DomainEvent<'LeagueCreated', { readonly leagueId: string; readonly name: string; readonly ruleset: string; readonly policy: ScoringPolicy; readonly createdAt: string }>
  | DomainEvent<'EncounterEnrolled', Enrolment>;

const SECTION = 'league (src/rules/league/README.md)';
/** LG-5: a league holds at most this many encounters (its standings are computed on every read). */
export const MAX_ENCOUNTERS = 2000;

export const initialLeague = (): LeagueState => ({ status: 'empty' });

export function decideLeague(state: LeagueState, command: LeagueCommand): LeagueEvent[] {
  switch (command.type) {
    case 'CreateLeague': {
      if (state.status !== 'empty') throw new RuleViolation('league/LG-0', SECTION, 'the league exists already');
      assertPolicy(command.data.policy);
      const { leagueId, name, ruleset, policy, now } = command.data;
      return [{ type: 'LeagueCreated', data: { leagueId, name, ruleset, policy, createdAt: now } }];
    }
    case 'EnrolEncounter': {
      if (state.status !== 'open') throw new RuleViolation('league/LG-0', SECTION, 'no such league');
      const { encounterId, encounterRuleset, now } = command.data;
      if (encounterRuleset !== state.ruleset)
        throw new RuleViolation('league/LG-3', SECTION, `this league plays ${state.ruleset}; the encounter is ${encounterRuleset}`);
      if (state.encounters.some((e) => e.encounterId === encounterId)) throw new RuleViolation('league/LG-4', SECTION, 'the encounter is enrolled in this league already');
      if (state.encounters.length >= MAX_ENCOUNTERS) throw new RuleViolation('league/LG-5', SECTION, `a league holds at most ${MAX_ENCOUNTERS} encounters`);
      return [{ type: 'EncounterEnrolled', data: { encounterId, enrolledAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export function evolveLeague(state: LeagueState, event: LeagueEvent): LeagueState {
  switch (event.type) {
    case 'LeagueCreated':
      return { status: 'open', ...event.data, encounters: [] };
    case 'EncounterEnrolled':
      return state.status === 'open' ? { ...state, encounters: [...state.encounters, event.data] } : state;
    default:
      return state;
  }
}
