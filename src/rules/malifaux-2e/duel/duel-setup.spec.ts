// malifaux-2e §4.3-4.4 steps 1-2 and the machine's automatic steps (seed 002_0afdbbe5c7b94945.txt lines 603-633, 697-725, 758-764): start, Soulstones, relenting, flips; what a decision leaves for the next automatic step: DU-S1, DU-1, DU-O8, DU-O9, DM-1, SS-D1, SS-D2, SS-2, FM-2, CF-2
import { SeatId } from '../../core/decider';
import { RuleViolation } from '../../core/rule-violation';
import { DuelCommand, DuelParticipant } from './duel-commands';
import { DuelEvent } from './duel-events';
import { dueStep } from './duel-steps';
import { FakeTable, SeatSetup, model, types } from './testing/fake-context';

const refusal = (t: FakeTable, c: DuelCommand): string | undefined => {
  try {
    t.do(c);
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return `${e.ruleId}: ${e.message}`;
  }
  return undefined;
};
const skips = (events: readonly DuelEvent[]) =>
  events.flatMap((e) => (e.type === 'DuelStepSkipped' ? [[e.data.step, e.data.role, e.data.ruleId, e.data.reason]] : []));

const judge = model({ modelId: 'judge', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 6 } });
const lilith = model({ modelId: 'lilith', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 5 } });
const action = { name: 'Slash', damage: { weak: 2, moderate: 3, severe: 4 } };
const opposed = (attacker: DuelParticipant, defender: DuelParticipant, extra: object = {}): DuelCommand =>
  ({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker, defender, action, defenderFriendly: false, ...extra } }) as DuelCommand;
const ss = (by: SeatId, fateModifiers = 0, suits: string[] = []): DuelCommand => ({ type: 'DeclareSoulstones', data: { by, fateModifiers, suits } }) as DuelCommand;
const relent = (by: SeatId, damageFlipSoulstone?: boolean): DuelCommand => ({ type: 'Relent', data: { by, damageFlipSoulstone } });
const flip = (by: SeatId = 'A'): DuelCommand => ({ type: 'FlipDuelCards', data: { by } });
const table = (seats: Record<string, SeatSetup>, moves: DuelCommand[] = []): FakeTable => {
  const t = new FakeTable(seats);
  for (const m of moves) t.do(m);
  return t;
};

describe('malifaux-2e §4.3 starting a duel', () => {
  it('malifaux-2e/DU-S1 malifaux-2e/DU-1 malifaux-2e/DU-O9 the refusals name the rule and say why', () => {
    const simple = (tn?: number, requiredSuits?: string[]): DuelCommand => ({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: judge, action: { name: 'x', tn, requiredSuits } } }) as DuelCommand;
    expect(refusal(table({ A: {} }), simple())).toBe('malifaux-2e/DU-1: a Simple Duel needs a TN');
    expect(refusal(table({ A: {} }), simple(0))).toBeUndefined();
    expect(refusal(table({ A: {} }), simple(5, ['STAR']))).toBe('malifaux-2e/DU-1: required suits must be RAM, CROW, TOME or MASK');
    expect(refusal(table({ A: {} }), simple(5, ['CROW']))).toBeUndefined();
    expect(refusal(table({ A: {} }), opposed(judge, { ...lilith, modelId: 'judge' }))).toBe('malifaux-2e/DU-O9: an Attack may not target its own model');
    expect(refusal(table({ A: {} }, [simple(5)]), opposed(judge, lilith))).toBe('malifaux-2e/DU-S1: a duel or flip is already in progress: finish it before beginning another');
  });

  it('malifaux-2e/DM-1 both models of an Attack must be in play with 1 to Wd Wounds', () => {
    expect(refusal(table({}), opposed(judge, { ...lilith, wounds: 0 }))).toBe('malifaux-2e/DM-1: lilith: Wounds must be a whole number from 1 to its maximum Wd (5), got 0');
    expect(refusal(table({}), opposed({ ...judge, wounds: 6 }, lilith))).toMatch(/^malifaux-2e\/DM-1: judge: /);
  });

  it('malifaux-2e/DU-O8 the event records the sides in order, whether the Defender is friendly, and the policy', () => {
    const out = table({}).do(opposed(judge, lilith, { policy: { relentingDefenderMaySpendSoulstone: true } }));
    expect(out[0]).toMatchObject({
      type: 'DuelStarted',
      data: {
        duelId: 'd',
        kind: 'OPPOSED',
        sides: [
          { role: 'ATTACKER', participant: judge },
          { role: 'DEFENDER', participant: lilith },
        ],
        defenderFriendly: false,
        policy: { relentingDefenderMaySpendSoulstone: true, blackJokerMayBeCheatedFromHand: true },
      },
    });
    const simple = table({}).do({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: judge, action: { name: 'x', tn: 5 } } });
    expect(simple[0].data).toMatchObject({ kind: 'SIMPLE', sides: [{ role: 'ACTOR', participant: judge }], defenderFriendly: false });
  });
});

describe('malifaux-2e §3.3 Soulstones and relenting in the machine', () => {
  it('malifaux-2e/SS-D2 the declaration records the model, the use, the spending and the Pool left; a suit must be real', () => {
    const t = table({ A: { soulstones: 3 }, B: { soulstones: 2 } }, [opposed(judge, lilith)]);
    expect(refusal(t, ss('B', 0, ['STAR']))).toBe('malifaux-2e/SS-D2: a Soulstone suit must be RAM, CROW, TOME or MASK');
    expect(t.do(ss('B', 1))[0]).toEqual({ type: 'SoulstonesDeclared', data: { role: 'DEFENDER', seat: 'B', modelId: 'lilith', fateModifiers: 1, suits: [], spent: 1, poolAfter: 1 } });
    expect(t.do(ss('A', 1, ['TOME']))[0].data).toMatchObject({ role: 'ATTACKER', seat: 'A', modelId: 'judge', suits: ['TOME'], spent: 2, poolAfter: 1 });
  });

  it('malifaux-2e/SS-2 one seat`s spending leaves the other seat`s Pool alone: its step stays open', () => {
    const t = table({ A: { soulstones: 1 }, B: { soulstones: 1 } }, [opposed(judge, lilith)]);
    expect(skips(t.do(ss('B', 1)))).toEqual([]);
    expect(dueStep(t.state)).toMatchObject({ step: 'DECLARE_SOULSTONES', role: 'ATTACKER' });
  });

  it('malifaux-2e/SS-2 in a friendly attack the Defender spending the shared last Soulstone skips the Attacker`s step at once', () => {
    const friend = { ...lilith, seat: 'A' as const };
    const t = table({ A: { soulstones: 1 } }, [opposed(judge, friend, { defenderFriendly: true })]);
    expect(skips(t.do(ss('A', 1)))).toEqual([['DECLARE_SOULSTONES', 'ATTACKER', 'malifaux-2e/SS-2', 'the Soulstone Pool is empty']]);
    expect(dueStep(t.state)).toMatchObject({ step: 'FLIP' });
  });

  it('malifaux-2e/DU-O8 malifaux-2e/SS-2 a relenting Defender spending the shared last Soulstone (A-9 policy) skips the Attacker`s step', () => {
    const friend = { ...lilith, seat: 'A' as const };
    const t = table({ A: { soulstones: 1 } }, [opposed(judge, friend, { defenderFriendly: true, policy: { relentingDefenderMaySpendSoulstone: true } })]);
    const out = t.do(relent('A', true));
    expect(out[0]).toEqual({ type: 'DefenderRelented', data: { seat: 'A', modelId: 'lilith', damageFlipPenalty: 1, spent: 1, poolAfter: 0 } });
    expect(skips(out)).toEqual([['DECLARE_SOULSTONES', 'ATTACKER', 'malifaux-2e/SS-2', 'the Soulstone Pool is empty']]);
  });

  it('malifaux-2e/DU-O8 only a friendly Defender relents, first, and spends a Soulstone only under the A-9 policy and only as a Master or Henchman', () => {
    expect(refusal(table({ A: {}, B: {} }, [opposed(judge, lilith)]), relent('B'))).toBe('malifaux-2e/DU-O8: only a Defender attacked by a friendly model may relent');
    const friendly = (policy?: object, defender = lilith) => table({ A: { soulstones: 2 }, B: { soulstones: 2 } }, [opposed(judge, defender, { defenderFriendly: true, policy })]);
    const only = 'malifaux-2e/DU-O8: only the Defender may relent, as its step-1 decision, before any card is flipped';
    expect(refusal(friendly(), relent('A'))).toBe(only);
    const late = friendly();
    late.do(ss('B'));
    expect(refusal(late, relent('B'))).toBe(only);
    expect(refusal(friendly(), relent('B', true))).toBe('malifaux-2e/DU-O8: policy relentingDefenderMaySpendSoulstone: a relenting model spends no Soulstone');
    const minion = { ...lilith, station: 'MINION' as const };
    expect(refusal(friendly({ relentingDefenderMaySpendSoulstone: true }, minion), relent('B', true))).toBe('malifaux-2e/SS-D1: only Masters and Henchmen spend Soulstones');
    expect(friendly().do(relent('B'))[0]).toEqual({ type: 'DefenderRelented', data: { seat: 'B', modelId: 'lilith', damageFlipPenalty: 0, spent: 0, poolAfter: null } });
  });
});

describe('malifaux-2e §4.3-4.4 step 2 flips', () => {
  it('malifaux-2e/FM-2 each side flips 1 + |net| cards from its own deck, the Defender listed first; extra cards offered are not taken', () => {
    const t = table({ A: { deck: ['RAM-01', 'RAM-02', 'RAM-03', 'RAM-04'], soulstones: 0 }, B: { deck: ['TOME-01', 'TOME-02', 'TOME-03'], soulstones: 0 } }, [
      opposed({ ...judge, fate: { bonus: 0, penalty: 2 } }, { ...lilith, fate: { bonus: 1, penalty: 0 } }),
    ]);
    const realFlip = t.flip.bind(t);
    t.flip = (seat, n) => [...realFlip(seat, n + 1)];
    const out = t.do(flip());
    expect(out[0]).toEqual({
      type: 'DuelCardsFlipped',
      data: {
        stage: 'DUEL',
        flips: [
          { role: 'DEFENDER', seat: 'B', net: 1, requested: 2, cards: ['TOME-01', 'TOME-02'] },
          { role: 'ATTACKER', seat: 'A', net: -2, requested: 3, cards: ['RAM-01', 'RAM-02', 'RAM-03'] },
        ],
        moves: [
          { seat: 'B', card: 'TOME-01', from: 'DECK', to: 'IN_PLAY' },
          { seat: 'B', card: 'TOME-02', from: 'DECK', to: 'IN_PLAY' },
          { seat: 'A', card: 'RAM-01', from: 'DECK', to: 'IN_PLAY' },
          { seat: 'A', card: 'RAM-02', from: 'DECK', to: 'IN_PLAY' },
          { seat: 'A', card: 'RAM-03', from: 'DECK', to: 'IN_PLAY' },
        ],
      },
    });
  });

  it('malifaux-2e/SS-D2 malifaux-2e/FM-2 a declared Soulstone `+` adds a card to the declaring side only', () => {
    const t = table({ A: { deck: ['RAM-01', 'RAM-02'], soulstones: 1 }, B: { deck: ['TOME-01', 'TOME-02'], soulstones: 1 } }, [opposed(judge, lilith), ss('B'), ss('A', 1)]);
    const out = t.do(flip('B'));
    expect(out[0].data).toMatchObject({ flips: [{ role: 'DEFENDER', net: 0, requested: 1 }, { role: 'ATTACKER', net: 1, requested: 2 }] });
  });

  it('malifaux-2e/DU-O8 a relenting Defender flips nothing: only the Attacker`s flip is made', () => {
    const t = table({ A: { deck: ['RAM-01'], soulstones: 0 }, B: { deck: ['TOME-01'] } }, [opposed(judge, lilith, { defenderFriendly: true }), relent('B')]);
    const out = t.do(flip());
    expect(out[0].data).toMatchObject({ flips: [{ role: 'ATTACKER', seat: 'A', cards: ['RAM-01'] }] });
    expect(types(out)).toContain('DuelResolved');
  });
});

describe('malifaux-2e §4.5 the automatic steps judge the hand left by the decision', () => {
  const start = (defender: DuelParticipant, friendly = false) => opposed(judge, defender, { defenderFriendly: friendly });

  it('malifaux-2e/CF-2 a card cheated by one seat does not leave the other seat`s hand, even when it holds the same card', () => {
    const t = table({ A: { deck: ['RAM-12'], hand: ['MASK-13'], soulstones: 0 }, B: { deck: ['RAM-02'], hand: ['MASK-13'], soulstones: 0 } }, [start(lilith), flip()]);
    const out = t.do({ type: 'CheatFate', data: { by: 'B', card: 'MASK-13' } });
    expect(skips(out)).toEqual([]);
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'ATTACKER' });
  });

  it('malifaux-2e/CF-2 in a friendly attack the Defender cheating the only card of the shared hand empties it for the Attacker at once', () => {
    const t = table({ A: { deck: ['RAM-02', 'RAM-12'], hand: ['CROW-01'], soulstones: 0 } }, [start({ ...lilith, seat: 'A', station: 'MINION' }, true)]);
    t.do(ss('A'));
    t.do(flip());
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'DEFENDER' });
    const out = t.do({ type: 'CheatFate', data: { by: 'A', card: 'CROW-01' } });
    expect(skips(out).filter(([step]) => step === 'CHEAT')).toEqual([['CHEAT', 'ATTACKER', 'malifaux-2e/CF-2', 'your Control Hand is empty (CF-2)']]);
  });

  it('malifaux-2e/CF-2 in a friendly attack the Defender cheating one of two cards leaves the other for the Attacker`s cheat', () => {
    const t = table({ A: { deck: ['RAM-02', 'RAM-12'], hand: ['CROW-01', 'CROW-13'], soulstones: 0 } }, [start({ ...lilith, seat: 'A', station: 'MINION' }, true)]);
    t.do(ss('A'));
    t.do(flip());
    const out = t.do({ type: 'CheatFate', data: { by: 'A', card: 'CROW-01' } });
    expect(skips(out)).toEqual([]);
    expect(dueStep(t.state)).toMatchObject({ step: 'CHEAT', role: 'ATTACKER' });
    expect(t.do({ type: 'CheatFate', data: { by: 'A', card: 'CROW-13' } })[0].data).toMatchObject({ role: 'ATTACKER', card: 'CROW-13', replaced: 'RAM-12' });
  });
});
