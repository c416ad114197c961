// malifaux-2e §10.4 Disengaging (rules/malifaux-2e.md; seed 1266-1280): the exact refusals of DE-2, the range boundary
// of a strike and the duel it starts, that disengage.spec.ts leaves open (issue 15, mutation testing).
import type { EncounterEvent } from '../events';
import { stacked } from '../testing/fixtures';
import { atActivation, flipDuel, guard, model, type Game } from '../testing/turns';
import type { ActionDef } from './crew';
import { walkOutcome } from './disengage';

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

const horrorOn = (modelId: string, seat: 'A' | 'B') => ({ duelId: 'h', model: { modelId, seat, station: 'MINION', stat: { name: 'Wp', value: 5 }, wounds: 7, maxWounds: 7 }, tn: 13, sourceModelId: 'walker' });
const duelFirst = { ruleId: 'malifaux-2e/DU-S1', section: '§4.3', message: 'finish the duel in progress first' };
const paralyzed = { ruleId: 'malifaux-2e/AP-2', section: '§17.2 (seed 1608-1614)', message: 'a Paralyzed model declares no Actions' };

describe('malifaux-2e §10.4 disengaging strikes: what else is going on, and who strikes', () => {
  it('malifaux-2e/DU-S1 malifaux-2e/DE-2 while another duel is in progress (a Horror Duel) no strike is made nor declined; once it is resolved the strike goes ahead', () => {
    const g = walking();
    g.do('B', 'StartHorrorDuel', horrorOn('brute', 'B'));
    expect(g.state.duel.status).toBe('DUELING');
    expect(g.state.table!.walk).toMatchObject({ duelId: null, strikers: ['guard', 'brute'] });
    expect(g.refusal('B', 'DisengagingStrike', strike('guard', 'Halberd'))).toEqual(duelFirst);
    expect(g.refusal('B', 'DisengagingStrike', strike('guard'))).toEqual(duelFirst);
    g.do('B', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'B' } } });
    expect(g.state.duel.status).toBe('DUEL_RESOLVED');
    expect(g.do('B', 'DisengagingStrike', strike('guard', 'Halberd'))[0]).toEqual({ type: 'DisengagingStrikeStarted', data: { actionId: 'w', strikerId: 'guard', action: 'Halberd', duelId: 'w:strike:guard', distance: 1 } });
  });

  it('malifaux-2e/DU-S1 malifaux-2e/DE-2 while a damage flip is being made no strike is made', () => {
    const g = walking();
    const target = { modelId: 'guard', seat: 'B', station: 'MINION', wounds: 7, maxWounds: 7 };
    g.do('A', 'DuelDecision', { command: { type: 'StartDamage', data: { dealer: { modelId: 'walker', seat: 'A' }, target, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } } } } });
    expect(g.state.duel.status).toBe('FLIPPING');
    expect(g.refusal('B', 'DisengagingStrike', strike('guard', 'Halberd'))).toEqual(duelFirst);
    expect(g.refusal('B', 'DisengagingStrike', strike('brute'))).toEqual(duelFirst);
  });

  it('malifaux-2e/AP-2 malifaux-2e/DE-2 an engaged enemy Paralyzed while the Walk waits (a failed Horror Duel) makes no strike, but may decline', () => {
    const g = walking();
    g.do('B', 'StartHorrorDuel', horrorOn('brute', 'B'));
    g.do('B', 'DuelDecision', { command: { type: 'FlipDuelCards', data: { by: 'B' } } });
    expect(g.model('brute').conditions).toEqual({ PARALYZED: null });
    // Refused as Paralyzed before its Close Attack is even looked at (Shove is no Close Attack, Claw is in range).
    expect(g.refusal('B', 'DisengagingStrike', strike('brute', 'Claw'))).toEqual(paralyzed);
    expect(g.refusal('B', 'DisengagingStrike', strike('brute', 'Shove'))).toEqual(paralyzed);
    // The guard, not Paralyzed, strikes.
    expect(g.refusal('B', 'DisengagingStrike', strike('guard', 'Halberd'))).toBeUndefined();
    expect(g.do('B', 'DisengagingStrike', strike('brute'))).toEqual([{ type: 'DisengagingStrikeDeclined', data: { actionId: 'w', strikerId: 'brute' } }]);
  });

  it("malifaux-2e/DE-2 each striker's controller answers for it, in any order; the last answer takes the Walk", () => {
    const g = walking();
    expect(() => g.clone().do('A', 'DisengagingStrike', strike('brute'))).toThrow('FORBIDDEN');
    expect(g.do('B', 'DisengagingStrike', strike('brute'))).toEqual([{ type: 'DisengagingStrikeDeclined', data: { actionId: 'w', strikerId: 'brute' } }]);
    expect(g.state.table!.walk).toEqual({ actionId: 'w', modelId: 'walker', strikers: ['guard'], duelId: null, blocked: false });
    expect(g.do('B', 'DisengagingStrike', strike('guard'))).toEqual([
      { type: 'DisengagingStrikeDeclined', data: { actionId: 'w', strikerId: 'guard' } },
      { type: 'WalkResolved', data: { actionId: 'w', modelId: 'walker', blocked: false, moved: 4 } },
    ]);
    expect(g.state.table!.walk).toBeNull();
  });

  // walkOutcome checks the Walk's own open strike duel, not only the caller's "a duel is in progress" flag.
  it('malifaux-2e/DE-3 the Walk waits for a strike whose duel is still open, whether or not the caller reports a duel', () => {
    const g = walking();
    g.do('B', 'DisengagingStrike', strike('brute'));
    g.do('B', 'DisengagingStrike', strike('guard', 'Halberd'));
    const open = g.state.table!;
    expect(open.walk).toMatchObject({ strikers: [], duelId: 'w:strike:guard' });
    expect(walkOutcome(open, false)).toEqual([]);
    expect(walkOutcome(open, true)).toEqual([]);
    const ev = flipDuel(g, 'B');
    expect(ev.filter((e) => e.type === 'WalkResolved')).toEqual([{ type: 'WalkResolved', data: { actionId: 'w', modelId: 'walker', blocked: false, moved: 4 } }]);
  });

  // The Claw without its TN and required suits, then with one of them: the duel's action names only what the card gives.
  const { tn, suits, ...bare } = claw;
  it.each<[string, ActionDef, object]>([
    ['no TN, no suits', { ...bare, name: 'Bite' }, { name: 'Bite (disengaging strike)' }],
    ['a TN only', { ...bare, name: 'Bite', tn }, { name: 'Bite (disengaging strike)', tn: 12 }],
    ['suits only', { ...bare, name: 'Bite', suits }, { name: 'Bite (disengaging strike)', requiredSuits: ['CROW'] }],
  ])('malifaux-2e/DE-3 a strike with %s carries exactly those into its duel (no key left undefined)', (_, bite, action) => {
    const biter = model('biter', { name: 'Biter', actions: [bite] });
    const g = atActivation([walker], [biter], { decks: [stacked('RAM-10'), stacked('RAM-02')] });
    g.do('A', 'ActivateModel', { modelId: 'walker' });
    g.do('A', 'TakeAction', { actionId: 'w', modelId: 'walker', action: 'Walk', facts: { moved: 4, leavesEngagementOf: ['biter'], distances: { biter: 1 } } });
    const duel = g.do('B', 'DisengagingStrike', strike('biter', 'Bite'))[1];
    if (duel.type !== 'DuelStarted') throw new Error('no duel started');
    expect(duel.data.action).toStrictEqual(action);
  });
});
