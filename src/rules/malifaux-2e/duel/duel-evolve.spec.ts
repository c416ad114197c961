// malifaux-2e §4.5 Duel evolve (seed 002_0afdbbe5c7b94945.txt lines 603-764, 1335-1388): the facts each event records, and the events that do not fit the state: DU-O8, PV-1, DU-O7, BL-4, HL-1, DM-1
import { FlipTarget } from './duel-commands';
import { DuelEvent, FlipStarted } from './duel-events';
import { evolveDuel } from './duel-evolve';
import { duelPolicy } from './duel-policy';
import { DuelState } from './duel-state';
import { FakeTable, model } from './testing/fake-context';

const target: FlipTarget = { modelId: 't', seat: 'B', station: 'MASTER', wounds: 5, maxWounds: 6 };
const flipStarted = (stage: 'DAMAGE' | 'HEALING'): FlipStarted => ({
  type: 'FlipStarted',
  data: {
    stage,
    flipType: stage,
    flipper: { modelId: 'a', seat: 'A' },
    target,
    amount: { kind: 'FIXED', amount: 2 },
    fate: { bonus: 2, penalty: 1 },
    accuracy: null,
    defenderSoulstonePenalty: 0,
    modifiers: { add: [1] },
    steppedDown: true,
    fromDuel: false,
    policy: duelPolicy(),
  },
});
const fold = (events: DuelEvent[], from: DuelState = { status: 'IDLE' }) => events.reduce(evolveDuel, from);

describe('malifaux-2e §4.5 evolve of the damage and healing flips', () => {
  it('malifaux-2e/DF-2 a flip started with nothing before it records every fact, its net, and nothing decided yet', () => {
    expect(fold([flipStarted('DAMAGE')])).toEqual({
      status: 'FLIPPING',
      duel: null,
      outcome: null,
      flip: {
        stage: 'DAMAGE',
        flipType: 'DAMAGE',
        flipper: { modelId: 'a', seat: 'A' },
        target,
        amount: { kind: 'FIXED', amount: 2 },
        fate: { bonus: 2, penalty: 1 },
        net: 1,
        modifiers: { add: [1] },
        steppedDown: true,
        fromDuel: false,
        policy: duelPolicy(),
        flipped: null,
        choice: { status: 'PENDING' },
        cheat: { status: 'PENDING' },
        prevention: { status: 'PENDING' },
      },
    });
  });

  it('malifaux-2e/PV-1 a healing flip has no prevention step', () => {
    const s = fold([flipStarted('HEALING')]);
    expect(s.status === 'FLIPPING' && s.flip.prevention).toEqual({ status: 'SKIPPED', ruleId: 'malifaux-2e/PV-1', reason: 'prevention is against damage only' });
  });

  it('malifaux-2e/DU-O7 a flip after a resolved duel keeps the duel and its outcome; resolving keeps them too', () => {
    const t = new FakeTable({ A: { deck: ['RAM-13'] }, B: { deck: ['RAM-01'] } });
    t.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: model({ modelId: 'a', seat: 'A', stat: { name: 'Ml', value: 5 } }), defender: model({ modelId: 'b', seat: 'B', stat: { name: 'Df', value: 5 } }), action: { name: 'x', damage: { weak: 1, moderate: 2, severe: 3 } }, defenderFriendly: false } });
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    if (t.state.status !== 'DUEL_RESOLVED') throw new Error('resolved');
    const { duel, outcome } = t.state;
    expect(outcome).toEqual({ winner: 'ATTACKER', success: true, margin: 12, totals: [{ role: 'ATTACKER', total: { value: 18, suits: ['RAM'] } }, { role: 'DEFENDER', total: { value: 6, suits: ['RAM'] } }] });
    const s = evolveDuel(t.state, flipStarted('DAMAGE'));
    expect(s).toMatchObject({ status: 'FLIPPING', duel, outcome });
    const r = evolveDuel(s, { type: 'DamageResolved', data: { targetId: 't', severity: null, base: 2, afterModifiers: 3, prevented: 1, damage: 2, woundsBefore: 5, woundsAfter: 3, killed: false, triggers: [], moves: [] } });
    expect(r).toMatchObject({ status: 'FLIP_RESOLVED', duel, outcome, result: { severity: null, base: 2, afterModifiers: 3, prevented: 1, amount: 2, woundsAfter: 3 } });
  });

  it('malifaux-2e/DU-O7 a flip started during a duel (a fixed damage mid-duel) carries the duel without an outcome', () => {
    const t = new FakeTable({ A: {} });
    t.do({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: model({ modelId: 'm', seat: 'A', stat: { name: 'Wp', value: 4 } }), action: { name: 'x', tn: 5 } } });
    if (t.state.status !== 'DUELING') throw new Error('dueling');
    expect(evolveDuel(t.state, flipStarted('DAMAGE'))).toMatchObject({ status: 'FLIPPING', duel: t.state.duel, outcome: null });
  });

  it('malifaux-2e/HL-1 a resolved healing records the amount healed, not the amount flipped', () => {
    const r = fold([flipStarted('HEALING'), { type: 'HealingResolved', data: { targetId: 't', severity: 'WEAK', amount: 3, healed: 1, lost: 2, woundsBefore: 5, woundsAfter: 6, moves: [] } }]);
    expect(r).toMatchObject({ status: 'FLIP_RESOLVED', result: { severity: 'WEAK', base: 3, afterModifiers: 3, prevented: 0, amount: 1, woundsAfter: 6 } });
  });

  it('malifaux-2e/PV-1 prevention flipped or declined is recorded on the flip', () => {
    const flipped = fold([flipStarted('DAMAGE'), { type: 'PreventionFlipped', data: { seat: 'B', modelId: 't', card: 'RAM-12', prevented: 3, spent: 1, poolAfter: 0, moves: [] } }]);
    expect(flipped.status === 'FLIPPING' && flipped.flip.prevention).toEqual({ status: 'FLIPPED', card: 'RAM-12', prevented: 3 });
    const declined = fold([flipStarted('DAMAGE'), { type: 'PreventionDeclined', data: { seat: 'B', modelId: 't' } }]);
    expect(declined.status === 'FLIPPING' && declined.flip.prevention).toEqual({ status: 'DECLINED' });
  });

  it('malifaux-2e/BL-4 blast damage marks a resolved flip once; elsewhere it changes nothing', () => {
    const blast: DuelEvent = { type: 'BlastDamageResolved', data: { primaryTargetId: 't', primarySeverity: 'SEVERE', blasts: 1, targets: [] } };
    const resolved = fold([flipStarted('DAMAGE'), { type: 'DamageResolved', data: { targetId: 't', severity: null, base: 2, afterModifiers: 3, prevented: 0, damage: 3, woundsBefore: 5, woundsAfter: 2, killed: false, triggers: [], moves: [] } }]);
    expect(evolveDuel(resolved, blast)).toEqual({ ...resolved, blasted: true });
    const flipping = fold([flipStarted('DAMAGE')]);
    expect(evolveDuel(flipping, blast)).toBe(flipping);
  });

  it('malifaux-2e §4.5 events that do not fit the state leave it as it is', () => {
    const idle: DuelState = { status: 'IDLE' };
    const damage = fold([flipStarted('DAMAGE')]);
    expect(evolveDuel(idle, { type: 'PreventionDeclined', data: { seat: 'B', modelId: 't' } })).toBe(idle);
    expect(evolveDuel(idle, { type: 'HealingResolved', data: { targetId: 't', severity: null, amount: 1, healed: 1, lost: 0, woundsBefore: 1, woundsAfter: 2, moves: [] } })).toBe(idle);
    expect(evolveDuel(idle, { type: 'SoulstonesDeclared', data: { role: 'ACTOR', seat: 'A', modelId: 'm', fateModifiers: 0, suits: [], spent: 0, poolAfter: 0 } })).toBe(idle);
    expect(evolveDuel(damage, { type: 'DuelCardsFlipped', data: { stage: 'DAMAGE', flips: [], moves: [] } })).toBe(damage);
    expect(evolveDuel(damage, { type: 'DuelStepSkipped', data: { stage: 'DAMAGE', step: 'FLIP' as 'CHEAT', role: null, ruleId: 'x', reason: 'y' } })).toBe(damage);
    const skipped = evolveDuel(damage, { type: 'DuelStepSkipped', data: { stage: 'DAMAGE', step: 'PREVENTION', role: null, ruleId: 'malifaux-2e/SS-2', reason: 'empty' } });
    expect(skipped.status === 'FLIPPING' && skipped.flip.prevention).toEqual({ status: 'SKIPPED', ruleId: 'malifaux-2e/SS-2', reason: 'empty' });
  });
});
