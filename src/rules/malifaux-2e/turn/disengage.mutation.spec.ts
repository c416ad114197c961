// malifaux-2e §10.4 Disengaging (rules/malifaux-2e.md; seed 1266-1280): the exact refusals of DE-2, the range boundary
// of a strike and the duel it starts, that disengage.spec.ts leaves open (issue 15, mutation testing).
import type { EncounterEvent } from '../events';
import { stacked } from '../testing/fixtures';
import { atActivation, flipDuel, guard, model, type Game } from '../testing/turns';
import type { ActionDef } from './crew';

const S = '§10.4 (seed 1266-1280)';
const de2 = (message: string) => ({ ruleId: 'malifaux-2e/DE-2', section: S, message });
const claw: ActionDef = { name: 'Claw', ap: 1, category: 'ATTACK', range: { kind: 'CLOSE', inches: 1 }, stat: { name: 'Ml', value: 6, suits: ['RAM'] }, resist: 'Df', tn: 12, suits: ['CROW'], damage: { weak: 1, moderate: 2, severe: 3 } };
const shove: ActionDef = { name: 'Shove', ap: 1, category: 'TACTICAL', range: { kind: 'CLOSE', inches: 2 }, stat: { name: 'Ml', value: 6 } };
const brute = model('brute', { name: 'Brute', actions: [claw, shove] });
const walker = model('walker', { name: 'Walker', stats: { df: 4, wp: 5, wk: 5, cg: 6, ht: 2, suits: { Df: ['MASK'] } } });

/** The walker (A) leaves the guard's (1" away) and the brute's (`bruteAt`" away) engagement; B strikes. */
function walking(bruteAt: number | null = 1): Game {
  const g = atActivation([walker], [guard, brute], { decks: [stacked('RAM-10'), stacked('RAM-02')] });
  g.do('A', 'ActivateModel', { modelId: 'walker' });
  g.do('A', 'TakeAction', { actionId: 'w', modelId: 'walker', action: 'Walk', facts: { moved: 4, leavesEngagementOf: ['guard', 'brute'], distances: { guard: 1, ...(bruteAt === null ? {} : { brute: bruteAt }) } } });
  return g;
}
const strike = (strikerId: string, action?: string, distance?: number) => ({ strikerId, ...(action ? { action } : {}), ...(distance === undefined ? {} : { distance }) });

describe('malifaux-2e §10.4 disengaging strikes: refusals and the duel', () => {
  it('malifaux-2e/DE-2 a strike needs a Walk waiting for it, from a model it waits for', () => {
    const g = atActivation([walker], [guard]);
    expect(g.refusal('B', 'DisengagingStrike', strike('guard'))).toEqual(de2('no Walk is waiting for disengaging strikes'));
    const w = walking();
    expect(w.refusal('B', 'DisengagingStrike', strike('b3', 'Halberd'))).toEqual(de2('b3 is not engaged with the walking model'));
    expect(w.refusal('B', 'DisengagingStrike', strike('b3'))).toEqual(de2('b3 is not engaged with the walking model'));
    w.do('B', 'DisengagingStrike', strike('guard', 'Halberd'));
    expect(w.refusal('B', 'DisengagingStrike', strike('brute'))).toEqual(de2('no Walk is waiting for disengaging strikes'));
  });

  it('malifaux-2e/DE-2 a decline is recorded for that striker only', () => {
    expect(walking().do('B', 'DisengagingStrike', strike('brute'))).toEqual([{ type: 'DisengagingStrikeDeclined', data: { actionId: 'w', strikerId: 'brute' } }]);
  });

  it.each([['Pistol'], ['Nope']])('malifaux-2e/DE-2 %s is not a Close Attack of the guard', (action) => {
    expect(walking().refusal('B', 'DisengagingStrike', strike('guard', action))).toEqual(de2("a disengaging strike is a Close Attack on guard's card"));
  });

  it('malifaux-2e/DE-2 a Tactical Action with a Close range is no strike', () => {
    expect(walking().refusal('B', 'DisengagingStrike', strike('brute', 'Shove'))).toEqual(de2("a disengaging strike is a Close Attack on Brute's card"));
  });

  it.each<[number | null, number | undefined, boolean]>([
    [1, undefined, true], // the Walk's declared distance, at the edge of the Claw's 1"
    [1.5, undefined, false],
    [null, undefined, false], // no distance declared anywhere
    [null, 1, true],
    [null, 0, true],
    [3, 1, true], // the strike's own distance wins over the Walk's facts
    [1, 1.1, false],
    [1, -0.5, false],
  ])('malifaux-2e/DE-2 the brute at %p" (Walk) / %p" (strike) strikes with its 1" Claw: %p', (bruteAt, distance, ok) => {
    const r = walking(bruteAt).refusal('B', 'DisengagingStrike', strike('brute', 'Claw', distance));
    expect(r).toEqual(ok ? undefined : de2('the walking model must be within Claw\'s 1" (declare the distance)'));
  });

  it('malifaux-2e/DE-3 the strike is an opposed duel: the Close Attack’s stat, TN and suits, against Df with Defensive, and no damage', () => {
    const g = atActivation([walker], [guard, brute], { decks: [stacked('RAM-10'), stacked('RAM-02')] });
    g.do('A', 'ActivateModel', { modelId: 'walker' });
    g.do('A', 'DeclareEffect', { effectId: 'd', kind: 'GAIN_CONDITION', modelId: 'walker', condition: { name: 'Defensive', value: 2 } });
    g.do('A', 'TakeAction', { actionId: 'w', modelId: 'walker', action: 'Walk', facts: { moved: 4, leavesEngagementOf: ['brute'], distances: { brute: 1 } } });
    const ev: EncounterEvent[] = g.do('B', 'DisengagingStrike', strike('brute', 'Claw'));
    expect(ev[0]).toEqual({ type: 'DisengagingStrikeStarted', data: { actionId: 'w', strikerId: 'brute', action: 'Claw', duelId: 'w:strike:brute', distance: 1 } });
    expect(ev[1]).toMatchObject({
      type: 'DuelStarted',
      data: {
        duelId: 'w:strike:brute',
        kind: 'OPPOSED',
        action: { name: 'Claw (disengaging strike)', tn: 12, requiredSuits: ['CROW'] },
        sides: [
          { role: 'ATTACKER', participant: { modelId: 'brute', seat: 'B', station: 'MINION', stat: { name: 'Ml', value: 6, printedSuits: ['RAM'] }, wounds: 7, maxWounds: 7 } },
          { role: 'DEFENDER', participant: { modelId: 'walker', seat: 'A', stat: { name: 'Df', value: 4, printedSuits: ['MASK'] }, fate: { bonus: 2, penalty: 0 }, wounds: 7, maxWounds: 7 } },
        ],
        defenderFriendly: false,
      },
    });
    const duel = ev[1];
    if (duel.type !== 'DuelStarted') throw new Error('no duel started');
    expect(duel.data.action).toEqual({ name: 'Claw (disengaging strike)', tn: 12, requiredSuits: ['CROW'] });
    expect(duel.data.sides[0].participant).not.toHaveProperty('fate');
    flipDuel(g, 'B');
    expect(g.model('walker').wounds).toBe(7);
  });

  it('malifaux-2e/DE-3 a strike with neither TN nor suits starts a duel with only the name', () => {
    const ev = walking().do('B', 'DisengagingStrike', strike('guard', 'Halberd'));
    expect((ev[1].data as { action: object }).action).toEqual({ name: 'Halberd (disengaging strike)' });
  });
});
