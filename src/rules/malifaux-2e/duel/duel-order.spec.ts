// malifaux-2e §4.3-4.5, §12 Out-of-order decisions (seed 002_0afdbbe5c7b94945.txt lines 609-661, 705-746, 1335-1388): which rule a refused decision names, and what it tells the player: SS-D2, SS-D3, FM-2, FM-4, FD-4, DU-O2, DU-O4, DU-O5, DU-O8, CF-2, CF-3, TR-1, TR-2, DF-1, HL-2, PV-1, DU-S2
import { SeatId } from '../../core/decider';
import { RuleViolation } from '../../core/rule-violation';
import { DuelCommand, FlipTarget } from './duel-commands';
import { FakeTable, SeatSetup, model } from './testing/fake-context';

const attacker = model({ modelId: 'judge', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 6 } });
const defender = model({ modelId: 'lilith', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 5 } });
const action = { name: 'Slash', damage: { weak: 2, moderate: 3, severe: 4 }, triggers: [{ name: 'Critical Strike', suits: ['TOME' as const], timing: 'WHEN_DAMAGING' as const }] };
const start: DuelCommand = { type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker, defender, action, defenderFriendly: false } };
const ss = (by: SeatId, fateModifiers = 0): DuelCommand => ({ type: 'DeclareSoulstones', data: { by, fateModifiers, suits: [] } });
const flip = (by: SeatId = 'A'): DuelCommand => ({ type: 'FlipDuelCards', data: { by } });
const choose = (by: SeatId, card: string): DuelCommand => ({ type: 'ChooseActiveCard', data: { by, card } });
const cheat = (by: SeatId, card: string): DuelCommand => ({ type: 'CheatFate', data: { by, card } });
const decline = (by: SeatId): DuelCommand => ({ type: 'DeclineCheat', data: { by } });
const trigger = (by: SeatId, name = 'Critical Strike'): DuelCommand => ({ type: 'DeclareTrigger', data: { by, trigger: name } });
const pass = (by: SeatId): DuelCommand => ({ type: 'PassTrigger', data: { by } });
const suit = (by: SeatId): DuelCommand => ({ type: 'NameRedJokerSuit', data: { by, suit: 'RAM' } });
const prevent = (by: SeatId): DuelCommand => ({ type: 'FlipPrevention', data: { by } });

function table(a: SeatSetup, b: SeatSetup, moves: DuelCommand[]): FakeTable {
  const t = new FakeTable({ A: { soulstones: 3, hand: ['CROW-01'], ...a }, B: { soulstones: 3, hand: ['CROW-02'], ...b } });
  for (const m of moves) t.do(m);
  return t;
}
const refusal = (t: FakeTable, c: DuelCommand): string | undefined => {
  try {
    t.do(c);
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return `${e.ruleId}: ${e.message}`;
  }
  return undefined;
};

// A flips MASK-12 (18 with Ml 6), B flips RAM-03 + TOME-09 under `+` (14 when B takes the 9).
const decks = { a: { deck: ['MASK-12', 'RAM-11'], hand: ['TOME-13', 'RAM-02'] }, b: { deck: ['RAM-03', 'TOME-09'], hand: ['MASK-13'] } };
const opposed = (moves: DuelCommand[]) => table(decks.a, decks.b, moves);

describe('malifaux-2e §4.5 refusals in an Opposed Duel', () => {
  it.each([
    ['a seat with no model in it', [start], ss('C'), 'malifaux-2e/DU-S2: seat C controls no model in this duel'],
    ['a prevention flip while the duel is open', [start], prevent('B'), 'malifaux-2e/PV-1: no damage is being suffered: the duel is still open'],
    ['the Attacker declaring Soulstones first', [start], ss('A'), 'malifaux-2e/SS-D3: out of order: the DEFENDER must declare Soulstone use first'],
    ['a flip before the Soulstones', [start, ss('B', 1)], flip(), 'malifaux-2e/SS-D3: out of order: the ATTACKER must declare Soulstone use first'],
    ['a second Soulstone declaration', [start, ss('B', 1)], ss('B'), 'malifaux-2e/SS-D2: this model may declare Soulstone use only once in this duel'],
    ['a choice before the flip', [start, ss('B', 1), ss('A')], choose('B', 'RAM-03'), 'malifaux-2e/FM-2: out of order: seat B/A must flip first'],
    ['a second flip', [start, ss('B', 1), ss('A'), flip()], flip('B'), 'malifaux-2e/FM-2: this model may flip only once in this duel'],
    ['the Attacker choosing first', [start, ss('B', 1), ss('A', 1), flip()], choose('A', 'MASK-12'), 'malifaux-2e/DU-O2: out of order: the DEFENDER must choose the active card first'],
    ['a second choice', [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')], choose('B', 'RAM-03'), 'malifaux-2e/FM-4: this model may choose the active card only once in this duel'],
    ['the higher total cheating first', [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')], decline('A'), 'malifaux-2e/DU-O4: out of order: the DEFENDER must decide whether to Cheat Fate first'],
    ['a Red Joker suit while nobody has one', [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09')], suit('B'), 'malifaux-2e/DU-O4: out of order: the DEFENDER must decide whether to Cheat Fate first'],
    ['a second cheat decision', [start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09'), decline('B')], cheat('B', 'MASK-13'), 'malifaux-2e/CF-3: this model may decide whether to Cheat Fate only once in this duel'],
  ] as [string, DuelCommand[], DuelCommand, string][])('malifaux-2e/DU-O2 malifaux-2e/DU-O4 malifaux-2e/DU-O5 malifaux-2e/SS-D3 refuses %s', (_, moves, cmd, expected) => {
    expect(refusal(opposed(moves), cmd)).toBe(expected);
  });

  it('malifaux-2e/TR-2 malifaux-2e/TR-1 one trigger decision per model; a skipped trigger step names the rule that skipped it', () => {
    // 19 TOME vs 14 TOME: the Defender (no trigger of its own) is skipped by TR-1; the Attacker declares.
    const u = opposed([start, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09'), decline('B'), cheat('A', 'TOME-13')]);
    expect(refusal(u, pass('B'))).toBe('malifaux-2e/TR-1: cannot declare a Trigger or pass: no Trigger of this model has its suits in the final duel total');
    expect(refusal(u, pass('A'))).toBeUndefined();
    expect(u.state.status).toBe('DUEL_RESOLVED');
    expect(refusal(u, pass('A'))).toBe('malifaux-2e/TR-2: it is over: cannot declare a Trigger or pass');
  });

  it('malifaux-2e/DU-O5 malifaux-2e/TR-2 the lower final total declares first; a trigger declared twice by the same model', () => {
    const twoTriggers = { ...start, data: { ...start.data, defender: { ...defender, statTriggers: [{ name: 'Riposte', suits: ['MASK' as const], timing: 'AFTER_SUCCEEDING' as const, stat: 'Df' }] } } } as DuelCommand;
    const t = opposed([twoTriggers, ss('B', 1), ss('A'), flip(), choose('B', 'TOME-09'), cheat('B', 'MASK-13'), cheat('A', 'TOME-13')]);
    expect(refusal(t, trigger('A'))).toBe('malifaux-2e/DU-O5: out of order: the DEFENDER must declare a Trigger or pass first');
    t.do(trigger('B', 'Riposte'));
    expect(refusal(t, trigger('B', 'Riposte'))).toBe('malifaux-2e/TR-2: this model may declare a Trigger or pass only once in this duel');
  });

  it('malifaux-2e/FD-4 the Red Joker`s suit is named once', () => {
    const t = table({ deck: ['RJ'] }, { deck: ['RAM-03'] }, [start, ss('B'), ss('A'), flip(), suit('A')]);
    expect(refusal(t, suit('A'))).toBe("malifaux-2e/FD-4: this model may name the Red Joker's suit only once in this duel");
  });

  it('malifaux-2e/DU-O8 a Defender that relented flips nothing and decides nothing more; its Soulstone step is taken', () => {
    const friendly = { ...start, data: { ...start.data, defenderFriendly: true } } as DuelCommand;
    const t = opposed([friendly, { type: 'Relent', data: { by: 'B' } }]);
    expect(refusal(t, flip('B'))).toBe('malifaux-2e/DU-O8: the Defender relented: it flips nothing, cannot flip');
    expect(refusal(t, ss('B'))).toBe('malifaux-2e/SS-D2: this model may declare Soulstone use only once in this duel');
    expect(refusal(t, decline('B'))).toBe('malifaux-2e/DU-O8: the Defender relented: it flips nothing, cannot decide whether to Cheat Fate');
  });
});

describe('malifaux-2e §4.5 refusals in a Simple Duel and with nothing in progress', () => {
  const actor = model({ modelId: 'm', seat: 'A', station: 'MASTER', stat: { name: 'Wp', value: 4 } });
  const simple: DuelCommand = { type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor, action: { name: 'x', tn: 25, triggers: [{ name: 'Ram', suits: ['RAM'], timing: 'IMMEDIATELY' }] } } };
  const one = (moves: DuelCommand[]) => table({ deck: ['RAM-05', 'RAM-06'], hand: ['RAM-13'] }, {}, moves);

  it.each([
    ['a flip before the Soulstones', [simple], flip(), 'malifaux-2e/SS-D2: out of order: the ACTOR must declare Soulstone use first'],
    ['a cheat before the choice', [simple, ss('A', 1), flip()], cheat('A', 'RAM-13'), 'malifaux-2e/FM-4: out of order: the ACTOR must choose the active card first'],
    ['a trigger before the cheat', [simple, ss('A', 1), flip(), choose('A', 'RAM-06')], trigger('A', 'Ram'), 'malifaux-2e/CF-3: out of order: the ACTOR must decide whether to Cheat Fate first'],
    ['a Red Joker suit during the trigger step', [simple, ss('A', 1), flip(), choose('A', 'RAM-06'), decline('A')], suit('A'), 'malifaux-2e/TR-2: out of order: the ACTOR must declare a Trigger or pass first'],
  ] as [string, DuelCommand[], DuelCommand, string][])('malifaux-2e/SS-D2 malifaux-2e/FM-4 malifaux-2e/CF-3 malifaux-2e/TR-2 refuses %s', (_, moves, cmd, expected) => {
    expect(refusal(one(moves), cmd)).toBe(expected);
  });

  it.each([
    [ss('A'), 'malifaux-2e/SS-D2: no duel or flip is in progress: cannot declare Soulstone use'],
    [flip(), 'malifaux-2e/FM-2: no duel or flip is in progress: cannot flip'],
    [choose('A', 'RAM-05'), 'malifaux-2e/FM-4: no duel or flip is in progress: cannot choose the active card'],
    [suit('A'), "malifaux-2e/FD-4: no duel or flip is in progress: cannot name the Red Joker's suit"],
    [cheat('A', 'RAM-13'), 'malifaux-2e/CF-3: no duel or flip is in progress: cannot decide whether to Cheat Fate'],
    [trigger('A'), 'malifaux-2e/TR-2: no duel or flip is in progress: cannot declare a Trigger or pass'],
    [prevent('A'), 'malifaux-2e/PV-1: no duel or flip is in progress: cannot decide on a prevention flip'],
  ] as [DuelCommand, string][])('malifaux-2e/DU-S1 with nothing in progress %j is refused: %s', (cmd, expected) => {
    expect(refusal(one([]), cmd)).toBe(expected);
  });
});

describe('malifaux-2e §12 refusals during a damage or healing flip', () => {
  const target: FlipTarget = { modelId: 'lilith', seat: 'B', station: 'MASTER', wounds: 10, maxWounds: 12 };
  const damage: DuelCommand = { type: 'StartDamage', data: { dealer: { modelId: 'judge', seat: 'A' }, target, amount: { kind: 'FLIP', track: { weak: 2, moderate: 4, severe: 6 } }, fate: [{ bonus: 1, penalty: 0 }] } };
  const healing: DuelCommand = { type: 'StartHealing', data: { healed: target, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } }, fate: [{ bonus: 1, penalty: 0 }] } };
  const flipTable = (moves: DuelCommand[], a: SeatSetup = {}) => table({ deck: ['RAM-05', 'RAM-09'], ...a }, { deck: ['TOME-05', 'TOME-09', 'TOME-10'] }, moves);

  it.each([
    ['a Soulstone declaration', [damage], ss('A'), 'malifaux-2e/SS-D2: the duel is over: a damage flip is in progress'],
    ['a Red Joker suit', [damage], suit('A'), 'malifaux-2e/FD-4: the duel is over: a damage flip is in progress'],
    ['a trigger', [healing], trigger('B'), 'malifaux-2e/TR-2: the duel is over: a healing flip is in progress'],
    ['the target flipping the damage', [damage], flip('B'), 'malifaux-2e/DF-1: seat A makes this decision of the damage flip, not B'],
    ['the dealer flipping for prevention', [damage], prevent('A'), 'malifaux-2e/PV-1: seat B makes this decision of the damage flip, not A'],
    ['the other seat flipping the healing', [healing], flip('A'), 'malifaux-2e/HL-2: seat B makes this decision of the healing flip, not A'],
    ['a damage choice before the flip', [damage], choose('A', 'RAM-05'), 'malifaux-2e/DF-1: out of order: seat A must flip first'],
    ['a prevention flip before the damage flip', [damage], prevent('B'), 'malifaux-2e/DF-1: out of order: seat A must flip first'],
    ['a healing choice before the flip', [healing], choose('B', 'TOME-05'), 'malifaux-2e/HL-2: out of order: seat B must flip first'],
    ['a second damage flip', [damage, flip('A')], flip('A'), 'malifaux-2e/FM-2: this flip allows one decision to flip'],
    ['a second damage choice', [damage, flip('A'), choose('A', 'RAM-09')], choose('A', 'RAM-05'), 'malifaux-2e/FM-4: this flip allows one decision to choose the active card'],
  ] as [string, DuelCommand[], DuelCommand, string][])('malifaux-2e/DF-1 malifaux-2e/HL-2 malifaux-2e/PV-1 refuses %s', (_, moves, cmd, expected) => {
    expect(refusal(flipTable(moves, { hand: ['RAM-13'] }), cmd)).toBe(expected);
  });

  it('malifaux-2e/CF-3 malifaux-2e/CF-2 a second cheat decision of a flip; a cheat step skipped for an empty hand names CF-2', () => {
    const t = flipTable([damage, flip('A'), choose('A', 'RAM-09')], { hand: ['RAM-13'] });
    t.do(decline('A'));
    expect(refusal(t, cheat('A', 'RAM-13'))).toBe('malifaux-2e/CF-3: this flip allows one decision to decide whether to Cheat Fate');
    const u = flipTable([damage, flip('A'), choose('A', 'RAM-09')], { hand: [] });
    expect(refusal(u, cheat('A', 'RAM-13'))).toBe('malifaux-2e/CF-2: cannot decide whether to Cheat Fate: your Control Hand is empty (CF-2)');
  });
});

describe('malifaux-2e §12.6 the prevention step of a damage flip names PV-1 (mutation tests, issue 15)', () => {
  const master: FlipTarget = { modelId: 'lilith', seat: 'B', station: 'MASTER', wounds: 10, maxWounds: 12 };
  const fixed: DuelCommand = { type: 'StartDamage', data: { dealer: { modelId: 'judge', seat: 'A' }, target: master, amount: { kind: 'FIXED', amount: 4 } } };

  it.each([
    ['a flip of fixed damage', flip('A'), 'malifaux-2e/PV-1: out of order: seat B must decide on a prevention flip first'],
    ['a cheat of fixed damage', decline('A'), 'malifaux-2e/PV-1: out of order: seat B must decide on a prevention flip first'],
    ['the dealer deciding on prevention', prevent('A'), 'malifaux-2e/PV-1: seat B makes this decision of the damage flip, not A'],
  ] as [string, DuelCommand, string][])('malifaux-2e/PV-1 while the target decides on prevention, refuses %s', (_, cmd, expected) => {
    expect(refusal(table({}, { deck: ['CROW-11'] }, [fixed]), cmd)).toBe(expected);
  });

  it('malifaux-2e/PV-1 a healing flip has no prevention step: the healed model`s seat is told why, not "only once"', () => {
    const healing: DuelCommand = { type: 'StartHealing', data: { healed: master, amount: { kind: 'FLIP', track: { weak: 1, moderate: 2, severe: 3 } } } };
    const t = table({}, { deck: ['CROW-11'] }, [healing]);
    expect(refusal(t, prevent('B'))).toBe('malifaux-2e/PV-1: cannot decide on a prevention flip: prevention is against damage only');
  });
});
