// malifaux-2e §14 Horror Duels (seed 002_0afdbbe5c7b94945.txt lines 1415-1437): HO-1..HO-4, AA-2; TV-04 is the book's Horror Duel
import { RuleViolation } from '../../core/rule-violation';
import { assertMustMakeHorrorDuel, clearHorrorImmunityAtEndPhase, horrorOutcome, mustMakeHorrorDuel, startHorrorDuel } from './horror';
import { FakeTable, model } from './testing/fake-context';

const guard = model({ modelId: 'guard', seat: 'A', stat: { name: 'Wp', value: 5 } });

describe('malifaux-2e §14 Horror Duels', () => {
  it('malifaux-2e/HO-1 malifaux-2e/TV-04 a Horror Duel is a Simple Duel on Wp vs the TN: Terrifying 13 played through the machine', () => {
    const t = new FakeTable({ A: { deck: ['CROW-04'], hand: ['MASK-09'] } });
    t.do(startHorrorDuel({ duelId: 'h1', model: guard, tn: 13, sourceName: 'Terrifying 13' }));
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    t.do({ type: 'CheatFate', data: { by: 'A', card: 'MASK-09' } });
    expect(t.state.status === 'DUEL_RESOLVED' && t.state.outcome).toMatchObject({ success: true, totals: [{ total: { value: 14 } }] });
  });

  it('malifaux-2e/HO-1 refuses a Horror Duel on any stat but Wp', () =>
    expect(() => startHorrorDuel({ duelId: 'h2', model: { ...guard, stat: { name: 'Df', value: 5 } }, tn: 13, sourceName: 'x' })).toThrow(
      expect.objectContaining({ ruleId: 'malifaux-2e/HO-1' }),
    ));

  it('malifaux-2e/HO-2 failing gives Paralyzed at once (ending the model`s own Activation); passing does not', () => {
    expect(horrorOutcome({ passed: false, modelId: 'guard', sourceModelId: 'nephilim', immunity: {}, duringOwnActivation: true })).toMatchObject({
      gainsParalyzed: true,
      activationEnds: true,
    });
    expect(horrorOutcome({ passed: false, modelId: 'guard', sourceModelId: 'nephilim', immunity: {} })).toMatchObject({ gainsParalyzed: true, activationEnds: false });
    expect(horrorOutcome({ passed: true, modelId: 'guard', sourceModelId: 'nephilim', immunity: {} })).toMatchObject({ gainsParalyzed: false });
  });

  it('malifaux-2e/HO-3 a model immune to Paralyzed still makes the duel but gains nothing; immunity to Horror Duels skips it (AA-2)', () => {
    expect(mustMakeHorrorDuel({ modelId: 'golem', sourceModelId: 'nephilim', immunity: {} })).toBe(true);
    expect(horrorOutcome({ passed: false, modelId: 'golem', sourceModelId: 'nephilim', immunity: {}, immuneToParalyzed: true, duringOwnActivation: true })).toMatchObject({
      gainsParalyzed: false,
      activationEnds: false,
    });
    expect(mustMakeHorrorDuel({ modelId: 'golem', sourceModelId: 'nephilim', immunity: {}, immuneToHorrorDuels: true })).toBe(false);
  });

  it('malifaux-2e/HO-4 passing makes the model immune to that source (not others) until the End Phase', () => {
    const after = horrorOutcome({ passed: true, modelId: 'guard', sourceModelId: 'nephilim', immunity: {} }).immunity;
    expect(after).toEqual({ guard: ['nephilim'] });
    expect(mustMakeHorrorDuel({ modelId: 'guard', sourceModelId: 'nephilim', immunity: after })).toBe(false);
    expect(mustMakeHorrorDuel({ modelId: 'guard', sourceModelId: 'teddy', immunity: after })).toBe(true);
    expect(() => assertMustMakeHorrorDuel({ modelId: 'guard', sourceModelId: 'nephilim', immunity: after })).toThrow(RuleViolation);
    expect(horrorOutcome({ passed: false, modelId: 'guard', sourceModelId: 'teddy', immunity: after }).immunity).toBe(after);
    expect(mustMakeHorrorDuel({ modelId: 'guard', sourceModelId: 'nephilim', immunity: clearHorrorImmunityAtEndPhase() })).toBe(true);
  });
});
