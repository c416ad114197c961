// malifaux-2e §4.4 steps 3-5 (seed 002_0afdbbe5c7b94945.txt lines 631-661, 705-764): who cheats and who declares first, and what step 5 records: DU-O4, DU-O5, DU-O6, DU-O7, DU-O8, DU-1, TR-4, TR-5, CF-1
import { SeatId } from '../../core/decider';
import { DuelCommand, DuelParticipant } from './duel-commands';
import { DuelResolved, DuelEvent } from './duel-events';
import { dueStep } from './duel-steps';
import { FakeTable, SeatSetup, model } from './testing/fake-context';
import { TriggerDef } from './triggers';

const resolvedOf = (events: readonly DuelEvent[]): DuelResolved['data'] => {
  const r = events.find((e): e is DuelResolved => e.type === 'DuelResolved');
  if (!r) throw new Error('no DuelResolved');
  return r.data;
};
const riposte: TriggerDef = { name: 'Riposte', suits: ['RAM'], timing: 'AFTER_SUCCEEDING', stat: 'Df' };
const flurry: TriggerDef = { name: 'Flurry', suits: ['MASK'], timing: 'AFTER_SUCCEEDING' };
const attacker = model({ modelId: 'judge', seat: 'A', station: 'MINION', stat: { name: 'Ml', value: 6 } });
const defender = model({ modelId: 'lilith', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 }, statTriggers: [riposte] });
const start = (extra: { defender?: Partial<DuelParticipant>; tn?: number; defenderFriendly?: boolean } = {}): DuelCommand => ({
  type: 'StartDuel',
  data: { duelId: 'd', kind: 'OPPOSED', attacker, defender: { ...defender, ...extra.defender }, action: { name: 'Slash', tn: extra.tn, triggers: [flurry] }, defenderFriendly: extra.defenderFriendly ?? false },
});
const flip: DuelCommand = { type: 'FlipDuelCards', data: { by: 'A' } };
const cheat = (by: SeatId, card: string): DuelCommand => ({ type: 'CheatFate', data: { by, card } });
const decline = (by: SeatId): DuelCommand => ({ type: 'DeclineCheat', data: { by } });
const trigger = (by: SeatId, name: string): DuelCommand => ({ type: 'DeclareTrigger', data: { by, trigger: name } });
const table = (a: SeatSetup, b: SeatSetup, moves: DuelCommand[]) => {
  const t = new FakeTable({ A: { hand: ['CROW-01'], ...a }, B: { hand: ['CROW-02'], ...b } });
  for (const m of moves) t.do(m);
  return t;
};

describe('malifaux-2e §4.4 who decides first', () => {
  it('malifaux-2e/DU-O4 the lower current total cheats first: the Attacker when it is lower; the Defender on a tie', () => {
    expect(dueStep(table({ deck: ['RAM-02'] }, { deck: ['TOME-09'] }, [start(), flip]).state)).toMatchObject({ step: 'CHEAT', role: 'ATTACKER', seats: ['A'] });
    expect(dueStep(table({ deck: ['RAM-08'] }, { deck: ['TOME-09'] }, [start(), flip]).state)).toMatchObject({ step: 'CHEAT', role: 'DEFENDER', seats: ['B'] });
    expect(dueStep(table({ deck: ['RAM-09'] }, { deck: ['TOME-09'] }, [start(), flip]).state)).toMatchObject({ step: 'CHEAT', role: 'DEFENDER' });
  });

  it('malifaux-2e/DU-O5 the trigger order follows the totals after cheating, not before', () => {
    // Before cheating: Attacker 16 (MASK-10) vs Defender 14 (TOME-09): the Defender cheats first, RAM-13 -> 18.
    const t = table({ deck: ['MASK-10'] }, { deck: ['TOME-09'], hand: ['RAM-13'] }, [start(), flip, cheat('B', 'RAM-13'), decline('A')]);
    // After cheating the Attacker (16) is lower: it declares first.
    expect(dueStep(t.state)).toMatchObject({ step: 'DECLARE_TRIGGER', role: 'ATTACKER', seats: ['A'] });
  });

  it('malifaux-2e/DU-O5 on a tie after cheating the Defender declares first', () => {
    const t = table({ deck: ['MASK-12'] }, { deck: ['TOME-09'], hand: ['RAM-13'] }, [start(), flip, cheat('B', 'RAM-13'), decline('A')]);
    expect(dueStep(t.state)).toMatchObject({ step: 'DECLARE_TRIGGER', role: 'DEFENDER', seats: ['B'] });
  });
});

describe('malifaux-2e §4.4 step 5: determine success', () => {
  it('malifaux-2e/DU-O6 malifaux-2e/TR-4 the winning Defender`s "after succeeding" trigger fires after the duel; the loser`s never', () => {
    const t = table({ deck: ['MASK-05'] }, { deck: ['RAM-12'] }, [start(), flip, decline('A'), decline('B'), trigger('A', 'Flurry')]);
    const r = resolvedOf(t.do(trigger('B', 'Riposte')));
    expect(r).toEqual({
      duelId: 'd',
      kind: 'OPPOSED',
      winner: 'DEFENDER',
      success: false,
      margin: -6,
      totals: [
        { role: 'ATTACKER', total: { value: 11, suits: ['MASK'] } },
        { role: 'DEFENDER', total: { value: 17, suits: ['RAM'] } },
      ],
      triggers: [
        { role: 'DEFENDER', modelId: 'lilith', trigger: riposte, moment: 'AFTER_DUEL' },
        { role: 'ATTACKER', modelId: 'judge', trigger: flurry, moment: 'NEVER' },
      ],
      moves: [
        { seat: 'A', card: 'MASK-05', from: 'IN_PLAY', to: 'DISCARD' },
        { seat: 'B', card: 'RAM-12', from: 'IN_PLAY', to: 'DISCARD' },
      ],
    });
  });

  it('malifaux-2e/DU-O6 malifaux-2e/TR-4 the winning Attacker`s "after succeeding" trigger fires; a cheated card is the one discarded', () => {
    const t = table({ deck: ['MASK-05'], hand: ['MASK-13'] }, { deck: ['TOME-09'] }, [start(), flip, cheat('A', 'MASK-13'), decline('B')]);
    const r = resolvedOf(t.do(trigger('A', 'Flurry')));
    expect(r).toMatchObject({ winner: 'ATTACKER', success: true, margin: 5, triggers: [{ role: 'ATTACKER', moment: 'AFTER_DUEL' }] });
    expect(r.moves).toEqual([
      { seat: 'A', card: 'MASK-13', from: 'IN_PLAY', to: 'DISCARD' },
      { seat: 'B', card: 'TOME-09', from: 'IN_PLAY', to: 'DISCARD' },
    ]);
  });

  it('malifaux-2e/DU-O6 the Attacker must also meet the Action`s TN: a higher total below the TN loses', () => {
    const t = table({ deck: ['TOME-06'], hand: [] }, { deck: ['TOME-01'], hand: [] }, [start({ tn: 13 })]);
    const r = resolvedOf(t.do(flip));
    expect(r).toMatchObject({ winner: 'DEFENDER', success: false, margin: 6 });
    const u = table({ deck: ['TOME-07'], hand: [] }, { deck: ['TOME-01'], hand: [] }, [start({ tn: 13 })]);
    expect(resolvedOf(u.do(flip))).toMatchObject({ winner: 'ATTACKER', success: true });
  });

  it('malifaux-2e/DU-O8 a relenting Defender has the Attacker`s total: the Attacker wins with margin 0', () => {
    const t = table({ deck: ['TOME-04'], hand: [] }, {}, [start({ defenderFriendly: true }), { type: 'Relent', data: { by: 'B' } }]);
    const r = resolvedOf(t.do(flip));
    expect(r).toMatchObject({ winner: 'ATTACKER', margin: 0, totals: [{ role: 'ATTACKER', total: { value: 10 } }, { role: 'DEFENDER', total: { value: 10, suits: [] } }] });
    expect(r.moves).toEqual([{ seat: 'A', card: 'TOME-04', from: 'IN_PLAY', to: 'DISCARD' }]);
  });

  it('malifaux-2e/DU-1 malifaux-2e/DU-O7 a Simple Duel succeeds on TN and required suits; no winner and no margin when it fails', () => {
    const actor = model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } });
    const simple = (tn: number, requiredSuits?: ('RAM' | 'TOME')[]): DuelCommand => ({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor, action: { name: 'x', tn, requiredSuits } } });
    const run = (c: DuelCommand) => resolvedOf(table({ deck: ['RAM-06'], hand: [] }, {}, [c]).do(flip));
    expect(run(simple(10))).toMatchObject({ kind: 'SIMPLE', winner: 'ACTOR', success: true, margin: null });
    expect(run(simple(11))).toMatchObject({ winner: null, success: false, margin: null });
    expect(run(simple(10, ['RAM']))).toMatchObject({ success: true });
    expect(run(simple(10, ['TOME']))).toMatchObject({ winner: null, success: false });
  });
});
