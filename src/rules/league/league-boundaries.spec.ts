// league LG-0..LG-5 (src/rules/league/README.md): the boundaries and the order of the league stream's checks, each
// refusal named by its rule (issue 15: tests that make the mutants of league.ts and policy.ts fail).
import { RuleViolation } from '../core/rule-violation';
import { decideLeague, evolveLeague, initialLeague, MAX_ENCOUNTERS, type LeagueCommand, type LeagueEvent, type LeagueState } from './league';
import { assertPolicy, DEFAULT_POLICY, type ScoringPolicy } from './policy';

const SECTION = 'league (src/rules/league/README.md)';
const fold = (events: readonly LeagueEvent[]): LeagueState => events.reduce(evolveLeague, initialLeague());
const created: LeagueEvent = { type: 'LeagueCreated', data: { leagueId: 'L', name: 'Autumn', ruleset: 'malifaux-2e', policy: DEFAULT_POLICY, createdAt: '2026-01-01T00:00:00Z' } };
const enrolled = (id: string): LeagueEvent => ({ type: 'EncounterEnrolled', data: { encounterId: id, enrolledAt: '2026-01-02T00:00:00Z' } });
const enrol = (id: string, ruleset = 'malifaux-2e'): LeagueCommand => ({ type: 'EnrolEncounter', data: { encounterId: id, encounterRuleset: ruleset, now: '2026-01-03T00:00:00Z' } });
const create = (policy: ScoringPolicy = DEFAULT_POLICY): LeagueCommand => ({ type: 'CreateLeague', data: { leagueId: 'L', name: 'Autumn', ruleset: 'malifaux-2e', policy, now: '2026-01-01T00:00:00Z' } });

/** The refusal a call gives: rule id, section and message, or null when it passes. */
const refusal = (f: () => unknown): { ruleId: string; section: string; message: string } | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return { ruleId: e.ruleId, section: e.section, message: e.message };
  }
};

/** A league holding `count` enrolled encounters e0..e(count-1). */
const withEncounters = (count: number): LeagueState => {
  const state = fold([created]);
  if (state.status !== 'open') throw new Error('not open');
  const encounters = Array.from({ length: count }, (_, i) => ({ encounterId: `e${i}`, enrolledAt: '2026-01-02T00:00:00Z' }));
  return { ...state, encounters };
};

describe('league stream: boundaries and order of the checks', () => {
  it.each<[string, Partial<ScoringPolicy>, string | null]>([
    ['3/1/0', {}, null],
    ['win = draw = loss (ties allowed at each step)', { win: 1, draw: 1, loss: 1 }, null],
    ['win = draw > loss', { win: 2, draw: 2, loss: 0 }, null],
    ['win > draw = loss', { win: 2, draw: 0, loss: 0 }, null],
    ['draw above win', { win: 1, draw: 2, loss: 0 }, 'league/LG-1'],
    ['loss above draw', { win: 3, draw: 1, loss: 2 }, 'league/LG-1'],
    ['loss above draw and win', { win: 0, draw: 0, loss: 1 }, 'league/LG-1'],
    ['all four tie-breakers once each', { tieBreakers: ['VP_DIFFERENCE', 'VP_FOR', 'WINS', 'FEWEST_LOSSES'] }, null],
    ['no tie-breaker', { tieBreakers: [] }, null],
    ['a tie-breaker twice', { tieBreakers: ['WINS', 'VP_FOR', 'WINS'] }, 'league/LG-2'],
  ])('league/LG-1 league/LG-2 policy %s', (_what, over, ruleId) => {
    const got = refusal(() => assertPolicy({ ...DEFAULT_POLICY, ...over }));
    expect(got?.ruleId ?? null).toBe(ruleId);
    if (got) expect(got.section).toBe(SECTION);
  });

  it('league/LG-1 the refusal names the points it got; league/LG-2 says a tie-breaker is listed twice', () => {
    expect(refusal(() => assertPolicy({ ...DEFAULT_POLICY, win: 1, draw: 2, loss: 0 }))?.message).toBe('points must satisfy win ≥ draw ≥ loss (got 1/2/0)');
    expect(refusal(() => assertPolicy({ ...DEFAULT_POLICY, tieBreakers: ['WINS', 'WINS'] }))?.message).toBe('a tie-breaker may be listed only once');
  });

  it('league/LG-0 creating twice is refused before the policy is checked', () => {
    expect(refusal(() => decideLeague(fold([created]), create({ ...DEFAULT_POLICY, win: 0, draw: 5 })))).toEqual({ ruleId: 'league/LG-0', section: SECTION, message: 'the league exists already' });
    expect(refusal(() => decideLeague(initialLeague(), create({ ...DEFAULT_POLICY, win: 0, draw: 5 })))?.ruleId).toBe('league/LG-1');
  });

  it('league/LG-1 the created event carries the command data, `now` as createdAt', () => {
    const policy: ScoringPolicy = { win: 2, draw: 1, loss: 0, tieBreakers: ['WINS'] };
    const cmd: LeagueCommand = { type: 'CreateLeague', data: { leagueId: 'X', name: 'Winter', ruleset: 'mage-wars', policy, now: '2026-02-02T00:00:00Z' } };
    expect(decideLeague(initialLeague(), cmd)).toEqual([{ type: 'LeagueCreated', data: { leagueId: 'X', name: 'Winter', ruleset: 'mage-wars', policy, createdAt: '2026-02-02T00:00:00Z' } }]);
    expect(fold(decideLeague(initialLeague(), cmd))).toEqual({ status: 'open', leagueId: 'X', name: 'Winter', ruleset: 'mage-wars', policy, createdAt: '2026-02-02T00:00:00Z', encounters: [] });
  });

  it('league/LG-0 enrolling in no league is refused before the ruleset is compared', () => {
    expect(refusal(() => decideLeague(initialLeague(), enrol('e1', 'mage-wars')))).toEqual({ ruleId: 'league/LG-0', section: SECTION, message: 'no such league' });
  });

  it('league/LG-3 the refusal names both rulesets, and comes before LG-4', () => {
    expect(refusal(() => decideLeague(fold([created, enrolled('e1')]), enrol('e1', 'mage-wars')))).toEqual({
      ruleId: 'league/LG-3',
      section: SECTION,
      message: 'this league plays malifaux-2e; the encounter is mage-wars',
    });
  });

  it('league/LG-4 the refusal of a second enrolment, and comes before LG-5', () => {
    expect(refusal(() => decideLeague(withEncounters(MAX_ENCOUNTERS), enrol('e7')))).toEqual({
      ruleId: 'league/LG-4',
      section: SECTION,
      message: 'the encounter is enrolled in this league already',
    });
  });

  it.each<[number, string | null]>([
    [0, null],
    [MAX_ENCOUNTERS - 1, null],
    [MAX_ENCOUNTERS, 'league/LG-5'],
    [MAX_ENCOUNTERS + 1, 'league/LG-5'],
  ])('league/LG-5 a league holding %d encounters: enrolling one more is refused by %s', (count, ruleId) => {
    const got = refusal(() => decideLeague(withEncounters(count), enrol('new')));
    expect(got?.ruleId ?? null).toBe(ruleId);
    if (got) expect(got.message).toBe('a league holds at most 2000 encounters');
  });

  it('league/LG-5 the limit is 2,000', () => expect(MAX_ENCOUNTERS).toBe(2000));

  it('league/LG-1 league/LG-2 the default policy: 3/1/0, then VP difference, then VP scored', () => {
    expect(DEFAULT_POLICY).toEqual({ win: 3, draw: 1, loss: 0, tieBreakers: ['VP_DIFFERENCE', 'VP_FOR'] });
  });

  it('league/LG-3 an accepted enrolment carries the encounter and `now` as enrolledAt', () => {
    expect(decideLeague(fold([created]), enrol('e9'))).toEqual([{ type: 'EncounterEnrolled', data: { encounterId: 'e9', enrolledAt: '2026-01-03T00:00:00Z' } }]);
  });

  it('league/LG-0 an enrolment folded into no league leaves the state empty; an unknown event changes nothing', () => {
    expect(evolveLeague(initialLeague(), enrolled('e1'))).toEqual({ status: 'empty' });
    const open = fold([created, enrolled('e1')]);
    expect(evolveLeague(open, { type: 'Unknown', data: {} } as unknown as LeagueEvent)).toBe(open);
  });
});
