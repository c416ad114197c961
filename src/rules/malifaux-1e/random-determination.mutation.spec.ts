// malifaux-1e §1 GEN-5 random determination, GEN-6 breaking the rules and GEN-7 disputes (random-determination.ts),
// and §19 the rule names a refusal carries (rule-names.ts), boundary by boundary (issue 15).
import { FATE_DECK } from '../malifaux/cards';
import type { RuleRank1e } from './commands';
import { beats } from './random-determination';
import { check, RULE_NAMES, ruleNameOf, violation } from './rule-names';
import type { GameState1e } from './state';
import { A, B, cmd, create, refusalOf, run, stacked, step } from './testing/fixtures';

const GEN7 = '§1 Disputes (seed 470-491)';
const NAMES = '[Conventions générales / General conventions]';
const game = (a: string[], b: string[], over = {}) => run([create([stacked(...a), stacked(...b)], over)]);
const rank = (source: RuleRank1e['source'], wording: RuleRank1e['wording']): RuleRank1e => ({ source, wording });

describe('malifaux-1e/GEN-5 random determination', () => {
  it('malifaux-1e/GEN-5 the highest card chooses first; the flipped cards are discarded', () => {
    const s = step(game(['RAM-03'], ['TOME-09']), cmd('FlipForRandomPlayer', A, { flipId: 'r' }));
    expect(s.added).toEqual([
      { type: 'CardsFlipped', data: { seat: 'A', cards: ['RAM-03'], flipId: 'r:0' } },
      { type: 'CardsDiscarded', data: { seat: 'A', cards: ['RAM-03'], from: 'play' } },
      { type: 'CardsFlipped', data: { seat: 'B', cards: ['TOME-09'], flipId: 'r:0' } },
      { type: 'CardsDiscarded', data: { seat: 'B', cards: ['TOME-09'], from: 'play' } },
      { type: 'RandomPlayerDetermined', data: { flipId: 'r', rounds: [{ A: 'RAM-03', B: 'TOME-09' }], order: ['B', 'A'] } },
    ]);
  });

  it('malifaux-1e/GEN-5 ties flip again, round after round; the Black Joker is lowest, the Red Joker highest', () => {
    const s = step(game(['RAM-07', 'BJ', 'RJ'], ['TOME-07', 'CROW-07', 'TOME-01']), cmd('FlipForRandomPlayer', B, { flipId: 'r' }));
    expect(s.added.at(-1)?.data).toEqual({ flipId: 'r', rounds: [{ A: 'RAM-07', B: 'TOME-07' }, { A: 'BJ', B: 'CROW-07' }], order: ['B', 'A'] });
    const rj = step(game(['RJ'], ['TOME-13']), cmd('FlipForRandomPlayer', B, { flipId: 'r' }));
    expect((rj.added.at(-1)?.data as unknown as { order: string[] }).order).toEqual(['A', 'B']);
    expect(rj.added.filter((e) => e.type === 'CardsFlipped').map((e) => (e.data as { flipId: string }).flipId)).toEqual(['r:0', 'r:0']);
  });

  it('malifaux-1e/FD-12 a seat with no card at all flips nothing and reads as the Black Joker (lowest)', () => {
    const s = game(['RAM-02'], ['TOME-02']).state;
    const bare: GameState1e = { ...s, seats: { ...s.seats, A: { ...s.seats.A!, deck: [], discard: [], hand: [...FATE_DECK] } } };
    const out = step({ events: [], state: bare }, cmd('FlipForRandomPlayer', A, { flipId: 'r' }));
    expect(out.added.at(-1)?.data).toEqual({ flipId: 'r', rounds: [{ A: null, B: 'TOME-02' }], order: ['B', 'A'] });
    expect(out.added.filter((e) => e.type === 'CardsDiscarded').map((e) => (e.data as { seat: string }).seat)).toEqual(['B']);
  });
});

describe('malifaux-1e/GEN-6 which rule beats which', () => {
  it.each([
    [rank('MODEL', 'MAY_CHOOSE'), rank('GENERAL', 'CANNOT'), true],
    [rank('GENERAL', 'CANNOT'), rank('MODEL', 'MAY_CHOOSE'), false],
    [rank('GENERAL', 'CANNOT'), rank('GENERAL', 'CAN'), false],
    [rank('MODEL', 'CANNOT'), rank('MODEL', 'MUST'), true],
    [rank('MODEL', 'MUST'), rank('MODEL', 'CANNOT'), false],
    [rank('MODEL', 'MUST'), rank('MODEL', 'MUST'), false],
    [rank('MODEL', 'CAN'), rank('MODEL', 'MAY_CHOOSE'), false],
  ])('malifaux-1e/GEN-6 MANDATORY_FIRST: %j beats %j: %s', (a, b, out) => {
    expect(beats(a, b, 'MANDATORY_FIRST')).toBe(out);
  });

  it.each([
    [rank('MODEL', 'CANNOT'), rank('MODEL', 'CAN'), true],
    [rank('MODEL', 'CAN'), rank('MODEL', 'MAY_CHOOSE'), true],
    [rank('MODEL', 'CANNOT'), rank('MODEL', 'MUST'), false],
    [rank('MODEL', 'CANNOT'), rank('MODEL', 'MAY_CHOOSE'), false],
    [rank('MODEL', 'MUST'), rank('MODEL', 'CAN'), false],
    [rank('MODEL', 'CAN'), rank('MODEL', 'CANNOT'), false],
    [rank('MODEL', 'MAY_CHOOSE'), rank('MODEL', 'CAN'), false],
  ])('malifaux-1e/GEN-6 LITERAL: %j beats %j: %s', (a, b, out) => {
    expect(beats(a, b, 'LITERAL')).toBe(out);
  });
});

describe('malifaux-1e/GEN-7 rule disputes', () => {
  const dispute = (over: Partial<{ disputeId: string; topic: string; readings: Record<string, string>; ranks: Record<string, RuleRank1e> }> = {}) =>
    cmd('SettleRuleDispute1e', A, { disputeId: 'd1', topic: 'Cover', readings: { A: ' yes ', B: 'no' }, ...over });

  it('malifaux-1e/GEN-7 a topic is named; every player gives a reading (blank ones do not count)', () => {
    const g = game(['RAM-05'], ['TOME-04']);
    expect(refusalOf(g, dispute({ topic: '   ' }))).toEqual({ ruleId: 'malifaux-1e/GEN-7', section: GEN7, message: `name the situation in dispute (topic) ${NAMES}` });
    expect(refusalOf(g, dispute({ readings: { A: 'yes', B: '  ' } }))).toEqual({ ruleId: 'malifaux-1e/GEN-7', section: GEN7, message: `every player gives its reading of the rule ${NAMES}` });
    expect(refusalOf(g, dispute({ readings: { A: 'yes' } })).message).toBe(`every player gives its reading of the rule ${NAMES}`);
  });

  it('malifaux-1e/GEN-7 the flip decides; topic and ruling are trimmed; the precedent then refuses the same topic and the same id', () => {
    const g = game(['RAM-05'], ['TOME-04']);
    const s = step(g, dispute({ topic: '  Cover  ' }));
    expect(s.added.at(-1)).toEqual({ type: 'RuleDisputeSettled1e', data: { disputeId: 'd1', topic: 'Cover', rounds: [{ A: 'RAM-05', B: 'TOME-04' }], winner: 'A', ruling: 'yes' } });
    expect(refusalOf(s, dispute({ disputeId: 'd2', topic: 'COVER' }))).toEqual({ ruleId: 'malifaux-1e/GEN-7', section: GEN7, message: `already settled for the rest of the game (d1): yes ${NAMES}` });
    expect(refusalOf(s, dispute({ topic: 'Height' }))).toEqual({ ruleId: 'malifaux-1e/GEN-7', section: GEN7, message: `dispute d1 already exists ${NAMES}` });
  });

  it('malifaux-1e/GEN-6 a ranking that names a winner settles without a flip; ranks for one seat only leave it to the flip', () => {
    const g = game(['RAM-05'], ['TOME-12']);
    const ranked = step(g, dispute({ ranks: { A: rank('MODEL', 'CAN'), B: rank('GENERAL', 'CANNOT') } }));
    expect(ranked.added).toEqual([{ type: 'RuleDisputeSettled1e', data: { disputeId: 'd1', topic: 'Cover', rounds: [], winner: 'A', ruling: 'yes', rankedBy: 'GEN-6' } }]);
    const half = step(g, dispute({ ranks: { A: rank('MODEL', 'CAN') } }));
    expect(half.added.at(-1)?.data).toEqual(expect.objectContaining({ winner: 'B', ruling: 'no' }));
    const even = step(g, dispute({ ranks: { A: rank('MODEL', 'CAN'), B: rank('MODEL', 'CAN') } }));
    expect(even.added.at(-1)?.data).toEqual(expect.objectContaining({ winner: 'B', rounds: [{ A: 'RAM-05', B: 'TOME-12' }] }));
  });

  it('malifaux-1e/GEN-6 the encounter’s ruleConflictRanking is read (LITERAL: « doit » does not beat « peut »)', () => {
    const g = game(['RAM-05'], ['TOME-12'], { options: { autoDeclineCuts: true, ruleConflictRanking: 'LITERAL' } });
    const s = step(g, dispute({ ranks: { A: rank('MODEL', 'MUST'), B: rank('MODEL', 'CAN') } }));
    expect(s.added.at(-1)?.data).toEqual(expect.objectContaining({ winner: 'B' }));
    const noOption = { ...g.state, options: { ...g.state.options, ruleConflictRanking: undefined as never } };
    const d = step({ events: [], state: noOption }, dispute({ ranks: { A: rank('MODEL', 'MUST'), B: rank('MODEL', 'CAN') } }));
    expect(d.added.at(-1)?.data).toEqual(expect.objectContaining({ winner: 'A', rankedBy: 'GEN-6' }));
  });

  it('malifaux-1e/GEN-7 the dispute’s own flip ids', () => {
    const s = step(game(['RAM-05'], ['TOME-04']), dispute({ disputeId: 'x' }));
    expect(s.added.filter((e) => e.type === 'CardsFlipped').map((e) => (e.data as { flipId: string }).flipId)).toEqual(['dispute:x:0', 'dispute:x:0']);
  });
});

describe('malifaux-1e §19 rule names', () => {
  it.each([
    ['malifaux-1e/FD-12', 'Fate Deck'],
    ['FD-12', 'Fate Deck'],
    ['DMG-3', 'Damage and wounds'],
    ['malifaux-1e/SETUP-2', 'Encounter setup'],
  ])('malifaux-1e/GEN-1 %s is named %s', (id, en) => {
    expect(ruleNameOf(id)?.en).toBe(en);
  });

  it.each(['malifaux-2e/FD-1', 'XX-1', 'fd-1', ''])('malifaux-1e/GEN-1 %j has no 1E name', (id) => {
    expect(ruleNameOf(id)).toBeNull();
  });

  it('malifaux-1e/GEN-1 a refusal names the rule in French and English; an unknown family keeps the bare message', () => {
    const v = violation('TI-1', '§2', 'late');
    expect([v.ruleId, v.section, v.message]).toEqual(['malifaux-1e/TI-1', '§2', 'late [Temporalisation / Timing]']);
    expect(violation('ZZ-1', '§0', 'odd').message).toBe('odd');
    expect(() => check(true, 'TI-1', '§2', 'x')).not.toThrow();
    expect(() => check(false, 'TI-1', '§2', 'x')).toThrow('x [Temporalisation / Timing]');
    expect(Object.keys(RULE_NAMES)).toHaveLength(36);
    expect(RULE_NAMES.SS).toEqual({ en: 'Soulstones', fr: 'Pierrâmes' });
  });
});
