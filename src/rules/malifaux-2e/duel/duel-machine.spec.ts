// malifaux-2e §4.5 Duel state machine (seed 002_0afdbbe5c7b94945.txt lines 603-764): decision order and refusals: SS-D2, SS-D3, DU-O2, DU-O4, DU-O5, CF-2, CF-3, TR-1, TR-2, FD-4, FM-4, DU-S1, DU-S2, DU-1, DU-O9
import { RuleViolation } from '../../core/rule-violation';
import { DuelCommand } from './duel-commands';
import { DuelEvent } from './duel-events';
import { evolveDuel } from './duel-machine';
import { dueStep } from './duel-steps';
import { FakeTable, SeatSetup, model, types } from './testing/fake-context';

const attacker = model({ modelId: 'judge', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 6 } });
const defender = model({
  modelId: 'lilith',
  seat: 'B',
  station: 'MASTER',
  stat: { name: 'Df', value: 5 },
  statTriggers: [{ name: 'Riposte', suits: ['MASK'], timing: 'AFTER_SUCCEEDING', stat: 'Df' }],
});
const action = {
  name: 'Slash',
  damage: { weak: 2, moderate: 3, severe: 4 },
  triggers: [
    { name: 'Critical Strike', suits: ['TOME' as const], timing: 'WHEN_DAMAGING' as const },
    { name: 'Flurry', suits: ['RAM' as const, 'RAM' as const], timing: 'AFTER_SUCCEEDING' as const },
  ],
};
const start: DuelCommand = { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker, defender, action, defenderFriendly: false } };
const ss = (by: 'A' | 'B', fateModifiers = 0): DuelCommand => ({ type: 'DeclareSoulstones', data: { by, fateModifiers, suits: [] } });
const flip = (by: 'A' | 'B' = 'A'): DuelCommand => ({ type: 'FlipDuelCards', data: { by } });
const choose = (by: 'A' | 'B', card: string): DuelCommand => ({ type: 'ChooseActiveCard', data: { by, card } });
const cheat = (by: 'A' | 'B', card: string, redJokerSuit?: 'RAM' | 'TOME' | 'MASK' | 'CROW'): DuelCommand => ({ type: 'CheatFate', data: { by, card, redJokerSuit } });
const decline = (by: 'A' | 'B'): DuelCommand => ({ type: 'DeclineCheat', data: { by } });
const trigger = (by: 'A' | 'B', name: string): DuelCommand => ({ type: 'DeclareTrigger', data: { by, trigger: name } });

function table(a: SeatSetup, b: SeatSetup, moves: DuelCommand[]): FakeTable {
  const t = new FakeTable({ A: { soulstones: 3, hand: ['CROW-01'], ...a }, B: { soulstones: 3, hand: ['CROW-02'], ...b } });
  for (const m of moves) t.do(m);
  return t;
}
const rule = (t: FakeTable, c: DuelCommand): string | undefined => {
  try {
    t.do(c);
  } catch (e) {
    return e instanceof RuleViolation ? e.ruleId : String(e);
  }
  return undefined;
};

// A flips MASK-12 (18 with Ml 6), B flips RAM-03 + TOME-09 under `+` (14 when B takes the 9).
const decks = { a: { deck: ['MASK-12', 'RAM-11'], hand: ['TOME-13', 'RAM-02'] }, b: { deck: ['RAM-03', 'TOME-09'], hand: ['MASK-13'] } };

describe('malifaux-2e §4.5 decision order', () => {
  it.each([
    ['the Attacker declares Soulstones before the Defender', [start], ss('A'), 'malifaux-2e/SS-D3'],
    ['a flip before the Soulstone declarations', [start], flip(), 'malifaux-2e/SS-D3'],
    ['a second Soulstone declaration', [start, ss('B')], ss('B'), 'malifaux-2e/SS-D2'],
    ['choosing a card before the flip', [start, ss('B', 1), ss('A')], choose('B', 'RAM-03'), 'malifaux-2e/FM-2'],
    ['the Attacker choosing before the Defender (DU-O2)', [start, ss('B', 1), ss('A', 1), flip()], choose('A', 'MASK-12'), 'malifaux-2e/DU-O2'],
    ['cheating before the active cards are chosen', [start, ss('B', 1), ss('A', 1), flip()], cheat('B', 'MASK-13'), 'malifaux-2e/DU-O2'],
    ['the higher total cheating first (DU-O4)', [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')], decline('A'), 'malifaux-2e/DU-O4'],
    ['a trigger during the cheat step', [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')], trigger('A', 'Flurry'), 'malifaux-2e/DU-O4'],
    ['a second cheat decision', [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09'), decline('B')], cheat('B', 'MASK-13'), 'malifaux-2e/CF-3'],
    ['a Red Joker suit for a card that is no Red Joker', [start, ss('B', 1), ss('A'), flip()], { type: 'NameRedJokerSuit', data: { by: 'B', suit: 'RAM' } }, 'malifaux-2e/DU-O2'],
    ['a seat with no model in the duel', [start], { type: 'DeclareSoulstones', data: { by: 'C', fateModifiers: 0, suits: [] } }, 'malifaux-2e/DU-S2'],
    ['a new duel while one is open', [start], start, 'malifaux-2e/DU-S1'],
    ['a cheat with no duel at all', [], cheat('A', 'TOME-13'), 'malifaux-2e/CF-3'],
    [
      'the higher total declaring a trigger first (DU-O5)',
      [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09'), cheat('B', 'MASK-13'), cheat('A', 'TOME-13')],
      trigger('A', 'Critical Strike'),
      'malifaux-2e/DU-O5',
    ],
  ] as [string, DuelCommand[], DuelCommand, string][])(
    'malifaux-2e/SS-D2 malifaux-2e/SS-D3 malifaux-2e/FM-2 malifaux-2e/DU-O2 malifaux-2e/DU-O4 malifaux-2e/DU-O5 malifaux-2e/CF-3 malifaux-2e/DU-S1 malifaux-2e/DU-S2 refuses %s with %s',
    (_, moves, cmd, ruleId) => {
      expect(rule(table(decks.a, decks.b, moves), cmd)).toBe(ruleId);
    },
  );

  it('malifaux-2e/DU-S1 malifaux-2e/DU-O7 one duel at a time: a new one only once the last is resolved; no margin after a Simple Duel', () => {
    const t = new FakeTable({ A: { deck: ['RAM-05', 'RAM-06'] } });
    const simple: DuelCommand = { type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } }), action: { name: 'x', tn: 5 } } };
    t.do(simple);
    expect(rule(t, simple)).toBe('malifaux-2e/DU-S1');
    t.do(flip());
    expect(t.state.status).toBe('DUEL_RESOLVED');
    expect(rule(t, { type: 'StartDamageFromDuel', data: {} })).toBe('malifaux-2e/DU-O7');
    expect(rule(t, simple)).toBeUndefined();
  });

  it('malifaux-2e/DU-O2 malifaux-2e/DU-O4 malifaux-2e/DU-O5 malifaux-2e/TR-2 the full order: Defender chooses, lower cheats first, then the new lower declares first', () => {
    const t = table(decks.a, decks.b, [start, ss('B', 1), ss('A')]);
    expect(dueStep(t.state)).toMatchObject({ step: 'FLIP', seats: ['B', 'A'] });
    t.do(flip('B'));
    expect(dueStep(t.state)).toMatchObject({ step: 'CHOOSE_ACTIVE_CARD', role: 'DEFENDER' });
    t.do(choose('B', 'TOME-09')); // 14 vs 18 (A had one card: chosen automatically)
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'DEFENDER' });
    t.do(cheat('B', 'MASK-13')); // 18 MASK vs 18: tie
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'ATTACKER' });
    t.do(cheat('A', 'TOME-13')); // 19 TOME vs 18
    expect(dueStep(t.state)).toMatchObject({ step: 'DECLARE_TRIGGER', role: 'DEFENDER' });
    t.do(trigger('B', 'Riposte'));
    expect(rule(t, trigger('B', 'Riposte'))).toBe('malifaux-2e/TR-2');
    expect(rule(t, trigger('A', 'Flurry'))).toBe('malifaux-2e/TR-1');
    const out = t.do(trigger('A', 'Critical Strike'));
    expect(out[0].data).toMatchObject({ trigger: { name: 'Critical Strike' } });
    expect(out[1]).toMatchObject({ type: 'DuelResolved', data: { winner: 'ATTACKER', margin: 1 } });
    if (out[1].type !== 'DuelResolved') throw new Error();
    // TR-5: the Defender's trigger listed first; TR-4: Riposte (after succeeding) never fires for the loser.
    expect(out[1].data.triggers.map((x) => [x.role, x.moment])).toEqual([
      ['DEFENDER', 'NEVER'],
      ['ATTACKER', 'AWAITING_DAMAGE'],
    ]);
    expect(t.discard.get('A')).toEqual(['MASK-12', 'TOME-13']);
    expect(t.discard.get('B')).toEqual(['RAM-03', 'TOME-09', 'MASK-13']);
  });

  it('malifaux-2e/FM-4 under a penalty the higher card is refused; the lowest is accepted', () => {
    const t = table(decks.a, { deck: ['RAM-03', 'TOME-09'] }, [{ type: 'StartDuel', data: { ...start.data, defender: { ...defender, fate: { bonus: 0, penalty: 1 } } } } as DuelCommand, ss('B'), ss('A')]);
    t.do(flip());
    // one legal card only: chosen automatically, and no cheat with net < 0 (CF-2 / FM-5)
    expect(t.log.find((e) => e.type === 'ActiveCardChosen')?.data).toMatchObject({ card: 'RAM-03', automatic: true });
    expect(rule(t, cheat('B', 'CROW-02'))).toBe('malifaux-2e/CF-2');
    const t2 = table(decks.a, { deck: ['RAM-03', 'TOME-03'] }, [{ type: 'StartDuel', data: { ...start.data, defender: { ...defender, fate: { bonus: 0, penalty: 1 } } } } as DuelCommand, ss('B'), ss('A'), flip()]);
    expect(rule(t2, choose('B', 'RAM-11'))).toBe('malifaux-2e/FM-4');
    expect(rule(t2, choose('B', 'TOME-03'))).toBeUndefined();
  });
});

describe('malifaux-2e §3.4 cheating in the machine', () => {
  it('malifaux-2e/CF-2 refuses a cheat after the own Black Joker or the opponent`s Red Joker; names no hidden card', () => {
    const t = table({ deck: ['BJ'] }, { deck: ['RJ'] }, [start, ss('B'), ss('A'), flip()]);
    t.do({ type: 'NameRedJokerSuit', data: { by: 'B', suit: 'MASK' } });
    const skips = t.log.filter((e): e is Extract<DuelEvent, { type: 'DuelStepSkipped' }> => e.type === 'DuelStepSkipped' && e.data.step === 'CHEAT');
    expect(skips.map((e) => [e.data.role, e.data.ruleId])).toEqual([['ATTACKER', 'malifaux-2e/CF-2']]);
    expect(rule(t, cheat('A', 'CROW-01'))).toBe('malifaux-2e/CF-2');
    try {
      t.do(cheat('A', 'CROW-01'));
    } catch (e) {
      expect(String(e)).not.toMatch(/CROW-02/);
    }
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'DEFENDER' });
  });

  it('malifaux-2e/CF-2 an empty hand skips the cheat step; with a card it is offered', () => {
    const t = new FakeTable({ A: { deck: ['RAM-05'] } });
    t.do({ type: 'StartDuel', data: { duelId: 'x', kind: 'SIMPLE', actor: model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } }), action: { name: 'x', tn: 10 } } });
    expect(types(t.do(flip()))).toEqual(['DuelCardsFlipped', 'ActiveCardChosen', 'DuelStepSkipped', 'DuelStepSkipped', 'DuelResolved']);
    expect(t.log[4].data).toMatchObject({ step: 'CHEAT', ruleId: 'malifaux-2e/CF-2', reason: expect.stringContaining('empty') });
    const t2 = new FakeTable({ A: { deck: ['RAM-05'], hand: ['RAM-06'] } });
    t2.do({ type: 'StartDuel', data: { duelId: 'x', kind: 'SIMPLE', actor: model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } }), action: { name: 'x', tn: 10 } } });
    t2.do(flip());
    expect(dueStep(t2.state)).toMatchObject({ step: 'CHEAT', role: 'ACTOR' });
  });

  it('malifaux-2e/FD-4 a flipped Red Joker waits for its suit; a cheated one needs it in the command', () => {
    const t = table({ deck: ['RJ'], hand: ['RJ'] as string[] }, { deck: ['RAM-03'] }, [start, ss('B'), ss('A'), flip()]);
    expect(dueStep(t.state)).toMatchObject({ step: 'NAME_RED_JOKER_SUIT', role: 'ATTACKER' });
    expect(rule(t, decline('B'))).toBe('malifaux-2e/FD-4');
    expect(t.do({ type: 'NameRedJokerSuit', data: { by: 'A', suit: 'RAM' } })[0].data).toMatchObject({ total: { value: 20, suits: ['RAM'] } });
    const t2 = table({ deck: ['RAM-02'], hand: ['RJ'] }, { deck: ['RAM-13'], hand: [] }, [start, ss('B'), ss('A'), flip()]);
    expect(rule(t2, cheat('A', 'RJ'))).toBe('malifaux-2e/FD-4');
    expect(t2.do(cheat('A', 'RJ', 'RAM'))[0].data).toMatchObject({ total: { value: 20, suits: ['RAM'] } });
  });
});

describe('malifaux-2e §4.5 machine plumbing', () => {
  it('malifaux-2e/DU-1 malifaux-2e/DU-O9 refuses a Simple Duel without TN and an Attack on its own model', () => {
    const t = new FakeTable({ A: {} });
    const m = model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } });
    expect(rule(t, { type: 'StartDuel', data: { duelId: 'x', kind: 'SIMPLE', actor: m, action: { name: 'x' } } })).toBe('malifaux-2e/DU-1');
    expect(rule(t, { type: 'StartDuel', data: { duelId: 'x', kind: 'OPPOSED', attacker: m, defender: m, action: { name: 'x' }, defenderFriendly: true } })).toBe('malifaux-2e/DU-O9');
    expect(rule(t, { type: 'StartDuel', data: { duelId: 'x', kind: 'SIMPLE', actor: m, action: { name: 'x', tn: 5 } } })).toBeUndefined();
  });

  it('a friendly attack draws both flips from one deck in one call, the Defender first', () => {
    const t = new FakeTable({ A: { deck: ['RAM-01', 'RAM-02', 'RAM-03'], soulstones: 0 } });
    const calls: number[] = [];
    const realFlip = t.flip.bind(t);
    t.flip = (seat, n) => (calls.push(n), realFlip(seat, n));
    t.do({ type: 'StartDuel', data: { duelId: 'f', kind: 'OPPOSED', attacker: { ...attacker, fate: { bonus: 1, penalty: 0 } }, defender: { ...defender, seat: 'A', station: 'MINION' }, action: { name: 'x' }, defenderFriendly: true } });
    t.do(ss('A'));
    const out = t.do(flip('A'));
    expect(calls).toEqual([3]);
    expect(out[0].data).toMatchObject({ flips: [{ role: 'DEFENDER', cards: ['RAM-01'] }, { role: 'ATTACKER', cards: ['RAM-02', 'RAM-03'] }] });
  });

  it('malifaux-2e/FD-6 a flip that yields no card (deck and discard empty, A-6) counts as the Black Joker: value 0, not cheatable', () => {
    const t = new FakeTable({ A: { deck: [], hand: ['RAM-13'] } });
    t.do({ type: 'StartDuel', data: { duelId: 'e', kind: 'SIMPLE', actor: model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } }), action: { name: 'x', tn: 5 } } });
    const out = t.do(flip());
    expect(out[1].data).toMatchObject({ card: null, total: { value: 4, suits: [] } });
    expect(out[2].data).toMatchObject({ step: 'CHEAT', ruleId: 'malifaux-2e/CF-2', reason: expect.stringContaining('A-6') });
    expect(out[out.length - 1]).toMatchObject({ type: 'DuelResolved', data: { success: false, moves: [] } });
  });

  it('evolve is total: an unknown or misplaced event leaves the state as it is', () => {
    const t = table(decks.a, decks.b, [start]);
    const bogus = { type: 'Nonsense', data: {} } as unknown as DuelEvent;
    expect(evolveDuel(t.state, bogus)).toBe(t.state);
    const idle = { status: 'IDLE' } as const;
    expect(evolveDuel(idle, { type: 'TriggerPassed', data: { role: 'ATTACKER', seat: 'A' } })).toBe(idle);
    expect(evolveDuel(idle, { type: 'DuelResolved', data: { duelId: 'd', kind: 'SIMPLE', winner: null, success: false, margin: null, totals: [], triggers: [], moves: [] } })).toBe(idle);
  });
});
