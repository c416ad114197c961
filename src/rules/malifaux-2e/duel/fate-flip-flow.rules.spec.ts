// malifaux-2e §12.2-12.7 damage, prevention and healing flips (seed 002_0afdbbe5c7b94945.txt lines 1335-1388, 748-756): the refusals, the recorded events and the damaging triggers: DU-O6, DU-O7, DM-1, DM-2, DM-3, MV-6, BL-4, HL-1, HL-2, DF-1, PV-1, TR-4, DJ-1
import { SeatId } from '../../core/decider';
import { RuleViolation } from '../../core/rule-violation';
import { DuelCommand, FlipTarget } from './duel-commands';
import { DamageResolved, DuelEvent } from './duel-events';
import { dueStep } from './duel-steps';
import { FakeTable, SeatSetup, model, types } from './testing/fake-context';
import { TriggerDef } from './triggers';

const refusal = (t: FakeTable, c: DuelCommand): string | undefined => {
  try {
    t.do(c);
  } catch (e) {
    if (!(e instanceof RuleViolation)) throw e;
    return `${e.ruleId}: ${e.message}`;
  }
  return undefined;
};
const damageOf = (events: readonly DuelEvent[]): DamageResolved['data'] => {
  const d = events.find((e): e is DamageResolved => e.type === 'DamageResolved');
  if (!d) throw new Error(`no DamageResolved in ${types(events).join(', ')}`);
  return d.data;
};

const att = model({ modelId: 'att', seat: 'A', station: 'MINION', stat: { name: 'Ml', value: 7 } });
const def = model({ modelId: 'def', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 }, wounds: 6, maxWounds: 8 });
const code123 = { weak: 1, moderate: 2, severe: 3 };
const flipA: DuelCommand = { type: 'FlipDuelCards', data: { by: 'A' } };
const fromDuel: DuelCommand = { type: 'StartDamageFromDuel', data: {} };

/** An Attack by two Minions (no Soulstones): A flips `aCard`, B flips `bCard`; nobody holds a card; the Attacker's triggers. */
function duel(aCard: string, bCard: string, rest: { a?: SeatSetup; b?: SeatSetup; triggers?: TriggerDef[]; damage?: typeof code123 | null } = {}): FakeTable {
  const t = new FakeTable({ A: { ...rest.a, deck: [aCard, ...(rest.a?.deck ?? [])] }, B: { ...rest.b, deck: [bCard, ...(rest.b?.deck ?? [])] } });
  const damage = rest.damage === null ? undefined : (rest.damage ?? code123);
  t.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: att, defender: def, action: { name: 'Claw', damage, triggers: rest.triggers }, defenderFriendly: false } });
  t.do(flipA);
  for (let due = dueStep(t.state), n = 0; due.step === 'CHEAT' && n < 2; due = dueStep(t.state), n++) t.do({ type: 'DeclineCheat', data: { by: due.seats[0] } });
  return t;
}

describe('malifaux-2e §12.3 starting the damage flip of an Attack', () => {
  it('malifaux-2e/DU-O6 no damage flip when the Defender won (a tie below the TN too)', () => {
    expect(refusal(duel('RAM-02', 'RAM-13'), fromDuel)).toBe('malifaux-2e/DU-O6: the Defender won the duel: the Action failed');
    const t = duel('RAM-10', 'RAM-12'); // 17 vs 17: the Attacker wins ties
    expect(t.state.status === 'DUEL_RESOLVED' && t.state.outcome.winner).toBe('ATTACKER');
    expect(refusal(t, fromDuel)).toBeUndefined();
  });

  it('malifaux-2e/DU-O7 the margin is taken once, only from a resolved Opposed Duel', () => {
    const simple = new FakeTable({ A: { deck: ['RAM-05'] } });
    expect(refusal(simple, fromDuel)).toBe('malifaux-2e/DU-O7: no resolved Opposed Duel to take the margin from');
    simple.do({ type: 'StartDuel', data: { duelId: 's', kind: 'SIMPLE', actor: att, action: { name: 'x', tn: 5 } } });
    simple.do(flipA);
    expect(refusal(simple, fromDuel)).toBe('malifaux-2e/DU-O7: no resolved Opposed Duel to take the margin from');
    const t = duel('RAM-13', 'RAM-01', { a: { deck: ['RAM-04'] } });
    t.do(fromDuel);
    t.do(flipA);
    expect(t.state.status).toBe('FLIP_RESOLVED');
    expect(refusal(t, fromDuel)).toBe('malifaux-2e/DU-O7: the damage flip of this duel was already made; damage to other models is StartDamage');
  });

  it('malifaux-2e/DM-2 malifaux-2e/BL-4 an Action without a damage flip; a stepped-down flip is refused', () => {
    expect(refusal(duel('RAM-13', 'RAM-01', { damage: null }), fromDuel)).toBe('malifaux-2e/DM-2: Claw has no damage flip');
    expect(refusal(duel('RAM-13', 'RAM-01'), { type: 'StartDamageFromDuel', data: { steppedDown: true } })).toMatch(/^malifaux-2e\/BL-4: models under a blast take one step less/);
  });

  it('malifaux-2e/DF-1 malifaux-2e/DF-2 the Attacker`s seat flips against the Defender, with the Accuracy Modifier of the margin', () => {
    const t = duel('RAM-13', 'RAM-01'); // 20 vs 6: margin 14, `+`
    expect(t.do({ type: 'StartDamageFromDuel', data: { fate: [{ bonus: 0, penalty: 1 }] } })[0]).toEqual({
      type: 'FlipStarted',
      data: {
        stage: 'DAMAGE',
        flipType: 'DAMAGE',
        flipper: { modelId: 'att', seat: 'A' },
        target: { modelId: 'def', seat: 'B', station: 'MINION', wounds: 6, maxWounds: 8 },
        amount: { kind: 'FLIP', track: code123 },
        fate: { bonus: 1, penalty: 1 },
        accuracy: { bonus: 1, penalty: 0 },
        defenderSoulstonePenalty: 0,
        modifiers: {},
        steppedDown: false,
        fromDuel: true,
        policy: expect.objectContaining({ blackJokerMayBeCheatedFromHand: true }),
      },
    });
  });

  it('malifaux-2e/SS-D2 malifaux-2e/DF-2 the Defender`s Soulstone `−` on the damage flip is carried into it', () => {
    const master = { ...def, station: 'MASTER' as const };
    const t = new FakeTable({ A: { deck: ['RAM-13'] }, B: { deck: ['RAM-01'], soulstones: 2 } });
    t.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: att, defender: master, action: { name: 'Claw', damage: code123 }, defenderFriendly: false } });
    t.do({ type: 'DeclareSoulstones', data: { by: 'B', fateModifiers: 1, suits: [] } });
    t.do(flipA);
    expect(t.do(fromDuel)[0].data).toMatchObject({ defenderSoulstonePenalty: 1, fate: { bonus: 1, penalty: 1 } });
  });
});

describe('malifaux-2e §12 other damage and healing', () => {
  const minion: FlipTarget = { modelId: 'def', seat: 'B', station: 'MINION', wounds: 6, maxWounds: 8 };
  const fixed = (amount: number, extra: object = {}): DuelCommand => ({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: minion, amount: { kind: 'FIXED', amount }, ...extra } });

  it('malifaux-2e/DM-2 a fixed damage amount is ≥ 0 (0 is fine); malifaux-2e/HL-1 so is a fixed healing amount', () => {
    expect(refusal(new FakeTable({}), fixed(-1))).toBe('malifaux-2e/DM-2: a fixed damage amount is ≥ 0');
    expect(damageOf(new FakeTable({}).do(fixed(0)))).toMatchObject({ damage: 0, woundsAfter: 6, killed: false });
    const heal = (amount: number): DuelCommand => ({ type: 'StartHealing', data: { healed: minion, amount: { kind: 'FIXED', amount } } });
    expect(refusal(new FakeTable({}), heal(-1))).toBe('malifaux-2e/HL-1: a fixed healing amount is ≥ 0');
    expect(new FakeTable({}).do(heal(0)).map((e) => e.type)).toEqual(['FlipStarted', 'HealingResolved']);
  });

  it('malifaux-2e/DM-3 fixed damage takes the static modifiers: doubled, then Armor', () => {
    const out = new FakeTable({}).do(fixed(3, { modifiers: { multiply: [2], reduce: [{ amount: 1, minimum: 1 }] } }));
    expect(damageOf(out)).toMatchObject({ severity: null, base: 3, afterModifiers: 5, damage: 5, woundsAfter: 1, killed: false, triggers: [], moves: [] });
  });

  it('malifaux-2e/DM-3 a damage flip takes multiplied damage: Moderate 2 x3 = 6 kills a 6-Wound model', () => {
    const t = new FakeTable({ A: { deck: ['RAM-07'] } });
    t.do({ type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: minion, amount: { kind: 'FLIP', track: code123 }, modifiers: { multiply: [3] } } });
    expect(damageOf(t.do(flipA))).toMatchObject({ severity: 'MODERATE', base: 2, afterModifiers: 6, damage: 6, woundsBefore: 6, woundsAfter: 0, killed: true });
  });

  it('malifaux-2e/MV-6 hazardous terrain damage is flipped by the opposing player', () => {
    const hazard = (seat: SeatId): DuelCommand => ({ type: 'StartDamage', data: { dealer: { modelId: null, seat }, target: minion, amount: { kind: 'FLIP', track: code123 }, flipType: 'HAZARDOUS_TERRAIN_DAMAGE' } });
    expect(refusal(new FakeTable({}), hazard('B'))).toBe('malifaux-2e/MV-6: hazardous terrain damage is flipped by the opposing player, not the model’s own');
    expect(refusal(new FakeTable({}), hazard('A'))).toBeUndefined();
  });

  it('malifaux-2e/HL-2 a healing flip by the healed model`s seat: severity from its card, events name the seat', () => {
    const t = new FakeTable({ B: { deck: ['RAM-12', 'TOME-02'], hand: [] } });
    const started = t.do({ type: 'StartHealing', data: { healed: { ...minion, wounds: 2 }, amount: { kind: 'FLIP', track: code123 }, fate: [{ bonus: 1, penalty: 0 }] } });
    expect(started[0].data).toMatchObject({ stage: 'HEALING', flipType: 'HEALING', flipper: { modelId: 'def', seat: 'B' }, fate: { bonus: 1, penalty: 0 } });
    const flipped = t.do({ type: 'FlipDuelCards', data: { by: 'B' } });
    expect(flipped).toEqual([
      { type: 'DuelCardsFlipped', data: { stage: 'HEALING', flips: [{ role: null, seat: 'B', net: 1, requested: 2, cards: ['RAM-12', 'TOME-02'] }], moves: [{ seat: 'B', card: 'RAM-12', from: 'DECK', to: 'IN_PLAY' }, { seat: 'B', card: 'TOME-02', from: 'DECK', to: 'IN_PLAY' }] } },
    ]);
    const chosen = t.do({ type: 'ChooseActiveCard', data: { by: 'B', card: 'RAM-12' } });
    expect(chosen[0]).toEqual({ type: 'ActiveCardChosen', data: { stage: 'HEALING', role: null, seat: 'B', card: 'RAM-12', automatic: false, total: null, moves: [{ seat: 'B', card: 'TOME-02', from: 'IN_PLAY', to: 'DISCARD' }] } });
    expect(chosen[chosen.length - 1]).toEqual({
      type: 'HealingResolved',
      data: { targetId: 'def', severity: 'SEVERE', amount: 3, healed: 3, lost: 0, woundsBefore: 2, woundsAfter: 5, moves: [{ seat: 'B', card: 'RAM-12', from: 'IN_PLAY', to: 'DISCARD' }] },
    });
  });

  it('malifaux-2e/DF-1 cheating a damage flip: the event names the stage, the seat and the replaced card; declining names the stage', () => {
    const start: DuelCommand = { type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: minion, amount: { kind: 'FLIP', track: code123 } } };
    const t = new FakeTable({ A: { deck: ['RAM-02'], hand: ['MASK-11'] } });
    t.do(start);
    t.do(flipA);
    const out = t.do({ type: 'CheatFate', data: { by: 'A', card: 'MASK-11' } });
    expect(out[0]).toEqual({
      type: 'FateCheated',
      data: {
        stage: 'DAMAGE',
        role: null,
        seat: 'A',
        card: 'MASK-11',
        replaced: 'RAM-02',
        redJokerSuit: null,
        total: null,
        moves: [{ seat: 'A', card: 'MASK-11', from: 'HAND', to: 'IN_PLAY' }, { seat: 'A', card: 'RAM-02', from: 'IN_PLAY', to: 'DISCARD' }],
      },
    });
    expect(damageOf(out)).toMatchObject({ severity: 'SEVERE', damage: 3, moves: [{ seat: 'A', card: 'MASK-11', from: 'IN_PLAY', to: 'DISCARD' }] });
    const u = new FakeTable({ A: { deck: ['RAM-02'], hand: ['MASK-11'] } });
    u.do(start);
    u.do(flipA);
    expect(u.do({ type: 'DeclineCheat', data: { by: 'A' } })[0]).toEqual({ type: 'CheatDeclined', data: { stage: 'DAMAGE', role: null, seat: 'A' } });
  });

  it('malifaux-2e/PV-1 the prevention flip: one card from the target`s deck, one Soulstone; declining names the model', () => {
    const master: FlipTarget = { modelId: 'boss', seat: 'B', station: 'MASTER', wounds: 10, maxWounds: 10 };
    const start: DuelCommand = { type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: master, amount: { kind: 'FIXED', amount: 4 } } };
    const t = new FakeTable({ B: { deck: ['CROW-11', 'CROW-12'], soulstones: 2 } });
    t.do(start);
    const out = t.do({ type: 'FlipPrevention', data: { by: 'B' } });
    expect(out[0]).toEqual({ type: 'PreventionFlipped', data: { seat: 'B', modelId: 'boss', card: 'CROW-11', prevented: 3, spent: 1, poolAfter: 1, moves: [{ seat: 'B', card: 'CROW-11', from: 'DECK', to: 'DISCARD' }] } });
    expect(damageOf(out)).toMatchObject({ afterModifiers: 4, prevented: 3, damage: 1, woundsAfter: 9 });
    const empty = new FakeTable({ B: { deck: [], soulstones: 1 } });
    empty.do(start);
    expect(empty.do({ type: 'FlipPrevention', data: { by: 'B' } })[0].data).toMatchObject({ card: null, prevented: 0, moves: [], poolAfter: 0 });
    const u = new FakeTable({ B: { deck: [], soulstones: 1 } });
    u.do(start);
    expect(u.do({ type: 'DeclinePrevention', data: { by: 'B' } })[0]).toEqual({ type: 'PreventionDeclined', data: { seat: 'B', modelId: 'boss' } });
  });
});

describe('malifaux-2e/TR-4 damaging triggers on the damage flip of the duel', () => {
  const onslaught: TriggerDef = { name: 'Onslaught', suits: ['RAM'], timing: 'AFTER_DAMAGING' };
  const crit: TriggerDef = { name: 'Critical Strike', suits: ['RAM'], timing: 'WHEN_DAMAGING' };
  const flurry: TriggerDef = { name: 'Flurry', suits: ['RAM'], timing: 'AFTER_SUCCEEDING' };
  const declared = (trigger: TriggerDef, damageCard: string) => {
    const t = duel('RAM-13', 'TOME-01', { triggers: [trigger], a: { deck: [damageCard] } });
    t.do({ type: 'DeclareTrigger', data: { by: 'A', trigger: trigger.name } });
    t.do(fromDuel);
    return damageOf(t.do(flipA));
  };

  it('malifaux-2e/TR-4 an "after damaging" trigger resolves after exactly 1 damage (the boundary of ≥ 1)', () => {
    const d = declared(onslaught, 'RAM-03');
    expect(d).toMatchObject({ damage: 1, woundsAfter: 5 });
    expect(d.triggers).toEqual([{ role: 'ATTACKER', modelId: 'att', trigger: onslaught, moment: 'AFTER_DAMAGE' }]);
  });

  it('malifaux-2e/TR-4 a "when damaging" trigger acts while damaging; an "after succeeding" one is no damaging trigger', () => {
    expect(declared(crit, 'RAM-12').triggers).toEqual([{ role: 'ATTACKER', modelId: 'att', trigger: crit, moment: 'WHILE_DAMAGING' }]);
    expect(declared(flurry, 'RAM-12').triggers).toEqual([]);
  });

  it('malifaux-2e/DJ-1 malifaux-2e/TR-4 a Black Joker damage flip switches the damaging triggers off', () => {
    expect(declared(onslaught, 'BJ').triggers).toEqual([{ role: 'ATTACKER', modelId: 'att', trigger: onslaught, moment: 'NEVER' }]);
  });

  it('malifaux-2e/TR-4 a damaging trigger of a flip that did not come from the duel is not listed', () => {
    const t = duel('RAM-13', 'TOME-01', { triggers: [onslaught], a: { deck: ['RAM-05'] } });
    t.do({ type: 'DeclareTrigger', data: { by: 'A', trigger: 'Onslaught' } });
    t.do({ type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: { modelId: 'def', seat: 'B', station: 'MINION', wounds: 6, maxWounds: 8 }, amount: { kind: 'FLIP', track: code123 } } });
    expect(damageOf(t.do(flipA)).triggers).toEqual([]);
  });
});

describe('malifaux-2e §12 and §16.3 more of the flow: carried penalties, other damage after a duel, blasts', () => {
  const minion: FlipTarget = { modelId: 'def', seat: 'B', station: 'MINION', wounds: 6, maxWounds: 8 };
  const other: FlipTarget = { modelId: 'other', seat: 'B', station: 'MINION', wounds: 4, maxWounds: 4 };
  const blastTrack = { weak: 1, moderate: 2, severe: 3, blasts: { moderate: 1, severe: 2 } };

  it('malifaux-2e/DU-O8 malifaux-2e/DF-2 a relenting Defender`s Soulstone (A-9 policy) is the `−` on the damage flip', () => {
    const boss = { ...def, station: 'HENCHMAN' as const };
    const t = new FakeTable({ A: { deck: ['RAM-05'] }, B: { soulstones: 1 } });
    t.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: att, defender: boss, action: { name: 'Claw', damage: code123 }, defenderFriendly: true, policy: { relentingDefenderMaySpendSoulstone: true } } });
    t.do({ type: 'Relent', data: { by: 'B', damageFlipSoulstone: true } });
    t.do(flipA);
    expect(t.do(fromDuel)[0].data).toMatchObject({ defenderSoulstonePenalty: 1, accuracy: { bonus: 0, penalty: 2 }, fate: { bonus: 0, penalty: 3 } });
  });

  it('malifaux-2e/DU-O7 other damage resolved after the duel does not use up its damage flip', () => {
    const t = duel('RAM-13', 'RAM-01', { a: { deck: ['RAM-04'] } });
    t.do({ type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: other, amount: { kind: 'FIXED', amount: 1 } } });
    expect(t.state.status).toBe('FLIP_RESOLVED');
    expect(refusal(t, fromDuel)).toBeUndefined();
  });

  it('malifaux-2e/DF-1 other damage: the dealer`s seat flips; the event records the flip type, no accuracy and the default policy', () => {
    const t = new FakeTable({ A: { deck: ['RAM-04', 'RAM-05', 'RAM-06'] } });
    expect(t.do({ type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: minion, amount: { kind: 'FLIP', track: code123 }, fate: [{ bonus: 1, penalty: 0 }, { bonus: 1, penalty: 1 }] } })[0]).toEqual({
      type: 'FlipStarted',
      data: {
        stage: 'DAMAGE',
        flipType: 'DAMAGE',
        flipper: { modelId: null, seat: 'A' },
        target: minion,
        amount: { kind: 'FLIP', track: code123 },
        fate: { bonus: 2, penalty: 1 },
        accuracy: null,
        defenderSoulstonePenalty: 0,
        modifiers: {},
        steppedDown: false,
        fromDuel: false,
        policy: expect.objectContaining({ relentingDefenderMaySpendSoulstone: false }),
      },
    });
    const realFlip = t.flip.bind(t);
    t.flip = (seat, n) => [...realFlip(seat, n + 1)];
    expect(t.do(flipA)[0].data).toMatchObject({ stage: 'DAMAGE', flips: [{ seat: 'A', net: 1, requested: 2, cards: ['RAM-04', 'RAM-05'] }] });
    expect(refusal(new FakeTable({}), { type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: minion, amount: { kind: 'FIXED', amount: 1 }, steppedDown: true } })).toMatch(/^malifaux-2e\/BL-4: /);
    expect(refusal(new FakeTable({}), { type: 'StartDamage', data: { dealer: { modelId: null, seat: 'A' }, target: { ...minion, wounds: 9 }, amount: { kind: 'FIXED', amount: 1 } } })).toMatch(/^malifaux-2e\/DM-1: def: /);
  });

  it('malifaux-2e/HL-2 malifaux-2e/HL-1 a healing flip: its event, and a healed model out of range refused', () => {
    const heal = (healed: FlipTarget): DuelCommand => ({ type: 'StartHealing', data: { healed, amount: { kind: 'FIXED', amount: 1 } } });
    expect(new FakeTable({}).do(heal(minion))[0]).toEqual({
      type: 'FlipStarted',
      data: { stage: 'HEALING', flipType: 'HEALING', flipper: { modelId: 'def', seat: 'B' }, target: minion, amount: { kind: 'FIXED', amount: 1 }, fate: { bonus: 0, penalty: 0 }, accuracy: null, defenderSoulstonePenalty: 0, modifiers: {}, steppedDown: false, fromDuel: false, policy: expect.objectContaining({ blackJokerMayBeCheatedFromHand: true }) },
    });
    expect(refusal(new FakeTable({}), heal({ ...minion, wounds: 0 }))).toMatch(/^malifaux-2e\/HL-1: def: /);
  });

  it('malifaux-2e/BL-2 malifaux-2e/BL-4 blast damage: one step below the flip for each other model, with its own modifiers', () => {
    const u = new FakeTable({ A: { deck: ['RAM-13', 'RAM-12'] }, B: { deck: ['RAM-01'] } });
    u.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: att, defender: def, action: { name: 'Blast', damage: blastTrack }, defenderFriendly: false } });
    u.do(flipA);
    u.do(fromDuel);
    u.do(flipA);
    const out = u.do({ type: 'ApplyBlastDamage', data: { by: 'A', targets: [other, { ...other, modelId: 'third', wounds: 1 }], modifiers: [{ reduce: [{ amount: 1 }] }] } });
    expect(out).toEqual([
      {
        type: 'BlastDamageResolved',
        data: {
          primaryTargetId: 'def',
          primarySeverity: 'SEVERE',
          blasts: 2,
          targets: [
            { targetId: 'other', severity: 'MODERATE', base: 2, damage: 1, woundsBefore: 4, woundsAfter: 3, killed: false },
            { targetId: 'third', severity: 'MODERATE', base: 2, damage: 2, woundsBefore: 1, woundsAfter: -1, killed: true },
          ],
        },
      },
    ]);
    expect(refusal(u, { type: 'ApplyBlastDamage', data: { by: 'A', targets: [other] } })).toBe('malifaux-2e/BL-4: the blast damage of this flip was already applied');
  });

  it('malifaux-2e/BL-3 malifaux-2e/BL-4 malifaux-2e/DM-1 blast refusals: the original target, a model twice, Wounds out of range, no Attack', () => {
    const resolved = () => {
      const u = new FakeTable({ A: { deck: ['RAM-13', 'RAM-12'] }, B: { deck: ['RAM-01'] } });
      u.do({ type: 'StartDuel', data: { duelId: 'd', kind: 'OPPOSED', attacker: att, defender: def, action: { name: 'Blast', damage: blastTrack }, defenderFriendly: false } });
      u.do(flipA);
      u.do(fromDuel);
      u.do(flipA);
      return u;
    };
    const blast = (targets: FlipTarget[]): DuelCommand => ({ type: 'ApplyBlastDamage', data: { by: 'A', targets } });
    expect(refusal(resolved(), blast([minion]))).toBe('malifaux-2e/BL-4: the original target takes the flipped damage once');
    expect(refusal(resolved(), blast([other, other]))).toBe('malifaux-2e/BL-3: other is under the blast once');
    expect(refusal(resolved(), blast([{ ...other, wounds: 5 }]))).toMatch(/^malifaux-2e\/DM-1: other: /);
    const fixed = new FakeTable({});
    fixed.do({ type: 'StartDamage', data: { dealer: { modelId: 'att', seat: 'A' }, target: minion, amount: { kind: 'FIXED', amount: 1 } } });
    expect(refusal(fixed, blast([other]))).toBe('malifaux-2e/BL-4: blast damage follows the resolved damage flip of an Attack');
    expect(refusal(new FakeTable({}), blast([other]))).toBe('malifaux-2e/BL-4: blast damage follows the resolved damage flip of an Attack');
  });
});
