// malifaux-2e §24.1 worked examples TV-02, TV-04, TV-05, TV-23 and DV-24 played move by move through the duel machine (seed 002_0afdbbe5c7b94945.txt lines 526-528, 665-687, 766-794, 1030-1034, 758-764)
import { DuelResolved, DuelEvent } from './duel-events';
import { FakeTable, model, types } from './testing/fake-context';

const resolved = (events: readonly DuelEvent[]): DuelResolved['data'] => {
  const r = events.find((e): e is DuelResolved => e.type === 'DuelResolved');
  if (!r) throw new Error('not resolved');
  return r.data;
};

describe('malifaux-2e §4.3 Simple Duel example (seed 665-687)', () => {
  it('malifaux-2e/TV-04 malifaux-2e/SS-D1 malifaux-2e/CF-1 malifaux-2e/DU-1 Guild Guard Wp 5 vs TN 13: flips 4 (total 9), cheats the 9 (total 14), succeeds', () => {
    const t = new FakeTable({ A: { deck: ['CROW-04', 'RAM-13'], hand: ['MASK-09', 'RAM-02'] } });
    const guard = model({ modelId: 'guild-guard', seat: 'A', station: 'MINION', stat: { name: 'Wp', value: 5 } });
    // Step 1: a Minion does not use Soulstones: the step is skipped with SS-D1.
    const start = t.do({ type: 'StartDuel', data: { duelId: 'd1', kind: 'SIMPLE', actor: guard, action: { name: 'Terrifying 13', tn: 13 } } });
    expect(types(start)).toEqual(['DuelStarted', 'DuelStepSkipped']);
    expect(start[1].data).toMatchObject({ step: 'DECLARE_SOULSTONES', ruleId: 'malifaux-2e/SS-D1' });
    // Step 2: one card, no choice: current total 9 (losing).
    const flip = t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(types(flip)).toEqual(['DuelCardsFlipped', 'ActiveCardChosen']);
    expect(flip[1].data).toMatchObject({ card: 'CROW-04', automatic: true, total: { value: 9, suits: ['CROW'] } });
    // Step 3: cheat the 9 of Masks: 5 + 9 = 14; the 4 is discarded at once.
    const cheat = t.do({ type: 'CheatFate', data: { by: 'A', card: 'MASK-09' } });
    expect(cheat[0].data).toMatchObject({ card: 'MASK-09', replaced: 'CROW-04', total: { value: 14, suits: ['MASK'] } });
    // Step 4: no Wp Trigger -> skipped; step 5: 14 >= 13 -> success, the 9 is discarded.
    expect(types(cheat)).toEqual(['FateCheated', 'DuelStepSkipped', 'DuelResolved']);
    expect(resolved(cheat)).toMatchObject({ winner: 'ACTOR', success: true, margin: null });
    expect(t.discard.get('A')).toEqual(['CROW-04', 'MASK-09']);
    expect(t.hand('A')).toEqual(['RAM-02']);
    expect(t.state.status).toBe('DUEL_RESOLVED');
  });

  it('malifaux-2e/TV-04 malifaux-2e/DU-1 without the cheat the Guard fails at 9 < 13', () => {
    const t = new FakeTable({ A: { deck: ['CROW-04'], hand: ['MASK-09'] } });
    const guard = model({ modelId: 'guild-guard', seat: 'A', stat: { name: 'Wp', value: 5 } });
    t.do({ type: 'StartDuel', data: { duelId: 'd1', kind: 'SIMPLE', actor: guard, action: { name: 'Terrifying 13', tn: 13 } } });
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(resolved(t.do({ type: 'DeclineCheat', data: { by: 'A' } }))).toMatchObject({ winner: null, success: false });
  });
});

describe('malifaux-2e §4.4 Opposed Duel example (seed 766-794)', () => {
  const seamus = model({ modelId: 'seamus', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7 } });
  const freikorps = model({ modelId: 'freikorpsmann', seat: 'B', station: 'MINION', stat: { name: 'Df', value: 5 } });
  const bagOTools = {
    name: "Bag o' Tools",
    damage: { weak: 2, moderate: 3, severe: 5 },
    triggers: [{ name: 'Make it Beautiful', suits: ['MASK' as const], timing: 'AFTER_DAMAGING' as const }],
  };
  const table = () =>
    new FakeTable({
      A: { deck: ['RAM-06', 'MASK-11', 'TOME-02', 'CROW-09'], hand: ['RAM-12'], soulstones: 4 },
      B: { deck: ['TOME-03'], hand: ['MASK-10', 'CROW-01'] },
    });
  const start = (t: FakeTable) =>
    t.do({ type: 'StartDuel', data: { duelId: 'd2', kind: 'OPPOSED', attacker: seamus, defender: freikorps, action: bagOTools, defenderFriendly: false } });

  it('malifaux-2e/TV-05 malifaux-2e/SS-D3 malifaux-2e/DU-O2 malifaux-2e/DU-O4 malifaux-2e/DU-O5 malifaux-2e/DU-O6 malifaux-2e/DU-O7 Seamus 18 vs 8, Freikorpsmann cheats 10 -> 15, Seamus declines and wins by 3, damage flip gets one penalty', () => {
    const t = table();
    // Step 1: the Defender declares first (it can't: SS-D1), then Seamus spends 2: `+` and a suit.
    expect(start(t)[1].data).toMatchObject({ role: 'DEFENDER', ruleId: 'malifaux-2e/SS-D1' });
    const ss = t.do({ type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 1, suits: ['RAM'] } });
    expect(ss[0].data).toMatchObject({ spent: 2, poolAfter: 2 });
    // Step 2: Seamus flips two cards, the Freikorpsmann one; the Defender "chooses" first (no choice), then Seamus.
    const flip = t.do({ type: 'FlipDuelCards', data: { by: 'B' } });
    expect(flip[0].data).toMatchObject({ flips: [{ role: 'DEFENDER', cards: ['TOME-03'] }, { role: 'ATTACKER', cards: ['RAM-06', 'MASK-11'], net: 1 }] });
    expect(flip[1].data).toMatchObject({ role: 'DEFENDER', card: 'TOME-03', total: { value: 8 } });
    const choose = t.do({ type: 'ChooseActiveCard', data: { by: 'A', card: 'MASK-11' } });
    expect(choose[0].data).toMatchObject({ total: { value: 18, suits: ['MASK', 'RAM'] } });
    // Step 3: the lower total (the Freikorpsmann) decides first; Seamus may not jump the queue.
    expect(() => t.do({ type: 'DeclineCheat', data: { by: 'A' } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O4' }));
    const cheat = t.do({ type: 'CheatFate', data: { by: 'B', card: 'MASK-10' } });
    expect(cheat[0].data).toMatchObject({ total: { value: 15, suits: ['MASK'] } });
    t.do({ type: 'DeclineCheat', data: { by: 'A' } });
    // Step 4: the Freikorpsmann (lower) had no Trigger (skipped); Seamus declares Make it Beautiful.
    expect(t.log.some((e) => e.type === 'DuelStepSkipped' && e.data.role === 'DEFENDER' && e.data.step === 'DECLARE_TRIGGER')).toBe(true);
    const trig = t.do({ type: 'DeclareTrigger', data: { by: 'A', trigger: 'Make it Beautiful' } });
    // Step 5: 18 >= 15, the Attacker wins by 3.
    expect(resolved(trig)).toMatchObject({
      winner: 'ATTACKER',
      margin: 3,
      totals: [{ role: 'ATTACKER', total: { value: 18 } }, { role: 'DEFENDER', total: { value: 15 } }],
      triggers: [{ role: 'ATTACKER', trigger: { name: 'Make it Beautiful' }, moment: 'AWAITING_DAMAGE' }],
    });
    // Margin 3 -> Accuracy `−`: the damage flip turns 2 cards and the lowest is forced.
    const dmg = t.do({ type: 'StartDamageFromDuel', data: {} });
    expect(dmg[0].data).toMatchObject({ accuracy: { bonus: 0, penalty: 1 }, fate: { bonus: 0, penalty: 1 } });
    const dflip = t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(dflip[0].data).toMatchObject({ flips: [{ cards: ['TOME-02', 'CROW-09'], net: -1 }] });
    expect(dflip[1].data).toMatchObject({ card: 'TOME-02', automatic: true });
    expect(types(dflip)).toEqual(['DuelCardsFlipped', 'ActiveCardChosen', 'DuelStepSkipped', 'DuelStepSkipped', 'DamageResolved']);
    expect(dflip[2].data).toMatchObject({ step: 'CHEAT', ruleId: 'malifaux-2e/CF-2' });
    expect(dflip[4].data).toMatchObject({ severity: 'WEAK', damage: 2, woundsAfter: 3, killed: false });
    expect(t.pool.get('A')).toBe(2);
    expect([...(t.inPlay.get('A') ?? []), ...(t.inPlay.get('B') ?? [])]).toEqual([]);
  });

  it.each([
    ['RAM-13', undefined, 'ATTACKER', 0],
    ['RJ', 'MASK' as const, 'DEFENDER', -1],
  ])('malifaux-2e/TV-05 malifaux-2e/DU-O6 malifaux-2e/DU-O7 had the Freikorpsmann cheated %s: winner %s, margin %d (ties go to the Attacker)', (card, redJokerSuit, winner, margin) => {
    const t = new FakeTable({ A: { deck: ['RAM-06', 'MASK-11'], hand: ['CROW-01'], soulstones: 0 }, B: { deck: ['TOME-03'], hand: [card] } });
    t.do({ type: 'StartDuel', data: { duelId: 'd2', kind: 'OPPOSED', attacker: { ...seamus, fate: { bonus: 1, penalty: 0 } }, defender: freikorps, action: bagOTools, defenderFriendly: false } });
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    t.do({ type: 'ChooseActiveCard', data: { by: 'A', card: 'MASK-11' } });
    t.do({ type: 'CheatFate', data: { by: 'B', card, redJokerSuit } });
    t.do({ type: 'DeclineCheat', data: { by: 'A' } });
    const out = t.do({ type: 'PassTrigger', data: { by: 'A' } });
    expect(resolved(out)).toMatchObject({ winner, success: winner === 'ATTACKER', margin, triggers: [] });
    if (winner === 'DEFENDER')
      expect(() => t.do({ type: 'StartDamageFromDuel', data: {} })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O6' }));
    else expect(t.do({ type: 'StartDamageFromDuel', data: {} })[0].data).toMatchObject({ accuracy: { penalty: 2 } });
  });
});

describe('malifaux-2e §3.3 Soulstone example (seed 526-528)', () => {
  it('malifaux-2e/TV-02 malifaux-2e/SS-D3 malifaux-2e/SS-1 Lilith declares first (1 SS), then the Judge (2 SS); both flip 2 cards; Lilith`s `−` reaches the damage flip', () => {
    const judge = model({ modelId: 'judge', seat: 'A', station: 'MASTER', stat: { name: 'Ml', value: 7 } });
    const lilith = model({ modelId: 'lilith', seat: 'B', station: 'MASTER', stat: { name: 'Df', value: 6 } });
    const t = new FakeTable({
      A: { deck: ['RAM-13', 'CROW-12', 'RAM-08', 'TOME-09'], hand: ['MASK-01'], soulstones: 5 },
      B: { deck: ['MASK-02', 'TOME-03'], hand: ['MASK-04'], soulstones: 3 },
    });
    t.do({ type: 'StartDuel', data: { duelId: 'd3', kind: 'OPPOSED', attacker: judge, defender: lilith, action: { name: 'Slash', damage: { weak: 2, moderate: 4, severe: 6 } }, defenderFriendly: false } });
    expect(() => t.do({ type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 1, suits: ['CROW'] } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/SS-D3' }));
    t.do({ type: 'DeclareSoulstones', data: { by: 'B', fateModifiers: 1, suits: [] } });
    t.do({ type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 1, suits: ['CROW'] } });
    expect([t.pool.get('A'), t.pool.get('B')]).toEqual([3, 2]);
    const flip = t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(flip[0].data).toMatchObject({ flips: [{ role: 'DEFENDER', requested: 2 }, { role: 'ATTACKER', requested: 2 }] });
    t.do({ type: 'ChooseActiveCard', data: { by: 'B', card: 'TOME-03' } });
    t.do({ type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-13' } });
    t.do({ type: 'DeclineCheat', data: { by: 'B' } }); // 9, lower, first
    const out = t.do({ type: 'DeclineCheat', data: { by: 'A' } });
    expect(resolved(out)).toMatchObject({ winner: 'ATTACKER', margin: 11, totals: [{ total: { value: 20, suits: ['RAM', 'CROW'] } }, { total: { value: 9 } }] });
    // Margin 11 -> `+`, Lilith's Soulstone -> `−`: net 0, one card.
    const dmg = t.do({ type: 'StartDamageFromDuel', data: {} });
    expect(dmg[0].data).toMatchObject({ accuracy: { bonus: 1, penalty: 0 }, defenderSoulstonePenalty: 1, fate: { bonus: 1, penalty: 1 } });
  });
});

describe('malifaux-2e §8 Simple-duel Tactical Action (seed 1030-1034)', () => {
  it.each([
    ['CROW-07', false],
    ['CROW-08', true],
    ['RJ', true],
    ['BJ', false],
  ])('malifaux-2e/TV-23 malifaux-2e/DU-1 Ya`ll Watch This (Ca 4 / TN 12) with %s succeeds: %s', (card, success) => {
    const t = new FakeTable({ A: { deck: [card] } });
    const gremlin = model({ modelId: 'gremlin', seat: 'A', stat: { name: 'Ca', value: 4 } });
    t.do({ type: 'StartDuel', data: { duelId: 'd4', kind: 'SIMPLE', actor: gremlin, action: { name: "Ya'll Watch This", tn: 12 } } });
    t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    if (card === 'RJ') t.do({ type: 'NameRedJokerSuit', data: { by: 'A', suit: 'TOME' } });
    expect(t.state.status).toBe('DUEL_RESOLVED');
    expect(t.state.status === 'DUEL_RESOLVED' && t.state.outcome.success).toBe(success);
  });
});

describe('malifaux-2e §4.4 Relenting (seed 758-764)', () => {
  const att = model({ modelId: 'a1', seat: 'A', station: 'HENCHMAN', stat: { name: 'Ml', value: 6 }, statTriggers: [] });
  const def = model({ modelId: 'a2', seat: 'A', station: 'MINION', stat: { name: 'Df', value: 4 }, statTriggers: [{ name: 'Parry', suits: [], timing: 'IMMEDIATELY', stat: 'Df' }] });
  const action = { name: 'Claw', damage: { weak: 1, moderate: 2, severe: 3 } };

  it('malifaux-2e/DV-24 malifaux-2e/DU-O8 a friendly Defender relents: total 14 = Attacker`s, no suits, no trigger, Attacker wins by 0, damage flip `−−`', () => {
    const t = new FakeTable({ A: { deck: ['MASK-08', 'RAM-01', 'RAM-02', 'RAM-03'], hand: ['TOME-05'], soulstones: 0 } });
    t.do({ type: 'StartDuel', data: { duelId: 'd5', kind: 'OPPOSED', attacker: att, defender: def, action, defenderFriendly: true } });
    t.do({ type: 'Relent', data: { by: 'A' } });
    const flip = t.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(flip[0].data).toMatchObject({ flips: [{ role: 'ATTACKER', cards: ['MASK-08'] }] });
    const out = t.do({ type: 'DeclineCheat', data: { by: 'A' } });
    expect(resolved(out)).toMatchObject({ winner: 'ATTACKER', margin: 0, triggers: [], totals: [{ total: { value: 14 } }, { role: 'DEFENDER', total: { value: 14, suits: [] } }] });
    const dmg = t.do({ type: 'StartDamageFromDuel', data: {} });
    expect(dmg[0].data).toMatchObject({ accuracy: { bonus: 0, penalty: 2 }, fate: { penalty: 2 } });
  });

  it('malifaux-2e/DU-O8 a relenting Henchman spends no Soulstone on the damage flip by default (A-9 relentingDefenderMaySpendSoulstone: false); with the policy it adds `−`', () => {
    const henchman = { ...def, station: 'HENCHMAN' as const };
    const refused = new FakeTable({ A: { deck: ['MASK-08'], soulstones: 2 } });
    refused.do({ type: 'StartDuel', data: { duelId: 'r1', kind: 'OPPOSED', attacker: att, defender: henchman, action, defenderFriendly: true } });
    expect(() => refused.do({ type: 'Relent', data: { by: 'A', damageFlipSoulstone: true } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O8' }));
    const allowed = new FakeTable({ A: { deck: ['MASK-08'], soulstones: 2 } });
    const policy = { relentingDefenderMaySpendSoulstone: true };
    allowed.do({ type: 'StartDuel', data: { duelId: 'r2', kind: 'OPPOSED', attacker: att, defender: henchman, action, defenderFriendly: true, policy } });
    expect(allowed.do({ type: 'Relent', data: { by: 'A', damageFlipSoulstone: true } })[0].data).toMatchObject({ spent: 1, poolAfter: 1 });
    allowed.do({ type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 0, suits: [] } });
    allowed.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(allowed.do({ type: 'StartDamageFromDuel', data: {} })[0].data).toMatchObject({ defenderSoulstonePenalty: 1, fate: { bonus: 0, penalty: 3 } });
  });

  it('malifaux-2e/DU-O8 refuses relenting against an enemy Attacker, or once cards are flipped', () => {
    const enemy = new FakeTable({ A: { deck: ['MASK-08'] }, B: { deck: ['RAM-01'] } });
    enemy.do({ type: 'StartDuel', data: { duelId: 'd6', kind: 'OPPOSED', attacker: att, defender: { ...def, seat: 'B' }, action, defenderFriendly: false } });
    expect(() => enemy.do({ type: 'Relent', data: { by: 'B' } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O8' }));
    const late = new FakeTable({ A: { deck: ['MASK-08', 'RAM-01'] } });
    late.do({ type: 'StartDuel', data: { duelId: 'd7', kind: 'OPPOSED', attacker: att, defender: def, action, defenderFriendly: true } });
    late.do({ type: 'DeclareSoulstones', data: { by: 'A', fateModifiers: 0, suits: [] } });
    late.do({ type: 'FlipDuelCards', data: { by: 'A' } });
    expect(() => late.do({ type: 'Relent', data: { by: 'A' } })).toThrow(expect.objectContaining({ ruleId: 'malifaux-2e/DU-O8' }));
  });
});
