// malifaux-2e §4.3-4.4 steps 2-4 (seed 002_0afdbbe5c7b94945.txt lines 496-512, 531-569, 721-746): the card decisions of a duel, event by event and refusal by refusal: FM-4, FM-6, FM-7, FD-4, CF-1, CF-2, TR-1, TR-3
import { RuleViolation } from '../../core/rule-violation';
import { checkActiveCard, cheatMoves, discardOthers, duelCheatSituation } from './duel-card-decisions';
import { DuelCommand } from './duel-commands';
import { DuelEvent } from './duel-events';
import { dueStep } from './duel-steps';
import { FakeTable, SeatSetup, model } from './testing/fake-context';

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
  triggers: [{ name: 'Critical Strike', suits: ['TOME' as const], timing: 'WHEN_DAMAGING' as const }],
};
const start: DuelCommand = { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker, defender, action, defenderFriendly: false } };
const startWith = (d: Partial<typeof defender>): DuelCommand => ({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker, defender: { ...defender, ...d }, action, defenderFriendly: false } });
const ss = (by: 'A' | 'B', fateModifiers = 0): DuelCommand => ({ type: 'DeclareSoulstones', data: { by, fateModifiers, suits: [] } });
const flip = (by: 'A' | 'B' = 'A'): DuelCommand => ({ type: 'FlipDuelCards', data: { by } });
const choose = (by: 'A' | 'B', card: string): DuelCommand => ({ type: 'ChooseActiveCard', data: { by, card } });
const cheat = (by: 'A' | 'B', card: string, redJokerSuit?: 'RAM' | 'TOME' | 'MASK' | 'CROW'): DuelCommand => ({ type: 'CheatFate', data: { by, card, redJokerSuit } });
const decline = (by: 'A' | 'B'): DuelCommand => ({ type: 'DeclineCheat', data: { by } });
const trigger = (by: 'A' | 'B', name: string): DuelCommand => ({ type: 'DeclareTrigger', data: { by, trigger: name } });
const pass = (by: 'A' | 'B'): DuelCommand => ({ type: 'PassTrigger', data: { by } });
const suit = (by: 'A' | 'B', s: string): DuelCommand => ({ type: 'NameRedJokerSuit', data: { by, suit: s } }) as DuelCommand;

function table(a: SeatSetup, b: SeatSetup, moves: DuelCommand[]): FakeTable {
  const t = new FakeTable({ A: { soulstones: 3, hand: ['CROW-01'], ...a }, B: { soulstones: 3, hand: ['CROW-02'], ...b } });
  for (const m of moves) t.do(m);
  return t;
}
/** The RuleViolation a command draws: `ruleId: message`, or undefined when it is accepted. */
const refusal = (t: FakeTable, c: DuelCommand): string | undefined => {
  try {
    t.do(c);
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return `${e.ruleId}: ${e.message}`;
  }
  return undefined;
};
const thrown = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleViolation) return `${e.ruleId}: ${e.message}`;
    throw e;
  }
  throw new Error('expected a RuleViolation');
};
const discard = (seat: string, card: string) => ({ seat, card, from: 'IN_PLAY', to: 'DISCARD' });

// A flips MASK-12 (18 with Ml 6), B flips RAM-03 + TOME-09 under `+` (14 when B takes the 9).
const decks = { a: { deck: ['MASK-12', 'RAM-11'], hand: ['TOME-13', 'RAM-02'] }, b: { deck: ['RAM-03', 'TOME-09'], hand: ['MASK-13'] } };

describe('malifaux-2e §3.2 checkActiveCard (FM-4, FM-6, FM-7)', () => {
  it('malifaux-2e/FM-4 a card that was not flipped is refused, naming the card', () => {
    expect(thrown(() => checkActiveCard(['RAM-03', 'TOME-09'], 1, 'MASK-01', 'B'))).toBe('malifaux-2e/FM-4: MASK-01 is not one of the flipped cards');
  });

  it('malifaux-2e/FM-6 with the Black Joker flipped any other card is refused, even under a bonus', () => {
    expect(thrown(() => checkActiveCard(['BJ', 'RAM-09'], 1, 'RAM-09', 'A'))).toBe('malifaux-2e/FM-6: the Black Joker was flipped: it must be the active card');
    expect(thrown(() => checkActiveCard(['RAM-09', 'BJ'], -1, 'RAM-09', 'A'))).toMatch(/^malifaux-2e\/FM-6: /);
    expect(checkActiveCard(['BJ', 'RAM-09'], 1, 'BJ', 'A')).toEqual([discard('A', 'RAM-09')]);
  });

  it('malifaux-2e/FM-4 under a penalty a higher card is refused; the lowest is taken and the rest discarded by its seat', () => {
    expect(thrown(() => checkActiveCard(['RAM-03', 'TOME-09'], -1, 'TOME-09', 'A'))).toBe(
      'malifaux-2e/FM-4: with a penalty the lowest card (or the Red Joker, FM-7) must be taken, not TOME-09',
    );
    expect(checkActiveCard(['RAM-03', 'TOME-09'], -1, 'RAM-03', 'A')).toEqual([discard('A', 'TOME-09')]);
  });

  it('malifaux-2e/FM-4 malifaux-2e/FD-4 the refusals cite their section of the rules', () => {
    const section = (f: () => unknown): string | undefined => {
      try {
        f();
      } catch (e) {
        if (e instanceof RuleViolation) return e.section;
        throw e;
      }
      return undefined;
    };
    expect(section(() => checkActiveCard(['RAM-03'], 0, 'RAM-04', 'A'))).toBe('§3.2 (seed 482-512)');
    expect(section(() => checkActiveCard(['RAM-03', 'BJ'], 1, 'RAM-03', 'A'))).toBe('§3.2 (seed 482-512)');
    const t = table({ deck: ['RJ'] }, { deck: ['RAM-03'] }, [start, ss('B'), ss('A'), flip()]);
    expect(section(() => t.do(suit('A', 'STARS')))).toBe('§1.2 (seed 402)');
  });

  it('malifaux-2e/FM-7 under a penalty the Red Joker may still be taken', () => {
    expect(checkActiveCard(['RAM-03', 'RJ'], -1, 'RJ', 'B')).toEqual([discard('B', 'RAM-03')]);
  });

  it('malifaux-2e/FM-4 under a bonus any flipped card may be taken; the others go to the Discard Pile', () => {
    expect(checkActiveCard(['RAM-03', 'TOME-09', 'MASK-05'], 2, 'TOME-09', 'B')).toEqual([discard('B', 'RAM-03'), discard('B', 'MASK-05')]);
  });

  it('malifaux-2e/FM-4 discardOthers keeps one copy of the chosen card only; with no card kept everything is discarded', () => {
    expect(discardOthers(['RAM-03', 'TOME-09'], null, 'A')).toEqual([discard('A', 'RAM-03'), discard('A', 'TOME-09')]);
    expect(discardOthers(['RAM-03', 'TOME-09'], 'RAM-03', 'A')).toEqual([discard('A', 'TOME-09')]);
  });

  it('malifaux-2e/CF-1 cheatMoves: the cheated card comes from hand, the replaced one is discarded at once', () => {
    expect(cheatMoves('A', 'RAM-13', 'RAM-02')).toEqual([{ seat: 'A', card: 'RAM-13', from: 'HAND', to: 'IN_PLAY' }, discard('A', 'RAM-02')]);
    expect(cheatMoves('A', 'RAM-13', null)).toEqual([{ seat: 'A', card: 'RAM-13', from: 'HAND', to: 'IN_PLAY' }]);
  });
});

describe('malifaux-2e §4.3-4.4 card decisions in the machine', () => {
  it('malifaux-2e/FM-4 the Defender`s choice: the event names role, seat, card, total and the discarded card', () => {
    const t = table(decks.a, decks.b, [start, ss('B', 1), ss('A'), flip()]);
    expect(t.do(choose('B', 'TOME-09'))[0]).toEqual({
      type: 'ActiveCardChosen',
      data: { stage: 'DUEL', role: 'DEFENDER', seat: 'B', card: 'TOME-09', automatic: false, total: { value: 14, suits: ['TOME'] }, moves: [discard('B', 'RAM-03')] },
    });
  });

  it('malifaux-2e/FM-6 in a duel the Defender who flipped the Black Joker has it chosen for her; other cards go', () => {
    const t = table(decks.a, { deck: ['RAM-13', 'BJ'] }, [start, ss('B', 1), ss('A'), flip()]);
    const chosen = t.log.filter((e) => e.type === 'ActiveCardChosen');
    expect(chosen[0].data).toMatchObject({ role: 'DEFENDER', card: 'BJ', automatic: true, total: { value: 5 }, moves: [discard('B', 'RAM-13')] });
  });

  it('malifaux-2e/FM-4 malifaux-2e/FM-6 the Attacker under a bonus with the Black Joker among three cards cannot take another', () => {
    const t = table({ deck: ['RAM-13', 'BJ'] }, decks.b, [startWith({}), ss('B', 1), ss('A', 1), flip()]);
    t.do(choose('B', 'TOME-09'));
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT' });
    expect(t.log.filter((e) => e.type === 'ActiveCardChosen').map((e) => [e.data.role, (e.data as { card: string }).card])).toEqual([
      ['DEFENDER', 'TOME-09'],
      ['ATTACKER', 'BJ'],
    ]);
  });

  it('malifaux-2e/FM-4 an Attacker`s choice under a bonus is its own: the Attacker`s seat and role are recorded', () => {
    const t = table({ deck: ['MASK-12', 'RAM-11'] }, { deck: ['RAM-03'] }, [start, ss('B'), ss('A', 1), flip()]);
    expect(dueStep(t.state)).toMatchObject({ step: 'CHOOSE_ACTIVE_CARD', role: 'ATTACKER', seats: ['A'] });
    expect(refusal(t, choose('A', 'RAM-03'))).toBe('malifaux-2e/FM-4: RAM-03 is not one of the flipped cards');
    expect(t.do(choose('A', 'RAM-11'))[0].data).toMatchObject({ role: 'ATTACKER', seat: 'A', card: 'RAM-11', total: { value: 17, suits: ['RAM'] }, moves: [discard('A', 'MASK-12')] });
  });

  it('malifaux-2e/FD-4 the suit named for a flipped Red Joker must be a real suit; the event records it with the total', () => {
    const t = table({ deck: ['RJ'] }, { deck: ['RAM-03'] }, [start, ss('B'), ss('A'), flip()]);
    expect(refusal(t, suit('A', 'STARS'))).toBe('malifaux-2e/FD-4: the Red Joker takes one of RAM, CROW, TOME or MASK');
    expect(t.do(suit('A', 'CROW'))[0]).toEqual({ type: 'RedJokerSuitNamed', data: { role: 'ATTACKER', seat: 'A', suit: 'CROW', total: { value: 20, suits: ['CROW'] } } });
  });

  it('malifaux-2e/FD-4 the Defender names the suit of her own Red Joker', () => {
    const t = table({ deck: ['RAM-05'] }, { deck: ['RJ'] }, [start, ss('B'), ss('A'), flip()]);
    expect(dueStep(t.state)).toMatchObject({ step: 'NAME_RED_JOKER_SUIT', role: 'DEFENDER', seats: ['B'] });
    expect(t.do(suit('B', 'MASK'))[0].data).toMatchObject({ role: 'DEFENDER', seat: 'B', suit: 'MASK', total: { value: 19, suits: ['MASK'] } });
  });

  it('malifaux-2e/CF-1 a cheat records the card, the replaced card, the new total and the moves', () => {
    const t = table(decks.a, decks.b, [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')]);
    expect(t.do(cheat('B', 'MASK-13'))[0]).toEqual({
      type: 'FateCheated',
      data: {
        stage: 'DUEL',
        role: 'DEFENDER',
        seat: 'B',
        card: 'MASK-13',
        replaced: 'TOME-09',
        redJokerSuit: null,
        total: { value: 18, suits: ['MASK'] },
        moves: [{ seat: 'B', card: 'MASK-13', from: 'HAND', to: 'IN_PLAY' }, discard('B', 'TOME-09')],
      },
    });
  });

  it('malifaux-2e/CF-1 a card that is not in the Control Hand cannot be cheated', () => {
    const t = table(decks.a, decks.b, [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')]);
    expect(refusal(t, cheat('B', 'MASK-12'))).toBe('malifaux-2e/CF-1: MASK-12 is not in your Control Hand');
  });

  it('malifaux-2e/DU-O4 declining to cheat records role and seat; then the other side decides', () => {
    const t = table(decks.a, decks.b, [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')]);
    expect(t.do(decline('B'))[0]).toEqual({ type: 'CheatDeclined', data: { stage: 'DUEL', role: 'DEFENDER', seat: 'B' } });
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'ATTACKER' });
    expect(t.do(decline('A'))[0]).toEqual({ type: 'CheatDeclined', data: { stage: 'DUEL', role: 'ATTACKER', seat: 'A' } });
  });

  it('malifaux-2e/CF-2 the opponent`s Red Joker bars the cheat of a side that flipped an ordinary card in a real opposed duel', () => {
    const t = table({ deck: ['RAM-05'] }, { deck: ['RJ'] }, [start, ss('B'), ss('A'), flip(), suit('B', 'MASK')]);
    const skips = t.log.filter((e): e is Extract<DuelEvent, { type: 'DuelStepSkipped' }> => e.type === 'DuelStepSkipped' && e.data.step === 'CHEAT');
    expect(skips.map((e) => [e.data.role, e.data.ruleId, e.data.reason])).toEqual([['ATTACKER', 'malifaux-2e/CF-2', 'your opponent flipped the Red Joker (CF-2)']]);
    expect(refusal(t, cheat('A', 'CROW-01'))).toBe('malifaux-2e/CF-2: cannot decide whether to Cheat Fate: your opponent flipped the Red Joker (CF-2)');
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'DEFENDER' });
  });

  it('malifaux-2e/CF-2 in a friendly attack the other model is no opponent: its Red Joker bars nothing', () => {
    const t = new FakeTable({ A: { deck: ['RJ', 'RAM-05'], hand: ['CROW-01'], soulstones: 3 } });
    t.do({ type: 'StartDuel', data: { duelId: 'f', kind: 'OPPOSED', attacker, defender: { ...defender, seat: 'A' }, action, defenderFriendly: true } });
    t.do(ss('A'));
    t.do(ss('A'));
    t.do(flip('A'));
    t.do(suit('A', 'MASK'));
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'ATTACKER' });
    expect(t.do(cheat('A', 'CROW-01'))[0].data).toMatchObject({ role: 'ATTACKER', card: 'CROW-01', replaced: 'RAM-05' });
  });

  it('malifaux-2e/CF-2 duelCheatSituation: flip type by role, the own net and cards, the opponent`s flip, the hand size', () => {
    const t = table(decks.a, decks.b, [start, ss('B', 1), ss('A'), flip()]);
    if (t.state.status !== 'DUELING') throw new Error('dueling');
    const duel = t.state.duel;
    const [a, d] = [duel.sides.find((s) => s.role === 'ATTACKER'), duel.sides.find((s) => s.role === 'DEFENDER')];
    if (!a || !d) throw new Error('sides');
    expect(duelCheatSituation(duel, a, 2)).toEqual({ flipType: 'ATTACK', net: 0, flipped: ['MASK-12'], opponentFlipped: ['RAM-03', 'TOME-09'], handSize: 2 });
    expect(duelCheatSituation(duel, d, 1)).toEqual({ flipType: 'DEFENSE', net: 1, flipped: ['RAM-03', 'TOME-09'], opponentFlipped: ['MASK-12'], handSize: 1 });
    const fresh = table(decks.a, decks.b, [start]);
    if (fresh.state.status !== 'DUELING') throw new Error('dueling');
    const before = fresh.state.duel;
    expect(duelCheatSituation(before, before.sides[0], 0)).toEqual({ flipType: 'ATTACK', net: 0, flipped: [], opponentFlipped: [], handSize: 0 });
    const simple = new FakeTable({ A: { deck: ['RAM-05'] } });
    simple.do({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } }), action: { name: 'x', tn: 5 } } });
    if (simple.state.status !== 'DUELING') throw new Error('dueling');
    expect(duelCheatSituation(simple.state.duel, simple.state.duel.sides[0], 1)).toMatchObject({ flipType: 'SIMPLE_DUEL', opponentFlipped: null });
  });

  it('malifaux-2e/TR-3 malifaux-2e/TR-1 a declared trigger names the model; a trigger without its suits is refused; passing records the side', () => {
    const t = table(decks.a, decks.b, [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09'), cheat('B', 'MASK-13'), cheat('A', 'TOME-13')]);
    expect(dueStep(t.state)).toMatchObject({ step: 'DECLARE_TRIGGER', role: 'DEFENDER' });
    expect(t.do(pass('B'))[0]).toEqual({ type: 'TriggerPassed', data: { role: 'DEFENDER', seat: 'B' } });
    expect(refusal(t, trigger('A', 'Riposte'))).toMatch(/^malifaux-2e\/TR-[13]: /);
    const out = t.do(trigger('A', 'Critical Strike'));
    expect(out[0]).toEqual({
      type: 'TriggerDeclared',
      data: { role: 'ATTACKER', seat: 'A', modelId: 'judge', trigger: { name: 'Critical Strike', suits: ['TOME'], timing: 'WHEN_DAMAGING' } },
    });
  });
});
