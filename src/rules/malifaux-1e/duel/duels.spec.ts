// malifaux-1e §5.4-§5.7, §6 duels through the decider (rules/malifaux-1e.md; worked examples §17: W15, W16, D1-D7).
import type { CardId } from '../../malifaux/cards';
import type { StartDuelParticipant } from '../commands';
import { A, B, cmd, create, duel, refusal, run, stacked, step } from '../testing/fixtures';
import type { GameState1e } from '../state';

const p = (seat: 'A' | 'B', station: string, stat: string, value: number, over: Partial<StartDuelParticipant> = {}): StartDuelParticipant => ({
  modelId: `${seat}-m`,
  seat,
  station,
  stat: { name: stat, value },
  wounds: 6,
  maxWounds: 6,
  ...over,
});
const start = (decks: CardId[][], draws: [number, number] = [0, 0]) =>
  run([create(decks), ...(draws[0] ? [cmd('DrawCards', A, { seat: 'A', count: draws[0] })] : []), ...(draws[1] ? [cmd('DrawCards', B, { seat: 'B', count: draws[1] })] : [])]);
const simple = (actor: StartDuelParticipant, tn: number, requiredSuits: ('RAM' | 'CROW' | 'TOME' | 'MASK')[] = []) =>
  duel(A, { type: 'StartDuel', data: { duelId: 'd1', kind: 'SIMPLE', actor, action: { name: 'test', tn, requiredSuits } } });
const opposed = (attacker: StartDuelParticipant, defender: StartDuelParticipant, damage = { weak: 2, moderate: 3, severe: 5 }) =>
  duel(A, { type: 'StartDuel', data: { duelId: 'd1', kind: 'OPPOSED', attacker, defender, action: { name: 'Sword', damage } } });
const outcome = (s: GameState1e) => (s.duel.status === 'DUEL_RESOLVED' ? s.duel.outcome : null);
const due = (s: GameState1e) => (s.duel.status === 'DUELING' ? s.duel.duel : null);

describe('malifaux-1e §5.7 fate modifiers and §5.2 Jokers in a duel', () => {
  it('malifaux-1e/FM-1 malifaux-1e/FM-2 D1: +2 −1 flips 2 cards, +4 flips 4 (clamped at 3 extra), +1 −1 one card', () => {
    const g = start([stacked('RAM-01', 'RAM-02', 'RAM-03', 'RAM-04', 'RAM-05'), stacked()]);
    const flipped = (bonus: number, penalty: number) => {
      const s = step(g, simple(p('A', 'MINION', 'Wp', 5, { fate: { bonus, penalty } }), 5)).state;
      return s.duel.status === 'DUELING' || s.duel.status === 'DUEL_RESOLVED' ? s.duel.duel.sides[0].flipped.length : -1;
    };
    expect([flipped(2, 1), flipped(4, 0), flipped(1, 1), flipped(1, 4)]).toEqual([2, 4, 1, 4]);
  });

  it('malifaux-1e/FM-3 D2: net −2, [RAM 9, CROW 3, RJ]: 3 or the RJ may be kept, not the 9; no cheating', () => {
    const g = start([stacked('RAM-09', 'CROW-03', 'RJ', 'MASK-13'), stacked()], [0, 0]);
    const s = step(g, simple(p('A', 'MINION', 'Wp', 5, { fate: { bonus: 0, penalty: 2 } }), 5));
    expect(refusal(s, duel(A, { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-09' } }))).toBe('malifaux-1e/FM-3');
    const kept = step(s, duel(A, { type: 'ChooseActiveCard', data: { by: 'A', card: 'RJ' } }));
    expect(due(kept.state)?.sides[0].choice).toEqual({ status: 'CHOSEN', card: 'RJ' });
    // FD-5: the Red Joker's suit is named when it is revealed; W16: value 14.
    const named = step(kept, duel(A, { type: 'NameRedJokerSuit', data: { by: 'A', suit: 'MASK' } }));
    expect(named.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ step: 'CHEAT', ruleId: 'malifaux-1e/FM-3' }) }));
    expect(outcome(named.state)?.totals[0].total).toEqual({ value: 19, suits: ['MASK'] });
  });

  it('malifaux-1e/FM-4 malifaux-1e/FD-6 D3: net +1, [BJ, 12]: the BJ must be kept and fate cannot be cheated; a soulstone may still add a card', () => {
    const g = start([stacked('RAM-13', 'BJ', 'TOME-12', 'MASK-07'), stacked()], [1, 0]);
    const s = step(g, simple(p('A', 'MASTER', 'Wp', 4, { fate: { bonus: 1, penalty: 0 } }), 10));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'ActiveCardChosen', data: expect.objectContaining({ card: 'BJ', automatic: true }) }));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ step: 'CHEAT', ruleId: 'malifaux-1e/FD-6' }) }));
    // D6: final 0 + 4 + 7 = 11 ≥ 10: a win thanks to the soulstone card only.
    const won = step(s, duel(A, { type: 'UseSoulstoneCard', data: { by: 'A' } }));
    expect(outcome(won.state)).toMatchObject({ success: true, totals: [{ total: { value: 11 } }] });
  });

  it('malifaux-1e/FM-5 the active model chooses its card first when both have fate modifiers', () => {
    const g = start([stacked('RAM-05', 'RAM-09'), stacked('TOME-04', 'TOME-08')]);
    const s = step(g, opposed(p('A', 'MINION', 'Cb', 5, { fate: { bonus: 1, penalty: 0 } }), p('B', 'MINION', 'Df', 4, { fate: { bonus: 1, penalty: 0 } })));
    expect(s.state.duel.status === 'DUELING' && s.state.duel.duel.sides.map((x) => x.choice.status)).toEqual(['PENDING', 'PENDING']);
    expect(refusal(s, duel(B, { type: 'ChooseActiveCard', data: { by: 'B', card: 'TOME-08' } }))).toBe('malifaux-1e/FM-5');
  });

  it('malifaux-1e/FD-3 malifaux-1e/FD-4 W15: a Jack is 11, and its value and suit are added to the stat', () => {
    const g = start([stacked('CROW-11'), stacked()]);
    const s = step(g, simple(p('A', 'MINION', 'Wp', 3, { stat: { name: 'Wp', value: 3, printedSuits: ['RAM'] } }), 14));
    expect(outcome(s.state)?.totals[0].total).toEqual({ value: 14, suits: ['CROW', 'RAM'] });
  });
});

describe('malifaux-1e §6.3 simple duel and §6.4 opposed duel', () => {
  it('malifaux-1e/DU-S0 malifaux-1e/FD-11 D4: Wp 5 vs TN 12, card 6, the 8 in hand cheated in: 11 → 13, a win', () => {
    const g = start([stacked('RAM-08', 'CROW-06'), stacked()], [1, 0]);
    const s = step(g, simple(p('A', 'MINION', 'Wp', 5), 12));
    expect(s.state.duel.status === 'DUELING' && s.state.duel.duel.sides[0].cheat.status).toBe('PENDING');
    const cheated = step(s, duel(A, { type: 'CheatFate', data: { by: 'A', card: 'RAM-08' } }));
    expect(outcome(cheated.state)).toMatchObject({ success: true, totals: [{ total: { value: 13 } }] });
    // FD-11: after the duel, the flipped card then the cheated card go to the discard pile.
    expect(cheated.state.seats.A?.discard).toEqual(['CROW-06', 'RAM-08']);
    expect(refusal(g, simple(p('A', 'MINION', 'Wp', 5), undefined as unknown as number))).toBe('malifaux-1e/DU-S0');
  });

  it('malifaux-1e/SS-4 D5: Ca 6 (TOME) vs TN 13 RAM, card 7 CROW fails for want of a Ram; the soulstone card 2 RAM makes 15 and the suit', () => {
    const g = start([stacked('CROW-07', 'RAM-02'), stacked()]);
    const s = step(g, simple(p('A', 'MASTER', 'Ca', 6, { stat: { name: 'Ca', value: 6, printedSuits: ['TOME'] } }), 13, ['RAM']));
    // Empty hand: no cheat (FD-7); the soulstone decision is due.
    expect(s.state.duel.status === 'DUELING' && s.state.duel.duel.sides[0].soulstone.status).toBe('PENDING');
    const stone = step(s, duel(A, { type: 'UseSoulstoneCard', data: { by: 'A' } }));
    expect(outcome(stone.state)).toMatchObject({ success: true, totals: [{ total: { value: 15, suits: ['CROW', 'TOME', 'RAM'] } }] });
    expect(stone.state.seats.A?.soulstones).toBe(2);
    const declined = step(s, duel(A, { type: 'DeclineSoulstoneCard', data: { by: 'A' } }));
    expect(outcome(declined.state)).toMatchObject({ success: false, totals: [{ total: { value: 13 } }] });
  });

  it('malifaux-1e/SS-4 a Minion has no Use Soulstone: its soulstone step is skipped and UseSoulstoneCard refused', () => {
    const g = start([stacked('RAM-08', 'CROW-06'), stacked()], [1, 0]);
    const s = step(g, simple(p('A', 'MINION', 'Wp', 5), 12));
    const declined = step(s, duel(A, { type: 'DeclineCheat', data: { by: 'A' } }));
    expect(declined.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ step: 'SOULSTONE_CARD', ruleId: 'malifaux-1e/SS-4' }) }));
  });

  it('malifaux-1e/SS-3 an empty pool skips the soulstone card', () => {
    const g = run([create([stacked('CROW-07'), stacked()], { players: [{ name: 'a', soulstones: 0 }, { name: 'b' }] })]);
    const s = step(g, simple(p('A', 'MASTER', 'Wp', 5), 12));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ step: 'SOULSTONE_CARD', ruleId: 'malifaux-1e/SS-3' }) }));
  });

  it('malifaux-1e/DU-O0 malifaux-1e/DU-O1 D7: 14 vs 14, the defender changes first; untouched, the tie goes to the attacker, combat total 0', () => {
    const g = start([stacked('CROW-01', 'RAM-09'), stacked('CROW-02', 'RAM-10')], [1, 1]);
    const s = step(g, opposed(p('A', 'MINION', 'Cb', 5), p('B', 'MINION', 'Df', 4)));
    const d = due(s.state);
    expect(d?.sides.map((x) => x.cheat.status)).toEqual(['PENDING', 'PENDING']);
    expect(refusal(s, duel(A, { type: 'DeclineCheat', data: { by: 'A' } }))).toBe('malifaux-1e/DU-O0');
    const b = step(s, duel(B, { type: 'DeclineCheat', data: { by: 'B' } }));
    const a = step(b, duel(A, { type: 'DeclineCheat', data: { by: 'A' } }));
    expect(outcome(a.state)).toMatchObject({ winner: 'ATTACKER', success: true, combatTotal: 0 });
  });

  it('malifaux-1e/DU-O0 the defender wins when its final total is higher', () => {
    const g = start([stacked('RAM-02'), stacked('RAM-10')]);
    const s = step(g, opposed(p('A', 'MINION', 'Cb', 5), p('B', 'MINION', 'Df', 4)));
    expect(outcome(s.state)).toMatchObject({ winner: 'DEFENDER', success: false, combatTotal: -7 });
  });

  it('malifaux-1e/AT-1 a model never targets itself with an attack', () => {
    const g = start([stacked(), stacked()]);
    expect(refusal(g, opposed(p('A', 'MINION', 'Cb', 5), p('A', 'MINION', 'Df', 4)))).toBe('malifaux-1e/AT-1');
  });
});

describe('malifaux-1e §6.1 triggers', () => {
  const crit = [{ name: 'Critical Strike', suits: ['RAM' as const] }];
  it('malifaux-1e/TG-1 malifaux-1e/TG-2 a trigger whose suit the final total holds may be declared once; the lower total declares first (§6.4 step 4)', () => {
    const g = start([stacked('RAM-12'), stacked('MASK-05')]);
    const s = step(g, opposed(p('A', 'MINION', 'Cb', 5, { statTriggers: crit }), p('B', 'MINION', 'Df', 4, { statTriggers: [{ name: 'Parry', suits: ['MASK'] }] })));
    // B (9) is lower than A (17): B declares first.
    expect(due(s.state) && s.state.duel.status === 'DUELING' ? s.state.duel.duel.sides[1].trigger.status : null).toBe('PENDING');
    expect(refusal(s, duel(A, { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Critical Strike' } }))).toBe('malifaux-1e/TG-2');
    const b = step(s, duel(B, { type: 'PassTrigger', data: { by: 'B' } }));
    expect(refusal(b, duel(A, { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Parry' } }))).toBe('malifaux-1e/TG-1');
    const a = step(b, duel(A, { type: 'DeclareTrigger', data: { by: 'A', trigger: 'Critical Strike' } }));
    expect(a.added[0]).toEqual({ type: 'TriggerDeclared', data: { role: 'ATTACKER', name: 'Critical Strike' } });
  });

  it('malifaux-1e/TG-6 two listed Rams need two Rams in the total (multiset)', () => {
    const g = start([stacked('RAM-12'), stacked('MASK-05')]);
    const s = step(g, opposed(p('A', 'MINION', 'Cb', 5, { statTriggers: [{ name: 'Double', suits: ['RAM', 'RAM'] }] }), p('B', 'MINION', 'Df', 4)));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ role: 'ATTACKER', step: 'DECLARE_TRIGGER' }) }));
    const two = start([stacked('RAM-12'), stacked('MASK-05')]);
    const t = step(two, opposed(p('A', 'MINION', 'Cb', 5, { stat: { name: 'Cb', value: 5, printedSuits: ['RAM'] }, statTriggers: [{ name: 'Double', suits: ['RAM', 'RAM'] }] }), p('B', 'MINION', 'Df', 4)));
    expect(t.state.duel.status).toBe('DUELING');
  });
});

describe('malifaux-1e §18 rows of §5-§6 (each fails with the 2E behaviour)', () => {
  it('malifaux-1e/SS-4 §18 "Soulstone in a duel": no declaration before the flip (2E SS-D1); the card comes after the cheat', () => {
    const g = start([stacked('CROW-07', 'RAM-02'), stacked()]);
    const s = step(g, simple(p('A', 'MASTER', 'Ca', 6), 13));
    expect(refusal(s, duel(A, { type: 'DeclareSoulstones', data: { by: 'A' } }))).toBe('malifaux-1e/SS-4');
    expect(refusal(s, duel(A, { type: 'Relent', data: { by: 'A' } }))).toBe('malifaux-1e/DU-O0');
  });

  it('malifaux-1e/FD-5 §18 "Cheat bans": the opponent’s Red Joker does not stop a cheat in 1E (2E CF-2 does)', () => {
    const g = start([stacked('CROW-13', 'RAM-02'), stacked('RJ')], [1, 0]);
    const s = step(g, opposed(p('A', 'MINION', 'Cb', 5), p('B', 'MINION', 'Df', 4)));
    const named = step(s, duel(B, { type: 'NameRedJokerSuit', data: { by: 'B', suit: 'RAM' } }));
    // A (7) would lose against 18 and may cheat its 13 in.
    const cheated = step(named, duel(A, { type: 'CheatFate', data: { by: 'A', card: 'CROW-13' } }));
    expect(cheated.added).toContainEqual(expect.objectContaining({ type: 'FateCheated', data: expect.objectContaining({ role: 'ATTACKER', card: 'CROW-13' }) }));
  });

  it('malifaux-1e/FM-3 the policy cheatBanOnAnyNegative: one `−` among `++` bans the cheat; the default (net) allows it', () => {
    const deck = () => [stacked('RAM-01', 'RAM-05', 'RAM-09'), stacked()];
    const mods = { fate: { bonus: 2, penalty: 1 } };
    const def = step(start(deck(), [1, 0]), simple(p('A', 'MINION', 'Wp', 5, mods), 20));
    const chosen = step(def, duel(A, { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-09' } }));
    expect(chosen.state.duel.status === 'DUELING' && chosen.state.duel.duel.sides[0].cheat.status).toBe('PENDING');
    const strict = run([create(deck(), { options: { autoDeclineCuts: true, cheatBanOnAnyNegative: true } }), cmd('DrawCards', A, { seat: 'A', count: 1 })]);
    const s = step(step(strict, simple(p('A', 'MINION', 'Wp', 5, mods), 20)), duel(A, { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-09' } }));
    expect(s.added).toContainEqual(expect.objectContaining({ type: 'StepSkipped', data: expect.objectContaining({ step: 'CHEAT', ruleId: 'malifaux-1e/FM-3' }) }));
  });
});

describe('malifaux-1e §19 French names beside the English in refusals', () => {
  it('a refusal names its rule in French and English', () => {
    const g = start([stacked('RAM-09', 'CROW-03', 'RJ'), stacked()]);
    const s = step(g, simple(p('A', 'MINION', 'Wp', 5, { fate: { bonus: 0, penalty: 2 } }), 5));
    expect(() => step(s, duel(A, { type: 'ChooseActiveCard', data: { by: 'A', card: 'RAM-09' } }))).toThrow('[Modifier le destin / Fate modifiers]');
  });
});
