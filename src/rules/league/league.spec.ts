// league LG-0..LG-5: the league stream's decider, given/when/then.
import { RuleViolation } from '../core/rule-violation';
import { decideLeague, evolveLeague, initialLeague, type LeagueCommand, type LeagueEvent, type LeagueState } from './league';
import { DEFAULT_POLICY } from './policy';

const fold = (events: LeagueEvent[]): LeagueState => events.reduce(evolveLeague, initialLeague());
const created: LeagueEvent = { type: 'LeagueCreated', data: { leagueId: 'L', name: 'Autumn', ruleset: 'malifaux-2e', policy: DEFAULT_POLICY, createdAt: '2026-01-01T00:00:00Z' } };
const enrolled = (id: string): LeagueEvent => ({ type: 'EncounterEnrolled', data: { encounterId: id, enrolledAt: '2026-01-02T00:00:00Z' } });
const enrol = (id: string, ruleset = 'malifaux-2e'): LeagueCommand => ({ type: 'EnrolEncounter', data: { encounterId: id, encounterRuleset: ruleset, now: '2026-01-02T00:00:00Z' } });
const refusal = (events: LeagueEvent[], c: LeagueCommand): string | null => {
  try {
    decideLeague(fold(events), c);
    return null;
  } catch (e) {
    return e instanceof RuleViolation ? e.ruleId : 'not a RuleViolation';
  }
};
const create = (policy = DEFAULT_POLICY): LeagueCommand => ({ type: 'CreateLeague', data: { leagueId: 'L', name: 'Autumn', ruleset: 'malifaux-2e', policy, now: '2026-01-01T00:00:00Z' } });

describe('league stream', () => {
  it('league/LG-1 creates a league with its policy; refuses points with a draw worth more than a win', () => {
    expect(decideLeague(initialLeague(), create())).toEqual([created]);
    expect(refusal([], create({ ...DEFAULT_POLICY, win: 1, draw: 2 }))).toBe('league/LG-1');
    expect(refusal([], create({ ...DEFAULT_POLICY, loss: 2 }))).toBe('league/LG-1');
  });
  it('league/LG-2 refuses a tie-breaker listed twice', () => {
    expect(refusal([], create({ ...DEFAULT_POLICY, tieBreakers: ['VP_FOR', 'VP_FOR'] }))).toBe('league/LG-2');
  });
  it('league/LG-0 refuses creating twice, and enrolling in no league', () => {
    expect(refusal([created], create())).toBe('league/LG-0');
    expect(refusal([], enrol('e1'))).toBe('league/LG-0');
  });
  it('league/LG-3 enrols an encounter of the league ruleset only', () => {
    expect(decideLeague(fold([created]), enrol('e1'))).toEqual([enrolled('e1')]);
    expect(refusal([created], enrol('e1', 'mage-wars'))).toBe('league/LG-3');
  });
  it('league/LG-4 enrols an encounter once', () => {
    expect(refusal([created, enrolled('e1')], enrol('e1'))).toBe('league/LG-4');
    expect(refusal([created, enrolled('e1')], enrol('e2'))).toBeNull();
    expect(fold([created, enrolled('e1'), enrolled('e2')])).toMatchObject({ encounters: [{ encounterId: 'e1' }, { encounterId: 'e2' }] });
  });
});
